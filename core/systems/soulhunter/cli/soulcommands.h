#pragma once

// sheetwright-cli soulhunter …: 狩魂者's own commands (odds, roll, new, validate, setting, damage,
// style, scene, interlude, xp), added to the CLI frame's list by one line in
// core/systems/clicommands.cpp and built into the sheetwright-cli commands library.
#include "cli/cli.h"

#include <vector>

namespace sw::soulhunter {

void addSoulhunterCommands(std::vector<cli::Command> &commands);

} // namespace sw::soulhunter
