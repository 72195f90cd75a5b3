// One test per rule of payoff and heat (rules/blades-C-score-downtime.md §4–§5): payoff, heat
// and the wanted level. Named after the rule and citing its section; no dice are rolled here.
#include "systems/blades/procedures/score.h"
#include "systems/blades/procedures/tables.h"
#include "core/systems/blades/fixtures.h"

#include <QJsonArray>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

using namespace Qt::StringLiterals;
using sw::blades::HeatModifiers;
using sw::blades::HeatTrack;
using sw::blades::Payoff;
using sw::blades::RulePack;
using sw::blades::ScorePayoffInput;
using sw::test::srd;

namespace {

// The node with the value at `path` replaced (objects by key, lists by index).
QJsonValue replaced(const QJsonValue &node, QStringList path, const QJsonValue &value)
{
    if (path.isEmpty())
        return value;
    const QString step = path.takeFirst();
    if (node.isArray()) {
        QJsonArray list = node.toArray();
        const auto index = static_cast<qsizetype>(step.toInt());
        list.replace(index, replaced(list.at(index), path, value));
        return list;
    }
    QJsonObject object = node.toObject();
    object.insert(step, replaced(object.value(step), path, value));
    return object;
}

// A copy of the SRD pack whose score.json has one value changed.
RulePack scoreWith(const QStringList &path, const QJsonValue &value)
{
    RulePack hack = srd();
    hack.documents[u"score.json"_s] = replaced(hack.documents.value(u"score.json"_s), path, value).toObject();
    return hack;
}

int heat(const QString &profile, const HeatModifiers &modifiers = {})
{
    return sw::blades::heatAfterScore(profile, modifiers, srd());
}

} // namespace

// C §4.1 (002 §Payoff): a successful score against a target of the crew's Tier earns 2 rep.
TEST(Payoff, SuccessfulScoreEarnsTwoRep)
{
    EXPECT_EQ(sw::blades::payoff({.crewTier = 2, .targetTier = 2}, srd()).rep, 2);
}

// C §4.1 (002 §Payoff): +1 rep per Tier the target is above the crew (Tier I vs III → 4).
TEST(Payoff, OneMoreRepPerTierAbove)
{
    EXPECT_EQ(sw::blades::payoff({.crewTier = 1, .targetTier = 3}, srd()).rep, 4);
    EXPECT_EQ(sw::blades::payoff({.crewTier = 0, .targetTier = 1}, srd()).rep, 3);
}

// C §4.1 (002 §Payoff): −1 rep per Tier below, never under 0 (Tier III vs I → 0).
TEST(Payoff, OneLessRepPerTierBelowMinimumZero)
{
    EXPECT_EQ(sw::blades::payoff({.crewTier = 2, .targetTier = 1}, srd()).rep, 1);
    EXPECT_EQ(sw::blades::payoff({.crewTier = 3, .targetTier = 1}, srd()).rep, 0);
    EXPECT_EQ(sw::blades::payoff({.crewTier = 5, .targetTier = 0}, srd()).rep, 0);
}

// C §4.1 (002 §Payoff): an operation kept completely quiet earns 0 rep, whatever the target.
TEST(Payoff, QuietScoreEarnsNoRep)
{
    const Payoff p = sw::blades::payoff(
        {.crewTier = 1, .targetTier = 4, .completelyQuiet = true, .coinBand = u"big_score"_s}, srd());
    EXPECT_EQ(p.rep, 0);
    EXPECT_EQ(p.coin, 8);
}

// C §1.7 (002 §Giving up on a score): a score given up pays nothing.
TEST(Payoff, GivenUpScorePaysNothing)
{
    const ScorePayoffInput score{.crewTier = 1, .targetTier = 3, .givenUp = true, .coinBand = u"standard_score"_s};
    EXPECT_EQ(sw::blades::payoff(score, srd()), (Payoff{0, 0}));
}

// C §4.2 (002 §Payoff): coin by the size of the score, 2 / 4 / 6 / 8 / 10+, plus claim bonuses.
TEST(Payoff, CoinBySizeOfTheScore)
{
    const std::pair<QString, int> bands[] = {
        {u"minor_job"_s, 2}, {u"small_job"_s, 4}, {u"standard_score"_s, 6}, {u"big_score"_s, 8}, {u"major_score"_s, 10},
    };
    for (const auto &[band, coin] : bands)
        EXPECT_EQ(sw::blades::payoff({.coinBand = band}, srd()).coin, coin) << band.toStdString();
    EXPECT_EQ(sw::blades::payoff({.coinBand = u"major_score"_s, .extraCoin = 4}, srd()).coin, 14);
    EXPECT_EQ(sw::blades::payoff({.extraCoin = 2}, srd()).coin, 2);
    EXPECT_THROW(sw::blades::payoff({.coinBand = u"jackpot"_s}, srd()), std::invalid_argument);
}

// C §4.3 (002 §Payoff): the tithe to a boss is the crew's Tier + 1 coin.
TEST(Payoff, TitheIsTierPlusOne)
{
    EXPECT_EQ(sw::blades::tithe(0, srd()), 1);
    EXPECT_EQ(sw::blades::tithe(2, srd()), 3);
}

// C §5.1 (002 §Heat): smooth & quiet 0, contained 2, loud & chaotic 4, wild 6.
TEST(Heat, ProfileSetsTheBaseHeat)
{
    EXPECT_EQ(heat(u"smooth_quiet"_s), 0);
    EXPECT_EQ(heat(u"contained"_s), 2);
    EXPECT_EQ(heat(u"loud_chaotic"_s), 4);
    EXPECT_EQ(heat(u"wild"_s), 6);
    EXPECT_THROW(heat(u"festive"_s), std::invalid_argument);
}

// C §5.1 (002 §Heat): a high-profile or well-connected target adds +1 heat.
TEST(Heat, HighProfileTargetAddsOne)
{
    EXPECT_EQ(heat(u"contained"_s, {.highProfile = true}), 3);
}

// C §5.1 (002 §Heat): a situation on hostile turf adds +1 heat.
TEST(Heat, HostileTurfAddsOne)
{
    EXPECT_EQ(heat(u"contained"_s, {.hostileTurf = true}), 3);
}

// C §5.1 (002 §Heat): a crew at war adds +1 heat.
TEST(Heat, AtWarAddsOne)
{
    EXPECT_EQ(heat(u"smooth_quiet"_s, {.atWar = true}), 1);
}

// C §5.1 (002 §Heat): killing adds +2 heat.
TEST(Heat, KillingAddsTwo)
{
    EXPECT_EQ(heat(u"loud_chaotic"_s, {.killing = true}), 6);
}

// C §5.1 (002 §Heat): at most 6 + 1 + 1 + 1 + 2 = 11 heat from one score before other modifiers.
TEST(Heat, MostFromOneScoreIsEleven)
{
    EXPECT_EQ(heat(u"wild"_s, {.highProfile = true, .hostileTurf = true, .atWar = true, .killing = true}), 11);
}

// C §5.1 [Interp.] (§Make a Claim Map for the Crew): reductions such as Cover Operation's −2
// never take the score's heat below 0.
TEST(Heat, ReductionsStopAtZero)
{
    EXPECT_EQ(heat(u"contained"_s, {.adjustment = -2}), 0);
    EXPECT_EQ(heat(u"smooth_quiet"_s, {.adjustment = -2}), 0);
    EXPECT_EQ(heat(u"wild"_s, {.killing = true, .adjustment = -2}), 6);
}

// C §5.2 (002 §Heat): below 9 the heat stays on the track.
TEST(HeatTrack, HeatBelowNineStaysOnTheTrack)
{
    EXPECT_EQ(sw::blades::applyHeat(3, 1, 5, srd()), (HeatTrack{8, 1, 0, false}));
    EXPECT_EQ(sw::blades::applyHeat(3, 1, -5, srd()), (HeatTrack{0, 1, 0, false}));
}

// C §5.2 (002 §Heat): at 9 heat the crew gains a wanted level and the excess rolls over
// (7 + 4 → wanted +1, heat 2).
TEST(HeatTrack, NineHeatGainsAWantedLevelAndTheRestRollsOver)
{
    EXPECT_EQ(sw::blades::applyHeat(7, 0, 4, srd()), (HeatTrack{2, 1, 1, false}));
    EXPECT_EQ(sw::blades::applyHeat(5, 2, 4, srd()), (HeatTrack{0, 3, 1, false}));
}

// C §5.2 [Interp.] (002 §Heat): a gain that passes 9 twice rolls over twice (8 + 11 = 19 →
// wanted +2, heat 1).
TEST(HeatTrack, PassingNineTwiceGainsTwoWantedLevels)
{
    EXPECT_EQ(sw::blades::applyHeat(8, 1, 11, srd()), (HeatTrack{1, 3, 2, false}));
}

// C §5.2, §14 A2 (§Fiends note): the wanted level stops at 4; heat still rolls over and the
// GM is warned.
TEST(HeatTrack, WantedLevelStopsAtFourWithAWarning)
{
    EXPECT_EQ(sw::blades::applyHeat(6, 4, 5, srd()), (HeatTrack{2, 4, 0, true}));
    EXPECT_EQ(sw::blades::applyHeat(8, 3, 11, srd()), (HeatTrack{1, 4, 1, true}));
    EXPECT_EQ(sw::blades::applyHeat(8, 3, 1, srd()), (HeatTrack{0, 4, 1, false}));
}

// C §5.2: heat track and wanted track sizes are the pack's (score.json heat).
TEST(HeatTrack, TrackSizesComeFromThePack)
{
    const RulePack shortTrack = scoreWith({u"heat"_s, u"heat_max"_s}, 6);
    EXPECT_EQ(sw::blades::applyHeat(4, 0, 3, shortTrack), (HeatTrack{1, 1, 1, false}));
    const RulePack once = scoreWith({u"heat"_s, u"overflow"_s, u"repeat_while_full"_s}, false);
    EXPECT_EQ(sw::blades::applyHeat(8, 1, 11, once), (HeatTrack{8, 2, 1, false}));
}

// A pack without the score tables is a clear error, not a silent zero.
TEST(ScoreTables, MissingTableIsAClearError)
{
    RulePack bare = srd();
    bare.documents.remove(u"score.json"_s);
    EXPECT_THROW(sw::blades::applyHeat(1, 0, 1, bare), sw::blades::MissingRuleError);
    const RulePack noTithe = scoreWith({u"payoff"_s, u"tithe"_s}, QJsonObject{});
    try {
        sw::blades::tithe(1, noTithe);
        FAIL() << "no error";
    } catch (const sw::blades::MissingRuleError &e) {
        EXPECT_NE(std::string(e.what()).find("/payoff/tithe/per_tier"), std::string::npos) << e.what();
    }
}
