#include "systems/blades/rulepackparse.h"

#include <QJsonArray>
#include <QSet>

using namespace Qt::StringLiterals;

namespace sw::blades {
namespace {

template <typename T = Entity>
T entity(const QJsonObject &o)
{
    T e;
    e.id = o.value(u"id"_s).toString();
    e.name = textFrom(o.value(u"name"_s));
    e.summary = textFrom(o.value(u"summary"_s));
    e.source = o.value(u"source"_s).toString();
    e.example = o.value(u"example"_s).toBool();
    return e;
}

template <typename T = Entity, typename Fill>
QList<T> list(const QJsonValue &array, Fill fill)
{
    QList<T> out;
    for (const QJsonValue &v : array.toArray()) {
        T e = entity<T>(v.toObject());
        fill(e, v.toObject());
        out.append(e);
    }
    return out;
}

QList<Entity> plain(const QJsonValue &array)
{
    return list(array, [](Entity &, const QJsonObject &) {});
}

QList<Effect> effects(const QJsonValue &array)
{
    QList<Effect> out;
    for (const QJsonValue &v : array.toArray()) {
        QJsonObject params = v.toObject();
        out.append({params.take(u"kind"_s).toString(), params});
    }
    return out;
}

Item item(Item &i, const QJsonObject &o)
{
    i.load = o.value(u"load"_s).toInt();
    i.category = o.value(u"category"_s).toString();
    return i;
}

void readNumbers(const QJsonObject &numbers, RulePack &pack)
{
    for (auto it = numbers.begin(); it != numbers.end(); ++it) {
        const QJsonValue v = it.value().isObject() ? it.value().toObject().value(u"value"_s) : it.value();
        if (v.isDouble())
            pack.numbers.insert(it.key(), v.toInt());
    }
}

ClaimsMap claimsMap(const QJsonObject &o)
{
    ClaimsMap map;
    map.rows = o.value(u"rows"_s).toInt();
    map.cols = o.value(u"cols"_s).toInt();
    map.lairCell = o.value(u"lair_cell"_s).toInt();
    for (const QJsonValue &c : o.value(u"cells"_s).toArray()) {
        const QJsonObject cell = c.toObject();
        map.cells.append({cell.value(u"row"_s).toInt(), cell.value(u"col"_s).toInt(),
                          cell.value(u"claim"_s).toString(), cell.value(u"turf"_s).toBool(),
                          cell.value(u"lair"_s).toBool()});
    }
    for (const QJsonValue &l : o.value(u"links"_s).toArray())
        map.links.append({l.toArray().at(0).toInt(), l.toArray().at(1).toInt()});
    return map;
}

} // namespace

void parseManifest(const QJsonObject &m, RulePack &pack)
{
    pack.id = m.value(u"id"_s).toString();
    pack.version = m.value(u"version"_s).toString();
    pack.system = m.value(u"system"_s).toString();
    pack.name = textFrom(m.value(u"name"_s));
    pack.summary = textFrom(m.value(u"summary"_s));
    pack.license = m.value(u"license"_s).toString();
}

void parseCharacter(const QJsonObject &c, RulePack &pack)
{
    readNumbers(c.value(u"numbers"_s).toObject(), pack);
    pack.actions = plain(c.value(u"actions"_s));
    pack.attributes = list<Attribute>(c.value(u"attributes"_s), [](Attribute &a, const QJsonObject &o) {
        a.actions = stringsFrom(o.value(u"actions"_s));
    });
    pack.traumaConditions = plain(c.value(u"trauma_conditions"_s));
    pack.harmLevels = list<HarmLevel>(c.value(u"harm_levels"_s), [](HarmLevel &h, const QJsonObject &o) {
        h.level = o.value(u"level"_s).toInt();
        h.slots = o.value(u"slots"_s).toInt();
        h.penalty = o.value(u"penalty"_s).toString();
    });
    pack.armorKinds = list<ArmorKind>(c.value(u"armor"_s), [](ArmorKind &a, const QJsonObject &o) {
        a.requiresItems = stringsFrom(o.value(u"requires_items"_s));
        a.requiresAbility = o.value(u"requires_special_armor_ability"_s).toBool();
    });
    pack.loadLevels = list<LoadLevel>(c.value(u"load_levels"_s), [](LoadLevel &l, const QJsonObject &o) {
        l.maxLoad = o.value(u"max_load"_s).toInt();
    });
    pack.vices = plain(c.value(u"vices"_s));
    pack.heritages = plain(c.value(u"heritages"_s));
    pack.backgrounds = plain(c.value(u"backgrounds"_s));
    pack.items = list<Item>(c.value(u"items"_s), [](Item &i, const QJsonObject &o) { item(i, o); });
    pack.abilities = list<Ability>(c.value(u"abilities"_s), [](Ability &a, const QJsonObject &o) {
        a.owner = o.value(u"playbook"_s).toString();
        a.effects = effects(o.value(u"effects"_s));
        a.maxTaken = o.value(u"max_taken"_s).toInt(1);
    });
    pack.playbooks = list<Playbook>(c.value(u"playbooks"_s), [](Playbook &p, const QJsonObject &o) {
        const QJsonObject dots = o.value(u"starting_dots"_s).toObject();
        for (auto it = dots.begin(); it != dots.end(); ++it)
            p.startingDots.insert(it.key(), it.value().toInt());
        p.xpTrigger = textFrom(o.value(u"xp_trigger"_s));
        p.abilities = stringsFrom(o.value(u"abilities"_s));
        p.items = list<Item>(o.value(u"items"_s), [](Item &i, const QJsonObject &io) { item(i, io); });
        p.npcs = plain(o.value(u"npcs"_s));
    });
}

void parseCrew(const QJsonObject &c, RulePack &pack)
{
    readNumbers(c.value(u"numbers"_s).toObject(), pack);
    pack.upgrades = list<Upgrade>(c.value(u"upgrades"_s), [](Upgrade &u, const QJsonObject &o) {
        u.boxes = o.value(u"boxes"_s).toInt(1);
        u.scope = o.value(u"scope"_s).toString();
        u.category = o.value(u"category"_s).toString();
        u.effects = effects(o.value(u"effects"_s));
    });
    pack.crewAbilities = list<Ability>(c.value(u"crew_abilities"_s), [](Ability &a, const QJsonObject &o) {
        a.owner = o.value(u"crew_type"_s).toString();
        a.effects = effects(o.value(u"effects"_s));
    });
    pack.claims = list<Claim>(c.value(u"claims"_s), [](Claim &cl, const QJsonObject &o) {
        cl.kind = o.value(u"kind"_s).toString();
        cl.effects = effects(o.value(u"effects"_s));
    });
    pack.crewTypes = list<CrewType>(c.value(u"crew_types"_s), [](CrewType &t, const QJsonObject &o) {
        t.xpTrigger = textFrom(o.value(u"xp_trigger"_s));
        t.abilities = stringsFrom(o.value(u"abilities"_s));
        t.upgrades = stringsFrom(o.value(u"upgrades"_s));
        t.contacts = plain(o.value(u"contacts"_s));
        t.claimsMap = claimsMap(o.value(u"claims_map"_s).toObject());
    });
    pack.factionStatus = list<FactionStatus>(c.value(u"faction_status"_s), [](FactionStatus &s, const QJsonObject &o) {
        s.value = o.value(u"value"_s).toInt();
    });
    pack.factions = list<ExampleFaction>(c.value(u"factions"_s), [](ExampleFaction &f, const QJsonObject &o) {
        f.tier = o.value(u"tier"_s).toInt();
        f.hold = o.value(u"hold"_s).toString();
        f.category = o.value(u"category"_s).toString();
    });
}

QList<PackError> crossCheck(const RulePack &pack)
{
    QList<PackError> errors;
    const auto missing = [&](const QString &file, const QString &pointer, const QString &what, const QString &id) {
        errors.append({file, pointer, u"refers to %1 \"%2\", which the pack does not define"_s.arg(what, id)});
    };
    QSet<QString> placed;
    for (qsizetype i = 0; i < pack.attributes.size(); ++i) {
        for (const QString &a : pack.attributes.at(i).actions) {
            if (!pack.action(a))
                missing(u"character.json"_s, u"/attributes/%1/actions"_s.arg(i), u"action"_s, a);
            if (placed.contains(a))
                errors.append({u"character.json"_s, u"/attributes/%1/actions"_s.arg(i), u"action \"%1\" sits under two attributes"_s.arg(a)});
            placed.insert(a);
        }
    }
    for (const Entity &a : pack.actions) {
        if (!placed.contains(a.id))
            errors.append({u"character.json"_s, u"/actions"_s, u"action \"%1\" belongs to no attribute"_s.arg(a.id)});
    }
    for (qsizetype i = 0; i < pack.playbooks.size(); ++i) {
        const Playbook &p = pack.playbooks.at(i);
        for (auto it = p.startingDots.begin(); it != p.startingDots.end(); ++it) {
            if (!pack.action(it.key()))
                missing(u"character.json"_s, u"/playbooks/%1/starting_dots"_s.arg(i), u"action"_s, it.key());
        }
        for (const QString &a : p.abilities) {
            if (!pack.ability(a))
                missing(u"character.json"_s, u"/playbooks/%1/abilities"_s.arg(i), u"ability"_s, a);
        }
    }
    for (qsizetype i = 0; i < pack.abilities.size(); ++i) {
        for (const Effect &e : pack.abilities.at(i).effects) {
            const QString action = e.stringParam(QLatin1StringView("action"));
            if (!action.isEmpty() && !pack.action(action))
                missing(u"character.json"_s, u"/abilities/%1/effects"_s.arg(i), u"action"_s, action);
            const QString attribute = e.stringParam(QLatin1StringView("attribute"));
            if (!attribute.isEmpty() && !pack.attribute(attribute))
                missing(u"character.json"_s, u"/abilities/%1/effects"_s.arg(i), u"attribute"_s, attribute);
        }
    }
    QSet<QString> claimIds;
    for (const Claim &c : pack.claims)
        claimIds.insert(c.id);
    for (qsizetype i = 0; i < pack.crewTypes.size(); ++i) {
        const CrewType &t = pack.crewTypes.at(i);
        const QString at = u"/crew_types/%1"_s.arg(i);
        for (const QString &u : t.upgrades) {
            if (!pack.upgrade(u))
                missing(u"crew.json"_s, at + u"/upgrades"_s, u"upgrade"_s, u);
        }
        for (const QString &a : t.abilities) {
            const bool found = std::any_of(pack.crewAbilities.begin(), pack.crewAbilities.end(),
                                           [&](const Ability &c) { return c.id == a; });
            if (!found)
                missing(u"crew.json"_s, at + u"/abilities"_s, u"crew ability"_s, a);
        }
        const ClaimsMap &map = t.claimsMap;
        if (map.cells.size() != map.rows * map.cols)
            errors.append({u"crew.json"_s, at + u"/claims_map"_s, u"has %1 cells for %2 × %3"_s.arg(map.cells.size()).arg(map.rows).arg(map.cols)});
        for (const ClaimsMap::Cell &cell : map.cells) {
            if (!cell.lair && !claimIds.contains(cell.claim))
                missing(u"crew.json"_s, at + u"/claims_map/cells"_s, u"claim"_s, cell.claim);
        }
        for (const auto &[a, b] : map.links) {
            const int ra = (a - 1) / std::max(map.cols, 1), ca = (a - 1) % std::max(map.cols, 1);
            const int rb = (b - 1) / std::max(map.cols, 1), cb = (b - 1) % std::max(map.cols, 1);
            if (a < 1 || b < 1 || a > map.cells.size() || b > map.cells.size() || std::abs(ra - rb) + std::abs(ca - cb) != 1)
                errors.append({u"crew.json"_s, at + u"/claims_map/links"_s, u"link %1–%2 does not join two neighbouring cells"_s.arg(a).arg(b)});
        }
    }
    return errors;
}

} // namespace sw::blades
