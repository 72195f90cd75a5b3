// The cooperative check (/rules/house-rules-004.md §5.8; seed L92-L93): the leader rolls with the
// most favourable effect of each participant; the named-modifier rule (12, L74) still applies.
#include "core/systems/soulhunter/fixtures.h"
#include "systems/soulhunter/cooperative.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::soulhunter;
using namespace sw::soulhunter::test;

// L93 「选择一名领队，合并每一名角色对本次检定最有利的效果，由领队进行掷骰（如需要）」
TEST(SoulhunterCooperative, Section58_TheLeaderRollsWithEachHelpersMostFavourableEffect_L92_L93)
{
    CheckSpec leader;
    leader.challenge = 10;
    leader.modifiers = {{u"physique"_s, 3, false, false}, {QString(), 1, false, false}};
    CheckSpec a;
    a.modifiers = {{u"physique"_s, 5, false, false}, {u"zhijin"_s, 4, false, true}};
    a.level = 1;
    CheckSpec b;
    b.modifiers = {{u"wisdom"_s, 2, false, false}, {u"flaw"_s, 9, true, false}};
    b.tilt = 1;
    const CheckSpec together = cooperativeSpec(leader, {a, b});
    // a's best is 体魄 5 (which suppresses the leader's 体魄 3, L74), b's is 智慧 2; b's penalty is
    // never the most favourable effect.
    ASSERT_EQ(together.modifiers.size(), 4);
    EXPECT_EQ(totalModifier(together), 5 + 1 + 2);
    EXPECT_EQ(together.level, 1);
    EXPECT_EQ(together.tilt, 1);
    EXPECT_EQ(together.challenge, 10);
    // 倾势 1: 3 d10, the 2 highest kept (9 + 7); 级别 1: one d4 (3). 16 + 8 + 3 = 27: CAT ⌈17/4⌉ = 5.
    ScriptedDice dice({4, 9, 7, 3});
    const CheckRoll r = rollCheck(together, filled(), dice);
    EXPECT_EQ(r.diceValue, 16);
    EXPECT_EQ(r.checkValue, 27);
    EXPECT_EQ(r.cat, 5);
}

// The leader's own penalties and a worse 级别 or 倾势 of a helper do not make the check worse.
TEST(SoulhunterCooperative, Section58_AHelperNeverMakesTheCheckWorse_L93)
{
    CheckSpec leader;
    leader.level = 2;
    leader.tilt = 1;
    leader.modifiers = {{u"wisdom"_s, 4, false, false}};
    CheckSpec helper;
    helper.level = -3;
    helper.tilt = -2;
    helper.modifiers = {{u"wisdom"_s, 1, false, false}, {QString(), 2, true, false}};
    const CheckSpec together = cooperativeSpec(leader, {helper});
    EXPECT_EQ(together.level, 2);
    EXPECT_EQ(together.tilt, 1);
    EXPECT_EQ(totalModifier(together), 4); // 智慧 1 is suppressed by the leader's 智慧 4
    EXPECT_FALSE(bestBonus(CheckSpec{}).has_value());
}
