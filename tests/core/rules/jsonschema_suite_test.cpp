// The official JSON-Schema-Test-Suite (Debian package json-schema-test-suite, installed by
// scripts/deps) run against our validator, for every keyword the subset claims
// (docs/rulepack-format.md, "Schema subset"). The suite's draft 7 files are used, respelled as
// 2020-12 (`definitions` → `$defs`, and `#/definitions/` → `#/$defs/` in `$ref`). Every case
// either validates exactly as the suite says, or its schema uses a form the subset does not
// implement and addSchema must refuse it: a case is never skipped.
#include "rules/jsonschema.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <algorithm>
#include <iostream>

using namespace Qt::StringLiterals;
using sw::rules::JsonSchemaValidator;

namespace {

constexpr auto kSuiteDir = "/usr/share/json-schema-test-suite/tests/draft7";

// One file of the suite per keyword of the subset (definitions.json for `$defs`).
const char *const kKeywordFiles[] = {
    "type",      "properties", "required",  "additionalProperties", "items",
    "enum",      "const",      "minimum",   "maximum",              "minLength",
    "maxLength", "pattern",    "minItems",  "maxItems",             "uniqueItems",
    "minProperties", "ref",    "definitions", "oneOf",              "anyOf",
    "boolean_schema",
};

// The suite's cases (file, the case's description) that we refuse on purpose: their schema uses
// a form outside the subset, so addSchema must report it as a fault. Nothing else is refused.
struct Refused
{
    const char *file;
    const char *description;
    const char *reason;
    const char *fault; // part of the fault addSchema reports
};
const Refused kRefused[] = {
    {"properties", "properties, patternProperties, additionalProperties interaction",
     "patternProperties is not in the subset", "\"patternProperties\" is not supported"},
    {"additionalProperties", "additionalProperties being false does not allow other properties",
     "patternProperties is not in the subset", "\"patternProperties\" is not supported"},
    {"additionalProperties", "non-ASCII pattern with additionalProperties",
     "patternProperties is not in the subset", "\"patternProperties\" is not supported"},
    {"items", "an array of schemas for items", "a list in items (draft 7 tuple validation)",
     "tuple validation"},
    {"items", "items with boolean schemas", "a list in items (draft 7 tuple validation)",
     "tuple validation"},
    {"ref", "relative pointer ref to array", "a list in items (draft 7 tuple validation)",
     "tuple validation"},
    {"ref", "escaped pointer ref",
     "its subschemas sit under non-keywords (\"tilda~field\"), which the subset refuses",
     "\"tilda~field\" is not supported"},
    {"ref", "ref overrides any sibling keywords",
     "maxItems beside $ref: draft 7 ignores it, 2020-12 applies it, so the subset refuses the mix",
     "\"maxItems\" beside \"$ref\""},
    {"ref", "remote ref, containing refs itself", "a URL in $ref (the draft 7 meta-schema)",
     "$ref\" http://json-schema.org/draft-07/schema#"},
    {"ref", "Recursive references between schemas", "$id inside a schema, and $ref relative to it",
     "\"$id\" may only be"},
    {"definitions", "valid definition", "a URL in $ref (the draft 7 meta-schema)",
     "$ref\" http://json-schema.org/draft-07/schema#"},
    {"definitions", "invalid definition", "a URL in $ref (the draft 7 meta-schema)",
     "$ref\" http://json-schema.org/draft-07/schema#"},
};

const Refused *refusal(const QString &file, const QString &description)
{
    for (const Refused &r : kRefused) {
        if (file == QLatin1StringView(r.file) && description == QString::fromUtf8(r.description))
            return &r;
    }
    return nullptr;
}

// Draft 7 spelling → 2020-12, walking only the places that hold schemas (so a property that
// happens to be called "definitions" would keep its name).
QJsonValue to202012(const QJsonValue &schema)
{
    if (!schema.isObject())
        return schema;
    const auto each = [](const QJsonValue &v) {
        if (v.isArray()) {
            QJsonArray out;
            for (const QJsonValue &s : v.toArray())
                out.append(to202012(s));
            return QJsonValue(out);
        }
        return to202012(v);
    };
    QJsonObject out;
    const QJsonObject in = schema.toObject();
    for (auto it = in.begin(); it != in.end(); ++it) {
        const QString key = it.key() == u"definitions"_s ? u"$defs"_s : it.key();
        QJsonValue value = it.value();
        if (key == u"$ref"_s && value.isString()) {
            value = value.toString().replace(u"#/definitions/"_s, u"#/$defs/"_s);
        } else if (key == u"properties"_s || key == u"$defs"_s || key == u"patternProperties"_s) {
            QJsonObject children = value.toObject();
            for (auto c = children.begin(); c != children.end(); ++c)
                c.value() = to202012(c.value());
            value = children;
        } else if (key == u"items"_s || key == u"additionalProperties"_s || key == u"anyOf"_s ||
                   key == u"oneOf"_s || key == u"allOf"_s) {
            value = each(value);
        }
        out.insert(key, value);
    }
    return out;
}

QString json(const QJsonValue &v)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
}

class JsonSchemaSuite : public testing::TestWithParam<const char *>
{
public:
    static void TearDownTestSuite()
    {
        std::cout << "JSON-Schema-Test-Suite draft 7: " << s_passed << " tests passed, " << s_refused
                  << " tests (in " << s_refusedGroups << " cases) refused as unsupported by addSchema"
                  << std::endl;
    }

protected:
    static inline int s_passed = 0;
    static inline int s_refused = 0;
    static inline int s_refusedGroups = 0;
};

TEST_P(JsonSchemaSuite, Draft7)
{
    const QString file = QString::fromUtf8(GetParam());
    const QString path = QString::fromUtf8(kSuiteDir) + u'/' + file + u".json"_s;
    ASSERT_TRUE(QDir(QString::fromUtf8(kSuiteDir)).exists())
        << kSuiteDir << " is missing: run scripts/deps (it installs json-schema-test-suite)";
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString() << " cannot be read: run scripts/deps";
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll());
    ASSERT_TRUE(doc.isArray()) << path.toStdString();
    ASSERT_FALSE(doc.array().isEmpty()) << path.toStdString();

    const QString name = u"suite.schema.json"_s;
    QStringList refusedSeen;
    for (const QJsonValue &group : doc.array()) {
        const QString description = group[u"description"_s].toString();
        SCOPED_TRACE(QString(file + u".json: \""_s + description + u'"').toStdString());
        const QJsonArray tests = group[u"tests"_s].toArray();
        ASSERT_FALSE(tests.isEmpty());
        JsonSchemaValidator validator;
        const auto faults = validator.addSchema(name, to202012(group[u"schema"_s]));

        if (const Refused *refused = refusal(file, description)) {
            EXPECT_FALSE(faults.isEmpty()) << "addSchema should refuse this schema (" << refused->reason << ")";
            const bool forThatReason = std::any_of(faults.begin(), faults.end(), [&](const auto &e) {
                return e.reason.contains(QString::fromUtf8(refused->fault));
            });
            EXPECT_TRUE(forThatReason) << "refused, but not for the reason expected: " << refused->fault;
            EXPECT_FALSE(validator.validate(tests.first()[u"data"_s], name).isEmpty())
                << "a refused schema must not let documents pass";
            refusedSeen << description;
            if (!faults.isEmpty() && forThatReason) {
                s_refused += static_cast<int>(tests.size());
                ++s_refusedGroups;
            }
            continue;
        }
        if (!faults.isEmpty()) {
            ADD_FAILURE() << "addSchema refused a schema of the subset: "
                          << faults.first().pointer.toStdString() << ": "
                          << faults.first().reason.toStdString();
            continue;
        }
        for (const QJsonValue &test : tests) {
            SCOPED_TRACE(test[u"description"_s].toString().toStdString());
            const auto errors = validator.validate(test[u"data"_s], name);
            const bool expected = test[u"valid"_s].toBool();
            EXPECT_EQ(errors.isEmpty(), expected)
                << "data " << json(test[u"data"_s]).toStdString()
                << (errors.isEmpty() ? std::string(" passed")
                                     : " failed: " + errors.first().reason.toStdString());
            if (errors.isEmpty() == expected)
                ++s_passed;
        }
    }
    // The list of refusals names only cases that exist (a renamed case would leave it stale).
    for (const Refused &r : kRefused) {
        if (file == QLatin1StringView(r.file)) {
            EXPECT_TRUE(refusedSeen.contains(QString::fromUtf8(r.description)))
                << "kRefused names a case the suite does not have: " << r.description;
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Keywords, JsonSchemaSuite, testing::ValuesIn(kKeywordFiles),
                         [](const testing::TestParamInfo<const char *> &param) {
                             return std::string(param.param);
                         });

} // namespace
