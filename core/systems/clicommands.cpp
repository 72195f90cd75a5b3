#include "systems/clicommands.h"

#include "systems/blades/cli/bladescommands.h"
#include "systems/fate/cli/fatecommands.h"
#include "systems/fate/cli/fateexchange.h"
#include "systems/meshal/cli/meshalcommands.h"
#include "systems/soulhunter/cli/soulcommands.h"

namespace sw::systems {

void addSystemCommands(std::vector<cli::Command> &commands)
{
    blades::addCommands(commands);
    fate::addFateCommands(commands);
    meshal::addMeshalCommands(commands);
    soulhunter::addSoulhunterCommands(commands);
}

const std::vector<SheetFileCheck> &sheetFileChecks()
{
    static const std::vector<SheetFileCheck> checks{fate::validateFateSheetFile, meshal::validateMeshalSheetFile};
    return checks;
}

const std::vector<CampaignImport> &campaignImports()
{
    static const std::vector<CampaignImport> imports{meshal::importContentPack};
    return imports;
}

} // namespace sw::systems
