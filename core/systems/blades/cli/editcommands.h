#pragma once

#include "cli/cli.h"

namespace sw::cli {

// edit: every pencil edit of the character and crew sheets, through the sheets' own engine path
// and journal.
void addEditCommands(std::vector<Command> &commands);

} // namespace sw::cli
