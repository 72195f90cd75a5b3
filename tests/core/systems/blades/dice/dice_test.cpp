#include "systems/blades/dice/dice.h"

#include <gtest/gtest.h>
#include <limits>
#include <ostream>
#include <stdexcept>

namespace sw::rules {
// Readable failure messages.
void PrintTo(RollResult result, std::ostream *out)
{
    constexpr const char *names[] = {"Bad", "Partial", "Success", "Critical"};
    *out << names[static_cast<int>(result)];
}
} // namespace sw::rules

using sw::rules::DiceError;
using sw::rules::readDice;
using sw::rules::RollResult;

// A §5.1 (§擲骰子): roll the pool and read the single highest die; 1-3 is a bad outcome.
TEST(Dice, HighestOneToThreeIsBad)
{
    const auto roll = readDice(3, {1, 3, 2});
    EXPECT_EQ(roll.kept, 3);
    EXPECT_EQ(roll.result, RollResult::Bad);
    EXPECT_EQ(readDice(1, {1}).result, RollResult::Bad);
}

// A §5.1 (§擲骰子): a highest die of 4 or 5 is a partial success.
TEST(Dice, HighestFourOrFiveIsPartial)
{
    EXPECT_EQ(readDice(2, {4, 2}).result, RollResult::Partial);
    const auto roll = readDice(3, {5, 1, 5});
    EXPECT_EQ(roll.kept, 5);
    EXPECT_EQ(roll.result, RollResult::Partial);
}

// A §5.1 (§擲骰子): a highest die of 6 is a full success.
TEST(Dice, HighestSixIsSuccess)
{
    const auto roll = readDice(4, {2, 6, 5, 5});
    EXPECT_EQ(roll.kept, 6);
    EXPECT_EQ(roll.result, RollResult::Success);
    EXPECT_EQ(readDice(1, {6}).result, RollResult::Success);
}

// A §5.1 (§擲骰子): more than one 6 is a critical success.
TEST(Dice, TwoOrMoreSixesAreCritical)
{
    EXPECT_EQ(readDice(2, {6, 6}).result, RollResult::Critical);
    EXPECT_EQ(readDice(4, {6, 3, 1, 6}).result, RollResult::Critical);
    EXPECT_EQ(readDice(3, {6, 6, 6}).kept, 6);
}

// A §5.1 (§擲骰子): zero (or negative) dice → roll two, keep the lowest, no critical.
TEST(Dice, ZeroDiceRollTwoKeepTheLowestNoCritical)
{
    sw::rules::ScriptedRandom random({5, 3});
    const auto roll = sw::rules::rollPool(0, random);
    EXPECT_EQ(roll.dice, (std::vector<int>{5, 3}));
    EXPECT_EQ(roll.kept, 3);
    EXPECT_EQ(roll.result, RollResult::Bad);

    EXPECT_EQ(readDice(0, {6, 6}).result, RollResult::Success);
    EXPECT_EQ(readDice(-2, {4, 6}).kept, 4);
    EXPECT_EQ(readDice(-2, {4, 6}).result, RollResult::Partial);
    EXPECT_EQ(sw::rules::diceCount(0), 2);
    EXPECT_EQ(sw::rules::diceCount(-3), 2);
    EXPECT_EQ(sw::rules::diceCount(std::numeric_limits<int>::min()), 2);
}

// A §5.1 (§擲骰子): the pool is one die per rating dot; every die comes from the injected source.
TEST(Dice, RollPoolRollsOneDiePerDotFromTheSource)
{
    sw::rules::ScriptedRandom random({2, 6, 4});
    const auto roll = sw::rules::rollPool(3, random);
    EXPECT_EQ(roll.pool, 3);
    EXPECT_EQ(roll.dice, (std::vector<int>{2, 6, 4}));
    EXPECT_EQ(roll.kept, 6);
    EXPECT_EQ(roll.result, RollResult::Success);
    EXPECT_EQ(random.remaining(), 0U);
}

// DESIGN "Rules engine": the same seed reproduces the same roll.
TEST(Dice, SeededRollIsReproducible)
{
    sw::rules::SeededRandom first(99);
    sw::rules::SeededRandom second(99);
    EXPECT_TRUE(sw::rules::rollPool(4, first) == sw::rules::rollPool(4, second));
}

// Dice typed in from the table must fit the pool: a clear refusal, never a wrong reading.
TEST(Dice, ImpossibleDiceAreRefused)
{
    EXPECT_EQ(sw::rules::checkDice(2, {3, 4}), DiceError::None);
    EXPECT_EQ(sw::rules::checkDice(2, {3}), DiceError::WrongCount);
    EXPECT_EQ(sw::rules::checkDice(0, {3}), DiceError::WrongCount);
    EXPECT_EQ(sw::rules::checkDice(2, {0, 4}), DiceError::OutOfRange);
    EXPECT_EQ(sw::rules::checkDice(1, {7}), DiceError::OutOfRange);
    EXPECT_THROW(readDice(3, {1, 2}), std::invalid_argument);
    EXPECT_THROW(readDice(1, {9}), std::invalid_argument);
}

// A §5.5 (§抵抗與護甲): stress taken = 6 − the highest die (4 → 2, 6 → 0, 1 → 5).
TEST(Resistance, StressIsSixMinusTheHighestDie)
{
    EXPECT_EQ(sw::rules::resistanceStress(readDice(2, {4, 1})), 2);
    EXPECT_EQ(sw::rules::resistanceStress(readDice(3, {6, 2, 5})), 0);
    EXPECT_EQ(sw::rules::resistanceStress(readDice(1, {1})), 5);
}

// A §5.5 (§抵抗與護甲): a critical on a resistance roll clears 1 stress.
TEST(Resistance, CriticalClearsOneStress)
{
    EXPECT_EQ(sw::rules::resistanceStress(readDice(3, {6, 1, 6})), -1);
}

// A §5.5 + §5.1 (§擲骰子): with zero dice, 6 − the lowest of two; two 6s are no critical.
TEST(Resistance, ZeroDiceCostZeroToFiveStress)
{
    EXPECT_EQ(sw::rules::resistanceStress(readDice(0, {6, 6})), 0);
    EXPECT_EQ(sw::rules::resistanceStress(readDice(0, {1, 6})), 5);
}

// C §8.2: downtime and faction clocks mark 1-3: 1, 4/5: 2, 6: 3, critical: 5 segments.
TEST(Downtime, TicksByResult)
{
    EXPECT_EQ(sw::rules::ticksFor(RollResult::Bad), 1);
    EXPECT_EQ(sw::rules::ticksFor(RollResult::Partial), 2);
    EXPECT_EQ(sw::rules::ticksFor(RollResult::Success), 3);
    EXPECT_EQ(sw::rules::ticksFor(RollResult::Critical), 5);
}

// C §8.1 (§Downtime activities): each coin spent after the roll raises the result one level.
TEST(Downtime, EachCoinRaisesTheResultOneLevel)
{
    using sw::rules::raiseResult;
    EXPECT_EQ(raiseResult(RollResult::Bad, 0), RollResult::Bad);
    EXPECT_EQ(raiseResult(RollResult::Bad, 1), RollResult::Partial);
    EXPECT_EQ(raiseResult(RollResult::Bad, 2), RollResult::Success);
    EXPECT_EQ(raiseResult(RollResult::Partial, 1), RollResult::Success);
    EXPECT_EQ(raiseResult(RollResult::Success, 1), RollResult::Critical);
}

// C §12 rule 57 (V-COIN-BUMP): a coin bump never raises a result past critical.
TEST(Downtime, RaiseIsCappedAtCritical)
{
    using sw::rules::raiseResult;
    EXPECT_EQ(raiseResult(RollResult::Bad, 3), RollResult::Critical);
    EXPECT_EQ(raiseResult(RollResult::Bad, 9), RollResult::Critical);
    EXPECT_EQ(raiseResult(RollResult::Critical, 1), RollResult::Critical);
    EXPECT_EQ(raiseResult(RollResult::Partial, std::numeric_limits<int>::max()),
              RollResult::Critical);
}

// [engine] Negative levels lower the result, floored at bad (no rule lowers a result level).
TEST(Downtime, NegativeLevelsAreFlooredAtBad)
{
    using sw::rules::raiseResult;
    EXPECT_EQ(raiseResult(RollResult::Success, -1), RollResult::Partial);
    EXPECT_EQ(raiseResult(RollResult::Partial, -5), RollResult::Bad);
    EXPECT_EQ(raiseResult(RollResult::Critical, std::numeric_limits<int>::min()), RollResult::Bad);
}
