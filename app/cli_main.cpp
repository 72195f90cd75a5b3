// sheetwright-cli: everything the store and the rules engine do, scriptable. Commands: cli/.
#include "cli/cli.h"

#include <QCoreApplication>
#ifdef SHEETWRIGHT_WITH_PRINT
#include <QGuiApplication>
#endif

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <memory>

int main(int argc, char *argv[])
{
#ifdef SHEETWRIGHT_WITH_PRINT
    // export-pdf lays text out with Qt Gui's fonts: it needs a QGuiApplication, offscreen unless
    // told otherwise, so that it runs without a display. Every other command stays Core only.
    const bool print = std::any_of(argv + 1, argv + argc, [](const char *a) { return std::strcmp(a, "export-pdf") == 0; });
    if (print && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QCoreApplication> app;
    if (print)
        app = std::make_unique<QGuiApplication>(argc, argv);
    else
        app = std::make_unique<QCoreApplication>(argc, argv);
#else
    QCoreApplication app(argc, argv);
#endif
    // The same names as the GUI, so both find the same data folder (user rule packs, campaigns).
    QCoreApplication::setOrganizationName(QStringLiteral("Sheetwright"));
    QCoreApplication::setApplicationName(QStringLiteral("Sheetwright"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SHEETWRIGHT_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    return sw::cli::run(QCoreApplication::arguments(), out, err);
}
