#pragma once

// The Blades tables of campaign files before schema v4 (characters, crews and their child rows,
// factions, clocks, scores, downtimes), read once more when such a file is brought up to date:
// each sheet becomes the document the journal already knew it as, and the tables are dropped.
#include "store/documentkinds.h"

#include <QSqlDatabase>

namespace sw::blades::legacy {

bool adoptTables(QSqlDatabase &db, const store::DocumentSink &sink, QString *error);

} // namespace sw::blades::legacy
