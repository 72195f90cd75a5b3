#include "systems/soulhunter/store/soulsheets.h"

#include "systems/documentsheets.h"
#include "systems/soulhunter/characterjson.h"
#include "systems/soulhunter/sheetrules.h"

using namespace Qt::StringLiterals;

namespace sw::soulhunter {
namespace {

std::optional<std::pair<store::SheetRef, QJsonObject>> campaignDocument(const store::CampaignStore &store)
{
    for (const store::SheetInfo &info : store.list(QString(kCampaignKind))) {
        if (const std::optional<QJsonObject> json = store.snapshot(info.ref))
            return std::pair{info.ref, *json};
    }
    return std::nullopt;
}

store::Receipt refused(const QString &why)
{
    store::Receipt r;
    r.error = why;
    r.problem = store::StoreProblem::Refused;
    return r;
}

// What `after`'s charms break against the campaign's rules that `before`'s did not (spec §18): a
// charm over its capacity, or one whose kind's size is still unfilled, is refused when it is made so.
QString charmsRefused(const store::CampaignStore &store, const QList<Charm> &before, const QList<Charm> &after)
{
    for (const rules::Violation &v : newlyBrokenCharms(before, after, campaignRules(store)))
        return u"the charm breaks the rules: "_s + v.code + u" ("_s + v.field + u')';
    return {};
}

} // namespace

store::SheetRef characterRef(qint64 id)
{
    return systems::numberedSheet(kCharacterKind, id);
}

std::optional<Character> character(const store::CampaignStore &store, qint64 id)
{
    return systems::readSheet<Character>(store, kCharacterKind, id, characterFromJson);
}

QList<std::pair<qint64, Character>> characters(const store::CampaignStore &store)
{
    return systems::readSheets<Character>(store, kCharacterKind, characterFromJson);
}

// The campaign's rules (its base values included) on a sheet being written: a rule the new version
// breaks that the old one did not is refused (a sheet an older setting let through stays editable).
static QString newlyBroken(const store::CampaignStore &store, const std::optional<Character> &before, const Character &after)
{
    const Rules rules = campaignRules(store);
    const QList<rules::Violation> was = before ? checkCharacter(*before, rules).blocking() : QList<rules::Violation>{};
    QStringList codes;
    for (const rules::Violation &v : checkCharacter(after, rules).blocking()) {
        if (!was.contains(v))
            codes << v.code + u" ("_s + v.field + u')';
    }
    return codes.isEmpty() ? QString() : u"the sheet breaks the rules: "_s + codes.join(u", "_s);
}

store::Receipt addCharacter(store::CampaignStore &store, const Character &c, const QString &label)
{
    if (const QString why = newlyBroken(store, std::nullopt, c); !why.isEmpty())
        return refused(why);
    return store.addNumbered(QString(kCharacterKind), toJson(c), u"soulhunter.character.create"_s, label);
}

store::Receipt saveCharacter(store::CampaignStore &store, qint64 id, const Character &c, const QString &command,
                             const QString &label, const QList<store::LedgerEvent> &ledger)
{
    const std::optional<Character> before = character(store, id);
    if (before) {
        const QList<rules::Violation> broken = changeViolations(*before, c);
        if (!broken.isEmpty())
            return refused(u"the change breaks the rules: "_s + broken.first().code);
    }
    if (const QString why = newlyBroken(store, before, c); !why.isEmpty())
        return refused(why);
    return store.save(characterRef(id), toJson(c), command, label, ledger);
}

std::optional<Sin> sin(const store::CampaignStore &store, qint64 id)
{
    const std::optional<QJsonObject> json = store.snapshot({QString(kSinKind), QString::number(id)});
    if (!json)
        return std::nullopt;
    return sinFromJson(*json);
}

QList<std::pair<qint64, Sin>> sins(const store::CampaignStore &store)
{
    QList<std::pair<qint64, Sin>> out;
    for (const store::SheetInfo &info : store.list(QString(kSinKind))) {
        if (std::optional<Sin> s = sin(store, info.ref.id.toLongLong()))
            out.append({info.ref.id.toLongLong(), *s});
    }
    return out;
}

store::Receipt addSin(store::CampaignStore &store, const Sin &s, const QString &label)
{
    if (const QString why = charmsRefused(store, {}, s.charms); !why.isEmpty())
        return refused(why);
    return store.addNumbered(QString(kSinKind), toJson(s), u"soulhunter.sin.create"_s, label);
}

store::Receipt saveSin(store::CampaignStore &store, qint64 id, const Sin &s, const QString &command, const QString &label)
{
    const std::optional<Sin> before = sin(store, id);
    if (const QString why = charmsRefused(store, before ? before->charms : QList<Charm>{}, s.charms); !why.isEmpty())
        return refused(why);
    return store.save({QString(kSinKind), QString::number(id)}, toJson(s), command, label);
}

store::Receipt removeSin(store::CampaignStore &store, qint64 id, const QString &label)
{
    return store.remove({QString(kSinKind), QString::number(id)}, label);
}

std::optional<Scene> scene(const store::CampaignStore &store)
{
    for (const store::SheetInfo &info : store.list(QString(kSceneKind))) {
        if (const std::optional<QJsonObject> json = store.snapshot(info.ref))
            return sceneFromJson(*json);
    }
    return std::nullopt;
}

store::Receipt saveScene(store::CampaignStore &store, const Scene &s, const QString &label)
{
    if (const QList<rules::Violation> broken = checkScene(s); !broken.isEmpty())
        return refused(u"the scene breaks the rules: "_s + broken.first().code);
    const std::optional<Scene> before = scene(store);
    if (const QString why = charmsRefused(store, before ? before->charms : QList<Charm>{}, s.charms); !why.isEmpty())
        return refused(why);
    const QList<store::SheetInfo> held = store.list(QString(kSceneKind));
    if (held.isEmpty())
        return store.addNumbered(QString(kSceneKind), toJson(s), u"soulhunter.scene.set"_s, label);
    return store.save(held.first().ref, toJson(s), u"soulhunter.scene.set"_s, label);
}

QList<std::shared_ptr<const Content>> contents(const store::CampaignStore &store)
{
    QList<std::shared_ptr<const Content>> out;
    for (const store::SheetInfo &info : store.list(QString(kContentKind))) {
        if (const std::optional<QJsonObject> json = store.snapshot(info.ref)) {
            if (const ContentLoad load = contentFromJson(*json, info.ref.id); load.content)
                out.append(load.content);
        }
    }
    return out;
}

store::Receipt importContent(store::CampaignStore &store, const Content &content)
{
    return store.save({QString(kContentKind), content.id}, toJson(content), u"soulhunter.content.import"_s,
                      u"soulhunter content "_s + content.id);
}

Rules campaignRules(const store::CampaignStore &store)
{
    const auto doc = campaignDocument(store);
    if (!doc)
        return Rules(builtInProfile());
    const auto pack = findBuiltInPack((*doc).second[u"pack"_s][u"id"_s].toString());
    QMap<QString, QJsonValue> values;
    const QJsonObject settings = (*doc).second[u"settings"_s].toObject();
    for (auto it = settings.begin(); it != settings.end(); ++it)
        values.insert(it.key(), it.value());
    return Rules(pack ? pack : builtInProfile(), values);
}

store::Receipt setCampaignSetting(store::CampaignStore &store, const QString &key, const QJsonValue &value)
{
    const auto doc = campaignDocument(store);
    const Rules rules = campaignRules(store);
    if (const QString why = rules.checkValue(key, value); !why.isEmpty())
        return refused(key + u": "_s + why);
    QJsonObject json = doc ? (*doc).second
                           : QJsonObject{{u"pack"_s, QJsonObject{{u"id"_s, rules.pack().id}, {u"version"_s, rules.pack().version}}},
                                         {u"settings"_s, QJsonObject{}}};
    QJsonObject settings = json[u"settings"_s].toObject();
    if (value.isNull())
        settings.remove(key);
    else
        settings.insert(key, value);
    json.insert(u"settings"_s, settings);
    const QString label = u"soulhunter setting "_s + key;
    if (!doc)
        return store.addNumbered(QString(kCampaignKind), json, u"soulhunter.campaign.set"_s, label);
    return store.save((*doc).first, json, u"soulhunter.campaign.set"_s, label);
}

} // namespace sw::soulhunter
