#pragma once

// The rows of the `sheets` table (schema v4): one JSON document per sheet, with its listing
// columns and a version counter bumped on every write. No transactions and no journal here:
// CampaignStore wraps every write in both. Standard SQL (INSERT … ON CONFLICT, as in SQLite 3.24+
// and PostgreSQL 9.5+).
#include "store/documentkinds.h"

#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>

namespace sw::store::documents {

// A document as the journal and the sheets table keep it: compact JSON text.
QString toText(const QJsonObject &data);

// The stored text of a sheet's document, null when the sheet does not exist. False on an SQL error
// (with the error), so that a failed read is never taken for a missing sheet.
bool readText(const QSqlDatabase &db, const QString &kind, const QString &id, QString *text, QString *error);

// The listing columns of a stored row that indexes hold: the name (through its collation keys,
// schema v6), the parent and the sort key. Read with the document before a write, so that put()
// rewrites only the index entries whose values change.
struct IndexedColumns
{
    QString name;
    QString parent;
    QString order;
};

// The same with the sheet's version (0 when it does not exist); `forWrite` locks the row until the
// transaction ends where the engine locks rows (store/dialect.h). With `indexed`, the row's
// indexed listing columns too (left as they are when the sheet does not exist).
bool readVersioned(const QSqlDatabase &db, const QString &kind, const QString &id, QString *text, qint64 *version,
                   QString *error, bool forWrite = false, IndexedColumns *indexed = nullptr);

// Inserts or replaces one document (`text`: its toText(), when the caller has it already), with
// its name's collation keys (schema v6; `keyed` false only for the v4 migration, before them).
// `stored`: the row exists in this transaction with these indexed columns (readVersioned); in a
// campaign file the row is then updated in place, its name's keys made and its indexed columns
// written only when they change (SQLite rewrites an index entry for every column set, changed or
// not). Null: an upsert writing every column.
bool put(QSqlDatabase &db, const DocumentKind &kind, const QString &id, const QJsonObject &data, const QString &at,
         QString *error, const QString &text = {}, bool keyed = true, const IndexedColumns *stored = nullptr);

bool remove(QSqlDatabase &db, const QString &kind, const QString &id, QString *error);

} // namespace sw::store::documents
