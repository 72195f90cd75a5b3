// The GM's table, one test per rule it applies (rules A §6 clocks, B §7 factions, C §1–§9 score
// and downtime). Dice are scripted, so each test names the dice and the result the SRD gives.
#include "systems/blades/crew.h"
#include "core/systems/blades/fixtures.h"
#include "systems/blades/gm/gmtable.h"
#include "store/campaignfile.h"
#include "systems/blades/store/campaignsheets.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::blades;
using sw::gm::GmResult;
using sw::gm::GmTable;

namespace {

class GmTableTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        sw::store::FileError error;
        m_file = sw::store::CampaignFile::create(m_dir.filePath(u"gm.sheetwright"_s), &error);
        ASSERT_NE(m_file, nullptr);
        m_store = std::make_unique<sw::store::CampaignStore>(*m_file);
        Crew crew = startCrew(u"shadows"_s, sw::test::srd());
        crew.name = u"Crew"_s;
        crew.phase = CrewPhase::Play;
        crew.tier = 1;
        crew.heat = 2;
        ASSERT_TRUE(sw::blades::addCrew(*m_store, crew, u"crew"_s).ok);
        Character pc = sw::test::playingCutter();
        pc.coin = 2;
        ASSERT_TRUE(sw::blades::addCharacter(*m_store, pc, 1, u"pc"_s).ok);
        ASSERT_TRUE(sw::blades::addCharacter(*m_store, pc, 1, u"pc"_s).ok);
    }

    // A table whose dice are these, in order.
    GmTable table(std::vector<int> dice = {})
    {
        m_random = std::make_unique<sw::rules::ScriptedRandom>(std::move(dice));
        return GmTable(*m_store, sw::test::srd(), *m_random);
    }
    static bool refusedWith(const GmResult &r, const QString &code)
    {
        return std::any_of(r.refused.begin(), r.refused.end(), [&](const sw::rules::Violation &v) { return v.code == code; });
    }
    QString addClock(int segments, sw::rules::ClockKind kind, const QString &linkedTo = {}, const QString &racing = {})
    {
        ClockEntry c;
        c.name = u"clock"_s;
        c.clock = {segments, 0, kind};
        c.linkedTo = linkedTo;
        c.racing = racing;
        const GmResult r = table().saveClock(c);
        EXPECT_TRUE(r.ok);
        return r.id;
    }
    QString endedScore(const sw::gm::ScoreEnding &ending = {})
    {
        Score plan;
        plan.target = u"target"_s;
        plan.plan = u"stealth"_s;
        plan.detail = u"the roof"_s;
        const QString id = table().startScore(1, plan).id;
        EXPECT_TRUE(table().endScore(id, ending).ok);
        return id;
    }

    QTemporaryDir m_dir;
    std::unique_ptr<sw::store::CampaignFile> m_file;
    std::unique_ptr<sw::store::CampaignStore> m_store;
    std::unique_ptr<sw::rules::ScriptedRandom> m_random;
};

// A §6 (§連環鐘): a linked clock stays locked until the clock before it fills, then unlocks.
TEST_F(GmTableTest, A6_LinkedClockWaitsForTheOneBeforeIt)
{
    const QString second = addClock(4, sw::rules::ClockKind::Linked);
    const QString first = addClock(4, sw::rules::ClockKind::Linked, second);
    EXPECT_TRUE(refusedWith(table().tickClock(second, 1), u"clock.link.locked"_s));
    const GmResult filled = table().tickClock(first, 4);
    ASSERT_TRUE(filled.ok);
    EXPECT_TRUE(std::any_of(filled.events.begin(), filled.events.end(), [](const Event &e) { return e.code == u"clock.unlocked"_s; }));
    EXPECT_TRUE(table().tickClock(second, 1).ok);
}

// A §6 (§競賽鐘): the first racing clock to fill wins; neither moves after.
TEST_F(GmTableTest, A6_ARaceEndsWhenOneClockFills)
{
    const QString a = addClock(4, sw::rules::ClockKind::Racing);
    const QString b = addClock(4, sw::rules::ClockKind::Racing, {}, a);
    ClockEntry first = *sw::blades::clock(*m_store, a);
    first.racing = b;
    ASSERT_TRUE(table().saveClock(first).ok);
    ASSERT_TRUE(table().tickClock(a, 4).ok);
    EXPECT_TRUE(refusedWith(table().tickClock(b, 1), u"clock.race.over"_s));
}

// A §6: clocks only fill; a tug-of-war clock also empties.
TEST_F(GmTableTest, A6_OnlyATugOfWarClockLosesSegments)
{
    const QString danger = addClock(6, sw::rules::ClockKind::Danger);
    const QString tug = addClock(6, sw::rules::ClockKind::TugOfWar);
    ASSERT_TRUE(table().setClockFill(danger, 3).ok);
    ASSERT_TRUE(table().setClockFill(tug, 3).ok);
    EXPECT_TRUE(refusedWith(table().setClockFill(danger, 2), u"clock.not_emptiable"_s));
    EXPECT_EQ(sw::blades::clock(*m_store, danger)->clock.filled, 3);
    EXPECT_TRUE(table().setClockFill(tug, 1).ok);
    EXPECT_EQ(sw::blades::clock(*m_store, tug)->clock.filled, 1);
}

// A §6: clocks of 4, 6, 8, 10 or 12 segments.
TEST_F(GmTableTest, A6_ANewClockHasAnOfferedSize)
{
    ClockEntry c;
    c.name = u"odd"_s;
    c.clock = {5, 0, sw::rules::ClockKind::Danger};
    EXPECT_TRUE(refusedWith(table().saveClock(c), u"clock.size.offered"_s));
    EXPECT_TRUE(sw::blades::clocks(*m_store).isEmpty());
}

// B §7.1: a faction from the examples keeps the pack's tier and hold; a made-up one needs a name.
TEST_F(GmTableTest, B7_FactionsFromExamplesOrMadeUp)
{
    const auto example = std::find_if(sw::test::srd().factions.begin(), sw::test::srd().factions.end(),
                                      [](const ExampleFaction &f) { return f.id == u"bluecoats"_s; });
    ASSERT_TRUE(table().saveFaction(GmTable::fromExample(*example)).ok);
    EXPECT_EQ(sw::blades::faction(*m_store, u"bluecoats"_s)->tier, 3);
    Faction own;
    own.category = u"underworld"_s;
    EXPECT_FALSE(table().saveFaction(own).ok);
    own.name = u"The Gray Hands"_s;
    const GmResult made = table().saveFaction(own);
    ASSERT_TRUE(made.ok);
    EXPECT_EQ(made.id, u"the_gray_hands"_s);
}

// B §7.4: −3 is war; removing the faction takes its clocks and every status with it.
TEST_F(GmTableTest, B7_RemovingAFactionTakesItsClocksAndStatus)
{
    Faction f;
    f.name = u"Foes"_s;
    const QString id = table().saveFaction(f).id;
    const GmResult war = table().setStatus(1, id, -3);
    ASSERT_TRUE(war.ok);
    EXPECT_TRUE(atWar(*sw::blades::crew(*m_store, 1)));
    ClockEntry goal;
    goal.name = u"goal"_s;
    goal.clock = {8, 0, sw::rules::ClockKind::Faction};
    goal.ownerKind = ClockOwnerKind::Faction;
    goal.ownerId = id;
    ASSERT_TRUE(table().saveClock(goal).ok);
    ASSERT_TRUE(table().removeFaction(id).ok);
    EXPECT_FALSE(atWar(*sw::blades::crew(*m_store, 1)));
    EXPECT_TRUE(sw::blades::clocks(*m_store).isEmpty());
}

// C §9: the faction turn is a fortune roll on the faction's tier; 1-3 / 4/5 / 6 / crit tick 1/2/3/5.
TEST_F(GmTableTest, C9_FactionClockRollsTheFactionsTier)
{
    Faction f;
    f.name = u"Foes"_s;
    f.tier = 2;
    const QString id = table().saveFaction(f).id;
    ClockEntry goal;
    goal.name = u"goal"_s;
    goal.clock = {8, 0, sw::rules::ClockKind::Faction};
    goal.ownerKind = ClockOwnerKind::Faction;
    goal.ownerId = id;
    const QString clock = table().saveClock(goal).id;
    const GmResult r = table({6, 6}).rollFactionClock(clock);
    ASSERT_TRUE(r.ok);
    ASSERT_EQ(r.rolls.size(), 1);
    EXPECT_EQ(r.rolls.first().pool, 2);
    EXPECT_EQ(sw::blades::clock(*m_store, clock)->clock.filled, 5);
    EXPECT_TRUE(refusedWith(table().rollFactionClock(addClock(4, sw::rules::ClockKind::Danger)), u"gm.clock.not_faction"_s));
}

// C §1.2: the plan and its detail come before the engagement roll.
TEST_F(GmTableTest, C1_EngagementNeedsPlanAndDetail)
{
    Score plan;
    plan.target = u"t"_s;
    const QString id = table().startScore(1, plan).id;
    const GmResult r = table({6}).rollEngagement(id, {}, 0);
    EXPECT_TRUE(refusedWith(r, u"score.plan.missing"_s));
    EXPECT_TRUE(refusedWith(r, u"score.detail.missing"_s));
    EXPECT_TRUE(m_store->rolls().isEmpty());
}

// C §1.4: a critical engagement starts controlled with the first obstacle overcome; rolled once.
TEST_F(GmTableTest, C1_EngagementCriticalIsControlledAndRolledOnce)
{
    Score plan;
    plan.target = u"t"_s;
    plan.plan = u"deception"_s;
    plan.detail = u"a forged invitation"_s;
    const QString id = table().startScore(1, plan).id;
    const GmResult r = table({6, 6}).rollEngagement(id, {u"bold_or_daring"_s}, 0);
    ASSERT_TRUE(r.ok);
    EXPECT_EQ(sw::blades::score(*m_store, id)->engagementDice, 2);
    EXPECT_EQ(r.events.first().params.value(u"position"_s).toString(), u"controlled"_s);
    EXPECT_TRUE(r.events.first().params.value(u"first_obstacle_overcome"_s).toBool());
    EXPECT_TRUE(refusedWith(table({6}).rollEngagement(id, {}, 0), u"gm.engagement.rolled"_s));
}

// C §4.1: 2 rep, +1 per tier the target is above the crew; completely quiet earns none.
TEST_F(GmTableTest, C4_RepByTierDifferenceAndNoneWhenQuiet)
{
    Score plan;
    plan.target = u"t"_s;
    plan.plan = u"stealth"_s;
    plan.detail = u"d"_s;
    plan.targetTier = 3;
    const QString loud = table().startScore(1, plan).id;
    sw::gm::ScoreEnding ending;
    ending.coinBand = u"minor_job"_s;
    ASSERT_TRUE(table().endScore(loud, ending).ok);
    EXPECT_EQ(sw::blades::crew(*m_store, 1)->rep, 4);
    EXPECT_EQ(sw::blades::crew(*m_store, 1)->coin, 2 + 2);
    const QString quiet = table().startScore(1, plan).id;
    ending.quiet = true;
    ending.coinBand.clear();
    ASSERT_TRUE(table().endScore(quiet, ending).ok);
    EXPECT_EQ(sw::blades::crew(*m_store, 1)->rep, 4);
}

// B §1.9: the lair holds 4 coin without a Vault; a payoff that would pass it is handed to the PCs.
TEST_F(GmTableTest, C4_CoinAboveTheVaultIsRefusedUntilHandedOut)
{
    Score plan;
    plan.target = u"t"_s;
    plan.plan = u"stealth"_s;
    plan.detail = u"d"_s;
    const QString id = table().startScore(1, plan).id;
    sw::gm::ScoreEnding ending;
    ending.coinBand = u"small_job"_s; // 4 coin on the crew's 2
    EXPECT_FALSE(table().endScore(id, ending).ok);
    ending.coinToMembers = {{u"1"_s, 1}, {u"2"_s, 1}};
    ASSERT_TRUE(table().endScore(id, ending).ok);
    EXPECT_EQ(sw::blades::crew(*m_store, 1)->coin, 4);
    EXPECT_EQ(sw::blades::character(*m_store, 1)->coin, 3);
}

// C §1.7: a score given up pays nothing but still draws heat.
TEST_F(GmTableTest, C1_AScoreGivenUpStillDrawsHeat)
{
    sw::gm::ScoreEnding ending;
    ending.outcome = u"given_up"_s;
    ending.coinBand = u"standard_score"_s;
    ending.heatProfile = u"contained"_s;
    endedScore(ending);
    EXPECT_EQ(sw::blades::crew(*m_store, 1)->rep, 0);
    EXPECT_EQ(sw::blades::crew(*m_store, 1)->coin, 0 + startCrew(u"shadows"_s, sw::test::srd()).coin);
    EXPECT_EQ(sw::blades::crew(*m_store, 1)->heat, 2 + 2);
}

// C §5.1 with B §1.8: at war every score draws one more heat; C §5.2: 9 heat is a wanted level.
TEST_F(GmTableTest, C5_WarAddsHeatAndAFullTrackRaisesTheWantedLevel)
{
    Faction f;
    f.name = u"Foes"_s;
    const QString id = table().saveFaction(f).id;
    ASSERT_TRUE(table().setStatus(1, id, -3).ok);
    sw::gm::ScoreEnding ending;
    ending.heatProfile = u"wild"_s; // 6, +1 war = 7: 2 + 7 = 9 → wanted 1, heat 0
    endedScore(ending);
    EXPECT_EQ(sw::blades::crew(*m_store, 1)->wantedLevel, 1);
    EXPECT_EQ(sw::blades::crew(*m_store, 1)->heat, 0);
    EXPECT_TRUE(sw::blades::score(*m_store, u"score-1"_s)->atWar);
}

// C §3: downtime comes after payoff and heat; only one open downtime per crew.
TEST_F(GmTableTest, C3_DowntimeFollowsAnEndedScore)
{
    Score plan;
    plan.target = u"t"_s;
    const QString open = table().startScore(1, plan).id;
    EXPECT_TRUE(refusedWith(table().startDowntime(1, open), u"gm.downtime.score_open"_s));
    ASSERT_TRUE(table().startDowntime(1).ok);
    EXPECT_TRUE(refusedWith(table().startDowntime(1), u"gm.downtime.open"_s));
}

// C §7.1: one entanglement per downtime, dice = wanted level (0: two dice, keep the lowest).
TEST_F(GmTableTest, C7_OneEntanglementRollPerDowntime)
{
    const QString dt = table().startDowntime(1).id;
    const GmResult r = table({1, 6}).rollEntanglement(dt);
    ASSERT_TRUE(r.ok);
    EXPECT_EQ(r.rolls.first().result, u"bad"_s); // 0d: the lower die, a 1
    EXPECT_EQ(sw::blades::downtime(*m_store, dt)->entanglements, (QStringList{u"gang_trouble"_s, u"usual_suspects"_s}));
    EXPECT_TRUE(refusedWith(table({6}).rollEntanglement(dt), u"gm.entanglement.rolled"_s));
    EXPECT_TRUE(refusedWith(table().chooseEntanglement(dt, u"arrest"_s), u"gm.entanglement.not_offered"_s));
}

// C §8.1: two activities; each extra one costs 1 coin or 1 rep.
TEST_F(GmTableTest, C8_TwoActivitiesThenOneMorePerCoin)
{
    const QString dt = table().startDowntime(1).id;
    sw::gm::ActivityRequest train;
    train.character = u"1"_s;
    train.activity = u"train"_s;
    train.track = u"playbook"_s;
    ASSERT_TRUE(table().performActivity(dt, train).ok);
    train.track = u"insight"_s;
    ASSERT_TRUE(table().performActivity(dt, train).ok);
    train.track = u"prowess"_s;
    EXPECT_TRUE(refusedWith(table().performActivity(dt, train), u"downtime.budget.exceeded"_s));
    ASSERT_TRUE(table().buyActivity(dt, u"1"_s, u"coin"_s).ok);
    EXPECT_EQ(sw::blades::character(*m_store, 1)->coin, 1);
    EXPECT_TRUE(table().performActivity(dt, train).ok);
}

// C §8.7: each xp track is trained once per downtime.
TEST_F(GmTableTest, C8_TrainEachTrackOnce)
{
    const QString dt = table().startDowntime(1).id;
    sw::gm::ActivityRequest train;
    train.character = u"1"_s;
    train.activity = u"train"_s;
    train.track = u"resolve"_s;
    ASSERT_TRUE(table().performActivity(dt, train).ok);
    EXPECT_EQ(sw::blades::character(*m_store, 1)->attributeXp.value(u"resolve"_s), 1);
    EXPECT_TRUE(refusedWith(table().performActivity(dt, train), u"train.track_already_trained"_s));
}

// C §8.4: a long-term project rolls an action and marks 1/2/3/5 segments.
TEST_F(GmTableTest, C8_LongTermProjectTicksItsClock)
{
    const QString clock = addClock(8, sw::rules::ClockKind::LongTermProject);
    const QString dt = table().startDowntime(1).id;
    sw::gm::ActivityRequest work;
    work.character = u"1"_s;
    work.activity = u"long_term_project"_s;
    work.action = u"wreck"_s; // 2 dice
    work.clock = clock;
    ASSERT_TRUE(table({4, 2}).performActivity(dt, work).ok);
    EXPECT_EQ(sw::blades::clock(*m_store, clock)->clock.filled, 2);
}

// C §8.3: quality = tier + 1 on a 6; a restricted item brings 2 heat.
TEST_F(GmTableTest, C8_AcquireAssetQualityAndRestrictedHeat)
{
    const QString dt = table().startDowntime(1).id;
    sw::gm::ActivityRequest asset;
    asset.character = u"1"_s;
    asset.activity = u"acquire_asset"_s;
    asset.restricted = true;
    const GmResult r = table({6}).performActivity(dt, asset);
    ASSERT_TRUE(r.ok);
    EXPECT_EQ(sw::blades::downtime(*m_store, dt)->activities.first().value, 2);
    EXPECT_EQ(sw::blades::crew(*m_store, 1)->heat, 4);
}

// C §8.8: overindulging (the die above the stress marked) with Brag: +2 heat; Lost heals all harm.
TEST_F(GmTableTest, C8_OverindulgenceConsequences)
{
    Character pc = *sw::blades::character(*m_store, 1);
    pc.stress = 2;
    pc.harm = {{1, u"Bruised"_s}};
    ASSERT_TRUE(sw::blades::saveCharacter(*m_store, 1, pc, u"x"_s, u"x"_s).ok);
    ASSERT_TRUE(sw::blades::saveCharacter(*m_store, 2, pc, u"x"_s, u"x"_s).ok);
    const QString dt = table().startDowntime(1).id;
    sw::gm::ActivityRequest vice;
    vice.character = u"1"_s;
    vice.activity = u"indulge_vice"_s;
    EXPECT_TRUE(refusedWith(table({5}).performActivity(dt, vice), u"gm.vice.overindulgence_missing"_s));
    vice.overindulgence = u"brag"_s;
    ASSERT_TRUE(table({5}).performActivity(dt, vice).ok);
    EXPECT_EQ(sw::blades::character(*m_store, 1)->stress, 0);
    EXPECT_EQ(sw::blades::crew(*m_store, 1)->heat, 4);
    vice.character = u"2"_s;
    vice.overindulgence = u"lost"_s;
    ASSERT_TRUE(table({6}).performActivity(dt, vice).ok);
    EXPECT_TRUE(sw::blades::character(*m_store, 2)->harm.isEmpty());
}

// C §8.6: toughing it out is 0 dice and 1 stress; self-treatment needs Physicker.
TEST_F(GmTableTest, C8_RecoverUntreatedAndSelfTreatment)
{
    Character pc = *sw::blades::character(*m_store, 1);
    pc.harm = {{2, u"Cut"_s}};
    ASSERT_TRUE(sw::blades::saveCharacter(*m_store, 1, pc, u"x"_s, u"x"_s).ok);
    const QString dt = table().startDowntime(1).id;
    sw::gm::ActivityRequest heal;
    heal.character = u"1"_s;
    heal.activity = u"recover"_s;
    heal.treatment = u"self"_s;
    EXPECT_TRUE(refusedWith(table({6}).performActivity(dt, heal), u"gm.recover.self_needs_physicker"_s));
    heal.treatment = u"untreated"_s;
    ASSERT_TRUE(table({6, 4}).performActivity(dt, heal).ok);
    EXPECT_EQ(sw::blades::character(*m_store, 1)->healing, 2); // 0d: the lower die, 4 → 2 segments
    EXPECT_EQ(sw::blades::character(*m_store, 1)->stress, 1);
}

// B §4.6: a harmed cohort heals a level in downtime, two when a PC spends an activity on it.
TEST_F(GmTableTest, B4_CohortsHealInDowntime)
{
    Crew crew = *sw::blades::crew(*m_store, 1);
    Cohort gang;
    gang.types = {u"thugs"_s};
    gang.edges = {u"loyal"_s};
    gang.flaws = {u"wild"_s};
    gang.harm = 3;
    crew.cohorts = {gang, gang};
    ASSERT_TRUE(sw::blades::saveCrew(*m_store, 1, crew, u"x"_s, u"x"_s).ok);
    const QString dt = table().startDowntime(1).id;
    sw::gm::ActivityRequest heal;
    heal.character = u"1"_s;
    heal.activity = u"heal_cohort"_s;
    heal.cohort = 0;
    ASSERT_TRUE(table().performActivity(dt, heal).ok);
    ASSERT_TRUE(table().finishDowntime(dt).ok);
    EXPECT_EQ(sw::blades::crew(*m_store, 1)->cohorts.at(0).harm, 1);
    EXPECT_EQ(sw::blades::crew(*m_store, 1)->cohorts.at(1).harm, 2);
}

// A roll from the dice panel is logged and does not end what redo could bring back.
TEST_F(GmTableTest, DicePanelRollsAreLoggedWithoutTouchingRedo)
{
    addClock(4, sw::rules::ClockKind::Danger);
    ASSERT_TRUE(m_store->undo().ok);
    sw::gm::RollRequest request;
    request.kind = u"action"_s;
    request.pool = 2;
    request.label = u"Mara picks the lock"_s;
    const GmResult r = table({3, 5}).roll(request);
    ASSERT_TRUE(r.ok);
    EXPECT_EQ(m_store->rolls().first().result, u"mixed"_s);
    EXPECT_TRUE(m_store->canRedo());
}

} // namespace
