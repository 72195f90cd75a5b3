// Exact CAT distributions against brute-force enumeration (issue #21): 倾势 −3…+3, 级别 −3…+3 and
// gaps −10…+20, every face of every die counted. And the means of spec §5.10.
#include "core/systems/soulhunter/fixtures.h"
#include "systems/soulhunter/odds.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <vector>

using namespace sw::soulhunter;
using namespace sw::soulhunter::test;

namespace {

constexpr int kGapLow = -10, kGapHigh = 20;

// Every outcome of 2 + |tilt| d10 and |level| d4, rolled one by one: how often each value the dice
// add comes up; then the CAT of each such value for each gap.
std::vector<std::map<int, std::int64_t>> enumerate(int tilt, int level)
{
    const int nd10 = 2 + std::abs(tilt), nd4 = std::abs(level);
    std::map<int, std::int64_t> rolledWays;
    std::vector<int> d10(std::size_t(nd10), 1), d4(std::size_t(nd4), 1);
    std::int64_t total10 = 1, total4 = 1;
    for (int i = 0; i < nd10; ++i)
        total10 *= 10;
    for (int i = 0; i < nd4; ++i)
        total4 *= 4;
    for (std::int64_t a = 0; a < total10; ++a) {
        std::int64_t x = a;
        for (int i = 0; i < nd10; ++i, x /= 10)
            d10[std::size_t(i)] = int(x % 10) + 1;
        std::vector<int> sorted = d10;
        std::sort(sorted.begin(), sorted.end());
        const int dice = tilt >= 0 ? sorted[sorted.size() - 1] + sorted[sorted.size() - 2] : sorted[0] + sorted[1];
        for (std::int64_t b = 0; b < total4; ++b) {
            std::int64_t y = b;
            for (int i = 0; i < nd4; ++i, y /= 4)
                d4[std::size_t(i)] = int(y % 4) + 1;
            std::vector<int> s4 = d4;
            std::sort(s4.rbegin(), s4.rend());
            int levelSum = 0;
            for (std::size_t i = 0; i < s4.size() && i < 4; ++i)
                levelSum += s4[i];
            ++rolledWays[dice + (level < 0 ? -levelSum : levelSum)];
        }
    }
    std::vector<std::map<int, std::int64_t>> cats(std::size_t(kGapHigh - kGapLow + 1));
    for (int gap = kGapLow; gap <= kGapHigh; ++gap) {
        for (const auto &[rolled, ways] : rolledWays) {
            const int diff = rolled - gap;
            cats[std::size_t(gap - kGapLow)][diff <= 0 ? 0 : (diff + 3) / 4] += ways;
        }
    }
    return cats;
}

} // namespace

TEST(SoulhunterOdds, CatDistributionsMatchEnumerationForTheWholeGrid)
{
    const Rules rules = filled();
    for (int tilt = -3; tilt <= 3; ++tilt) {
        for (int level = -3; level <= 3; ++level) {
            const auto counted = enumerate(tilt, level);
            for (int gap = kGapLow; gap <= kGapHigh; ++gap) {
                const Distribution d = catDistribution({tilt, level, 0, std::nullopt, gap}, rules);
                std::map<int, std::int64_t> nonzero;
                for (const auto &[cat, ways] : d.ways) {
                    if (ways != 0)
                        nonzero[cat] = ways;
                }
                ASSERT_EQ(nonzero, counted[std::size_t(gap - kGapLow)]) << "tilt " << tilt << " level " << level << " gap " << gap;
            }
        }
    }
}

// Level 5 and 6 keep the 4 highest d4, cheer keeps the 3 highest d6: against enumeration.
TEST(SoulhunterOdds, KeptHighestDistributionsMatchEnumeration)
{
    for (const auto &[dice, sides, keep] : {std::array{5, 4, 4}, std::array{6, 4, 4}, std::array{4, 6, 3}, std::array{5, 6, 3}}) {
        std::map<int, std::int64_t> counted;
        std::int64_t total = 1;
        for (int i = 0; i < dice; ++i)
            total *= sides;
        for (std::int64_t a = 0; a < total; ++a) {
            std::vector<int> faces;
            for (std::int64_t x = a; int(faces.size()) < dice; x /= sides)
                faces.push_back(int(x % sides) + 1);
            std::sort(faces.rbegin(), faces.rend());
            int sum = 0;
            for (int i = 0; i < keep; ++i)
                sum += faces[std::size_t(i)];
            ++counted[sum];
        }
        const Distribution d = keptHighestDistribution(dice, sides, keep);
        EXPECT_EQ(d.outcomes, total);
        EXPECT_EQ(d.ways, counted) << dice << "d" << sides << " keep " << keep;
    }
}

// spec §5.10: mean dice value 11 at tilt 0; 13.48 at +1; 8.53 at −1 (exactly 1348/100 and 853/100).
TEST(SoulhunterOdds, MeanDiceValuesOfSpec510)
{
    for (const auto &[tilt, numerator] : {std::pair{0, 11000}, std::pair{1, 13475}, std::pair{-1, 8525}}) {
        const Distribution d = diceValueDistribution(tilt);
        sw::rules::Fraction mean;
        for (const auto &[value, ways] : d.ways)
            mean = mean + sw::rules::Fraction(value, 1) * sw::rules::Fraction(ways, d.outcomes);
        EXPECT_EQ(mean, sw::rules::Fraction(numerator, 1000)) << tilt;
    }
}

// A parry: fixed dice 10, level 2 is +4, no d10 at all.
TEST(SoulhunterOdds, AFixedDiceValueHasOneOutcome)
{
    const Distribution d = catDistribution({0, 2, 0, 10, 6}, filled());
    EXPECT_EQ(d.outcomes, 1);
    EXPECT_EQ(d.p(2), sw::rules::Fraction(1)); // ⌈(14 − 6)/4⌉
    EXPECT_EQ(successChance({0, 0, 0, std::nullopt, 11}, filled()), sw::rules::Fraction(45, 100));
}
