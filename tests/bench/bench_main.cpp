// sheetwright_bench: the performance suite (scripts/bench runs it and writes docs/performance.md).
// A QApplication on the offscreen platform with its own settings and data folders, like the tests;
// the campaigns come from SHEETWRIGHT_BENCH_CAMPAIGNS (scripts/bench generates them).
#include "benchsupport.h"
#include "support/tempdirs.h"

#include <QApplication>
#include <QLocale>

#include <benchmark/benchmark.h>
#include <sqlite3.h>

int main(int argc, char *argv[])
{
    sw::bench::startSpawner();
    benchmark::Initialize(&argc, argv);
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    sw::test::isolateUserDirs();
    // The app started by the cold-start benchmark quits once its window is shown.
    qputenv("SHEETWRIGHT_QUIT_WHEN_SHOWN", "1");
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("SheetwrightBench"));
    QApplication::setApplicationName(QStringLiteral("SheetwrightBench"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    benchmark::AddCustomContext("qt", qVersion());
    benchmark::AddCustomContext("sqlite", sqlite3_libversion());
    sw::bench::registerStartup();
    sw::bench::registerStorage();
    sw::bench::registerPdf();
    sw::bench::registerSystems();
    sw::bench::registerGmBoards();
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
