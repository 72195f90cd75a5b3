#include "store/datafolder.h"

#include "store/campaignfile.h"
#include "store/campaignlock.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QStandardPaths>

#include <functional>

using namespace Qt::StringLiterals;

namespace sw::store {

QString dataFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + u'/' +
           QCoreApplication::applicationName();
}

QString legacyDataFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString backupFolderIn(const QString &root, const QString &campaignPath)
{
    const QFileInfo info(campaignPath);
    const QByteArray hash = QCryptographicHash::hash(info.absoluteFilePath().toUtf8(), QCryptographicHash::Sha1).toHex().left(8);
    return root + u"/backups/"_s + info.completeBaseName() + u'-' + QString::fromLatin1(hash);
}

namespace {

// Moves `from` to `to`; a folder into a folder that exists already, entry by entry (an entry that
// is there already stays, and its old copy with it).
void moveInto(const QString &from, const QString &to, const std::function<void(const QString &)> &fail)
{
    const QFileInfo target(to);
    if (!target.exists()) {
        if (!QDir().rename(from, to))
            fail(from);
        return;
    }
    if (!target.isDir() || !QFileInfo(from).isDir())
        return;
    for (const QFileInfo &entry : QDir(from).entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden))
        moveInto(entry.absoluteFilePath(), to + u'/' + entry.fileName(), fail);
    QDir().rmdir(from);
}

} // namespace

QList<MovedCampaign> migrateDataFolder(const QString &from, const QString &to, QString *error)
{
    QList<MovedCampaign> moved;
    const QDir oldCampaigns(from + u"/campaigns"_s);
    if (QDir::cleanPath(QFileInfo(from).absoluteFilePath()) == QDir::cleanPath(QFileInfo(to).absoluteFilePath()) ||
        !oldCampaigns.exists())
        return moved;
    const auto fail = [&](const QString &path) {
        if (error && error->isEmpty())
            *error = QDir::toNativeSeparators(path);
    };
    const QString newCampaigns = to + u"/campaigns"_s;
    QDir().mkpath(newCampaigns);
    QStringList movedBackups; // old backup folder names that went with their campaign
    const QString pattern = u"*."_s + QLatin1StringView(kCampaignSuffix);
    for (const QFileInfo &file : oldCampaigns.entryInfoList({pattern}, QDir::Files)) {
        const QString target = newCampaigns + u'/' + file.fileName();
        if (QFileInfo::exists(target))
            continue;
        // Never from under an editor that has it open (an older version still running).
        FileError lockError;
        const std::unique_ptr<QLockFile> lock = lockCampaign(file.absoluteFilePath(), &lockError);
        if (!lock) {
            fail(file.absoluteFilePath());
            continue;
        }
        if (!QFile::rename(file.absoluteFilePath(), target)) {
            fail(file.absoluteFilePath());
            continue;
        }
        // SQLite's companions follow the file they belong to.
        for (const QString &companion : {u"-wal"_s, u"-shm"_s}) {
            if (QFileInfo::exists(file.absoluteFilePath() + companion) &&
                !QFile::rename(file.absoluteFilePath() + companion, target + companion))
                fail(file.absoluteFilePath() + companion);
        }
        moved.append({file.absoluteFilePath(), QFileInfo(target).absoluteFilePath()});
        const QString oldBackups = backupFolderIn(from, file.absoluteFilePath());
        const QString newBackups = backupFolderIn(to, target);
        if (QFileInfo::exists(oldBackups) && !QFileInfo::exists(newBackups)) {
            QDir().mkpath(to + u"/backups"_s);
            if (QDir().rename(oldBackups, newBackups))
                movedBackups << QFileInfo(oldBackups).fileName();
            else
                fail(oldBackups);
        }
    }
    // The backups of campaigns that live elsewhere keep their names (their paths did not change).
    const QDir oldBackupRoot(from + u"/backups"_s);
    for (const QFileInfo &folder : oldBackupRoot.entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString target = to + u"/backups/"_s + folder.fileName();
        if (movedBackups.contains(folder.fileName()) || QFileInfo::exists(target))
            continue;
        QDir().mkpath(to + u"/backups"_s);
        if (!QDir().rename(folder.absoluteFilePath(), target))
            fail(folder.absoluteFilePath());
    }
    // Whatever else the app kept there (the user's rule packs) follows as it is, folder into folder.
    for (const QFileInfo &entry : QDir(from).entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden)) {
        const QString name = entry.fileName();
        if (name != u"campaigns"_s && name != u"backups"_s)
            moveInto(entry.absoluteFilePath(), to + u'/' + name, fail);
    }
    // Empty folders left behind go, so the doubled folder does not linger.
    QDir().rmdir(from + u"/campaigns"_s);
    QDir().rmdir(from + u"/backups"_s);
    QDir().rmdir(from);
    return moved;
}

} // namespace sw::store
