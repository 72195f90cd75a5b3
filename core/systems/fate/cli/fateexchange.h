#pragma once

// sheetwright-cli fate import|export (Fari's character JSON) and the check of a Fate sheet file
// that `sheetwright-cli validate` hands over (core/systems/clicommands.h).
#include "cli/cli.h"

#include <optional>

namespace sw::fate {

int importFariCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);
int exportFariCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);
// A Fate character (the "fate-character" document, as `export --sheet` writes it): every rule it
// breaks, in words. nullopt when the file is not a Fate sheet.
std::optional<int> validateFateSheetFile(cli::Context &context, const QString &path, const QByteArray &bytes);

} // namespace sw::fate
