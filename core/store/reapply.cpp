#include "store/reapply.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace sw::store {
namespace {

QJsonValue at(const QJsonObject &doc, const QString &key)
{
    return doc.contains(key) ? doc.value(key) : QJsonValue(QJsonValue::Undefined);
}

std::optional<Clash> walk(const QString &path, const QJsonValue &base, const QJsonValue &planned,
                          const QJsonValue &current, const QJsonValue &rerun)
{
    if (current == base || rerun == current)
        return std::nullopt; // the other edit left it alone, or this edit leaves it as they wrote it
    if (base.isObject() && current.isObject() && rerun.isObject()) {
        const QJsonObject b = base.toObject(), p = planned.toObject(), c = current.toObject(), r = rerun.toObject();
        QStringList keys = b.keys() + c.keys() + r.keys();
        keys.removeDuplicates();
        keys.sort();
        for (const QString &key : std::as_const(keys)) {
            if (auto found = walk(path.isEmpty() ? key : path + u'/' + key, at(b, key), at(p, key), at(c, key), at(r, key)))
                return found;
        }
        return std::nullopt;
    }
    // Changed by them and set again by this edit: built on what they wrote (a mark added to their
    // marks) is a merge; the very value the edit wrote on the old sheet is a value typed over theirs.
    if (rerun == planned && planned != base)
        return Clash{path, current, rerun};
    return std::nullopt;
}

} // namespace

std::optional<Clash> clash(const QJsonObject &base, const QJsonObject &planned, const QJsonObject &current,
                           const QJsonObject &rerun)
{
    return walk({}, base, planned, current, rerun);
}

QString shown(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (value.isUndefined() || value.isNull())
        return u"(nothing)"_s;
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    return QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
}

} // namespace sw::store
