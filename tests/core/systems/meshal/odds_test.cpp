// Exact odds before rolling (spec §1.7): every result of 1–10 dice counted and checked against
// brute-force enumeration of all 6^N faces, every difficulty; the spec's rounded table.
#include "systems/meshal/odds.h"

#include <gtest/gtest.h>

#include <cmath>

using sw::rules::Fraction;
using namespace sw::meshal;

namespace {

// Every face combination of n dice, by an odometer: the tally of each result.
std::vector<std::int64_t> enumerate(int n, RollMode mode)
{
    std::vector<std::int64_t> tally(std::size_t(6 * n + 1), 0);
    std::vector<int> faces(std::size_t(n), 1);
    while (true) {
        ++tally[std::size_t(rollResult(faces, mode))];
        int i = 0;
        while (i < n && faces[std::size_t(i)] == 6)
            faces[std::size_t(i++)] = 1;
        if (i == n)
            break;
        ++faces[std::size_t(i)];
    }
    return tally;
}

} // namespace

TEST(MeshalOdds, EveryDifficultyMatchesEnumerationForOneToTenDice)
{
    for (int n = 1; n <= 10; ++n) {
        for (RollMode mode : {RollMode::Point, RollMode::Face}) {
            if (mode == RollMode::Face && n > 7)
                continue; // the face sums are the same enumeration; 6^7 already covers them well
            const std::vector<std::int64_t> tally = enumerate(n, mode);
            const std::int64_t all = outcomes(n);
            for (int d = -1; d <= 6 * n; ++d) {
                std::int64_t above = 0;
                for (std::size_t r = 0; r < tally.size(); ++r)
                    above += int(r) > d ? tally[r] : 0;
                EXPECT_EQ(chanceAbove(n, d, mode), Fraction(above, all)) << n << " dice, above " << d;
            }
        }
    }
}

// Spec §1.7's table, in whole percent, for 1–8 and 10 dice and difficulties 0–6: each entry is
// within half a percent of the exact chance. (5 dice above 4 is exactly 1/8, printed 12%: the
// table rounds halves to even.)
TEST(MeshalOdds, TheSpecTableRoundsFromTheExactFractions)
{
    const std::vector<std::pair<int, std::vector<int>>> table{
        {1, {33, 17, 0, 0, 0, 0, 0}},     {2, {56, 33, 8, 3, 0, 0, 0}},     {3, {70, 48, 20, 9, 2, 0, 0}},
        {4, {80, 60, 33, 17, 6, 2, 0}},   {5, {87, 70, 46, 27, 12, 5, 2}},  {6, {91, 78, 57, 37, 20, 10, 4}},
        {7, {94, 84, 66, 47, 29, 16, 8}}, {8, {96, 88, 74, 57, 38, 24, 13}}, {10, {98, 94, 85, 72, 56, 40, 26}},
    };
    for (const auto &[n, row] : table) {
        EXPECT_EQ(meanResult(n, RollMode::Point), Fraction(n, 2));
        for (int d = 0; d < 7; ++d)
            EXPECT_LE(std::abs(chanceAbove(n, d, RollMode::Point).toDouble() * 100 - row[std::size_t(d)]), 0.5) << n << " > " << d;
    }
    EXPECT_EQ(chanceAbove(5, 4, RollMode::Point), Fraction(1, 8));
    // The worked counts behind it: 4 dice beat 2 in 432 of 1,296 ways (1/3).
    EXPECT_EQ(chanceAbove(4, 2, RollMode::Point), Fraction(1, 3));
    EXPECT_EQ(resultCounts(2, RollMode::Point), (std::vector<std::int64_t>{16, 8, 9, 2, 1}));
}

// The odds table (`meshal odds`) counts the dice once: each row is chanceAbove of its difficulty
// (itself checked against enumeration above), below the least result and above the most too.
TEST(MeshalOdds, TheOddsTableIsChanceAboveRowByRow)
{
    for (int n = 1; n <= kMaxOddsDice; ++n) {
        for (RollMode mode : {RollMode::Point, RollMode::Face}) {
            const int from = -2;
            const int to = (mode == RollMode::Point ? 2 : 6) * n + 1;
            const std::vector<Fraction> table = chanceTable(n, from, to, mode);
            ASSERT_EQ(table.size(), std::size_t(to - from + 1));
            for (int d = from; d <= to; ++d)
                EXPECT_EQ(table[std::size_t(d - from)], chanceAbove(n, d, mode)) << n << " dice, above " << d;
        }
    }
    EXPECT_EQ(chanceTable(4, 2, 2, RollMode::Point), std::vector<Fraction>{Fraction(1, 3)});
}

TEST(MeshalOdds, FaceTotalsAndLimits)
{
    EXPECT_EQ(meanResult(6, RollMode::Face), Fraction(21));
    EXPECT_EQ(chanceAbove(2, 11, RollMode::Face), Fraction(1, 36));
    EXPECT_EQ(chanceAbove(20, 39, RollMode::Point), Fraction(1, outcomes(20))); // 20 dice still count exactly
    EXPECT_THROW(resultCounts(21, RollMode::Point), std::invalid_argument);
}
