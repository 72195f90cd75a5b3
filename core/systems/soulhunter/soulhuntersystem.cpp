#include "systems/soulhunter/soulhuntersystem.h"

#include "systems/soulhunter/characterjson.h"
#include "systems/soulhunter/content.h"
#include "systems/soulhunter/pack.h"
#include "systems/soulhunter/schemas.h"
#include "systems/soulhunter/sheetrules.h"
#include "systems/soulhunter/scene.h"
#include "systems/soulhunter/sin.h"
#include "systems/soulhunter/store/sinformat.h"
#include "systems/soulhunter/store/soulsheets.h"

using namespace Qt::StringLiterals;

namespace sw::soulhunter {
namespace {

const QString kCharacterSchema = u"soulhunter.character.schema.json"_s;
const QString kCampaignSchema = u"soulhunter.campaign.schema.json"_s;

store::SheetListing characterListing(const QString &id, const QJsonObject &d)
{
    const QString name = d[u"name"_s].toString();
    return {name, d[u"codename"_s].toString(), {}, store::nameOrder(name, id), d[u"pack"_s][u"id"_s].toString(),
            d[u"pack"_s][u"version"_s].toString()};
}

store::SheetListing campaignListing(const QString &id, const QJsonObject &d)
{
    const auto pack = findBuiltInPack(d[u"pack"_s][u"id"_s].toString());
    const QString name = pack ? pack->name.zhCN : d[u"pack"_s][u"id"_s].toString();
    return {name, {}, {}, store::nameOrder(name, id), d[u"pack"_s][u"id"_s].toString(), d[u"pack"_s][u"version"_s].toString()};
}

QString schemaError(const QJsonObject &document, const QString &schema)
{
    const QList<rules::SchemaError> errors = schemas().validate(document, schema, 1);
    return errors.isEmpty() ? QString() : errors.first().pointer + u": "_s + errors.first().reason;
}

class SoulhunterSystem final : public systems::GameSystem
{
public:
    QString id() const override { return u"soulhunter"_s; }

    QString displayName(Language language) const override
    {
        switch (language) {
        case Language::TraditionalChinese:
            return u"狩魂者TRPG（追加規則）"_s;
        case Language::SimplifiedChinese:
            return u"狩魂者TRPG（追加规则）"_s;
        case Language::English:
            break;
        }
        return u"Soul Hunter TRPG (additional rules)"_s;
    }

    void registerDocumentKinds(store::DocumentKinds &kinds) const override
    {
        kinds.add({QString(kCharacterKind), id(), kFormatVersion, true, characterListing,
                   [](const QString &, const QJsonObject &d) { return checkCharacterDocument(d); }});
        kinds.add({QString(kSinKind), id(), kSinFormat, true,
                   [](const QString &sinId, const QJsonObject &d) {
                       const QString name = d[u"name"_s].toString();
                       return store::SheetListing{name, {}, {}, store::nameOrder(name, sinId), {}, {}};
                   },
                   [](const QString &, const QJsonObject &d) { return checkSinDocument(d); }});
        kinds.add({QString(kContentKind), id(), kFormatVersion, false,
                   [](const QString &packId, const QJsonObject &d) {
                       const QString name = d[u"name"_s][u"zh_CN"_s].toString();
                       return store::SheetListing{name, {}, {}, store::nameOrder(name, packId), d[u"id"_s].toString(), d[u"version"_s].toString()};
                   },
                   [](const QString &packId, const QJsonObject &d) {
                       const ContentLoad load = contentFromJson(d, packId);
                       if (!load.errors.isEmpty())
                           return load.errors.first();
                       return load.content->id == packId ? QString() : u"/id: the document of pack \"%1\" holds \"%2\""_s.arg(packId, load.content->id);
                   }});
        kinds.add({QString(kSceneKind), id(), kFormatVersion, false,
                   [](const QString &sceneId, const QJsonObject &d) {
                       const QString name = d[u"name"_s].toString();
                       return store::SheetListing{name, {}, {}, store::nameOrder(name, sceneId), {}, {}};
                   },
                   [](const QString &, const QJsonObject &d) { return checkSceneDocument(d); }});
        kinds.add({QString(kCampaignKind), id(), kFormatVersion, false, campaignListing,
                   [](const QString &, const QJsonObject &d) { return checkCampaignDocument(d); }});
        // On a shared campaign's server (#19): the GM's documents — the scene, the Sins, the
        // campaign's rules and its content packs — are written by the GM alone; a Sin's note and
        // the 执念 tags the characters do not know yet (format 2's hiddenObsessions, sin.h) are
        // the GM's alone to read (the Sin's name and known tags are what the table plays against).
        kinds.setGmRights(QString(kSceneKind), {true, {}, {}});
        kinds.setGmRights(QString(kSinKind), {true, {u"note"_s, u"hiddenObsessions"_s}, {}});
        // Sins written in format 1 (every tag in `obsessions`) are turned into format 2 wherever a
        // campaign may still hold them (store/documentkinds.h: RowRepair): the store keeps no
        // per-document upgrade, and a schema version is not the Sins' to take.
        kinds.addRepair({u"soulhunter.sin-format-2"_s, hasOldSins, upgradeSins});
        kinds.setGmRights(QString(kCampaignKind), {true, {}, {}});
        kinds.setGmRights(QString(kContentKind), {true, {}, {}});
    }

    QList<systems::PackInfo> packs() const override
    {
        const auto base = builtInBasePack();
        const auto profile = builtInProfile();
        return {{base->id, base->version, base->name.en, {}, true}, {profile->id, profile->version, profile->name.en, base->id, true}};
    }
};

} // namespace

QString checkCharacterDocument(const QJsonObject &document)
{
    if (const QStringList removed = removedFields(document); !removed.isEmpty())
        return u"the sheet breaks the rules: soulhunter.sheet.removed_field (%1)"_s.arg(removed.join(u", "_s));
    if (const QString why = schemaError(document, kCharacterSchema); !why.isEmpty())
        return why;
    const Character character = characterFromJson(document);
    const auto pack = findBuiltInPack(character.packId);
    if (!pack)
        return u"/pack/id: unknown soulhunter pack \"%1\""_s.arg(character.packId);
    const QList<rules::Violation> blocking = checkCharacter(character, Rules(pack)).blocking();
    if (blocking.isEmpty())
        return {};
    QStringList codes;
    for (const rules::Violation &v : blocking)
        codes << v.code + u" ("_s + v.field + u')';
    return u"the sheet breaks the rules: "_s + codes.join(u", "_s);
}

QString checkCampaignDocument(const QJsonObject &document)
{
    if (const QString why = schemaError(document, kCampaignSchema); !why.isEmpty())
        return why;
    const auto pack = findBuiltInPack(document[u"pack"_s][u"id"_s].toString());
    if (!pack)
        return u"/pack/id: unknown soulhunter pack \"%1\""_s.arg(document[u"pack"_s][u"id"_s].toString());
    const Rules rules(pack);
    const QJsonObject settings = document[u"settings"_s].toObject();
    for (auto it = settings.begin(); it != settings.end(); ++it) {
        if (const QString why = rules.checkValue(it.key(), it.value()); !why.isEmpty())
            return u"/settings/"_s + it.key() + u": "_s + why;
    }
    return {};
}

void registerSoulhunter(systems::GameSystemRegistry &registry)
{
    registry.add(std::make_unique<SoulhunterSystem>());
}

} // namespace sw::soulhunter
