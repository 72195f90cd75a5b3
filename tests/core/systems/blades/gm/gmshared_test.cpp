// The GM's writes on a campaign two machines write (issue #19, "Live"): a score's end, downtime
// and the GM boards, when another machine changed a sheet they read before they wrote it, are
// made again on the sheet as it is now inside the write's transaction (gm/gmreplay.h) — both
// edits present, nothing lost; two different values for one field are refused naming the other;
// a request the campaign no longer allows is stale. On both engines: two stores on one campaign
// file (SQLite) and two connections to a throwaway server (PostgreSQL, support/pgserver.h).
// The other machine's write lands between the GM's read and its write: the table asks for a
// sheet's pack (SheetPacks) or rolls a die in between, and that is when the other one writes.
#include "core/systems/blades/fixtures.h"
#include "store/campaignfile.h"
#include "support/pgserver.h"
#include "systems/blades/crew.h"
#include "systems/blades/gm/gmtable.h"
#include "systems/blades/store/campaignsheets.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::blades;
using sw::gm::GmResult;
using sw::gm::GmTable;
using sw::store::StoreProblem;

namespace {

enum class Engine { Sqlite, Postgres };

class SharedGmWrites : public ::testing::TestWithParam<Engine>
{
protected:
    void SetUp() override
    {
        QString location = dir.filePath(u"table.sheetwright"_s);
        if (GetParam() == Engine::Postgres) {
            sw::test::PgServer &pg = sw::test::PgServer::instance();
            if (!pg.available())
                GTEST_SKIP() << pg.why().toStdString();
            location = pg.newDatabase();
            ASSERT_FALSE(location.isEmpty());
        }
        sw::store::FileError error;
        gmFile = sw::store::CampaignFile::create(location, &error);
        ASSERT_NE(gmFile, nullptr) << error.detail.toStdString();
        gm = std::make_unique<sw::store::CampaignStore>(*gmFile);
        // The other machine: its own connection to the server; on a file, a second store on it.
        if (GetParam() == Engine::Postgres) {
            otherFile = sw::store::CampaignFile::open(location, &error);
            ASSERT_NE(otherFile, nullptr) << error.detail.toStdString();
        }
        other = std::make_unique<sw::store::CampaignStore>(otherFile ? *otherFile : *gmFile);

        Crew crew = startCrew(u"shadows"_s, sw::test::srd());
        crew.name = u"The Lampblacks"_s;
        crew.phase = CrewPhase::Play;
        crew.tier = 1;
        ASSERT_TRUE(addCrew(*gm, crew, u"crew"_s).ok);
        Character mara = sw::test::playingCutter();
        mara.stress = 1;
        mara.coin = 1;
        ASSERT_TRUE(addCharacter(*gm, mara, 1, u"pc"_s).ok); // character 1
        Faction bluecoats;
        bluecoats.id = u"bluecoats"_s;
        bluecoats.category = u"institutions"_s;
        bluecoats.tier = 2;
        bluecoats.hold = u"strong"_s;
        ASSERT_TRUE(GmTable(*gm, sw::test::srd(), dice).saveFaction(bluecoats).ok);
    }

    // The GM's table; `between` runs once, the first time the table asks for a sheet's pack —
    // after it read the sheets, before it wrote them.
    GmTable table(std::function<void()> between = {})
    {
        m_between = std::move(between);
        return GmTable(*gm, sw::test::srd(), dice, [this](const QString &) -> const RulePack & {
            if (const std::function<void()> now = std::exchange(m_between, {}))
                now();
            return sw::test::srd();
        });
    }

    // The other machine marks stress on character 1 (a plain edit of the sheet as it reads it).
    void markStressElsewhere(int amount)
    {
        Character c = *character(*other, 1);
        c.stress += amount;
        ASSERT_TRUE(saveCharacter(*other, 1, c, u"character.mark_stress"_s, u"Stress"_s).ok);
    }

    QString startScore()
    {
        Score plan;
        plan.target = u"The Bluecoats' armoury"_s;
        plan.plan = u"stealth"_s;
        plan.detail = u"the sewers"_s;
        plan.loads = {{u"1"_s, u"normal"_s}};
        const GmResult r = GmTable(*gm, sw::test::srd(), dice).startScore(1, plan);
        EXPECT_TRUE(r.ok);
        return r.id;
    }

    static sw::gm::ScoreEnding payingMara(int coin)
    {
        sw::gm::ScoreEnding ending;
        ending.coinBand = u"minor_job"_s;
        ending.coinToMembers = {{u"1"_s, coin}};
        return ending;
    }

    qint64 entries(const sw::store::SheetRef &sheet) const { return gm->history(sheet).size(); }

    QTemporaryDir dir;
    std::unique_ptr<sw::store::CampaignFile> gmFile, otherFile;
    std::unique_ptr<sw::store::CampaignStore> gm, other;
    sw::rules::ScriptedRandom dice{std::vector<int>{}};
    std::function<void()> m_between;
};

const sw::store::SheetRef kMara{u"character"_s, u"1"_s};
const sw::store::SheetRef kCrew{u"crew"_s, u"1"_s};

} // namespace

// C §4.2, C §1.3: the GM ends a score that pays Mara 2 coin and puts her load down; meanwhile a
// player marks 2 stress on her sheet. Both are there: her stress, the GM's coin and cleared load.
TEST_P(SharedGmWrites, AScoresEndPaysCoinOnTopOfStressMarkedMeanwhile)
{
    const QString score = startScore();
    const Character before = *character(*gm, 1);
    ASSERT_EQ(before.loadLevel, u"normal"_s);
    const qint64 maraEntries = entries(kMara);
    const GmResult r = table([&] { markStressElsewhere(2); }).endScore(score, payingMara(2));
    ASSERT_TRUE(r.ok) << r.error.toStdString();
    const Character after = *character(*gm, 1);
    EXPECT_EQ(after.stress, before.stress + 2) << "the player's stress kept";
    EXPECT_EQ(after.coin, before.coin + 2) << "the GM's payoff written";
    EXPECT_TRUE(after.loadLevel.isEmpty()) << "the load put down";
    EXPECT_EQ(*character(*other, 1), after) << "both machines read the same sheet";
    EXPECT_EQ(entries(kMara), maraEntries + 2) << "the player's edit and the score's end, each once";
    EXPECT_EQ(sw::blades::score(*gm, score)->outcome, u"success"_s);
    EXPECT_GT(crew(*gm, 1)->heat, 0) << "the crew's heat from the score";
}

// B §7.3: two GMs (two windows) set the crew's status with the Bluecoats, one to +1, the other
// to −1: the second, made again, would write over the first's value — refused, naming it; nothing
// of the second written.
TEST_P(SharedGmWrites, TwoStatusesForOneFactionAreRefusedNamingTheOther)
{
    const qint64 crewEntries = entries(kCrew);
    const GmResult r = table([&] {
                           ASSERT_TRUE(GmTable(*other, sw::test::srd(), dice).setStatus(1, u"bluecoats"_s, 1).ok);
                       }).setStatus(1, u"bluecoats"_s, -1);
    EXPECT_FALSE(r.ok);
    EXPECT_EQ(r.receipt.problem, StoreProblem::Conflict) << r.error.toStdString();
    EXPECT_EQ(r.receipt.sheet, kCrew);
    EXPECT_EQ(r.receipt.conflictValue, u"1"_s);
    EXPECT_TRUE(r.receipt.conflictField.contains(u"bluecoats"_s)) << r.receipt.conflictField.toStdString();
    EXPECT_EQ(crew(*gm, 1)->factionStatus.value(u"bluecoats"_s), 1) << "the other GM's status kept";
    EXPECT_EQ(entries(kCrew), crewEntries + 1);
}

// C §4: the score was ended on the other machine between the GM's read and write: ending it
// again is not the same request now (the score is over) — refused as stale, nothing doubled.
TEST_P(SharedGmWrites, AScoreEndedMeanwhileIsStale)
{
    const QString score = startScore();
    const Character before = *character(*gm, 1);
    const GmResult r = table([&] {
                           ASSERT_TRUE(GmTable(*other, sw::test::srd(), dice).endScore(score, payingMara(2)).ok);
                       }).endScore(score, payingMara(2));
    EXPECT_FALSE(r.ok);
    EXPECT_EQ(r.receipt.problem, StoreProblem::Stale) << r.error.toStdString();
    EXPECT_EQ(character(*gm, 1)->coin, before.coin + 2) << "paid once";
}

// C §8.9: the GM ends downtime; Mara did not indulge her vice and takes stress equal to her
// trauma; meanwhile the crew's coin is changed on the other machine. Both kept.
TEST_P(SharedGmWrites, DowntimesEndGoesInBesideAnotherEdit)
{
    Character mara = *character(*gm, 1);
    mara.trauma = 1;
    mara.traumaConditions = {u"cold"_s};
    ASSERT_TRUE(saveCharacter(*gm, 1, mara, u"character.trauma"_s, u"Trauma"_s).ok);
    const GmResult started = GmTable(*gm, sw::test::srd(), dice).startDowntime(1);
    ASSERT_TRUE(started.ok);
    const GmResult r = table([&] { markStressElsewhere(1); }).finishDowntime(started.id);
    ASSERT_TRUE(r.ok) << r.error.toStdString();
    EXPECT_EQ(character(*gm, 1)->stress, mara.stress + 1 + mara.trauma) << "the player's mark and the vice ignored";
    EXPECT_TRUE(sw::blades::downtime(*gm, started.id)->finished);
}

namespace {

// Dice from a script; `before` runs once, as the first die is asked for (after the request read
// its sheets, before it writes them).
class DiceWithAnInterruption final : public sw::rules::RandomSource
{
public:
    explicit DiceWithAnInterruption(std::vector<int> dice) : m_dice(std::move(dice)) {}
    int d6() override
    {
        if (const std::function<void()> now = std::exchange(before, {}))
            now();
        return m_dice.d6();
    }
    std::size_t remaining() const { return m_dice.remaining(); }
    std::function<void()> before;

private:
    sw::rules::ScriptedRandom m_dice;
};

} // namespace

// C §8.5: Mara reduces the crew's heat with Skirmish (2 dice) in downtime; as the dice are rolled a
// player marks stress on her sheet. The activity is made again on her sheet as it is now with the
// dice it rolled (not new ones): her stress kept, the crew's heat reduced once, one roll logged.
TEST_P(SharedGmWrites, ADowntimeActivityIsMadeAgainWithTheDiceItRolled)
{
    const GmResult started = GmTable(*gm, sw::test::srd(), dice).startDowntime(1);
    ASSERT_TRUE(started.ok);
    const int stress = character(*gm, 1)->stress;
    DiceWithAnInterruption rolled({6, 3, 5, 5});
    rolled.before = [&] { markStressElsewhere(2); };
    sw::gm::ActivityRequest request;
    request.character = u"1"_s;
    request.activity = u"reduce_heat"_s;
    request.action = u"skirmish"_s;
    const GmResult r = GmTable(*gm, sw::test::srd(), rolled).performActivity(started.id, request);
    ASSERT_TRUE(r.ok) << r.error.toStdString() << (r.refused.isEmpty() ? "" : r.refused.first().code.toStdString());
    EXPECT_EQ(character(*gm, 1)->stress, stress + 2) << "the player's stress kept";
    EXPECT_EQ(rolled.remaining(), 2u) << "two dice rolled, none again";
    ASSERT_EQ(gm->rolls(10, u"downtime:"_s + started.id).size(), 1);
    EXPECT_EQ(gm->rolls(10, u"downtime:"_s + started.id).first().dice, (QList<int>{6, 3}));
    ASSERT_EQ(sw::blades::downtime(*gm, started.id)->activities.size(), 1);
}

// Issue #20 on both engines: the clocks board's page (the store's order, one owner kind's keys as
// a range) and the lookup of the clocks that unlock the ones shown (schema v7's index of a
// clock's linked_to: json_extract on a file, ->> on a server), read from the other connection.
TEST_P(SharedGmWrites, TheClocksBoardsPageAndItsLockersReadTheSameOnBothEngines)
{
    const auto save = [&](const QString &name, ClockOwnerKind owner, const QString &ownerId, const QString &linkedTo) {
        ClockEntry c;
        c.name = name;
        c.clock.segments = 4;
        c.ownerKind = owner;
        c.ownerId = ownerId;
        c.linkedTo = linkedTo;
        const GmResult r = GmTable(*gm, sw::test::srd(), dice).saveClock(c);
        EXPECT_TRUE(r.ok) << r.error.toStdString();
        return r.id;
    };
    const QString vault = save(u"Vault"_s, ClockOwnerKind::Campaign, {}, {});
    const QString wall = save(u"Wall"_s, ClockOwnerKind::Campaign, {}, vault);
    const QString goal = save(u"Goal"_s, ClockOwnerKind::Faction, u"bluecoats"_s, {});
    const auto names = [](const QList<ClockEntry> &clocks) {
        QStringList out;
        for (const ClockEntry &c : clocks)
            out << c.name;
        return out;
    };
    EXPECT_EQ(names(clockPage(*other, {}, {}, 0, 2)), (QStringList{u"Vault"_s, u"Wall"_s}));
    EXPECT_EQ(names(clockPage(*other, {}, {}, 2, 2)), QStringList{u"Goal"_s});
    EXPECT_EQ(names(clockPage(*other, u"faction"_s, u"bluecoats"_s, 0, 10)), QStringList{u"Goal"_s});
    EXPECT_EQ(names(clockPage(*other, u"campaign"_s, {}, 0, 10)), (QStringList{u"Vault"_s, u"Wall"_s}));
    EXPECT_EQ(names(clocksUnlocking(*other, {vault, goal})), QStringList{u"Wall"_s});
    EXPECT_TRUE(clocksUnlocking(*other, {wall}).isEmpty());
    EXPECT_FALSE(other->readError().failed());
}

INSTANTIATE_TEST_SUITE_P(Engines, SharedGmWrites, ::testing::Values(Engine::Sqlite, Engine::Postgres),
                         [](const ::testing::TestParamInfo<Engine> &engine) {
                             return engine.param == Engine::Sqlite ? std::string("Sqlite") : std::string("Postgres");
                         });
