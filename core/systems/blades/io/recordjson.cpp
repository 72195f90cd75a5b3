#include "systems/blades/io/recordjson.h"

#include "systems/blades/rulepack.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;
using namespace sw::blades;

namespace sw::io {
namespace {

QJsonArray array(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

QString str(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1StringView(key)).toString();
}

int num(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1StringView(key)).toInt();
}

QJsonObject overridesToJson(const QList<rules::Override> &overrides, QJsonObject o)
{
    QJsonArray list;
    for (const rules::Override &ov : overrides)
        list.append(QJsonObject{{u"code"_s, ov.code}, {u"field"_s, ov.field}, {u"reason"_s, ov.reason}});
    o.insert(u"overrides"_s, list);
    return o;
}

QList<rules::Override> overridesFromJson(const QJsonValue &v)
{
    QList<rules::Override> out;
    for (const QJsonValue &o : v.toArray())
        out.append({o[u"code"_s].toString(), o[u"field"_s].toString(), o[u"reason"_s].toString()});
    return out;
}

} // namespace

QJsonObject crewToJson(const Crew &c)
{
    QJsonArray cohorts;
    for (const Cohort &k : c.cohorts)
        cohorts.append(QJsonObject{{u"kind"_s, k.kind == CohortKind::Expert ? u"expert"_s : u"gang"_s},
                                   {u"types"_s, array(k.types)}, {u"edges"_s, array(k.edges)},
                                   {u"flaws"_s, array(k.flaws)}, {u"harm"_s, k.harm}});
    QJsonArray contacts;
    for (const Contact &k : c.contacts)
        contacts.append(QJsonObject{{u"id"_s, k.id}, {u"favorite"_s, k.favorite}});
    QJsonObject upgrades;
    for (auto it = c.upgrades.begin(); it != c.upgrades.end(); ++it)
        upgrades.insert(it.key(), it.value());
    QJsonArray claims;
    for (auto it = c.claims.begin(); it != c.claims.end(); ++it)
        claims.append(QJsonObject{{u"cell"_s, it.key()}, {u"off_path"_s, it.value()}});
    QJsonObject status;
    for (auto it = c.factionStatus.begin(); it != c.factionStatus.end(); ++it)
        status.insert(it.key(), it.value());
    const HuntingGrounds &h = c.huntingGrounds;
    return overridesToJson(c.overrides, QJsonObject{
        {u"rule_pack"_s, QJsonObject{{u"id"_s, c.rulePack}, {u"version"_s, c.rulePackVersion}}},
        {u"name"_s, c.name}, {u"crew_type"_s, c.crewType}, {u"reputation"_s, c.reputation},
        {u"lair"_s, c.lair}, {u"lair_district"_s, c.lairDistrict}, {u"notes"_s, c.notes},
        {u"hunting_grounds"_s, QJsonObject{{u"district"_s, h.district}, {u"area"_s, h.area},
                                          {u"operation"_s, h.operation}, {u"faction"_s, h.faction},
                                          {u"deal"_s, h.deal}}},
        {u"phase"_s, c.phase == CrewPhase::Play ? u"play"_s : u"creation"_s},
        {u"tier"_s, c.tier}, {u"hold"_s, c.hold == Hold::Weak ? u"weak"_s : u"strong"_s},
        {u"rep"_s, c.rep}, {u"heat"_s, c.heat}, {u"wanted_level"_s, c.wantedLevel},
        {u"coin"_s, c.coin}, {u"xp"_s, c.xp}, {u"pending_advances"_s, c.pendingAdvances},
        {u"abilities"_s, array(c.abilities)}, {u"upgrades"_s, upgrades}, {u"cohorts"_s, cohorts},
        {u"contacts"_s, contacts}, {u"claims"_s, claims}, {u"faction_status"_s, status}});
}

Crew crewFromJson(const QJsonObject &o)
{
    Crew c;
    c.rulePack = o[u"rule_pack"_s][u"id"_s].toString();
    c.rulePackVersion = o[u"rule_pack"_s][u"version"_s].toString();
    c.name = str(o, "name");
    c.crewType = str(o, "crew_type");
    c.reputation = str(o, "reputation");
    c.lair = str(o, "lair");
    c.lairDistrict = str(o, "lair_district");
    c.notes = str(o, "notes");
    const QJsonObject h = o.value(u"hunting_grounds"_s).toObject();
    c.huntingGrounds = {str(h, "district"), str(h, "area"), str(h, "operation"), str(h, "faction"), str(h, "deal")};
    c.phase = str(o, "phase") == u"play"_s ? CrewPhase::Play : CrewPhase::Creation;
    c.tier = num(o, "tier");
    c.hold = str(o, "hold") == u"weak"_s ? Hold::Weak : Hold::Strong;
    c.rep = num(o, "rep");
    c.heat = num(o, "heat");
    c.wantedLevel = num(o, "wanted_level");
    c.coin = num(o, "coin");
    c.xp = num(o, "xp");
    c.pendingAdvances = num(o, "pending_advances");
    c.abilities = stringsFrom(o.value(u"abilities"_s));
    const QJsonObject upgrades = o.value(u"upgrades"_s).toObject();
    for (auto it = upgrades.begin(); it != upgrades.end(); ++it)
        c.upgrades.insert(it.key(), it.value().toInt());
    for (const QJsonValue &v : o.value(u"cohorts"_s).toArray()) {
        const QJsonObject k = v.toObject();
        c.cohorts.append({str(k, "kind") == u"expert"_s ? CohortKind::Expert : CohortKind::Gang,
                          stringsFrom(k.value(u"types"_s)), stringsFrom(k.value(u"edges"_s)),
                          stringsFrom(k.value(u"flaws"_s)), num(k, "harm")});
    }
    for (const QJsonValue &v : o.value(u"contacts"_s).toArray())
        c.contacts.append({v[u"id"_s].toString(), v[u"favorite"_s].toBool()});
    for (const QJsonValue &v : o.value(u"claims"_s).toArray())
        c.claims.insert(v[u"cell"_s].toInt(), v[u"off_path"_s].toBool());
    const QJsonObject status = o.value(u"faction_status"_s).toObject();
    for (auto it = status.begin(); it != status.end(); ++it)
        c.factionStatus.insert(it.key(), it.value().toInt());
    c.overrides = overridesFromJson(o.value(u"overrides"_s));
    return c;
}

QJsonObject factionToJson(const Faction &f)
{
    return {{u"id"_s, f.id}, {u"name"_s, f.name}, {u"category"_s, f.category}, {u"tier"_s, f.tier},
            {u"hold"_s, f.hold}, {u"allies"_s, array(f.allies)}, {u"enemies"_s, array(f.enemies)},
            {u"vulnerable"_s, f.vulnerable}, {u"turf"_s, f.turf}, {u"notes"_s, f.notes}};
}

Faction factionFromJson(const QJsonObject &o)
{
    Faction f;
    f.id = str(o, "id");
    f.name = str(o, "name");
    f.category = str(o, "category");
    f.tier = num(o, "tier");
    f.hold = str(o, "hold");
    f.allies = stringsFrom(o.value(u"allies"_s));
    f.enemies = stringsFrom(o.value(u"enemies"_s));
    f.vulnerable = o.value(u"vulnerable"_s).toBool();
    f.turf = str(o, "turf");
    f.notes = str(o, "notes");
    return f;
}

QJsonObject clockToJson(const ClockEntry &c)
{
    const QString owner = clockOwnerKindId(c.ownerKind);
    return {{u"id"_s, c.id}, {u"name"_s, c.name}, {u"segments"_s, c.clock.segments},
            {u"filled"_s, c.clock.filled},
            {u"kind"_s, QString::fromUtf8(rules::clockKindId(c.clock.kind))},
            {u"owner_kind"_s, owner}, {u"owner_id"_s, c.ownerId}, {u"linked_to"_s, c.linkedTo},
            {u"racing"_s, c.racing}, {u"hidden"_s, c.hidden}};
}

ClockEntry clockFromJson(const QJsonObject &o)
{
    ClockEntry c;
    c.id = str(o, "id");
    c.name = str(o, "name");
    c.clock.segments = num(o, "segments");
    c.clock.filled = num(o, "filled");
    c.clock.kind = rules::clockKindFromId(str(o, "kind").toStdString()).value_or(rules::ClockKind::Danger);
    c.ownerKind = clockOwnerKindFromId(str(o, "owner_kind")).value_or(ClockOwnerKind::Campaign);
    c.ownerId = str(o, "owner_id");
    c.linkedTo = str(o, "linked_to");
    c.racing = str(o, "racing");
    c.hidden = o.value(u"hidden"_s).toBool();
    return c;
}

} // namespace sw::io
