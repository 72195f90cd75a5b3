#pragma once

#include "cli/cli.h"

namespace sw::cli {

// list, show, import, export, history, undo, redo: everything the campaign store does, scriptable.
void addStoreCommands(std::vector<Command> &commands);

} // namespace sw::cli
