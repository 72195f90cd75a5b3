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

QString theme();
void setTheme(const QString &theme);

} // namespace settings

// Where the campaign made on first start lives: <AppDataLocation>/campaigns/default.sheetwright.
QString defaultCampaignPath();

} // namespace sw::ui
