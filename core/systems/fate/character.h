#pragma once

// The Fate Condensed character sheet as plain values (spec /rules/fate-condensed.md §8). A sheet
// stores ids (skills, aspect kinds, consequence slots), never display text, except what the
// player writes: names, aspects, stunts. Read and written as the "fate-character" document by
// characterjson.h; checked by validator.h.
#include "rules/violation.h"

#include <QList>
#include <QString>

#include <optional>

namespace sw::fate {

enum class Action { Overcome, CreateAdvantage, Attack, Defend };
enum class Track { Physical, Mental };

// Free invokes held on an aspect, by whom (a character's name or id, "gm", an ally) [seed L169].
struct FreeInvokes
{
    QString holder;
    int count = 0;
    bool operator==(const FreeInvokes &) const = default;
};

struct Aspect
{
    QString kind; // high_concept, trouble, relationship, free (rule 19)
    QString text;
    QList<FreeInvokes> freeInvokes;
    bool operator==(const Aspect &) const = default;
};

struct SkillRating
{
    QString id; // a skill of the pack
    int rating = 0;
    bool operator==(const SkillRating &) const = default;
};

// A stunt: a bonus (+2 when skill, action and circumstance match, rule 9) or a rule change. It may
// permit a skill to attack or defend that normally cannot (silences rule 16's warning).
struct Stunt
{
    QString name;
    QString text;
    bool ruleChange = false;
    QString skill;                 // bonus stunts: the skill it applies to
    std::optional<Action> action;  // bonus stunts: the action it applies to
    int bonus = 2;
    int fpCost = 0;                // 0, or 1 for a rare strong stunt [seed L56]
    QString permitsSkill;          // with permitsAction: "this skill may attack/defend"
    std::optional<Action> permitsAction;
    bool operator==(const Stunt &) const = default;
};

struct Consequence
{
    QString slot; // mild, moderate, severe, mild_physical, mild_mental, extreme
    QString text;
    bool inRecovery = false;
    QString createdBy;
    QList<FreeInvokes> freeInvokes;
    bool operator==(const Consequence &) const = default;
};

struct Extra
{
    QString name;
    QString text;
    bool operator==(const Extra &) const = default;
};

struct Character
{
    QString packId = QStringLiteral("fate_condensed");
    QString packVersion = QStringLiteral("1.0.0");
    bool creation = true; // creation: rule 17 (pattern); play: rule 18 (columns)
    QString name;
    QString description;
    QList<Aspect> aspects;
    QList<SkillRating> skills;
    QList<Stunt> stunts;
    int refresh = 3;
    int refreshGained = 0;  // from major milestones (rule 20)
    int skillSteps = 0;     // skill steps saved at major milestones for a later one (spec §7.8)
    int fatePoints = 3;
    int fatePointsOwed = 0; // from hostile invokes, after the scene (rule 27)
    bool extremeTaken = false; // an extreme consequence was taken since the last major milestone (spec §7.5)
    QList<bool> physicalStress;
    QList<bool> mentalStress;
    QList<Consequence> consequences;
    QList<QString> boosts;
    QList<Extra> extras;
    QList<rules::Override> overrides;

    int rating(const QString &skill) const; // 0 (Mediocre) when not listed
    bool operator==(const Character &) const = default;
};

QString actionId(Action action);
std::optional<Action> actionFromId(const QString &id);
QString trackId(Track track);

} // namespace sw::fate
