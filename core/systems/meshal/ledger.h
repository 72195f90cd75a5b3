#pragma once

// The Talent ledger (spec §2.5, §5, rules 20–26, 31–32): every award, raise and purchase is an
// entry; 实力 (Talent spent and still held) and unspent Talent are recomputed from it. A raise
// costs the current trained score ×3 (L156, L158), an ability its level ×3 (L336, L349), a 天赋
// nothing (L380). Talent is spent only at creation or during a rest (L156, L236, L336);
// renouncing an ability (only at rest, L341) takes its cost off 实力 and gives nothing back.
#include "systems/meshal/character.h"
#include "systems/meshal/pack.h"

#include <optional>

namespace sw::meshal {

struct TalentSummary
{
    int earned = 0;    // starting Talent + awards
    int spent = 0;     // every cost ever paid
    int forfeited = 0; // costs of abilities renounced
    int strength = 0;  // 实力 = spent − forfeited (D16)
    int unspent = 0;   // earned − spent (D17)
};

TalentSummary talentSummary(const Character &c);
// 「36/15」: 实力/unspent (L239).
QString strengthNotation(const TalentSummary &summary);
int abilityCost(const Ability &ability, const MeshalPack &pack); // level ×3; 天赋 0

// Each returns why not (a violation, the sheet unchanged) or nullopt when done.
std::optional<rules::Violation> awardTalent(Character &c, int amount, const QString &note = {});
std::optional<rules::Violation> raiseAttribute(Character &c, Attribute a, Phase phase, const MeshalPack &pack);
// Rules 26–28, 31: requirements met, occupancy within the base score, Talent enough. The
// ability's key must be new on the sheet. 天赋 are granted with grantInnate, not bought.
std::optional<rules::Violation> buyAbility(Character &c, const Ability &ability, Phase phase, const MeshalPack &pack);
std::optional<rules::Violation> renounceAbility(Character &c, const QString &key, Phase phase);
// Rule 29: a 天赋 comes with a feature the character has, for no Talent; removing the feature
// removes its 天赋.
std::optional<rules::Violation> grantInnate(Character &c, Ability ability, const QString &featureId);
// Rule 29 (L380): the 天赋 that content abilities grant to the species or a feature the character
// has are on its sheet (keyed by their id, level 0); those of a species or feature it no longer has
// are gone. Returns how many were added.
int syncInnateAbilities(Character &c, const QList<Ability> &contentAbilities);
void removeFeature(Character &c, const QString &featureId);

} // namespace sw::meshal
