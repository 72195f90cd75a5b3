// Gaps a new user hit at the GM's table (issue #15): downtime with a character out of play, and
// the crew's Tier while it is at war. Each test names the SRD section it follows (rules A =
// blades-A-character.md, B = blades-B-crew.md, C = blades-C-score-downtime.md).
#include "systems/blades/crew.h"
#include "core/systems/blades/fixtures.h"
#include "systems/blades/gm/gmtable.h"
#include "store/campaignfile.h"
#include "systems/blades/store/campaignsheets.h"
#include "systems/blades/store/crewrecords.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::blades;
using sw::gm::GmResult;
using sw::gm::GmTable;

namespace {

class GmGapsTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        sw::store::FileError error;
        m_file = sw::store::CampaignFile::create(m_dir.filePath(u"gaps.sheetwright"_s), &error);
        ASSERT_NE(m_file, nullptr);
        m_store = std::make_unique<sw::store::CampaignStore>(*m_file);
        Crew crew = startCrew(u"shadows"_s, sw::test::srd());
        crew.name = u"Crew"_s;
        crew.phase = CrewPhase::Play;
        crew.tier = 2;
        crew.coin = 4;
        ASSERT_TRUE(sw::blades::addCrew(*m_store, crew, u"crew"_s).ok);
        Character pc = sw::test::playingCutter();
        pc.coin = 2;
        pc.armor.special = true; // Battleborn's special armor, used in the last score
        ASSERT_TRUE(sw::blades::addCharacter(*m_store, pc, 1, u"active"_s).ok);
    }

    // A member who left play: retired (the 4th trauma, A §2.3) or dead (A §5.7).
    QString addOutOfPlay(CharacterStatus status)
    {
        Character pc = sw::test::playingCutter();
        pc.name = status == CharacterStatus::Dead ? u"Dead"_s : u"Retired"_s;
        pc.trauma = status == CharacterStatus::Retired ? 4 : 0;
        pc.traumaConditions = status == CharacterStatus::Retired
                                  ? QStringList{u"cold"_s, u"haunted"_s, u"obsessed"_s, u"paranoid"_s}
                                  : QStringList{};
        pc.armor.special = true;
        pc.status = status;
        const auto r = sw::blades::addCharacter(*m_store, pc, 1, pc.name);
        EXPECT_TRUE(r.ok) << r.error.toStdString();
        return r.sheet.id;
    }

    GmTable table(std::vector<int> dice = {})
    {
        m_random = std::make_unique<sw::rules::ScriptedRandom>(std::move(dice));
        return GmTable(*m_store, sw::test::srd(), *m_random);
    }
    static bool refusedWith(const GmResult &r, const QString &code)
    {
        return std::any_of(r.refused.begin(), r.refused.end(), [&](const sw::rules::Violation &v) { return v.code == code; });
    }
    void atWar(Hold hold)
    {
        Crew crew = *sw::blades::crew(*m_store, 1);
        crew.hold = hold;
        crew.factionStatus[u"bluecoats"_s] = kWarStatus;
        ASSERT_TRUE(sw::blades::saveCrew(*m_store, 1, crew, u"crew.edit"_s, u"war"_s).ok);
    }

    QTemporaryDir m_dir;
    std::unique_ptr<sw::store::CampaignFile> m_file;
    std::unique_ptr<sw::store::CampaignStore> m_store;
    std::unique_ptr<sw::rules::ScriptedRandom> m_random;
};

// C §3 (special armor restored at the start of downtime), A §2.3 (§創傷: the 4th trauma retires)
// and A rule 28 (a retired or dead sheet is read-only): a crew with a retired and a dead member
// starts downtime; those two are left out of it, the others' armor is restored.
TEST_F(GmGapsTest, C3_DowntimeStartsWithARetiredOrDeadMember)
{
    const QString retired = addOutOfPlay(CharacterStatus::Retired);
    const QString dead = addOutOfPlay(CharacterStatus::Dead);
    const GmResult started = table().startDowntime(1);
    ASSERT_TRUE(started.ok) << (started.refused.isEmpty() ? "" : started.refused.first().code.toStdString());
    EXPECT_FALSE(sw::blades::character(*m_store, 1)->armor.special);
    // Out of play: untouched, not even their armor.
    EXPECT_TRUE(sw::blades::character(*m_store, retired.toLongLong())->armor.special);
    EXPECT_TRUE(sw::blades::character(*m_store, dead.toLongLong())->armor.special);
    // C §8.1: the allowance belongs to the PCs in play; the others have none and can buy none.
    const Downtime downtime = *sw::blades::downtime(*m_store, started.id);
    EXPECT_EQ(table().activitiesLeft(downtime, u"1"_s), 2);
    EXPECT_EQ(table().activitiesLeft(downtime, retired), 0);
    sw::gm::ActivityRequest train;
    train.character = retired;
    train.activity = u"train"_s;
    train.track = u"playbook"_s;
    EXPECT_TRUE(refusedWith(table().performActivity(started.id, train), u"gm.downtime.out_of_play"_s));
    EXPECT_TRUE(refusedWith(table().buyActivity(started.id, dead, u"crew_coin"_s), u"gm.downtime.out_of_play"_s));
    EXPECT_EQ(sw::blades::crew(*m_store, 1)->coin, 4);
    // The one in play goes on, and the phase ends without touching the others (C §8.9).
    train.character = u"1"_s;
    EXPECT_TRUE(table().performActivity(started.id, train).ok);
    EXPECT_TRUE(table().finishDowntime(started.id).ok);
    EXPECT_EQ(sw::blades::character(*m_store, retired.toLongLong())->stress, 0);
}

// C §7.1 (§Entanglements table, 002 line 745): at heat 4-5 a mixed result (4/5) reads "Reprisals or
// Unquiet Dead", and the GM may pick Reprisals — whatever the crew's wanted level.
TEST_F(GmGapsTest, C7_1_AFiveAtHeatFourOrFiveOffersReprisals)
{
    for (int heat : {4, 5}) {
        for (int wanted : {0, 1, 2}) {
            Crew crew = *sw::blades::crew(*m_store, 1);
            crew.heat = heat;
            crew.wantedLevel = wanted;
            ASSERT_TRUE(sw::blades::saveCrew(*m_store, 1, crew, u"crew.edit"_s, u"heat"_s).ok);
            const GmResult started = table().startDowntime(1);
            ASSERT_TRUE(started.ok);
            // Wanted 0 rolls two dice and keeps the lower (5, 6 → 5); otherwise the highest die is a 5.
            std::vector<int> dice(std::max(wanted, 2), 1);
            dice.front() = 5;
            if (wanted == 0)
                dice = {5, 6};
            const GmResult rolled = table(dice).rollEntanglement(started.id);
            ASSERT_TRUE(rolled.ok);
            const Downtime d = *sw::blades::downtime(*m_store, started.id);
            EXPECT_EQ(d.entanglementBand, u"heat_4_5"_s);
            EXPECT_EQ(d.entanglements, (QStringList{u"reprisals"_s, u"unquiet_dead"_s})) << heat << " " << wanted;
            const GmResult chosen = table().chooseEntanglement(started.id, u"reprisals"_s);
            EXPECT_TRUE(chosen.ok) << heat << " " << wanted << " "
                                   << (chosen.refused.isEmpty() ? "" : chosen.refused.first().code.toStdString());
            EXPECT_EQ(sw::blades::downtime(*m_store, started.id)->entanglement, u"reprisals"_s);
            ASSERT_TRUE(table().finishDowntime(started.id).ok);
        }
    }
}

// B §1.8 (000 §派系地位等級 "−3 War"): the Tier and hold the crew plays with at war — 1 hold lost;
// a crew already weak drops a Tier; War Dogs keeps both; the sheet's own Tier and hold stay.
TEST_F(GmGapsTest, B1_8_EffectiveTierAndHoldAtWar)
{
    Crew crew = *sw::blades::crew(*m_store, 1);
    EXPECT_FALSE(effectiveStanding(crew, sw::test::srd()).reduced);
    crew.factionStatus[u"bluecoats"_s] = kWarStatus;
    crew.hold = Hold::Strong;
    CrewStanding s = effectiveStanding(crew, sw::test::srd());
    EXPECT_EQ(s.tier, 2);
    EXPECT_EQ(s.hold, Hold::Weak);
    EXPECT_TRUE(s.reduced);
    crew.hold = Hold::Weak;
    s = effectiveStanding(crew, sw::test::srd());
    EXPECT_EQ(s.tier, 1);
    EXPECT_EQ(s.hold, Hold::Weak);
    EXPECT_TRUE(s.reduced);
    EXPECT_EQ(crew.tier, 2);
    crew.abilities.append(u"war_dogs"_s);
    EXPECT_FALSE(effectiveStanding(crew, sw::test::srd()).reduced);
    crew.abilities.removeLast();
    crew.factionStatus[u"bluecoats"_s] = -2; // the war ends: Tier II again
    EXPECT_EQ(effectiveStanding(crew, sw::test::srd()).tier, 2);
}

// C §8.3 (§Acquire asset: roll the crew's Tier; quality = Tier + result) with B §1.8: at war a
// weak Tier II crew rolls 1 die and gets quality from Tier I.
TEST_F(GmGapsTest, B1_8_AcquireAssetRollsTheTierAtWar)
{
    const auto acquire = [this]() {
        const QString dt = table().startDowntime(1).id;
        sw::gm::ActivityRequest asset;
        asset.character = u"1"_s;
        asset.activity = u"acquire_asset"_s;
        const GmResult r = table({6, 6}).performActivity(dt, asset);
        EXPECT_TRUE(r.ok);
        EXPECT_TRUE(table().finishDowntime(dt).ok);
        return std::make_pair(r.rolls.isEmpty() ? -1 : r.rolls.first().pool, sw::blades::downtime(*m_store, dt)->activities.first().value);
    };
    Crew crew = *sw::blades::crew(*m_store, 1);
    crew.hold = Hold::Weak;
    ASSERT_TRUE(sw::blades::saveCrew(*m_store, 1, crew, u"crew.edit"_s, u"weak"_s).ok);
    EXPECT_EQ(acquire(), std::make_pair(2, 4)); // at peace: 2 dice, two 6s (critical): Tier 2 + 2
    atWar(Hold::Weak);
    EXPECT_EQ(acquire(), std::make_pair(1, 2)); // at war: 1 die, a 6: Tier 1 + 1
}

// C §4.1 (§Payoff: +1 rep per Tier the target is above the crew) with B §1.8: at war a weak Tier II
// crew is Tier I, so a Tier II target is one above it: 3 rep.
TEST_F(GmGapsTest, B1_8_PayoffComparesTheTierAtWar)
{
    atWar(Hold::Weak);
    Score plan;
    plan.target = u"t"_s;
    plan.plan = u"stealth"_s;
    plan.detail = u"d"_s;
    plan.targetTier = 2;
    const QString id = table().startScore(1, plan).id;
    sw::gm::ScoreEnding ending; // no coin: the lair is full (B §1.9)
    const GmResult r = table().endScore(id, ending);
    ASSERT_TRUE(r.ok) << (r.refused.isEmpty() ? "" : r.refused.first().code.toStdString());
    EXPECT_EQ(sw::blades::crew(*m_store, 1)->rep, 3);
    EXPECT_EQ(sw::blades::crew(*m_store, 1)->tier, 2); // the sheet's Tier returns when the war ends
}

} // namespace

namespace {

// B §2 steps 4–6 (hunting grounds' deal, the upgrades' factions, the contact's friend and enemy),
// B §7: the factions a new crew's sheet names become the campaign's faction records, made from the
// pack's examples in the same transaction as the crew — one undo step takes both back; a faction
// the campaign already has is left as it is.
TEST(CrewFactions, B2_FactionsNamedByANewCrewAreRecordedInItsUndoStep)
{
    QTemporaryDir dir;
    sw::store::FileError error;
    const auto file = sw::store::CampaignFile::create(dir.filePath(u"crew.sheetwright"_s), &error);
    ASSERT_NE(file, nullptr);
    sw::store::CampaignStore store(*file);
    Faction known = GmTable::fromExample(*std::find_if(sw::test::srd().factions.begin(), sw::test::srd().factions.end(),
                                                       [](const ExampleFaction &f) { return f.id == u"bluecoats"_s; }));
    known.notes = u"the GM's own"_s;
    ASSERT_TRUE(saveFaction(store, known, u"faction.add"_s, u"faction"_s).ok);
    Crew crew = startCrew(u"shadows"_s, sw::test::srd());
    crew.name = u"The Gray Knives"_s;
    crew.huntingGrounds.faction = u"lampblacks"_s; // paid off: status 0 (B §2 step 3)
    crew.factionStatus = {{u"bluecoats"_s, 1}, {u"billhooks"_s, -1}, {u"no_such_faction"_s, 1}};
    const sw::store::Receipt r = addCrewWithFactions(store, crew, sw::test::srd(), u"New crew"_s);
    ASSERT_TRUE(r.ok) << r.error.toStdString();
    EXPECT_EQ(r.sheet.kind, u"crew"_s);
    ASSERT_TRUE(faction(store, u"lampblacks"_s));
    EXPECT_EQ(faction(store, u"billhooks"_s)->tier, 2);
    EXPECT_EQ(faction(store, u"bluecoats"_s)->notes, u"the GM's own"_s);
    EXPECT_FALSE(faction(store, u"no_such_faction"_s));
    EXPECT_EQ(factions(store).size(), 3);
    ASSERT_TRUE(store.undo().ok);
    EXPECT_TRUE(store.list(u"crew"_s).isEmpty());
    EXPECT_EQ(factions(store).size(), 1) << "the crew's factions went with it";
}

} // namespace
