#pragma once

// What the benchmarks share: the campaigns they run on (one per scale, from
// SHEETWRIGHT_BENCH_CAMPAIGNS="1x=PATH,10x=PATH"), and running a child process to the end with
// its wall time and peak RSS (wait4's rusage).
#include "store/campaignstore.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <string>

namespace sw::bench {

struct Scale
{
    QString name; // "1x", "10x"
    QString path; // a working copy the benchmarks may edit
};

// The scales given in the environment; each campaign is copied once into a temporary folder so
// the benchmarks' edits never touch the generated original.
const QList<Scale> &scales();

struct ChildRun
{
    double seconds = 0;
    long peakRssKiB = 0;
    bool ok = false;
};

// Forks the process that starts runChild's children, while this one is still small (first thing
// in main): a child's peak RSS is then its own (benchsupport.cpp says why).
void startSpawner();
// Runs `program` with `args` (with this process's environment as it is now) and waits for it.
ChildRun runChild(const QString &program, const QStringList &args);

// Each file of the suite registers its benchmarks, once per scale.
void registerStartup();
void registerStorage();
void registerPdf();
void registerSystems(); // the Fate, Meshal and 狩魂者 figures (systems_bench.cpp)
void registerGmBoards(); // the Blades GM boards opened, a page each (gmboards_bench.cpp)

// The sheets a PDF figure prints, picked from the campaign opened read-only.
using SheetPicker = std::function<QList<store::SheetRef>(const store::CampaignStore &)>;
// `figure`: sw::print::writePdf of the picked sheets of the campaign at `path`; `floor`: QPdfWriter
// writing the same words in their boxes (pdf_bench.cpp). Only with ui/print (SHEETWRIGHT_BENCH_PDF).
void registerPdfPair(const std::string &figure, const std::string &floor, const QString &path, const SheetPicker &pick,
                     int iterations);

} // namespace sw::bench
