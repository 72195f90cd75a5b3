#pragma once

// A shared campaign's server made by an earlier build brought up to this build's (issue #19):
// `sheetwright-cli server upgrade ADDRESS`, run as the database's owner (the role that ran
// `server init`; it alone may change the tables' triggers and policies).
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace sw::store {

struct ServerUpgrade
{
    bool roles = false;   // the campaign has the roles server init makes: their rights were put again
    int rulesChanged = 0; // kinds whose GM rules (gm_rules) were added, changed or removed
    int sheetsSplit = 0;  // documents whose GM fields or hidden flag were kept apart again by the rules now
    int entriesSplit = 0; // journal entries the same
    QStringList repairs;  // the game systems' row repairs run (store/rowrepairs.h)
};

// In one transaction, under the campaign's write lock: the columns, tables, functions and triggers
// that keep the GM's data (dialect::serverTriggers), the GM's rules of every kind this build
// registers (dialect::gmRules), the rights of the campaign's roles (row-level security, grants:
// serverroles.h), the systems' row repairs, and then every document and journal entry that the
// rules now keep otherwise (a GM field left in what players read, a field kept apart that no
// longer is, a hidden flag) written again, as it reads, so that the triggers split it anew. The
// documents say the same (no version counter moves, no journal entry is added); run again, it
// changes nothing. `database` names the campaign's roles ("<database>_gm", …).
bool upgradeServerCampaign(QSqlDatabase &db, const QString &database, ServerUpgrade *done, QString *error);

} // namespace sw::store
