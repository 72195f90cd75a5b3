#pragma once

// Blades' commands of sheetwright-cli: validate, packs, roll, odds, import, export, the GM's
// score, downtime, clock and faction, and edit (every pencil edit of a sheet).
#include "cli/cli.h"

namespace sw::blades {

void addCommands(std::vector<cli::Command> &commands);

} // namespace sw::blades
