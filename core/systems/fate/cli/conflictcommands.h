#pragma once

// sheetwright-cli fate hit|invoke|concede|payout: a conflict on stored Fate characters, one
// journaled edit each (rules 4, 5, 23, 25, 27, 29), so that a whole conflict can be scripted.
#include "cli/cli.h"

namespace sw::fate {

int hitCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);
int invokeCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);
int concedeCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);
int payoutCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);

} // namespace sw::fate
