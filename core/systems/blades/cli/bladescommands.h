#pragma once

// Blades' commands of sheetwright-cli: validate, packs, roll, odds, import, export and the GM's
// score, downtime, clock and faction.
#include "cli/cli.h"

namespace sw::blades {

void addCommands(std::vector<cli::Command> &commands);

} // namespace sw::blades
