// Shared campaigns (issue #19): how long an edit takes to reach the other machines at the table.
//  - Propagation/6clients: six clients, each its own connection, listener and CampaignSession on
//    a thread of its own; each makes N edits of its own character (N = --sw_edits, 1,000 by
//    default), one after another. Every other client, told by its session (sheetChanged), reads
//    the sheet again through its store: the delay is from the writer's commit returning to that
//    read done. Median and p95 over every (edit, other client) pair: 6 × N × 5 delays.
//  - NotifyRoundTrip: the floor — a bare `SELECT pg_notify(…)` on one connection to its arrival
//    on another's LISTEN, through Qt's driver, one at a time.
// Both on a throwaway server on a Unix socket (support/pgserver.h), fsync as the server has it.
#include "core/systems/blades/fixtures.h"
#include "models/campaignsession.h"
#include "store/campaignstore.h"
#include "store/servercampaign.h"
#include "support/pgserver.h"
#include "support/tempdirs.h"
#include "systems/blades/store/campaignsheets.h"

#include <QCoreApplication>
#include <QSqlDriver>
#include <QSqlQuery>
#include <QThread>
#include <QTimer>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <vector>

using namespace Qt::StringLiterals;
using Clock = std::chrono::steady_clock;

namespace {

int g_edits = 1000;
constexpr int kClients = 6;

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, size_t(p * double(v.size() - 1) + 0.5))];
}

// The shared state of a run: when each journal entry's commit returned, and the delays seen.
struct Run
{
    std::mutex lock;
    QHash<QString, Clock::time_point> committed; // "sheet id/notes" → commit returned
    std::vector<double> delays;                   // ms
    std::atomic<int> ready{0};
    std::atomic<int> finished{0};
    std::atomic<bool> go{false};
};

// One client: a session on its own thread, editing its own character N times and timing every
// other client's edit as its view reads it.
class Client : public QThread
{
public:
    Client(QString address, qint64 sheet, Run *run, int index) : m_address(std::move(address)), m_sheet(sheet), m_run(run), m_index(index) {}

protected:
    void run() override
    {
        sw::store::FileError error;
        auto session = sw::models::CampaignSession::open(m_address, false, &error);
        if (!session) {
            qWarning("client %d: %s", m_index, qPrintable(error.detail));
            ++m_run->ready;
            ++m_run->finished;
            return;
        }
        QObject::connect(session.get(), &sw::models::CampaignSession::sheetChanged, [&](const sw::store::SheetRef &ref) {
            // The view reads the sheet again: the edit is on screen when this returns.
            const auto c = sw::blades::character(session->store(), ref.id.toLongLong());
            const Clock::time_point seen = Clock::now();
            if (!c || ref.id.toLongLong() == m_sheet)
                return;
            std::lock_guard guard(m_run->lock);
            const auto at = m_run->committed.constFind(ref.id + u'/' + c->notes);
            if (at != m_run->committed.constEnd())
                m_run->delays.push_back(std::chrono::duration<double, std::milli>(seen - *at).count());
        });
        ++m_run->ready;
        while (!m_run->go)
            QThread::msleep(1);
        int done = 0;
        QTimer edit;
        edit.setInterval(0);
        QObject::connect(&edit, &QTimer::timeout, [&] {
            if (done == g_edits) {
                edit.stop();
                ++m_run->finished;
                return;
            }
            const QString mark = u"e%1"_s.arg(done);
            const auto r = session->apply([&](sw::store::CampaignStore &s) {
                auto c = *sw::blades::character(s, m_sheet);
                c.notes = mark;
                return sw::blades::saveCharacter(s, m_sheet, c, u"character.notes"_s, u"Notes"_s);
            });
            if (r.ok) {
                std::lock_guard guard(m_run->lock);
                m_run->committed.insert(QString::number(m_sheet) + u'/' + mark, Clock::now());
                ++done;
            }
            // Another client's edits arrive between this client's own.
            QCoreApplication::processEvents();
        });
        edit.start();
        // Run until every client is done and the last announcements are in.
        while (m_run->finished < kClients)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        const auto end = Clock::now() + std::chrono::milliseconds(500);
        while (Clock::now() < end)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    }

private:
    QString m_address;
    qint64 m_sheet;
    Run *m_run;
    int m_index;
};

void propagation(benchmark::State &state)
{
    sw::test::PgServer &pg = sw::test::PgServer::instance();
    if (!pg.available()) {
        state.SkipWithError(pg.why().toStdString().c_str());
        return;
    }
    for (auto _ : state) {
        const QString address = pg.newDatabase();
        std::vector<qint64> sheets;
        {
            sw::store::FileError error;
            auto file = sw::store::CampaignFile::create(address, &error);
            sw::store::CampaignStore store(*file);
            for (int i = 0; i < kClients; ++i)
                sheets.push_back(sw::blades::addCharacter(store, sw::test::playingCutter(), std::nullopt, u"PC %1"_s.arg(i))
                                     .sheet.id.toLongLong());
        }
        Run run;
        std::vector<std::unique_ptr<Client>> clients;
        for (int i = 0; i < kClients; ++i) {
            clients.push_back(std::make_unique<Client>(address, sheets[size_t(i)], &run, i));
            clients.back()->start();
        }
        while (run.ready < kClients)
            QThread::msleep(5);
        const auto start = Clock::now();
        run.go = true;
        for (auto &c : clients)
            c->wait();
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        state.SetIterationTime(seconds);
        state.counters["median_ms"] = percentile(run.delays, 0.5);
        state.counters["p95_ms"] = percentile(run.delays, 0.95);
        state.counters["delays"] = double(run.delays.size());
        state.counters["expected"] = double(kClients * g_edits * (kClients - 1));
        state.counters["edits_per_s"] = double(kClients * g_edits) / seconds;
    }
}

void notifyRoundTrip(benchmark::State &state)
{
    sw::test::PgServer &pg = sw::test::PgServer::instance();
    if (!pg.available()) {
        state.SkipWithError(pg.why().toStdString().c_str());
        return;
    }
    const QString address = pg.newDatabase();
    QString why;
    if (!sw::store::connectServer(u"bench-send"_s, address, &why) || !sw::store::connectServer(u"bench-listen"_s, address, &why)) {
        state.SkipWithError(why.toStdString().c_str());
        return;
    }
    {
        QSqlDatabase send = QSqlDatabase::database(u"bench-send"_s);
        QSqlDatabase listen = QSqlDatabase::database(u"bench-listen"_s);
        int arrived = 0;
        QObject::connect(listen.driver(), &QSqlDriver::notification, [&] { ++arrived; });
        listen.driver()->subscribeToNotification(u"bench"_s);
        QSqlQuery q(send);
        std::vector<double> trips;
        for (auto _ : state) {
            const int before = arrived;
            const auto t0 = Clock::now();
            q.exec(u"SELECT pg_notify('bench', 'x')"_s);
            while (arrived == before)
                QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
            trips.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
        }
        state.counters["median_ms"] = percentile(trips, 0.5);
        state.counters["p95_ms"] = percentile(trips, 0.95);
    }
    QSqlDatabase::removeDatabase(u"bench-send"_s);
    QSqlDatabase::removeDatabase(u"bench-listen"_s);
}

} // namespace

int main(int argc, char *argv[])
{
    // --sw_edits=N: edits per client (CI: a small N).
    std::vector<char *> rest;
    for (int i = 0; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg.startsWith("--sw_edits="))
            g_edits = std::max(1, arg.mid(11).toInt());
        else
            rest.push_back(argv[i]);
    }
    int restCount = int(rest.size());
    benchmark::Initialize(&restCount, rest.data());
    sw::test::isolateUserDirs();
    QCoreApplication app(argc, argv);
    benchmark::AddCustomContext("edits_per_client", std::to_string(g_edits));
    benchmark::RegisterBenchmark("Propagation/6clients", propagation)->Iterations(1)->UseManualTime()->Unit(benchmark::kSecond);
    benchmark::RegisterBenchmark("NotifyRoundTrip", notifyRoundTrip)->Iterations(1000)->Unit(benchmark::kMillisecond);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
