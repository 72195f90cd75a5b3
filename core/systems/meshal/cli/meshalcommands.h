#pragma once

// sheetwright-cli meshal …: Meshal Lite's own commands (odds, roll, damage, rest, new), added to
// the CLI frame's list by one line in core/systems/clicommands.cpp and built into the
// sheetwright-cli commands library.
#include "cli/cli.h"
#include "store/campaignstore.h"

#include <optional>
#include <vector>

namespace sw::meshal {

void addMeshalCommands(std::vector<cli::Command> &commands);
// `sheetwright-cli import CAMPAIGN FILE` with a Meshal content pack: merged into the campaign's own
// content (entries with a used id replaced), one undo step; nullopt when the file is not one.
std::optional<int> importContentPack(cli::Context &context, store::CampaignStore &store, const QJsonObject &root,
                                     const QString &fileName);
// `sheetwright-cli validate FILE` on a Meshal sheet file: its schema, then every rule it breaks, in
// words; nullopt when the file is not a Meshal sheet.
std::optional<int> validateMeshalSheetFile(cli::Context &context, const QString &path, const QByteArray &bytes);

} // namespace sw::meshal
