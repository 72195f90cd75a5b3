#pragma once

// What several commands share: a sheet named on the command line, files read and written with
// the reason said when they cannot be.
#include "cli/cli.h"
#include "store/campaignstore.h"

#include <optional>

namespace sw::cli {

// KIND:ID of a kind some game system keeps (nullopt, said why, when it is not).
std::optional<store::SheetRef> sheetRef(Context &context, const QString &text);
bool readFile(Context &context, const QString &path, QByteArray *bytes);
bool writeFile(Context &context, const QString &path, const QByteArray &bytes);

} // namespace sw::cli
