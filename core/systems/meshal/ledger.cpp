#include "systems/meshal/ledger.h"

#include "systems/meshal/derived.h"

using namespace Qt::StringLiterals;

namespace sw::meshal {
namespace {

rules::Violation violation(const QString &code, const QString &field, QVariantMap params = {})
{
    return {code, field, std::move(params), false};
}

// Rule 24: spending happens at creation or during a rest.
std::optional<rules::Violation> checkPhase(Phase phase)
{
    if (phase == Phase::Play)
        return violation(u"meshal.talent.spent_outside_rest"_s, u"talent"_s, {{u"phase"_s, phaseId(phase)}});
    return std::nullopt;
}

// Rule 21: never more than what is unspent.
std::optional<rules::Violation> checkAfford(const Character &c, int cost)
{
    const int unspent = talentSummary(c).unspent;
    if (cost > unspent)
        return violation(u"meshal.talent.overspent"_s, u"talent"_s, {{u"cost"_s, cost}, {u"unspent"_s, unspent}});
    return std::nullopt;
}

bool meetsRequirements(const Character &c, const Requirements &r)
{
    return (r.genders.isEmpty() || r.genders.contains(c.gender)) &&
           (r.species.isEmpty() || r.species.contains(c.species.id) || r.species.contains(c.species.parent)) &&
           (r.sizes.isEmpty() || (c.size && r.sizes.contains(*c.size)));
}

} // namespace

TalentSummary talentSummary(const Character &c)
{
    TalentSummary s;
    s.earned = c.startingTalent;
    for (const LedgerEntry &e : c.ledger) {
        switch (e.kind) {
        case LedgerEntry::Kind::Award:
            s.earned += e.amount;
            break;
        case LedgerEntry::Kind::Raise:
        case LedgerEntry::Kind::Ability:
            s.spent += e.amount;
            break;
        case LedgerEntry::Kind::Renounce:
            s.forfeited += e.amount;
            break;
        }
    }
    s.strength = s.spent - s.forfeited;
    s.unspent = s.earned - s.spent;
    return s;
}

QString strengthNotation(const TalentSummary &summary)
{
    return u"%1/%2"_s.arg(summary.strength).arg(summary.unspent);
}

int abilityCost(const Ability &ability, const MeshalPack &pack)
{
    return ability.type == AbilityType::Innate ? 0 : ability.level * pack.number(u"ability_cost_factor"_s);
}

std::optional<rules::Violation> awardTalent(Character &c, int amount, const QString &note)
{
    if (amount <= 0)
        return violation(u"meshal.talent.award_not_positive"_s, u"talent"_s, {{u"amount"_s, amount}});
    c.ledger.append({LedgerEntry::Kind::Award, Attribute::Might, {}, amount, Phase::Play, note});
    return std::nullopt;
}

std::optional<rules::Violation> raiseAttribute(Character &c, Attribute a, Phase phase, const MeshalPack &pack)
{
    if (auto why = checkPhase(phase))
        return why;
    const int cost = raiseCost(c, a, pack); // rule 25: the trained score, not the total
    if (auto why = checkAfford(c, cost))
        return why;
    c.ledger.append({LedgerEntry::Kind::Raise, a, {}, cost, phase, {}});
    c.trained[std::size_t(a)] += 1;
    // A raise of the trained score raises the total: the new die is there at once.
    c.dice[std::size_t(a)] += 1;
    return std::nullopt;
}

std::optional<rules::Violation> buyAbility(Character &c, const Ability &ability, Phase phase, const MeshalPack &pack)
{
    if (ability.type == AbilityType::Innate)
        return violation(u"meshal.ability.innate_bought"_s, u"abilities"_s, {{u"ability"_s, ability.key}});
    if (ability.level < 1)
        return violation(u"meshal.ability.level"_s, u"abilities"_s, {{u"ability"_s, ability.key}, {u"level"_s, ability.level}});
    if (ability.key.isEmpty() || c.ability(ability.key))
        return violation(u"meshal.ability.duplicate_key"_s, u"abilities"_s, {{u"ability"_s, ability.key}});
    if (auto why = checkPhase(phase))
        return why;
    if (!meetsRequirements(c, ability.requirements)) // rule 31
        return violation(u"meshal.ability.requirement"_s, u"abilities"_s, {{u"ability"_s, ability.key}});
    if (const auto a = occupiedAttribute(ability.type)) { // rule 27
        const int after = occupancy(c, *a) + ability.level;
        if (after > baseScore(c, *a))
            return violation(u"meshal.ability.occupancy"_s, u"abilities"_s,
                             {{u"attribute"_s, attributeId(*a)}, {u"occupancy"_s, after}, {u"base"_s, baseScore(c, *a)}});
    }
    const int cost = abilityCost(ability, pack); // rule 26
    if (auto why = checkAfford(c, cost))
        return why;
    c.ledger.append({LedgerEntry::Kind::Ability, Attribute::Might, ability.key, cost, phase, {}});
    c.abilities.append(ability);
    return std::nullopt;
}

std::optional<rules::Violation> renounceAbility(Character &c, const QString &key, Phase phase)
{
    if (phase != Phase::Rest) // rule 32
        return violation(u"meshal.ability.renounce_outside_rest"_s, u"abilities"_s, {{u"ability"_s, key}, {u"phase"_s, phaseId(phase)}});
    const Ability *held = c.ability(key);
    if (!held || held->type == AbilityType::Innate)
        return violation(u"meshal.ability.not_renounceable"_s, u"abilities"_s, {{u"ability"_s, key}});
    int paid = 0;
    for (const LedgerEntry &e : c.ledger) {
        if (e.kind == LedgerEntry::Kind::Ability && e.ability == key)
            paid = e.amount;
    }
    c.ledger.append({LedgerEntry::Kind::Renounce, Attribute::Might, key, paid, phase, {}});
    c.abilities.removeIf([&key](const Ability &a) { return a.key == key; });
    return std::nullopt;
}

std::optional<rules::Violation> grantInnate(Character &c, Ability ability, const QString &featureId)
{
    if (!c.feature(featureId))
        return violation(u"meshal.ability.innate_without_feature"_s, u"abilities"_s, {{u"feature"_s, featureId}});
    if (ability.key.isEmpty() || c.ability(ability.key))
        return violation(u"meshal.ability.duplicate_key"_s, u"abilities"_s, {{u"ability"_s, ability.key}});
    ability.type = AbilityType::Innate;
    ability.grantedBy = featureId;
    c.abilities.append(ability);
    return std::nullopt;
}

void removeFeature(Character &c, const QString &featureId)
{
    c.features.removeIf([&featureId](const Feature &f) { return f.id == featureId; });
    if (c.species.id == featureId)
        c.species = {};
    c.abilities.removeIf([&featureId](const Ability &a) { return a.type == AbilityType::Innate && a.grantedBy == featureId; });
}

int syncInnateAbilities(Character &c, const QList<Ability> &contentAbilities)
{
    c.abilities.removeIf([&c](const Ability &a) { return a.type == AbilityType::Innate && !c.feature(a.grantedBy); });
    int added = 0;
    for (const Ability &a : contentAbilities) {
        if (a.type != AbilityType::Innate || a.grantedBy.isEmpty() || !c.feature(a.grantedBy) || c.ability(a.id))
            continue;
        Ability given = a;
        given.key = a.id;
        c.abilities.append(given);
        ++added;
    }
    return added;
}

} // namespace sw::meshal
