#include "systems/soulhunter/play.h"

#include "systems/soulhunter/derived.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::soulhunter {
namespace {

int num(const Rules &rules, const QString &key)
{
    return rules.number(key).value_or(0);
}

PlayResult refuse(const QString &code)
{
    return {code, 0, 0};
}

void markJieti(Character &c, int slashes, const QString &how, const Rules &rules, PlayResult &r)
{
    const int capacity = num(rules, u"charm_capacity"_s);
    for (int i = 0; i < slashes && c.jietiSlashes < capacity; ++i) {
        ++c.jietiSlashes;
        c.grievous.append({how.isEmpty() ? u"重创 %1"_s.arg(c.jietiSlashes) : how, false, false});
        ++r.slashes;
    }
}

} // namespace

PlayResult takeDamage(Character &c, int amount, bool nonLethal, const QString &how, const Rules &rules)
{
    if (amount < 0)
        return refuse(u"soulhunter.hp.damage_negative"_s);
    PlayResult r;
    const int hpMax = maxHp(c, rules);
    const bool wasFull = cannotAct(c, rules);
    if (!nonLethal && c.damage >= hpMax && amount > 0) { // L149: a break
        if (!(wasFull && rules.choice(u"break_when_full"_s) == u"no_break"_s)) {
            c.damage = 0;
            markJieti(c, breakSlashes(amount, hpMax), how, rules, r); // L154
        } else {
            c.damage += amount;
        }
    } else {
        c.damage += amount;
    }
    if (wasFull && amount > 0) { // L156
        const PlayResult anxious = addAnxiety(c, anxietyFromDamageWhileFull(amount, rules), rules);
        r.anxiety = anxious.anxiety;
    }
    return r;
}

void removeDamage(Character &c, int amount)
{
    c.damage = std::max(0, c.damage - std::max(0, amount));
}

PlayResult addAnxiety(Character &c, int amount, const Rules &rules)
{
    PlayResult r;
    if (amount < 0)
        return refuse(u"soulhunter.anxiety.range"_s);
    c.anxiety += amount;
    r.anxiety = amount;
    const int threshold = std::max(1, num(rules, u"anxiety_threshold"_s));
    const int capacity = num(rules, u"charm_capacity"_s);
    while (c.anxiety >= threshold) { // L167 (repeated [inferred] §21.26)
        c.anxiety -= threshold;
        if (c.shigeSlashes < capacity) {
            ++c.shigeSlashes;
            ++r.slashes;
        }
        if (!rules.yes(u"anxiety_multi_slash"_s))
            c.anxiety = std::min(c.anxiety, threshold - 1);
    }
    return r;
}

PlayResult loseSp(Character &c, int amount, const Rules &rules)
{
    return addAnxiety(c, amount, rules); // L162: never from SP
}

PlayResult spendSp(Character &c, int amount, bool fromInitial)
{
    if (amount < 0 || amount > c.spInitial + c.spExtra)
        return refuse(u"soulhunter.style.not_enough_sp"_s);
    int &first = fromInitial ? c.spInitial : c.spExtra;
    int &second = fromInitial ? c.spExtra : c.spInitial;
    const int fromFirst = std::min(first, amount);
    first -= fromFirst;
    second -= amount - fromFirst;
    return {};
}

PlayResult relieveAnxiety(Character &c, int amount, bool fromInitial)
{
    if (amount > c.anxiety)
        return refuse(u"soulhunter.anxiety.relief_above_anxiety"_s);
    const PlayResult r = spendSp(c, amount, fromInitial);
    if (r.ok())
        c.anxiety -= amount; // L163
    return r;
}

void awardSp(Character &c, int amount)
{
    c.spExtra += std::max(0, amount);
}

int styleCost(const StyleRequest &request, const Rules &rules)
{
    switch (request.action) {
    case StyleAction::Flashback: return request.dhCost;
    case StyleAction::Empower: return empowerCost(rules);
    case StyleAction::Cheer: return cheerCost(request.x, rules);
    case StyleAction::Destiny: break;
    }
    return destinyCost(request.x, rules);
}

PlayResult useStyle(Character &c, const StyleRequest &request, const Rules &rules)
{
    if (request.action == StyleAction::Destiny) { // rule 25 (L192)
        if (c.destinyUsedThisScene)
            return refuse(u"soulhunter.style.destiny_once_per_scene"_s);
        if (request.x < 1)
            return refuse(u"soulhunter.style.destiny_x"_s);
    }
    if (request.action == StyleAction::Cheer && request.x < 1)
        return refuse(u"soulhunter.style.cheer_x"_s);
    if (request.action == StyleAction::Flashback && request.dhCost < 5) // L180: 5 at the least
        return refuse(u"soulhunter.style.flashback_cost"_s);
    if (request.action == StyleAction::Empower) { // rule 26 (L185): exactly 2 levels in all
        int total = 0;
        for (int l : request.levels)
            total += l < 0 ? 1000 : l;
        if (total != num(rules, u"empower_levels"_s))
            return refuse(u"soulhunter.style.empower_levels"_s);
    }
    const int cost = styleCost(request, rules);
    if (request.anxietyPart < 0 || request.anxietyPart > cost) // rule 27 (L172)
        return refuse(u"soulhunter.style.anxiety_part"_s);
    const int sp = cost - request.anxietyPart;
    if (sp > c.spInitial + c.spExtra)
        return refuse(u"soulhunter.style.not_enough_sp"_s);
    (void)spendSp(c, sp, request.fromInitial);
    PlayResult r = addAnxiety(c, request.anxietyPart, rules);
    if (request.action == StyleAction::Cheer)
        c.cheerPending += request.x; // rule 24 (L188): the next action check
    if (request.action == StyleAction::Destiny)
        c.destinyUsedThisScene = true;
    return r;
}

Activation activateGrievous(Character &c, int index, const Rules &rules)
{
    Activation a;
    if (index < 0 || index >= c.grievous.size())
        return a;
    GrievousTag &tag = c.grievous[index];
    a.penalty = num(rules, u"grievous_penalty"_s);
    if (!tag.usedThisScene)
        a.damage = num(rules, u"grievous_damage"_s);
    if (!tag.usedSinceInterlude) { // L158
        a.xp = 1;
        c.ledger.append({LedgerEntry::Kind::GrievousReward, 1, c.interlude, tag.text, {}});
    }
    tag.usedThisScene = tag.usedSinceInterlude = true;
    c.damage += a.damage;
    return a;
}

Activation activateTrait(int direction, const Rules &rules)
{
    Activation a;
    a.level = direction >= 0 ? 1 : -1;
    a.spAfter = direction >= 0 ? 0 : num(rules, u"trait_minus_sp"_s);
    return a;
}

Activation activateFlaw(const Rules &rules)
{
    Activation a;
    a.penalty = num(rules, u"flaw_penalty"_s);
    return a;
}

Activation activateMark(const Character &c, int index, const Rules &rules)
{
    Activation a;
    if (index >= 0 && index < c.marks.size() && !c.marks.at(index).released)
        a.specialty = num(rules, u"mark_specialty"_s);
    return a;
}

PlayResult changeScene(Character &c, const Rules &rules)
{
    if (const Derived mp = maxMp(c, rules); mp.ok())
        c.mp = std::min(*mp.value, c.mp + mpRegainedOnSceneChange(c));
    else
        return refuse(QString(u"soulhunter.setting.missing"_s));
    const Derived sp = spRegainedOnSceneChange(c, rules);
    if (!sp.ok())
        return refuse(u"soulhunter.setting.missing"_s);
    c.spInitial += *sp.value;
    removeDamage(c, damageRemovedOnSceneChange(c));
    c.fp = maxFp(c);
    c.destinyUsedThisScene = false;
    for (GrievousTag &g : c.grievous)
        g.usedThisScene = false;
    return {};
}

PlayResult enterInterlude(Character &c, const Rules &rules)
{
    const Derived mp = maxMp(c, rules);
    if (!mp.ok())
        return refuse(u"soulhunter.setting.missing"_s);
    c.interlude = true;
    c.damage = 0;
    PlayResult r;
    if (c.jietiSlashes > 0) {
        --c.jietiSlashes;
        if (!c.grievous.isEmpty())
            c.grievous.removeFirst(); // [inferred] §8.2: the slash's tag goes with it
        r.slashes = -1;
    }
    c.mp = std::min(*mp.value, c.mp + *mpRegainedOnInterlude(c, rules).value);
    if (rules.yes(u"fp_interlude_refresh"_s))
        c.fp = maxFp(c);
    for (GrievousTag &g : c.grievous)
        g.usedThisScene = false;
    return r;
}

PlayResult endInterlude(Character &c, const Rules &rules)
{
    const Derived sp = initialSp(c, rules);
    if (!sp.ok())
        return refuse(u"soulhunter.setting.missing"_s);
    c.interlude = false;
    c.spInitial = *sp.value; // L161: all initial SP back, the rest lost
    c.spExtra = 0;
    c.anxiety -= anxietyRemovedAtInterludeEnd(c.anxiety, rules);
    c.fortune = initialFortune(c, rules);
    for (GrievousTag &g : c.grievous)
        g.usedSinceInterlude = false;
    c.destinyUsedThisScene = false;
    return {};
}

PlayResult spendXp(Character &c, LedgerEntry::Kind kind, const Rules &rules, const Technique &technique)
{
    if (!c.interlude)
        return refuse(u"soulhunter.xp.outside_interlude"_s);
    int cost = num(rules, u"growth_cost"_s);
    if (kind == LedgerEntry::Kind::RemoveJieti)
        cost = num(rules, u"jieti_removal_xp"_s);
    else if (kind == LedgerEntry::Kind::RemoveShige)
        cost = num(rules, u"shige_removal_xp"_s);
    if (xp(c) < cost)
        return refuse(u"soulhunter.xp.overspent"_s);
    if ((kind == LedgerEntry::Kind::RemoveJieti && c.jietiSlashes == 0) || (kind == LedgerEntry::Kind::RemoveShige && c.shigeSlashes == 0))
        return refuse(u"soulhunter.xp.nothing_to_remove"_s);
    const Derived kpBefore = maxKp(c, rules);
    c.ledger.append({kind, -cost, true, {}, {}});
    switch (kind) {
    case LedgerEntry::Kind::GrowthKp:
        if (kpBefore.ok())
            c.kp += 1; // the new point of the maximum (L196)
        break;
    case LedgerEntry::Kind::GrowthSp:
        c.spInitial += num(rules, u"growth_sp"_s);
        break;
    case LedgerEntry::Kind::GrowthFortune: // initial fortune +1: fortune resets to it when the interlude ends (L212)
        break;
    case LedgerEntry::Kind::GrowthTechnique: {
        Technique t = technique;
        t.viaGrowth = true;
        t.loadReduction += 1; // L199 [gap §21.21: default an extra technique at Load −1]
        c.techniques.append(t);
        break;
    }
    case LedgerEntry::Kind::RemoveJieti:
        --c.jietiSlashes;
        if (!c.grievous.isEmpty())
            c.grievous.removeFirst();
        break;
    case LedgerEntry::Kind::RemoveShige:
        --c.shigeSlashes;
        break;
    default:
        break;
    }
    return {};
}

void awardXp(Character &c, int amount, const QString &note)
{
    c.ledger.append({LedgerEntry::Kind::Award, amount, c.interlude, note, {}});
}

} // namespace sw::soulhunter
