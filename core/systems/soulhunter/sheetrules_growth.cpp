// Techniques (rules 39, 40, 42; L260-L273) and the XP ledger (rules 45, 46; L157, L161, L169,
// L195-L199): parts of checkCharacter.
#include "systems/soulhunter/derived.h"
#include "systems/soulhunter/sheetrules.h"

#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::soulhunter::detail {
namespace {

int num(const Rules &rules, const QString &key)
{
    return rules.number(key).value_or(0);
}

bool hasSchool(const Technique &t, School s)
{
    return t.schools.contains(s);
}

// The attribute a technique's school reads: 体魄 for 武术, 智慧 for 法术; a 通用 one counts as
// every school (L261), so the higher of the two.
int schoolAttribute(const Character &c, const Technique &t)
{
    int best = 0;
    if (hasSchool(t, School::Martial) || hasSchool(t, School::Universal))
        best = std::max(best, c.attribute(Attribute::Physique));
    if (hasSchool(t, School::Spell) || hasSchool(t, School::Universal))
        best = std::max(best, c.attribute(Attribute::Wisdom));
    return best;
}

} // namespace

void checkTechniques(const Character &c, const Rules &rules, SheetCheck &out)
{
    // Rule 39: the prepared techniques' Load within 灵识 − 4.
    const int load = preparedLoad(c, rules);
    const bool anyPrepared = std::any_of(c.techniques.begin(), c.techniques.end(), [](const Technique &t) { return t.prepared; });
    if (anyPrepared && load > loadBudget(c, rules))
        out.violations.append(violation(u"soulhunter.technique.load_budget"_s, u"techniques"_s,
                                        {{u"load"_s, load}, {u"budget"_s, loadBudget(c, rules)}}));
    // Rule 40: standard and advanced techniques learned through an attribute, one per point of it;
    // basic ones are automatic and uncounted, growth ones are paid in the ledger.
    const int advancedAt = num(rules, u"advanced_attribute"_s);
    int martial = 0, spell = 0, universal = 0, advancedMartial = 0, advancedSpell = 0, grown = 0;
    for (qsizetype i = 0; i < c.techniques.size(); ++i) {
        const Technique &t = c.techniques.at(i);
        const QString field = u"techniques/%1"_s.arg(i);
        if (t.tier == Tier::Advanced && schoolAttribute(c, t) < advancedAt)
            out.violations.append(violation(u"soulhunter.technique.advanced_attribute"_s, field,
                                            {{u"technique"_s, t.name}, {u"attribute"_s, schoolAttribute(c, t)}, {u"needed"_s, advancedAt}}));
        if (t.viaGrowth) {
            ++grown;
            continue;
        }
        if (t.tier == Tier::Basic)
            continue;
        if (hasSchool(t, School::Martial))
            ++(t.tier == Tier::Advanced ? advancedMartial : martial);
        else if (hasSchool(t, School::Spell))
            ++(t.tier == Tier::Advanced ? advancedSpell : spell);
        else
            ++universal;
        if (t.loadReduction > 0)
            out.violations.append(violation(u"soulhunter.technique.reduction_without_growth"_s, field, {{u"technique"_s, t.name}}));
    }
    const int martialSlots = standardSlots(c, School::Martial), spellSlots = standardSlots(c, School::Spell);
    if (martial + advancedMartial > martialSlots)
        out.violations.append(violation(u"soulhunter.technique.slots"_s, u"techniques"_s,
                                        {{u"school"_s, u"martial"_s}, {u"learned"_s, martial + advancedMartial}, {u"slots"_s, martialSlots}}));
    if (spell + advancedSpell > spellSlots)
        out.violations.append(violation(u"soulhunter.technique.slots"_s, u"techniques"_s,
                                        {{u"school"_s, u"spell"_s}, {u"learned"_s, spell + advancedSpell}, {u"slots"_s, spellSlots}}));
    const int all = martial + advancedMartial + spell + advancedSpell + universal;
    if (all > martialSlots + spellSlots)
        out.violations.append(violation(u"soulhunter.technique.slots"_s, u"techniques"_s,
                                        {{u"school"_s, u"universal"_s}, {u"learned"_s, all}, {u"slots"_s, martialSlots + spellSlots}}));
    if (rules.choice(u"advanced_slots"_s) == u"seventh_slot"_s) { // [gap] §21.20: only slots 7+
        for (const auto &[school, count, attribute] : {std::tuple{u"martial"_s, advancedMartial, c.attribute(Attribute::Physique)},
                                                      std::tuple{u"spell"_s, advancedSpell, c.attribute(Attribute::Wisdom)}}) {
            if (count > std::max(0, attribute - advancedAt + 1))
                out.violations.append(violation(u"soulhunter.technique.advanced_slots"_s, u"techniques"_s,
                                                {{u"school"_s, school}, {u"advanced"_s, count}, {u"slots"_s, std::max(0, attribute - advancedAt + 1)}}));
        }
    }
    const int paid = growthPurchases(c, LedgerEntry::Kind::GrowthTechnique);
    if (grown != paid) // L199: each growth technique is one purchase
        out.violations.append(violation(u"soulhunter.technique.growth_unpaid"_s, u"techniques"_s, {{u"learned"_s, grown}, {u"paid"_s, paid}}));
    // Rule 42 (L272): sustained effects of the same technique never stack.
    QSet<QString> sustained;
    for (qsizetype i = 0; i < c.enchantments.size(); ++i) {
        const Enchantment &e = c.enchantments.at(i);
        if (!e.sustained || e.technique.isEmpty())
            continue;
        if (sustained.contains(e.technique))
            out.violations.append(violation(u"soulhunter.enchantment.stacked"_s, u"enchantments/%1"_s.arg(i), {{u"technique"_s, e.technique}}));
        sustained.insert(e.technique);
    }
}

void checkLedger(const Character &c, const Rules &rules, SheetCheck &out)
{
    const int growth = -num(rules, u"growth_cost"_s);
    int balance = 0;
    for (qsizetype i = 0; i < c.ledger.size(); ++i) {
        const LedgerEntry &e = c.ledger.at(i);
        const QString field = u"xp_ledger/%1"_s.arg(i);
        int expected = 0;
        bool interludeOnly = true;
        switch (e.kind) {
        case LedgerEntry::Kind::GrowthKp:
        case LedgerEntry::Kind::GrowthSp:
        case LedgerEntry::Kind::GrowthFortune:
        case LedgerEntry::Kind::GrowthTechnique:
            expected = growth; // L195
            break;
        case LedgerEntry::Kind::RemoveJieti:
            expected = -num(rules, u"jieti_removal_xp"_s); // L157
            break;
        case LedgerEntry::Kind::RemoveShige:
            expected = -num(rules, u"shige_removal_xp"_s); // L169
            break;
        case LedgerEntry::Kind::GrievousReward:
            expected = 1; // L158
            interludeOnly = false;
            break;
        case LedgerEntry::Kind::SpExchange:
            if (e.spPool == u"initial"_s) // rule 46 (L161)
                out.violations.append(violation(u"soulhunter.xp.initial_sp_exchange"_s, field, {{u"amount"_s, e.amount}}));
            interludeOnly = false;
            break;
        case LedgerEntry::Kind::Award:
            interludeOnly = false;
            break;
        }
        if (expected != 0 && e.amount != expected)
            out.violations.append(violation(u"soulhunter.xp.cost"_s, field, {{u"amount"_s, e.amount}, {u"expected"_s, expected}}));
        if (interludeOnly && !e.interlude)
            out.violations.append(violation(u"soulhunter.xp.outside_interlude"_s, field));
        balance += e.amount;
        if (balance < 0) // rule 45: XP ≥ 0
            out.violations.append(violation(u"soulhunter.xp.overspent"_s, field, {{u"balance"_s, balance}}));
    }
}

} // namespace sw::soulhunter::detail
