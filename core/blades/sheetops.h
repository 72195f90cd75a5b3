#pragma once

// Pencil-and-paper edits of a sheet that the play and creation operations (characterops.h,
// crewops.h) do not cover: a new sheet, identity fields, direct marks on a track.
#include "blades/characterops.h"
#include "blades/crewops.h"

namespace sw::blades {

// A new character of a playbook (A §3 steps 1–3): the pack it uses, the playbook's starting
// dots, no ability yet, in the creation phase.
Character startCharacter(const QString &playbook, const RulePack &pack);

} // namespace sw::blades
