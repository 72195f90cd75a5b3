// Campaign files of every earlier schema come up to date (schema v4: one JSON document per sheet)
// with nothing lost: every sheet as the old version showed it, the campaign list in its order,
// the whole journal, undo and redo across the migration, and each sheet's history. The expected
// values were written by the release that wrote each fixture (tests/fixtures/campaigns/README.md).
#include "store/campaignstore.h"
#include "support/filechecksum.h"
#include "systems/blades/store/campaignsheets.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::store::CampaignFile;
using sw::store::CampaignStore;
using sw::store::FileError;
using sw::store::SheetRef;

namespace {

QJsonObject expected(const QString &name)
{
    QFile file(QStringLiteral(SHEETWRIGHT_FIXTURES_DIR "/campaigns/") + name + u".expected.json"_s);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name.toStdString();
    return QJsonDocument::fromJson(file.readAll()).object();
}

QStringList lines(const QJsonValue &array)
{
    QStringList out;
    for (const QJsonValue &v : array.toArray())
        out.append(v.toString());
    return out;
}

// The campaign list as `sheetwright-cli list` prints it, then the GM's records.
QStringList listing(const CampaignStore &store, const QStringList &kinds = {QString()})
{
    QStringList out;
    for (const QString &kind : kinds) {
        for (const sw::store::SheetInfo &i : store.list(kind))
            out.append(u"%1:%2\t%3\t%4\t%5"_s.arg(i.ref.kind, i.ref.id, i.name, i.type, i.crewId));
    }
    return out;
}

SheetRef refOf(const QString &text)
{
    const qsizetype colon = text.indexOf(u':');
    return {text.left(colon), text.mid(colon + 1)};
}

class MigrationTest : public ::testing::Test
{
protected:
    QString copyOf(const QString &fixture)
    {
        const QString copy = dir.filePath(fixture + u".sheetwright"_s);
        EXPECT_TRUE(QFile::copy(QStringLiteral(SHEETWRIGHT_FIXTURES_DIR "/campaigns/") + fixture + u".sheetwright"_s, copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        return copy;
    }

    // Opens the fixture for editing (which migrates it) and checks every value against what the
    // release that wrote it showed.
    void expectEveryValueKept(const QString &fixture, int oldVersion)
    {
        const QString copy = copyOf(fixture);
        ASSERT_EQ(sw::store::readHeader(copy).userVersion, oldVersion);
        const QByteArray before = sw::test::fileChecksum(copy);
        FileError error;
        file = CampaignFile::open(copy, &error);
        ASSERT_NE(file, nullptr) << error.detail.toStdString();
        EXPECT_EQ(file->schemaVersion(), sw::store::kSchemaVersion);
        ASSERT_FALSE(file->migrationBackup().isEmpty());
        EXPECT_EQ(sw::test::fileChecksum(file->migrationBackup()), before);
        store = std::make_unique<CampaignStore>(*file);

        const QJsonObject want = expected(fixture);
        EXPECT_EQ(listing(*store), lines(want[u"list"_s]));
        EXPECT_EQ(listing(*store, {u"score"_s, u"downtime"_s}), lines(want[u"records"_s]));
        const QJsonObject sheets = want[u"sheets"_s].toObject();
        ASSERT_FALSE(sheets.isEmpty());
        for (auto it = sheets.begin(); it != sheets.end(); ++it) {
            const auto doc = store->snapshot(refOf(it.key()));
            ASSERT_TRUE(doc.has_value()) << it.key().toStdString();
            EXPECT_EQ(*doc, it.value().toObject()) << it.key().toStdString();
        }
        EXPECT_EQ(store->history().size(), want[u"history_lines"_s].toInt());

        QSqlQuery q(file->database());
        ASSERT_TRUE(q.exec(u"SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN "
                           "('characters', 'crews', 'factions', 'clocks', 'scores', 'downtimes', 'character_harm', 'overrides')"_s)
                    && q.next());
        EXPECT_EQ(q.value(0).toInt(), 0) << "the typed tables are gone";
        ASSERT_TRUE(q.exec(u"PRAGMA integrity_check"_s) && q.next());
        EXPECT_EQ(q.value(0).toString(), u"ok"_s);
        ASSERT_TRUE(q.exec(u"PRAGMA foreign_key_check"_s));
        EXPECT_FALSE(q.next());
    }

    QTemporaryDir dir;
    std::unique_ptr<CampaignFile> file;
    std::unique_ptr<CampaignStore> store;
};

} // namespace

TEST_F(MigrationTest, AVersion1FileComesUpEmptyWithTheDocumentStore)
{
    const QString copy = copyOf(u"v1-empty"_s);
    FileError error;
    file = CampaignFile::open(copy, &error);
    ASSERT_NE(file, nullptr) << error.detail.toStdString();
    EXPECT_EQ(file->schemaVersion(), sw::store::kSchemaVersion);
    CampaignStore s(*file);
    EXPECT_TRUE(s.list().isEmpty());
    EXPECT_TRUE(s.history().isEmpty());
    QSqlQuery q(file->database());
    ASSERT_TRUE(q.exec(u"SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN ('sheets', 'journal', 'rolls', 'sessions')"_s) && q.next());
    EXPECT_EQ(q.value(0).toInt(), 4);
}

TEST_F(MigrationTest, AVersion2FileKeepsEverySheetTheJournalAndItsUndo)
{
    expectEveryValueKept(u"v2-imported"_s, 2);
    // Its last step was undone before the migration: redo brings it back, undo takes it away.
    ASSERT_TRUE(store->canRedo());
    const QString label = store->redoLabel();
    const auto redone = store->redo();
    ASSERT_TRUE(redone.ok) << redone.error.toStdString();
    EXPECT_EQ(store->undoLabel(), label);
    ASSERT_TRUE(store->undo().ok);
    ASSERT_TRUE(store->undo().ok) << "an entry written before the migration";
}

TEST_F(MigrationTest, AVersion3FileKeepsEverySheetRecordRollAndItsUndo)
{
    expectEveryValueKept(u"v3-session"_s, 3);
    const SheetRef clock{u"clock"_s, u"clock-1"_s};
    const QJsonObject want = expected(u"v3-session"_s);
    EXPECT_EQ(store->history(clock).size(), lines(want[u"history_clock_1"_s]).size());
    EXPECT_EQ(sw::blades::clock(*store, u"clock-1"_s)->clock.filled, 3);
    EXPECT_EQ(store->rolls().size(), 3);
    EXPECT_TRUE(sw::blades::score(*store, u"score-1"_s).has_value());
    EXPECT_TRUE(sw::blades::downtime(*store, u"downtime-1"_s).has_value());
    // The step undone before the migration (the clock set to 5) comes back, and goes again.
    ASSERT_TRUE(store->redo().ok);
    EXPECT_EQ(sw::blades::clock(*store, u"clock-1"_s)->clock.filled, 5);
    ASSERT_TRUE(store->undo().ok);
    EXPECT_EQ(sw::blades::clock(*store, u"clock-1"_s)->clock.filled, 3);
    // Restoring the clock as it was added, before the migration, is one more undoable edit.
    const auto entries = store->history(clock);
    const auto restored = store->restore(clock, entries.at(0).id, u"Back"_s);
    ASSERT_TRUE(restored.ok) << restored.error.toStdString();
    EXPECT_EQ(sw::blades::clock(*store, u"clock-1"_s)->clock.filled, 0);
    ASSERT_TRUE(store->undo().ok);
    EXPECT_EQ(sw::blades::clock(*store, u"clock-1"_s)->clock.filled, 3);
    ASSERT_TRUE(store->undo().ok);
    EXPECT_EQ(sw::blades::clock(*store, u"clock-1"_s)->clock.filled, 0) << "an entry written before the migration: the clock as added";
}

// Reading an older file without the right to edit it (list, show, export) never changes it: an
// up-to-date copy in the temporary folder is read instead, and removed afterwards.
TEST_F(MigrationTest, AReadOnlyLookAtAnOlderFileLeavesItUntouched)
{
    const QString copy = copyOf(u"v3-session"_s);
    const QByteArray before = sw::test::fileChecksum(copy);
    QString view;
    {
        FileError error;
        auto reader = CampaignFile::open(copy, &error, CampaignFile::Access::ReadOnly);
        ASSERT_NE(reader, nullptr) << error.detail.toStdString();
        EXPECT_TRUE(reader->readOnly());
        view = reader->viewCopy();
        ASSERT_FALSE(view.isEmpty());
        EXPECT_EQ(reader->path(), copy);
        CampaignStore s(*reader);
        EXPECT_EQ(listing(s), lines(expected(u"v3-session"_s)[u"list"_s]));
        EXPECT_FALSE(s.undo().ok) << "read-only";
    }
    EXPECT_EQ(sw::test::fileChecksum(copy), before);
    EXPECT_EQ(sw::store::readHeader(copy).userVersion, 3);
    EXPECT_FALSE(QFileInfo::exists(view));
}
