#pragma once

// Runs sheetwright-cli in-process, as the tests of its commands need it.
#include "cli/cli.h"

#include <QStringList>

namespace sw::test {

struct CliRun
{
    int code = 0;
    QString out;
    QString err;

    // The codes of the tab-separated "code\tfield\tmessage" lines of `validate`.
    QStringList codes() const
    {
        QStringList found;
        for (const QString &line : out.split(u'\n', Qt::SkipEmptyParts)) {
            if (line.contains(u'\t'))
                found << line.section(u'\t', 0, 0);
        }
        return found;
    }
};

inline CliRun cli(QStringList args)
{
    CliRun run;
    QTextStream out(&run.out);
    QTextStream err(&run.err);
    args.prepend(QStringLiteral("sheetwright-cli"));
    run.code = sw::cli::run(args, out, err);
    out.flush();
    err.flush();
    return run;
}

} // namespace sw::test
