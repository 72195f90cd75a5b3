// The Blades gaps a new user hit through sheetwright-cli (issue #15), each with the SRD section it
// follows (rules A = blades-A-character.md, C = blades-C-score-downtime.md).
#include "systems/blades/crew.h"
#include "cli/clirun.h"
#include "core/systems/blades/fixtures.h"
#include "store/campaignfile.h"
#include "store/campaignstore.h"
#include "systems/blades/store/campaignsheets.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::blades;
using sw::test::cli;
using sw::test::CliRun;

namespace {

class BladesGapsCli : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        m_campaign = m_dir.filePath(u"gaps.sheetwright"_s);
        sw::store::FileError error;
        auto file = sw::store::CampaignFile::create(m_campaign, &error);
        ASSERT_NE(file, nullptr);
        sw::store::CampaignStore store(*file);
        // A Tier I crew at heat 4, wanted level 1; Mara in play, Tobin retired by his 4th trauma.
        Crew crew = startCrew(u"assassins"_s, sw::test::srd());
        crew.name = u"The Knives"_s;
        crew.phase = CrewPhase::Play;
        crew.tier = 1;
        crew.heat = 4;
        crew.wantedLevel = 1;
        ASSERT_TRUE(sw::blades::addCrew(store, crew, u"crew"_s).ok);
        Character mara = sw::test::playingCutter();
        mara.armor.special = true;
        ASSERT_TRUE(sw::blades::addCharacter(store, mara, 1, u"Mara"_s).ok);
        Character tobin = sw::test::playingCutter();
        tobin.name = u"Tobin"_s;
        tobin.trauma = 4;
        tobin.traumaConditions = {u"cold"_s, u"haunted"_s, u"obsessed"_s, u"paranoid"_s};
        tobin.armor.special = true;
        tobin.status = CharacterStatus::Retired;
        ASSERT_TRUE(sw::blades::addCharacter(store, tobin, 1, u"Tobin"_s).ok);
    }

    CliRun run(QStringList args, int expected = sw::cli::Ok)
    {
        args.insert(std::min<qsizetype>(2, args.size()), m_campaign); // after the subcommand
        const CliRun r = cli(args);
        EXPECT_EQ(r.code, expected) << args.join(u' ').toStdString() << "\n" << r.out.toStdString() << r.err.toStdString();
        return r;
    }

    template <typename F>
    void withStore(F &&f)
    {
        sw::store::FileError error;
        auto file = sw::store::CampaignFile::open(m_campaign, &error, sw::store::CampaignFile::Access::ReadOnly);
        ASSERT_NE(file, nullptr);
        sw::store::CampaignStore store(*file);
        f(store);
    }

    QTemporaryDir m_dir;
    QString m_campaign;
};

// C §3 (special armor restored at the start of downtime), A §2.3 (§創傷: the 4th trauma retires):
// `downtime start` works with a retired member; he is left out, not the crew.
TEST_F(BladesGapsCli, C3_DowntimeStartWithARetiredMember)
{
    const CliRun started = run({u"downtime"_s, u"start"_s, u"1"_s});
    EXPECT_TRUE(started.out.contains(u"Done: downtime-1"_s));
    const CliRun refused = run({u"downtime"_s, u"activity"_s, u"downtime-1"_s, u"2"_s, u"train"_s, u"--track"_s, u"playbook"_s},
                               sw::cli::Failure);
    EXPECT_TRUE(refused.err.contains(u"retired"_s)) << refused.err.toStdString();
    run({u"downtime"_s, u"activity"_s, u"downtime-1"_s, u"1"_s, u"train"_s, u"--track"_s, u"playbook"_s});
    run({u"downtime"_s, u"finish"_s, u"downtime-1"_s});
    withStore([](sw::store::CampaignStore &store) {
        EXPECT_FALSE(sw::blades::character(store, 1)->armor.special);
        EXPECT_TRUE(sw::blades::character(store, 2)->armor.special);
        EXPECT_TRUE(sw::blades::downtime(store, u"downtime-1"_s)->finished);
    });
}

// C §7.1 (§Entanglements, heat 4-5 column): a 5 reads "Reprisals or Unquiet Dead"; the GM picks
// Reprisals by the name the roll printed, in any language, or by its id.
TEST_F(BladesGapsCli, C7_1_ReprisalsAfterAFiveAtHeatFour)
{
    run({u"downtime"_s, u"start"_s, u"1"_s});
    const CliRun rolled = run({u"downtime"_s, u"entangle"_s, u"downtime-1"_s, u"--rolled"_s, u"5"_s});
    EXPECT_TRUE(rolled.out.contains(u"Entanglement: Reprisals or Unquiet dead."_s)) << rolled.out.toStdString();
    EXPECT_TRUE(rolled.out.contains(u"reprisals|unquiet_dead"_s)) << rolled.out.toStdString();
    // Neither the table's other columns nor a made-up name.
    const CliRun wrong = run({u"downtime"_s, u"choose"_s, u"downtime-1"_s, u"Rivals"_s}, sw::cli::Failure);
    EXPECT_TRUE(wrong.err.contains(u"reprisals, unquiet_dead"_s)) << wrong.err.toStdString();
    run({u"downtime"_s, u"choose"_s, u"downtime-1"_s, u"Reprisals"_s});
    withStore([](sw::store::CampaignStore &store) { EXPECT_EQ(sw::blades::downtime(store, u"downtime-1"_s)->entanglement, u"reprisals"_s); });
    run({u"downtime"_s, u"choose"_s, u"downtime-1"_s, u"unquiet dead"_s});
    withStore([](sw::store::CampaignStore &store) { EXPECT_EQ(sw::blades::downtime(store, u"downtime-1"_s)->entanglement, u"unquiet_dead"_s); });
    run({u"downtime"_s, u"choose"_s, u"downtime-1"_s, u"報復"_s});
    withStore([](sw::store::CampaignStore &store) { EXPECT_EQ(sw::blades::downtime(store, u"downtime-1"_s)->entanglement, u"reprisals"_s); });
}

// C §7.1: the GM picks from a roll made; before it there is nothing to pick.
TEST_F(BladesGapsCli, C7_1_NoPickBeforeTheRoll)
{
    run({u"downtime"_s, u"start"_s, u"1"_s});
    const CliRun early = run({u"downtime"_s, u"choose"_s, u"downtime-1"_s, u"reprisals"_s}, sw::cli::Failure);
    EXPECT_TRUE(early.err.contains(u"Roll the entanglement first"_s)) << early.err.toStdString();
}

// C §8.3, §6.3 (acquire asset and the incarceration roll: the crew's Tier) with B §1.8: rolled
// for a crew of a campaign, a weak Tier I crew at war rolls Tier 0 — the same dice as --tier 0.
TEST_F(BladesGapsCli, B1_8_TierRollsOfACrewAtWar)
{
    {
        sw::store::FileError error;
        auto file = sw::store::CampaignFile::open(m_campaign, &error);
        ASSERT_NE(file, nullptr);
        sw::store::CampaignStore store(*file);
        Crew crew = *sw::blades::crew(store, 1);
        crew.hold = Hold::Weak;
        crew.factionStatus[u"bluecoats"_s] = kWarStatus;
        ASSERT_TRUE(sw::blades::saveCrew(store, 1, crew, u"crew.edit"_s, u"war"_s).ok);
    }
    const QString crewSpec = m_campaign + u":1"_s;
    for (const QString &kind : {u"acquire"_s, u"incarceration"_s}) {
        const CliRun byCrew = cli({u"roll"_s, kind, u"--crew"_s, crewSpec, u"--seed"_s, u"7"_s});
        ASSERT_EQ(byCrew.code, sw::cli::Ok) << byCrew.err.toStdString();
        EXPECT_TRUE(byCrew.out.startsWith(u"At war: Tier 0 (Tier 1 when the war ends)."_s)) << byCrew.out.toStdString();
        const CliRun byTier = cli({u"roll"_s, kind, u"--tier"_s, u"0"_s, u"--seed"_s, u"7"_s});
        EXPECT_TRUE(byCrew.out.endsWith(byTier.out)) << byCrew.out.toStdString() << byTier.out.toStdString();
        EXPECT_NE(byTier.out, cli({u"roll"_s, kind, u"--tier"_s, u"1"_s, u"--seed"_s, u"7"_s}).out);
    }
}

} // namespace
