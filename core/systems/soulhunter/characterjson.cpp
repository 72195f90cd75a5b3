#include "systems/soulhunter/characterjson.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace sw::soulhunter {
namespace {

const std::array<std::pair<LedgerEntry::Kind, const char *>, 9> kLedgerKinds{{
    {LedgerEntry::Kind::Award, "award"}, {LedgerEntry::Kind::GrievousReward, "grievous_reward"},
    {LedgerEntry::Kind::GrowthKp, "growth_kp"}, {LedgerEntry::Kind::GrowthSp, "growth_sp"},
    {LedgerEntry::Kind::GrowthFortune, "growth_fortune"}, {LedgerEntry::Kind::GrowthTechnique, "growth_technique"},
    {LedgerEntry::Kind::RemoveJieti, "remove_jieti"}, {LedgerEntry::Kind::RemoveShige, "remove_shige"},
    {LedgerEntry::Kind::SpExchange, "sp_exchange"},
}};

QJsonArray strings(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

QStringList stringsFrom(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &s : v.toArray())
        out << s.toString();
    return out;
}

// Optional members are written only when they say something.
void putIf(QJsonObject &o, const QString &key, const QJsonValue &v, bool when)
{
    if (when)
        o.insert(key, v);
}

} // namespace

QString attributeId(Attribute a)
{
    switch (a) {
    case Attribute::Physique: return u"physique"_s;
    case Attribute::Wisdom: return u"wisdom"_s;
    case Attribute::Soul: break;
    }
    return u"soul"_s;
}

std::optional<Attribute> attributeFromId(const QString &id)
{
    for (Attribute a : kAttributes) {
        if (attributeId(a) == id)
            return a;
    }
    return std::nullopt;
}

QString schoolId(School school)
{
    switch (school) {
    case School::Martial: return u"martial"_s;
    case School::Spell: return u"spell"_s;
    case School::Universal: break;
    }
    return u"universal"_s;
}

QString tierId(Tier tier)
{
    switch (tier) {
    case Tier::Basic: return u"basic"_s;
    case Tier::Standard: return u"standard"_s;
    case Tier::Advanced: break;
    }
    return u"advanced"_s;
}

QStringList removedFields(const QJsonObject &document)
{
    QStringList found;
    for (const QString &key : {u"intensity"_s, u"feats"_s, u"style_dice"_s, u"power_specializations"_s}) {
        if (document.contains(key))
            found << key;
    }
    if (document[u"power"_s].toObject().contains(u"specializations"_s))
        found << u"power/specializations"_s;
    return found;
}

QJsonObject toJson(const Character &c)
{
    QJsonObject o{{u"pack"_s, QJsonObject{{u"id"_s, c.packId}, {u"version"_s, c.packVersion}}},
                  {u"stage"_s, c.stage},
                  {u"name"_s, c.name},
                  {u"lingshi"_s, c.lingshi}};
    putIf(o, u"interlude"_s, true, c.interlude);
    putIf(o, u"codename"_s, c.codename, !c.codename.isEmpty());
    putIf(o, u"background"_s, c.background, !c.background.isEmpty());
    putIf(o, u"appearance"_s, c.appearance, !c.appearance.isEmpty());
    QJsonObject attributes;
    for (Attribute a : kAttributes)
        attributes.insert(attributeId(a), c.attribute(a));
    o.insert(u"attributes"_s, attributes);
    QJsonObject skills;
    for (auto it = c.skills.begin(); it != c.skills.end(); ++it)
        skills.insert(it.key(), it.value());
    o.insert(u"skills"_s, skills);
    QJsonArray tags;
    for (const PowerTag &t : c.power.tags)
        tags.append(t.text);
    QJsonObject power{{u"name"_s, c.power.name}, {u"tags"_s, tags}, {u"flaws"_s, strings(c.power.flaws)}};
    putIf(power, u"description"_s, c.power.description, !c.power.description.isEmpty());
    o.insert(u"power"_s, power);
    QJsonArray marks;
    for (const Mark &m : c.marks) {
        QJsonObject j{{u"type"_s, m.type}};
        putIf(j, u"note"_s, m.note, !m.note.isEmpty());
        putIf(j, u"from_soul"_s, true, m.fromSoul);
        putIf(j, u"released"_s, true, m.released);
        marks.append(j);
    }
    putIf(o, u"marks"_s, marks, !marks.isEmpty());
    QJsonArray unlocks;
    for (const Unlock &u : c.unlocks) {
        QJsonObject j{{u"name"_s, u.name}, {u"tier"_s, u.tier}};
        putIf(j, u"note"_s, u.note, !u.note.isEmpty());
        unlocks.append(j);
    }
    putIf(o, u"unlocks"_s, unlocks, !unlocks.isEmpty());
    putIf(o, u"trait_tags"_s, strings(c.traitTags), !c.traitTags.isEmpty());
    putIf(o, u"status_tags"_s, strings(c.statusTags), !c.statusTags.isEmpty());
    QJsonObject resources{{u"damage"_s, c.damage}, {u"mp"_s, c.mp}, {u"fp"_s, c.fp}, {u"kp"_s, c.kp},
                          {u"sp_initial"_s, c.spInitial}, {u"sp_extra"_s, c.spExtra}, {u"anxiety"_s, c.anxiety},
                          {u"fortune"_s, c.fortune}};
    putIf(resources, u"cheer_pending"_s, c.cheerPending, c.cheerPending != 0);
    putIf(resources, u"destiny_used_this_scene"_s, true, c.destinyUsedThisScene);
    o.insert(u"resources"_s, resources);
    QJsonArray grievous;
    for (const GrievousTag &g : c.grievous) {
        QJsonObject j{{u"text"_s, g.text}};
        putIf(j, u"used_this_scene"_s, true, g.usedThisScene);
        putIf(j, u"used_since_interlude"_s, true, g.usedSinceInterlude);
        grievous.append(j);
    }
    QJsonObject jieti{{u"slashes"_s, c.jietiSlashes}};
    putIf(jieti, u"grievous"_s, grievous, !grievous.isEmpty());
    o.insert(u"charms"_s, QJsonObject{{u"jieti"_s, jieti}, {u"shige"_s, QJsonObject{{u"slashes"_s, c.shigeSlashes}}}});
    QJsonArray techniques;
    for (const Technique &t : c.techniques) {
        QJsonArray schools;
        for (School s : t.schools)
            schools.append(schoolId(s));
        QJsonObject j{{u"name"_s, t.name}, {u"schools"_s, schools}, {u"tier"_s, tierId(t.tier)}, {u"load"_s, t.load}};
        putIf(j, u"load_reduction"_s, t.loadReduction, t.loadReduction != 0);
        putIf(j, u"prepared"_s, true, t.prepared);
        putIf(j, u"via_growth"_s, true, t.viaGrowth);
        techniques.append(j);
    }
    putIf(o, u"techniques"_s, techniques, !techniques.isEmpty());
    QJsonArray enchantments;
    for (const Enchantment &e : c.enchantments) {
        QJsonObject j{{u"name"_s, e.name}, {u"pow"_s, e.pow}};
        putIf(j, u"technique"_s, e.technique, !e.technique.isEmpty());
        putIf(j, u"sustained"_s, true, e.sustained);
        putIf(j, u"rounds_left"_s, e.roundsLeft, e.roundsLeft != 0);
        enchantments.append(j);
    }
    putIf(o, u"enchantments"_s, enchantments, !enchantments.isEmpty());
    QJsonArray ledger;
    for (const LedgerEntry &e : c.ledger) {
        QJsonObject j{{u"amount"_s, e.amount}};
        for (const auto &[kind, id] : kLedgerKinds) {
            if (kind == e.kind)
                j.insert(u"kind"_s, QString::fromLatin1(id));
        }
        putIf(j, u"interlude"_s, true, e.interlude);
        putIf(j, u"note"_s, e.note, !e.note.isEmpty());
        putIf(j, u"sp_pool"_s, e.spPool, !e.spPool.isEmpty());
        ledger.append(j);
    }
    putIf(o, u"xp_ledger"_s, ledger, !ledger.isEmpty());
    QJsonArray overrides;
    for (const rules::Override &v : c.overrides)
        overrides.append(QJsonObject{{u"code"_s, v.code}, {u"field"_s, v.field}, {u"reason"_s, v.reason}});
    putIf(o, u"overrides"_s, overrides, !overrides.isEmpty());
    return o;
}

Character characterFromJson(const QJsonObject &d)
{
    Character c;
    c.packId = d[u"pack"_s][u"id"_s].toString();
    c.packVersion = d[u"pack"_s][u"version"_s].toString();
    c.stage = d[u"stage"_s].toString();
    c.interlude = d[u"interlude"_s].toBool();
    c.name = d[u"name"_s].toString();
    c.codename = d[u"codename"_s].toString();
    c.background = d[u"background"_s].toString();
    c.appearance = d[u"appearance"_s].toString();
    for (Attribute a : kAttributes)
        c.attributes[std::size_t(a)] = d[u"attributes"_s][attributeId(a)].toInt();
    c.lingshi = d[u"lingshi"_s].toInt();
    const QJsonObject skills = d[u"skills"_s].toObject();
    for (auto it = skills.begin(); it != skills.end(); ++it)
        c.skills.insert(it.key(), it.value().toInt());
    const QJsonValue power = d[u"power"_s];
    c.power.name = power[u"name"_s].toString();
    c.power.description = power[u"description"_s].toString();
    for (const QString &t : stringsFrom(power[u"tags"_s]))
        c.power.tags.append({t});
    c.power.flaws = stringsFrom(power[u"flaws"_s]);
    for (const QJsonValue &m : d[u"marks"_s].toArray())
        c.marks.append({m[u"type"_s].toString(), m[u"note"_s].toString(), m[u"from_soul"_s].toBool(), m[u"released"_s].toBool()});
    for (const QJsonValue &u : d[u"unlocks"_s].toArray())
        c.unlocks.append({u[u"name"_s].toString(), u[u"note"_s].toString(), u[u"tier"_s].toInt()});
    c.traitTags = stringsFrom(d[u"trait_tags"_s]);
    c.statusTags = stringsFrom(d[u"status_tags"_s]);
    const QJsonValue r = d[u"resources"_s];
    c.damage = r[u"damage"_s].toInt();
    c.mp = r[u"mp"_s].toInt();
    c.fp = r[u"fp"_s].toInt();
    c.kp = r[u"kp"_s].toInt();
    c.spInitial = r[u"sp_initial"_s].toInt();
    c.spExtra = r[u"sp_extra"_s].toInt();
    c.anxiety = r[u"anxiety"_s].toInt();
    c.fortune = r[u"fortune"_s].toInt();
    c.cheerPending = r[u"cheer_pending"_s].toInt();
    c.destinyUsedThisScene = r[u"destiny_used_this_scene"_s].toBool();
    const QJsonValue jieti = d[u"charms"_s][u"jieti"_s];
    c.jietiSlashes = jieti[u"slashes"_s].toInt();
    for (const QJsonValue &g : jieti[u"grievous"_s].toArray())
        c.grievous.append({g[u"text"_s].toString(), g[u"used_this_scene"_s].toBool(), g[u"used_since_interlude"_s].toBool()});
    c.shigeSlashes = d[u"charms"_s][u"shige"_s][u"slashes"_s].toInt();
    for (const QJsonValue &t : d[u"techniques"_s].toArray()) {
        Technique tech;
        tech.name = t[u"name"_s].toString();
        for (const QString &s : stringsFrom(t[u"schools"_s]))
            tech.schools.append(s == u"martial"_s ? School::Martial : s == u"spell"_s ? School::Spell : School::Universal);
        const QString tier = t[u"tier"_s].toString();
        tech.tier = tier == u"basic"_s ? Tier::Basic : tier == u"advanced"_s ? Tier::Advanced : Tier::Standard;
        tech.load = t[u"load"_s].toInt();
        tech.loadReduction = t[u"load_reduction"_s].toInt();
        tech.prepared = t[u"prepared"_s].toBool();
        tech.viaGrowth = t[u"via_growth"_s].toBool();
        c.techniques.append(tech);
    }
    for (const QJsonValue &e : d[u"enchantments"_s].toArray())
        c.enchantments.append({e[u"name"_s].toString(), e[u"pow"_s].toInt(), e[u"technique"_s].toString(),
                               e[u"sustained"_s].toBool(), e[u"rounds_left"_s].toInt()});
    for (const QJsonValue &e : d[u"xp_ledger"_s].toArray()) {
        LedgerEntry entry;
        const QString kind = e[u"kind"_s].toString();
        for (const auto &[k, id] : kLedgerKinds) {
            if (kind == QLatin1StringView(id))
                entry.kind = k;
        }
        entry.amount = e[u"amount"_s].toInt();
        entry.interlude = e[u"interlude"_s].toBool();
        entry.note = e[u"note"_s].toString();
        entry.spPool = e[u"sp_pool"_s].toString();
        c.ledger.append(entry);
    }
    for (const QJsonValue &v : d[u"overrides"_s].toArray())
        c.overrides.append({v[u"code"_s].toString(), v[u"field"_s].toString(), v[u"reason"_s].toString()});
    return c;
}

} // namespace sw::soulhunter
