// The Blades GM boards opened on the campaign (issue #20), each beside raw SQLite reading the
// same page, so growth from 1x to 10x to 100x shows:
//  - GmClocks: GmClocksModel::setSession (the clocks board's first page of 100 in the store's
//    order, the owners' names, the clocks that lock them); floor RawGmClocks: sqlite3 reading
//    those 101 documents and the lookup of their lockers (schema v7's index).
//  - GmTimeline: GmTimelineModel::setSession (the 100 newest steps of the GM's story, the names
//    of their sheets); floor RawGmTimeline: the same page of the journal.
//  - GmRollLog: GmRollLogModel::setSession (the 100 newest rolls); floor RawGmRollLog.
//  - GmLadder: GmLadderModel::setSession (the faction ladder: the crew, rung 0's first page of
//    100 in the ladder's order, the pack's examples read by id, the goal clocks of those shown);
//    floor RawGmLadder: sqlite3 reading the same rows (rawLadder).
// The session is opened outside the timing; each iteration makes a fresh model.
#include "benchsupport.h"

#include "models/campaignsession.h"
#include "models/gmrolllogmodel.h"
#include "systems/blades/models/gmclocksmodel.h"
#include "systems/blades/models/gmladdermodel.h"
#include "systems/blades/models/gmtimelinemodel.h"
#include "systems/blades/rulepackloader.h"

#include <benchmark/benchmark.h>
#include <sqlite3.h>

#include <string>
#include <vector>

using namespace Qt::StringLiterals;

namespace sw::bench {
namespace {

template <typename Model>
void openBoard(benchmark::State &state, const QString &path)
{
    store::FileError error;
    auto session = models::CampaignSession::open(path, false, &error);
    if (!session) {
        state.SkipWithError("the campaign did not open");
        return;
    }
    qint64 rows = 0;
    qint64 read = 0;
    for (auto _ : state) {
        Model model;
        model.setSession(session.get());
        rows = model.rowCount();
        if constexpr (requires { model.rowsRead(); })
            read = model.rowsRead();
        benchmark::DoNotOptimize(rows);
    }
    state.counters["rows_shown"] = double(rows);
    if (read > 0)
        state.counters["rows_read"] = double(read);
}

int readRows(sqlite3 *db, const std::string &sql)
{
    sqlite3_stmt *stmt = nullptr;
    if (sqlite3_prepare_v2(db, sql.c_str(), -1, &stmt, nullptr) != SQLITE_OK)
        return -1;
    int n = 0;
    std::vector<std::string> cells;
    while (sqlite3_step(stmt) == SQLITE_ROW) {
        for (int i = 0, columns = sqlite3_column_count(stmt); i < columns; ++i) {
            const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(stmt, i));
            cells.emplace_back(text ? text : "");
        }
        ++n;
    }
    sqlite3_finalize(stmt);
    benchmark::DoNotOptimize(cells.data());
    return n;
}

// The same page read by the sqlite3 C API on an open connection (the session is open too).
void raw(benchmark::State &state, const QString &path, const std::vector<std::string> &queries)
{
    sqlite3 *db = nullptr;
    if (sqlite3_open_v2(path.toStdString().c_str(), &db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
        state.SkipWithError("sqlite3_open_v2 failed");
        return;
    }
    for (auto _ : state) {
        for (const std::string &sql : queries) {
            if (readRows(db, sql) < 0)
                state.SkipWithError(sql.c_str());
        }
    }
    sqlite3_close(db);
}

void rawClocks(benchmark::State &state, const QString &path)
{
    // The page, then the clocks that unlock one of its clocks, the ids bound as a list (as
    // CampaignStore::documentsWhere binds them).
    sqlite3 *db = nullptr;
    if (sqlite3_open_v2(path.toStdString().c_str(), &db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
        state.SkipWithError("sqlite3_open_v2 failed");
        return;
    }
    for (auto _ : state) {
        sqlite3_stmt *page = nullptr;
        sqlite3_prepare_v2(db, "SELECT json_extract(data, '$.id'), data FROM sheets WHERE kind = 'clock' "
                               "ORDER BY sort_key, created_at, id LIMIT 101 OFFSET 0", -1, &page, nullptr);
        std::string ids;
        std::vector<std::string> documents;
        while (sqlite3_step(page) == SQLITE_ROW) {
            const auto *id = reinterpret_cast<const char *>(sqlite3_column_text(page, 0));
            ids += std::string(ids.empty() ? "'" : ", '") + (id ? id : "") + "'";
            documents.emplace_back(reinterpret_cast<const char *>(sqlite3_column_text(page, 1)));
        }
        sqlite3_finalize(page);
        benchmark::DoNotOptimize(documents.data());
        if (readRows(db, "SELECT data FROM sheets INDEXED BY sheets_lookup_clock_linked_to WHERE kind = 'clock' AND "
                         "json_extract(data, '$.linked_to') IN (" + ids + ")") < 0)
            state.SkipWithError("the lookup failed");
    }
    sqlite3_close(db);
}

void rawTimeline(benchmark::State &state, const QString &path)
{
    raw(state, path,
        {"SELECT batch, at, COALESCE(session_id, 0), command, label, state, sheet_kind, sheet_id FROM journal "
         "WHERE batch IN (SELECT DISTINCT batch FROM journal WHERE state <> 'abandoned' AND batch < 9223372036854775807 "
         "AND ((command >= 'score.' AND command < 'score/') OR (command >= 'downtime.' AND command < 'downtime/') "
         "OR (command >= 'faction.' AND command < 'faction/') OR (command >= 'clock.' AND command < 'clock/') "
         "OR (command >= 'character.take_advance' AND command < 'character.take_advancf') "
         "OR (command >= 'crew.take_advance' AND command < 'crew.take_advancf') "
         "OR (command >= 'crew.advance_tier' AND command < 'crew.advance_ties')) "
         "ORDER BY batch DESC LIMIT 101) ORDER BY batch DESC, id"});
}

void rawRollLog(benchmark::State &state, const QString &path)
{
    raw(state, path,
        {"SELECT id, at, COALESCE(session_id, 0), batch, kind, label, pool, dice, result, context, sheet, secret "
         "FROM rolls WHERE id < 9223372036854775807 ORDER BY id DESC LIMIT 101"});
}

// The rows the ladder reads: the first crew, the first two faction keys (is the order current),
// the factions read apart (the pack's examples by id), rung 0's page of 101 in the ladder's order,
// and the goal clocks of the factions on it (a range of the clock order per faction).
void rawLadder(benchmark::State &state, const QString &path)
{
    sqlite3 *db = nullptr;
    if (sqlite3_open_v2(path.toStdString().c_str(), &db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
        state.SkipWithError("sqlite3_open_v2 failed");
        return;
    }
    std::string examples;
    for (const blades::ExampleFaction &e : blades::builtInRulePack()->factions)
        examples += std::string(examples.empty() ? "'" : ", '") + e.id.toStdString() + "'";
    for (auto _ : state) {
        readRows(db, "SELECT data FROM sheets WHERE kind = 'crew' ORDER BY sort_key, created_at, id LIMIT 1");
        readRows(db, "SELECT data FROM sheets WHERE kind = 'faction' ORDER BY sort_key, created_at, id LIMIT 1");
        readRows(db, "SELECT data FROM sheets WHERE kind = 'faction' AND sort_key >= 't' AND sort_key < 'u' "
                     "ORDER BY sort_key, created_at, id LIMIT 1");
        readRows(db, "SELECT data FROM sheets WHERE kind = 'faction' AND id IN (" + examples + ")");
        sqlite3_stmt *page = nullptr;
        sqlite3_prepare_v2(db, "SELECT id, data FROM sheets WHERE kind = 'faction' AND sort_key >= 't' AND sort_key < 'u' "
                               "ORDER BY sort_key, created_at, id LIMIT 101 OFFSET 0", -1, &page, nullptr);
        std::string ranges;
        std::vector<std::string> documents;
        while (sqlite3_step(page) == SQLITE_ROW) {
            const std::string id = reinterpret_cast<const char *>(sqlite3_column_text(page, 0));
            ranges += std::string(ranges.empty() ? "" : " OR ") + "(kind = 'clock' AND sort_key >= 'faction\x01" + id +
                      "\x01' AND sort_key < 'faction\x01" + id + "\x02')";
            documents.emplace_back(reinterpret_cast<const char *>(sqlite3_column_text(page, 1)));
        }
        sqlite3_finalize(page);
        benchmark::DoNotOptimize(documents.data());
        if (!ranges.empty() && readRows(db, "SELECT data FROM sheets WHERE " + ranges + " ORDER BY sort_key, created_at, id") < 0)
            state.SkipWithError("the clocks' read failed");
    }
    sqlite3_close(db);
}

template <typename F>
void add(const char *figure, const Scale &scale, F f, benchmark::TimeUnit unit, int iterations)
{
    const std::string name = std::string(figure) + "/" + scale.name.toStdString();
    auto *b = benchmark::RegisterBenchmark(name.c_str(), [f, path = scale.path](benchmark::State &state) { f(state, path); });
    b->UseRealTime()->Unit(unit)->Iterations(scale.name == u"1x"_s ? iterations : std::max(3, iterations / 2));
}

} // namespace

void registerGmBoards()
{
    for (const Scale &scale : scales()) {
        add("GmClocks", scale, openBoard<models::GmClocksModel>, benchmark::kMillisecond, 20);
        add("RawGmClocks", scale, rawClocks, benchmark::kMillisecond, 20);
        add("GmTimeline", scale, openBoard<models::GmTimelineModel>, benchmark::kMillisecond, 20);
        add("RawGmTimeline", scale, rawTimeline, benchmark::kMillisecond, 20);
        add("GmRollLog", scale, openBoard<models::GmRollLogModel>, benchmark::kMillisecond, 20);
        add("RawGmRollLog", scale, rawRollLog, benchmark::kMillisecond, 20);
        add("GmLadder", scale, openBoard<models::GmLadderModel>, benchmark::kMillisecond, 6);
        add("RawGmLadder", scale, rawLadder, benchmark::kMillisecond, 20);
    }
}

} // namespace sw::bench
