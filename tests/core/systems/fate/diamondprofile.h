#pragma once

// A user Fate profile for the tests (issue #17, spec §7.2): a copy of the built-in pack with its
// own id "diamond" and the 1/2/3/2/1 "diamond" creation pattern (+5 ×1, +4 ×2, +3 ×3, +2 ×2,
// +1 ×1), written into a pack folder (by default the user's Fate pack folder), and a sheet that
// follows it.
#include "core/systems/fate/fixtures.h"
#include "systems/fate/store/campaignpack.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace sw::fate::test {

inline const QString kDiamond = QStringLiteral("diamond");

inline bool editPackFile(const QString &path, const std::function<void(QJsonObject &)> &edit)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
    file.close();
    edit(o);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    return file.write(QJsonDocument(o).toJson()) > 0;
}

// The profile's folder, or empty when it could not be written.
inline QString writeDiamondProfile(const QString &packFolder = userFatePackFolder())
{
    const QString target = packFolder + QStringLiteral("/diamond");
    QDir().mkpath(target);
    const QString source = QStringLiteral(SHEETWRIGHT_SOURCE_DIR "/resources/rulepacks/fate-condensed/");
    for (const QString &name : QDir(source).entryList({QStringLiteral("*.json")}, QDir::Files)) {
        QFile::remove(target + u'/' + name);
        if (!QFile::copy(source + name, target + u'/' + name))
            return {};
        QFile::setPermissions(target + u'/' + name, QFile::ReadOwner | QFile::WriteOwner);
    }
    const bool ok = editPackFile(target + QStringLiteral("/pack.json"), [](QJsonObject &o) {
        o[QStringLiteral("id")] = kDiamond;
        o[QStringLiteral("name")] = QJsonObject{{QStringLiteral("en"), QStringLiteral("Diamond Profile")},
                                                {QStringLiteral("zh_TW"), QStringLiteral("菱形配置")},
                                                {QStringLiteral("zh_CN"), QStringLiteral("菱形配置")}};
    }) && editPackFile(target + QStringLiteral("/numbers.json"), [](QJsonObject &o) {
        QJsonObject pattern = o[QStringLiteral("creation_pattern")].toObject();
        QJsonArray ratings;
        for (const auto &[rating, count] : {std::pair{5, 1}, {4, 2}, {3, 3}, {2, 2}, {1, 1}})
            ratings.append(QJsonObject{{QStringLiteral("rating"), rating}, {QStringLiteral("count"), count}});
        pattern[QStringLiteral("ratings")] = ratings;
        o[QStringLiteral("creation_pattern")] = pattern;
    });
    return ok ? target : QString();
}

// Charles with the diamond's nine skills (Physique +1: 4 boxes; Will +4: 6 boxes), on `packId`.
inline Character diamondCharles(const QString &packId = kDiamond)
{
    Character c = charles();
    c.packId = packId;
    c.skills = {{QStringLiteral("lore"), 5}, {QStringLiteral("investigate"), 4}, {QStringLiteral("will"), 4},
                {QStringLiteral("notice"), 3}, {QStringLiteral("academics"), 3}, {QStringLiteral("rapport"), 3},
                {QStringLiteral("contacts"), 2}, {QStringLiteral("resources"), 2}, {QStringLiteral("physique"), 1}};
    c.physicalStress = QList<bool>(4, false);
    c.mentalStress = QList<bool>(6, false);
    return c;
}

} // namespace sw::fate::test
