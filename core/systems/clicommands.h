#pragma once

// Each game system's commands of sheetwright-cli, added after the shared ones: one line per
// system in clicommands.cpp, as in registry.cpp.
#include "cli/cli.h"

namespace sw::systems {

void addSystemCommands(std::vector<cli::Command> &commands);

} // namespace sw::systems
