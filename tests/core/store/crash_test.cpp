// A child process edits a campaign in a loop and is killed with SIGKILL at random moments, many
// times: every edit it reported committed is in the file, the file passes integrity_check, and
// the journal is consistent (each entry starts where the sheet's previous one ended).
#include "core/systems/blades/fixtures.h"
#include "core/store/reliabilityresults.h"
#include "store/campaignstore.h"

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

} // namespace

TEST(CrashTest, KilledMidEditLosesNothingReported)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"crash.sheetwright"_s);
    qint64 id = 0;
    {
        sw::store::FileError error;
        auto file = sw::store::CampaignFile::create(path, &error);
        ASSERT_NE(file, nullptr);
        sw::store::CampaignStore store(*file);
        id = store.addCharacter(sw::test::playingCutter(), std::nullopt, u"PC"_s).sheet.id.toLongLong();
    }
    const int runs = qEnvironmentVariableIntValue("SHEETWRIGHT_CRASH_RUNS") > 0 ? qEnvironmentVariableIntValue("SHEETWRIGHT_CRASH_RUNS") : 30;
    QRandomGenerator random(20261123);
    int reportedTotal = 0;
    sw::test::ReliabilityCount count{u"SIGKILL mid-edit"_s, 0, 0, 0, 0,
                                     u"reopened: integrity_check ok, journal consistent, sheet = last done entry"_s};
    for (int run = 0; run < runs; ++run) {
        QProcess child;
        child.start(QStringLiteral(SHEETWRIGHT_CRASHWRITER), {path, QString::number(id)});
        ASSERT_TRUE(child.waitForStarted());
        QThread::msleep(20 + random.bounded(180));
        // A child that is no longer running when its kill comes died of something else.
        if (child.state() != QProcess::Running)
            ++count.crashes;
        ::kill(pid_t(child.processId()), SIGKILL);
        child.waitForFinished();
        const QList<Reported> reported = parse(child.readAllStandardOutput());
        reportedTotal += int(reported.size());
        ++count.tried;

        sw::store::FileError error;
        auto file = sw::store::CampaignFile::open(path, &error);
        ASSERT_NE(file, nullptr) << "run " << run << ": " << int(error.problem);
        QSqlQuery q(file->database());
        ASSERT_TRUE(q.exec(u"PRAGMA integrity_check"_s) && q.next());
        ASSERT_EQ(q.value(0).toString(), u"ok"_s) << "run " << run;
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
    }
    EXPECT_GT(reportedTotal, runs); // the child did get edits in before it was killed
    EXPECT_EQ(count.lost, 0);
    EXPECT_EQ(count.crashes, 0);
    count.note += u"; %1 edits reported committed before the kills"_s.arg(reportedTotal);
    sw::test::recordReliability(count);
}
