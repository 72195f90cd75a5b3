// The campaign in the GUI and in the store, each beside raw SQLite doing the same reads or write:
//  - OpenBrowserAndSheet: MainWindow::openCampaign (the browser fills) + the first character's
//    sheet tab, events processed; floor RawRead: sqlite3 C API reading what the browser reads (the
//    listing's count and its first page, schema v6) and that character's and its crew's documents
//    into strings.
//  - Edit: planCharacterEdit (engine check) + CampaignSession::apply (one transaction + journal
//    entry); floor RawUpdate: BEGIN; UPDATE sheets SET data = json_set(data, stress) for one
//    sheet; COMMIT.
//  - Undo of one edit (the edit itself is made outside the timing); Validate a full character.
#include "benchsupport.h"

#include "systems/blades/charactervalidator.h"
#include "systems/blades/sheetops.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "models/campaignsession.h"
#include "systems/blades/models/sheetedits.h"
#include "sheettabs.h"
#include "systems/blades/store/campaignsheets.h"
#include "systems/blades/campaigncontext.h"

#include <QCoreApplication>

#include <benchmark/benchmark.h>
#include <sqlite3.h>

#include <array>
#include <string>
#include <vector>

using namespace Qt::StringLiterals;

namespace sw::bench {
namespace {

const store::SheetRef kFirstSheet{u"character"_s, u"1"_s};

void openBrowserAndSheet(benchmark::State &state, const QString &path)
{
    static ui::LanguageManager languages;
    for (auto _ : state) {
        state.PauseTiming();
        auto *window = new ui::MainWindow(&languages);
        window->resize(1100, 750);
        state.ResumeTiming();
        const store::FileError error = window->openCampaign(path);
        window->show();
        QWidget *sheet = window->sheetTabs()->openSheet(kFirstSheet);
        QCoreApplication::processEvents();
        state.PauseTiming();
        if (error.problem != store::FileProblem::None || !sheet || !sheet->isVisible())
            state.SkipWithError("the campaign or its first sheet did not open");
        delete window;
        QCoreApplication::processEvents();
        state.ResumeTiming();
    }
}

// The store's part of the open, without drawing: MainWindow::openCampaign alone (header and
// schema checks, lock, the browser's count and first page read into its model), the window never
// shown, so no sheet is built and nothing laid out or painted. Not the figure: it shows
// how much of OpenBrowserAndSheet is the campaign's data beside the same RawRead floor.
void openCampaignOnly(benchmark::State &state, const QString &path)
{
    static ui::LanguageManager languages;
    for (auto _ : state) {
        state.PauseTiming();
        auto *window = new ui::MainWindow(&languages);
        state.ResumeTiming();
        const store::FileError error = window->openCampaign(path);
        state.PauseTiming();
        if (error.problem != store::FileProblem::None)
            state.SkipWithError("the campaign did not open");
        delete window;
        QCoreApplication::processEvents();
        state.ResumeTiming();
    }
}

using Rows = std::vector<std::vector<std::string>>;

void readRows(sqlite3 *db, const char *sql, Rows &out, int bind = 0)
{
    sqlite3_stmt *stmt = nullptr;
    if (sqlite3_prepare_v2(db, sql, -1, &stmt, nullptr) != SQLITE_OK)
        return;
    if (bind)
        sqlite3_bind_int(stmt, 1, bind);
    while (sqlite3_step(stmt) == SQLITE_ROW) {
        std::vector<std::string> row;
        for (int i = 0, n = sqlite3_column_count(stmt); i < n; ++i) {
            const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(stmt, i));
            row.emplace_back(text ? text : "");
        }
        out.push_back(std::move(row));
    }
    sqlite3_finalize(stmt);
}

void rawRead(benchmark::State &state, const QString &path)
{
    const std::string file = path.toStdString();
    for (auto _ : state) {
        sqlite3 *db = nullptr;
        if (sqlite3_open_v2(file.c_str(), &db, SQLITE_OPEN_READWRITE, nullptr) != SQLITE_OK) {
            state.SkipWithError("sqlite3_open_v2 failed");
            break;
        }
        Rows rows;
        // The browser's first page (store::CampaignStore::count and page, schema v6: the listing
        // in the language's order by the names' stored keys, 100 rows, each with its crew's name) …
        readRows(db, "SELECT COALESCE(SUM(n), 0) FROM sheet_counts WHERE kind IN ('crew', 'character', 'faction', 'clock')", rows);
        readRows(db, "SELECT s.kind, s.id, s.name, s.type, s.parent, COALESCE(p.name, '') FROM sheets s "
                     "LEFT JOIN sheets p ON p.kind = (CASE s.kind WHEN 'character' THEN 'crew' ELSE NULL END) "
                     "AND p.id = s.parent WHERE +s.kind IN ('crew', 'character', 'faction', 'clock') "
                     "ORDER BY s.key_en, s.kind, s.id LIMIT 100 OFFSET 0",
                 rows);
        // … and the first character's sheet with its crew's.
        readRows(db, "SELECT data FROM sheets WHERE kind = 'character' AND id = '1'", rows);
        readRows(db, "SELECT data FROM sheets WHERE kind = 'crew' AND id = "
                     "(SELECT parent FROM sheets WHERE kind = 'character' AND id = '1')", rows);
        benchmark::DoNotOptimize(rows.data());
        sqlite3_close(db);
    }
}

// The whole-file check a session runs in the background once the campaign is open
// (store/integritycheck.h): PRAGMA quick_check reads every page. Measured beside the open figures,
// which no longer wait for it.
void quickCheck(benchmark::State &state, const QString &path)
{
    for (auto _ : state) {
        sqlite3 *db = nullptr;
        sqlite3_open_v2(path.toStdString().c_str(), &db, SQLITE_OPEN_READWRITE, nullptr);
        Rows rows;
        readRows(db, "PRAGMA quick_check", rows);
        if (rows.empty() || rows.front().front() != "ok")
            state.SkipWithError("quick_check failed");
        sqlite3_close(db);
    }
}

std::unique_ptr<models::CampaignSession> openSession(benchmark::State &state, const QString &path)
{
    store::FileError error;
    auto session = models::CampaignSession::open(path, false, &error);
    if (!session)
        state.SkipWithError("the campaign did not open");
    return session;
}

bool editOnce(models::CampaignSession &session, int stress)
{
    const models::PlannedEdit plan = models::planCharacterEdit(
        session, 1, u"character.set_stress"_s, u"Stress"_s,
        [stress](const blades::Character &c, const blades::RulePack &pack, const blades::CrewBenefits &crew) {
            return blades::applySetStress(c, stress, pack, crew);
        });
    return plan.allowed && session.apply(plan.write).ok;
}

void edit(benchmark::State &state, const QString &path)
{
    auto session = openSession(state, path);
    if (!session)
        return;
    int n = 0;
    for (auto _ : state) {
        if (!editOnce(*session, 1 + (n++ % 2))) {
            state.SkipWithError("the edit failed");
            break;
        }
    }
}

void undo(benchmark::State &state, const QString &path)
{
    auto session = openSession(state, path);
    if (!session)
        return;
    int n = 0;
    for (auto _ : state) {
        state.PauseTiming();
        const bool edited = editOnce(*session, 1 + (n++ % 2));
        state.ResumeTiming();
        if (!edited || !session->undo().ok) {
            state.SkipWithError("the edit or its undo failed");
            break;
        }
    }
}

void rawUpdate(benchmark::State &state, const QString &path)
{
    sqlite3 *db = nullptr;
    if (sqlite3_open_v2(path.toStdString().c_str(), &db, SQLITE_OPEN_READWRITE, nullptr) != SQLITE_OK) {
        state.SkipWithError("sqlite3_open_v2 failed");
        return;
    }
    sqlite3_exec(db, "PRAGMA foreign_keys = ON", nullptr, nullptr, nullptr); // as the app's connection
    sqlite3_stmt *stmt = nullptr;
    // One document changed in place, as an edit changes it (schema v4 keeps a sheet as one row).
    sqlite3_prepare_v2(db, "UPDATE sheets SET data = json_set(data, '$.sheet.character.stress', ?), version = version + 1 "
                           "WHERE kind = 'character' AND id = '1'", -1, &stmt, nullptr);
    int n = 0;
    for (auto _ : state) {
        sqlite3_exec(db, "BEGIN", nullptr, nullptr, nullptr);
        sqlite3_bind_int(stmt, 1, 1 + (n++ % 2));
        const int rc = sqlite3_step(stmt);
        sqlite3_reset(stmt);
        if (rc != SQLITE_DONE || sqlite3_exec(db, "COMMIT", nullptr, nullptr, nullptr) != SQLITE_OK) {
            state.SkipWithError("the UPDATE failed");
            break;
        }
    }
    sqlite3_finalize(stmt);
    sqlite3_close(db);
}

void validate(benchmark::State &state, const QString &path)
{
    auto session = openSession(state, path);
    if (!session)
        return;
    const std::optional<blades::Character> c = blades::character(session->store(), 1);
    if (!c) {
        state.SkipWithError("no character 1");
        return;
    }
    const blades::CrewBenefits crew = models::benefitsOf(session->store(), 1, blades::sessionPack(*session));
    for (auto _ : state)
        benchmark::DoNotOptimize(blades::validateCharacter(*c, blades::sessionPack(*session), crew));
}

template <typename F>
void add(const char *figure, const Scale &scale, F f, benchmark::TimeUnit unit, int iterations)
{
    const std::string name = std::string(figure) + "/" + scale.name.toStdString();
    auto *b = benchmark::RegisterBenchmark(name.c_str(), [f, path = scale.path](benchmark::State &state) { f(state, path); });
    b->UseRealTime()->Unit(unit);
    if (iterations > 0)
        b->Iterations(scale.name == u"1x"_s ? iterations : std::max(3, iterations / 2));
}

} // namespace

void registerStorage()
{
    for (const Scale &scale : scales()) {
        add("OpenBrowserAndSheet", scale, openBrowserAndSheet, benchmark::kMillisecond, 10);
        add("OpenCampaignOnly", scale, openCampaignOnly, benchmark::kMillisecond, 10);
        add("RawRead", scale, rawRead, benchmark::kMillisecond, 20);
        add("QuickCheck", scale, quickCheck, benchmark::kMillisecond, 10);
        add("Edit", scale, edit, benchmark::kMicrosecond, 300);
        add("RawUpdate", scale, rawUpdate, benchmark::kMicrosecond, 300);
        add("Undo", scale, undo, benchmark::kMicrosecond, 200);
        add("Validate", scale, validate, benchmark::kMicrosecond, 0);
    }
}

#ifndef SHEETWRIGHT_BENCH_PDF
// Without ui/print (sheetwright_print), the PDF figures are left out of the suite.
void registerPdf()
{
}
#endif

} // namespace sw::bench
