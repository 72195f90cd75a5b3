#include "store/campaignlock.h"

#include <QFile>
#include <QSysInfo>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

namespace sw::store {
namespace {

// A lock file names the process that made it (pid, program, host). QLockFile takes a lock for
// stale when that process is gone, and removes it only under a helper lock, LOCK.rmlock, itself a
// QLockFile with Qt's default 30 s stale time. A process killed at the wrong moment leaves locks
// Qt does not take for stale: an empty lock (killed between making and writing it), an empty
// helper (killed while removing a stale lock: every later open waits out the 30 s, refused), a
// helper of the helper, a lock whose pid now belongs to another running copy of the program.
//
// What decides instead: QLockFile holds an flock(2) on its lock file from the moment it has made
// it until it removes it, and the kernel lets go of it when the process dies. A lock or helper
// file that no process holds, and that is the very file seen before our wait, is abandoned
// whatever it says; it is removed while we hold its flock, as Qt removes a stale lock, so a live
// holder (whose flock we cannot take) is never broken into. Locks naming another host are left
// to Qt: on a network folder an flock may not reach the other machine.
#ifdef Q_OS_UNIX
struct SeenFile
{
    bool exists = false;
    dev_t device = 0;
    ino_t inode = 0;
};

SeenFile seen(const QString &path)
{
    struct stat st = {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return {};
    return {true, st.st_dev, st.st_ino};
}

bool removeIfAbandoned(const QString &path, const SeenFile &before)
{
    qint64 pid = 0;
    QString host;
    if (QLockFile(path).getLockInfo(&pid, &host, nullptr) && !host.isEmpty() && host != QSysInfo::machineHostName())
        return false;
    const QByteArray name = QFile::encodeName(path);
    const int fd = ::open(name.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    struct stat held = {};
    struct stat now = {};
    const bool removed = ::fstat(fd, &held) == 0 && held.st_dev == before.device && held.st_ino == before.inode &&
                         ::flock(fd, LOCK_EX | LOCK_NB) == 0 && ::stat(name.constData(), &now) == 0 &&
                         now.st_dev == held.st_dev && now.st_ino == held.st_ino && ::unlink(name.constData()) == 0;
    ::close(fd);
    return removed;
}
#endif

} // namespace

std::unique_ptr<QLockFile> lockCampaign(const QString &path, FileError *error)
{
    const QString lockPath = path + u".lock"_s;
    auto lock = std::make_unique<QLockFile>(lockPath);
    lock->setStaleLockTime(0); // a lock is stale only when its process is gone
    if (lock->tryLock(0))
        return lock;
#ifdef Q_OS_UNIX
    // The lock and its helpers as they are before the wait, to know them again after it.
    const QStringList files{lockPath + u".rmlock.rmlock"_s, lockPath + u".rmlock"_s, lockPath};
    QList<SeenFile> before;
    for (const QString &file : files)
        before.append(seen(file));
#endif
    if (lock->tryLock(100))
        return lock;
    if (lock->error() == QLockFile::LockFailedError) {
#ifdef Q_OS_UNIX
        bool removed = false;
        for (qsizetype i = 0; i < files.size(); ++i) // helpers first: Qt's own removal may go on after
            removed = (before.at(i).exists && removeIfAbandoned(files.at(i), before.at(i))) || removed;
        if (removed && lock->tryLock(0))
            return lock;
#else
        // A lock still empty (or unreadable) after the wait above belongs to a process killed
        // while making it; QLockFile never calls it stale (its age counts only with a stale time).
        if (!lock->getLockInfo(nullptr, nullptr, nullptr) && lock->removeStaleLockFile() && lock->tryLock(0))
            return lock;
#endif
    }
    qint64 pid = 0;
    QString host;
    QString app;
    lock->getLockInfo(&pid, &host, &app);
    if (error)
        *error = {lock->error() == QLockFile::LockFailedError ? FileProblem::InUse : FileProblem::ReadOnly,
                  u"pid %1 on %2"_s.arg(pid).arg(host)};
    return nullptr;
}

} // namespace sw::store
