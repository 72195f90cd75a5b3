#include "rules/jsonschemalint.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <QUrl>

#include <cmath>
#include <utility>

using namespace Qt::StringLiterals;

namespace sw::rules::detail {
namespace {

const QSet<QString> &knownKeywords()
{
    static const QSet<QString> keywords{
        u"type"_s,     u"properties"_s, u"required"_s,   u"additionalProperties"_s,
        u"items"_s,    u"enum"_s,       u"const"_s,      u"minimum"_s,
        u"maximum"_s,  u"minLength"_s,  u"maxLength"_s,  u"pattern"_s,
        u"minItems"_s, u"maxItems"_s,   u"uniqueItems"_s, u"minProperties"_s,
        u"$ref"_s,     u"$defs"_s,      u"oneOf"_s,      u"anyOf"_s,
        u"description"_s, u"title"_s,   u"$schema"_s,    u"$id"_s};
    return keywords;
}

// The keywords allowed beside "$ref": none of them checks anything.
const QSet<QString> &besideRef()
{
    static const QSet<QString> keywords{u"$ref"_s, u"$defs"_s, u"description"_s, u"title"_s,
                                        u"$schema"_s, u"$id"_s};
    return keywords;
}

const QStringList &jsonTypes()
{
    static const QStringList types{u"object"_s, u"array"_s,   u"string"_s, u"number"_s,
                                   u"integer"_s, u"boolean"_s, u"null"_s};
    return types;
}

bool isCount(const QJsonValue &value)
{
    const double n = value.toDouble(-1);
    return value.isDouble() && std::isfinite(n) && n >= 0 && std::trunc(n) == n;
}

bool isUniqueStringList(const QJsonValue &value, const QStringList &allowed = {})
{
    if (!value.isArray())
        return false;
    QSet<QString> seen;
    for (const QJsonValue &v : value.toArray()) {
        if (!v.isString() || seen.contains(v.toString()))
            return false;
        if (!allowed.isEmpty() && !allowed.contains(v.toString()))
            return false;
        seen.insert(v.toString());
    }
    return true;
}

class Linter
{
public:
    explicit Linter(const QString &name) : m_name(name) {}

    void schema(const QJsonValue &s, const QString &pointer)
    {
        result.locations.insert(pointer, s);
        if (s.isBool())
            return;
        if (!s.isObject()) {
            fail(pointer, u"a schema must be an object, true or false, found %1"_s.arg(describe(s)));
            return;
        }
        const QJsonObject object = s.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString here = pointer + u'/' + escapePointer(it.key());
            if (object.contains(u"$ref"_s) && !besideRef().contains(it.key()) &&
                knownKeywords().contains(it.key())) {
                fail(here, u"\"%1\" beside \"$ref\" is not supported (draft 7 ignores it, 2020-12 "
                           "applies it): move it into the schema the reference points to"_s.arg(it.key()));
                continue;
            }
            keyword(it.key(), it.value(), pointer, here);
        }
    }

    // After the walk: every reference inside this schema must point at one of its subschemas.
    void checkLocalReferences()
    {
        for (const auto &[where, target] : std::as_const(m_localRefs)) {
            if (!result.locations.contains(target))
                fail(where, u"\"%1\" points to no schema in %2"_s.arg(target, m_name));
        }
    }

    SchemaLint result;

private:
    void fail(const QString &pointer, const QString &reason)
    {
        result.errors.append({pointer.isEmpty() ? u"/"_s : pointer, reason});
    }

    void keyword(const QString &key, const QJsonValue &v, const QString &pointer, const QString &here)
    {
        if (!knownKeywords().contains(key)) {
            fail(here, u"keyword \"%1\" is not supported by the rule-pack loader"_s.arg(key));
        } else if (key == u"type"_s) {
            if (!(v.isString() && jsonTypes().contains(v.toString())) &&
                !(isUniqueStringList(v, jsonTypes()) && !v.toArray().isEmpty()))
                fail(here, u"\"type\" must be one of %1, or a list of them"_s.arg(jsonTypes().join(u", "_s)));
        } else if (key == u"properties"_s || key == u"$defs"_s) {
            if (!v.isObject()) {
                fail(here, u"\"%1\" must be an object of schemas"_s.arg(key));
                return;
            }
            const QJsonObject children = v.toObject();
            for (auto c = children.begin(); c != children.end(); ++c)
                schema(c.value(), here + u'/' + escapePointer(c.key()));
        } else if (key == u"required"_s) {
            if (!isUniqueStringList(v))
                fail(here, u"\"required\" must be a list of distinct key names"_s);
        } else if (key == u"items"_s && v.isArray()) {
            fail(here, u"a list of schemas in \"items\" (draft 7 tuple validation) is not supported: "
                       "\"items\" is one schema for every entry"_s);
        } else if (key == u"items"_s || key == u"additionalProperties"_s) {
            schema(v, here);
        } else if (key == u"enum"_s) {
            if (!v.isArray())
                fail(here, u"\"enum\" must be a list of values"_s);
        } else if (key == u"minimum"_s || key == u"maximum"_s) {
            if (!v.isDouble())
                fail(here, u"\"%1\" must be a number"_s.arg(key));
        } else if (key == u"minLength"_s || key == u"maxLength"_s || key == u"minItems"_s ||
                   key == u"maxItems"_s || key == u"minProperties"_s) {
            if (!isCount(v))
                fail(here, u"\"%1\" must be a whole number, 0 or more, found %2"_s.arg(key, describe(v)));
        } else if (key == u"pattern"_s) {
            const QRegularExpression re(v.toString());
            if (!v.isString())
                fail(here, u"\"pattern\" must be text"_s);
            else if (!re.isValid())
                fail(here, u"\"pattern\" is not a valid regular expression: %1"_s.arg(re.errorString()));
        } else if (key == u"uniqueItems"_s) {
            if (!v.isBool())
                fail(here, u"\"uniqueItems\" must be true or false"_s);
        } else if (key == u"$ref"_s) {
            reference(v, here);
        } else if (key == u"oneOf"_s || key == u"anyOf"_s) {
            if (!v.isArray() || v.toArray().isEmpty()) {
                fail(here, u"\"%1\" must be a list of one or more schemas"_s.arg(key));
                return;
            }
            const QJsonArray alternatives = v.toArray();
            for (qsizetype i = 0; i < alternatives.size(); ++i)
                schema(alternatives.at(i), here + u'/' + QString::number(i));
        } else if (key == u"description"_s || key == u"title"_s) {
            if (!v.isString())
                fail(here, u"\"%1\" must be text"_s.arg(key));
        } else if (key == u"$schema"_s) {
            if (!pointer.isEmpty() || v.toString() != u"https://json-schema.org/draft/2020-12/schema"_s)
                fail(here, u"\"$schema\" may only name https://json-schema.org/draft/2020-12/schema, "
                           "at the top of the schema"_s);
        } else if (key == u"$id"_s) {
            if (!pointer.isEmpty() || v.toString() != m_name)
                fail(here, u"\"$id\" may only be the schema's own file name (%1), at the top of the "
                           "schema"_s.arg(m_name));
        }
        // "const" takes any value.
    }

    void reference(const QJsonValue &v, const QString &here)
    {
        if (!v.isString()) {
            fail(here, u"\"$ref\" must be text"_s);
            return;
        }
        QString file, target;
        splitReference(v.toString(), &file, &target);
        if (const QString why = referenceFault(file, target); !why.isEmpty())
            fail(here, u"\"$ref\" %1: %2"_s.arg(v.toString(), why));
        else if (file.isEmpty() || file == m_name)
            m_localRefs.append({here, target});
        // A reference to another file is resolved when validating: that file may be added later.
    }

    QString m_name;
    QList<std::pair<QString, QString>> m_localRefs; // where, JSON pointer of the target
};

} // namespace

SchemaLint lintSchema(const QString &name, const QJsonValue &schema)
{
    Linter linter(name);
    linter.schema(schema, QString());
    linter.checkLocalReferences();
    return linter.result;
}

void splitReference(const QString &ref, QString *file, QString *pointer)
{
    const qsizetype hash = ref.indexOf(u'#');
    *file = hash < 0 ? ref : ref.left(hash);
    *pointer = hash < 0 ? QString() : ref.mid(hash + 1);
    if (pointer->contains(u'%'))
        *pointer = QUrl::fromPercentEncoding(pointer->toUtf8());
}

QString referenceFault(const QString &file, const QString &pointer)
{
    static const QRegularExpression fileName(u"^[A-Za-z0-9_][A-Za-z0-9_.-]*\\.json$"_s);
    if (!file.isEmpty() && !fileName.match(file).hasMatch())
        return u"only a schema file in the same folder (\"common.schema.json#/$defs/text\") or a "
               "place in this schema (\"#/$defs/text\") can be referred to"_s;
    if (!pointer.isEmpty() && !pointer.startsWith(u'/'))
        return u"only JSON-pointer fragments (\"#/$defs/name\") are supported, not anchors"_s;
    return QString();
}

QString escapePointer(QString token)
{
    return token.replace(u"~"_s, u"~0"_s).replace(u"/"_s, u"~1"_s);
}

QString describe(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return u"null"_s;
    case QJsonValue::Bool:
        return value.toBool() ? u"true"_s : u"false"_s;
    case QJsonValue::Double:
        return QString::number(value.toDouble());
    case QJsonValue::String:
        return u"\""_s + value.toString() + u"\""_s;
    case QJsonValue::Array:
        return u"an array"_s;
    case QJsonValue::Object:
        return u"an object"_s;
    case QJsonValue::Undefined:
        break;
    }
    return u"nothing"_s;
}

qsizetype characterCount(QStringView text)
{
    qsizetype count = 0;
    for (qsizetype i = 0; i < text.size(); ++i, ++count) {
        if (text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate())
            ++i;
    }
    return count;
}

} // namespace sw::rules::detail
