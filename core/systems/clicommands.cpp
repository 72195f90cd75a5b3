#include "systems/clicommands.h"

#include "systems/blades/cli/bladescommands.h"

namespace sw::systems {

void addSystemCommands(std::vector<cli::Command> &commands)
{
    blades::addCommands(commands);
}

} // namespace sw::systems
