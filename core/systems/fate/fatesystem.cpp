#include "systems/fate/fatesystem.h"

#include "rules/jsonschema.h"
#include "systems/fate/characterjson.h"
#include "systems/fate/pack.h"
#include "systems/fate/scene.h"
#include "systems/fate/sheetrules.h"
#include "systems/fate/store/campaignpack.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace sw::fate {
namespace {

const QString kCharacterKind = u"fate-character"_s;
const QString kCharacterSchema = u"fate.character.schema.json"_s;

const rules::JsonSchemaValidator &characterSchema()
{
    static const rules::JsonSchemaValidator validator = [] {
        rules::JsonSchemaValidator v;
        QFile file(u":/schemas/"_s + kCharacterSchema);
        if (file.open(QIODevice::ReadOnly))
            v.addSchema(kCharacterSchema, QJsonDocument::fromJson(file.readAll()).object());
        return v;
    }();
    return validator;
}

store::SheetListing listing(const QString &id, const QJsonObject &d)
{
    const QString name = d[u"name"_s].toString();
    QString highConcept;
    for (const QJsonValue &a : d[u"aspects"_s].toArray()) {
        if (a[u"kind"_s].toString() == u"high_concept"_s)
            highConcept = a[u"text"_s].toString();
    }
    return {name, highConcept, {}, store::nameOrder(name, id),
            d[u"pack"_s][u"id"_s].toString(), d[u"pack"_s][u"version"_s].toString()};
}

class FateSystem final : public systems::GameSystem
{
public:
    QString id() const override { return u"fate"_s; }

    QString displayName(Language language) const override
    {
        switch (language) {
        case Language::TraditionalChinese:
            return u"命運濃縮版"_s;
        case Language::SimplifiedChinese:
            return u"命运浓缩版"_s;
        case Language::English:
            break;
        }
        return u"Fate Condensed"_s;
    }

    void registerDocumentKinds(store::DocumentKinds &kinds) const override
    {
        kinds.add({kCharacterKind, id(), 1, true, listing,
                   [](const QString &, const QJsonObject &d) { return checkCharacterDocument(d); }});
        // The scene's situation aspects: one document, not listed as a sheet.
        kinds.add({QString(kSceneKind), id(), 1, false,
                   [](const QString &, const QJsonObject &) { return store::SheetListing{u"Scene"_s, {}, {}, {}, {}, {}}; },
                   [](const QString &, const QJsonObject &d) { return checkSceneDocument(d); }});
        // The campaign's Fate settings (the pack or profile it plays with): one document, not listed.
        kinds.add({QString(kCampaignKind), id(), 1, false,
                   [](const QString &, const QJsonObject &) { return store::SheetListing{u"Fate campaign"_s, {}, {}, {}, {}, {}}; },
                   [](const QString &, const QJsonObject &d) { return checkCampaignDocument(d); }});
        // On a shared campaign's server (#19): the campaign's settings (the pack it plays with) are
        // the GM's to write. The scene is not: a player's create-an-advantage puts aspects on it.
        kinds.setGmRights(QString(kCampaignKind), {true, {}, {}});
    }

    QList<systems::PackInfo> packs() const override
    {
        const auto pack = builtInFatePack();
        return {{pack->id, pack->version, pack->name.en, {}, true}};
    }
};

} // namespace

QString checkCharacterDocument(const QJsonObject &document)
{
    const QList<rules::SchemaError> errors = characterSchema().validate(document, kCharacterSchema, 1);
    if (!errors.isEmpty())
        return errors.first().pointer + u": "_s + errors.first().reason;
    const Character character = characterFromJson(document);
    // The sheet names its pack: the built-in one or a pack or profile in the user's folder.
    const auto pack = fatePackById(character.packId);
    if (!pack)
        return u"/pack/id: unknown Fate pack \"%1\""_s.arg(character.packId);
    const QList<rules::Violation> blocking = blockingViolations(character, *pack);
    if (blocking.isEmpty())
        return {};
    QStringList codes;
    for (const rules::Violation &v : blocking)
        codes << v.code + u" ("_s + v.field + u')';
    return u"the sheet breaks the rules: "_s + codes.join(u", "_s);
}

void registerFate(systems::GameSystemRegistry &registry)
{
    registry.add(std::make_unique<FateSystem>());
}

} // namespace sw::fate
