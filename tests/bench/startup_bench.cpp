// Cold start, as a separate process each time: from posix_spawn to the process's exit, the app
// quitting at the first turn of its event loop once the main window is shown with the campaign
// open (SHEETWRIGHT_QUIT_WHEN_SHOWN). Floor: a bare QApplication + QMainWindow, shown, quitting
// the same way (and, beside it for reference, that window showing one line of text). The peak RSS of each child (wait4) is the memory figure.
#include "benchsupport.h"

#include <benchmark/benchmark.h>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::bench {
namespace {

void coldStart(benchmark::State &state, const QString &program, const QStringList &args)
{
    long peak = 0;
    for (auto _ : state) {
        const ChildRun run = runChild(program, args);
        if (!run.ok) {
            state.SkipWithError("the child process failed");
            break;
        }
        state.SetIterationTime(run.seconds);
        peak = std::max(peak, run.peakRssKiB);
    }
    state.counters["peak_rss_MiB"] = double(peak) / 1024.0;
}

} // namespace

void registerStartup()
{
    benchmark::RegisterBenchmark("ColdStart/BareWindow", [](benchmark::State &state) {
        coldStart(state, QStringLiteral(SHEETWRIGHT_BAREWINDOW), {});
    })->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(10);
    // Not the floor: the same bare window with one line of text, to show what a window
    // with any text pays once (fonts) apart from what Sheetwright adds.
    benchmark::RegisterBenchmark("ColdStart/BareWindowText", [](benchmark::State &state) {
        coldStart(state, QStringLiteral(SHEETWRIGHT_BAREWINDOW), {u"--text"_s});
    })->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(10);
    for (const Scale &scale : scales()) {
        const std::string name = "ColdStart/App/" + scale.name.toStdString();
        benchmark::RegisterBenchmark(name.c_str(), [path = scale.path](benchmark::State &state) {
            coldStart(state, QStringLiteral(SHEETWRIGHT_APP), {path});
        })->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(scale.name == u"1x"_s ? 10 : 3);
    }
}

} // namespace sw::bench
