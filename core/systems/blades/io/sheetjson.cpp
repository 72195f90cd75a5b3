#include "systems/blades/io/sheetjson.h"

#include "systems/blades/rulepack.h"
#include "systems/blades/io/schemas.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;
using sw::blades::Character;
using sw::blades::CharacterPhase;
using sw::blades::CharacterStatus;

namespace sw::io {
namespace {

const std::pair<CharacterStatus, QString> kStatuses[] = {
    {CharacterStatus::Active, u"active"_s},
    {CharacterStatus::Retired, u"retired"_s},
    {CharacterStatus::Dead, u"dead"_s},
    {CharacterStatus::Incarcerated, u"incarcerated"_s}};

QMap<QString, int> counts(const QJsonValue &v)
{
    QMap<QString, int> out;
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it)
        out.insert(it.key(), it.value().toInt());
    return out;
}

QJsonObject countsToJson(const QMap<QString, int> &map)
{
    QJsonObject o;
    for (auto it = map.begin(); it != map.end(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

Character characterFromJson(const QJsonObject &o)
{
    Character c;
    const auto str = [&](const char *key) { return o.value(QLatin1StringView(key)).toString(); };
    c.name = str("name");
    c.alias = str("alias");
    c.look = str("look");
    c.playbook = str("playbook");
    c.heritage = str("heritage");
    c.heritageDetail = str("heritage_detail");
    c.background = str("background");
    c.backgroundDetail = str("background_detail");
    c.vice = str("vice");
    c.viceDetail = str("vice_detail");
    c.purveyor = str("purveyor");
    c.friendNpc = str("friend");
    c.rivalNpc = str("rival");
    c.notes = str("notes");
    c.phase = str("phase") == u"play"_s ? CharacterPhase::Play : CharacterPhase::Creation;
    for (const auto &[status, key] : kStatuses) {
        if (str("status") == key)
            c.status = status;
    }
    c.actions = counts(o.value(u"actions"_s));
    c.abilities = blades::stringsFrom(o.value(u"abilities"_s));
    c.stress = o.value(u"stress"_s).toInt();
    c.trauma = o.value(u"trauma"_s).toInt();
    c.traumaConditions = blades::stringsFrom(o.value(u"trauma_conditions"_s));
    for (const QJsonValue &h : o.value(u"harm"_s).toArray())
        c.harm.append({h[u"level"_s].toInt(), h[u"description"_s].toString()});
    c.healing = o.value(u"healing"_s).toInt();
    const QJsonObject armor = o.value(u"armor"_s).toObject();
    c.armor = {armor.value(u"standard"_s).toBool(), armor.value(u"heavy"_s).toBool(),
               armor.value(u"special"_s).toBool()};
    c.loadLevel = str("load_level");
    c.items = blades::stringsFrom(o.value(u"items"_s));
    c.coin = o.value(u"coin"_s).toInt();
    c.stash = o.value(u"stash"_s).toInt();
    QMap<QString, int> xp = counts(o.value(u"xp"_s));
    c.playbookXp = xp.take(u"playbook"_s);
    c.attributeXp = xp;
    QMap<QString, int> pending = counts(o.value(u"pending_advances"_s));
    c.pendingPlaybookAdvances = pending.take(u"playbook"_s);
    c.pendingAttributeAdvances = pending;
    for (const QJsonValue &v : o.value(u"overrides"_s).toArray())
        c.overrides.append({v[u"code"_s].toString(), v[u"field"_s].toString(), v[u"reason"_s].toString()});
    return c;
}

} // namespace

bool readCharacterSheet(const QByteArray &json, CharacterSheet *sheet, QList<SheetReadError> *errors)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const QByteArray before = json.left(parseError.offset);
        errors->append({QString(), u"line %1, column %2: %3"_s.arg(before.count('\n') + 1)
                                       .arg(parseError.offset - before.lastIndexOf('\n'))
                                       .arg(parseError.errorString())});
        return false;
    }
    for (const rules::SchemaError &e : bundledSchemas().validate(doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array()),
                                                                 u"sheet.schema.json"_s))
        errors->append({e.pointer, e.reason});
    if (!errors->isEmpty())
        return false;
    const QJsonObject root = doc.object();
    sheet->character = characterFromSheetObject(root);
    sheet->crewUpgrades = blades::stringsFrom(root[u"crew"_s][u"upgrades"_s]);
    return true;
}

Character characterFromSheetObject(const QJsonObject &root)
{
    Character c = characterFromJson(root.value(u"character"_s).toObject());
    c.rulePack = root[u"rule_pack"_s][u"id"_s].toString();
    c.rulePackVersion = root[u"rule_pack"_s][u"version"_s].toString();
    return c;
}

QJsonObject characterSheetToJson(const CharacterSheet &sheet)
{
    const Character &c = sheet.character;
    QJsonObject o{{u"name"_s, c.name}, {u"alias"_s, c.alias}, {u"look"_s, c.look},
                  {u"playbook"_s, c.playbook}, {u"heritage"_s, c.heritage},
                  {u"heritage_detail"_s, c.heritageDetail}, {u"background"_s, c.background},
                  {u"background_detail"_s, c.backgroundDetail}, {u"vice"_s, c.vice},
                  {u"vice_detail"_s, c.viceDetail}, {u"purveyor"_s, c.purveyor},
                  {u"friend"_s, c.friendNpc}, {u"rival"_s, c.rivalNpc}, {u"notes"_s, c.notes},
                  {u"phase"_s, c.phase == CharacterPhase::Play ? u"play"_s : u"creation"_s},
                  {u"stress"_s, c.stress}, {u"trauma"_s, c.trauma},
                  {u"trauma_conditions"_s, QJsonArray::fromStringList(c.traumaConditions)},
                  {u"healing"_s, c.healing}, {u"load_level"_s, c.loadLevel},
                  {u"items"_s, QJsonArray::fromStringList(c.items)}, {u"coin"_s, c.coin},
                  {u"stash"_s, c.stash}, {u"actions"_s, countsToJson(c.actions)},
                  {u"abilities"_s, QJsonArray::fromStringList(c.abilities)}};
    for (const auto &[status, key] : kStatuses) {
        if (c.status == status)
            o.insert(u"status"_s, key);
    }
    QJsonArray harm;
    for (const blades::Harm &h : c.harm)
        harm.append(QJsonObject{{u"level"_s, h.level}, {u"description"_s, h.description}});
    o.insert(u"harm"_s, harm);
    o.insert(u"armor"_s, QJsonObject{{u"standard"_s, c.armor.standard}, {u"heavy"_s, c.armor.heavy},
                                     {u"special"_s, c.armor.special}});
    QMap<QString, int> xp = c.attributeXp;
    xp.insert(u"playbook"_s, c.playbookXp);
    o.insert(u"xp"_s, countsToJson(xp));
    QMap<QString, int> pending = c.pendingAttributeAdvances;
    pending.insert(u"playbook"_s, c.pendingPlaybookAdvances);
    o.insert(u"pending_advances"_s, countsToJson(pending));
    QJsonArray overrides;
    for (const rules::Override &ov : c.overrides)
        overrides.append(QJsonObject{{u"code"_s, ov.code}, {u"field"_s, ov.field}, {u"reason"_s, ov.reason}});
    o.insert(u"overrides"_s, overrides);

    QJsonObject root{{u"format"_s, u"sheetwright-sheet"_s}, {u"version"_s, 1}, {u"kind"_s, u"character"_s},
                     {u"rule_pack"_s, QJsonObject{{u"id"_s, c.rulePack}, {u"version"_s, c.rulePackVersion}}},
                     {u"character"_s, o}};
    if (!sheet.crewUpgrades.isEmpty())
        root.insert(u"crew"_s, QJsonObject{{u"upgrades"_s, QJsonArray::fromStringList(sheet.crewUpgrades)}});
    return root;
}

QByteArray writeCharacterSheet(const CharacterSheet &sheet)
{
    return QJsonDocument(characterSheetToJson(sheet)).toJson(QJsonDocument::Indented);
}

} // namespace sw::io
