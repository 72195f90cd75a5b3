#pragma once

// 狩魂者 content packs (resources/schemas/soulhunter.content.schema.json): the catalogues the
// house rules presuppose but the seeds do not hold (spec §1.5, §21 items 7-8) — 灵能印记 types,
// 灵魂武器, 狩魂绝技, 技艺 with schools, tier, Load and CAT, 通用附魔 — written by a group in zh-CN (en
// and zh-TW optional), imported, edited and exported. Sheetwright ships none.
#include "systems/soulhunter/character.h"
#include "systems/soulhunter/pack.h"

#include <QJsonObject>

#include <memory>

namespace sw::soulhunter {

struct ContentEntry
{
    QString id;
    Text name;
    Text text;
    bool stackable = false; // an enchantment's
    int tier = 0;           // an ultimate's 1 or 2
    bool operator==(const ContentEntry &o) const { return id == o.id && name.zhCN == o.name.zhCN && tier == o.tier; }
};

struct TechniqueEntry
{
    ContentEntry entry;
    QList<School> schools;
    Tier tier = Tier::Standard;
    int load = 0;
    std::optional<int> cat;
    QList<std::pair<QString, std::optional<int>>> enchantments; // an enchantment id and its POW (none: D19)
};

struct Content
{
    QString id;
    QString version;
    QString forPack;
    Text name;
    QString source;
    QList<ContentEntry> marks;
    QList<ContentEntry> soulWeapons;
    QList<ContentEntry> ultimates;
    QList<ContentEntry> enchantments;
    QList<TechniqueEntry> techniques;

    const TechniqueEntry *technique(const QString &techniqueId) const;
    // A technique of the pack as a sheet holds it (not prepared).
    std::optional<Technique> learn(const QString &techniqueId) const;
};

struct ContentLoad
{
    std::shared_ptr<const Content> content;
    QStringList errors;
};

// Reads a content pack (a .json file) against the schema; ids are unique per list, a technique's
// enchantments name enchantments of the pack.
ContentLoad loadContent(const QString &path);
ContentLoad contentFromJson(const QJsonObject &document, const QString &fileName);
QJsonObject toJson(const Content &content);
// D19: the POW of a technique's enchantment: its own, else the technique's CAT, else 1.
int enchantmentPow(const TechniqueEntry &technique, const QString &enchantmentId);

} // namespace sw::soulhunter
