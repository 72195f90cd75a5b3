#pragma once

#include "cli/cli.h"

namespace sw::cli {

// new, info: make a campaign file, or check one without changing it.
void addCampaignCommands(std::vector<Command> &commands);

} // namespace sw::cli
