#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <functional>

namespace sw::store {

// The campaign file's schema, as cumulative steps: step N takes a file from user_version N−1
// to N. Version 1 is the empty file of the first release; version 2 holds the Blades sheets as
// rows; version 3 adds the GM's records and the roll log; version 4 keeps every sheet of every
// game system as one JSON document (docs/campaign-format.md).
struct SchemaStep
{
    int version;
    QStringList statements;
    // Runs after the statements, in the same transaction (version 4: the game systems turn their
    // old tables into documents).
    std::function<bool(QSqlDatabase &db, QString *error)> convert = {};
};

const QList<SchemaStep> &schemaSteps();
int latestSchemaVersion();

// Runs the steps after `from` up to the latest in one transaction, setting user_version.
// Returns false (and rolls back) on any SQL error, with the error in `error`.
bool migrate(QSqlDatabase &db, int from, QString *error);

} // namespace sw::store
