// A whole session scripted through sheetwright-cli (issue #6): a score against a tier-II faction
// with a kill while the crew is at war, then a full downtime. Every number is checked against the
// SRD section that sets it (rules C = blades-C-score-downtime.md, B = blades-B-crew.md).
#include "systems/blades/crew.h"
#include "systems/blades/rulepackloader.h"
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

class GmSession : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        m_campaign = m_dir.filePath(u"session.sheetwright"_s);
        sw::store::FileError error;
        auto file = sw::store::CampaignFile::create(m_campaign, &error);
        ASSERT_NE(file, nullptr);
        sw::store::CampaignStore store(*file);
        // A Tier I assassins crew in play: 2 rep, heat 6, wanted 0, 2 coin, one harmed gang.
        Crew crew = startCrew(u"assassins"_s, sw::test::srd());
        crew.name = u"The Knives"_s;
        crew.phase = CrewPhase::Play;
        crew.tier = 1;
        crew.rep = 2;
        crew.heat = 6;
        crew.coin = 2;
        Cohort gang;
        gang.types = {u"thugs"_s};
        gang.edges = {u"fearsome"_s};
        gang.flaws = {u"principled"_s};
        gang.harm = 2;
        crew.cohorts = {gang};
        ASSERT_TRUE(sw::blades::addCrew(store, crew, u"crew"_s).ok);
        Character mara = sw::test::playingCutter();
        mara.stress = 5;
        mara.harm = {{2, u"Cut arm"_s}};
        Character tobin = sw::test::playingCutter();
        tobin.name = u"Tobin"_s;
        tobin.trauma = 1;
        tobin.traumaConditions = {u"cold"_s};
        const auto added = sw::blades::addCharacter(store, mara, 1, u"Mara"_s);
        ASSERT_TRUE(added.ok) << added.error.toStdString();
        ASSERT_TRUE(sw::blades::addCharacter(store, tobin, 1, u"Tobin"_s).ok);
    }

    CliRun run(QStringList args, int expected = sw::cli::Ok)
    {
        args.insert(std::min<qsizetype>(2, args.size()), m_campaign); // after the subcommand, if any
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

TEST_F(GmSession, ScoreAgainstTierTwoFactionWithAKillAtWarThenAFullDowntime)
{
    // The ladder (B §7): the Red Sashes (tier II) are the target; the crew is at war with the
    // Lampblacks (status −3, B §7.4), whose goal clock ticks in the faction turn (C §9).
    run({u"faction"_s, u"add"_s, u"--example"_s, u"red_sashes"_s});
    run({u"faction"_s, u"add"_s, u"--example"_s, u"lampblacks"_s});
    const CliRun war = run({u"faction"_s, u"status"_s, u"1"_s, u"lampblacks=-3"_s});
    EXPECT_TRUE(war.out.contains(u"War with"_s));
    run({u"clock"_s, u"add"_s, u"Lampblacks: wipe out the Knives"_s, u"--segments"_s, u"8"_s, u"--kind"_s, u"faction"_s,
         u"--owner"_s, u"faction:lampblacks"_s});
    run({u"clock"_s, u"set"_s, u"clock-1"_s, u"2"_s});
    const CliRun ladder = run({u"faction"_s, u"list"_s, u"--crew"_s, u"1"_s});
    EXPECT_TRUE(ladder.out.contains(u"lampblacks\t\ttier 2\tweak\t-3\tat war"_s)) << ladder.out.toStdString();

    // C §1.2–§1.3: plan, detail and each PC's load, written on their sheets.
    const CliRun started = run({u"score"_s, u"start"_s, u"--crew"_s, u"1"_s, u"--target"_s, u"The Sashes' sword school"_s,
                                u"--faction"_s, u"red_sashes"_s, u"--tier"_s, u"2"_s, u"--plan"_s, u"assault"_s,
                                u"--detail"_s, u"the back gate"_s, u"--load"_s, u"1=normal"_s, u"--load"_s, u"2=light"_s});
    EXPECT_TRUE(started.out.contains(u"score-1"_s));
    // C §1.4: 1d, −1d for a higher-tier target: 0d, roll two and keep the lowest (4, 5 → 4: risky).
    const CliRun engaged = run({u"score"_s, u"engage"_s, u"score-1"_s, u"--modifier"_s, u"higher_tier_target"_s,
                                u"--rolled"_s, u"4,5"_s});
    EXPECT_TRUE(engaged.out.contains(u"4/5"_s)) << engaged.out.toStdString();
    // C §4: a standard score pays 6 coin (2 to each PC, 2 to the crew: the lair holds 4, B §1.9);
    // rep 2 + 1 per tier the target is above the crew (II − I) = 3. C §5.1: loud & chaotic 4,
    // killing +2, at war +1 = 7 heat; 6 + 7 = 13 → wanted +1, heat 4 (C §5.2). B §7.3: −2 status.
    const CliRun ended = run({u"score"_s, u"end"_s, u"score-1"_s, u"--coin"_s, u"standard_score"_s, u"--give"_s, u"1=2"_s,
                              u"--give"_s, u"2=2"_s, u"--heat"_s, u"loud_chaotic"_s, u"--killing"_s, u"--status"_s,
                              u"red_sashes=-2"_s});
    EXPECT_TRUE(ended.out.contains(u"Payoff: 3 rep, 6 coin."_s)) << ended.out.toStdString();
    EXPECT_TRUE(ended.out.contains(u"Heat: +7 (wanted level +1)."_s)) << ended.out.toStdString();
    withStore([](sw::store::CampaignStore &store) {
        const Crew crew = *sw::blades::crew(store, 1);
        EXPECT_EQ(crew.rep, 5);
        EXPECT_EQ(crew.coin, 4);
        EXPECT_EQ(crew.heat, 4);
        EXPECT_EQ(crew.wantedLevel, 1);
        EXPECT_EQ(crew.factionStatus.value(u"red_sashes"_s), -2);
        EXPECT_EQ(sw::blades::character(store, 1)->coin, 2);
        // C §1.3: the loads chosen at the start are on the score; ending it cleared the sheets'.
        EXPECT_EQ(sw::blades::score(store, u"score-1"_s)->loads.value(u"1"_s), u"normal"_s);
        EXPECT_EQ(sw::blades::score(store, u"score-1"_s)->loads.value(u"2"_s), u"light"_s);
        EXPECT_TRUE(sw::blades::character(store, 1)->loadLevel.isEmpty());
        EXPECT_TRUE(sw::blades::character(store, 2)->loadLevel.isEmpty());
        // B §1.8: at war the crew's hold drops one step for the duration.
        EXPECT_EQ(warEffects(crew, sw::test::srd()).hold, Hold::Weak);
    });

    // C §3: downtime after the score. C §7.1: 1 die at wanted level 1, the heat 4-5 column;
    // a 5 reads the mixed row: Reprisals or Unquiet Dead, the GM picks.
    run({u"downtime"_s, u"start"_s, u"1"_s, u"--after"_s, u"score-1"_s});
    const CliRun entangled = run({u"downtime"_s, u"entangle"_s, u"downtime-1"_s, u"--rolled"_s, u"5"_s});
    EXPECT_TRUE(entangled.out.contains(u"Entanglement: Reprisals or Unquiet dead."_s)) << entangled.out.toStdString();
    run({u"downtime"_s, u"choose"_s, u"downtime-1"_s, u"reprisals"_s});

    // C §8.1: at war each PC has one activity; Mara buys a second with 1 crew rep.
    run({u"downtime"_s, u"buy"_s, u"downtime-1"_s, u"1"_s, u"--purse"_s, u"rep"_s});
    // C §8.6: a healer with Tinker 2 rolls 6, 3 → 6, raised to a critical with 1 coin: 5 segments;
    // 4 fill the healing clock, harm 2 drops to 1, the 5th stays on the clock.
    run({u"downtime"_s, u"activity"_s, u"downtime-1"_s, u"1"_s, u"recover"_s, u"--healer"_s, u"2"_s, u"--coin"_s, u"1"_s,
         u"--rolled"_s, u"6,3"_s});
    // C §8.8: the lowest attribute is 1 die; a 3 clears 3 of her 5 stress (no overindulgence).
    run({u"downtime"_s, u"activity"_s, u"downtime-1"_s, u"1"_s, u"indulge_vice"_s, u"--overindulge"_s, u"brag"_s,
         u"--rolled"_s, u"3"_s});
    // C §8.5: Tobin's Command 1 rolls a 6: 3 heat cleared.
    run({u"downtime"_s, u"activity"_s, u"downtime-1"_s, u"2"_s, u"reduce_heat"_s, u"--action"_s, u"command"_s,
         u"--rolled"_s, u"6"_s});
    // His one activity is spent (C §8.1, at war).
    const CliRun refused = run({u"downtime"_s, u"activity"_s, u"downtime-1"_s, u"2"_s, u"train"_s, u"--track"_s,
                                u"playbook"_s}, sw::cli::Failure);
    EXPECT_TRUE(refused.err.contains(u"1 coin or 1 rep"_s)) << refused.err.toStdString();
    // C §9: the faction turn — a fortune roll on the Lampblacks' tier II: 6, 2 → 3 segments.
    run({u"clock"_s, u"roll"_s, u"clock-1"_s, u"--rolled"_s, u"6,2"_s});
    // C §8.9: Tobin did not indulge: 1 stress per trauma. B §4.6: the gang heals one level.
    run({u"downtime"_s, u"finish"_s, u"downtime-1"_s});

    withStore([](sw::store::CampaignStore &store) {
        const Crew crew = *sw::blades::crew(store, 1);
        EXPECT_EQ(crew.rep, 4);
        EXPECT_EQ(crew.coin, 4);
        EXPECT_EQ(crew.heat, 1);
        EXPECT_EQ(crew.wantedLevel, 1);
        EXPECT_EQ(crew.factionStatus.value(u"lampblacks"_s), -3);
        EXPECT_EQ(crew.cohorts.first().harm, 1);
        const Character mara = *sw::blades::character(store, 1);
        EXPECT_EQ(mara.coin, 1);
        EXPECT_EQ(mara.stress, 2);
        ASSERT_EQ(mara.harm.size(), 1);
        EXPECT_EQ(mara.harm.first().level, 1);
        EXPECT_EQ(mara.healing, 1);
        const Character tobin = *sw::blades::character(store, 2);
        EXPECT_EQ(tobin.coin, 2);
        EXPECT_EQ(tobin.stress, 1);
        EXPECT_EQ(sw::blades::clock(store, u"clock-1"_s)->clock.filled, 5);
        const Downtime downtime = *sw::blades::downtime(store, u"downtime-1"_s);
        EXPECT_TRUE(downtime.finished);
        EXPECT_EQ(downtime.entanglement, u"reprisals"_s);
        EXPECT_EQ(downtime.activities.size(), 3);
        // Every roll is in the campaign's roll log, newest first.
        const auto rolls = store.rolls();
        ASSERT_EQ(rolls.size(), 6);
        EXPECT_EQ(rolls.last().kind, u"engagement"_s);
        EXPECT_EQ(rolls.first().kind, u"faction_clock"_s);
        // The timeline holds the score, the downtime's steps and the faction changes.
        QStringList commands;
        for (const auto &entry : store.timeline({u"score."_s, u"downtime."_s, u"faction."_s}))
            commands.prepend(entry.command);
        EXPECT_EQ(commands.first(), u"faction.add"_s);
        EXPECT_TRUE(commands.contains(u"score.end"_s));
        EXPECT_EQ(commands.last(), u"downtime.finish"_s);
    });
}

// Undo walks the session back through the same journal (DESIGN: the spine).
TEST_F(GmSession, UndoTakesBackTheScoresEndInOneStep)
{
    run({u"faction"_s, u"add"_s, u"--example"_s, u"red_sashes"_s});
    run({u"score"_s, u"start"_s, u"--crew"_s, u"1"_s, u"--target"_s, u"x"_s, u"--tier"_s, u"2"_s, u"--plan"_s, u"stealth"_s,
         u"--detail"_s, u"roof"_s});
    run({u"score"_s, u"end"_s, u"score-1"_s, u"--coin"_s, u"minor_job"_s, u"--heat"_s, u"wild"_s, u"--status"_s, u"red_sashes=1"_s});
    run({u"undo"_s});
    withStore([](sw::store::CampaignStore &store) {
        EXPECT_EQ(sw::blades::crew(store, 1)->heat, 6);
        EXPECT_EQ(sw::blades::crew(store, 1)->rep, 2);
        EXPECT_TRUE(sw::blades::crew(store, 1)->factionStatus.isEmpty());
        EXPECT_TRUE(sw::blades::score(store, u"score-1"_s)->outcome.isEmpty());
    });
}

} // namespace

// Fewer dice given with --rolled than the roll needs (a tier-II faction's fortune roll takes
// two): the command says so and stops, nothing is written and nothing crashes.
TEST_F(GmSession, TooFewRolledDiceAreRefusedWithoutAChange)
{
    run({u"faction"_s, u"add"_s, u"--example"_s, u"lampblacks"_s});
    run({u"clock"_s, u"add"_s, u"Lampblacks: wipe out the Knives"_s, u"--segments"_s, u"8"_s, u"--kind"_s, u"faction"_s,
         u"--owner"_s, u"faction:lampblacks"_s});
    std::size_t entries = 0;
    withStore([&](sw::store::CampaignStore &store) { entries = store.history().size(); });
    const CliRun refused = run({u"clock"_s, u"roll"_s, u"clock-1"_s, u"--rolled"_s, u"6"_s}, sw::cli::UsageError);
    EXPECT_TRUE(refused.err.contains(u"fewer than this roll needs"_s)) << refused.err.toStdString();
    withStore([&](sw::store::CampaignStore &store) {
        EXPECT_EQ(store.history().size(), entries);
        EXPECT_EQ(sw::blades::clock(store, u"clock-1"_s)->clock.filled, 0);
    });
}
