#pragma once

// sheetwright-cli meshal …: Meshal Lite's own commands (odds, roll, damage, rest, new), added to
// the CLI frame's list by one line in core/systems/clicommands.cpp and built into the
// sheetwright-cli commands library.
#include "cli/cli.h"

#include <vector>

namespace sw::meshal {

void addMeshalCommands(std::vector<cli::Command> &commands);

} // namespace sw::meshal
