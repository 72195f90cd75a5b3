#include "systems/blades/dice/dice.h"
#include "systems/blades/dice/odds.h"
#include "support/fractionprint.h"

#include <array>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <vector>

using sw::rules::Fraction;
using sw::rules::PoolOdds;
using sw::rules::RollResult;

namespace {

// All 6^n outcomes of a pool (two dice for a pool of 0), each read by readDice: an
// independent check of the closed-form counts in odds.cpp.
PoolOdds enumerate(int pool)
{
    const int n = sw::rules::diceCount(pool);
    std::int64_t total = 1;
    for (int i = 0; i < n; ++i)
        total *= 6;
    std::array<std::int64_t, 4> bands{};
    std::array<std::int64_t, 7> stress{};
    std::int64_t stressSum = 0;
    std::vector<int> dice(static_cast<std::size_t>(n), 1);
    for (std::int64_t outcome = 0; outcome < total; ++outcome) {
        std::int64_t rest = outcome;
        for (int &die : dice) {
            die = static_cast<int>(rest % 6) + 1;
            rest /= 6;
        }
        const auto roll = sw::rules::readDice(pool, dice);
        ++bands[static_cast<std::size_t>(roll.result)];
        const int s = sw::rules::resistanceStress(roll);
        ++stress[static_cast<std::size_t>(s + 1)];
        stressSum += s;
    }
    PoolOdds odds;
    odds.pool = pool;
    odds.bad = Fraction(bands[0], total);
    odds.partial = Fraction(bands[1], total);
    odds.success = Fraction(bands[2], total);
    odds.critical = Fraction(bands[3], total);
    for (std::size_t i = 0; i < stress.size(); ++i)
        odds.stressChance[i] = Fraction(stress[i], total);
    odds.expectedStress = Fraction(stressSum, total);
    return odds;
}

} // namespace

// A §5.1 (§擲骰子): the exact odds table, copied from the rules specification.
TEST(Odds, MatchTheRulebookTable)
{
    struct Row
    {
        int dice;
        Fraction critical, success, partial, bad;
    };
    const Row table[] = {
        {0, {0, 1}, {1, 36}, {2, 9}, {3, 4}},
        {1, {0, 1}, {1, 6}, {1, 3}, {1, 2}},
        {2, {1, 36}, {5, 18}, {4, 9}, {1, 4}},
        {3, {2, 27}, {25, 72}, {49, 108}, {1, 8}},
        {4, {19, 144}, {125, 324}, {34, 81}, {1, 16}},
        {5, {763, 3888}, {3125, 7776}, {1441, 3888}, {1, 32}},
        {6, {12281, 46656}, {3125, 7776}, {931, 2916}, {1, 64}},
    };
    for (const Row &row : table) {
        SCOPED_TRACE(row.dice);
        const auto odds = sw::rules::poolOdds(row.dice);
        ASSERT_TRUE(odds.has_value());
        EXPECT_EQ(odds->critical, row.critical);
        EXPECT_EQ(odds->success, row.success);
        EXPECT_EQ(odds->partial, row.partial);
        EXPECT_EQ(odds->bad, row.bad);
    }
}

// A §5.1 and §5.5: every band and every stress chance equals a count of all 6^n outcomes.
TEST(Odds, MatchBruteForceEnumerationUpToSixDice)
{
    for (int pool = -1; pool <= 6; ++pool) {
        SCOPED_TRACE(pool);
        const auto odds = sw::rules::poolOdds(pool);
        ASSERT_TRUE(odds.has_value());
        EXPECT_TRUE(*odds == enumerate(pool));
        EXPECT_EQ(odds->expectedStress, enumerate(pool).expectedStress);
    }
}

// A §5.5 (§抵抗與護甲): the resistance stress table (3 decimals, mean to 2), critical = −1.
TEST(Odds, ResistanceStressMatchesTheRulebookTable)
{
    const double table[5][8] = {
        {0, .028, .083, .139, .194, .250, .306, 3.47},
        {0, .167, .167, .167, .167, .167, .167, 2.50},
        {.028, .278, .250, .194, .139, .083, .028, 1.50},
        {.074, .347, .282, .171, .088, .032, .005, 0.97},
        {.132, .386, .285, .135, .050, .012, .001, 0.62},
    };
    for (int dice = 0; dice <= 4; ++dice) {
        SCOPED_TRACE(dice);
        const auto odds = sw::rules::poolOdds(dice);
        ASSERT_TRUE(odds.has_value());
        for (int stress = -1; stress <= 5; ++stress) {
            EXPECT_NEAR(odds->chanceOfStress(stress).toDouble(), table[dice][stress + 1], 0.0005)
                << "stress " << stress;
        }
        EXPECT_NEAR(odds->expectedStress.toDouble(), table[dice][7], 0.005);
    }
    EXPECT_EQ(sw::rules::poolOdds(0)->expectedStress, Fraction(125, 36));
    EXPECT_EQ(sw::rules::poolOdds(1)->expectedStress, Fraction(5, 2));
}

// Every pool the app offers (0..10): the four bands and the stress chances each sum to 1.
TEST(Odds, ChancesSumToOneForEveryPool)
{
    for (int pool = 0; pool <= sw::rules::kMaxOddsPool; ++pool) {
        SCOPED_TRACE(pool);
        const auto odds = sw::rules::poolOdds(pool);
        ASSERT_TRUE(odds.has_value());
        EXPECT_EQ(odds->critical + odds->success + odds->partial + odds->bad, Fraction(1));
        Fraction stressTotal;
        for (const Fraction &chance : odds->stressChance)
            stressTotal = stressTotal + chance;
        EXPECT_EQ(stressTotal, Fraction(1));
    }
    EXPECT_EQ(sw::rules::poolOdds(10)->bad, Fraction(1, 1024));
}

// A §5.1 (§擲骰子): more dice never make a bad outcome likelier or a critical rarer.
TEST(Odds, MoreDiceNeverHurt)
{
    for (int pool = 1; pool <= sw::rules::kMaxOddsPool; ++pool) {
        const auto fewer = *sw::rules::poolOdds(pool - 1);
        const auto more = *sw::rules::poolOdds(pool);
        EXPECT_LT(more.bad.toDouble(), fewer.bad.toDouble()) << pool;
        EXPECT_GE(more.critical.toDouble(), fewer.critical.toDouble()) << pool;
        EXPECT_LT(more.expectedStress.toDouble(), fewer.expectedStress.toDouble()) << pool;
    }
}

// A §5.1 (§擲骰子): a negative pool rolls like zero dice; pools past 10 are not computed.
TEST(Odds, NegativePoolsAreZeroDiceAndLargePoolsAreRefused)
{
    auto negative = *sw::rules::poolOdds(-3);
    EXPECT_EQ(negative.pool, -3);
    negative.pool = 0;
    EXPECT_TRUE(negative == *sw::rules::poolOdds(0));
    EXPECT_FALSE(sw::rules::poolOdds(sw::rules::kMaxOddsPool + 1).has_value());
    EXPECT_EQ(sw::rules::poolOdds(0)->chanceOfStress(6), Fraction(0));
}
