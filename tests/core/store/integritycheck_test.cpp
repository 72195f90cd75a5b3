// The whole-file check that runs beside an open session (store/integritycheck.h), and the cheap
// checks that stayed on the open path (store/campaignfile.h).
#include "store/campaignfile.h"
#include "support/filechecksum.h"
#include "store/integritycheck.h"

#include <QCryptographicHash>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <thread>

using namespace Qt::StringLiterals;
using sw::store::CampaignFile;
using sw::store::FileError;
using sw::store::FileProblem;
using sw::store::IntegrityCheck;

namespace {

using sw::test::fileChecksum;

class IntegrityCheckTest : public ::testing::Test
{
protected:
    QString path(const QString &name) const { return dir.filePath(name); }

    // A campaign with a table of `rows` rows of 200 bytes, checkpointed into the main file.
    QString makeCampaign(const QString &name, int rows)
    {
        const QString file = path(name);
        FileError error;
        auto campaign = CampaignFile::create(file, &error);
        EXPECT_NE(campaign, nullptr);
        QSqlDatabase db = campaign->database();
        QSqlQuery q(db);
        EXPECT_TRUE(q.exec(u"CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)"_s));
        db.transaction();
        for (int i = 0; i < rows; ++i)
            EXPECT_TRUE(q.exec(u"INSERT INTO notes (body) VALUES ('%1')"_s.arg(QString(200, u'x'))));
        db.commit();
        EXPECT_TRUE(q.exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s));
        return file;
    }
    // Opening must refuse the file as damaged and leave it byte for byte.
    static void expectRefusedAtOpenUntouched(const QString &file)
    {
        const QByteArray before = fileChecksum(file);
        FileError error;
        EXPECT_EQ(CampaignFile::open(file, &error), nullptr);
        EXPECT_EQ(error.problem, FileProblem::Corrupt);
        EXPECT_EQ(fileChecksum(file), before);
    }
    QStringList dailyBackups(const QString &file) const
    {
        return QDir(sw::store::backupFolder(file)).entryList({u"daily-*"_s}, QDir::Files, QDir::Name);
    }

    QTemporaryDir dir;
};

} // namespace

TEST_F(IntegrityCheckTest, OpeningReadsNoMoreThanTheHeaderAndSchema)
{
    const QString file = makeCampaign(u"plain.sheetwright"_s, 10);
    FileError error;
    ASSERT_NE(CampaignFile::open(file, &error), nullptr) << error.detail.toStdString();
    EXPECT_TRUE(dailyBackups(file).isEmpty()) << "the day's backup waits for the whole-file check";
}

TEST_F(IntegrityCheckTest, ASoundFileIsBackedUpOncePerDayKeepingSeven)
{
    const QString file = makeCampaign(u"backed.sheetwright"_s, 10);
    const QDir folder(sw::store::backupFolder(file));
    ASSERT_TRUE(QDir().mkpath(folder.path()));
    for (int day = 1; day <= 9; ++day) {
        QFile old(folder.filePath(u"daily-2020-01-%1.sheetwright"_s.arg(day, 2, 10, QChar(u'0'))));
        ASSERT_TRUE(old.open(QIODevice::WriteOnly));
    }
    const QByteArray before = fileChecksum(file);
    IntegrityCheck check;
    const sw::store::IntegrityReport report = check.run(file, true);
    EXPECT_EQ(report.result.problem, FileProblem::None) << report.result.detail.toStdString();
    EXPECT_FALSE(report.cancelled);
    EXPECT_EQ(fileChecksum(file), before) << "the check never writes the campaign";
    const QStringList daily = dailyBackups(file);
    ASSERT_EQ(daily.size(), 7);
    EXPECT_TRUE(daily.last().startsWith(u"daily-"_s + QDate::currentDate().toString(Qt::ISODate)));
    EXPECT_TRUE(sw::store::readHeader(folder.filePath(daily.last())).sqlite);
    EXPECT_TRUE(folder.entryList({u"*.part"_s}, QDir::Files).isEmpty());
}

TEST_F(IntegrityCheckTest, DamagedPagesAreFoundUntouchedAndNeverBackedUp)
{
    const QString file = makeCampaign(u"broken.sheetwright"_s, 200);
    QFile f(file);
    ASSERT_TRUE(f.open(QIODevice::ReadWrite));
    ASSERT_GT(f.size(), 4096 * 8);
    f.seek(f.size() - 4096 * 4); // the notes' pages: the header and the schema stay readable
    f.write(QByteArray(4096 * 2, '\xA5'));
    f.close();
    const QByteArray before = fileChecksum(file);
    {
        FileError error;
        auto opened = CampaignFile::open(file, &error);
        EXPECT_TRUE(opened || error.problem == FileProblem::Corrupt);
    }
    IntegrityCheck check;
    const sw::store::IntegrityReport report = check.run(file, true);
    EXPECT_EQ(report.result.problem, FileProblem::Corrupt);
    EXPECT_FALSE(report.result.detail.isEmpty());
    EXPECT_EQ(fileChecksum(file), before);
    EXPECT_TRUE(dailyBackups(file).isEmpty()) << "a damaged file must not push a good backup out";
}

TEST_F(IntegrityCheckTest, AFileCutShortIsRefusedAtOpenUntouched)
{
    const QString file = makeCampaign(u"short.sheetwright"_s, 200);
    QFile f(file);
    ASSERT_TRUE(f.open(QIODevice::ReadWrite));
    ASSERT_TRUE(f.resize(f.size() / 2));
    f.close();
    expectRefusedAtOpenUntouched(file);
}

TEST_F(IntegrityCheckTest, ADamagedSchemaIsRefusedAtOpenUntouched)
{
    const QString file = makeCampaign(u"schema.sheetwright"_s, 10);
    QFile f(file);
    ASSERT_TRUE(f.open(QIODevice::ReadWrite));
    f.seek(100); // page 1 after the file header: the schema's b-tree
    f.write(QByteArray(4096 - 100, '\xA5'));
    f.close();
    expectRefusedAtOpenUntouched(file);
}

TEST_F(IntegrityCheckTest, CancelStopsTheCheckAndLeavesNoHalfBackup)
{
    const QString file = makeCampaign(u"big.sheetwright"_s, 20000);
    {
        IntegrityCheck check;
        check.cancel();
        const sw::store::IntegrityReport report = check.run(file, true);
        EXPECT_TRUE(report.cancelled);
        EXPECT_EQ(report.result.problem, FileProblem::None);
    }
    // Cancelled while running (or, on a fast machine, after it finished): it returns either way,
    // and a backup is either whole or absent.
    IntegrityCheck check;
    sw::store::IntegrityReport report;
    std::thread worker([&] { report = check.run(file, true); });
    check.cancel();
    worker.join();
    EXPECT_EQ(report.result.problem, FileProblem::None);
    const QDir folder(sw::store::backupFolder(file));
    EXPECT_TRUE(folder.entryList({u"*.part"_s}, QDir::Files).isEmpty());
    for (const QString &backup : dailyBackups(file))
        EXPECT_EQ(sw::store::inspect(folder.filePath(backup)).problem, FileProblem::None) << backup.toStdString();
}
