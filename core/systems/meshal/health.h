#pragma once

// Dice as health (spec §2.3, §2.10, §4.12–§4.13, rules 6–10): damage removes current dice, an
// attribute at 0 dice makes the character unconscious and prone, all three at 0 kill; an hour of
// rest rolls each damaged attribute's dice (at least 1) and returns that many points of dice, up
// to the total; a full rest returns them all. The engine sets the conditions; nothing else does.
#include "rules/random.h"
#include "systems/meshal/attack.h"
#include "systems/meshal/character.h"

#include <QList>
#include <utility>

namespace sw::meshal {

// Rules 8–9: unconscious (and prone) when any attribute has 0 dice, dead when all three have;
// unconscious ends when every attribute has a die again (prone stays: standing up is an action).
void updateConditions(Character &c);
// Rule 7 [inferred, spec §8.3 #5]: after a total falls (an item taken off, an effect ended), the
// dice above it go.
void clampDice(Character &c);

struct DamageDone
{
    std::array<int, 3> removed{}; // dice removed, by Attribute
    int lost = 0;                 // damage beyond the dice left (spec §8.3 #6: lost)
    bool becameUnconscious = false;
    bool died = false;
    QList<rules::Violation> violations; // the split does not match the attack
    bool ok() const { return violations.isEmpty(); }
};

// Removes `net` dice as the attack names them; with several targets (「强壮/精神」) the defender
// says how many from each (`split`, summing to `net`); without a split all go to the first.
DamageDone applyDamage(Character &c, const Attack &attack, int net, const QList<std::pair<Attribute, int>> &split = {});
DamageDone removeDice(Character &c, Attribute a, int n);

struct RestHour
{
    std::array<int, 3> rolled{};    // points rolled, by Attribute (0 where nothing was damaged)
    std::array<int, 3> recovered{}; // dice returned
};

// Rule 10: one full hour of rest. Dead characters do not recover.
RestHour restOneHour(Character &c, rules::RandomSource &random, int minimumDice = 1);
// The same with the points already rolled (worked example A11): returns the dice recovered.
int recoverDice(Character &c, Attribute a, int points);
// 充分休息: every die back (L1055).
void fullRest(Character &c);

} // namespace sw::meshal

namespace sw::meshal {

// Rule 34: an effect with the same name as one on the character replaces it (its duration
// starts again); the total may fall, so the dice are clamped (rule 7).
void applyEffect(Character &c, const Effect &effect);
void endEffect(Character &c, const QString &name);

} // namespace sw::meshal
