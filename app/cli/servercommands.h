#pragma once

#include "cli/cli.h"

namespace sw::cli {

// server init, server assign, server upgrade, share, pull: shared campaigns on a PostgreSQL server (issue #19).
void addServerCommands(std::vector<Command> &commands);

} // namespace sw::cli
