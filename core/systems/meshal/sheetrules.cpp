#include "systems/meshal/sheetrules.h"

#include "systems/meshal/derived.h"
#include "systems/meshal/itemrules.h"
#include "systems/meshal/ledger.h"

#include <QSet>

using namespace Qt::StringLiterals;

namespace sw::meshal {
namespace {

rules::Violation violation(const QString &code, const QString &field, QVariantMap params = {})
{
    return {code, field, std::move(params), false};
}

QString attributeField(Attribute a, const QString &what)
{
    return u"attributes/"_s + attributeId(a) + u'/' + what;
}

// Rules 1–3, 6, 25: trained scores come from the start and the ledger's raises, each raise
// costing the score before it ×3; current dice stay within 0 … total.
void checkAttributes(const Character &c, const MeshalPack &pack, QList<rules::Violation> &out)
{
    const int start = pack.number(u"trained_start"_s);
    const int factor = pack.number(u"raise_cost_factor"_s);
    std::array<int, 3> raises{}, spent{};
    for (qsizetype i = 0; i < c.ledger.size(); ++i) {
        const LedgerEntry &e = c.ledger.at(i);
        if (e.kind != LedgerEntry::Kind::Raise)
            continue;
        const std::size_t a = std::size_t(e.attribute);
        const int expected = (start + raises[a]) * factor; // rule 25
        if (e.amount != expected)
            out.append(violation(u"meshal.talent.raise_cost"_s, u"talent/ledger/%1"_s.arg(i),
                                 {{u"attribute"_s, attributeId(e.attribute)}, {u"cost"_s, e.amount}, {u"expected"_s, expected}}));
        raises[a] += 1;
        spent[a] += e.amount;
    }
    for (Attribute a : kAttributes) {
        const std::size_t i = std::size_t(a);
        const int trained = c.trainedScore(a);
        if (trained < start) // rule 1
            out.append(violation(u"meshal.attribute.trained_below_start"_s, attributeField(a, u"trained"_s),
                                 {{u"trained"_s, trained}, {u"start"_s, start}}));
        else if (trained != start + raises[i]) // rule 2
            out.append(violation(u"meshal.attribute.trained_without_ledger"_s, attributeField(a, u"trained"_s),
                                 {{u"trained"_s, trained}, {u"expected"_s, start + raises[i]}}));
        else if (spent[i] != talentToReach(trained, pack)) // rule 3
            out.append(violation(u"meshal.talent.attribute_spent"_s, attributeField(a, u"trained"_s),
                                 {{u"spent"_s, spent[i]}, {u"expected"_s, talentToReach(trained, pack)}}));
        const int total = totalScore(c, a);
        if (c.currentDice(a) < 0 || c.currentDice(a) > total) // rule 6
            out.append(violation(u"meshal.dice.out_of_range"_s, attributeField(a, u"dice"_s),
                                 {{u"dice"_s, c.currentDice(a)}, {u"total"_s, total}}));
    }
}

// Rules 8–9: the conditions the dice imply.
void checkConditions(const Character &c, QList<rules::Violation> &out)
{
    int empty = 0;
    for (Attribute a : kAttributes)
        empty += c.currentDice(a) == 0 ? 1 : 0;
    if (c.conditions.unconscious != (empty > 0))
        out.append(violation(u"meshal.condition.unconscious"_s, u"conditions/unconscious"_s, {{u"expected"_s, empty > 0}}));
    if (empty > 0 && !c.conditions.prone)
        out.append(violation(u"meshal.condition.prone"_s, u"conditions/prone"_s, {{u"expected"_s, true}}));
    if ((empty == 3 && !c.conditions.dead) || (c.conditions.dead && c.conditions.deathCause == u"dice"_s && empty < 3))
        out.append(violation(u"meshal.condition.dead"_s, u"conditions/dead"_s, {{u"expected"_s, empty == 3}}));
}

// Rules 21–23, 26: the running balance never goes below 0; every bought ability held is paid
// for once at level ×3, every paid one is held or renounced; renouncing forfeits what was paid.
void checkTalent(const Character &c, const MeshalPack &pack, QList<rules::Violation> &out)
{
    int balance = c.startingTalent;
    QMap<QString, int> paid;   // ability key → cost
    QSet<QString> renounced;
    for (qsizetype i = 0; i < c.ledger.size(); ++i) {
        const LedgerEntry &e = c.ledger.at(i);
        const QString field = u"talent/ledger/%1"_s.arg(i);
        switch (e.kind) {
        case LedgerEntry::Kind::Award:
            balance += e.amount;
            break;
        case LedgerEntry::Kind::Raise:
            balance -= e.amount;
            break;
        case LedgerEntry::Kind::Ability:
            balance -= e.amount;
            if (paid.contains(e.ability) && !renounced.contains(e.ability))
                out.append(violation(u"meshal.ability.paid_twice"_s, field, {{u"ability"_s, e.ability}}));
            paid.insert(e.ability, e.amount);
            renounced.remove(e.ability);
            break;
        case LedgerEntry::Kind::Renounce:
            if (!paid.contains(e.ability) || renounced.contains(e.ability) || paid.value(e.ability) != e.amount) // rule 23
                out.append(violation(u"meshal.talent.renounce_mismatch"_s, field,
                                     {{u"ability"_s, e.ability}, {u"amount"_s, e.amount}, {u"paid"_s, paid.value(e.ability)}}));
            renounced.insert(e.ability);
            break;
        }
        if (balance < 0) // rule 21
            out.append(violation(u"meshal.talent.overspent"_s, field, {{u"unspent"_s, balance}}));
    }
    for (qsizetype i = 0; i < c.abilities.size(); ++i) {
        const Ability &a = c.abilities.at(i);
        const QString field = u"abilities/%1"_s.arg(i);
        const bool isPaid = paid.contains(a.key) && !renounced.contains(a.key);
        if (a.type == AbilityType::Innate) {
            if (isPaid) // rule 26: a 天赋 costs nothing
                out.append(violation(u"meshal.ability.innate_paid"_s, field, {{u"ability"_s, a.key}}));
        } else if (!isPaid) { // rule 22
            out.append(violation(u"meshal.ability.unpaid"_s, field, {{u"ability"_s, a.key}}));
        } else if (paid.value(a.key) != abilityCost(a, pack)) { // rule 26
            out.append(violation(u"meshal.ability.cost"_s, field,
                                 {{u"ability"_s, a.key}, {u"cost"_s, paid.value(a.key)}, {u"expected"_s, abilityCost(a, pack)}}));
        }
    }
    for (auto it = paid.begin(); it != paid.end(); ++it) { // rule 22: 实力 counts only what is held
        if (!renounced.contains(it.key()) && !c.ability(it.key()))
            out.append(violation(u"meshal.talent.strength_mismatch"_s, u"talent/ledger"_s, {{u"ability"_s, it.key()}}));
    }
}

// Rules 27, 29, 33: occupancy within the base score; 天赋 come from a feature held; uses within
// the frequency.
void checkAbilities(const Character &c, QList<rules::Violation> &out)
{
    for (Attribute a : kAttributes) {
        if (occupancy(c, a) > baseScore(c, a))
            out.append(violation(u"meshal.ability.occupancy"_s, attributeField(a, u"occupancy"_s),
                                 {{u"occupancy"_s, occupancy(c, a)}, {u"base"_s, baseScore(c, a)}}));
    }
    QSet<QString> keys;
    for (qsizetype i = 0; i < c.abilities.size(); ++i) {
        const Ability &a = c.abilities.at(i);
        const QString field = u"abilities/%1"_s.arg(i);
        if (keys.contains(a.key))
            out.append(violation(u"meshal.ability.duplicate_key"_s, field, {{u"ability"_s, a.key}}));
        keys.insert(a.key);
        if (a.type == AbilityType::Innate && !c.feature(a.grantedBy))
            out.append(violation(u"meshal.ability.innate_without_feature"_s, field, {{u"feature"_s, a.grantedBy}}));
        if (a.frequency > 0 && a.usesSpent > a.frequency)
            out.append(violation(u"meshal.ability.uses"_s, field, {{u"uses"_s, a.usesSpent}, {u"frequency"_s, a.frequency}}));
    }
}

} // namespace

QList<rules::Violation> validateCharacter(const Character &c, const MeshalPack &pack, CheckMode mode)
{
    QList<rules::Violation> out;
    checkAttributes(c, pack, out);
    checkConditions(c, out);
    checkTalent(c, pack, out);
    checkAbilities(c, out);
    if (c.execution < 0 || c.execution > c.executionMax) // rule 19
        out.append(violation(u"meshal.execution.out_of_range"_s, u"execution/current"_s,
                             {{u"current"_s, c.execution}, {u"max"_s, c.executionMax}}));
    checkItems(c, pack, out);
    checkIdentity(c, mode == CheckMode::Complete, out);
    if (c.money.gold < 0 || c.money.silver < 0 || c.money.copper < 0) // rule 52
        out.append(violation(u"meshal.money.negative"_s, u"money"_s, {}));
    rules::applyOverrides(out, c.overrides);
    return out;
}

QList<rules::Violation> blockingViolations(const Character &c, const MeshalPack &pack, CheckMode mode)
{
    QList<rules::Violation> blocking;
    for (const rules::Violation &v : validateCharacter(c, pack, mode)) {
        if (!v.overridden)
            blocking.append(v);
    }
    return blocking;
}

QList<rules::Violation> characterWarnings(const Character &c, const MeshalPack &pack)
{
    QList<rules::Violation> out;
    const std::pair<QString, QString> speedDefaults[] = {{u"walk"_s, u"walk_default"_s}, {u"climb"_s, u"climb_default"_s}};
    for (const auto &[mode, key] : speedDefaults) { // rule 17
        if (c.speeds.value(mode) != pack.number(key))
            out.append(violation(u"meshal.defaults.speed"_s, u"speeds/"_s + mode,
                                 {{u"speed"_s, c.speeds.value(mode)}, {u"default"_s, pack.number(key)}}));
    }
    if (c.executionMax != pack.number(u"execution_default"_s))
        out.append(violation(u"meshal.defaults.execution"_s, u"execution/max"_s,
                             {{u"max"_s, c.executionMax}, {u"default"_s, pack.number(u"execution_default"_s)}}));
    if (c.startingTalent != pack.number(u"starting_talent"_s)) // rule 20
        out.append(violation(u"meshal.talent.starting"_s, u"talent/starting"_s,
                             {{u"starting"_s, c.startingTalent}, {u"default"_s, pack.number(u"starting_talent"_s)}}));
    for (qsizetype i = 0; i < c.ledger.size(); ++i) {
        const LedgerEntry &e = c.ledger.at(i);
        const bool spends = e.kind == LedgerEntry::Kind::Raise || e.kind == LedgerEntry::Kind::Ability;
        if (spends && e.phase == Phase::Play) // rule 24
            out.append(violation(u"meshal.talent.spent_outside_rest"_s, u"talent/ledger/%1"_s.arg(i), {{u"phase"_s, phaseId(e.phase)}}));
        if (e.kind == LedgerEntry::Kind::Renounce && e.phase != Phase::Rest) // rule 32
            out.append(violation(u"meshal.ability.renounce_outside_rest"_s, u"talent/ledger/%1"_s.arg(i), {{u"phase"_s, phaseId(e.phase)}}));
    }
    return out;
}

QList<rules::Violation> changeWarnings(const Character &before, const Character &after)
{
    QList<rules::Violation> out;
    for (Attribute a : kAttributes) {
        if (after.trainedScore(a) < before.trainedScore(a))
            out.append(violation(u"meshal.attribute.lowered"_s, attributeField(a, u"trained"_s),
                                 {{u"before"_s, before.trainedScore(a)}, {u"after"_s, after.trainedScore(a)}}));
    }
    return out;
}

QList<rules::Violation> relationshipWarnings(const QList<std::pair<QString, Character>> &sheets)
{
    QList<rules::Violation> out;
    for (const auto &[id, sheet] : sheets) {
        for (const Relationship &r : sheet.relationships) {
            if (r.stance != Stance::Friendly)
                continue;
            // A structured binding is not captured by a lambda before C++20 compilers caught up (clang 14).
            const QString &self = id;
            for (const auto &[otherId, other] : sheets) {
                if (otherId != r.target)
                    continue;
                const bool mutual = std::any_of(other.relationships.begin(), other.relationships.end(), [&](const Relationship &back) {
                    return back.target == self && back.stance == Stance::Friendly;
                });
                if (!mutual)
                    out.append(violation(u"meshal.relationship.not_mutual"_s, u"relationships"_s, {{u"from"_s, id}, {u"to"_s, otherId}}));
            }
        }
    }
    return out;
}

Character newCharacter(const MeshalPack &pack, const QString &name)
{
    Character c;
    c.packId = pack.id;
    c.packVersion = pack.version;
    c.name = name;
    const int start = pack.number(u"trained_start"_s);
    c.trained = {start, start, start};
    c.dice = c.trained;
    c.speeds = {{u"walk"_s, pack.number(u"walk_default"_s)}, {u"climb"_s, pack.number(u"climb_default"_s)}};
    c.executionMax = c.execution = pack.number(u"execution_default"_s);
    c.startingTalent = pack.number(u"starting_talent"_s);
    return c;
}

} // namespace sw::meshal
