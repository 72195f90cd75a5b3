#include "systems/blades/cli/bladescommands.h"

#include "systems/blades/cli/editcommands.h"
#include "systems/blades/cli/gmcommands.h"
#include "systems/blades/cli/rulecommands.h"

namespace sw::blades {

void addCommands(std::vector<cli::Command> &commands)
{
    cli::addRuleCommands(commands);
    cli::addRollCommands(commands);
    cli::addExchangeCommands(commands);
    cli::addGmCommands(commands);
    cli::addEditCommands(commands);
}

} // namespace sw::blades
