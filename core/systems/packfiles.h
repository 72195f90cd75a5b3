#pragma once

// What every game system's pack loader shares: a pack folder's pack.json and the files it lists,
// laid together into one object and checked against the system's pack schema.
#include "rules/jsonschema.h"

#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace sw::systems {

struct PackFiles
{
    QJsonObject manifest; // pack.json
    QJsonObject content;  // every listed file's keys, together
    QStringList errors;   // "file: /pointer: reason"; the pack is not to be used when any
    bool ok() const { return errors.isEmpty(); }
};

// A JSON object read from `path`; nullopt with the reason appended to `errors`.
std::optional<QJsonObject> readJsonObject(const QString &path, QStringList *errors);

// Reads `folder`: its pack.json must name `systemId` as its "system" (else `notOurs` is the
// error); the files it lists are laid together (a key in two files is an error) and the whole
// checked against `schemaFile` of `schemas`.
PackFiles readPackFiles(const QString &folder, const QString &systemId, const QString &notOurs,
                        const rules::JsonSchemaValidator &schemas, const QString &schemaFile);

} // namespace sw::systems
