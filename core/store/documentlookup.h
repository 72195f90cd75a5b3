#pragma once

// Reading a kind's documents without reading them all (issue #20): a page of them in listing
// order, optionally only those whose sort key begins with a prefix (the index sheets_order), and
// those whose lookup field (DocumentKind::lookupFields) holds one of some values (schema v7: an
// index on that field of that kind's documents, on a file and on a server alike).
#include "store/documentkinds.h"

#include <QSqlDatabase>
#include <QStringList>

namespace sw::store::lookup {

// The statements that index every registered kind's lookup fields (CREATE INDEX IF NOT EXISTS):
// the v7 step of a file and of a server, and a new server's schema.
QStringList indexes(bool server, const DocumentKinds &kinds = registeredDocumentKinds());
bool makeIndexes(QSqlDatabase &db, QString *error);

// The ORDER BY of rows found by key ranges or ids (documentsWithPrefixes, documentsWithIds): the
// listing order. Asked for the listing order, SQLite (without statistics) would rather walk the
// kind's whole order index than sort the few rows the ranges or the primary key find: on a file
// the columns are made expressions (+), which no index delivers.
QString foundOrder(bool server);

// The expression a lookup field is indexed by, and read by (they must be the same text).
QString fieldExpression(bool server, const QString &field);

} // namespace sw::store::lookup
