// A campaign's edit lock (CAMPAIGN.lock, a QLockFile) left behind by a process killed at any
// moment never shuts the campaign: a lock is taken for stale when no living process holds it,
// whatever the helper locks around it say. A live editor is never broken into.
#include "core/systems/blades/fixtures.h"
#include "store/campaignstore.h"
#include "systems/blades/store/campaignsheets.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QProcess>
#include <QSysInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::store::CampaignFile;
using sw::store::FileError;
using sw::store::FileProblem;

namespace {

// A process id that was just in use and is now gone (a finished, reaped child).
qint64 deadPid()
{
    QProcess child;
    child.start(u"/bin/true"_s, {});
    if (!child.waitForStarted())
        return 0;
    const qint64 pid = child.processId();
    child.waitForFinished();
    return pid;
}

// What QLockFile writes into a lock: pid, program, host, machine id, boot id, one a line.
QByteArray lockText(qint64 pid, const QString &program)
{
    return QByteArray::number(pid) + '\n' + program.toUtf8() + '\n' + QSysInfo::machineHostName().toUtf8() + '\n' +
           QSysInfo::machineUniqueId() + '\n' + QSysInfo::bootUniqueId() + '\n';
}

void writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
}

class LockFileTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        FileError error;
        auto file = CampaignFile::create(path, &error);
        ASSERT_NE(file, nullptr);
        sw::store::CampaignStore store(*file);
        ASSERT_TRUE(sw::blades::addCharacter(store, sw::test::playingCutter(), std::nullopt, u"PC"_s).ok);
    }

    // The next edit, as the next program would make it: open for editing and write once. Fails
    // the test when the campaign is shut or the open waited out a stale time.
    void expectTheNextEditSucceeds()
    {
        QElapsedTimer timer;
        timer.start();
        FileError error;
        auto file = CampaignFile::open(path, &error);
        ASSERT_NE(file, nullptr) << "refused: " << int(error.problem) << " " << error.detail.toStdString();
        EXPECT_LT(timer.elapsed(), 5000) << "the open waited for a stale time to pass";
        sw::store::CampaignStore store(*file);
        auto c = sw::blades::character(store, 1);
        ASSERT_TRUE(c.has_value());
        c->coin = (c->coin + 1) % 4;
        EXPECT_TRUE(sw::blades::saveCharacter(store, 1, *c, u"test.coin"_s, u"Coin"_s).ok);
    }

    QTemporaryDir dir;
    const QString path = dir.filePath(u"locked.sheetwright"_s);
    const QString lock = path + u".lock"_s;
};

} // namespace

// The window of issue 15: a stale lock (its process gone) and an empty helper lock, left by a
// process killed while it removed the stale one. Qt waits 30 s for such a helper to go stale.
TEST_F(LockFileTest, AStaleLockAndAnEmptyHelperLockDoNotRefuseTheNextEdit)
{
    const qint64 dead = deadPid();
    ASSERT_GT(dead, 0);
    writeBytes(lock, lockText(dead, u"sheetwright-cli"_s));
    writeBytes(lock + u".rmlock"_s, QByteArray());
    expectTheNextEditSucceeds();
    EXPECT_FALSE(QFile::exists(lock + u".rmlock"_s)) << "the abandoned helper lock is cleared away";
}

// The helper lock left with its owner's name in it (killed after writing it).
TEST_F(LockFileTest, AHelperLockOfAProcessThatIsGoneDoesNotRefuseTheNextEdit)
{
    const qint64 dead = deadPid();
    writeBytes(lock, lockText(dead, u"sheetwright-cli"_s));
    writeBytes(lock + u".rmlock"_s, lockText(dead, u"sheetwright-cli"_s));
    expectTheNextEditSucceeds();
}

// Two kills in a row inside the removal: a helper of the helper, empty, over a helper whose
// process is gone.
TEST_F(LockFileTest, AChainOfAbandonedHelperLocksDoesNotRefuseTheNextEdit)
{
    const qint64 dead = deadPid();
    writeBytes(lock, lockText(dead, u"sheetwright-cli"_s));
    writeBytes(lock + u".rmlock"_s, lockText(dead, u"sheetwright-cli"_s));
    writeBytes(lock + u".rmlock.rmlock"_s, QByteArray());
    expectTheNextEditSucceeds();
}

// A killed process's lock whose pid now belongs to another running copy of the same program (pids
// are reused): Qt takes that process for the owner; nobody holds the lock, so it is stale.
TEST_F(LockFileTest, ALockNamingARunningProcessThatDoesNotHoldItIsStale)
{
    const QString self = QFileInfo(QCoreApplication::applicationFilePath()).fileName();
    writeBytes(lock, lockText(QCoreApplication::applicationPid(), self));
    expectTheNextEditSucceeds();
}

// A lock emptied or garbled by a kill while it was being written.
TEST_F(LockFileTest, AnEmptyOrGarbledLockDoesNotRefuseTheNextEdit)
{
    writeBytes(lock, QByteArray());
    expectTheNextEditSucceeds();
    writeBytes(lock, QByteArray("garbage"));
    expectTheNextEditSucceeds();
    writeBytes(lock, QByteArray("12"));
    expectTheNextEditSucceeds();
}

// The care taken: a live editor keeps its campaign, whatever helper locks lie around it.
TEST_F(LockFileTest, ALiveEditorIsNeverBrokenInto)
{
    FileError error;
    auto first = CampaignFile::open(path, &error);
    ASSERT_NE(first, nullptr);
    for (const QByteArray &helper : {QByteArray(), lockText(deadPid(), u"sheetwright-cli"_s)}) {
        writeBytes(lock + u".rmlock"_s, helper);
        EXPECT_EQ(CampaignFile::open(path, &error), nullptr);
        EXPECT_EQ(error.problem, FileProblem::InUse);
        EXPECT_TRUE(QFile::exists(lock)) << "the live editor's lock is still there";
    }
    // A lock held through Qt alone (another program of ours holding it the same way) is kept too.
    first.reset();
    QLockFile other(lock);
    other.setStaleLockTime(0);
    ASSERT_TRUE(other.tryLock(0));
    EXPECT_EQ(CampaignFile::open(path, &error), nullptr);
    EXPECT_EQ(error.problem, FileProblem::InUse);
    other.unlock();
    expectTheNextEditSucceeds();
}
