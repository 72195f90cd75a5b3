// Exact odds before rolling (spec §1.3), checked against brute-force enumeration of every face
// combination: 81 for a difficulty, 6,561 for an opposed roll.
#include "support/fractionprint.h"
#include "systems/fate/odds.h"
#include "systems/fate/roll.h"

#include <gtest/gtest.h>

using sw::rules::Fraction;
using namespace sw::fate;

namespace {

// Every combination of n Fate dice, by enumeration: the sum of each.
std::vector<int> allSums(int n)
{
    std::vector<int> sums{0};
    for (int d = 0; d < n; ++d) {
        std::vector<int> next;
        for (int s : sums) {
            for (int face = -1; face <= 1; ++face)
                next.push_back(s + face);
        }
        sums = next;
    }
    return sums;
}

FateOdds tally(const std::vector<int> &shifts)
{
    std::int64_t ways[4] = {0, 0, 0, 0};
    for (int s : shifts)
        ++ways[int(outcomeOf(s))];
    const auto n = std::int64_t(shifts.size());
    return {Fraction(ways[0], n), Fraction(ways[1], n), Fraction(ways[2], n), Fraction(ways[3], n), n};
}

} // namespace

// §1.3: 4dF totals −4…+4 come up 1, 4, 10, 16, 19, 16, 10, 4, 1 ways of 81; 4dF − 4dF as 8dF,
// 0 → 1107, ±1 → 1016 … ±8 → 1 of 6,561.
TEST(FateOdds, DiceCountsMatchTheSpecTables)
{
    const auto four = fateDiceCounts(4);
    const std::int64_t expected4[] = {1, 4, 10, 16, 19, 16, 10, 4, 1};
    for (int i = 0; i < 9; ++i)
        EXPECT_EQ(four[std::size_t(i)], expected4[i]) << i - 4;
    const auto eight = fateDiceCounts(8);
    const std::int64_t expected8[] = {1, 8, 36, 112, 266, 504, 784, 1016, 1107, 1016, 784, 504, 266, 112, 36, 8, 1};
    std::int64_t total = 0;
    for (int i = 0; i < 17; ++i) {
        EXPECT_EQ(eight[std::size_t(i)], expected8[i]) << i - 8;
        total += eight[std::size_t(i)];
    }
    EXPECT_EQ(total, 6561);
}

// Every difficulty −4…+8 against every skill 0…5: the same fractions as counting the 81 rolls.
TEST(FateOdds, AgainstEveryDifficultyMatchesEnumeration)
{
    const std::vector<int> sums = allSums(4);
    ASSERT_EQ(sums.size(), 81u);
    for (int skill = 0; skill <= 5; ++skill) {
        for (int difficulty = -4; difficulty <= 8; ++difficulty) {
            std::vector<int> shifts;
            for (int s : sums)
                shifts.push_back(skill + s - difficulty);
            const FateOdds odds = oddsAgainstDifficulty(skill, difficulty);
            EXPECT_EQ(odds, tally(shifts)) << "skill " << skill << " difficulty " << difficulty;
            EXPECT_EQ(odds.cases, 81);
            EXPECT_EQ(odds.fail + odds.tie + odds.success + odds.style, Fraction(1));
        }
    }
    // Spec §1.3: P(dice ≥ +1) = 31/81 (38.3 %): Fair (+2) against Good (+3) ties or better.
    const FateOdds fairVsGood = oddsAgainstDifficulty(2, 3);
    EXPECT_EQ(fairVsGood.tie + fairVsGood.success + fairVsGood.style, Fraction(31, 81));
    EXPECT_EQ(oddsAgainstDifficulty(0, 0).tie, Fraction(19, 81));
}

// Opposed rolls: every skill 0…5 against every opposing skill 0…5 (and the worked −4…+8 spread),
// the same fractions as pairing all 81 × 81 = 6,561 rolls.
TEST(FateOdds, OpposedRollsMatchEnumeration)
{
    const std::vector<int> sums = allSums(4);
    for (int skill = 0; skill <= 5; ++skill) {
        for (int opposing = -4; opposing <= 8; ++opposing) {
            std::vector<int> shifts;
            for (int mine : sums) {
                for (int theirs : sums)
                    shifts.push_back((skill + mine) - (opposing + theirs));
            }
            ASSERT_EQ(shifts.size(), 6561u);
            const FateOdds odds = oddsOpposed(skill, opposing);
            EXPECT_EQ(odds, tally(shifts)) << "skill " << skill << " opposing " << opposing;
            EXPECT_EQ(odds.cases, 6561);
        }
    }
    EXPECT_EQ(oddsOpposed(2, 2).tie, Fraction(1107, 6561));
}
