#include "systems/blades/procedures/tables.h"

using namespace Qt::StringLiterals;

namespace sw::blades {

MissingRuleError::MissingRuleError(const QString &what) : std::runtime_error(what.toStdString()) {}

namespace detail {
namespace {

[[noreturn]] void missing(const RulePack &pack, const QString &file, const QString &pointer,
                          const QString &why)
{
    throw MissingRuleError(u"rule pack '%1': %2 %3: %4"_s.arg(pack.id, file, pointer, why));
}

} // namespace

QJsonValue valueAt(const RulePack &pack, const QString &file, const QString &pointer)
{
    const auto doc = pack.documents.constFind(file);
    if (doc == pack.documents.constEnd())
        missing(pack, file, pointer, u"the file is not in the pack"_s);
    QJsonValue here = *doc;
    for (const QString &step : pointer.split(u'/', Qt::SkipEmptyParts)) {
        if (here.isObject()) {
            here = here.toObject().value(step);
        } else if (here.isArray()) {
            bool isIndex = false;
            const int index = step.toInt(&isIndex);
            const QJsonArray array = here.toArray();
            here = isIndex && index >= 0 && index < array.size() ? array.at(index) : QJsonValue();
        } else {
            here = QJsonValue(QJsonValue::Undefined);
        }
        if (here.isUndefined() || here.isNull())
            missing(pack, file, pointer, u"no value"_s);
    }
    return here;
}

QJsonObject objectAt(const RulePack &pack, const QString &file, const QString &pointer)
{
    const QJsonValue v = valueAt(pack, file, pointer);
    if (!v.isObject())
        missing(pack, file, pointer, u"not an object"_s);
    return v.toObject();
}

QJsonArray arrayAt(const RulePack &pack, const QString &file, const QString &pointer)
{
    const QJsonValue v = valueAt(pack, file, pointer);
    if (!v.isArray())
        missing(pack, file, pointer, u"not a list"_s);
    return v.toArray();
}

int intAt(const RulePack &pack, const QString &file, const QString &pointer)
{
    const QJsonValue v = valueAt(pack, file, pointer);
    if (!v.isDouble())
        missing(pack, file, pointer, u"not a number"_s);
    return v.toInt();
}

QJsonObject scoreObject(const RulePack &pack, const QString &pointer)
{
    return objectAt(pack, u"score.json"_s, pointer);
}

QJsonArray scoreArray(const RulePack &pack, const QString &pointer)
{
    return arrayAt(pack, u"score.json"_s, pointer);
}

int scoreInt(const RulePack &pack, const QString &pointer)
{
    return intAt(pack, u"score.json"_s, pointer);
}

int intIn(const QJsonObject &object, const QString &key, const QString &where)
{
    const QJsonValue v = object.value(key);
    if (!v.isDouble())
        throw MissingRuleError(u"rule pack: %1 has no number '%2'"_s.arg(where, key));
    return v.toInt();
}

QJsonObject entryWithId(const QJsonArray &list, const QString &id)
{
    for (const QJsonValue &v : list) {
        const QJsonObject entry = v.toObject();
        if (entry.value(u"id"_s).toString() == id)
            return entry;
    }
    return {};
}

int packNumber(const RulePack &pack, const QString &key)
{
    const std::optional<int> value = pack.number(key);
    if (!value)
        throw MissingRuleError(u"rule pack '%1' has no number '%2'"_s.arg(pack.id, key));
    return *value;
}

QString resultKey(rules::RollResult result)
{
    switch (result) {
    case rules::RollResult::Bad:
        return u"bad"_s;
    case rules::RollResult::Partial:
        return u"mixed"_s;
    case rules::RollResult::Success:
        return u"good"_s;
    case rules::RollResult::Critical:
        return u"critical"_s;
    }
    return {}; // not reached: every enumerator is handled above
}

int changeTotal(const QJsonArray &changes, const QString &kind)
{
    int total = 0;
    for (const QJsonValue &v : changes) {
        const QJsonObject change = v.toObject();
        if (change.value(u"kind"_s).toString() == kind)
            total += change.value(u"amount"_s).toObject().value(u"base"_s).toInt();
    }
    return total;
}

} // namespace detail
} // namespace sw::blades
