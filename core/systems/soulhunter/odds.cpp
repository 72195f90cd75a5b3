#include "systems/soulhunter/odds.h"

#include "systems/soulhunter/check.h"

#include <algorithm>
#include <stdexcept>
#include <vector>

using namespace Qt::StringLiterals;

namespace sw::soulhunter {
namespace {

using rules::checkedAdd;
using rules::checkedMul;

// The dice kept so far, sorted from the best down (at most `keep`), with the ways to reach them.
using Kept = std::vector<int>;

// Adds one die to every state: the faces 1 … sides, keeping the `keep` best ("best" = highest,
// or lowest when `lowest`).
std::map<Kept, std::int64_t> addDie(const std::map<Kept, std::int64_t> &states, int sides, int keep, bool lowest)
{
    std::map<Kept, std::int64_t> next;
    for (const auto &[keptDice, ways] : states) {
        for (int face = 1; face <= sides; ++face) {
            Kept k = keptDice;
            k.push_back(face);
            if (lowest)
                std::sort(k.begin(), k.end());
            else
                std::sort(k.begin(), k.end(), std::greater<>());
            if (int(k.size()) > keep)
                k.resize(std::size_t(keep));
            next[k] = checkedAdd(next[k], ways);
        }
    }
    return next;
}

Distribution keptDistribution(int dice, int sides, int keep, bool lowest)
{
    std::map<Kept, std::int64_t> states{{Kept{}, 1}};
    Distribution d;
    for (int i = 0; i < dice; ++i) {
        states = addDie(states, sides, keep, lowest);
        d.outcomes = checkedMul(d.outcomes, sides);
    }
    for (const auto &[keptDice, ways] : states) {
        int sum = 0;
        for (int v : keptDice)
            sum += v;
        d.ways[sum] = checkedAdd(d.ways[sum], ways);
    }
    return d;
}

// The sum of two independent values (`sign` −1 subtracts the second).
Distribution combine(const Distribution &a, const Distribution &b, int sign)
{
    Distribution d;
    d.outcomes = checkedMul(a.outcomes, b.outcomes);
    for (const auto &[x, wx] : a.ways) {
        for (const auto &[y, wy] : b.ways)
            d.ways[x + sign * y] = checkedAdd(d.ways[x + sign * y], checkedMul(wx, wy));
    }
    return d;
}

void checkRange(const OddsSpec &spec)
{
    if (std::abs(spec.tilt) > kMaxOddsTilt || std::abs(spec.level) > kMaxOddsLevel || spec.cheer < 0 || spec.cheer > kMaxOddsCheer)
        throw std::invalid_argument("soulhunter odds: tilt ±6, level ±8, cheer 0-6 at most");
}

} // namespace

rules::Fraction Distribution::p(int value) const
{
    const auto it = ways.find(value);
    return rules::Fraction(it == ways.end() ? 0 : it->second, outcomes);
}

Distribution diceValueDistribution(int tilt)
{
    return keptDistribution(2 + std::abs(tilt), 10, 2, tilt < 0);
}

Distribution keptHighestDistribution(int dice, int sides, int keep)
{
    return keptDistribution(dice, sides, keep, false);
}

Distribution rolledDistribution(const OddsSpec &spec, const Rules &rules)
{
    checkRange(spec);
    const Distribution cheer = keptHighestDistribution(spec.cheer, 6, rules.number(u"cheer_keep"_s).value_or(3));
    if (spec.fixedDice) {
        Distribution fixed;
        fixed.ways[*spec.fixedDice + fixedLevelModifier(spec.level, rules)] = 1;
        return combine(fixed, cheer, 1);
    }
    const Distribution level = keptHighestDistribution(std::abs(spec.level), 4, rules.number(u"level_dice_keep"_s).value_or(4));
    return combine(combine(diceValueDistribution(spec.tilt), level, spec.level < 0 ? -1 : 1), cheer, 1);
}

Distribution catDistribution(const OddsSpec &spec, const Rules &rules)
{
    const Distribution rolled = rolledDistribution(spec, rules);
    Distribution d;
    d.outcomes = rolled.outcomes;
    for (const auto &[value, ways] : rolled.ways) {
        const int cat = catFor(value, spec.gap, rules);
        d.ways[cat] = checkedAdd(d.ways[cat], ways);
    }
    return d;
}

rules::Fraction successChance(const OddsSpec &spec, const Rules &rules)
{
    const Distribution cats = catDistribution(spec, rules);
    const int least = rules.number(u"success_min_cat"_s).value_or(1);
    std::int64_t ways = 0;
    for (const auto &[cat, w] : cats.ways) {
        if (cat >= least)
            ways = checkedAdd(ways, w);
    }
    return rules::Fraction(ways, cats.outcomes);
}

} // namespace sw::soulhunter
