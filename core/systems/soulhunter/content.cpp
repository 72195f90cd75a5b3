#include "systems/soulhunter/content.h"

#include "systems/packfiles.h"
#include "systems/soulhunter/characterjson.h"
#include "systems/soulhunter/derived.h"
#include "systems/soulhunter/schemas.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QSet>

using namespace Qt::StringLiterals;

namespace sw::soulhunter {
namespace {

const QString kContentSchema = u"soulhunter.content.schema.json"_s;

Text textFrom(const QJsonValue &v)
{
    return {v[u"en"_s].toString(), v[u"zh_TW"_s].toString(), v[u"zh_CN"_s].toString()};
}

QJsonObject textJson(const Text &t)
{
    QJsonObject o{{u"zh_CN"_s, t.zhCN}};
    if (!t.en.isEmpty())
        o.insert(u"en"_s, t.en);
    if (!t.zhTW.isEmpty())
        o.insert(u"zh_TW"_s, t.zhTW);
    return o;
}

ContentEntry entryFrom(const QJsonValue &v)
{
    return {v[u"id"_s].toString(), textFrom(v[u"name"_s]), textFrom(v[u"text"_s]), v[u"stackable"_s].toBool(), v[u"tier"_s].toInt()};
}

QJsonObject entryJson(const ContentEntry &e)
{
    QJsonObject o{{u"id"_s, e.id}, {u"name"_s, textJson(e.name)}};
    if (!e.text.zhCN.isEmpty())
        o.insert(u"text"_s, textJson(e.text));
    if (e.stackable)
        o.insert(u"stackable"_s, true);
    if (e.tier != 0)
        o.insert(u"tier"_s, e.tier);
    return o;
}

QList<ContentEntry> entries(const QJsonValue &list)
{
    QList<ContentEntry> out;
    for (const QJsonValue &v : list.toArray())
        out.append(entryFrom(v));
    return out;
}

QJsonArray entriesJson(const QList<ContentEntry> &list)
{
    QJsonArray out;
    for (const ContentEntry &e : list)
        out.append(entryJson(e));
    return out;
}

void uniqueIds(const QString &list, const QStringList &ids, QStringList &errors)
{
    QSet<QString> seen;
    for (const QString &id : ids) {
        if (seen.contains(id))
            errors << u"/%1: the id \"%2\" twice"_s.arg(list, id);
        seen.insert(id);
    }
}

QStringList idsOf(const QList<ContentEntry> &list)
{
    QStringList ids;
    for (const ContentEntry &e : list)
        ids << e.id;
    return ids;
}

} // namespace

const TechniqueEntry *Content::technique(const QString &techniqueId) const
{
    for (const TechniqueEntry &t : techniques) {
        if (t.entry.id == techniqueId)
            return &t;
    }
    return nullptr;
}

std::optional<Technique> Content::learn(const QString &techniqueId) const
{
    const TechniqueEntry *t = technique(techniqueId);
    if (!t)
        return std::nullopt;
    return Technique{t->entry.name.zhCN, t->schools, t->tier, t->load, 0, false, false};
}

int enchantmentPow(const TechniqueEntry &technique, const QString &enchantmentId)
{
    for (const auto &[id, pow] : technique.enchantments) {
        if (id == enchantmentId && pow)
            return *pow;
    }
    return defaultPow(technique.cat);
}

ContentLoad contentFromJson(const QJsonObject &d, const QString &fileName)
{
    ContentLoad load;
    for (const rules::SchemaError &e : schemas().validate(d, kContentSchema))
        load.errors << fileName + u": "_s + e.pointer + u": "_s + e.reason;
    if (!load.errors.isEmpty())
        return load;
    auto content = std::make_shared<Content>();
    content->id = d[u"id"_s].toString();
    content->version = d[u"version"_s].toString();
    content->forPack = d[u"for_pack"_s].toString();
    content->name = textFrom(d[u"name"_s]);
    content->source = d[u"source"_s].toString();
    content->marks = entries(d[u"marks"_s]);
    content->soulWeapons = entries(d[u"soul_weapons"_s]);
    content->ultimates = entries(d[u"ultimates"_s]);
    content->enchantments = entries(d[u"enchantments"_s]);
    const QStringList enchantmentList = idsOf(content->enchantments);
    const QSet<QString> enchantmentIds(enchantmentList.begin(), enchantmentList.end());
    QStringList techniqueIds;
    for (const QJsonValue &v : d[u"techniques"_s].toArray()) {
        TechniqueEntry t;
        t.entry = entryFrom(v);
        t.entry.tier = 0;
        // The document is read through the sheet's reader of techniques (schools, tier).
        const Character reader = characterFromJson(QJsonObject{{u"techniques"_s, QJsonArray{v}}});
        t.schools = reader.techniques.first().schools;
        t.tier = reader.techniques.first().tier;
        t.load = v[u"load"_s].toInt();
        if (v.toObject().contains(u"cat"_s))
            t.cat = v[u"cat"_s].toInt();
        for (const QJsonValue &e : v[u"enchantments"_s].toArray()) {
            const QString id = e[u"id"_s].toString();
            if (!enchantmentIds.contains(id))
                load.errors << fileName + u": /techniques/%1: no enchantment \"%2\" in the pack"_s.arg(t.entry.id, id);
            t.enchantments.append({id, e.toObject().contains(u"pow"_s) ? std::optional<int>(e[u"pow"_s].toInt()) : std::nullopt});
        }
        techniqueIds << t.entry.id;
        content->techniques.append(t);
    }
    uniqueIds(u"marks"_s, idsOf(content->marks), load.errors);
    uniqueIds(u"soul_weapons"_s, idsOf(content->soulWeapons), load.errors);
    uniqueIds(u"ultimates"_s, idsOf(content->ultimates), load.errors);
    uniqueIds(u"enchantments"_s, idsOf(content->enchantments), load.errors);
    uniqueIds(u"techniques"_s, techniqueIds, load.errors);
    if (load.errors.isEmpty())
        load.content = content;
    return load;
}

ContentLoad loadContent(const QString &path)
{
    ContentLoad load;
    const auto document = systems::readJsonObject(path, &load.errors);
    if (!document)
        return load;
    return contentFromJson(*document, QFileInfo(path).fileName());
}

QJsonObject toJson(const Content &c)
{
    QJsonObject o{{u"format"_s, 1}, {u"id"_s, c.id}, {u"version"_s, c.version}, {u"system"_s, u"soulhunter"_s}, {u"name"_s, textJson(c.name)}};
    if (!c.forPack.isEmpty())
        o.insert(u"for_pack"_s, c.forPack);
    if (!c.source.isEmpty())
        o.insert(u"source"_s, c.source);
    for (const auto &[key, list] : {std::pair{u"marks"_s, &c.marks}, std::pair{u"soul_weapons"_s, &c.soulWeapons},
                                   std::pair{u"ultimates"_s, &c.ultimates}, std::pair{u"enchantments"_s, &c.enchantments}}) {
        if (!list->isEmpty())
            o.insert(key, entriesJson(*list));
    }
    QJsonArray techniques;
    for (const TechniqueEntry &t : c.techniques) {
        QJsonObject j = entryJson(t.entry);
        QJsonArray schools;
        for (School s : t.schools)
            schools.append(schoolId(s));
        j.insert(u"schools"_s, schools);
        j.insert(u"tier"_s, tierId(t.tier));
        j.insert(u"load"_s, t.load);
        if (t.cat)
            j.insert(u"cat"_s, *t.cat);
        QJsonArray enchantments;
        for (const auto &[id, pow] : t.enchantments) {
            QJsonObject e{{u"id"_s, id}};
            if (pow)
                e.insert(u"pow"_s, *pow);
            enchantments.append(e);
        }
        if (!enchantments.isEmpty())
            j.insert(u"enchantments"_s, enchantments);
        techniques.append(j);
    }
    if (!techniques.isEmpty())
        o.insert(u"techniques"_s, techniques);
    return o;
}

} // namespace sw::soulhunter
