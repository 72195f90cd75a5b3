// The schema validator beyond the official suite (jsonschema_suite_test.cpp): characters outside
// the BMP, boolean schemas, and the forms outside the subset that addSchema must refuse.
#include "rules/jsonschema.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::rules::JsonSchemaValidator;
using sw::rules::SchemaError;

namespace {

QJsonValue parse(const char *json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray("[") + json + "]", &error);
    EXPECT_EQ(error.error, QJsonParseError::NoError) << json;
    return doc.array().first();
}

std::string text(const QList<SchemaError> &errors)
{
    std::string out;
    for (const SchemaError &e : errors)
        out += e.pointer.toStdString() + ": " + e.reason.toStdString() + "\n";
    return out;
}

// A validator holding `schema` as "s.schema.json", or the faults addSchema found.
QList<SchemaError> add(JsonSchemaValidator &v, const char *schema)
{
    return v.addSchema(u"s.schema.json"_s, parse(schema));
}

bool valid(const JsonSchemaValidator &v, const QJsonValue &document)
{
    return v.validate(document, u"s.schema.json"_s).isEmpty();
}

} // namespace

TEST(JsonSchema, LengthCountsCharactersNotUtf16Units)
{
    JsonSchemaValidator v;
    ASSERT_TRUE(add(v, R"({"type": "string", "minLength": 2, "maxLength": 3})").isEmpty());
    EXPECT_FALSE(valid(v, u"🎲"_s));         // one die: one character (two UTF-16 units)
    EXPECT_FALSE(valid(v, u"𠀀"_s));         // U+20000, CJK Extension B: one character
    EXPECT_TRUE(valid(v, u"🎲🎲"_s));
    EXPECT_TRUE(valid(v, u"𠀀𠀀𠀀"_s));       // three characters, six UTF-16 units
    EXPECT_FALSE(valid(v, u"🎲🎲🎲🎲"_s));
    EXPECT_FALSE(valid(v, u"𠀀a𠀀b"_s));

    JsonSchemaValidator one;
    ASSERT_TRUE(add(one, R"({"maxLength": 1, "minLength": 1})").isEmpty());
    EXPECT_TRUE(valid(one, u"🎲"_s));
    EXPECT_TRUE(valid(one, u"𠀀"_s));
    EXPECT_FALSE(valid(one, u"🎲🎲"_s));
}

TEST(JsonSchema, FalseInPropertiesRefusesThatKey)
{
    JsonSchemaValidator v;
    ASSERT_TRUE(add(v, R"({"type": "object", "properties": {"name": {"type": "string"}, "secret": false}})").isEmpty());
    EXPECT_TRUE(valid(v, parse(R"({"name": "Arlyn"})")));
    const auto errors = v.validate(parse(R"({"name": "Arlyn", "secret": 1})"), u"s.schema.json"_s);
    ASSERT_EQ(errors.size(), 1) << text(errors);
    EXPECT_EQ(errors.first().pointer, u"/secret"_s);
}

TEST(JsonSchema, BooleanSchemas)
{
    JsonSchemaValidator v;
    ASSERT_TRUE(v.addSchema(u"yes.schema.json"_s, true).isEmpty());
    ASSERT_TRUE(v.addSchema(u"no.schema.json"_s, false).isEmpty());
    for (const char *document : {"1", "\"x\"", "null", "false", "{}", "[1]"}) {
        SCOPED_TRACE(document);
        EXPECT_TRUE(v.validate(parse(document), u"yes.schema.json"_s).isEmpty());
        EXPECT_FALSE(v.validate(parse(document), u"no.schema.json"_s).isEmpty());
    }
    ASSERT_TRUE(add(v, R"({"items": false, "additionalProperties": true})").isEmpty());
    EXPECT_TRUE(valid(v, parse("[]")));
    EXPECT_FALSE(valid(v, parse("[1]")));
    ASSERT_TRUE(add(v, R"({"anyOf": [false, {"type": "integer"}], "oneOf": [true, false]})").isEmpty());
    EXPECT_TRUE(valid(v, parse("3")));
    EXPECT_FALSE(valid(v, parse("\"3\"")));
    // A schema is an object or a boolean, nothing else.
    EXPECT_FALSE(v.addSchema(u"n.schema.json"_s, 3).isEmpty());
    EXPECT_FALSE(add(v, R"({"properties": {"a": null}})").isEmpty());
}

TEST(JsonSchema, ArrayFormItemsIsRefused)
{
    JsonSchemaValidator v;
    const auto faults = add(v, R"({"type": "array", "items": [{"type": "integer"}, {"type": "string"}]})");
    ASSERT_EQ(faults.size(), 1) << text(faults);
    EXPECT_EQ(faults.first().pointer, u"/items"_s);
    // A refused schema is not kept: documents checked against it fail instead of passing.
    EXPECT_FALSE(v.hasSchema(u"s.schema.json"_s));
    EXPECT_FALSE(valid(v, parse(R"([1, "x"])")));
}

// Every form outside the subset is a fault in the schema, never a check quietly left out.
TEST(JsonSchema, FormsOutsideTheSubsetAreRefused)
{
    const char *const refused[] = {
        R"({"minLength": -1})",
        R"({"maxLength": 1.5})",
        R"({"minItems": "2"})",
        R"({"minProperties": true})",
        R"({"minimum": "0"})",
        R"({"type": "int"})",
        R"({"type": []})",
        R"({"type": ["string", "string"]})",
        R"({"type": 1})",
        R"({"required": ["a", 1]})",
        R"({"required": "a"})",
        R"({"enum": 1})",
        R"({"pattern": "("})",
        R"({"pattern": 1})",
        R"({"uniqueItems": "yes"})",
        R"({"oneOf": []})",
        R"({"anyOf": {}})",
        R"({"properties": []})",
        R"({"description": 1})",
        R"({"$ref": "http://json-schema.org/draft-07/schema#"})",
        R"({"$ref": "/abs/common.schema.json#/$defs/a"})",
        R"({"$ref": "#anchor"})",
        R"({"$ref": 1})",
        R"({"$ref": "#/$defs/missing", "$defs": {}})",
        R"({"$ref": "#/$defs", "$defs": {"a": {}}})",
        R"({"$ref": "#/$defs/a", "$defs": {"a": {}}, "maxItems": 2})",
        R"({"$ref": "s.schema.json#/nowhere"})",
        R"({"properties": {"a": {"$id": "other.schema.json"}}})",
        R"({"$id": "other.schema.json"})",
        R"({"$schema": "http://json-schema.org/draft-07/schema#"})",
        R"({"not": {}})",
        R"({"exclusiveMinimum": 1})",
        R"({"properties": {"a": {"typo": 1}}})",
    };
    for (const char *schema : refused) {
        SCOPED_TRACE(schema);
        JsonSchemaValidator v;
        EXPECT_FALSE(add(v, schema).isEmpty());
        EXPECT_FALSE(v.hasSchema(u"s.schema.json"_s));
    }
}

TEST(JsonSchema, ReferencesInsideAndAcrossFiles)
{
    JsonSchemaValidator v;
    // Refers to a file not added yet: fine until a document is checked.
    ASSERT_TRUE(v.addSchema(u"a.schema.json"_s, parse(R"({
        "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "a.schema.json",
        "properties": {"n": {"$ref": "b.schema.json#/$defs/small"},
                       "p": {"$ref": "#/$defs/odd%25name"},
                       "q": {"$ref": "#/properties/p", "description": "same as p"},
                       "r": {"$ref": "#/$defs/one~1two"}},
        "$defs": {"odd%name": {"type": "string"}, "one/two": {"const": 2}}})")).isEmpty());
    const auto unresolved = v.validate(parse(R"({"n": 1})"), u"a.schema.json"_s);
    ASSERT_EQ(unresolved.size(), 1) << text(unresolved);
    EXPECT_TRUE(unresolved.first().reason.contains(u"cannot be resolved"_s));

    ASSERT_TRUE(v.addSchema(u"b.schema.json"_s, parse(R"({"$defs": {"small": {"type": "integer", "maximum": 3}}})")).isEmpty());
    EXPECT_TRUE(v.validate(parse(R"({"n": 3, "p": "x", "q": "y", "r": 2})"), u"a.schema.json"_s).isEmpty());
    EXPECT_FALSE(v.validate(parse(R"({"n": 4})"), u"a.schema.json"_s).isEmpty());
    EXPECT_FALSE(v.validate(parse(R"({"q": 1})"), u"a.schema.json"_s).isEmpty());
    EXPECT_FALSE(v.validate(parse(R"({"r": 3})"), u"a.schema.json"_s).isEmpty());
}

TEST(JsonSchema, ReferenceLoopIsAnErrorNotACrash)
{
    JsonSchemaValidator v;
    ASSERT_TRUE(add(v, R"({"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"anyOf": [{"$ref": "#/$defs/a"}]}},
                           "$ref": "#/$defs/a"})").isEmpty());
    EXPECT_FALSE(valid(v, parse("1")));
    // Recursion that walks into the document is no loop.
    JsonSchemaValidator tree;
    ASSERT_TRUE(add(tree, R"({"type": "object", "properties": {"child": {"$ref": "#"}}, "additionalProperties": false})").isEmpty());
    EXPECT_TRUE(valid(tree, parse(R"({"child": {"child": {}}})")));
    EXPECT_FALSE(valid(tree, parse(R"({"child": {"other": {}}})")));
}

TEST(JsonSchema, ValidateReportsAtLeastOneError)
{
    JsonSchemaValidator v;
    ASSERT_TRUE(add(v, R"({"type": "integer"})").isEmpty());
    EXPECT_EQ(v.validate(parse("\"x\""), u"s.schema.json"_s, 0).size(), 1);
}

// The schemas we ship use only the subset, and keep loading as the subset tightens.
TEST(JsonSchema, BundledSchemasAreAccepted)
{
    const QString root = QString::fromUtf8(SHEETWRIGHT_SOURCE_DIR);
    for (const QString &folder : {u"/resources/rulepacks/schema"_s, u"/resources/schemas"_s}) {
        const QDir dir(root + folder);
        int count = 0;
        for (const QString &name : dir.entryList({u"*.schema.json"_s}, QDir::Files)) {
            SCOPED_TRACE(name.toStdString());
            QFile file(dir.filePath(name));
            ASSERT_TRUE(file.open(QIODevice::ReadOnly));
            JsonSchemaValidator v;
            const auto faults = v.addSchema(name, QJsonDocument::fromJson(file.readAll()).object());
            EXPECT_TRUE(faults.isEmpty()) << text(faults);
            ++count;
        }
        EXPECT_GT(count, 0) << folder.toStdString();
    }
}

// Each finding has a stable code and the values in its reason, in order, so that the reason can be
// said in the reader's language (l10n::ProblemText::schemaError); the English reason stays.
TEST(JsonSchema, EachFindingHasACodeAndTheValuesOfItsReason)
{
    JsonSchemaValidator v;
    ASSERT_TRUE(add(v, R"({"type": "object", "required": ["name"], "additionalProperties": false,
                           "properties": {"name": {"type": "string", "minLength": 2}, "size": {"enum": ["small", "large"]},
                                          "level": {"type": "integer", "minimum": 1, "maximum": 5},
                                          "tags": {"type": "array", "maxItems": 1, "uniqueItems": true}}})").isEmpty());
    const auto codeOf = [&v](const char *json) {
        const QList<SchemaError> errors = v.validate(parse(json), u"s.schema.json"_s);
        EXPECT_EQ(errors.size(), 1) << json << "\n" << text(errors);
        return errors.value(0);
    };
    SchemaError e = codeOf(R"({"name": 3})");
    EXPECT_EQ(e.code, u"schema.type"_s);
    EXPECT_EQ(e.args, (QStringList{u"string"_s, u"3"_s}));
    EXPECT_EQ(e.reason, u"expected string, found 3"_s);
    e = codeOf(R"({})");
    EXPECT_EQ(e.code, u"schema.required"_s);
    EXPECT_EQ(e.args, QStringList{u"name"_s});
    e = codeOf(R"({"name": "Bo", "hat": 1})");
    EXPECT_EQ(e.code, u"schema.unexpected_key"_s);
    EXPECT_EQ(e.pointer, u"/hat"_s);
    EXPECT_EQ(codeOf(R"({"name": "B"})").code, u"schema.min_length"_s);
    e = codeOf(R"({"name": "Bo", "size": "huge"})");
    EXPECT_EQ(e.code, u"schema.enum"_s);
    EXPECT_EQ(e.args, (QStringList{u"\"huge\""_s, u"\"small\", \"large\""_s}));
    e = codeOf(R"({"name": "Bo", "level": 7})");
    EXPECT_EQ(e.code, u"schema.maximum"_s);
    EXPECT_EQ(e.args, (QStringList{u"7"_s, u"5"_s}));
    EXPECT_EQ(codeOf(R"({"name": "Bo", "level": 0})").code, u"schema.minimum"_s);
    EXPECT_EQ(codeOf(R"({"name": "Bo", "tags": [1, 2]})").code, u"schema.max_items"_s);
}
