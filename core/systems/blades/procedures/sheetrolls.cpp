#include "systems/blades/procedures/sheetrolls.h"

using namespace Qt::StringLiterals;

namespace sw::blades {
namespace {

// The bonus dice effects of one ability or upgrade that fit the roll.
void offersOf(const QString &prefix, const QString &owner, const QList<Effect> &effects, const QString &roll,
              const QString &action, const QString &attribute, QList<BonusDiceOffer> &out)
{
    for (qsizetype i = 0; i < effects.size(); ++i) {
        const Effect &effect = effects.at(i);
        if (effect.kind != u"bonus_dice"_s || effect.stringParam(QLatin1StringView("roll")) != roll)
            continue;
        const QString onlyAction = effect.stringParam(QLatin1StringView("action"));
        const QString onlyAttribute = effect.stringParam(QLatin1StringView("attribute"));
        if (!onlyAction.isEmpty() && onlyAction != action)
            continue;
        if (!onlyAttribute.isEmpty() && onlyAttribute != attribute)
            continue;
        out.append({prefix + owner + u'#' + QString::number(i), owner, effect.value(1),
                    textFrom(effect.params.value(QLatin1StringView("condition")))});
    }
}

// The dice of the offers taken; an id not offered is refused.
int takenDice(const QStringList &taken, const QList<BonusDiceOffer> &offers, QList<rules::Violation> &refused)
{
    int dice = 0;
    for (const QString &id : taken) {
        const auto it = std::find_if(offers.begin(), offers.end(), [&](const BonusDiceOffer &o) { return o.id == id; });
        if (it == offers.end())
            refused.append({u"roll.bonus_unknown"_s, u"bonuses"_s, {{u"id"_s, id}}});
        else
            dice += it->dice;
    }
    return dice;
}

} // namespace

QList<BonusDiceOffer> bonusDiceOffers(const Character &c, const QStringList &crewUpgrades, const RulePack &pack,
                                      const QString &roll, const QString &action, const QString &attribute)
{
    QList<BonusDiceOffer> out;
    for (const QString &id : c.abilities) {
        if (const Ability *ability = pack.ability(id))
            offersOf(u"ability:"_s, id, ability->effects, roll, action, attribute, out);
    }
    for (const QString &id : crewUpgrades) {
        if (const Upgrade *upgrade = pack.upgrade(id))
            offersOf(u"upgrade:"_s, id, upgrade->effects, roll, action, attribute, out);
    }
    return out;
}

int harmDice(const Character &c, const RulePack &pack, const CharacterLimits &limits)
{
    // A §2.4, §8.10: a row's penalty applies while a harm sits in it; Tough as nails moves each
    // harm's penalty one row lighter (fatal stays fatal). −1d once, however many harms.
    for (const Harm &harm : c.harm) {
        const HarmLevel *level = pack.harmLevel(harm.level);
        if (!level || level->penalty == u"fatal"_s)
            continue;
        const HarmLevel *applies = pack.harmLevel(harm.level - limits.harmPenaltyShift);
        if (applies && applies->penalty == u"less_dice"_s)
            return -1;
    }
    return 0;
}

ActionPlan planAction(const ActionChoice &choice, const Character &c, const QStringList &crewUpgrades,
                      const RulePack &pack, const CharacterLimits &limits)
{
    ActionPlan plan;
    const Attribute *attribute = pack.attributeOf(choice.action);
    if (!pack.action(choice.action) || !attribute) {
        plan.refused.append({u"action.unknown"_s, u"actions/"_s + choice.action, {{u"id"_s, choice.action}}});
        return plan;
    }
    // A §5.2 step 5, §8.23: a push for +1d or a devil's bargain, never both.
    if (choice.pushForDie && choice.bargain)
        plan.refused.append({u"roll.push_and_bargain"_s, u"bargain"_s, {}});
    const QList<BonusDiceOffer> offers = bonusDiceOffers(c, crewUpgrades, pack, u"action"_s, choice.action, attribute->id);
    plan.abilityDice = takenDice(choice.bonuses, offers, plan.refused);
    plan.rating = c.rating(choice.action);
    // §Assist: one helper, +1d; push or bargain: +1d.
    plan.bonusDice = (choice.assisted ? 1 : 0) + (choice.pushForDie || choice.bargain ? 1 : 0);
    plan.harmDice = harmDice(c, pack, limits);
    plan.pool = plan.rating + plan.bonusDice + plan.abilityDice + plan.harmDice;
    // A §2.2, §5.3: pushing for effect is +1 level after the GM's assessment.
    plan.effect = shiftEffect(choice.effect, choice.pushForEffect ? 1 : 0);
    const int push = pack.numberOr(u"push_stress"_s, 2);
    plan.stress = (choice.pushForDie ? push : 0) + (choice.pushForEffect ? push : 0);
    plan.assistStress = choice.assisted ? pack.numberOr(u"assist_stress"_s, 1) : 0;
    // A §4.1, §8.18: a desperate action roll marks xp on the action's attribute.
    if (choice.position == Position::Desperate) {
        plan.xp = pack.numberOr(u"desperate_roll_xp"_s, 1);
        plan.xpTrack = attribute->id;
    }
    return plan;
}

ResistancePlan planResistance(const ResistanceChoice &choice, const Character &c, const QStringList &crewUpgrades,
                              const RulePack &pack)
{
    ResistancePlan plan;
    const Attribute *attribute = pack.attribute(choice.attribute);
    if (!attribute) {
        plan.refused.append({u"attribute.unknown"_s, u"attribute"_s, {{u"id"_s, choice.attribute}}});
        return plan;
    }
    plan.rating = attributeRating(c, *attribute);
    const QList<BonusDiceOffer> offers = bonusDiceOffers(c, crewUpgrades, pack, u"resistance"_s, {}, attribute->id);
    plan.abilityDice = takenDice(choice.bonuses, offers, plan.refused);
    plan.pool = plan.rating + plan.abilityDice;
    return plan;
}

int resistanceCost(const rules::DiceRoll &roll, const RulePack &pack)
{
    if (roll.result == rules::RollResult::Critical)
        return -pack.numberOr(u"resistance_critical_clear"_s, 1);
    return pack.numberOr(u"resistance_stress_base"_s, 6) - roll.kept;
}

Outcome applyRollToRoller(const Character &c, int stress, int xp, const QString &xpTrack, const RulePack &pack,
                          const CrewBenefits &crew, const QString &traumaCondition)
{
    Outcome out{c, {}, {}};
    const auto step = [&](const Outcome &next) {
        out.refused.append(next.refused);
        if (!next.done())
            return false;
        out.after = next.after;
        out.events.append(next.events);
        return true;
    };
    if (stress > 0 && !step(applyMarkStress(out.after, stress, pack, crew, traumaCondition)))
        return {c, out.refused, {}};
    // A §5.5: a critical clears stress, never below none.
    if (stress < 0 && out.after.stress > 0 && !step(applyClearStress(out.after, std::min(-stress, out.after.stress), pack, crew)))
        return {c, out.refused, {}};
    if (xp > 0 && !xpTrack.isEmpty() && !step(applyMarkXp(out.after, xpTrack, xp, pack, crew)))
        return {c, out.refused, {}};
    return out;
}

} // namespace sw::blades
