#include "systems/soulhunter/check.h"

#include "systems/soulhunter/derived.h"

#include <QMap>

#include <algorithm>
#include <functional>
#include <tuple>

using namespace Qt::StringLiterals;

namespace sw::soulhunter {
namespace {

int num(const Rules &rules, const QString &key)
{
    return rules.number(key).value_or(0);
}

std::vector<int> kept(std::vector<int> pool, int tilt)
{
    if (tilt < 0)
        std::sort(pool.begin(), pool.end());
    else
        std::sort(pool.begin(), pool.end(), std::greater<>());
    pool.resize(std::min<std::size_t>(2, pool.size()));
    return pool;
}

std::vector<int> rollDice(int count, int sides, DiceSource &dice)
{
    std::vector<int> out;
    for (int i = 0; i < count; ++i)
        out.push_back(dice.roll(sides));
    return out;
}

} // namespace

std::optional<Modifier> unlabelled(const QString &name, int signedValue)
{
    if (signedValue == 0)
        return std::nullopt;
    return Modifier{name, std::abs(signedValue), signedValue < 0, false};
}

int totalModifier(const CheckSpec &spec)
{
    QMap<std::pair<QString, bool>, int> named; // (name, penalty) → the highest
    int unnamed = 0, specialty = 0;
    for (const Modifier &m : spec.modifiers) {
        if (m.value <= 0)
            continue; // rule 11: modifiers are non-zero natural numbers
        if (m.specialty && !m.penalty) {
            specialty += m.value;
        } else if (m.name.isEmpty()) {
            unnamed += m.penalty ? -m.value : m.value;
        } else {
            int &best = named[{m.name, m.penalty}];
            best = std::max(best, m.value); // rule 12 (L74)
        }
    }
    if (spec.specialtyCap)
        specialty = std::min(specialty, std::max(0, *spec.specialtyCap)); // rule 13 (L75)
    int total = unnamed + specialty;
    for (auto it = named.begin(); it != named.end(); ++it)
        total += it.key().second ? -it.value() : it.value();
    return total;
}

int fixedLevelModifier(int level, const Rules &rules)
{
    const int size = std::min(num(rules, u"level_fixed_max"_s), num(rules, u"level_fixed_per"_s) * std::abs(level));
    return level < 0 ? -size : size;
}

int catFor(int checkValue, int challenge, const Rules &rules)
{
    return std::max(0, ceilDiv(checkValue - challenge, std::max(1, num(rules, u"cat_divisor"_s))));
}

int keptSum(const std::vector<int> &pool, int tilt)
{
    const std::vector<int> two = kept(pool, tilt);
    int sum = 0;
    for (int d : two)
        sum += d;
    return sum;
}

int keptHighest(std::vector<int> dice, int keep)
{
    std::sort(dice.begin(), dice.end(), std::greater<>());
    int sum = 0;
    for (std::size_t i = 0; i < dice.size() && int(i) < keep; ++i)
        sum += dice[i];
    return sum;
}

void settle(const CheckSpec &spec, CheckRoll &roll, const Rules &rules)
{
    roll.modifier = totalModifier(spec);
    roll.criticalSuccess = roll.criticalFailure = false;
    if (spec.fixedDice) {
        roll.diceValue = *spec.fixedDice; // rule 22: no crit with a fixed dice value
        roll.levelValue = fixedLevelModifier(spec.level, rules);
    } else {
        roll.diceValue = keptSum(roll.d10, spec.tilt);
        const int levelSum = keptHighest(roll.levelDice, num(rules, u"level_dice_keep"_s));
        roll.levelValue = spec.level < 0 ? -levelSum : levelSum;
        if (rules.choice(u"critical_rule"_s) == u"both_ten_or_one"_s) {
            const std::vector<int> two = kept(roll.d10, spec.tilt);
            roll.criticalSuccess = two.size() == 2 && two[0] == 10 && two[1] == 10;
            roll.criticalFailure = two.size() == 2 && two[0] == 1 && two[1] == 1;
        }
    }
    roll.cheerValue = keptHighest(roll.cheerDice, num(rules, u"cheer_keep"_s));
    roll.checkValue = spec.fixedCheck ? *spec.fixedCheck : roll.diceValue + roll.total(); // rule 22: nothing changes it
    roll.cat = spec.fixedCat ? *spec.fixedCat : catFor(roll.checkValue, spec.challenge, rules);
}

CheckRoll rollCheck(const CheckSpec &spec, const Rules &rules, DiceSource &dice)
{
    CheckRoll roll;
    if (!spec.fixedCheck && !spec.fixedCat) {
        if (!spec.fixedDice) {
            roll.d10 = rollDice(2 + std::abs(spec.tilt), 10, dice);
            roll.levelDice = rollDice(std::abs(spec.level), 4, dice);
        }
        roll.cheerDice = rollDice(spec.cheer, 6, dice);
    }
    settle(spec, roll, rules);
    return roll;
}

std::optional<CheckRoll> reroll(const CheckSpec &spec, const CheckRoll &roll, const std::vector<int> &picked,
                                const Rules &rules, DiceSource &dice)
{
    if (roll.rerolled || spec.fixedDice || spec.fixedCheck || spec.fixedCat)
        return std::nullopt;
    CheckRoll again = roll;
    again.rerolled = true;
    if (spec.tilt == 0) {
        again.d10 = rollDice(2, 10, dice);
    } else {
        if (picked.size() != 2 || picked[0] == picked[1])
            return std::nullopt;
        for (int i : picked) {
            if (i < 0 || std::size_t(i) >= again.d10.size())
                return std::nullopt;
        }
        for (int i : picked) // steps 1-2: the two picked dice of the pool, overwritten
            again.d10[std::size_t(i)] = dice.roll(10);
    }
    // step 3: then the dice that act as modifiers
    again.levelDice = rollDice(int(roll.levelDice.size()), 4, dice);
    again.cheerDice = rollDice(int(roll.cheerDice.size()), 6, dice);
    settle(spec, again, rules);
    return again;
}

} // namespace sw::soulhunter
