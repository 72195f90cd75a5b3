#include "appsettings.h"

#include "store/campaignfile.h"
#include "store/datafolder.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace sw::ui {
namespace settings {
namespace {
const QString kLanguage = u"ui/language"_s;
const QString kLastCampaign = u"campaigns/last"_s;
const QString kRecent = u"campaigns/recent"_s;
const QString kGeometry = u"window/geometry"_s;
const QString kOpenSheets = u"campaigns/openSheets"_s;
const QString kState = u"window/state"_s;
const QString kTheme = u"ui/theme"_s;

// Writes `value` under `key` only when it differs from what is stored: QSettings rewrites (and
// fsyncs) the whole file for every change, and most starts save what is already there (the
// language, the last campaign, the window's geometry) — issue #20.
void put(QSettings &s, const QString &key, const QVariant &value)
{
    // The INI file gives a one-name list back as a string: compared as the type written.
    QVariant stored = s.value(key);
    if (stored.isValid() && stored.convert(value.metaType()) && stored == value)
        return;
    s.setValue(key, value);
}

void put(const QString &key, const QVariant &value)
{
    QSettings s;
    put(s, key, value);
}
} // namespace

std::optional<Language> language()
{
    return languageFromCode(QSettings().value(kLanguage).toString());
}

void setLanguage(Language language)
{
    put(kLanguage, languageCode(language));
}

QString lastCampaign()
{
    return QSettings().value(kLastCampaign).toString();
}

void setLastCampaign(const QString &path)
{
    put(kLastCampaign, path);
}

QStringList recentCampaigns()
{
    return QSettings().value(kRecent).toStringList();
}

void addRecentCampaign(const QString &path)
{
    const QString clean = QDir::cleanPath(QDir(path).absolutePath());
    QStringList list = recentCampaigns();
    list.removeAll(clean);
    list.prepend(clean);
    while (list.size() > kMaxRecent)
        list.removeLast();
    put(kRecent, list);
}

void removeRecentCampaign(const QString &path)
{
    QStringList list = recentCampaigns();
    list.removeAll(QDir::cleanPath(QDir(path).absolutePath()));
    put(kRecent, list);
}

void clearRecentCampaigns()
{
    QSettings().remove(kRecent);
}

QByteArray windowGeometry()
{
    return QSettings().value(kGeometry).toByteArray();
}

QByteArray windowState()
{
    return QSettings().value(kState).toByteArray();
}

void setWindowGeometry(const QByteArray &geometry, const QByteArray &state)
{
    QSettings s;
    put(s, kGeometry, geometry);
    put(s, kState, state);
}

OpenSheets openSheets(const QString &campaignPath)
{
    const QVariantMap entry = QSettings().value(kOpenSheets).toMap().value(campaignPath).toMap();
    return {entry.value(u"sheets"_s).toStringList(), entry.value(u"current"_s).toString()};
}

void setOpenSheets(const QString &campaignPath, const OpenSheets &open)
{
    QSettings s;
    QVariantMap all = s.value(kOpenSheets).toMap();
    // Only the recent campaigns' tabs are kept: the list does not grow with every file opened.
    const QStringList recent = recentCampaigns();
    for (auto it = all.begin(); it != all.end();)
        it = recent.contains(it.key()) ? std::next(it) : all.erase(it);
    if (open.sheets.isEmpty())
        all.remove(campaignPath);
    else
        all.insert(campaignPath, QVariantMap{{u"sheets"_s, open.sheets}, {u"current"_s, open.current}});
    put(s, kOpenSheets, all);
}

QString theme()
{
    return QSettings().value(kTheme, u"dark"_s).toString();
}

void setTheme(const QString &theme)
{
    put(kTheme, theme);
}

} // namespace settings

QString defaultCampaignPath()
{
    return store::dataFolder() + u"/campaigns/default."_s + QLatin1StringView(store::kCampaignSuffix);
}

int migrateLegacyDataFolder(QString *error)
{
    const QList<store::MovedCampaign> moved = store::migrateDataFolder(store::legacyDataFolder(), store::dataFolder(), error);
    const auto moveTo = [&](const QString &path) -> QString {
        const QString absolute = QFileInfo(path).absoluteFilePath();
        for (const store::MovedCampaign &m : moved) {
            if (m.from == absolute)
                return m.to;
        }
        return path;
    };
    if (!moved.isEmpty()) {
        if (!settings::lastCampaign().isEmpty())
            settings::setLastCampaign(moveTo(settings::lastCampaign()));
        // The recent list keeps its order, each moved campaign under its new path.
        const QStringList recent = settings::recentCampaigns();
        settings::clearRecentCampaigns();
        for (auto it = recent.crbegin(); it != recent.crend(); ++it)
            settings::addRecentCampaign(moveTo(*it));
    }
    return int(moved.size());
}

} // namespace sw::ui
