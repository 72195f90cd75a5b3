#pragma once

// A Fate content pack (resources/rulepacks/fate-condensed/): skills, the ladder, aspect kinds,
// stress and consequence tables, the four actions and their outcome tables, and the numbers the
// rules read — every one with its source. Text in en, zh_TW and zh_CN; sheets keep ids.
#include "common/language.h"
#include "systems/fate/character.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <array>
#include <memory>
#include <optional>

namespace sw::fate {

struct Text
{
    QString en;
    QString zhTW;
    QString zhCN;
    QString in(Language language) const;
};

struct Skill
{
    QString id;
    Text name;
    Text summary;
    QStringList attacks; // physical, mental: attacks it may make by default (rule 16)
    QStringList defends; // physical, melee, mental: defences it may make by default (rule 16)
};

struct LadderRung
{
    int value = 0;
    Text name;
};

struct PatternStep
{
    int rating = 0;
    int count = 0;
};

struct StressRow
{
    int minRating = 0;
    int boxes = 0;
    bool extraMild = false;
};

struct ConsequenceSlot
{
    QString id;
    Text name;
    int absorbs = 0;
    std::optional<int> recoveryDifficulty; // none: cannot be recovered (extreme)
    QString clearsAfter;                   // scene, session, major_milestone, never
    QString needsTrack;                    // physical / mental: the extra mild slot of that track
    bool optional = false;
};

// One effect of an outcome row: "boost to roller", "aspect to enemy with 1 free invoke", "hit of
// the shifts" … (kinds in resources/schemas/fate.pack.schema.json).
struct Effect
{
    QString kind;
    QString to;    // roller / enemy
    int count = 0; // free invokes
    QString value; // hits: shifts / shifts_minus_1
    bool reveal = false;
    QString when;  // existing aspects: known / unknown
    bool operator==(const Effect &) const = default;
};

enum class Outcome { Fail, Tie, Success, Style };

struct OutcomeRow
{
    Text text;
    QList<QList<Effect>> options; // choose one option; each is a list of effects
};

struct ActionTable
{
    QString id; // default, new, existing
    std::array<OutcomeRow, 4> rows; // by Outcome
};

struct ActionInfo
{
    Action action = Action::Overcome;
    Text name;
    Text summary;
    QList<ActionTable> tables;
    const ActionTable *table(const QString &id) const;
};

struct FatePack
{
    QString id;
    QString version;
    Text name;
    bool builtIn = false;
    QMap<QString, int> numbers;
    QList<PatternStep> creationPattern;
    QList<Skill> skills;
    QString stressSkill[2];   // by Track
    QString recoverySkill[2]; // by Track
    QList<LadderRung> ladder;
    Text labelFormat;
    QMap<QString, int> aspectsAtCreation; // aspect kind -> count
    QList<std::pair<QString, Text>> aspectKinds;
    QList<std::pair<QString, Text>> stuntTemplates;
    QList<std::pair<Track, Text>> tracks;
    QList<StressRow> stressBoxes;
    QList<ConsequenceSlot> consequences;
    int treatingYourself = 0;
    QList<ActionInfo> actions;
    std::array<Text, 4> outcomeNames;

    int number(const QString &key) const { return numbers.value(key); }
    const Skill *skill(const QString &skillId) const;
    const ConsequenceSlot *slot(const QString &slotId) const;
    const ActionInfo &action(Action action) const;
};

struct FatePackLoad
{
    std::shared_ptr<const FatePack> pack;
    QStringList errors; // "file: /pointer: reason"
};

// Reads a pack folder (pack.json and the files it lists), laid together and checked against
// resources/schemas/fate.pack.schema.json, then for references (skills named by tracks exist …).
FatePackLoad loadFatePack(const QString &folder);
// The built-in Fate Condensed pack, loaded once (:/rulepacks/fate-condensed).
std::shared_ptr<const FatePack> builtInFatePack();

} // namespace sw::fate
