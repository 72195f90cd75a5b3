// sheetwright-cli: everything the store and the rules engine do, scriptable. Commands: cli/.
#include "cli/cli.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    // The same names as the GUI, so both find the same data folder (user rule packs, campaigns).
    QCoreApplication::setOrganizationName(QStringLiteral("Sheetwright"));
    QCoreApplication::setApplicationName(QStringLiteral("Sheetwright"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SHEETWRIGHT_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    return sw::cli::run(QCoreApplication::arguments(), out, err);
}
