// The campaign export carries the whole campaign (issue #15, docs/campaign-format.md version 2):
// the sheets, the GM's scores and downtimes, the roll log and the history, and an import brings
// them all back — export → import → export gives the same bytes, and undo goes on where it was.
#include "systems/blades/crew.h"
#include "cli/clirun.h"
#include "core/systems/blades/fixtures.h"
#include "store/campaignfile.h"
#include "store/campaignstore.h"
#include "systems/blades/store/campaignsheets.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::blades;
using sw::test::cli;
using sw::test::CliRun;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

class CampaignExport : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        m_campaign = path(u"a.sheetwright"_s);
        sw::store::FileError error;
        auto file = sw::store::CampaignFile::create(m_campaign, &error);
        ASSERT_NE(file, nullptr);
        sw::store::CampaignStore store(*file);
        store.setName(u"Doskvol nights"_s);
        Crew crew = startCrew(u"assassins"_s, sw::test::srd());
        crew.name = u"The Knives"_s;
        crew.phase = CrewPhase::Play;
        crew.tier = 1;
        crew.heat = 2;
        crew.reputation = u"subtle"_s;
        crew.contacts.first().favorite = true;
        ASSERT_TRUE(sw::blades::addCrew(store, crew, u"crew"_s).ok);
        Character mara = sw::test::playingCutter();
        mara.stress = 3;
        ASSERT_TRUE(sw::blades::addCharacter(store, mara, 1, u"Mara"_s).ok);
    }

    QString path(const QString &name) const { return m_dir.filePath(name); }

    CliRun run(const QStringList &args, int expected = sw::cli::Ok)
    {
        const CliRun r = cli(args);
        EXPECT_EQ(r.code, expected) << args.join(u' ').toStdString() << "\n" << r.out.toStdString() << r.err.toStdString();
        return r;
    }

    // A score and a downtime with their rolls, one step undone and redone, one undone for good.
    void play()
    {
        run({u"faction"_s, u"add"_s, m_campaign, u"--example"_s, u"red_sashes"_s});
        run({u"score"_s, u"start"_s, m_campaign, u"--crew"_s, u"1"_s, u"--target"_s, u"A sword school"_s, u"--faction"_s,
             u"red_sashes"_s, u"--tier"_s, u"2"_s, u"--plan"_s, u"assault"_s, u"--detail"_s, u"the back gate"_s});
        run({u"score"_s, u"engage"_s, m_campaign, u"score-1"_s, u"--rolled"_s, u"5"_s});
        run({u"score"_s, u"end"_s, m_campaign, u"score-1"_s, u"--coin"_s, u"minor_job"_s, u"--heat"_s, u"contained"_s});
        run({u"downtime"_s, u"start"_s, m_campaign, u"1"_s, u"--after"_s, u"score-1"_s});
        run({u"downtime"_s, u"entangle"_s, m_campaign, u"downtime-1"_s, u"--rolled"_s, u"2,4"_s}); // wanted 0: two dice
        run({u"downtime"_s, u"activity"_s, m_campaign, u"downtime-1"_s, u"1"_s, u"indulge_vice"_s, u"--overindulge"_s, u"brag"_s,
             u"--rolled"_s, u"3"_s});
        run({u"undo"_s, m_campaign});
        run({u"redo"_s, m_campaign});
        run({u"clock"_s, u"add"_s, m_campaign, u"The ghost wakes"_s, u"--segments"_s, u"6"_s});
        run({u"undo"_s, m_campaign});
    }

    QTemporaryDir m_dir;
    QString m_campaign;
};

// Export → import → export: identical, with scores, downtimes, rolls and the history in it.
TEST_F(CampaignExport, ExportImportExportIsIdenticalWithScoresDowntimesRollsAndHistory)
{
    play();
    run({u"export"_s, m_campaign, path(u"a.json"_s)});
    const QByteArray first = readAll(path(u"a.json"_s));
    const QJsonObject root = QJsonDocument::fromJson(first).object();
    EXPECT_EQ(root[u"version"_s].toInt(), 2);
    ASSERT_EQ(root[u"scores"_s].toArray().size(), 1);
    EXPECT_EQ(root[u"scores"_s][0][u"id"_s].toString(), u"score-1"_s);
    ASSERT_EQ(root[u"downtimes"_s].toArray().size(), 1);
    EXPECT_EQ(root[u"rolls"_s].toArray().size(), 3); // engagement, entanglement, vice
    const QJsonArray history = root[u"history"_s].toArray();
    ASSERT_FALSE(history.isEmpty());
    EXPECT_EQ(history.last()[u"command"_s].toString(), u"clock.add"_s);
    EXPECT_EQ(history.last()[u"state"_s].toString(), u"undone"_s);
    EXPECT_FALSE(root[u"sessions"_s].toArray().isEmpty());

    const QString b = path(u"b.sheetwright"_s);
    run({u"import"_s, b, path(u"a.json"_s)});
    run({u"export"_s, b, path(u"b.json"_s)});
    EXPECT_EQ(readAll(path(u"b.json"_s)), first);
    // The imported history is the campaign's: the history command reads the same, and redo and
    // undo go on from where the campaign was.
    EXPECT_EQ(run({u"history"_s, b}).out, run({u"history"_s, m_campaign}).out);
    run({u"redo"_s, b});
    EXPECT_TRUE(run({u"list"_s, b, u"--kind"_s, u"clock"_s}).out.contains(u"The ghost wakes"_s));
    run({u"undo"_s, b});
    run({u"undo"_s, b}); // the vice roll's step
    sw::store::FileError error;
    auto file = sw::store::CampaignFile::open(b, &error, sw::store::CampaignFile::Access::ReadOnly);
    ASSERT_NE(file, nullptr);
    sw::store::CampaignStore store(*file);
    EXPECT_TRUE(sw::blades::downtime(store, u"downtime-1"_s)->activities.isEmpty());
    EXPECT_EQ(sw::blades::character(store, 1)->stress, 3);
}

// A file whose history does not end in its sheets is refused (undo would write something else);
// nothing is made.
TEST_F(CampaignExport, AHistoryThatDoesNotEndInTheSheetsIsRefused)
{
    play();
    run({u"export"_s, m_campaign, path(u"a.json"_s)});
    QJsonObject root = QJsonDocument::fromJson(readAll(path(u"a.json"_s))).object();
    QJsonArray crews = root[u"crews"_s].toArray();
    QJsonObject crew = crews.first().toObject();
    crew[u"notes"_s] = u"written in by hand"_s;
    crews[0] = crew;
    root[u"crews"_s] = crews;
    QFile f(path(u"tampered.json"_s));
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(root).toJson());
    f.close();
    const QString b = path(u"b.sheetwright"_s);
    const CliRun refused = run({u"import"_s, b, path(u"tampered.json"_s)}, sw::cli::Failure);
    EXPECT_TRUE(refused.err.contains(u"history does not end in sheet crew:1"_s)) << refused.err.toStdString();
    EXPECT_FALSE(QFile::exists(b));
}

// A version 1 file (no history) still imports, as one step of its own.
TEST_F(CampaignExport, AVersionOneFileStillImports)
{
    run({u"export"_s, m_campaign, path(u"a.json"_s)});
    QJsonObject root = QJsonDocument::fromJson(readAll(path(u"a.json"_s))).object();
    root[u"version"_s] = 1;
    for (const char *key : {"scores", "downtimes", "sessions", "history", "rolls"})
        root.remove(QLatin1StringView(key));
    QFile f(path(u"v1.json"_s));
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(root).toJson());
    f.close();
    const QString b = path(u"b.sheetwright"_s);
    run({u"import"_s, b, path(u"v1.json"_s)});
    EXPECT_TRUE(run({u"history"_s, b}).out.contains(u"campaign.import"_s));
}

} // namespace
