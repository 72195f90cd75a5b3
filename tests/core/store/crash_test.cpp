// A process editing a campaign is killed with SIGKILL at random moments, many times: mid-edit,
// while it takes or lets go of the edit lock, while the whole-file check and the day's backup run,
// and `sheetwright-cli` clock edits as a user runs them. After every kill: every edit it reported
// committed is in the file, the file passes integrity_check, the journal is consistent (each entry
// starts where the sheet's previous one ended), and the next edit — open for editing, one write —
// succeeds: a killed process never locks the campaign out (issue 15).
#include "core/systems/blades/fixtures.h"
#include "core/store/reliabilityresults.h"
#include "store/campaignstore.h"
#include "store/integritycheck.h"
#include "systems/blades/store/campaignsheets.h"

#include <QCoreApplication>
#include <QDate>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>

#include <gtest/gtest.h>

#include <csignal>

using namespace Qt::StringLiterals;

namespace {

struct Reported
{
    qint64 batch = 0;
    int coin = 0;
    int stress = 0;
};

QList<Reported> parse(const QByteArray &out)
{
    QList<Reported> lines;
    for (const QByteArray &line : out.split('\n')) {
        const QList<QByteArray> f = line.split(' ');
        if (f.size() == 3)
            lines.append({f.at(0).toLongLong(), f.at(1).toInt(), f.at(2).toInt()});
    }
    return lines;
}

int runs()
{
    const int asked = qEnvironmentVariableIntValue("SHEETWRIGHT_CRASH_RUNS");
    return asked > 0 ? asked : 30;
}

// Reads the child's reports until it has reported `edits` commits; false when it stops or a
// minute passes first.
bool waitForEdits(QProcess &child, int edits, QByteArray &out)
{
    const QDeadlineTimer deadline(60000);
    while (out.count('\n') < edits) {
        if (!child.waitForReadyRead(int(deadline.remainingTime())))
            return false;
        out += child.readAllStandardOutput();
    }
    return true;
}

QString todaysBackup(const QString &path)
{
    return sw::store::backupFolder(path) + u"/daily-"_s + QDate::currentDate().toString(Qt::ISODate) + u".sheetwright"_s;
}

class CrashTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        sw::store::FileError error;
        auto file = sw::store::CampaignFile::create(path, &error);
        ASSERT_NE(file, nullptr);
        sw::store::CampaignStore store(*file);
        id = sw::blades::addCharacter(store, sw::test::playingCutter(), std::nullopt, u"PC"_s).sheet.id.toLongLong();
    }

    // What every kill is followed by. `reported`: the edits the killed process said it committed.
    void afterKill(int run, const QList<Reported> &reported, sw::test::ReliabilityCount &count)
    {
        sw::store::FileError error;
        auto file = sw::store::CampaignFile::open(path, &error);
        if (!file) {
            ++count.refused;
            FAIL() << "run " << run << ": the next edit was refused (" << int(error.problem) << ", "
                   << error.detail.toStdString() << ")";
        }
        QSqlQuery q(file->database());
        ASSERT_TRUE(q.exec(u"PRAGMA integrity_check"_s) && q.next());
        ASSERT_EQ(q.value(0).toString(), u"ok"_s) << "run " << run;
        q.finish();
        sw::store::CampaignStore store(*file);
        const auto history = store.history({u"character"_s, QString::number(id)});
        for (const Reported &r : reported) {
            const auto it = std::find_if(history.begin(), history.end(), [&](const auto &e) { return e.batch == r.batch; });
            if (it == history.end() || it->after[u"sheet"_s][u"character"_s][u"coin"_s].toInt() != r.coin)
                ++count.lost;
            EXPECT_NE(it, history.end()) << "run " << run << ": reported batch " << r.batch << " is missing";
        }
        // The sheet is what the last done entry says; every entry starts where the previous ended.
        QJsonObject last;
        for (const auto &e : history) {
            if (e.state == u"abandoned"_s)
                continue;
            if (!last.isEmpty() && e.state == u"done"_s) {
                EXPECT_EQ(e.before, last) << "run " << run << " entry " << e.id;
            }
            if (e.state == u"done"_s)
                last = e.after;
        }
        const auto now = store.snapshot({u"character"_s, QString::number(id)});
        ASSERT_TRUE(now.has_value()) << "run " << run;
        EXPECT_EQ(*now, last) << "run " << run;
        // The next edit goes through.
        auto c = sw::blades::character(store, id);
        ASSERT_TRUE(c.has_value());
        c->coin = (c->coin + 1) % 5;
        const auto receipt = sw::blades::saveCharacter(store, id, *c, u"test.next_edit"_s, u"Next edit"_s);
        if (!receipt.ok)
            ++count.refused;
        EXPECT_TRUE(receipt.ok) << "run " << run << ": " << receipt.error.toStdString();
    }

    // Starts crashwriter in `mode`, kills it at a random moment, checks, `runs()` times. The moment
    // is counted from the child's own progress, not from its start, so that a slow machine (a
    // sanitizer build starts and edits several times slower) moves the kills no earlier in its
    // work: one run in five is killed while it starts and opens the campaign, the others after 1–4
    // reported edits and a random pause of up to a few edits more.
    void killTheWriter(const QString &mode, sw::test::ReliabilityCount count)
    {
        QRandomGenerator random(20261123);
        int reportedTotal = 0;
        for (int run = 0; run < runs(); ++run) {
            QProcess child;
            child.start(QStringLiteral(SHEETWRIGHT_CRASHWRITER),
                        {path, QString::number(id), mode, QCoreApplication::organizationName(),
                         QCoreApplication::applicationName()});
            ASSERT_TRUE(child.waitForStarted());
            const int editsFirst = int(random.bounded(5));
            QByteArray out;
            ASSERT_TRUE(waitForEdits(child, editsFirst, out))
                << "run " << run << ": the child reported " << out.count('\n') << " of " << editsFirst << " edits";
            QThread::msleep(editsFirst == 0 ? random.bounded(200) : random.bounded(40));
            // A child that is no longer running when its kill comes died of something else.
            if (child.state() != QProcess::Running)
                ++count.crashes;
            ::kill(pid_t(child.processId()), SIGKILL);
            child.waitForFinished();
            out += child.readAllStandardOutput();
            const QList<Reported> reported = parse(out);
            reportedTotal += int(reported.size());
            ++count.tried;
            afterKill(run, reported, count);
            if (HasFatalFailure())
                break;
            if (mode == u"check"_s)
                backUpAfterKill(run, count);
        }
        EXPECT_GT(reportedTotal, runs()); // the child did get edits in before it was killed
        EXPECT_EQ(count.lost, 0);
        EXPECT_EQ(count.crashes, 0);
        EXPECT_EQ(count.refused, 0);
        count.note += u"; %1 edits reported committed before the kills"_s.arg(reportedTotal);
        sw::test::recordReliability(count);
    }

    // A check or backup killed half way never stops the next one: it finds the file sound and
    // makes the day's backup, whole.
    void backUpAfterKill(int run, sw::test::ReliabilityCount &count)
    {
        QFile::remove(todaysBackup(path));
        sw::store::IntegrityCheck check;
        const sw::store::IntegrityReport report = check.run(path, true);
        EXPECT_FALSE(report.cancelled) << "run " << run;
        EXPECT_EQ(report.result.problem, sw::store::FileProblem::None) << "run " << run << report.result.detail.toStdString();
        ASSERT_TRUE(QFile::exists(todaysBackup(path))) << "run " << run;
        EXPECT_FALSE(QFile::exists(todaysBackup(path) + u".part"_s)) << "run " << run;
        sw::store::FileError error;
        auto backup = sw::store::CampaignFile::open(todaysBackup(path), &error, sw::store::CampaignFile::Access::ReadOnly);
        if (!backup) {
            ++count.changed;
            ADD_FAILURE() << "run " << run << ": today's backup does not open (" << int(error.problem) << ")";
        }
    }

    QTemporaryDir dir;
    const QString path = dir.filePath(u"crash.sheetwright"_s);
    qint64 id = 0;
};

} // namespace

TEST_F(CrashTest, KilledMidEditLosesNothingReported)
{
    killTheWriter(u"edit"_s, {u"SIGKILL mid-edit"_s, 0, 0, 0, 0,
                              u"reopened: integrity_check ok, journal consistent, sheet = last done entry, next edit ok"_s});
}

TEST_F(CrashTest, KilledWhileTakingTheLockNeverLocksTheCampaignOut)
{
    killTheWriter(u"lock"_s, {u"SIGKILL while taking or letting go of the edit lock"_s, 0, 0, 0, 0,
                              u"open, edit, close in a loop: integrity_check ok, journal consistent, next edit ok"_s});
}

TEST_F(CrashTest, KilledDuringTheCheckAndBackupNeverLocksTheCampaignOut)
{
    QDir(sw::store::backupFolder(path)).removeRecursively();
    killTheWriter(u"check"_s, {u"SIGKILL during the whole-file check and daily backup"_s, 0, 0, 0, 0,
                               u"edits beside a check + backup loop: integrity_check ok, next edit ok, the next "
                               u"backup made whole"_s});
}

// `sheetwright-cli clock add` and `clock set`, as a user runs them, killed at any moment of the
// run: starting, taking the lock, editing, closing.
TEST_F(CrashTest, KilledCliClockEditsNeverLockTheCampaignOut)
{
    const auto runCli = [&](const QStringList &args) {
        QProcess cli;
        cli.start(QStringLiteral(SHEETWRIGHT_CLI), args);
        cli.waitForFinished(30000);
        return cli.exitCode();
    };
    ASSERT_EQ(runCli({u"clock"_s, u"add"_s, path, u"Heat"_s, u"--segments"_s, u"12"_s}), 0);
    QString clock;
    {
        sw::store::FileError error;
        auto file = sw::store::CampaignFile::open(path, &error, sw::store::CampaignFile::Access::ReadOnly);
        ASSERT_NE(file, nullptr);
        const auto clocks = sw::blades::clocks(sw::store::CampaignStore(*file));
        ASSERT_EQ(clocks.size(), 1);
        clock = clocks.first().id;
    }
    QRandomGenerator random(20261125);
    sw::test::ReliabilityCount count{u"SIGKILL of sheetwright-cli clock add / clock set"_s, 0, 0, 0, 0,
                                     u"a run that finished before its kill said ok; integrity_check ok, next edit ok"_s};
    int finished = 0;
    for (int run = 0; run < runs(); ++run) {
        const int fill = int(random.bounded(12));
        const QStringList args = random.bounded(3) == 0
                                     ? QStringList{u"clock"_s, u"add"_s, path, u"Clock %1"_s.arg(run)}
                                     : QStringList{u"clock"_s, u"set"_s, path, clock, QString::number(fill)};
        QProcess cli;
        cli.start(QStringLiteral(SHEETWRIGHT_CLI), args);
        ASSERT_TRUE(cli.waitForStarted());
        QThread::msleep(random.bounded(250));
        const bool running = cli.state() == QProcess::Running;
        ::kill(pid_t(cli.processId()), SIGKILL);
        cli.waitForFinished();
        ++count.tried;
        if (!running) {
            ++finished;
            // It ran to its end: it said ok (an "in use" here would be a lockout from the kill before).
            if (cli.exitStatus() != QProcess::NormalExit || cli.exitCode() != 0) {
                ++count.refused;
                ADD_FAILURE() << "run " << run << ": " << cli.readAllStandardError().toStdString();
            }
        }
        afterKill(run, {}, count);
        if (HasFatalFailure())
            break;
    }
    EXPECT_EQ(count.refused, 0);
    count.note += u"; %1 of the runs finished before their kill"_s.arg(finished);
    sw::test::recordReliability(count);
}
