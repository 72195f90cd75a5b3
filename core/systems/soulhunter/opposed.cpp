#include "systems/soulhunter/opposed.h"

#include "systems/soulhunter/derived.h"

using namespace Qt::StringLiterals;

namespace sw::soulhunter {
namespace {

int num(const Rules &rules, const QString &key)
{
    return rules.number(key).value_or(0);
}

CheckSpec fixedTen(QList<Modifier> modifiers, int level, int dice)
{
    CheckSpec spec;
    spec.modifiers = std::move(modifiers);
    spec.level = level;
    spec.fixedDice = dice;
    return spec;
}

} // namespace

CheckSpec parrySpec(QList<Modifier> modifiers, int level)
{
    modifiers.removeIf([](const Modifier &m) { return attributeFromId(m.name).has_value(); }); // no key attribute
    return fixedTen(std::move(modifiers), level, 10);
}

CheckSpec hazardSpec(QList<Modifier> modifiers, int level)
{
    return fixedTen(std::move(modifiers), level, 10);
}

DefenceResult resolveDefence(Defence kind, int attackValue, int defenceValue, bool declaredBeforeRoll, const Rules &rules)
{
    DefenceResult r;
    r.defenceValue = defenceValue;
    if (!declaredBeforeRoll) { // rule 15: too late, no defence
        r.allowed = false;
        r.defenceValue = 0;
    } else if (kind == Defence::Counter && defenceValue < attackValue) {
        r.defenceValue = 0; // rule 17
    }
    r.sides.challengerCat = catFor(attackValue, r.defenceValue, rules);
    r.sides.responderCat = r.allowed ? catFor(r.defenceValue, attackValue, rules) : 0;
    if (r.allowed && kind == Defence::Parry && defenceValue == attackValue)
        r.sides.responderCat = 1; // rule 16
    r.sides.responderSucceeds = r.allowed && r.sides.responderCat >= num(rules, u"success_min_cat"_s);
    r.hit = !r.sides.responderSucceeds;
    r.strikeBack = kind == Defence::Counter && r.sides.responderSucceeds;
    return r;
}

OpposedResult resolveHazard(int hazardValue, int resistanceValue, const Rules &rules)
{
    OpposedResult r;
    r.challengerCat = hazardValue == resistanceValue ? 1 : catFor(hazardValue, resistanceValue, rules);
    r.responderCat = catFor(resistanceValue, hazardValue, rules);
    r.responderSucceeds = resistanceValue > hazardValue; // rule 18 (L90)
    return r;
}

ObsessionUse applyObsessions(int cat, const QList<Obsession> &tags, bool beforeRoll, bool usedThisRound, const QString &method,
                             const QStringList &methodsUsed, const Rules &rules)
{
    ObsessionUse use{cat, {}};
    if (!beforeRoll)
        use.refused << u"soulhunter.obsession.after_roll"_s;
    if (usedThisRound)
        use.refused << u"soulhunter.obsession.once_per_round"_s;
    if (rules.choice(u"obsession_limit"_s) == u"one_tag"_s && tags.size() > 1)
        use.refused << u"soulhunter.obsession.once_per_round"_s;
    if (!method.isEmpty() && methodsUsed.contains(method))
        use.refused << u"soulhunter.obsession.method_repeated"_s;
    for (const Obsession &o : tags) {
        if (!o.known)
            use.refused << u"soulhunter.obsession.unknown"_s;
    }
    if (!use.refused.isEmpty())
        return use;
    for (const Obsession &o : tags)
        use.cat += o.direction >= 0 ? 1 : -1;
    use.cat = std::max(0, use.cat); // [inferred] §5.13 step 6
    return use;
}

QString fortuneRefusal(const Character &c, FortuneUse use)
{
    if (use == FortuneUse::SpendOwn && c.fortune <= 0)
        return u"soulhunter.fortune.spend_not_positive"_s;
    if (use == FortuneUse::RaiseNegative && c.fortune >= 0)
        return u"soulhunter.fortune.raise_not_negative"_s;
    return {};
}

void payFortune(Character &c, FortuneUse use)
{
    if (!fortuneRefusal(c, use).isEmpty())
        return;
    c.fortune += use == FortuneUse::SpendOwn ? -1 : 1;
}

void fortuneFromCritical(Character &c, const CheckRoll &roll)
{
    c.fortune += roll.criticalSuccess ? 1 : roll.criticalFailure ? -1 : 0;
}

FortuneOutcome applyFortune(const CheckSpec &spec, const CheckRoll &roll, const QList<int> &tiltChanges, const Rules &rules,
                            DiceSource &dice)
{
    FortuneOutcome out{spec, roll, false, true};
    if (tiltChanges.isEmpty() || spec.fixedDice || spec.fixedCheck || spec.fixedCat)
        return out;
    if (tiltChanges.size() > 1) { // L212: immune
        out.immune = true;
        out.pointsSpent = rules.yes(u"fortune_collision_spent"_s);
        return out;
    }
    const int change = tiltChanges.first() >= 0 ? 1 : -1;
    const int newTilt = spec.tilt + change;
    if (std::abs(newTilt) > std::abs(spec.tilt))
        out.roll.d10.push_back(dice.roll(10));
    else
        out.roll.d10.pop_back();
    out.spec.tilt = newTilt;
    settle(out.spec, out.roll, rules);
    return out;
}

} // namespace sw::soulhunter
