#pragma once

#include <QList>
#include <QString>

namespace sw::store {

// The app's own data folder, where the default campaign and the backups live:
// <GenericDataLocation>/<application name> (e.g. ~/.local/share/Sheetwright). Not AppDataLocation,
// which names the organization and then the application: Sheetwright/Sheetwright.
QString dataFolder();
// Where versions before 0.2 kept it: AppDataLocation (…/Sheetwright/Sheetwright).
QString legacyDataFolder();

// A campaign file moved by migrateDataFolder.
struct MovedCampaign
{
    QString from;
    QString to;
    bool operator==(const MovedCampaign &) const = default;
};

// Moves what an older version kept in `from` into `to`, once: every campaign of from/campaigns
// (with its -wal and -shm files) into to/campaigns, and every backup folder of from/backups into
// to/backups — a moved campaign's backups renamed after its new path (backupFolder names them by a
// hash of the path), and whatever else is there (the user's rule packs) as it is. Nothing is moved when `from` has no campaigns folder, or `to` already has a
// campaign of the same name (that one is left where it is). Returns the campaigns moved; `error`
// names the first file that could not be moved (what was moved stays moved).
QList<MovedCampaign> migrateDataFolder(const QString &from, const QString &to, QString *error = nullptr);

// The backup folder of `campaignPath` under a data folder `root` (backupFolder uses dataFolder()).
QString backupFolderIn(const QString &root, const QString &campaignPath);

} // namespace sw::store
