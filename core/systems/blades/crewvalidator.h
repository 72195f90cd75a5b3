#pragma once

#include "systems/blades/crew.h"
#include "systems/blades/rulepack.h"
#include "rules/violation.h"

namespace sw::blades {

// Every rule a crew sheet breaks, as stable codes (rules B §9 where it names one). Overridden
// violations are returned marked, not dropped.
QList<rules::Violation> validateCrew(const Crew &crew, const RulePack &pack);

// The violations no GM override covers: the crew sheet is legal when this is empty.
QList<rules::Violation> blockingCrewViolations(const Crew &crew, const RulePack &pack);

} // namespace sw::blades
