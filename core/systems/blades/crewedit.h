#pragma once

// Internal to the crew operations (crewops.cpp, sheetops_crew.cpp): a crew edit in progress,
// checked against validateCrew's own codes.
#include "systems/blades/characterops.h"
#include "systems/blades/crew.h"
#include "systems/blades/crewvalidator.h"

namespace sw::blades::detail {

class CrewSheetEdit : public SheetEdit<Crew>
{
public:
    CrewSheetEdit(const Crew &c, const RulePack &p) : SheetEdit(c), pack(p) {}

    // validateCrew's rules the edit breaks anew, among those it `concerns`.
    template <typename Concerns>
    void check(Concerns concerns)
    {
        refuseNew(validateCrew(before, pack), validateCrew(after, pack), concerns);
    }

    const RulePack &pack;
};

} // namespace sw::blades::detail
