#pragma once

#include "cli/cli.h"

namespace sw::cli {

// validate, roll, odds: the rules engine from the command line.
void addRuleCommands(std::vector<Command> &commands);

} // namespace sw::cli
