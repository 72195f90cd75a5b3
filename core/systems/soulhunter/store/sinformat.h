#pragma once

// The Sins' document format 2 (sin.h: the tags the characters do not know yet in
// `hiddenObsessions`, a field the GM alone reads on a shared campaign's server) brought to the
// Sins a campaign already holds: the "soulhunter-sin" kind's row repair (store/documentkinds.h),
// registered in soulhuntersystem.cpp.
#include <QSqlDatabase>
#include <QString>

namespace sw::soulhunter {

// Whether a campaign holds a Sin written in an older format (`format` below kSinFormat: one look
// through the sheets' (kind, id) key at the campaign's Sins).
bool hasOldSins(QSqlDatabase &db);
QString oldSinsProbe(); // the probe's query (the kind and kSinFormat bound)

// Every Sin, and both sides of every journal entry of a Sin, still in format 1 turned into format 2
// (upgradeSinDocument; the version counter untouched: the Sin says the same). Read and written with
// the GM's fields put back (store::dialect::document), so that on a server, run as the GM or the
// database's owner, its triggers keep the unknown tags apart. Idempotent.
bool upgradeSins(QSqlDatabase &db, QString *error);

} // namespace sw::soulhunter
