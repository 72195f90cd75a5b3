#pragma once

#include "cli/cli.h"

namespace sw::cli {

// validate, packs: sheets checked against rule packs, and the packs installed.
void addRuleCommands(std::vector<Command> &commands);
// roll, odds: every roll of the game with a repeatable seed, and exact odds.
void addRollCommands(std::vector<Command> &commands);
// import, export: campaign exports, sheets and Foundry VTT actors.
void addExchangeCommands(std::vector<Command> &commands);

} // namespace sw::cli
