#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace sw::store {

// The campaign file's schema, as cumulative steps: step N takes a file from user_version N−1
// to N. Version 1 is the empty file of the first release; version 2 holds the sheets.
struct SchemaStep
{
    int version;
    QStringList statements;
};

const QList<SchemaStep> &schemaSteps();
int latestSchemaVersion();

// Runs the steps after `from` up to the latest in one transaction, setting user_version.
// Returns false (and rolls back) on any SQL error, with the error in `error`.
bool migrate(QSqlDatabase &db, int from, QString *error);

} // namespace sw::store
