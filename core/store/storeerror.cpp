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

} // namespace

StoreProblem problemOf(const QString &sqliteMessage)
{
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
    bool numeric = false;
    const int code = error.nativeErrorCode().toInt(&numeric);
    if (numeric && code != SQLITE_OK && code != SQLITE_ERROR && fromCode(code) != StoreProblem::Io)
        return fromCode(code);
    return problemOf(error.databaseText().isEmpty() ? error.text() : error.databaseText());
}

} // namespace sw::store
