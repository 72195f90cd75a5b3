#include "systems/meshal/characterjson.h"
#include "systems/meshal/jsonutil.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace sw::meshal {

using namespace json;

QJsonObject toJson(const Modifiers &m)
{
    QJsonObject o;
    QJsonObject attributes;
    for (Attribute a : kAttributes) {
        if (m.attributes[std::size_t(a)] != 0)
            attributes.insert(attributeId(a), m.attributes[std::size_t(a)]);
    }
    QJsonObject protections;
    for (Protection p : kProtections) {
        if (m.protections[std::size_t(p)] != 0)
            protections.insert(protectionId(p), m.protections[std::size_t(p)]);
    }
    if (!attributes.isEmpty())
        o.insert(u"attributes"_s, attributes);
    if (!protections.isEmpty())
        o.insert(u"protections"_s, protections);
    if (!m.speeds.isEmpty())
        o.insert(u"speeds"_s, intMapJson(m.speeds));
    if (!m.senses.isEmpty())
        o.insert(u"senses"_s, intMapJson(m.senses));
    putList(o, u"immunities"_s, stringsJson(m.immunities));
    return o;
}

Modifiers modifiersFromJson(const QJsonValue &v)
{
    Modifiers m;
    for (Attribute a : kAttributes)
        m.attributes[std::size_t(a)] = v[u"attributes"_s][attributeId(a)].toInt();
    for (Protection p : kProtections)
        m.protections[std::size_t(p)] = v[u"protections"_s][protectionId(p)].toInt();
    m.speeds = intMapFrom(v[u"speeds"_s]);
    m.senses = intMapFrom(v[u"senses"_s]);
    m.immunities = stringsFrom(v[u"immunities"_s]);
    return m;
}

QJsonObject toJson(const Feature &f)
{
    QJsonObject o{{u"id"_s, f.id}, {u"name"_s, f.name}};
    putText(o, u"text"_s, f.text);
    putText(o, u"parent"_s, f.parent);
    const QJsonObject m = toJson(f.modifiers);
    if (!m.isEmpty())
        o.insert(u"modifiers"_s, m);
    putList(o, u"genders"_s, stringsJson(f.genders));
    putList(o, u"sizes"_s, sizesJson(f.sizes));
    putList(o, u"forms"_s, stringsJson(f.forms));
    putList(o, u"body_parts"_s, partsJson(f.bodyParts));
    if (f.adultAge)
        o.insert(u"adult_age"_s, *f.adultAge);
    if (f.agedAge)
        o.insert(u"aged_age"_s, *f.agedAge);
    if (f.noSleep)
        o.insert(u"no_sleep"_s, true);
    return o;
}

Feature featureFromJson(const QJsonValue &v)
{
    Feature f;
    f.id = v[u"id"_s].toString();
    f.name = v[u"name"_s].toString();
    f.text = v[u"text"_s].toString();
    f.parent = v[u"parent"_s].toString();
    f.modifiers = modifiersFromJson(v[u"modifiers"_s]);
    f.genders = stringsFrom(v[u"genders"_s]);
    f.sizes = sizesFrom(v[u"sizes"_s]);
    f.forms = stringsFrom(v[u"forms"_s]);
    f.bodyParts = partsFrom(v[u"body_parts"_s]);
    if (v[u"adult_age"_s].isDouble())
        f.adultAge = v[u"adult_age"_s].toInt();
    if (v[u"aged_age"_s].isDouble())
        f.agedAge = v[u"aged_age"_s].toInt();
    f.noSleep = v[u"no_sleep"_s].toBool();
    return f;
}

QJsonObject toJson(const Ability &a)
{
    QJsonObject o{{u"key"_s, a.key}, {u"name"_s, a.name}, {u"type"_s, abilityTypeId(a.type)}, {u"level"_s, a.level}};
    putText(o, u"id"_s, a.id);
    putList(o, u"tags"_s, stringsJson(a.tags));
    putText(o, u"granted_by"_s, a.grantedBy);
    QJsonObject req;
    putList(req, u"genders"_s, stringsJson(a.requirements.genders));
    putList(req, u"species"_s, stringsJson(a.requirements.species));
    putList(req, u"sizes"_s, sizesJson(a.requirements.sizes));
    if (!req.isEmpty())
        o.insert(u"requirements"_s, req);
    putText(o, u"activation"_s, a.activation);
    if (a.frequency > 0)
        o.insert(u"frequency"_s, QJsonObject{{u"count"_s, a.frequency}, {u"window"_s, a.window}});
    if (a.usesSpent > 0)
        o.insert(u"uses_spent"_s, a.usesSpent);
    putText(o, u"text"_s, a.text);
    const QJsonObject m = toJson(a.modifiers);
    if (!m.isEmpty())
        o.insert(u"modifiers"_s, m);
    if (a.active)
        o.insert(u"active"_s, true);
    return o;
}

Ability abilityFromJson(const QJsonValue &v)
{
    Ability a;
    a.key = v[u"key"_s].toString();
    a.id = v[u"id"_s].toString();
    a.name = v[u"name"_s].toString();
    a.type = abilityTypeFromId(v[u"type"_s].toString()).value_or(AbilityType::Common);
    a.level = v[u"level"_s].toInt();
    a.tags = stringsFrom(v[u"tags"_s]);
    a.grantedBy = v[u"granted_by"_s].toString();
    a.requirements = {stringsFrom(v[u"requirements"_s][u"genders"_s]), stringsFrom(v[u"requirements"_s][u"species"_s]),
                      sizesFrom(v[u"requirements"_s][u"sizes"_s])};
    a.activation = v[u"activation"_s].toString();
    a.frequency = v[u"frequency"_s][u"count"_s].toInt();
    a.window = v[u"frequency"_s][u"window"_s].toString();
    a.usesSpent = v[u"uses_spent"_s].toInt();
    a.text = v[u"text"_s].toString();
    a.modifiers = modifiersFromJson(v[u"modifiers"_s]);
    a.active = v[u"active"_s].toBool();
    return a;
}

QJsonObject toJson(const Item &i)
{
    QJsonObject o{{u"key"_s, i.key}, {u"name"_s, i.name}, {u"quantity"_s, i.quantity},
                  {u"types"_s, stringsJson(i.types)}, {u"scale"_s, scaleId(i.scale)}};
    putText(o, u"id"_s, i.id);
    if (i.value > 0)
        o.insert(u"value"_s, double(i.value));
    if (i.equipped)
        o.insert(u"equipped"_s, true);
    putList(o, u"slots"_s, stringsJson(i.slots));
    putList(o, u"sizes"_s, sizesJson(i.sizes));
    const QJsonObject m = toJson(i.modifiers);
    if (!m.isEmpty())
        o.insert(u"modifiers"_s, m);
    putList(o, u"attacks"_s, stringsJson(i.attacks));
    putText(o, u"action_cost"_s, i.actionCost);
    putText(o, u"loaded"_s, i.loaded);
    if (i.magic)
        o.insert(u"magic"_s, true);
    if (i.cursed)
        o.insert(u"cursed"_s, true);
    if (i.unique)
        o.insert(u"unique"_s, true);
    return o;
}

Item itemFromJson(const QJsonValue &v)
{
    Item i;
    i.key = v[u"key"_s].toString();
    i.id = v[u"id"_s].toString();
    i.name = v[u"name"_s].toString();
    i.quantity = v[u"quantity"_s].toInt(1);
    i.types = stringsFrom(v[u"types"_s]);
    i.scale = scaleFromId(v[u"scale"_s].toString()).value_or(Scale::Light);
    i.value = qint64(v[u"value"_s].toDouble());
    i.equipped = v[u"equipped"_s].toBool();
    i.slots = stringsFrom(v[u"slots"_s]);
    i.sizes = sizesFrom(v[u"sizes"_s]);
    i.modifiers = modifiersFromJson(v[u"modifiers"_s]);
    i.attacks = stringsFrom(v[u"attacks"_s]);
    i.actionCost = v[u"action_cost"_s].toString();
    i.loaded = v[u"loaded"_s].toString();
    i.magic = v[u"magic"_s].toBool();
    i.cursed = v[u"cursed"_s].toBool();
    i.unique = v[u"unique"_s].toBool();
    return i;
}

} // namespace sw::meshal
