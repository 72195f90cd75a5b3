#pragma once

// sheetwright-cli fate pack|session-start|end-scene: the campaign's Fate pack or profile, and the
// GM's table-wide steps, each one journal entry (one undo step) as the GUI writes them.
#include "cli/cli.h"

namespace sw::fate {

int packCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);
int sessionStartCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);
int endSceneCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);

} // namespace sw::fate
