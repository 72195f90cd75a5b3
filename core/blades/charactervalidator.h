#pragma once

#include "blades/character.h"
#include "blades/limits.h"
#include "blades/rulepack.h"
#include "rules/violation.h"

namespace sw::blades {

// Every rule a character sheet breaks, as stable codes (docs/violations.md lists them with
// their rulebook sections). Overridden violations are returned marked, not dropped.
QList<rules::Violation> validateCharacter(const Character &character, const RulePack &pack,
                                          const CrewBenefits &crew = {});

// The violations no GM override covers: the sheet is legal when this is empty.
QList<rules::Violation> blockingViolations(const Character &character, const RulePack &pack,
                                           const CrewBenefits &crew = {});

} // namespace sw::blades
