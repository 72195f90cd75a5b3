// 对抗 Contests (spec §1.6, L118 「参与对抗的角色就需分别投骰,结果较高者将赢得此次对抗」): the
// higher result wins, a tie is left to the host ([gap], spec §8.3 #1); the exact odds of both
// sides and of a tie against brute-force enumeration of every pair of rolls; 累加对抗 (L120
// 「最先达到约定数量的一方将赢得对抗」): the first total to reach the target (≥) wins.
#include "systems/meshal/contest.h"
#include "systems/meshal/odds.h"

#include <gtest/gtest.h>

using sw::rules::Fraction;
using namespace sw::meshal;

namespace {

// Every face combination of n dice: the result of each, in odometer order.
std::vector<int> everyResult(int n, RollMode mode)
{
    std::vector<int> results;
    std::vector<int> faces(std::size_t(n), 1);
    while (true) {
        results.push_back(rollResult(faces, mode));
        int i = 0;
        while (i < n && faces[std::size_t(i)] == 6)
            faces[std::size_t(i++)] = 1;
        if (i == n)
            break;
        ++faces[std::size_t(i)];
    }
    return results;
}

} // namespace

TEST(MeshalContest, TheHigherResultWinsAndATieIsLeftToTheHost)
{
    EXPECT_EQ(contestOutcome(3, 2), ContestOutcome::First);
    EXPECT_EQ(contestOutcome(0, 1), ContestOutcome::Second);
    EXPECT_EQ(contestOutcome(2, 2), ContestOutcome::Tie);
}

TEST(MeshalContest, OddsMatchEnumerationOfBothSidesRolls)
{
    for (RollMode firstMode : {RollMode::Point, RollMode::Face}) {
        for (RollMode secondMode : {RollMode::Point, RollMode::Face}) {
            for (int a = 1; a <= 4; ++a) {
                for (int b = 1; b <= 4; ++b) {
                    const std::vector<int> ra = everyResult(a, firstMode);
                    const std::vector<int> rb = everyResult(b, secondMode);
                    std::int64_t first = 0, second = 0, tie = 0;
                    for (int x : ra) {
                        for (int y : rb)
                            (x > y ? first : y > x ? second : tie) += 1;
                    }
                    const std::int64_t all = std::int64_t(ra.size()) * std::int64_t(rb.size());
                    const ContestOdds odds = contestOdds(a, firstMode, b, secondMode);
                    EXPECT_EQ(odds.first, Fraction(first, all)) << a << " vs " << b;
                    EXPECT_EQ(odds.second, Fraction(second, all)) << a << " vs " << b;
                    EXPECT_EQ(odds.tie, Fraction(tie, all)) << a << " vs " << b;
                    EXPECT_EQ(odds.first + odds.second + odds.tie, Fraction(1));
                }
            }
        }
    }
    // One point die each: a tie 18/36 (both 0: 16, both 1: 1, both 2: 1), each side 9/36.
    const ContestOdds one = contestOdds(1, RollMode::Point, 1, RollMode::Point);
    EXPECT_EQ(one.tie, Fraction(1, 2));
    EXPECT_EQ(one.first, Fraction(1, 4));
    EXPECT_THROW(contestOdds(10, RollMode::Point, 11, RollMode::Point), std::invalid_argument);
}

TEST(MeshalContest, AProgressiveContestIsWonByTheFirstToReachTheTarget)
{
    // Round 1: first 1,2 → 3 points, second 3,4 → 0; round 2: first 6,6 → 0, second 2,2 → 4.
    // Target 4: the second reaches it (≥, not >) in round 2.
    sw::rules::ScriptedRandom dice({1, 2, 3, 4, 6, 6, 2, 2});
    const auto c = progressiveContest(2, RollMode::Point, 2, RollMode::Point, 4, 10, dice);
    ASSERT_TRUE(c);
    EXPECT_EQ(c->rounds, 2);
    EXPECT_EQ(c->firstTotal, 3);
    EXPECT_EQ(c->secondTotal, 4);
    EXPECT_EQ(c->outcome, ContestOutcome::Second);
    // Both reach it in the same round: the higher total wins.
    sw::rules::ScriptedRandom both({2, 2, 1, 2});
    const auto d = progressiveContest(2, RollMode::Point, 2, RollMode::Point, 3, 10, both);
    ASSERT_TRUE(d);
    EXPECT_EQ(d->outcome, ContestOutcome::First);
    sw::rules::ScriptedRandom never({6, 6, 6, 6});
    EXPECT_FALSE(progressiveContest(1, RollMode::Point, 1, RollMode::Point, 1, 2, never));
}
