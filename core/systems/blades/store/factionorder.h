#pragma once

// The order the faction ladder lists factions in (B §7.2), kept as each faction's listing sort key
// so that SQL pages through it (issue #20): the highest tier first, then by name without case,
// then by id. The key begins with "t"; keys written before it began with the tier's digits, and
// the repair below turns those into it.
#include <QSqlDatabase>
#include <QString>

namespace sw::blades {

// The sort key of a faction of `tier` named `name` (a faction without a name of its own sorts by
// the name it is shown with: the pack's example name in the language).
QString factionOrder(int tier, const QString &name, const QString &id);
// Every key of the ladder's order begins with this.
inline QString factionOrderPrefix() { return QStringLiteral("t"); }

// Whether the campaign holds factions whose sort key is from before the ladder's order (one probe
// of the kind's order index), and their keys made again (idempotent; both engines).
bool hasOldFactionOrder(QSqlDatabase &db);
bool reorderFactions(QSqlDatabase &db, QString *error);

} // namespace sw::blades
