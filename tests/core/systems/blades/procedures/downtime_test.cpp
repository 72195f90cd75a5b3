// One test per rule of the downtime budget, coin after the roll, vice and acquiring an asset
// (rules/blades-C-score-downtime.md §8.1–§8.3, §8.8–§8.9), named after the rule and citing its
// section. Dice are scripted so every outcome is exact.
#include "systems/blades/procedures/downtime.h"
#include "systems/blades/procedures/tables.h"
#include "core/systems/blades/fixtures.h"

#include <QJsonObject>

#include <gtest/gtest.h>

#include <vector>

using namespace Qt::StringLiterals;
using sw::blades::RulePack;
using sw::rules::RollResult;
using sw::rules::ScriptedRandom;
using sw::test::srd;

namespace {

using Dice = std::vector<int>;

} // namespace

// C §8.1 (002 §Downtime activities): each PC gets 2 downtime activities.
TEST(DowntimeBudget, TwoActivitiesPerDowntime)
{
    EXPECT_EQ(sw::blades::downtimeBudget(false, 0, 0, srd()), 2);
}

// C §7.3, §8.1 (000 §派系地位等級 "−3 War"): a crew at war gets only 1 activity per PC.
TEST(DowntimeBudget, AtWarOnlyOneActivity)
{
    EXPECT_EQ(sw::blades::downtimeBudget(true, 0, 0, srd()), 1);
}

// C §8.1 (002 §Downtime activities): each extra activity costs 1 coin or 1 rep.
TEST(DowntimeBudget, EachCoinOrRepBuysOneMore)
{
    EXPECT_EQ(sw::blades::downtimeBudget(false, 2, 0, srd()), 4);
    EXPECT_EQ(sw::blades::downtimeBudget(true, 1, 0, srd()), 2);
    EXPECT_EQ(sw::blades::downtimeBudget(false, -3, 0, srd()), 2);
}

// C §8.1 (000 §計算 "Calculating"): abilities such as Calculating add activities.
TEST(DowntimeBudget, CalculatingAddsAnActivity)
{
    EXPECT_EQ(sw::blades::downtimeBudget(false, 1, 1, srd()), 4);
}

// C §8.1 (002 §Downtime activities): after a downtime roll each coin raises the result one
// level, 1-3 → 4/5 → 6 → critical, and no further.
TEST(CoinBump, EachCoinRaisesTheResultOneLevelUpToCritical)
{
    using sw::blades::CoinBump;
    EXPECT_EQ(sw::blades::raiseWithCoin(RollResult::Bad, 1, srd()), (CoinBump{RollResult::Partial, 1, 0}));
    EXPECT_EQ(sw::blades::raiseWithCoin(RollResult::Bad, 3, srd()), (CoinBump{RollResult::Critical, 3, 0}));
    EXPECT_EQ(sw::blades::raiseWithCoin(RollResult::Success, 4, srd()), (CoinBump{RollResult::Critical, 1, 3}));
    EXPECT_EQ(sw::blades::raiseWithCoin(RollResult::Partial, -2, srd()), (CoinBump{RollResult::Partial, 0, 0}));
}

// C §8.2 (002 §Long-term project, §Recover): segments by result 1 / 2 / 3 / 5.
TEST(Ticks, SegmentsByResultAreOneTwoThreeFive)
{
    EXPECT_EQ(sw::blades::ticksByResult(RollResult::Bad, srd()), 1);
    EXPECT_EQ(sw::blades::ticksByResult(RollResult::Partial, srd()), 2);
    EXPECT_EQ(sw::blades::ticksByResult(RollResult::Success, srd()), 3);
    EXPECT_EQ(sw::blades::ticksByResult(RollResult::Critical, srd()), 5);
}

// C §8.8 (002 §VICE ROLL): the vice roll uses the lowest attribute rating.
TEST(Vice, DiceAreTheLowestAttributeRating)
{
    sw::blades::Character c = sw::test::playingCutter();
    // Insight: hunt · Prowess: prowl, skirmish, wreck · Resolve: command.
    EXPECT_EQ(sw::blades::viceDice(c, srd()), 1);
    c.actions[u"hunt"_s] = 0;
    EXPECT_EQ(sw::blades::viceDice(c, srd()), 0);
}

// C §8.8 (002 §Indulging Your Vice): clear stress equal to the highest die.
TEST(Vice, ClearsStressEqualToTheHighestDie)
{
    ScriptedRandom dice({2, 4});
    const auto r = sw::blades::indulgeVice(2, 6, srd(), dice);
    EXPECT_EQ(r.roll.dice, (Dice{2, 4}));
    EXPECT_EQ(r.stressCleared, 4);
    EXPECT_EQ(r.stressAfter, 2);
    EXPECT_FALSE(r.overindulged);
    EXPECT_TRUE(r.overindulgences.isEmpty());
}

// C §8.8 (002 §Overindulgence): clearing more stress than was marked is an overindulgence;
// stress goes to 0 and the player picks Attract Trouble, Brag, Lost or Tapped.
TEST(Vice, ClearingMoreThanMarkedOverindulges)
{
    ScriptedRandom dice({5});
    const auto r = sw::blades::indulgeVice(1, 3, srd(), dice);
    EXPECT_TRUE(r.overindulged);
    EXPECT_EQ(r.stressCleared, 3);
    EXPECT_EQ(r.stressAfter, 0);
    EXPECT_EQ(r.overindulgences, (QStringList{u"attract_trouble"_s, u"brag"_s, u"lost"_s, u"tapped"_s}));
}

// C §8.8 (002 §Overindulgence): clearing exactly the stress marked is not an overindulgence.
TEST(Vice, ClearingExactlyTheStressIsNotOverindulgence)
{
    ScriptedRandom dice({1, 4});
    const auto r = sw::blades::indulgeVice(2, 4, srd(), dice);
    EXPECT_FALSE(r.overindulged);
    EXPECT_EQ(r.stressAfter, 0);
}

// C §8.8 (002 §VICE ROLL; §0): a 0 rating rolls two dice and clears the lower.
TEST(Vice, ZeroRatingClearsTheLowerOfTwo)
{
    ScriptedRandom dice({6, 2});
    const auto r = sw::blades::indulgeVice(0, 5, srd(), dice);
    EXPECT_EQ(r.roll.kept, 2);
    EXPECT_EQ(r.stressCleared, 2);
    EXPECT_EQ(r.stressAfter, 3);
}

// C §8.9 (002 §Ignoring your vice): a PC who does not indulge takes stress equal to trauma;
// with no trauma, nothing.
TEST(Vice, IgnoringCostsStressEqualToTrauma)
{
    EXPECT_EQ(sw::blades::ignoreVice(0, srd()), 0);
    EXPECT_EQ(sw::blades::ignoreVice(3, srd()), 3);
}

// C §8.3 (002 §Acquire asset): roll the crew's Tier; quality Tier − 1 / Tier / +1 / +2.
TEST(AcquireAsset, QualityByResultFromTheCrewTier)
{
    const std::pair<Dice, int> cases[] = {{{3, 2}, 1}, {{5, 1}, 2}, {{6, 4}, 3}, {{6, 6}, 4}};
    for (const auto &[rolled, quality] : cases) {
        ScriptedRandom dice(rolled);
        const auto r = sw::blades::acquireAsset(2, 0, srd(), dice);
        EXPECT_EQ(r.roll.pool, 2);
        EXPECT_EQ(r.quality, quality);
        EXPECT_EQ(dice.remaining(), 0u);
    }
}

// C §8.1, §8.3 (002 §Downtime activities): coin after the roll raises the result level.
TEST(AcquireAsset, CoinRaisesTheResult)
{
    ScriptedRandom dice({4, 2});
    const auto r = sw::blades::acquireAsset(2, 1, srd(), dice);
    EXPECT_EQ(r.roll.result, RollResult::Partial);
    EXPECT_EQ(r.result, RollResult::Success);
    EXPECT_EQ(r.quality, 3);
    EXPECT_EQ(r.coinUsed, 1);
}

// C §8.3 (002 §Acquire asset): past a critical, 2 coin per +1 Tier; an odd coin buys nothing.
TEST(AcquireAsset, PastCriticalTwoCoinPerTier)
{
    ScriptedRandom dice({6, 6});
    const auto r = sw::blades::acquireAsset(2, 5, srd(), dice);
    EXPECT_EQ(dice.remaining(), 0u);
    EXPECT_EQ(r.roll.result, RollResult::Critical);
    EXPECT_EQ(r.quality, 6); // Tier 2 + 2, and 4 coin for +2
    EXPECT_EQ(r.coinUsed, 4);
    EXPECT_EQ(r.coinLeft, 1);

    ScriptedRandom six({6});
    const auto bumped = sw::blades::acquireAsset(1, 3, srd(), six);
    EXPECT_EQ(bumped.quality, 4); // 1 coin to critical (Tier + 2), 2 more for +1
    EXPECT_EQ(bumped.coinLeft, 0);
}

// C §8.3, §14 A6 [Interp.]: at Tier 0 a 1-3 gives quality 0, not −1; extra dice join the pool.
TEST(AcquireAsset, QualityNeverBelowZero)
{
    ScriptedRandom dice({3, 1});
    const auto r = sw::blades::acquireAsset(0, 0, srd(), dice);
    EXPECT_EQ(r.roll.pool, 0);
    EXPECT_EQ(r.quality, 0);
    ScriptedRandom reacquired({2});
    EXPECT_EQ(sw::blades::acquireAsset(0, 0, srd(), reacquired, 1).roll.pool, 1);
}

// C §8.2: the tables are the pack's: a pack that marks 4 segments on a 6 marks 4.
TEST(DowntimeTables, NumbersComeFromThePack)
{
    RulePack hack = srd();
    QJsonObject score = hack.documents.value(u"score.json"_s);
    QJsonObject downtime = score.value(u"downtime"_s).toObject();
    QJsonObject ticks = downtime.value(u"ticks_by_result"_s).toObject();
    ticks.insert(u"good"_s, 4);
    downtime.insert(u"ticks_by_result"_s, ticks);
    downtime.insert(u"activities_per_pc"_s, 3);
    score.insert(u"downtime"_s, downtime);
    hack.documents.insert(u"score.json"_s, score);
    EXPECT_EQ(sw::blades::ticksByResult(RollResult::Success, hack), 4);
    EXPECT_EQ(sw::blades::downtimeBudget(false, 0, 0, hack), 3);
}

// C §8.8: a vice roll overindulges when the kept die (the highest; at 0d the lower of two) is
// greater than the stress marked. The exact chance equals a count over every way the dice fall.
TEST(Vice, OverindulgeChanceIsExact_C88)
{
    for (int pool = 0; pool <= 4; ++pool) {
        const int dice = pool > 0 ? pool : 2;
        int total = 1;
        for (int i = 0; i < dice; ++i)
            total *= 6;
        for (int stress = 0; stress <= 7; ++stress) {
            int over = 0;
            for (int n = 0; n < total; ++n) {
                int rest = n;
                int high = 0;
                int low = 7;
                for (int i = 0; i < dice; ++i) {
                    const int die = rest % 6 + 1;
                    rest /= 6;
                    high = std::max(high, die);
                    low = std::min(low, die);
                }
                over += (pool > 0 ? high : low) > stress ? 1 : 0;
            }
            EXPECT_EQ(sw::blades::overindulgeChance(pool, stress), sw::rules::Fraction(over, total))
                << "pool " << pool << " stress " << stress;
        }
    }
}
