#pragma once

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

namespace sw::rules {

// One place where a JSON document breaks its schema: a JSON pointer ("/abilities/3/effects/0")
// and the reason, in English (these messages are for pack authors, who read the schema too).
// A document's check also gives a stable code ("schema.type") and the values in the reason, in
// order ("integer", "\"3\""), so that the reason can be said in the reader's language
// (l10n::ProblemText::schemaError); the schema check's own faults have no code.
struct SchemaError
{
    QString pointer;
    QString reason;
    QString code = {};
    QStringList args = {};
};

// Validates JSON documents against schemas written in a subset of JSON Schema 2020-12 (listed
// in docs/rulepack-format.md, and checked against the official JSON-Schema-Test-Suite by
// tests/core/rules/jsonschema_suite_test.cpp). Schemas refer to each other by file name
// ("common.schema.json#/$defs/text"). A schema using a keyword or a keyword form outside the
// subset is itself an error, so a typo in a schema cannot silently switch a check off.
class JsonSchemaValidator
{
public:
    // Adds a schema (an object, or `true` / `false`) under `name` (its file name). Returns the
    // schema's own faults, if any; a schema with faults is not added (documents checked
    // against that name then fail).
    QList<SchemaError> addSchema(const QString &name, const QJsonValue &schema);
    bool hasSchema(const QString &name) const { return m_schemas.contains(name); }

    // Every place where `document` breaks schema `name` (at most `limit` of them, at least one).
    QList<SchemaError> validate(const QJsonValue &document, const QString &name, int limit = 50) const;

private:
    struct Context;
    // Where in the document a check stands, as a chain up to the root: the JSON pointer is
    // spelled out only when an error is reported there.
    struct Path;
    // Every subschema of a schema by its JSON pointer ("" for the whole, "/$defs/text"): the
    // places a "$ref" may point to.
    using Locations = QHash<QString, QJsonValue>;

    void check(const QJsonValue &value, const QJsonValue &schema, const QString &schemaName,
               const Path &pointer, Context &context) const;
    void checkRef(const QJsonValue &value, const QString &ref, const QString &schemaName,
                  const Path &pointer, Context &context) const;
    void checkScalar(const QJsonValue &value, const QJsonObject &schema, const Path &pointer,
                     Context &context) const;
    void checkObject(const QJsonObject &value, const QJsonObject &schema, const QString &schemaName,
                     const Path &pointer, Context &context) const;
    void checkArray(const QJsonArray &value, const QJsonObject &schema, const QString &schemaName,
                    const Path &pointer, Context &context) const;
    void checkAlternatives(const QJsonValue &value, const QJsonArray &alternatives, bool exactlyOne,
                           const QString &schemaName, const Path &pointer, Context &context) const;

    QHash<QString, Locations> m_schemas;
};

} // namespace sw::rules
