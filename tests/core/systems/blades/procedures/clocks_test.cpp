// One test per rule of the downtime activities that tick a clock or clear heat
// (rules/blades-C-score-downtime.md §8.4–§8.6): long-term projects, recovery, reducing heat.
// Named after the rule and citing its section; dice are scripted so every outcome is exact.
#include "systems/blades/procedures/downtime.h"
#include "core/systems/blades/fixtures.h"

#include <gtest/gtest.h>

#include <vector>

using namespace Qt::StringLiterals;
using sw::blades::Harm;
using sw::blades::Treatment;
using sw::rules::Clock;
using sw::rules::ClockKind;
using sw::rules::RollResult;
using sw::rules::ScriptedRandom;
using sw::rules::SeededRandom;
using sw::test::srd;

namespace {

using Dice = std::vector<int>;

Clock project(int segments, int filled = 0)
{
    return {segments, filled, ClockKind::LongTermProject};
}

Clock healing(int filled = 0, int segments = 4)
{
    return {segments, filled, ClockKind::Healing};
}

} // namespace

// C §8.4 (002 §Long-term project): roll an action and mark 1 / 2 / 3 / 5 segments.
TEST(LongTermProject, MarksSegmentsByResult)
{
    ScriptedRandom dice({2, 5});
    const auto r = sw::blades::longTermProject(project(8, 3), 2, 0, srd(), dice);
    EXPECT_EQ(r.ticks, 2);
    EXPECT_EQ(r.clock, project(8, 5));
    EXPECT_FALSE(r.completed);
    EXPECT_EQ(r.error, sw::rules::ClockError::None);
}

// C §8.1, §8.4 (002 §Downtime activities): coin raises the project roll's result.
TEST(LongTermProject, CoinRaisesTheResult)
{
    ScriptedRandom dice({6, 1});
    const auto r = sw::blades::longTermProject(project(8), 2, 1, srd(), dice);
    EXPECT_EQ(r.result, RollResult::Critical);
    EXPECT_EQ(r.ticks, 5);
    EXPECT_EQ(r.clock.filled, 5);
}

// C §8.4 (002 §Long-term project): a full clock completes the project; extra segments are
// reported, not kept.
TEST(LongTermProject, FullClockCompletesTheProject)
{
    ScriptedRandom dice({6});
    const auto r = sw::blades::longTermProject(project(6, 5), 1, 0, srd(), dice);
    EXPECT_TRUE(r.completed);
    EXPECT_EQ(r.clock.filled, 6);
    EXPECT_EQ(r.overflow, 2);

    ScriptedRandom unused({4});
    const auto refused = sw::blades::longTermProject(project(0), 1, 0, srd(), unused);
    EXPECT_EQ(refused.error, sw::rules::ClockError::InvalidSize);
    EXPECT_EQ(unused.remaining(), 1u);
}

// C §8.6 (002 §Recover): the healer's roll marks the healing clock 1 / 2 / 3 / 5.
TEST(Recover, TreatmentTicksTheHealingClock)
{
    const QList<Harm> harm{{2, u"Cracked ribs"_s}};
    ScriptedRandom dice({4, 1});
    const auto r = sw::blades::recover(2, healing(1), harm, 0, srd(), dice);
    EXPECT_EQ(r.healing.ticks, 2);
    EXPECT_EQ(r.healing.clock, healing(3));
    EXPECT_EQ(r.fills, 0);
    EXPECT_EQ(r.harm, harm);
    EXPECT_EQ(r.stress, 0);
}

// C §8.6 (002 §Recover, worked example): 6 + 1 coin → critical → 5 segments; four fill the
// clock: level 3 drops to 2, level 1 is gone, and the last segment rolls over.
TEST(Recover, FullClockLowersEveryHarmAndTheRestRollsOver)
{
    const QList<Harm> harm{{3, u"Shattered Right Leg"_s}, {1, u"Battered"_s}};
    ScriptedRandom dice({6, 3});
    const auto r = sw::blades::recover(2, healing(0), harm, 1, srd(), dice);
    EXPECT_EQ(r.healing.result, RollResult::Critical);
    EXPECT_EQ(r.healing.ticks, 5);
    EXPECT_EQ(r.fills, 1);
    EXPECT_TRUE(r.healing.completed);
    EXPECT_EQ(r.harm, (QList<Harm>{{2, u"Shattered Right Leg"_s}}));
    EXPECT_EQ(r.healing.clock, healing(1));
}

// C §8.6 [Interp.] (000 §健壯 "Vigorous"): on a 3-segment clock the overflow can fill it again,
// lowering the harm a second time.
TEST(Recover, OverflowCanFillTheClockAgain)
{
    const QList<Harm> harm{{3, u"Broken arm"_s}, {2, u"Burned"_s}};
    ScriptedRandom dice({6, 6});
    const auto r = sw::blades::recover(2, healing(2, 3), harm, 0, srd(), dice);
    EXPECT_EQ(r.fills, 2);
    EXPECT_EQ(r.harm, (QList<Harm>{{1, u"Broken arm"_s}}));
    EXPECT_EQ(r.healing.clock, healing(1, 3));
}

// C §8.6 (002 §Recover): toughing it out costs 1 stress and rolls 0d (two dice, the lowest).
TEST(Recover, ToughingItOutCostsOneStressAndRollsZeroDice)
{
    ScriptedRandom dice({6, 5});
    const auto r = sw::blades::recover(3, healing(0), {{1, u"Bruised"_s}}, 0, srd(), dice, Treatment::Untreated);
    EXPECT_EQ(r.healing.roll.pool, 0);
    EXPECT_EQ(r.healing.roll.kept, 5);
    EXPECT_EQ(r.healing.ticks, 2);
    EXPECT_EQ(r.stress, 1);
}

// C §8.6 (002 §Recover): a Physicker healing themself takes 2 stress.
TEST(Recover, SelfTreatmentCostsTwoStress)
{
    ScriptedRandom dice({3, 2});
    const auto r = sw::blades::recover(2, healing(0), {}, 0, srd(), dice, Treatment::SelfTreatment);
    EXPECT_EQ(r.stress, 2);
    EXPECT_EQ(r.healing.ticks, 1);
}

// C §8.5 (002 §Reduce heat): heat cleared 1 / 2 / 3 / 5 by result.
TEST(ReduceHeat, ClearsHeatByResult)
{
    const std::pair<Dice, int> cases[] = {{{2, 1}, 1}, {{4, 5}, 2}, {{6, 2}, 3}, {{6, 6}, 5}};
    for (const auto &[rolled, cleared] : cases) {
        ScriptedRandom dice(rolled);
        const auto r = sw::blades::reduceHeat(2, 8, 0, srd(), dice);
        EXPECT_EQ(r.heatCleared, cleared);
        EXPECT_EQ(r.heatAfter, 8 - cleared);
    }
}

// C §8.5 [Interp.] (002 §Reduce heat): heat does not go below 0.
TEST(ReduceHeat, NotBelowZero)
{
    ScriptedRandom dice({6, 6});
    const auto r = sw::blades::reduceHeat(2, 3, 0, srd(), dice);
    EXPECT_EQ(r.heatCleared, 3);
    EXPECT_EQ(r.heatAfter, 0);
}

// C §8.1, §8.5 (002 §Downtime activities): coin raises the reduce-heat result.
TEST(ReduceHeat, CoinRaisesTheResult)
{
    ScriptedRandom dice({5});
    const auto r = sw::blades::reduceHeat(1, 6, 2, srd(), dice);
    EXPECT_EQ(r.result, RollResult::Critical);
    EXPECT_EQ(r.heatCleared, 5);
    EXPECT_EQ(r.heatAfter, 1);
    EXPECT_EQ(r.coinUsed, 2);
}

// Reproducibility: the same seed gives the same downtime.
TEST(SeededDowntime, SameSeedSameDowntime)
{
    const QList<Harm> harm{{2, u"Cut"_s}, {1, u"Bruise"_s}};
    for (std::uint64_t seed : {3ull, 2718ull, 31415926ull}) {
        SeededRandom a(seed);
        SeededRandom b(seed);
        EXPECT_EQ(sw::blades::indulgeVice(2, 4, srd(), a), sw::blades::indulgeVice(2, 4, srd(), b));
        EXPECT_EQ(sw::blades::acquireAsset(2, 3, srd(), a), sw::blades::acquireAsset(2, 3, srd(), b));
        EXPECT_EQ(sw::blades::longTermProject(project(8, 2), 3, 1, srd(), a),
                  sw::blades::longTermProject(project(8, 2), 3, 1, srd(), b));
        EXPECT_EQ(sw::blades::recover(2, healing(3), harm, 0, srd(), a),
                  sw::blades::recover(2, healing(3), harm, 0, srd(), b));
        EXPECT_EQ(sw::blades::reduceHeat(2, 5, 0, srd(), a), sw::blades::reduceHeat(2, 5, 0, srd(), b));
    }
}
