#include "rules/jsonschema.h"

#include <QJsonArray>
#include <QHash>
#include <QMutex>
#include <QRegularExpression>
#include <QSet>

#include <cmath>

using namespace Qt::StringLiterals;

namespace sw::rules {
namespace {

// Each schema pattern compiled once per process: compiling (and JIT-compiling) a regular
// expression costs far more than matching it, and the store reads sheets many times a second.
QRegularExpression compiledPattern(const QString &pattern)
{
    static QMutex mutex;
    static QHash<QString, QRegularExpression> compiled;
    const QMutexLocker lock(&mutex);
    auto it = compiled.find(pattern);
    if (it == compiled.end()) {
        it = compiled.insert(pattern, QRegularExpression(pattern));
        it->optimize();
    }
    return *it;
}

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

// Finds keywords outside the subset anywhere in a schema (inside properties, $defs, items …).
void lintSchema(const QJsonObject &schema, const QString &pointer, QList<SchemaError> &errors)
{
    for (auto it = schema.begin(); it != schema.end(); ++it) {
        const QString key = it.key();
        const QString here = pointer + u'/' + key;
        if (!knownKeywords().contains(key)) {
            errors.append({here, u"keyword \"%1\" is not supported by the rule-pack loader"_s.arg(key)});
            continue;
        }
        if (key == u"properties"_s || key == u"$defs"_s) {
            const QJsonObject children = it.value().toObject();
            for (auto c = children.begin(); c != children.end(); ++c)
                lintSchema(c.value().toObject(), here + u'/' + c.key(), errors);
        } else if (key == u"items"_s || (key == u"additionalProperties"_s && it.value().isObject())) {
            lintSchema(it.value().toObject(), here, errors);
        } else if (key == u"oneOf"_s || key == u"anyOf"_s) {
            const QJsonArray alternatives = it.value().toArray();
            for (qsizetype i = 0; i < alternatives.size(); ++i)
                lintSchema(alternatives.at(i).toObject(), here + u'/' + QString::number(i), errors);
        }
    }
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

QString escapePointer(QString token)
{
    return token.replace(u"~"_s, u"~0"_s).replace(u"/"_s, u"~1"_s);
}

} // namespace

struct JsonSchemaValidator::Context
{
    QList<SchemaError> errors;
    int limit = 50;
    void add(const QString &pointer, const QString &reason)
    {
        if (errors.size() < limit)
            errors.append({pointer.isEmpty() ? u"/"_s : pointer, reason});
    }
    bool full() const { return errors.size() >= limit; }
};

QList<SchemaError> JsonSchemaValidator::addSchema(const QString &name, const QJsonObject &schema)
{
    QList<SchemaError> errors;
    lintSchema(schema, QString(), errors);
    m_schemas.insert(name, schema);
    return errors;
}

QList<SchemaError> JsonSchemaValidator::validate(const QJsonValue &document, const QString &name,
                                                 int limit) const
{
    Context context;
    context.limit = limit;
    const auto it = m_schemas.constFind(name);
    if (it == m_schemas.constEnd()) {
        context.add(QString(), u"no schema named %1"_s.arg(name));
        return context.errors;
    }
    check(document, *it, name, QString(), context);
    return context.errors;
}

bool JsonSchemaValidator::resolve(const QString &ref, const QString &schemaName,
                                  QJsonObject *target, QString *targetName) const
{
    const qsizetype hash = ref.indexOf(u'#');
    const QString file = hash < 0 ? ref : ref.left(hash);
    const QString fragment = hash < 0 ? QString() : ref.mid(hash + 1);
    *targetName = file.isEmpty() ? schemaName : file;
    const auto it = m_schemas.constFind(*targetName);
    if (it == m_schemas.constEnd())
        return false;
    QJsonValue node = *it;
    const QStringList tokens = fragment.split(u'/', Qt::SkipEmptyParts);
    for (QString token : tokens) {
        token.replace(u"~1"_s, u"/"_s).replace(u"~0"_s, u"~"_s);
        node = node.toObject().value(token);
        if (!node.isObject())
            return false;
    }
    *target = node.toObject();
    return true;
}

bool JsonSchemaValidator::checkType(const QJsonValue &value, const QJsonValue &type) const
{
    if (type.isArray()) {
        const QJsonArray types = type.toArray();
        return std::any_of(types.begin(), types.end(),
                           [&](const QJsonValue &t) { return checkType(value, t); });
    }
    const QString t = type.toString();
    if (t == u"object"_s)
        return value.isObject();
    if (t == u"array"_s)
        return value.isArray();
    if (t == u"string"_s)
        return value.isString();
    if (t == u"boolean"_s)
        return value.isBool();
    if (t == u"null"_s)
        return value.isNull();
    if (t == u"number"_s)
        return value.isDouble();
    if (t == u"integer"_s)
        return value.isDouble() && std::trunc(value.toDouble()) == value.toDouble() &&
               std::abs(value.toDouble()) < 9.0e15;
    return false;
}

void JsonSchemaValidator::check(const QJsonValue &value, const QJsonObject &schema,
                                const QString &schemaName, const QString &pointer,
                                Context &context) const
{
    if (context.full())
        return;
    if (schema.contains(u"$ref"_s)) {
        QJsonObject target;
        QString targetName;
        const QString ref = schema.value(u"$ref"_s).toString();
        if (!resolve(ref, schemaName, &target, &targetName)) {
            context.add(pointer, u"schema reference %1 cannot be resolved"_s.arg(ref));
            return;
        }
        check(value, target, targetName, pointer, context);
    }
    if (schema.contains(u"type"_s) && !checkType(value, schema.value(u"type"_s))) {
        const QJsonValue type = schema.value(u"type"_s);
        const QString expected = type.isArray()
                                     ? type.toVariant().toStringList().join(u" or "_s)
                                     : type.toString();
        context.add(pointer, u"expected %1, found %2"_s.arg(expected, describe(value)));
        return;
    }
    if (schema.contains(u"const"_s) && value != schema.value(u"const"_s))
        context.add(pointer, u"must be %1, found %2"_s.arg(describe(schema.value(u"const"_s)), describe(value)));
    if (schema.contains(u"enum"_s)) {
        const QJsonArray options = schema.value(u"enum"_s).toArray();
        if (!options.contains(value)) {
            QStringList names;
            for (const QJsonValue &o : options)
                names << describe(o);
            context.add(pointer, u"%1 is not one of: %2"_s.arg(describe(value), names.join(u", "_s)));
        }
    }
    if (value.isDouble()) {
        const double number = value.toDouble();
        if (schema.contains(u"minimum"_s) && number < schema.value(u"minimum"_s).toDouble())
            context.add(pointer, u"%1 is below the minimum %2"_s.arg(number).arg(schema.value(u"minimum"_s).toDouble()));
        if (schema.contains(u"maximum"_s) && number > schema.value(u"maximum"_s).toDouble())
            context.add(pointer, u"%1 is above the maximum %2"_s.arg(number).arg(schema.value(u"maximum"_s).toDouble()));
    }
    if (value.isString()) {
        const QString text = value.toString();
        if (schema.contains(u"minLength"_s) && text.size() < schema.value(u"minLength"_s).toInt())
            context.add(pointer, u"text is shorter than %1 characters"_s.arg(schema.value(u"minLength"_s).toInt()));
        if (schema.contains(u"maxLength"_s) && text.size() > schema.value(u"maxLength"_s).toInt())
            context.add(pointer, u"text is longer than %1 characters"_s.arg(schema.value(u"maxLength"_s).toInt()));
        if (schema.contains(u"pattern"_s)) {
            const QRegularExpression re = compiledPattern(schema.value(u"pattern"_s).toString());
            if (!re.match(text).hasMatch())
                context.add(pointer, u"%1 does not match %2"_s.arg(describe(value), re.pattern()));
        }
    }
    if (value.isObject())
        checkObject(value.toObject(), schema, schemaName, pointer, context);
    if (value.isArray())
        checkArray(value.toArray(), schema, schemaName, pointer, context);
    if (schema.contains(u"oneOf"_s))
        checkAlternatives(value, schema.value(u"oneOf"_s).toArray(), true, schemaName, pointer, context);
    if (schema.contains(u"anyOf"_s))
        checkAlternatives(value, schema.value(u"anyOf"_s).toArray(), false, schemaName, pointer, context);
}

void JsonSchemaValidator::checkObject(const QJsonObject &value, const QJsonObject &schema,
                                      const QString &schemaName, const QString &pointer,
                                      Context &context) const
{
    const QJsonObject properties = schema.value(u"properties"_s).toObject();
    for (const QJsonValue &required : schema.value(u"required"_s).toArray()) {
        if (!value.contains(required.toString()))
            context.add(pointer, u"missing required key \"%1\""_s.arg(required.toString()));
    }
    if (schema.contains(u"minProperties"_s) && value.size() < schema.value(u"minProperties"_s).toInt())
        context.add(pointer, u"needs at least %1 keys"_s.arg(schema.value(u"minProperties"_s).toInt()));
    const QJsonValue additional = schema.value(u"additionalProperties"_s);
    for (auto it = value.begin(); it != value.end(); ++it) {
        const QString here = pointer + u'/' + escapePointer(it.key());
        if (properties.contains(it.key())) {
            check(it.value(), properties.value(it.key()).toObject(), schemaName, here, context);
        } else if (additional.isBool() && !additional.toBool()) {
            context.add(here, u"unexpected key \"%1\""_s.arg(it.key()));
        } else if (additional.isObject()) {
            check(it.value(), additional.toObject(), schemaName, here, context);
        }
    }
}

void JsonSchemaValidator::checkArray(const QJsonArray &value, const QJsonObject &schema,
                                     const QString &schemaName, const QString &pointer,
                                     Context &context) const
{
    if (schema.contains(u"minItems"_s) && value.size() < schema.value(u"minItems"_s).toInt())
        context.add(pointer, u"needs at least %1 entries, has %2"_s.arg(schema.value(u"minItems"_s).toInt()).arg(value.size()));
    if (schema.contains(u"maxItems"_s) && value.size() > schema.value(u"maxItems"_s).toInt())
        context.add(pointer, u"allows at most %1 entries, has %2"_s.arg(schema.value(u"maxItems"_s).toInt()).arg(value.size()));
    if (schema.value(u"uniqueItems"_s).toBool()) {
        for (qsizetype i = 0; i < value.size(); ++i) {
            for (qsizetype j = i + 1; j < value.size(); ++j) {
                if (value.at(i) == value.at(j))
                    context.add(pointer + u'/' + QString::number(j),
                                u"duplicates entry %1"_s.arg(i));
            }
        }
    }
    if (schema.contains(u"items"_s)) {
        const QJsonObject items = schema.value(u"items"_s).toObject();
        for (qsizetype i = 0; i < value.size() && !context.full(); ++i)
            check(value.at(i), items, schemaName, pointer + u'/' + QString::number(i), context);
    }
}

void JsonSchemaValidator::checkAlternatives(const QJsonValue &value, const QJsonArray &alternatives,
                                            bool exactlyOne, const QString &schemaName,
                                            const QString &pointer, Context &context) const
{
    int matches = 0;
    QList<SchemaError> closest;
    for (const QJsonValue &alternative : alternatives) {
        Context trial;
        trial.limit = context.limit;
        check(value, alternative.toObject(), schemaName, pointer, trial);
        if (trial.errors.isEmpty())
            ++matches;
        else if (closest.isEmpty() || trial.errors.size() < closest.size())
            closest = trial.errors;
    }
    if (matches == 0) {
        for (const SchemaError &e : closest)
            context.add(e.pointer, e.reason);
        if (closest.isEmpty())
            context.add(pointer, u"matches none of the allowed forms"_s);
    } else if (exactlyOne && matches > 1) {
        context.add(pointer, u"matches %1 of the forms where exactly one is allowed"_s.arg(matches));
    }
}

} // namespace sw::rules
