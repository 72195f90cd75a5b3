#include "systems/meshal/characterjson.h"

#include "systems/meshal/jsonutil.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace sw::meshal {
namespace {

using namespace json;


QJsonObject ledgerJson(const LedgerEntry &e)
{
    static const char16_t *kinds[] = {u"award", u"raise", u"ability", u"renounce"};
    QJsonObject o{{u"kind"_s, QString::fromUtf16(kinds[int(e.kind)])}, {u"amount"_s, e.amount}, {u"phase"_s, phaseId(e.phase)}};
    if (e.kind == LedgerEntry::Kind::Raise)
        o.insert(u"attribute"_s, attributeId(e.attribute));
    if (e.kind == LedgerEntry::Kind::Ability || e.kind == LedgerEntry::Kind::Renounce)
        o.insert(u"ability"_s, e.ability);
    putText(o, u"note"_s, e.note);
    return o;
}

LedgerEntry ledgerFrom(const QJsonValue &v)
{
    LedgerEntry e;
    const QString kind = v[u"kind"_s].toString();
    e.kind = kind == u"raise"_s      ? LedgerEntry::Kind::Raise
             : kind == u"ability"_s  ? LedgerEntry::Kind::Ability
             : kind == u"renounce"_s ? LedgerEntry::Kind::Renounce
                                     : LedgerEntry::Kind::Award;
    e.attribute = attributeFromId(v[u"attribute"_s].toString()).value_or(Attribute::Might);
    e.ability = v[u"ability"_s].toString();
    e.amount = v[u"amount"_s].toInt();
    e.phase = phaseFromId(v[u"phase"_s].toString()).value_or(Phase::Creation);
    e.note = v[u"note"_s].toString();
    return e;
}

QJsonObject relationshipJson(const Relationship &r)
{
    QJsonObject o{{u"target"_s, r.target}, {u"stance"_s, stanceId(r.stance)}};
    putText(o, u"note"_s, r.note);
    return o;
}

QJsonObject effectJson(const Effect &e)
{
    QJsonObject o{{u"name"_s, e.name}};
    putText(o, u"source"_s, e.source);
    putText(o, u"duration"_s, e.duration);
    const QJsonObject m = toJson(e.modifiers);
    if (!m.isEmpty())
        o.insert(u"modifiers"_s, m);
    return o;
}

} // namespace

QJsonObject toJson(const Character &c)
{
    QJsonObject attributes;
    for (Attribute a : kAttributes)
        attributes.insert(attributeId(a), QJsonObject{{u"trained"_s, c.trainedScore(a)}, {u"dice"_s, c.currentDice(a)}});
    QJsonArray features, ledger, abilities, items, relationships, effects, overrides;
    for (const Feature &f : c.features)
        features.append(toJson(f));
    for (const LedgerEntry &e : c.ledger)
        ledger.append(ledgerJson(e));
    for (const Ability &a : c.abilities)
        abilities.append(toJson(a));
    for (const Item &i : c.items)
        items.append(toJson(i));
    for (const Relationship &r : c.relationships)
        relationships.append(relationshipJson(r));
    for (const Effect &e : c.effects)
        effects.append(effectJson(e));
    for (const rules::Override &o : c.overrides)
        overrides.append(QJsonObject{{u"code"_s, o.code}, {u"field"_s, o.field}, {u"reason"_s, o.reason}});
    QJsonObject optional;
    putText(optional, u"height"_s, c.height);
    putText(optional, u"weight"_s, c.weight);
    putText(optional, u"looks"_s, c.looks);
    if (c.age)
        optional.insert(u"age"_s, *c.age);
    putText(optional, u"personality"_s, c.personality);
    putText(optional, u"orientation"_s, c.orientation);
    putText(optional, u"hobby"_s, c.hobby);
    putList(optional, u"aliases"_s, stringsJson(c.aliases));
    putList(optional, u"body_parts"_s, partsJson(c.bodyParts));
    QJsonObject conditions{{u"unconscious"_s, c.conditions.unconscious}, {u"prone"_s, c.conditions.prone},
                           {u"dead"_s, c.conditions.dead}, {u"asleep"_s, c.conditions.asleep}};
    putText(conditions, u"death_cause"_s, c.conditions.deathCause);
    if (c.conditions.deprived != std::array<int, 3>{}) {
        QJsonObject deprived;
        for (Attribute a : kAttributes)
            deprived.insert(attributeId(a), c.conditions.deprived[std::size_t(a)]);
        conditions.insert(u"deprived"_s, deprived);
    }
    QJsonObject o{{u"pack"_s, QJsonObject{{u"id"_s, c.packId}, {u"version"_s, c.packVersion}}},
                  {u"stage"_s, c.creation ? u"creation"_s : u"play"_s},
                  {u"name"_s, c.name},
                  {u"player_character"_s, c.playerCharacter},
                  {u"features"_s, features},
                  {u"attributes"_s, attributes},
                  {u"speeds"_s, intMapJson(c.speeds)},
                  {u"senses"_s, intMapJson(c.senses)},
                  {u"execution"_s, QJsonObject{{u"max"_s, c.executionMax}, {u"current"_s, c.execution}}},
                  {u"talent"_s, QJsonObject{{u"starting"_s, c.startingTalent}, {u"ledger"_s, ledger}}},
                  {u"abilities"_s, abilities},
                  {u"items"_s, items},
                  {u"money"_s, QJsonObject{{u"gold"_s, double(c.money.gold)}, {u"silver"_s, double(c.money.silver)},
                                           {u"copper"_s, double(c.money.copper)}}},
                  {u"relationships"_s, relationships},
                  {u"effects"_s, effects},
                  {u"conditions"_s, conditions},
                  {u"overrides"_s, overrides}};
    putText(o, u"short_name"_s, c.shortName);
    putText(o, u"player"_s, c.player);
    if (!c.species.id.isEmpty())
        o.insert(u"species"_s, toJson(c.species));
    putText(o, u"gender"_s, c.gender);
    if (c.size)
        o.insert(u"size"_s, sizeId(*c.size));
    putText(o, u"form"_s, c.form);
    if (!optional.isEmpty())
        o.insert(u"optional"_s, optional);
    return o;
}

Character characterFromJson(const QJsonObject &d)
{
    Character c;
    c.packId = d[u"pack"_s][u"id"_s].toString();
    c.packVersion = d[u"pack"_s][u"version"_s].toString();
    c.creation = d[u"stage"_s].toString() != u"play"_s;
    c.name = d[u"name"_s].toString();
    c.shortName = d[u"short_name"_s].toString();
    c.player = d[u"player"_s].toString();
    c.playerCharacter = d[u"player_character"_s].toBool(true);
    if (d.contains(u"species"_s))
        c.species = featureFromJson(d[u"species"_s]);
    for (const QJsonValue &f : d[u"features"_s].toArray())
        c.features.append(featureFromJson(f));
    c.gender = d[u"gender"_s].toString();
    c.size = sizeFromId(d[u"size"_s].toString());
    c.form = d[u"form"_s].toString();
    const QJsonValue opt = d[u"optional"_s];
    c.height = opt[u"height"_s].toString();
    c.weight = opt[u"weight"_s].toString();
    c.looks = opt[u"looks"_s].toString();
    if (opt[u"age"_s].isDouble())
        c.age = opt[u"age"_s].toInt();
    c.personality = opt[u"personality"_s].toString();
    c.orientation = opt[u"orientation"_s].toString();
    c.hobby = opt[u"hobby"_s].toString();
    c.aliases = stringsFrom(opt[u"aliases"_s]);
    c.bodyParts = partsFrom(opt[u"body_parts"_s]);
    for (Attribute a : kAttributes) {
        c.trained[std::size_t(a)] = d[u"attributes"_s][attributeId(a)][u"trained"_s].toInt();
        c.dice[std::size_t(a)] = d[u"attributes"_s][attributeId(a)][u"dice"_s].toInt();
    }
    c.speeds = intMapFrom(d[u"speeds"_s]);
    c.senses = intMapFrom(d[u"senses"_s]);
    c.executionMax = d[u"execution"_s][u"max"_s].toInt();
    c.execution = d[u"execution"_s][u"current"_s].toInt();
    c.startingTalent = d[u"talent"_s][u"starting"_s].toInt();
    for (const QJsonValue &e : d[u"talent"_s][u"ledger"_s].toArray())
        c.ledger.append(ledgerFrom(e));
    for (const QJsonValue &a : d[u"abilities"_s].toArray())
        c.abilities.append(abilityFromJson(a));
    for (const QJsonValue &i : d[u"items"_s].toArray())
        c.items.append(itemFromJson(i));
    c.money = {qint64(d[u"money"_s][u"gold"_s].toDouble()), qint64(d[u"money"_s][u"silver"_s].toDouble()),
               qint64(d[u"money"_s][u"copper"_s].toDouble())};
    for (const QJsonValue &r : d[u"relationships"_s].toArray())
        c.relationships.append({r[u"target"_s].toString(), stanceFromId(r[u"stance"_s].toString()).value_or(Stance::Neutral),
                                r[u"note"_s].toString()});
    for (const QJsonValue &e : d[u"effects"_s].toArray())
        c.effects.append({e[u"name"_s].toString(), e[u"source"_s].toString(), e[u"duration"_s].toString(),
                          modifiersFromJson(e[u"modifiers"_s])});
    const QJsonValue k = d[u"conditions"_s];
    c.conditions = {k[u"unconscious"_s].toBool(), k[u"prone"_s].toBool(), k[u"dead"_s].toBool(),
                    k[u"death_cause"_s].toString(), k[u"asleep"_s].toBool(), {}};
    for (Attribute a : kAttributes)
        c.conditions.deprived[std::size_t(a)] = k[u"deprived"_s][attributeId(a)].toInt();
    for (const QJsonValue &o : d[u"overrides"_s].toArray())
        c.overrides.append({o[u"code"_s].toString(), o[u"field"_s].toString(), o[u"reason"_s].toString()});
    return c;
}

} // namespace sw::meshal
