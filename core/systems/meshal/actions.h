#pragma once

// What a character does with its sheet that the rulebook limits (spec §6 rules 44, 45, 62):
// taking an item off keeps what is loaded in it, a weapon attack uses one weapon, and bearing
// another creature (背负) is one creature at a time, no larger than the bearer, at half speed and
// with 3 disadvantages on every roll of both. Rules about positions and turns (18, 35, 57, 58)
// are the table's, not a sheet's: docs/meshal-lite.md says why.
#include "systems/meshal/attack.h"
#include "systems/meshal/character.h"
#include "systems/meshal/pack.h"

#include <optional>

namespace sw::meshal {

// Rule 44 (A, L434 「卸下物品时并不会卸下已装填的弹药」): equips or takes off the item with this
// key; its loaded ammunition or charge stays in it. A total that falls clamps the dice (rule 7)
// and the conditions follow (rule 8). False when no item has the key.
bool setEquipped(Character &c, const QString &key, bool on);

// Rule 45 (E, L952 「每次也仅能选择其中一件进行一次武器攻击」): the attack number `index` of the one
// weapon named (an item key). Codes meshal.attack.one_weapon (params count: weapons named, not 1),
// meshal.attack.weapon_not_ready (params item: not equipped, and not a natural weapon),
// meshal.attack.not_a_weapon (params item, index: no such item or no such attack).
std::optional<Attack> weaponAttack(const Character &attacker, const QStringList &weaponKeys, int index,
                                   QList<rules::Violation> &violations);

// Rule 62 (E, L772 「背负者每次只能背负一个体型与自己相同或更小的生物」): may `bearer`, already
// bearing `alreadyBorne` creatures, take up `creature`? Codes meshal.bearing.one_at_a_time
// (params count), meshal.bearing.too_large (params size, bearerSize); meshal.bearing.unsized when
// either has no size yet.
QList<rules::Violation> checkBearing(const Character &bearer, const Character &creature, int alreadyBorne,
                                     const MeshalPack &pack);
// L775 「你的移速减半,且你与被背负者在任何投骰时都有3劣势」: the bearer's speed in a mode while
// bearing (half, rounded down [inferred]), and the disadvantages both roll with.
int bearingSpeed(const Character &bearer, const QString &mode);
inline constexpr int kBearingDisadvantages = 3;

} // namespace sw::meshal
