#pragma once

#include "cli/cli.h"

namespace sw::cli {

// list, show: the campaign's sheets of every game system, scriptable.
void addStoreCommands(std::vector<Command> &commands);
// history, undo, redo: the journal, for every game system.
void addHistoryCommands(std::vector<Command> &commands);

} // namespace sw::cli
