#include "systems/meshal/health.h"

#include "systems/meshal/derived.h"
#include "systems/meshal/dice.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::meshal {

void updateConditions(Character &c)
{
    int empty = 0;
    for (Attribute a : kAttributes)
        empty += c.currentDice(a) == 0 ? 1 : 0;
    if (empty == 3 && !c.conditions.dead) {
        c.conditions.dead = true;
        c.conditions.deathCause = u"dice"_s;
    }
    if (empty > 0) {
        c.conditions.unconscious = true;
        c.conditions.prone = true;
    } else {
        c.conditions.unconscious = false;
    }
}

void clampDice(Character &c)
{
    for (Attribute a : kAttributes)
        c.dice[std::size_t(a)] = std::clamp(c.currentDice(a), 0, totalScore(c, a));
    updateConditions(c);
}

DamageDone removeDice(Character &c, Attribute a, int n)
{
    DamageDone done;
    const bool wasUnconscious = c.conditions.unconscious;
    const bool wasDead = c.conditions.dead;
    const int removed = std::min(std::max(0, n), c.currentDice(a));
    c.dice[std::size_t(a)] -= removed;
    done.removed[std::size_t(a)] = removed;
    done.lost = std::max(0, n) - removed;
    updateConditions(c);
    done.becameUnconscious = !wasUnconscious && c.conditions.unconscious;
    done.died = !wasDead && c.conditions.dead;
    return done;
}

DamageDone applyDamage(Character &c, const Attack &attack, int net, const QList<std::pair<Attribute, int>> &split)
{
    DamageDone done;
    if (attack.targets.isEmpty() || net <= 0)
        return done;
    QList<std::pair<Attribute, int>> parts = split;
    if (parts.isEmpty())
        parts = {{attack.targets.first(), net}};
    int sum = 0;
    for (const auto &[a, n] : parts) {
        sum += n;
        if (!attack.targets.contains(a) || n < 0)
            done.violations.append({u"meshal.damage.split_target"_s, u"split"_s, {{u"attribute"_s, attributeId(a)}}});
    }
    if (sum != net)
        done.violations.append({u"meshal.damage.split_sum"_s, u"split"_s, {{u"sum"_s, sum}, {u"net"_s, net}}});
    if (!done.ok())
        return done;
    const bool wasUnconscious = c.conditions.unconscious;
    const bool wasDead = c.conditions.dead;
    for (const auto &[a, n] : parts) {
        const DamageDone one = removeDice(c, a, n);
        done.removed[std::size_t(a)] += one.removed[std::size_t(a)];
        done.lost += one.lost;
    }
    done.becameUnconscious = !wasUnconscious && c.conditions.unconscious;
    done.died = !wasDead && c.conditions.dead;
    return done;
}

int recoverDice(Character &c, Attribute a, int points)
{
    if (c.conditions.dead)
        return 0;
    // Dice held back by hunger, thirst or exhaustion come back only with a full rest (rule 61).
    const int room = std::max(0, totalScore(c, a) - c.conditions.deprived[std::size_t(a)] - c.currentDice(a));
    const int back = std::clamp(points, 0, room);
    c.dice[std::size_t(a)] += back;
    updateConditions(c);
    return back;
}

RestHour restOneHour(Character &c, rules::RandomSource &random, int minimumDice)
{
    RestHour hour;
    if (c.conditions.dead)
        return hour;
    for (Attribute a : kAttributes) {
        if (c.currentDice(a) >= totalScore(c, a))
            continue;
        const int dice = std::max(minimumDice, c.currentDice(a));
        const int points = rollDice(dice, RollMode::Point, random).result;
        hour.rolled[std::size_t(a)] = points;
        hour.recovered[std::size_t(a)] = recoverDice(c, a, points);
    }
    return hour;
}

void fullRest(Character &c)
{
    if (c.conditions.dead)
        return;
    for (Attribute a : kAttributes) {
        // Rule 61: each full rest gives back one die held by hunger, thirst or exhaustion.
        int &held = c.conditions.deprived[std::size_t(a)];
        held = std::max(0, held - 1);
        c.dice[std::size_t(a)] = std::max(0, totalScore(c, a) - held);
    }
    updateConditions(c);
}

} // namespace sw::meshal

namespace sw::meshal {

void applyEffect(Character &c, const Effect &effect)
{
    c.effects.removeIf([&effect](const Effect &e) { return e.name == effect.name; });
    c.effects.append(effect);
    clampDice(c);
}

void endEffect(Character &c, const QString &name)
{
    c.effects.removeIf([&name](const Effect &e) { return e.name == name; });
    clampDice(c);
}

} // namespace sw::meshal
