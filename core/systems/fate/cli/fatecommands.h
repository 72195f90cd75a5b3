#pragma once

// sheetwright-cli fate …: Fate Condensed's own commands (odds, roll), added to the CLI frame's
// list by one line in core/systems/clicommands.cpp and built into the sheetwright-cli commands library.
#include "cli/cli.h"

#include <vector>

namespace sw::fate {

void addFateCommands(std::vector<cli::Command> &commands);

} // namespace sw::fate
