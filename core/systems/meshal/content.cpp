#include "systems/meshal/attack.h"
#include "systems/meshal/characterjson.h"
#include "systems/meshal/pack.h"
#include "systems/meshal/packio.h"
#include "systems/packfiles.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QSet>

#include <mutex>

using namespace Qt::StringLiterals;

namespace sw::meshal {

using namespace packio;

namespace {

// A catalogue entry is written as on a sheet, with its name in three languages: the sheet's
// copy takes the zh_CN name (the rulebook's language); the three are kept by id.
QJsonObject withPlainName(QJsonObject entry, QMap<QString, Text> &names)
{
    const Text name = textFrom(entry.value(u"name"_s));
    names.insert(entry.value(u"id"_s).toString(), name);
    entry.insert(u"name"_s, name.zhCN);
    if (!entry.contains(u"key"_s))
        entry.insert(u"key"_s, entry.value(u"id"_s).toString());
    return entry;
}

template <typename T>
const T *findById(const QList<T> &list, const QString &id)
{
    for (const T &entry : list) {
        if (entry.id == id)
            return &entry;
    }
    return nullptr;
}

QList<rules::Violation> crossCheck(const MeshalContent &c)
{
    QList<rules::Violation> problems;
    QSet<QString> ids;
    const auto unique = [&](const QString &section, const QString &id) {
        if (ids.contains(id))
            problems.append({u"meshal.content.duplicate_id"_s, section, {{u"section"_s, section}, {u"id"_s, id}}});
        ids.insert(id);
    };
    for (const Feature &s : c.species)
        unique(u"species"_s, s.id);
    for (const Feature &f : c.features)
        unique(u"features"_s, f.id);
    for (const Ability &a : c.abilities) {
        unique(u"abilities"_s, a.id);
        if (a.type == AbilityType::Innate && !a.grantedBy.isEmpty() && !c.findSpecies(a.grantedBy) &&
            !findById(c.features, a.grantedBy))
            problems.append({u"meshal.content.unknown_granter"_s, u"abilities"_s, {{u"ability"_s, a.id}, {u"granter"_s, a.grantedBy}}});
    }
    for (const Item &i : c.items) {
        unique(u"items"_s, i.id);
        for (const QString &attack : i.attacks) {
            rules::Violation why;
            if (!parseAttack(attack, &why))
                problems.append({u"meshal.content.attack_unreadable"_s, u"items"_s,
                                 {{u"item"_s, i.id}, {u"attack"_s, attack}, {u"reason"_s, why.code}, {u"reason_params"_s, why.params}}});
        }
    }
    return problems;
}

// A finding of crossCheck in English (the `errors` of a load).
QString english(const rules::Violation &v)
{
    const auto p = [&](const char *key) { return v.params.value(QLatin1StringView(key)).toString(); };
    if (v.code == u"meshal.content.duplicate_id"_s)
        return u"%1: \"%2\" is used twice"_s.arg(p("section"), p("id"));
    if (v.code == u"meshal.content.unknown_granter"_s)
        return u"abilities: \"%1\" is granted by \"%2\", which is not in the pack"_s.arg(p("ability"), p("granter"));
    QString why;
    parseAttack(p("attack"), &why);
    return u"items: \"%1\": attack \"%2\": %3"_s.arg(p("item"), p("attack"), why);
}

QJsonArray entriesJson(const QList<QJsonObject> &entries, const QMap<QString, Text> &names)
{
    QJsonArray out;
    for (QJsonObject o : entries) {
        o.insert(u"name"_s, textJson(names.value(o.value(u"id"_s).toString())));
        if (o.value(u"key"_s).toString() == o.value(u"id"_s).toString())
            o.remove(u"key"_s);
        out.append(o);
    }
    return out;
}

} // namespace

const Feature *MeshalContent::findSpecies(const QString &speciesId) const { return findById(species, speciesId); }
const Ability *MeshalContent::findAbility(const QString &abilityId) const { return findById(abilities, abilityId); }
const Item *MeshalContent::findItem(const QString &itemId) const { return findById(items, itemId); }

MeshalContentLoad meshalContentFromJson(const QJsonObject &d, const QString &fileName)
{
    MeshalContentLoad load;
    load.file = fileName;
    load.schemaErrors = schemas().validate(d, u"meshal.content.schema.json"_s);
    for (const rules::SchemaError &e : std::as_const(load.schemaErrors))
        load.errors << fileName + u": "_s + e.pointer + u": "_s + e.reason;
    if (!load.errors.isEmpty())
        return load;
    for (const QString &section : {u"species"_s, u"features"_s, u"abilities"_s, u"items"_s}) {
        const QJsonArray entries = d[section].toArray();
        for (qsizetype i = 0; i < entries.size(); ++i) {
            if (!entries.at(i)[u"name"_s].isObject() || !entries.at(i)[u"id"_s].isString())
                load.errors << fileName + u": /%1/%2: a content entry has an id and its name in three languages"_s.arg(section).arg(i);
        }
    }
    if (!load.errors.isEmpty())
        return load;
    auto c = std::make_shared<MeshalContent>();
    c->id = d[u"id"_s].toString();
    c->version = d[u"version"_s].toString();
    c->name = textFrom(d[u"name"_s]);
    c->example = d[u"example"_s].toBool();
    c->forPack = d[u"for"_s].toString();
    for (const QJsonValue &v : d[u"species"_s].toArray())
        c->species.append(featureFromJson(withPlainName(v.toObject(), c->names)));
    for (const QJsonValue &v : d[u"features"_s].toArray())
        c->features.append(featureFromJson(withPlainName(v.toObject(), c->names)));
    for (const QJsonValue &v : d[u"abilities"_s].toArray())
        c->abilities.append(abilityFromJson(withPlainName(v.toObject(), c->names)));
    for (const QJsonValue &v : d[u"items"_s].toArray())
        c->items.append(itemFromJson(withPlainName(v.toObject(), c->names)));
    load.problems = crossCheck(*c);
    for (const rules::Violation &v : std::as_const(load.problems))
        load.errors << fileName + u": "_s + english(v);
    if (load.errors.isEmpty())
        load.content = c;
    return load;
}

MeshalContentLoad loadMeshalContent(const QString &path)
{
    const QFileInfo info(path);
    const QString file = info.isDir() ? QDir(path).filePath(u"content.json"_s) : path;
    MeshalContentLoad load;
    const auto object = systems::readJsonObject(file, &load.errors);
    if (!object)
        return load;
    return meshalContentFromJson(*object, QFileInfo(file).fileName());
}

QJsonObject toJson(const MeshalContent &c)
{
    QList<QJsonObject> species, features, abilities, items;
    for (const Feature &f : c.species)
        species << toJson(f);
    for (const Feature &f : c.features)
        features << toJson(f);
    for (const Ability &a : c.abilities)
        abilities << toJson(a);
    for (const Item &i : c.items)
        items << toJson(i);
    QJsonObject o{{u"format"_s, 1}, {u"system"_s, u"meshal"_s}, {u"id"_s, c.id}, {u"version"_s, c.version},
                  {u"name"_s, textJson(c.name)}, {u"for"_s, c.forPack},
                  {u"species"_s, entriesJson(species, c.names)}, {u"features"_s, entriesJson(features, c.names)},
                  {u"abilities"_s, entriesJson(abilities, c.names)}, {u"items"_s, entriesJson(items, c.names)}};
    if (c.example)
        o.insert(u"example"_s, true);
    return o;
}

std::shared_ptr<const MeshalContent> exampleMeshalContent()
{
    static std::once_flag once;
    static std::shared_ptr<const MeshalContent> content;
    std::call_once(once, [] {
        const MeshalContentLoad load = loadMeshalContent(u":/rulepacks/meshal-lite-examples"_s);
        if (!load.content)
            qFatal("the example Meshal content is broken: %s", qPrintable(load.errors.join(u"; "_s)));
        content = load.content;
    });
    return content;
}

} // namespace sw::meshal
