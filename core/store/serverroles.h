#pragma once

// The roles of a shared campaign (issue #19), made by `sheetwright-cli server init`: one for the
// GM, one per player, each a PostgreSQL login role. The rights are the server's to enforce, not
// the app's: a player's role reads every sheet but writes (and journals) only the sheets the GM
// gave it (row-level security on sheets, journal and the ledger, through sheet_owners); the GM's
// role writes everything; neither may change a role.
#include "store/campaignstore.h"

#include <QSqlDatabase>

namespace sw::store {

struct ServerRole
{
    QString name;     // the login role, "<database>_gm" or "<database>_<player>"
    QString password;
    bool gm = false;
};

// "<database>_<who>" for a database and a player's (or "gm") name; empty when the name is not
// one a role may take (letters, digits and _ , starting with a letter).
QString roleName(const QString &database, const QString &who);

// Makes the GM's role and a role per player (`players`: name → password, an empty password is
// made up) and puts the rights on the campaign's tables, in one transaction, connected as the
// database's owner with CREATEROLE. `made` lists each role with its password, the GM's first.
bool setUpRoles(QSqlDatabase &db, const QString &database, const QList<std::pair<QString, QString>> &players,
                const QString &gmPassword, QList<ServerRole> *made, QString *error);

// The rights setUpRoles puts on the campaign's tables for the roles of `database` (its GM's and
// its players' group), as statements that may run again: store/serverupgrade.h puts them over the
// rights an earlier build gave.
QStringList rightsStatements(const QString &database);

// Gives a sheet to a player's role (the GM's role or the owner runs it); the player may then write it.
bool assignSheet(QSqlDatabase &db, const SheetRef &sheet, const QString &role, QString *error);

// A password of 20 letters and digits from the system's random source.
QString newPassword();

} // namespace sw::store
