#include "store/storeerror.h"

#include <QSqlError>

#include <sqlite3.h>

namespace sw::store {
namespace {

StoreProblem fromCode(int code)
{
    switch (code & 0xff) { // the primary code of an extended one
    case SQLITE_READONLY:
    case SQLITE_PERM:
        return StoreProblem::ReadOnly;
    case SQLITE_FULL:
        return StoreProblem::DiskFull;
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        return StoreProblem::Busy;
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
        return StoreProblem::Damaged;
    default:
        return StoreProblem::Io;
    }
}

// A PostgreSQL server's SQLSTATE (five characters: a class of two, then three), as QPSQL passes
// it on; SQLite's codes are numbers without a leading zero, below 10000.
bool isSqlState(const QString &code)
{
    bool numeric = false;
    const int value = code.toInt(&numeric);
    return code.size() == 5 && (!numeric || code.startsWith(u'0') || value >= 10000);
}

StoreProblem fromSqlState(const QString &state)
{
    if (state == QLatin1StringView("42501")) // insufficient_privilege, row-level security included
        return StoreProblem::Denied;
    if (state == QLatin1StringView("25006")) // read_only_sql_transaction
        return StoreProblem::ReadOnly;
    if (state == QLatin1StringView("53100")) // disk_full
        return StoreProblem::DiskFull;
    if (state.startsWith(QLatin1StringView("40")) || state == QLatin1StringView("55P03")) // serialization, deadlock, lock
        return StoreProblem::Busy;
    if (state.startsWith(QLatin1StringView("XX")))
        return StoreProblem::Damaged;
    return StoreProblem::Io;
}

} // namespace

StoreProblem problemOf(const QString &sqliteMessage)
{
    // A server's refusals, by its own words (Qt keeps only the message of some failures).
    for (const char *denied : {"permission denied", "row-level security", "violates row-level"}) {
        if (sqliteMessage.contains(QLatin1StringView(denied), Qt::CaseInsensitive))
            return StoreProblem::Denied;
    }
    // SQLite's message for each code is fixed (sqlite3_errstr); a failed step's message is that.
    for (const int code : {SQLITE_FULL, SQLITE_READONLY, SQLITE_BUSY, SQLITE_LOCKED, SQLITE_CORRUPT, SQLITE_NOTADB,
                           SQLITE_PERM}) {
        if (sqliteMessage.contains(QString::fromUtf8(sqlite3_errstr(code)), Qt::CaseInsensitive))
            return fromCode(code);
    }
    return StoreProblem::Io;
}

StoreProblem problemOf(const QSqlError &error)
{
    if (isSqlState(error.nativeErrorCode()))
        return fromSqlState(error.nativeErrorCode());
    bool numeric = false;
    const int code = error.nativeErrorCode().toInt(&numeric);
    if (numeric && code != SQLITE_OK && code != SQLITE_ERROR && fromCode(code) != StoreProblem::Io)
        return fromCode(code);
    return problemOf(error.databaseText().isEmpty() ? error.text() : error.databaseText());
}

} // namespace sw::store
