#pragma once

#include "systems/blades/character.h"
#include "systems/blades/limits.h"
#include "systems/blades/rulepack.h"
#include "rules/violation.h"

namespace sw::blades {

// Every rule a character sheet breaks, as stable codes (docs/violations.md lists them with
// their rulebook sections). Overridden violations are returned marked, not dropped.
QList<rules::Violation> validateCharacter(const Character &character, const RulePack &pack,
                                          const CrewBenefits &crew = {});

// The violations no GM override covers: the sheet is legal when this is empty.
QList<rules::Violation> blockingViolations(const Character &character, const RulePack &pack,
                                           const CrewBenefits &crew = {});

// The groups the checks come in, so that an edit (characterops.h) can be checked against the
// rules it touches with the very codes validateCharacter uses.
enum class CharacterAspect { Identity, Creation, Actions, Abilities, StressAndTrauma, Harm, ArmorAndLoad, Money, Experience };

// The violations of one aspect of the sheet; overrides are not applied.
QList<rules::Violation> checkCharacterAspect(const Character &character, CharacterAspect aspect,
                                             const RulePack &pack, const CrewBenefits &crew = {});

} // namespace sw::blades
