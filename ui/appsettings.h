#pragma once

#include "common/language.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace sw::ui {

// The few things the app remembers between runs, with their keys in one place.
namespace settings {

std::optional<Language> language();
void setLanguage(Language language);

QString lastCampaign();
void setLastCampaign(const QString &path);

QStringList recentCampaigns();
// Puts `path` first, drops duplicates, keeps at most kMaxRecent entries.
void addRecentCampaign(const QString &path);
void removeRecentCampaign(const QString &path);
void clearRecentCampaigns();
inline constexpr int kMaxRecent = 8;

QByteArray windowGeometry();
QByteArray windowState();
void setWindowGeometry(const QByteArray &geometry, const QByteArray &state);

// The sheets open in a campaign's tabs when it was last closed ("kind:id", in tab order) and the
// one shown (empty: the campaign's home tab), kept for the recent campaigns only.
struct OpenSheets
{
    QStringList sheets;
    QString current;
};
OpenSheets openSheets(const QString &campaignPath);
void setOpenSheets(const QString &campaignPath, const OpenSheets &open);

QString theme();
void setTheme(const QString &theme);

} // namespace settings

// Where the campaign made on first start lives: <dataFolder()>/campaigns/default.sheetwright.
QString defaultCampaignPath();
// Once, on start: moves the campaigns and backups an older version kept in the doubled folder
// (…/Sheetwright/Sheetwright, store::legacyDataFolder()) into dataFolder(), and points the last
// and recent campaigns at their new paths. Returns the campaigns moved.
int migrateLegacyDataFolder(QString *error = nullptr);

} // namespace sw::ui
