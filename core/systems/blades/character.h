#pragma once

#include "rules/violation.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace sw::blades {

// One harm written on the sheet: its level (1 lesser … 4 fatal) and what it is.
struct Harm
{
    int level = 1;
    QString description;
    bool operator==(const Harm &) const = default;
};

// Which armor boxes are ticked (used) right now.
struct ArmorUse
{
    bool standard = false;
    bool heavy = false;
    bool special = false;
    bool operator==(const ArmorUse &) const = default;
};

enum class CharacterPhase { Creation, Play };
enum class CharacterStatus { Active, Retired, Dead, Incarcerated };

// A scoundrel's sheet as stored: ids from the rule pack, never display text. Derived numbers
// (attribute ratings, load, limits) are computed, not stored.
struct Character
{
    QString rulePack;        // pack id the sheet uses
    QString rulePackVersion; // and its version

    QString name;
    QString alias;
    QString look;
    QString playbook;
    QString heritage;
    QString heritageDetail;
    QString background;
    QString backgroundDetail;
    QString vice;
    QString viceDetail;
    QString purveyor;
    QString friendNpc;
    QString rivalNpc;
    QString notes;

    CharacterPhase phase = CharacterPhase::Creation;
    CharacterStatus status = CharacterStatus::Active;

    QMap<QString, int> actions; // action id → dots; absent = 0
    QStringList abilities;      // special abilities, in the order taken
    int stress = 0;
    int trauma = 0;
    QStringList traumaConditions;
    QList<Harm> harm;
    int healing = 0; // filled segments of the healing clock
    ArmorUse armor;
    QString loadLevel;     // light, normal, heavy, encumbered; empty before a score
    QStringList items;     // ticked item ids in the current loadout
    int coin = 0;
    int stash = 0;
    int playbookXp = 0;
    QMap<QString, int> attributeXp; // attribute id → marks
    int pendingPlaybookAdvances = 0;
    QMap<QString, int> pendingAttributeAdvances; // attribute id → advances not yet taken

    QList<rules::Override> overrides;

    int rating(const QString &action) const { return actions.value(action, 0); }
    bool operator==(const Character &) const = default;
};

// A §2.3, §5.7: a retired or dead scoundrel is out of play — left out of downtime and scores.
inline bool outOfPlay(const Character &c)
{
    return c.status == CharacterStatus::Retired || c.status == CharacterStatus::Dead;
}

} // namespace sw::blades
