#pragma once

// The rolls a scoundrel makes from the sheet (rules A §5.2, §5.5, §2.2, §4.1, §7): what the
// player chose (position and effect, push, devil's bargain, assistance, the bonus dice an ability
// or crew upgrade gives), the pool and effect that makes, what it costs in stress and gives in
// xp, and the sheets as they are after the roll. Plain functions: the GM table rolls and writes.
#include "systems/blades/character.h"
#include "systems/blades/characterops.h"
#include "systems/blades/limits.h"
#include "systems/blades/rulepack.h"
#include "systems/blades/dice/dice.h"
#include "systems/blades/procedures/rolls.h"
#include "rules/violation.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace sw::blades {

// Bonus dice an ability of the sheet or an upgrade of the crew gives a roll when its condition
// holds in the fiction (the player says so by taking it): a "bonus_dice" effect of the pack.
struct BonusDiceOffer
{
    QString id;    // "ability:ID#n" or "upgrade:ID#n" (n: the effect's index), stable for a request
    QString owner; // the ability's or upgrade's id
    int dice = 0;  // +1, or −1 (Daredevil's price on resistance)
    Text condition;
    bool operator==(const BonusDiceOffer &) const = default;
};

// The offers for one roll: `roll` "action" (of `action`) or "resistance" (with `attribute`). An
// effect limited to another action or attribute is left out (A §7, the pack's "action" and
// "attribute" parameters).
QList<BonusDiceOffer> bonusDiceOffers(const Character &c, const QStringList &crewUpgrades, const RulePack &pack,
                                      const QString &roll, const QString &action, const QString &attribute);

// The dice the sheet's harm takes away now: the "less_dice" penalty of a harm level that applies
// (A §2.4, §8.10: level 2 is −1d; Tough as nails shifts each harm one level lighter).
int harmDice(const Character &c, const RulePack &pack, const CharacterLimits &limits);

// What the player chose for an action roll (A §5.2 steps 2–5).
struct ActionChoice
{
    QString action;
    Position position = Position::Risky;
    EffectLevel effect = EffectLevel::Standard; // as the GM set it
    bool pushForDie = false;    // +1d for push_stress (A §2.2)
    bool pushForEffect = false; // +1 effect for push_stress (A §2.2, §5.3)
    bool bargain = false;       // a devil's bargain: +1d, never with pushForDie (A §5.2)
    bool assisted = false;      // another scoundrel helps: +1d, they take assist_stress (§Assist)
    QStringList bonuses;        // BonusDiceOffer ids taken
};

// What a choice makes and costs, before the dice are rolled.
struct ActionPlan
{
    int rating = 0;      // the action's dots
    int bonusDice = 0;   // assist, push or bargain
    int abilityDice = 0; // the offers taken
    int harmDice = 0;    // ≤ 0
    int pool = 0;        // the sum (0 or less: two dice, keep the lower)
    EffectLevel effect = EffectLevel::Standard; // the GM's level, +1 when pushed for effect
    int stress = 0;       // the roller's: push_stress per push benefit
    int assistStress = 0; // the helper's
    int xp = 0;           // desperate: desperate_roll_xp on the action's attribute (A §4.1)
    QString xpTrack;      // that attribute
    QList<rules::Violation> refused; // the choice breaks these; nothing may be rolled
};

// Codes: "roll.push_and_bargain" (A §5.2, §8.23), "roll.bonus_unknown" (an offer id not offered),
// "action.unknown".
ActionPlan planAction(const ActionChoice &choice, const Character &c, const QStringList &crewUpgrades,
                      const RulePack &pack, const CharacterLimits &limits);

// What the player chose for a resistance roll (A §5.5).
struct ResistanceChoice
{
    QString attribute;
    QStringList bonuses; // BonusDiceOffer ids taken
};

struct ResistancePlan
{
    int rating = 0;      // the attribute's rating
    int abilityDice = 0;
    int pool = 0;
    QList<rules::Violation> refused; // "attribute.unknown", "roll.bonus_unknown"
};

ResistancePlan planResistance(const ResistanceChoice &choice, const Character &c, const QStringList &crewUpgrades,
                              const RulePack &pack);

// Stress a resistance roll costs (A §5.5): resistance_stress_base − the kept die; a critical
// clears resistance_critical_clear instead (negative).
int resistanceCost(const rules::DiceRoll &roll, const RulePack &pack);

// The sheets after a roll: the roller's stress (a push, or resistance: more, or fewer on a
// critical, never below 0) and xp, and the helper's stress. A stress mark that reaches the last box
// takes a trauma with `traumaCondition` (A §2.3). Each Outcome may be refused (a retired sheet).
Outcome applyRollToRoller(const Character &c, int stress, int xp, const QString &xpTrack, const RulePack &pack,
                          const CrewBenefits &crew, const QString &traumaCondition = {});

} // namespace sw::blades
