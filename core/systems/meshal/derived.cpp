#include "systems/meshal/derived.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::meshal {
namespace {

void add(Modifiers &into, const Modifiers &m)
{
    for (std::size_t i = 0; i < 3; ++i) {
        into.attributes[i] += m.attributes[i];
        into.protections[i] += m.protections[i];
    }
    // Several sources of one mode or sense: the highest counts (rule 16), not the sum.
    for (auto it = m.speeds.begin(); it != m.speeds.end(); ++it)
        into.speeds[it.key()] = into.speeds.contains(it.key()) ? std::max(into.speeds[it.key()], it.value()) : it.value();
    for (auto it = m.senses.begin(); it != m.senses.end(); ++it)
        into.senses[it.key()] = into.senses.contains(it.key()) ? std::max(into.senses[it.key()], it.value()) : it.value();
    for (const QString &i : m.immunities) {
        if (!into.immunities.contains(i))
            into.immunities << i;
    }
}

Modifiers allModifiers(const Character &c)
{
    Modifiers m = permanentModifiers(c);
    add(m, temporaryModifiers(c));
    return m;
}

int bestOf(const QMap<QString, int> &own, const QMap<QString, int> &sources, const QString &key)
{
    if (!own.contains(key) && !sources.contains(key))
        return 0;
    int best = own.contains(key) ? own.value(key) : sources.value(key);
    if (sources.contains(key))
        best = std::max(best, sources.value(key));
    return std::max(0, best); // rule 15: never below 0
}

} // namespace

Modifiers permanentModifiers(const Character &c)
{
    Modifiers m;
    add(m, c.species.modifiers);
    for (const Feature &f : c.features)
        add(m, f.modifiers);
    return m;
}

Modifiers temporaryModifiers(const Character &c)
{
    Modifiers m;
    for (const Item &i : c.items) {
        if (i.equipped || i.natural())
            add(m, i.modifiers);
    }
    for (const Ability &a : c.abilities) {
        if (a.active || a.activation == u"passive"_s)
            add(m, a.modifiers);
    }
    for (const Effect &e : c.effects)
        add(m, e.modifiers);
    return m;
}

int baseScore(const Character &c, Attribute a)
{
    return std::max(1, c.trainedScore(a) + permanentModifiers(c).attributes[std::size_t(a)]);
}

int totalScore(const Character &c, Attribute a)
{
    return std::max(1, baseScore(c, a) + temporaryModifiers(c).attributes[std::size_t(a)]);
}

int effectiveLevel(const Ability &ability)
{
    return ability.type == AbilityType::Innate ? 0 : ability.level;
}

int occupancy(const Character &c, Attribute a)
{
    int sum = 0;
    for (const Ability &ability : c.abilities) {
        if (occupiedAttribute(ability.type) == a)
            sum += effectiveLevel(ability);
    }
    return sum;
}

int freeCapacity(const Character &c, Attribute a)
{
    return baseScore(c, a) - occupancy(c, a);
}

int protection(const Character &c, Protection p)
{
    return allModifiers(c).protections[std::size_t(p)];
}

QStringList immunities(const Character &c)
{
    return allModifiers(c).immunities;
}

int speed(const Character &c, const QString &mode)
{
    return bestOf(c.speeds, allModifiers(c).speeds, mode);
}

int sense(const Character &c, const QString &senseId)
{
    return bestOf(c.senses, allModifiers(c).senses, senseId);
}

QStringList speedModes(const Character &c)
{
    QStringList modes;
    for (const QString &mode : {u"walk"_s, u"climb"_s, u"burrow"_s, u"swim"_s, u"fly"_s, u"hover"_s, u"teleport"_s}) {
        if (speed(c, mode) > 0)
            modes << mode;
    }
    return modes;
}

int raiseCost(const Character &c, Attribute a, const MeshalPack &pack)
{
    return c.trainedScore(a) * pack.number(u"raise_cost_factor"_s);
}

int talentToReach(int trained, const MeshalPack &pack)
{
    const int s = pack.number(u"trained_start"_s);
    return pack.number(u"raise_cost_factor"_s) * (trained * (trained - 1) / 2 - s * (s - 1) / 2);
}

int sizeLevel(Size s, const MeshalPack &pack)
{
    const SizeRow *row = pack.size(s);
    return row ? row->level : 0;
}

int footprint(Size s, const MeshalPack &pack)
{
    const SizeRow *row = pack.size(s);
    return row ? row->footprint : 0;
}

int carried(const Character &c, Scale scale)
{
    int n = 0;
    for (const Item &i : c.items) {
        if (i.scale == scale && !i.natural())
            n += i.quantity;
    }
    return n;
}

qint64 moneyInCopper(const Money &money, const MeshalPack &pack)
{
    const qint64 perSilver = pack.number(u"copper_per_silver"_s);
    return (money.gold * pack.number(u"silver_per_gold"_s) + money.silver) * perSilver + money.copper;
}

QString ageStage(const Character &c)
{
    if (!c.age)
        return {};
    if (c.species.agedAge && *c.age >= *c.species.agedAge)
        return u"aged"_s;
    if (c.species.adultAge && *c.age < *c.species.adultAge)
        return u"juvenile"_s;
    return u"adult"_s;
}

} // namespace sw::meshal
