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
#include <unistd.h>

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

namespace {

// The children are started by a small process forked at the suite's start (startSpawner), not by
// the suite itself: Linux counts the memory of the process that starts a child into the child's
// ru_maxrss (at exec, the old address space's high-water mark is carried over — the parent's
// whole one under posix_spawn's vfork, a copy of it under fork), so a suite that has grown to
// hundreds of MiB (copying and migrating the 100x campaign) would report that as every child's
// peak. The spawner stays a few MiB, under any child's own peak.
int g_toSpawner = -1;
int g_fromSpawner = -1;

bool writeAll(int fd, const void *data, size_t size)
{
    const char *p = static_cast<const char *>(data);
    while (size > 0) {
        const ssize_t n = ::write(fd, p, size);
        if (n <= 0)
            return false;
        p += n;
        size -= size_t(n);
    }
    return true;
}

bool readAll(int fd, void *data, size_t size)
{
    char *p = static_cast<char *>(data);
    while (size > 0) {
        const ssize_t n = ::read(fd, p, size);
        if (n <= 0)
            return false;
        p += n;
        size -= size_t(n);
    }
    return true;
}

bool writeStrings(int fd, const std::vector<std::string> &strings)
{
    const quint32 count = quint32(strings.size());
    if (!writeAll(fd, &count, sizeof count))
        return false;
    for (const std::string &s : strings) {
        const quint32 size = quint32(s.size());
        if (!writeAll(fd, &size, sizeof size) || !writeAll(fd, s.data(), s.size()))
            return false;
    }
    return true;
}

bool readStrings(int fd, std::vector<std::string> &strings)
{
    quint32 count = 0;
    if (!readAll(fd, &count, sizeof count))
        return false;
    strings.assign(count, {});
    for (std::string &s : strings) {
        quint32 size = 0;
        if (!readAll(fd, &size, sizeof size))
            return false;
        s.resize(size);
        if (!readAll(fd, s.data(), size))
            return false;
    }
    return true;
}

std::vector<char *> pointers(std::vector<std::string> &strings)
{
    std::vector<char *> out;
    for (std::string &s : strings)
        out.push_back(s.data());
    out.push_back(nullptr);
    return out;
}

ChildRun spawnAndWait(std::vector<std::string> &args, std::vector<std::string> &env)
{
    std::vector<char *> argv = pointers(args);
    std::vector<char *> envp = pointers(env);
    ChildRun run;
    const auto start = std::chrono::steady_clock::now();
    pid_t pid = 0;
    if (posix_spawn(&pid, argv.front(), nullptr, nullptr, argv.data(), envp.data()) != 0)
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

[[noreturn]] void spawnerLoop(int requests, int replies)
{
    std::vector<std::string> args;
    std::vector<std::string> env;
    while (readStrings(requests, args) && readStrings(requests, env)) {
        const ChildRun run = spawnAndWait(args, env);
        if (!writeAll(replies, &run, sizeof run))
            break;
    }
    _exit(0);
}

} // namespace

void startSpawner()
{
    int requests[2];
    int replies[2];
    if (pipe(requests) != 0 || pipe(replies) != 0)
        return;
    const pid_t pid = fork();
    if (pid < 0)
        return;
    if (pid == 0) {
        close(requests[1]);
        close(replies[0]);
        spawnerLoop(requests[0], replies[1]);
    }
    close(requests[0]);
    close(replies[1]);
    g_toSpawner = requests[1];
    g_fromSpawner = replies[0];
}

ChildRun runChild(const QString &program, const QStringList &args)
{
    std::vector<std::string> argv{program.toStdString()};
    for (const QString &a : args)
        argv.push_back(a.toStdString());
    std::vector<std::string> env;
    for (char **e = environ; *e; ++e)
        env.emplace_back(*e);
    if (g_toSpawner < 0)
        return spawnAndWait(argv, env);
    ChildRun run;
    if (!writeStrings(g_toSpawner, argv) || !writeStrings(g_toSpawner, env) || !readAll(g_fromSpawner, &run, sizeof run))
        return {};
    return run;
}

} // namespace sw::bench
