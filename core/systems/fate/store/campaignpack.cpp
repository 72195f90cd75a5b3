#include "systems/fate/store/campaignpack.h"

#include "store/datafolder.h"

#include <QDir>
#include <QFile>

using namespace Qt::StringLiterals;

namespace sw::fate {

QString userFatePackFolder()
{
    return store::dataFolder() + u"/fate-packs"_s;
}

QList<FatePackLoad> discoverFatePacks(const QString &userFolder)
{
    QList<FatePackLoad> loads{{builtInFatePack(), {}}};
    const QDir dir(userFolder);
    for (const QString &sub : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        if (QFile::exists(dir.filePath(sub + u"/pack.json"_s)))
            loads.append(loadFatePack(dir.filePath(sub)));
    }
    return loads;
}

std::shared_ptr<const FatePack> fatePackById(const QString &id, const QString &userFolder)
{
    const auto builtIn = builtInFatePack();
    if (id.isEmpty() || id == builtIn->id)
        return builtIn;
    // Read afresh each time: the user may just have added a pack.
    const QDir dir(userFolder);
    for (const QString &sub : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        if (!QFile::exists(dir.filePath(sub + u"/pack.json"_s)))
            continue;
        const FatePackLoad load = loadFatePack(dir.filePath(sub));
        if (load.pack && load.pack->id == id)
            return load.pack;
    }
    return nullptr;
}

store::SheetRef campaignSettingsRef()
{
    return {QString(kCampaignKind), u"settings"_s};
}

QString campaignFatePackId(const store::CampaignStore &store)
{
    const std::optional<QJsonObject> json = store.snapshot(campaignSettingsRef());
    return json ? (*json)[u"pack"_s][u"id"_s].toString() : QString();
}

std::shared_ptr<const FatePack> campaignFatePack(const store::CampaignStore &store, QString *missing, const QString &userFolder)
{
    const QString id = campaignFatePackId(store);
    if (auto pack = fatePackById(id, userFolder))
        return pack;
    if (missing)
        *missing = id;
    return builtInFatePack();
}

store::SheetChange campaignPackChange(const QString &packId)
{
    return {campaignSettingsRef(), QJsonObject{{u"pack"_s, QJsonObject{{u"id"_s, packId}}}}};
}

store::Receipt setCampaignFatePack(store::CampaignStore &store, const QString &packId, const QString &label)
{
    return store.apply({campaignPackChange(packId)}, u"fate.campaign.pack"_s, label, {}, {});
}

QString checkCampaignDocument(const QJsonObject &document)
{
    if (!document[u"pack"_s].isObject() || !document[u"pack"_s][u"id"_s].isString())
        return u"/pack/id: a string is required"_s;
    for (auto it = document.begin(); it != document.end(); ++it) {
        if (it.key() != u"pack"_s)
            return u"/%1: not a setting of a Fate campaign"_s.arg(it.key());
    }
    return {};
}

} // namespace sw::fate
