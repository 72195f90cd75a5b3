#pragma once

#include "rules/jsonschema.h"
#include "systems/gamesystem.h"

#include <QJsonObject>
#include <QSqlDatabase>

namespace sw::meshal {

// Meshal Lite as a game system of Sheetwright: id "meshal", one document kind,
// "meshal-character".
void registerMeshal(systems::GameSystemRegistry &registry);

// The check the campaign store runs before every write of a "meshal-character": the JSON schema
// (resources/schemas/meshal.character.schema.json), then the sheet's rules (sheetrules.h) with
// the GM's overrides. Empty when the document may be stored; else why not.
QString checkCharacterDocument(const QJsonObject &document);
// Where a document breaks the character schema (at most `limit` places), with codes to say it in
// the reader's language; empty when the schema holds.
QList<rules::SchemaError> characterSchemaErrors(const QJsonObject &document, int limit = 1);

// Secret rolls from before schema v5, marked by the context "meshal.secret" and not by the flag:
// whether a campaign (a file or a server) holds any (one lookup in rolls' (context, id) index), and
// each made secret by the flag, its context cleared (idempotent). Registered as the conversion of
// schema v5 and as a row repair (store/documentkinds.h).
bool hasContextMarkedSecretRolls(QSqlDatabase &db);
QString contextMarkedSecretRollsProbe(); // the probe's query (its context bound)
bool secretRollsByFlag(QSqlDatabase &db, QString *error);

} // namespace sw::meshal
