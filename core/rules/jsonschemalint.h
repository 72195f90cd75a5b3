#pragma once

// Internal to sheetwright_jsonschema: the check of a schema itself against the subset, and the
// small helpers the check and the validator share.
#include "rules/jsonschema.h"

#include <QStringView>

namespace sw::rules::detail {

struct SchemaLint
{
    QList<SchemaError> errors;
    // Every subschema by its JSON pointer ("" for the whole): where a "$ref" may point.
    QHash<QString, QJsonValue> locations;
};

// Checks `schema`, to be registered as `name`, against the subset: every keyword known, every
// keyword's value of a form the validator implements, every reference inside the schema
// pointing at a subschema.
SchemaLint lintSchema(const QString &name, const QJsonValue &schema);

// Splits a "$ref" into the schema file ("" for the same schema) and the JSON pointer into it
// ("" for the whole; percent-decoded, still ~-escaped as in SchemaLint::locations).
void splitReference(const QString &ref, QString *file, QString *pointer);
// Why a split "$ref" is outside the subset (a URL, an anchor), or "" when it is inside.
QString referenceFault(const QString &file, const QString &pointer);

QString escapePointer(QString token);
QString describe(const QJsonValue &value);

// Characters (Unicode code points) in `text`: one outside the BMP, two UTF-16 units, counts once.
qsizetype characterCount(QStringView text);

} // namespace sw::rules::detail
