// Rule 61 (spec §6; §4.14, L1058–L1098, module 补给 replenishing): the daily needs by size (D26),
// a need unmet taking one die of its attribute at the start of the next day (hunger 强壮, thirst
// 活力, exhaustion 精神), those dice held back from an hour's rest and given back one per full
// rest; 「圣俑无需睡眠」 (L1062); the held dice kept on the sheet document.
#include "core/systems/meshal/fixtures.h"
#include "systems/meshal/health.h"
#include "systems/meshal/meshalsystem.h"
#include "systems/meshal/supplies.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::meshal;
using namespace sw::meshal::test;

TEST(MeshalRules, Rule61_DailyNeedsBySize)
{
    // L1067 food 小型1/中型2/大型3, L1072 drink 小型1/中型2/大型4, L1077 sleep ≥ 6 h.
    EXPECT_EQ(dailyNeeds(Size::Small)->food, 1);
    EXPECT_EQ(dailyNeeds(Size::Medium)->drink, 2);
    EXPECT_EQ(dailyNeeds(Size::Large)->food, 3);
    EXPECT_EQ(dailyNeeds(Size::Large)->drink, 4);
    EXPECT_EQ(dailyNeeds(Size::Medium)->sleepHours, 6);
    EXPECT_FALSE(dailyNeeds(Size::Tiny)) << "not given by the rulebook [gap]";
    EXPECT_FALSE(dailyNeeds(Size::Huge));
}

TEST(MeshalRules, Rule61_AShortDayTakesADieHeldUntilFullRests)
{
    Character c = adan(); // medium: 2 food, 2 drink; 强壮 3 dice
    // Ate once, drank enough, slept 4 h + 2 h (6 h, each session ≥ 1 h): hungry only.
    const auto first = startNextDay(c, {1, 2, {4, 2}});
    ASSERT_TRUE(first);
    EXPECT_TRUE(first->hungry);
    EXPECT_FALSE(first->thirsty);
    EXPECT_FALSE(first->exhausted);
    EXPECT_EQ(c.currentDice(Attribute::Might), 2);
    EXPECT_EQ(c.conditions.deprived[0], 1);
    // A second hungry day, and 5 h of sleep: 强壮 2 → 1, 精神 3 → 2.
    const auto second = startNextDay(c, {0, 2, {5}});
    ASSERT_TRUE(second);
    EXPECT_TRUE(second->exhausted);
    EXPECT_EQ(c.currentDice(Attribute::Might), 1);
    EXPECT_EQ(c.currentDice(Attribute::Spirit), 2);
    // An hour's rest does not bring held dice back.
    EXPECT_EQ(recoverDice(c, Attribute::Might, 6), 0);
    EXPECT_EQ(recoverDice(c, Attribute::Spirit, 6), 0);
    // Each full rest gives back one held die of each.
    fullRest(c);
    EXPECT_EQ(c.currentDice(Attribute::Might), 2);
    EXPECT_EQ(c.currentDice(Attribute::Spirit), 3);
    EXPECT_EQ(c.currentDice(Attribute::Energy), totalScore(c, Attribute::Energy));
    fullRest(c);
    EXPECT_EQ(c.currentDice(Attribute::Might), 3);
    EXPECT_EQ(c.conditions.deprived, (std::array<int, 3>{0, 0, 0}));
}

TEST(MeshalRules, Rule61_StarvingCanKnockOutAndSomeNeedNoSleep)
{
    Character c = adan();
    c.dice[0] = 1;
    ASSERT_TRUE(startNextDay(c, {0, 2, {6}}));
    EXPECT_EQ(c.currentDice(Attribute::Might), 0);
    EXPECT_TRUE(c.conditions.unconscious) << "rule 8 follows";
    // 圣俑 (L1062) sleep no hours and are not exhausted.
    Character golem = human(u"圣俑"_s);
    golem.species = *examples().findSpecies(u"shengyong"_s);
    const auto day = startNextDay(golem, {2, 2, {}});
    ASSERT_TRUE(day);
    EXPECT_FALSE(day->exhausted);
    EXPECT_EQ(golem.currentDice(Attribute::Spirit), 3);
    // The held dice are kept on the sheet document.
    c.conditions.deprived = {2, 0, 1};
    EXPECT_EQ(characterFromJson(toJson(c)).conditions.deprived, c.conditions.deprived);
    EXPECT_EQ(checkCharacterDocument(toJson(c)), QString());
}
