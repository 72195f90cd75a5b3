#pragma once

#include "common/language.h"

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace sw::blades {

// A text in every language the app speaks.
struct Text
{
    QString en;
    QString zhTW;
    QString zhCN;
    QString in(Language language) const;
};

// Reads a {"en", "zh_TW", "zh_CN"} object, and a JSON array of strings.
Text textFrom(const QJsonValue &value);
QStringList stringsFrom(const QJsonValue &value);

// What every catalogue entry of a rule pack has: a stable id and its words.
struct Entity
{
    QString id;
    Text name;
    Text summary;
    QString source; // rulebook section, e.g. "§騾子"
    bool example = false;
};

// A change an ability, upgrade or claim makes to sheet numbers or procedures (see
// docs/rulepack-format.md for the kinds). Parameters stay JSON: each consumer reads its own.
struct Effect
{
    QString kind;
    QJsonObject params;
    int value(int fallback = 0) const { return params.value(QLatin1StringView("value")).toInt(fallback); }
    int intParam(QLatin1StringView key, int fallback = 0) const { return params.value(key).toInt(fallback); }
    QString stringParam(QLatin1StringView key) const { return params.value(key).toString(); }
};

struct Attribute : Entity
{
    QStringList actions; // in sheet order
};

struct HarmLevel : Entity
{
    int level = 0;
    int slots = 0;
    QString penalty; // reduced_effect, less_dice, incapacitated, fatal
};

// An armor box: standard and heavy need items in the loadout, special needs an ability.
struct ArmorKind : Entity
{
    QStringList requiresItems;
    bool requiresAbility = false;
};

struct LoadLevel : Entity
{
    int maxLoad = 0;
};

struct Item : Entity
{
    int load = 0;
    QString category;
};

struct Ability : Entity
{
    QString owner; // playbook id (character abilities) or crew type id (crew abilities)
    QList<Effect> effects;
    int maxTaken = 1; // Veteran may be taken several times
};

struct Playbook : Entity
{
    QMap<QString, int> startingDots; // action id → dots
    Text xpTrigger;
    QStringList abilities; // the first is the default
    QList<Item> items;
    QList<Entity> npcs;
};

struct Upgrade : Entity
{
    int boxes = 1;
    QString scope;    // general or crew_specific
    QString category; // quality, training, elite, or empty
    QList<Effect> effects;
};

struct Claim : Entity
{
    QString kind; // turf, engagement, heat, payoff, roll, income, cohort, rep, special
    QList<Effect> effects;
};

// A crew's claim map: rows × cols cells numbered 1.. row by row; links join neighbours.
struct ClaimsMap
{
    int rows = 0;
    int cols = 0;
    int lairCell = 0;
    struct Cell
    {
        int row = 0;
        int col = 0;
        QString claim; // empty for the lair
        bool turf = false;
        bool lair = false;
    };
    QList<Cell> cells;
    QList<std::pair<int, int>> links; // 1-based cell numbers, each pair once
    bool linked(int a, int b) const;
};

struct CrewType : Entity
{
    Text xpTrigger;
    QStringList abilities;
    QStringList upgrades;
    QList<Entity> contacts;
    ClaimsMap claimsMap;
};

struct FactionStatus : Entity
{
    int value = 0;
};

struct ExampleFaction : Entity
{
    int tier = 0;
    QString hold;
    QString category;
};

// One loaded rule pack: the game's numbers and catalogues, by stable id. Built by the loader
// (rulepackloader.h); read-only afterwards.
class RulePack
{
public:
    QString id;
    QString version;
    QString system;
    Text name;
    Text summary;
    QString license;
    QString location; // the folder it was loaded from (":/rulepacks/…" for the built-in one)
    bool builtIn = false;

    // A number of the game (character.json and crew.json "numbers"), e.g. "stress_max".
    std::optional<int> number(const QString &key) const;
    int numberOr(const QString &key, int fallback) const { return number(key).value_or(fallback); }

    QList<Entity> actions;
    QList<Attribute> attributes;
    QList<Entity> traumaConditions;
    QList<HarmLevel> harmLevels;
    QList<ArmorKind> armorKinds;
    QList<LoadLevel> loadLevels;
    QList<Entity> vices;
    QList<Entity> heritages;
    QList<Entity> backgrounds;
    QList<Item> items;
    QList<Ability> abilities;
    QList<Playbook> playbooks;
    QList<Upgrade> upgrades;
    QList<Ability> crewAbilities;
    QList<Claim> claims;
    QList<CrewType> crewTypes;
    QList<FactionStatus> factionStatus;
    QList<ExampleFaction> factions; // the examples a campaign may take its factions from

    // The content files as loaded, for tables not typed above (score.json's heat and payoff …).
    QHash<QString, QJsonObject> documents;

    const Entity *action(const QString &id) const;
    const Attribute *attribute(const QString &id) const;
    const Attribute *attributeOf(const QString &actionId) const;
    const Ability *ability(const QString &id) const;
    const Playbook *playbook(const QString &id) const;
    const Upgrade *upgrade(const QString &id) const;
    const Item *item(const QString &id, const QString &playbookId = {}) const;
    const CrewType *crewType(const QString &id) const;
    const HarmLevel *harmLevel(int level) const;
    const LoadLevel *loadLevel(const QString &id) const;
    const ArmorKind *armorKind(const QString &id) const;
    bool hasTraumaCondition(const QString &id) const;
    bool hasVice(const QString &id) const;
    bool hasHeritage(const QString &id) const;
    bool hasBackground(const QString &id) const;

    QHash<QString, int> numbers;
};

} // namespace sw::blades
