#pragma once

// Small JSON helpers shared by the Meshal document and content readers and writers.
#include "systems/meshal/character.h"

#include <QJsonArray>
#include <QJsonObject>

namespace sw::meshal::json {

using namespace Qt::StringLiterals;

inline QJsonArray stringsJson(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

inline QStringList stringsFrom(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &s : v.toArray())
        out << s.toString();
    return out;
}

inline QJsonObject intMapJson(const QMap<QString, int> &map)
{
    QJsonObject o;
    for (auto it = map.begin(); it != map.end(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

inline QMap<QString, int> intMapFrom(const QJsonValue &v)
{
    QMap<QString, int> out;
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it)
        out.insert(it.key(), it.value().toInt());
    return out;
}

inline QJsonArray sizesJson(const QList<Size> &sizes)
{
    QJsonArray out;
    for (Size s : sizes)
        out.append(sizeId(s));
    return out;
}

inline QList<Size> sizesFrom(const QJsonValue &v)
{
    QList<Size> out;
    for (const QJsonValue &s : v.toArray()) {
        if (const auto size = sizeFromId(s.toString()))
            out.append(*size);
    }
    return out;
}

inline QJsonArray partsJson(const QList<BodyPart> &parts)
{
    QJsonArray out;
    for (const BodyPart &p : parts)
        out.append(QJsonObject{{u"part"_s, p.part}, {u"count"_s, p.count}});
    return out;
}

inline QList<BodyPart> partsFrom(const QJsonValue &v)
{
    QList<BodyPart> out;
    for (const QJsonValue &p : v.toArray())
        out.append({p[u"part"_s].toString(), p[u"count"_s].toInt()});
    return out;
}

inline void putText(QJsonObject &o, const QString &key, const QString &value)
{
    if (!value.isEmpty())
        o.insert(key, value);
}

inline void putList(QJsonObject &o, const QString &key, const QJsonArray &value)
{
    if (!value.isEmpty())
        o.insert(key, value);
}

} // namespace sw::meshal::json
