#include "rules/jsonschema.h"

#include "rules/jsonschemalint.h"

#include <QJsonArray>
#include <QMutex>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <utility>

using namespace Qt::StringLiterals;

namespace sw::rules {
namespace {

using detail::describe;

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

bool hasType(const QJsonValue &value, const QJsonValue &type)
{
    if (type.isArray()) {
        const QJsonArray types = type.toArray();
        return std::any_of(types.begin(), types.end(),
                           [&](const QJsonValue &t) { return hasType(value, t); });
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
    return false; // never reached: the schema check allows only the seven type names
}

} // namespace

struct JsonSchemaValidator::Path
{
    const Path *parent = nullptr;
    QString key;          // an object's member, or
    qsizetype index = -1; // an array's entry

    Path child(const QString &member) const { return {this, member, -1}; }
    Path child(qsizetype entry) const { return {this, QString(), entry}; }
    QString text() const
    {
        if (!parent)
            return QString();
        return parent->text() + u'/' + (index >= 0 ? QString::number(index) : detail::escapePointer(key));
    }
};

struct JsonSchemaValidator::Context
{
    QList<SchemaError> errors;
    int limit = 50;
    // The references being followed (target, document pointer): meeting one again at the same
    // place would loop for ever ({"$ref": "#"}), so it is an error instead.
    // Both are identities: the schema's place in m_schemas and the check's place in the walk (the
    // same Path object while a reference is followed where it was met).
    QList<std::pair<const QJsonValue *, const Path *>> refsInProgress;
    // `reason` in English; `code` and `args` (the values filled into it, in order) to say it in
    // another language. The pointer is spelled out here, for an error only.
    void add(const Path &at, const QString &reason, const QString &code, const QStringList &args = {})
    {
        if (errors.size() < limit) {
            const QString pointer = at.text();
            errors.append({pointer.isEmpty() ? u"/"_s : pointer, reason, code, args});
        }
    }
    void add(const SchemaError &e)
    {
        if (errors.size() < limit)
            errors.append(e);
    }
    bool full() const { return errors.size() >= limit; }
};

QList<SchemaError> JsonSchemaValidator::addSchema(const QString &name, const QJsonValue &schema)
{
    detail::SchemaLint lint = detail::lintSchema(name, schema);
    if (!lint.errors.isEmpty()) {
        m_schemas.remove(name);
        return lint.errors;
    }
    m_schemas.insert(name, std::move(lint.locations));
    return {};
}

QList<SchemaError> JsonSchemaValidator::validate(const QJsonValue &document, const QString &name,
                                                 int limit) const
{
    Context context;
    context.limit = std::max(limit, 1);
    const auto it = m_schemas.constFind(name);
    const Path root;
    if (it == m_schemas.constEnd()) {
        context.add(root, u"no schema named %1"_s.arg(name), u"schema.unknown_schema"_s, {name});
        return context.errors;
    }
    check(document, it->value(QString()), name, root, context);
    return context.errors;
}

void JsonSchemaValidator::checkRef(const QJsonValue &value, const QString &ref,
                                   const QString &schemaName, const Path &pointer,
                                   Context &context) const
{
    // The schema check has already refused the forms outside the subset.
    QString file, target;
    detail::splitReference(ref, &file, &target);
    const QString targetName = file.isEmpty() ? schemaName : file;
    const auto schema = m_schemas.constFind(targetName);
    const auto subschema = schema == m_schemas.constEnd() ? Locations::const_iterator() : schema->constFind(target);
    if (schema == m_schemas.constEnd() || subschema == schema->constEnd()) {
        context.add(pointer, u"schema reference %1 cannot be resolved"_s.arg(ref), u"schema.bad_reference"_s, {ref});
        return;
    }
    const std::pair<const QJsonValue *, const Path *> step{&*subschema, &pointer};
    if (context.refsInProgress.contains(step)) {
        context.add(pointer, u"schema reference %1 loops back to itself"_s.arg(ref), u"schema.reference_loop"_s, {ref});
        return;
    }
    context.refsInProgress.append(step);
    check(value, *subschema, targetName, pointer, context);
    context.refsInProgress.removeLast();
}

// `schema` has passed detail::lintSchema (addSchema keeps no other), so every keyword's value
// has the form the subset describes.
void JsonSchemaValidator::check(const QJsonValue &value, const QJsonValue &schemaValue,
                                const QString &schemaName, const Path &pointer,
                                Context &context) const
{
    if (context.full())
        return;
    if (schemaValue.isBool()) {
        if (!schemaValue.toBool())
            context.add(pointer, u"no value is allowed here, found %1"_s.arg(describe(value)), u"schema.not_allowed"_s, {describe(value)});
        return;
    }
    const QJsonObject schema = schemaValue.toObject();
    if (const auto ref = schema.constFind(u"$ref"_s); ref != schema.constEnd()) {
        // Nothing that checks stands beside a "$ref" (the schema check refuses it).
        checkRef(value, ref->toString(), schemaName, pointer, context);
        return;
    }
    if (const auto typeAt = schema.constFind(u"type"_s); typeAt != schema.constEnd() && !hasType(value, *typeAt)) {
        const QJsonValue type = *typeAt;
        const QString expected = type.isArray()
                                     ? type.toVariant().toStringList().join(u" or "_s)
                                     : type.toString();
        context.add(pointer, u"expected %1, found %2"_s.arg(expected, describe(value)), u"schema.type"_s, {expected, describe(value)});
        return;
    }
    checkScalar(value, schema, pointer, context);
    if (value.isObject())
        checkObject(value.toObject(), schema, schemaName, pointer, context);
    if (value.isArray())
        checkArray(value.toArray(), schema, schemaName, pointer, context);
    if (schema.contains(u"oneOf"_s))
        checkAlternatives(value, schema.value(u"oneOf"_s).toArray(), true, schemaName, pointer, context);
    if (schema.contains(u"anyOf"_s))
        checkAlternatives(value, schema.value(u"anyOf"_s).toArray(), false, schemaName, pointer, context);
}

void JsonSchemaValidator::checkScalar(const QJsonValue &value, const QJsonObject &schema,
                                      const Path &pointer, Context &context) const
{
    if (schema.contains(u"const"_s) && value != schema.value(u"const"_s))
        context.add(pointer, u"must be %1, found %2"_s.arg(describe(schema.value(u"const"_s)), describe(value)), u"schema.const"_s,
                    {describe(schema.value(u"const"_s)), describe(value)});
    if (schema.contains(u"enum"_s)) {
        const QJsonArray options = schema.value(u"enum"_s).toArray();
        if (!options.contains(value)) {
            QStringList names;
            for (const QJsonValue &o : options)
                names << describe(o);
            context.add(pointer, u"%1 is not one of: %2"_s.arg(describe(value), names.join(u", "_s)), u"schema.enum"_s,
                        {describe(value), names.join(u", "_s)});
        }
    }
    if (value.isDouble()) {
        const double number = value.toDouble();
        if (schema.contains(u"minimum"_s) && number < schema.value(u"minimum"_s).toDouble())
            context.add(pointer, u"%1 is below the minimum %2"_s.arg(number).arg(schema.value(u"minimum"_s).toDouble()), u"schema.minimum"_s,
                        {QString::number(number), QString::number(schema.value(u"minimum"_s).toDouble())});
        if (schema.contains(u"maximum"_s) && number > schema.value(u"maximum"_s).toDouble())
            context.add(pointer, u"%1 is above the maximum %2"_s.arg(number).arg(schema.value(u"maximum"_s).toDouble()), u"schema.maximum"_s,
                        {QString::number(number), QString::number(schema.value(u"maximum"_s).toDouble())});
    }
    if (value.isString()) {
        const QString text = value.toString();
        // Characters, as JSON Schema counts them: 🎲 is one, not two UTF-16 units.
        const auto length = static_cast<double>(detail::characterCount(text));
        if (schema.contains(u"minLength"_s) && length < schema.value(u"minLength"_s).toDouble())
            context.add(pointer, u"text is shorter than %1 characters"_s.arg(schema.value(u"minLength"_s).toDouble()), u"schema.min_length"_s,
                        {QString::number(schema.value(u"minLength"_s).toDouble())});
        if (schema.contains(u"maxLength"_s) && length > schema.value(u"maxLength"_s).toDouble())
            context.add(pointer, u"text is longer than %1 characters"_s.arg(schema.value(u"maxLength"_s).toDouble()), u"schema.max_length"_s,
                        {QString::number(schema.value(u"maxLength"_s).toDouble())});
        if (schema.contains(u"pattern"_s)) {
            const QRegularExpression re = compiledPattern(schema.value(u"pattern"_s).toString());
            if (!re.match(text).hasMatch())
                context.add(pointer, u"%1 does not match %2"_s.arg(describe(value), re.pattern()), u"schema.pattern"_s, {describe(value), re.pattern()});
        }
    }
}

void JsonSchemaValidator::checkObject(const QJsonObject &value, const QJsonObject &schema,
                                      const QString &schemaName, const Path &pointer,
                                      Context &context) const
{
    const QJsonObject properties = schema.value(u"properties"_s).toObject();
    for (const QJsonValue &required : schema.value(u"required"_s).toArray()) {
        if (!value.contains(required.toString()))
            context.add(pointer, u"missing required key \"%1\""_s.arg(required.toString()), u"schema.required"_s, {required.toString()});
    }
    if (schema.contains(u"minProperties"_s) && value.size() < schema.value(u"minProperties"_s).toDouble())
        context.add(pointer, u"needs at least %1 keys"_s.arg(schema.value(u"minProperties"_s).toDouble()), u"schema.min_properties"_s,
                    {QString::number(schema.value(u"minProperties"_s).toDouble())});
    const QJsonValue additional = schema.value(u"additionalProperties"_s);
    for (auto it = value.begin(); it != value.end(); ++it) {
        const Path here = pointer.child(it.key());
        if (const auto property = properties.constFind(here.key); property != properties.constEnd())
            check(it.value(), *property, schemaName, here, context);
        else if (additional.isBool() && !additional.toBool())
            context.add(here, u"unexpected key \"%1\""_s.arg(it.key()), u"schema.unexpected_key"_s, {it.key()});
        else if (!additional.isUndefined())
            check(it.value(), additional, schemaName, here, context);
    }
}

void JsonSchemaValidator::checkArray(const QJsonArray &value, const QJsonObject &schema,
                                     const QString &schemaName, const Path &pointer,
                                     Context &context) const
{
    const auto size = static_cast<double>(value.size());
    if (schema.contains(u"minItems"_s) && size < schema.value(u"minItems"_s).toDouble())
        context.add(pointer, u"needs at least %1 entries, has %2"_s.arg(schema.value(u"minItems"_s).toDouble()).arg(value.size()),
                    u"schema.min_items"_s, {QString::number(schema.value(u"minItems"_s).toDouble()), QString::number(value.size())});
    if (schema.contains(u"maxItems"_s) && size > schema.value(u"maxItems"_s).toDouble())
        context.add(pointer, u"allows at most %1 entries, has %2"_s.arg(schema.value(u"maxItems"_s).toDouble()).arg(value.size()),
                    u"schema.max_items"_s, {QString::number(schema.value(u"maxItems"_s).toDouble()), QString::number(value.size())});
    if (schema.value(u"uniqueItems"_s).toBool()) {
        for (qsizetype j = 1; j < value.size(); ++j) {
            for (qsizetype i = 0; i < j; ++i) {
                if (value.at(i) == value.at(j)) {
                    context.add(pointer.child(j), u"duplicates entry %1"_s.arg(i), u"schema.duplicate"_s, {QString::number(i)});
                    break;
                }
            }
        }
    }
    if (schema.contains(u"items"_s)) {
        const QJsonValue items = schema.value(u"items"_s);
        for (qsizetype i = 0; i < value.size() && !context.full(); ++i)
            check(value.at(i), items, schemaName, pointer.child(i), context);
    }
}

void JsonSchemaValidator::checkAlternatives(const QJsonValue &value, const QJsonArray &alternatives,
                                            bool exactlyOne, const QString &schemaName,
                                            const Path &pointer, Context &context) const
{
    int matches = 0;
    QList<SchemaError> closest;
    for (const QJsonValue &alternative : alternatives) {
        Context trial;
        trial.limit = context.limit;
        trial.refsInProgress = context.refsInProgress;
        check(value, alternative, schemaName, pointer, trial);
        if (trial.errors.isEmpty())
            ++matches;
        else if (closest.isEmpty() || trial.errors.size() < closest.size())
            closest = trial.errors;
    }
    if (matches == 0) {
        for (const SchemaError &e : closest)
            context.add(e);
        if (closest.isEmpty())
            context.add(pointer, u"matches none of the allowed forms"_s, u"schema.no_form"_s);
    } else if (exactlyOne && matches > 1) {
        context.add(pointer, u"matches %1 of the forms where exactly one is allowed"_s.arg(matches), u"schema.several_forms"_s,
                    {QString::number(matches)});
    }
}

} // namespace sw::rules
