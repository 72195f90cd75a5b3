#include "benchsupport.h"

#include "store/campaignfile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>

extern char **environ;

using namespace Qt::StringLiterals;

namespace sw::bench {

const QList<Scale> &scales()
{
    static QTemporaryDir work;
    static const QList<Scale> list = [] {
        QList<Scale> out;
        const QString spec = qEnvironmentVariable("SHEETWRIGHT_BENCH_CAMPAIGNS");
        for (const QString &item : spec.split(u',', Qt::SkipEmptyParts)) {
            const qsizetype eq = item.indexOf(u'=');
            if (eq <= 0)
                continue;
            const QString name = item.left(eq);
            const QString copy = work.filePath(u"bench-"_s + name + u".sheetwright"_s);
            if (!QFile::copy(item.mid(eq + 1), copy)) {
                std::fprintf(stderr, "sheetwright_bench: cannot copy %s\n", qPrintable(item.mid(eq + 1)));
                continue;
            }
            // A campaign of an older schema is brought up to date here, once, before any timing
            // (a migration is not what the open figures measure).
            store::FileError error;
            if (!store::CampaignFile::open(copy, &error)) {
                std::fprintf(stderr, "sheetwright_bench: cannot open %s: %s\n", qPrintable(copy), qPrintable(error.detail));
                continue;
            }
            out.append({name, copy});
        }
        return out;
    }();
    return list;
}

ChildRun runChild(const QString &program, const QStringList &args)
{
    std::vector<std::string> storage;
    storage.push_back(program.toStdString());
    for (const QString &a : args)
        storage.push_back(a.toStdString());
    std::vector<char *> argv;
    for (std::string &s : storage)
        argv.push_back(s.data());
    argv.push_back(nullptr);
    ChildRun run;
    const auto start = std::chrono::steady_clock::now();
    pid_t pid = 0;
    if (posix_spawn(&pid, argv.front(), nullptr, nullptr, argv.data(), environ) != 0)
        return run;
    int status = 0;
    rusage usage{};
    if (wait4(pid, &status, 0, &usage) != pid)
        return run;
    run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    run.peakRssKiB = usage.ru_maxrss;
    run.ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    return run;
}

} // namespace sw::bench
