// Rolls: the notation, point and face-total results, advantages, holding back and success —
// rules 55–56 of /rules/meshal-lite.md §6 and the worked examples A1–A8 of its Appendix A.
#include "core/systems/meshal/fixtures.h"
#include "rules/random.h"
#include "systems/meshal/dice.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::meshal;
using namespace sw::meshal::test;

// L95: 1 → 1 point, 2 → 2 points, 3–6 → 0.
TEST(MeshalDice, PointValues)
{
    const int expected[] = {1, 2, 0, 0, 0, 0};
    for (int face = 1; face <= 6; ++face)
        EXPECT_EQ(pointValue(face), expected[face - 1]) << face;
}

// A1 (L97): 凯瑞达 rolls 4🎲 and gets 3, 1, 2, 6 → 3 points.
TEST(MeshalExamples, A1_FourDiceShowing3126Make3)
{
    sw::rules::ScriptedRandom dice({3, 1, 2, 6});
    const auto pool = parsePool(u"4🎲"_s);
    ASSERT_TRUE(pool);
    const Roll r = rollDice(poolDice(*pool, {}), pool->mode, dice);
    EXPECT_EQ(r.faces, (std::vector<int>{3, 1, 2, 6}));
    EXPECT_EQ(r.result, 3);
}

// A2 (L102): 崔妮蒂 rolls 活力🎲+ with 6 dice: 2, 3, 3, 4, 1, 5 → 18.
TEST(MeshalExamples, A2_SixDiceFaceTotalMake18)
{
    const auto pool = parsePool(u"活力🎲+"_s);
    ASSERT_TRUE(pool);
    EXPECT_EQ(pool->mode, RollMode::Face);
    sw::rules::ScriptedRandom dice({2, 3, 3, 4, 1, 5});
    const Roll r = rollDice(poolDice(*pool, {3, 6, 6}), pool->mode, dice);
    EXPECT_EQ(r.faces.size(), 6u);
    EXPECT_EQ(r.result, 18);
}

// A3, A4 (L91): 强壮+3🎲 with 4 Might dice is 7 dice; 活力+精神🎲 with 3 and 2 is 5.
TEST(MeshalExamples, A3_A4_PoolExpressions)
{
    const auto might = parsePool(u"强壮+3🎲"_s);
    ASSERT_TRUE(might);
    EXPECT_EQ(poolDice(*might, {4, 0, 0}), 7);
    const auto both = parsePool(u"活力+精神🎲"_s);
    ASSERT_TRUE(both);
    EXPECT_EQ(poolDice(*both, {0, 3, 2}), 5);
    // Current dice count, not the total (L170): 崔妮蒂 after 2 精神 damage rolls 4.
    Character c = trinity();
    c.dice[2] = 4;
    EXPECT_EQ(poolDice(*parsePool(u"精神🎲"_s), c.dice), 4);
}

// A5 (L178): the longbow's 强壮/精神孰低🎲 with 3 强壮 and 6 精神 dice rolls the 3 Might dice;
// 孰高 the 6.
TEST(MeshalExamples, A5_TakingTheLower)
{
    const auto lower = parsePool(u"强壮/精神孰低🎲"_s);
    ASSERT_TRUE(lower);
    EXPECT_EQ(poolDice(*lower, {3, 0, 6}), 3);
    EXPECT_EQ(poolDice(*parsePool(u"强壮/精神孰高🎲"_s), {3, 0, 6}), 6);
    EXPECT_EQ(poolDice(*parsePool(u"活力/精神孰低🎲"_s), {0, 2, 5}), 2);
}

TEST(MeshalDice, NotationErrorsSayWhy)
{
    QString why;
    EXPECT_FALSE(parsePool(u"强壮+3"_s, &why));
    EXPECT_TRUE(why.contains(u"🎲"_s));
    EXPECT_FALSE(parsePool(u"力量🎲"_s, &why));
    EXPECT_TRUE(why.contains(u"力量"_s));
    EXPECT_FALSE(parsePool(u"强壮/魔力孰低🎲"_s, &why));
    EXPECT_TRUE(parsePool(u"強壯+1🎲"_s)); // the zh-TW spelling
}

// A6, A7 and rule 56, L114 「若投骰的结果>难度,那么尝试就算成功」: 3 against 5 fails, 2 against 1
// succeeds, a result equal to the difficulty fails.
TEST(MeshalRules, Rule56_SuccessIsStrictlyAboveTheDifficulty)
{
    EXPECT_FALSE(succeeds(3, 5)); // A6 (L125)
    EXPECT_TRUE(succeeds(2, 1));  // A7 (L128)
    EXPECT_FALSE(succeeds(2, 2));
    EXPECT_TRUE(succeeds(1, 0));
}

// Rule 55, L104–L107: each advantage adds a die, each disadvantage removes one, they cancel, at
// least one die is rolled; holding back rolls fewer, never below one.
TEST(MeshalRules, Rule55_AtLeastOneDie)
{
    EXPECT_EQ(diceToRoll(4, 2, 1), 5);
    EXPECT_EQ(diceToRoll(4, 2, 2), 4);
    EXPECT_EQ(diceToRoll(2, 0, 3), 1);
    EXPECT_EQ(diceToRoll(0), 1); // an attribute with no dice left still rolls one
    EXPECT_EQ(diceToRoll(6, 0, 0, 2), 2);
    EXPECT_EQ(diceToRoll(6, 0, 9, 3), 1);
}

// A8 (L130): 精神🎲 once a minute with 3 disadvantages until the sum exceeds 45. With 4 精神
// dice the pool is 1 die; a scripted run of 2s takes 23 minutes (2 × 23 = 46 > 45).
TEST(MeshalExamples, A8_ProgressiveAttempt)
{
    const int dice = diceToRoll(poolDice(*parsePool(u"精神🎲"_s), {0, 0, 4}), 0, 3);
    ASSERT_EQ(dice, 1);
    sw::rules::ScriptedRandom twos(std::vector<int>(30, 2));
    EXPECT_EQ(progressiveAttempt(dice, RollMode::Point, 45, 100, twos), 23);
    sw::rules::ScriptedRandom blanks(std::vector<int>(10, 6));
    EXPECT_EQ(progressiveAttempt(dice, RollMode::Point, 45, 10, blanks), std::nullopt);
}

// Seeded rolls repeat (core/rules/random.h).
TEST(MeshalDice, SeededRollsRepeat)
{
    sw::rules::SeededRandom a(2018), b(2018);
    const Roll x = rollDice(8, RollMode::Point, a);
    const Roll y = rollDice(8, RollMode::Point, b);
    EXPECT_EQ(x.faces, y.faces);
    EXPECT_EQ(x.result, pointTotal(x.faces));
}
