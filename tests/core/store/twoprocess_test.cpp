// Two processes on one campaign: while the crash test's writer edits it, a second opener is
// refused for editing (InUse) and may read it; when the writer is killed, the stale lock does not
// keep the campaign shut and every edit the writer reported committed is there.
#include "core/store/reliabilityresults.h"
#include "core/systems/blades/fixtures.h"

#include "store/campaignstore.h"
#include "systems/blades/store/campaignsheets.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QThread>

#include <gtest/gtest.h>

#include <csignal>

using namespace Qt::StringLiterals;
using sw::store::CampaignFile;
using sw::store::FileProblem;

TEST(TwoProcesses, SecondEditorIsRefusedReadersSeeCommittedEdits)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"shared.sheetwright"_s);
    qint64 id = 0;
    {
        sw::store::FileError error;
        auto file = CampaignFile::create(path, &error);
        ASSERT_NE(file, nullptr);
        sw::store::CampaignStore store(*file);
        id = sw::blades::addCharacter(store, sw::test::playingCutter(), std::nullopt, u"PC"_s).sheet.id.toLongLong();
    }
    const int runs = qEnvironmentVariableIntValue("SHEETWRIGHT_TWOPROCESS_RUNS") > 0
                         ? qEnvironmentVariableIntValue("SHEETWRIGHT_TWOPROCESS_RUNS") : 5;
    sw::test::ReliabilityCount count{u"two processes on one campaign"_s, 0, 0, 0, 0,
                                     u"second editor refused (InUse); reader sees committed edits; stale lock after SIGKILL recovered"_s};
    for (int run = 0; run < runs; ++run) {
        QProcess writer;
        writer.start(QStringLiteral(SHEETWRIGHT_CRASHWRITER), {path, QString::number(id)});
        ASSERT_TRUE(writer.waitForStarted());
        ASSERT_TRUE(writer.waitForReadyRead(10000)); // it holds the campaign and has committed
        for (int attempt = 0; attempt < 5; ++attempt) {
            ++count.tried;
            sw::store::FileError error;
            EXPECT_EQ(CampaignFile::open(path, &error), nullptr);
            EXPECT_EQ(error.problem, FileProblem::InUse);
            auto reader = CampaignFile::open(path, &error, CampaignFile::Access::ReadOnly);
            ASSERT_NE(reader, nullptr) << int(error.problem);
            sw::store::CampaignStore store(*reader);
            // The writer's committed edits are visible (its newest step; the whole history, which
            // grows with every edit of every run, is read once per run below).
            EXPECT_TRUE(store.canUndo());
            EXPECT_TRUE(sw::blades::character(store, id).has_value());
            QThread::msleep(10);
        }
        ::kill(pid_t(writer.processId()), SIGKILL);
        writer.waitForFinished();
        if (writer.exitStatus() == QProcess::CrashExit && writer.error() != QProcess::Crashed)
            ++count.crashes;
        QList<qint64> reported;
        for (const QByteArray &line : writer.readAllStandardOutput().split('\n'))
            if (!line.isEmpty())
                reported.append(line.split(' ').first().toLongLong());
        sw::store::FileError error;
        auto file = CampaignFile::open(path, &error);
        ASSERT_NE(file, nullptr) << "run " << run << ": the killed writer's lock kept the campaign shut";
        sw::store::CampaignStore store(*file);
        QSet<qint64> batches;
        for (const auto &e : store.history({u"character"_s, QString::number(id)}))
            batches.insert(e.batch);
        for (qint64 b : reported)
            count.lost += batches.contains(b) ? 0 : 1;
    }
    EXPECT_EQ(count.lost, 0);
    sw::test::recordReliability(count);
}
