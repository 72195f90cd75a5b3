#include "systems/soulhunter/sidecheck.h"

#include "systems/soulhunter/opposed.h"

using namespace Qt::StringLiterals;

namespace sw::soulhunter {
namespace {

constexpr std::pair<CheckKind, const char *> kIds[] = {
    {CheckKind::Action, "action"}, {CheckKind::Parry, "parry"}, {CheckKind::Counter, "counter"},
    {CheckKind::Hazard, "hazard"}, {CheckKind::Resistance, "resistance"}};

// Every check value the check can reach, with its ways.
Distribution checkValues(const CheckSpec &check, const Rules &rules)
{
    if (check.fixedCheck) {
        Distribution d;
        d.ways[*check.fixedCheck] = 1;
        return d;
    }
    OddsSpec odds;
    odds.tilt = check.tilt;
    odds.level = check.level;
    odds.cheer = check.cheer;
    odds.fixedDice = check.fixedDice;
    const Distribution rolled = rolledDistribution(odds, rules);
    const int modifiers = totalModifier(check);
    Distribution d;
    d.outcomes = rolled.outcomes;
    for (const auto &[value, ways] : rolled.ways)
        d.ways[value + modifiers] = ways;
    return d;
}

} // namespace

QString checkKindId(CheckKind kind)
{
    for (const auto &[k, id] : kIds) {
        if (k == kind)
            return QString::fromLatin1(id);
    }
    return {};
}

std::optional<CheckKind> checkKindFromId(const QString &id)
{
    for (const auto &[k, text] : kIds) {
        if (id == QLatin1StringView(text))
            return k;
    }
    return std::nullopt;
}

CheckSpec checkFor(CheckKind kind, CheckSpec check)
{
    if (kind != CheckKind::Parry && kind != CheckKind::Hazard)
        return check;
    CheckSpec fixed = kind == CheckKind::Parry ? parrySpec(check.modifiers, check.level) : hazardSpec(check.modifiers, check.level);
    fixed.challenge = check.challenge;
    fixed.specialtyCap = check.specialtyCap;
    fixed.cheer = check.cheer;
    return fixed;
}

std::optional<Attribute> keyAttributeFor(CheckKind kind, std::optional<Attribute> chosen, std::optional<Attribute> hazard)
{
    switch (kind) {
    case CheckKind::Parry:
        return std::nullopt; // rule 16 (L84)
    case CheckKind::Resistance:
        return hazard; // rule 18 (L90)
    case CheckKind::Action:
    case CheckKind::Counter:
    case CheckKind::Hazard:
        break;
    }
    return chosen;
}

SideOutcome resolveSide(CheckKind kind, int checkValue, int otherValue, bool declaredBeforeRoll, const Rules &rules)
{
    SideOutcome out;
    out.value = checkValue;
    switch (kind) {
    case CheckKind::Action:
        out.ownCat = catFor(checkValue, otherValue, rules);
        out.succeeds = out.ownCat >= rules.number(u"success_min_cat"_s).value_or(1);
        break;
    case CheckKind::Parry:
    case CheckKind::Counter: {
        const DefenceResult d = resolveDefence(kind == CheckKind::Parry ? Defence::Parry : Defence::Counter, otherValue, checkValue,
                                               declaredBeforeRoll, rules);
        out.allowed = d.allowed;
        out.value = d.defenceValue;
        out.ownCat = d.sides.responderCat;
        out.otherCat = d.sides.challengerCat;
        out.succeeds = d.sides.responderSucceeds;
        out.strikeBack = d.strikeBack;
        break;
    }
    case CheckKind::Hazard: {
        const OpposedResult r = resolveHazard(checkValue, otherValue, rules);
        out.ownCat = r.challengerCat;
        out.otherCat = r.responderCat;
        out.succeeds = !r.responderSucceeds;
        break;
    }
    case CheckKind::Resistance: {
        const OpposedResult r = resolveHazard(otherValue, checkValue, rules);
        out.ownCat = r.responderCat;
        out.otherCat = r.challengerCat;
        out.succeeds = r.responderSucceeds;
        break;
    }
    }
    return out;
}

Distribution sideCatDistribution(CheckKind kind, const CheckSpec &check, const Rules &rules)
{
    const Distribution values = checkValues(check, rules);
    Distribution d;
    d.outcomes = values.outcomes;
    for (const auto &[value, ways] : values.ways) {
        const int cat = check.fixedCat ? *check.fixedCat : resolveSide(kind, value, check.challenge, true, rules).ownCat;
        d.ways[cat] = rules::checkedAdd(d.ways[cat], ways);
    }
    return d;
}

rules::Fraction sideSuccessChance(CheckKind kind, const CheckSpec &check, const Rules &rules)
{
    const Distribution values = checkValues(check, rules);
    std::int64_t ways = 0;
    for (const auto &[value, w] : values.ways) {
        if (resolveSide(kind, value, check.challenge, true, rules).succeeds)
            ways = rules::checkedAdd(ways, w);
    }
    return rules::Fraction(ways, values.outcomes);
}

Distribution withObsessions(const Distribution &cat, int net)
{
    Distribution out;
    out.outcomes = cat.outcomes;
    for (const auto &[value, ways] : cat.ways)
        out.ways[std::max(0, value + net)] += ways;
    return out;
}

rules::Fraction catAtLeastSuccess(const Distribution &cat, const Rules &rules)
{
    const int least = rules.number(u"success_min_cat"_s).value_or(1);
    std::int64_t ways = 0;
    for (const auto &[value, w] : cat.ways) {
        if (value >= least)
            ways += w;
    }
    return rules::Fraction(ways, cat.outcomes);
}

} // namespace sw::soulhunter
