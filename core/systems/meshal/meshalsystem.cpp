#include "systems/meshal/meshalsystem.h"

#include "systems/meshal/characterjson.h"
#include "systems/meshal/pack.h"
#include "systems/meshal/packio.h"
#include "systems/meshal/sheetrules.h"
#include "systems/meshal/store/meshalcontentstore.h"
#include "systems/meshal/store/meshalprofile.h"
#include "store/dialect.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace sw::meshal {
namespace {

const QString kCharacterKind = u"meshal-character"_s;
const QString kCharacterSchema = u"meshal.character.schema.json"_s;

store::SheetListing listing(const QString &id, const QJsonObject &d)
{
    const QString name = d[u"name"_s].toString();
    const QString species = d[u"species"_s][u"name"_s].toString();
    return {name, species, {}, store::nameOrder(name, id),
            d[u"pack"_s][u"id"_s].toString(), d[u"pack"_s][u"version"_s].toString()};
}

const QString kSecretContext = u"meshal.secret"_s;

} // namespace

QString contextMarkedSecretRollsProbe()
{
    return u"SELECT 1 FROM rolls WHERE context = ? LIMIT 1"_s;
}

bool hasContextMarkedSecretRolls(QSqlDatabase &db)
{
    QSqlQuery q(db);
    q.prepare(contextMarkedSecretRollsProbe());
    q.addBindValue(kSecretContext);
    return q.exec() && q.next();
}

bool secretRollsByFlag(QSqlDatabase &db, QString *error)
{
    QSqlQuery q(db);
    q.prepare(u"UPDATE rolls SET secret = ?, context = '' WHERE context = ?"_s);
    q.addBindValue(store::dialect::isServer(db) ? QVariant(true) : QVariant(1));
    q.addBindValue(kSecretContext);
    if (q.exec())
        return true;
    *error = q.lastError().text();
    return false;
}

namespace {

class MeshalSystem final : public systems::GameSystem
{
public:
    QString id() const override { return u"meshal"_s; }

    QString displayName(Language language) const override
    {
        switch (language) {
        case Language::TraditionalChinese:
            return u"Meshal Lite 遊戲規則"_s;
        case Language::SimplifiedChinese:
            return u"Meshal Lite 游戏规则"_s;
        case Language::English:
            break;
        }
        return u"Meshal Lite"_s;
    }

    void registerDocumentKinds(store::DocumentKinds &kinds) const override
    {
        kinds.add({kCharacterKind, id(), 1, true, listing,
                   [](const QString &, const QJsonObject &d) { return checkCharacterDocument(d); }});
        // The campaign's own species, abilities and items (the content editor), not a sheet to list.
        kinds.add({QString(kContentKind), id(), 1, false,
                   [](const QString &, const QJsonObject &d) {
                       return store::SheetListing{d[u"name"_s][u"zh_CN"_s].toString(), {}, {}, {}, d[u"for"_s].toString(), {}};
                   },
                   [](const QString &, const QJsonObject &d) { return checkContentDocument(d); }});
        // The campaign's rules profile: the 扩展 modules it plays with.
        kinds.add({QString(kProfileKind), id(), 1, false,
                   [](const QString &, const QJsonObject &) { return store::SheetListing{}; },
                   [](const QString &, const QJsonObject &d) { return checkProfileDocument(d); }});
        // On a shared campaign's server (#19): the campaign's content and rules profile are the
        // host's to write (a player plays with them, and reads them).
        kinds.setGmRights(QString(kContentKind), {true, {}, {}});
        kinds.setGmRights(QString(kProfileKind), {true, {}, {}});
        // Before schema v5 a campaign file kept no roll's secret flag, so a secret Meshal roll was
        // marked by its context; a file migrated to v5 keeps it secret by the flag alone. Files
        // migrated to v5 before this conversion was registered, and campaigns shared from them,
        // still hold such rolls: the same conversion (idempotent) is also a row repair, whose
        // probe is one lookup in rolls' (context, id) index.
        kinds.addConversion(5, secretRollsByFlag);
        kinds.addRepair({u"meshal.secret-rolls"_s, hasContextMarkedSecretRolls, secretRollsByFlag});
    }

    QList<systems::PackInfo> packs() const override
    {
        const auto pack = builtInMeshalPack();
        return {{pack->id, pack->version, pack->name.en, {}, true}};
    }
};

} // namespace

QList<rules::SchemaError> characterSchemaErrors(const QJsonObject &document, int limit)
{
    return packio::schemas().validate(document, kCharacterSchema, limit);
}

QString checkCharacterDocument(const QJsonObject &document)
{
    const QList<rules::SchemaError> errors = characterSchemaErrors(document);
    if (!errors.isEmpty())
        return errors.first().pointer + u": "_s + errors.first().reason;
    const auto pack = builtInMeshalPack();
    const Character character = characterFromJson(document);
    if (character.packId != pack->id)
        return u"/pack/id: unknown Meshal pack \"%1\""_s.arg(character.packId);
    const QList<rules::Violation> blocking = blockingViolations(character, *pack);
    if (blocking.isEmpty())
        return {};
    QStringList codes;
    for (const rules::Violation &v : blocking)
        codes << v.code + u" ("_s + v.field + u')';
    return u"the sheet breaks the rules: "_s + codes.join(u", "_s);
}

void registerMeshal(systems::GameSystemRegistry &registry)
{
    registry.add(std::make_unique<MeshalSystem>());
}

} // namespace sw::meshal
