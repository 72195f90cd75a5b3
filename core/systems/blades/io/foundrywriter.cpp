// The documents Foundry expects (foundrywriter.h).
#include "systems/blades/io/foundrywriter.h"

#include "systems/blades/io/foundrymapping.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace sw::io::foundry {

QJsonObject embeddedItem(const QString &seed, const QString &name, const QString &type, const QJsonObject &system,
                         const QJsonObject &sheetwright)
{
    QJsonObject item{{u"_id"_s, documentId(seed)},
                     {u"name"_s, name},
                     {u"type"_s, type},
                     {u"img"_s, u"icons/svg/item-bag.svg"_s},
                     {u"system"_s, system},
                     {u"effects"_s, QJsonArray()},
                     {u"folder"_s, QJsonValue::Null},
                     {u"sort"_s, 0},
                     {u"flags"_s, QJsonObject()}};
    if (!sheetwright.isEmpty())
        item.insert(u"flags"_s, QJsonObject{{u"sheetwright"_s, sheetwright}});
    return item;
}

QJsonObject actorDocument(const QString &name, const QString &type, const QString &img, const QJsonObject &system,
                          const QJsonArray &items, const QJsonObject &sheetwright)
{
    return {{u"_id"_s, documentId(type + u'/' + name)},
            {u"name"_s, name},
            {u"type"_s, type},
            {u"img"_s, img},
            {u"system"_s, system},
            {u"items"_s, items},
            {u"effects"_s, QJsonArray()},
            {u"folder"_s, QJsonValue::Null},
            {u"sort"_s, 0},
            {u"ownership"_s, QJsonObject{{u"default"_s, 0}}},
            {u"flags"_s, QJsonObject{{u"sheetwright"_s, sheetwright}}},
            {u"_stats"_s, QJsonObject{{u"systemId"_s, systemId()}, {u"systemVersion"_s, systemVersion()}}}};
}

QJsonObject baseFlags(const QString &rulePack, const QString &version)
{
    return {{u"format"_s, u"sheetwright-foundry"_s},
            {u"version"_s, 1},
            {u"rule_pack"_s, QJsonObject{{u"id"_s, rulePack}, {u"version"_s, version}}}};
}

QJsonObject clockFlags(const blades::ClockEntry &clock)
{
    QString owner = u"campaign"_s;
    switch (clock.ownerKind) {
    case blades::ClockOwnerKind::Crew: owner = u"crew"_s; break;
    case blades::ClockOwnerKind::Character: owner = u"character"_s; break;
    case blades::ClockOwnerKind::Faction: owner = u"faction"_s; break;
    case blades::ClockOwnerKind::Campaign: break;
    }
    const std::string_view kind = rules::clockKindId(clock.clock.kind);
    return {{u"id"_s, clock.id},
            {u"kind"_s, QString::fromLatin1(kind.data(), static_cast<qsizetype>(kind.size()))},
            {u"owner_kind"_s, owner},
            {u"owner_id"_s, clock.ownerId},
            {u"linked_to"_s, clock.linkedTo},
            {u"racing"_s, clock.racing},
            {u"hidden"_s, clock.hidden}};
}

QByteArray toJson(const QJsonObject &document) { return QJsonDocument(document).toJson(QJsonDocument::Indented); }

QJsonArray boxes(int value) { return QJsonArray{value}; }

QString labelKey(const QString &prefix, const QString &name)
{
    QString out = prefix;
    for (const QString &word : name.split(u' ', Qt::SkipEmptyParts))
        out += word.left(1).toUpper() + word.mid(1);
    return out;
}

} // namespace sw::io::foundry
