// sheetwright-cli: everything the store and the rules engine do, scriptable. Commands: cli/.
#include "cli/cli.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QTextStream err(stderr);
    return sw::cli::run(QCoreApplication::arguments(), out, err);
}
