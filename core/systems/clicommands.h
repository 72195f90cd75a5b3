#pragma once

// Each game system's commands of sheetwright-cli, added after the shared ones: one line per
// system in clicommands.cpp, as in registry.cpp.
#include "cli/cli.h"
#include "store/campaignstore.h"

#include <functional>
#include <optional>

namespace sw::systems {

void addSystemCommands(std::vector<cli::Command> &commands);

// `sheetwright-cli validate FILE`: each system's check of a sheet file of its own; nullopt when the
// file is not one (the command then reads it as a Blades sheet). One line per system.
using SheetFileCheck = std::function<std::optional<int>(cli::Context &, const QString &path, const QByteArray &bytes)>;
const std::vector<SheetFileCheck> &sheetFileChecks();

// `sheetwright-cli import CAMPAIGN FILE`: each system's import of a file of its own into the open
// campaign (a content pack); nullopt when the file is not one. One line per system.
using CampaignImport = std::function<std::optional<int>(cli::Context &, store::CampaignStore &, const QJsonObject &root,
                                                        const QString &fileName)>;
const std::vector<CampaignImport> &campaignImports();

} // namespace sw::systems
