#include "store/campaignfile.h"
#include "support/filechecksum.h"
#include "store/schema.h"

#include <QCryptographicHash>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::store::CampaignFile;
using sw::store::FileError;
using sw::store::FileProblem;

namespace {

using sw::test::fileChecksum;

void writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

// Makes a plain SQLite database with the given header values, as another program would.
void makeSqlite(const QString &path, qint64 applicationId, int userVersion)
{
    const QString name = u"fixture-"_s + path;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        ASSERT_TRUE(db.open());
        QSqlQuery q(db);
        ASSERT_TRUE(q.exec(u"CREATE TABLE t (x INTEGER)"_s));
        ASSERT_TRUE(q.exec(u"PRAGMA application_id = %1"_s.arg(applicationId)));
        ASSERT_TRUE(q.exec(u"PRAGMA user_version = %1"_s.arg(userVersion)));
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

class CampaignFileTest : public ::testing::Test
{
protected:
    QString path(const QString &name) const { return dir.filePath(name); }

    // Opening must fail with `expected` and leave the file byte-for-byte as it was.
    void expectRefusedUntouched(const QString &file, FileProblem expected, bool seenInHeader = true)
    {
        const QByteArray before = fileChecksum(file);
        FileError error;
        EXPECT_EQ(CampaignFile::open(file, &error), nullptr);
        EXPECT_EQ(error.problem, expected);
        EXPECT_EQ(fileChecksum(file), before);
        if (seenInHeader) {
            EXPECT_EQ(sw::store::inspect(file).problem, expected);
        }
    }

    QTemporaryDir dir;
};

} // namespace

TEST_F(CampaignFileTest, CreateWritesApplicationIdAndSchemaVersion)
{
    FileError error;
    auto file = CampaignFile::create(path(u"new.sheetwright"_s), &error);
    ASSERT_NE(file, nullptr) << error.detail.toStdString();
    EXPECT_EQ(file->schemaVersion(), sw::store::kSchemaVersion);
    QSqlQuery q(file->database());
    ASSERT_TRUE(q.exec(u"PRAGMA journal_mode"_s) && q.next());
    EXPECT_EQ(q.value(0).toString(), u"wal"_s);
    file.reset();

    const auto header = sw::store::readHeader(path(u"new.sheetwright"_s));
    EXPECT_TRUE(header.sqlite);
    EXPECT_EQ(header.applicationId, sw::store::kApplicationId);
    EXPECT_EQ(header.userVersion, sw::store::kSchemaVersion);
}

TEST_F(CampaignFileTest, CreatedFileReopens)
{
    FileError error;
    ASSERT_NE(CampaignFile::create(path(u"a.sheetwright"_s), &error), nullptr);
    auto reopened = CampaignFile::open(path(u"a.sheetwright"_s), &error);
    ASSERT_NE(reopened, nullptr) << error.detail.toStdString();
    EXPECT_EQ(error.problem, FileProblem::None);
    EXPECT_EQ(reopened->schemaVersion(), sw::store::kSchemaVersion);
}

TEST_F(CampaignFileTest, CreateMakesMissingFolders)
{
    FileError error;
    EXPECT_NE(CampaignFile::create(path(u"deep/er/c.sheetwright"_s), &error), nullptr);
}

TEST_F(CampaignFileTest, CreateNeverOverwrites)
{
    writeBytes(path(u"taken"_s), "precious notes");
    const QByteArray before = fileChecksum(path(u"taken"_s));
    FileError error;
    EXPECT_EQ(CampaignFile::create(path(u"taken"_s), &error), nullptr);
    EXPECT_EQ(error.problem, FileProblem::AlreadyExists);
    EXPECT_EQ(fileChecksum(path(u"taken"_s)), before);
}

TEST_F(CampaignFileTest, MissingFileIsReported)
{
    FileError error;
    EXPECT_EQ(CampaignFile::open(path(u"nothing-here"_s), &error), nullptr);
    EXPECT_EQ(error.problem, FileProblem::Missing);
}

TEST_F(CampaignFileTest, TextFileIsRefusedUntouched)
{
    writeBytes(path(u"notes.txt"_s), "This is not a database.\n");
    expectRefusedUntouched(path(u"notes.txt"_s), FileProblem::NotSqlite);
}

TEST_F(CampaignFileTest, EmptyFileIsRefusedUntouched)
{
    writeBytes(path(u"empty"_s), {});
    expectRefusedUntouched(path(u"empty"_s), FileProblem::NotSqlite);
}

TEST_F(CampaignFileTest, ForeignSqliteIsRefusedUntouched)
{
    makeSqlite(path(u"other.db"_s), 0, 3);
    expectRefusedUntouched(path(u"other.db"_s), FileProblem::Foreign);
}

TEST_F(CampaignFileTest, NewerSchemaIsRefusedUntouched)
{
    makeSqlite(path(u"future.sheetwright"_s), sw::store::kApplicationId, sw::store::kSchemaVersion + 1);
    expectRefusedUntouched(path(u"future.sheetwright"_s), FileProblem::Newer);
}

TEST_F(CampaignFileTest, ReadOnlyFileIsRefusedUntouched)
{
    {
        FileError error;
        ASSERT_NE(CampaignFile::create(path(u"ro.sheetwright"_s), &error), nullptr);
    }
    QFile::setPermissions(path(u"ro.sheetwright"_s), QFile::ReadOwner | QFile::ReadUser);
    expectRefusedUntouched(path(u"ro.sheetwright"_s), FileProblem::ReadOnly);
}

TEST_F(CampaignFileTest, EveryEarlierVersionMigratesAfterABackup)
{
    const QString source = QStringLiteral(SHEETWRIGHT_FIXTURES_DIR "/campaigns/v1-empty.sheetwright");
    const QString copy = path(u"old.sheetwright"_s);
    ASSERT_TRUE(QFile::copy(source, copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    const QByteArray before = fileChecksum(copy);
    FileError error;
    auto file = CampaignFile::open(copy, &error);
    ASSERT_NE(file, nullptr) << error.detail.toStdString();
    EXPECT_EQ(file->schemaVersion(), sw::store::kSchemaVersion);
    ASSERT_FALSE(file->migrationBackup().isEmpty());
    EXPECT_EQ(fileChecksum(file->migrationBackup()), before);
    QSqlQuery q(file->database());
    ASSERT_TRUE(q.exec(u"SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN ('sheets', 'journal', 'rolls')"_s) && q.next());
    EXPECT_EQ(q.value(0).toInt(), 3);
    file.reset();
    EXPECT_EQ(sw::store::readHeader(copy).userVersion, sw::store::kSchemaVersion);
}

// Versions 3 and 4 rebuild the journal (3 to admit scores and downtimes, 4 to drop the CHECK on
// sheet kinds): every entry, its state and the undo it allows survive; afterwards a journal side
// must be JSON, and neither a sheet kind nor a roll result is named by a CHECK.
TEST_F(CampaignFileTest, Version2JournalSurvivesTheRebuilds)
{
    const QString copy = path(u"v2.sheetwright"_s);
    ASSERT_TRUE(QFile::copy(QStringLiteral(SHEETWRIGHT_FIXTURES_DIR "/campaigns/v2-imported.sheetwright"), copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    FileError error;
    auto file = CampaignFile::open(copy, &error);
    ASSERT_NE(file, nullptr) << error.detail.toStdString();
    EXPECT_EQ(file->schemaVersion(), sw::store::kSchemaVersion);
    QSqlQuery q(file->database());
    ASSERT_TRUE(q.exec(u"SELECT count(*), sum(state = 'undone'), max(id) FROM journal"_s) && q.next());
    EXPECT_EQ(q.value(0).toInt(), 15);
    EXPECT_EQ(q.value(1).toInt(), 1);
    EXPECT_EQ(q.value(2).toInt(), 15);
    ASSERT_TRUE(q.exec(u"PRAGMA foreign_keys"_s) && q.next());
    EXPECT_EQ(q.value(0).toInt(), 1);
    EXPECT_TRUE(q.exec(u"INSERT INTO journal (at, sheet_kind, sheet_id, command, batch) VALUES ('2026-01-01', 'fate-character', '1', 'x', 16)"_s))
        << q.lastError().text().toStdString();
    EXPECT_TRUE(q.exec(u"INSERT INTO rolls (at, kind, pool, dice, result) VALUES ('2026-01-01', 'fate', 4, '[1,0,-1,1]', 'succeed_with_style')"_s))
        << q.lastError().text().toStdString();
    EXPECT_FALSE(q.exec(u"INSERT INTO journal (at, sheet_kind, sheet_id, command, batch, after) VALUES ('2026-01-01', 'crew', '1', 'x', 17, 'not json')"_s));
    ASSERT_TRUE(q.exec(u"PRAGMA integrity_check"_s) && q.next());
    EXPECT_EQ(q.value(0).toString(), u"ok"_s);
}

TEST_F(CampaignFileTest, LatestStepIsTheBuildsVersion)
{
    EXPECT_EQ(sw::store::latestSchemaVersion(), sw::store::kSchemaVersion);
}

TEST_F(CampaignFileTest, ASecondEditorIsToldItIsInUse)
{
    FileError error;
    auto first = CampaignFile::create(path(u"shared.sheetwright"_s), &error);
    ASSERT_NE(first, nullptr);
    EXPECT_FALSE(first->readOnly());
    EXPECT_EQ(CampaignFile::open(path(u"shared.sheetwright"_s), &error), nullptr);
    EXPECT_EQ(error.problem, FileProblem::InUse);
    auto reader = CampaignFile::open(path(u"shared.sheetwright"_s), &error, CampaignFile::Access::ReadOnly);
    ASSERT_NE(reader, nullptr) << int(error.problem);
    EXPECT_TRUE(reader->readOnly());
    first.reset();
    EXPECT_NE(CampaignFile::open(path(u"shared.sheetwright"_s), &error), nullptr);
}

// A process killed while taking the lock leaves an empty lock file: it does not shut the
// campaign for good (found by the SIGKILL test at scale).
TEST_F(CampaignFileTest, AnEmptyLockLeftByAKilledProcessDoesNotShutTheCampaign)
{
    FileError error;
    ASSERT_NE(CampaignFile::create(path(u"killed.sheetwright"_s), &error), nullptr);
    writeBytes(path(u"killed.sheetwright.lock"_s), QByteArray());
    EXPECT_NE(CampaignFile::open(path(u"killed.sheetwright"_s), &error), nullptr) << int(error.problem);
    writeBytes(path(u"killed.sheetwright.lock"_s), QByteArray("garbage"));
    EXPECT_NE(CampaignFile::open(path(u"killed.sheetwright"_s), &error), nullptr) << int(error.problem);
}

// Titles and lists name a campaign without its own name by its file, or a shared one by its
// database — never by the tail of the server address.
TEST(CampaignShortName, AFileByItsNameASharedCampaignByItsDatabase)
{
    EXPECT_EQ(sw::store::campaignShortName(u"/home/gm/Doskvol Nights.sheetwright"_s), u"Doskvol Nights"_s);
    EXPECT_EQ(sw::store::campaignShortName(u"postgresql://gm@localhost/table_one?host=/tmp/swpg-EPQauC&port=54329"_s),
              u"table_one"_s);
    EXPECT_EQ(sw::store::campaignShortName(u"postgresql://gm:secret@db.example:5432/crows"_s), u"crows"_s);
}
