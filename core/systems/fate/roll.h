#pragma once

// One Fate roll resolved (spec §1–§6, rules 1–10, 16, 27, 29): skill + 4dF, invokes (paid or
// free; +2, reroll, or +2 to another roll's difficulty), stunt bonuses, against a difficulty or
// an opposed effort; the shifts, the outcome and what the fate points and free invokes pay.
// Nothing here changes a sheet: the caller applies the spending it reports.
#include "systems/fate/character.h"
#include "systems/fate/dice.h"
#include "systems/fate/pack.h"

#include <QList>
#include <QMap>
#include <QPair>
#include <QString>

namespace sw::fate {

enum class InvokeEffect { Bonus, Reroll, RaiseDifficulty };

// An invocation (rule 7: exactly one effect each). A paid one costs the roller 1 fate point; a
// free one uses a free invoke `holder` holds on the aspect (the roller's or an ally's, rule 5).
struct Invoke
{
    QString aspect;
    bool paid = true;
    QString holder;
    InvokeEffect effect = InvokeEffect::Bonus;
    Faces reroll{};     // Reroll: the four new dice
    bool retracted = false; // the bogus rule (rule 8): refunded, no effect
};

// An aspect that may be invoked on this roll: the roller's, an ally's or an enemy's (a hostile
// invoke, rule 27), a situation aspect (no owner) or a boost (rule 29).
struct AspectInPlay
{
    QString id;
    QString owner;
    bool boost = false;
    QList<FreeInvokes> freeInvokes;
};

struct StuntUse
{
    Stunt stunt;
    bool circumstanceConfirmed = false; // the player says the stunt's circumstance holds (rule 9)
};

enum class TargetKind { Difficulty, Opposition };

struct RollRequest
{
    QString roller;
    Action action = Action::Overcome;
    QString skill;
    int skillRating = 0;
    Faces faces{};
    QString harm;              // attacks: physical or mental; defences: physical, melee or mental (rule 16)
    bool targetsCharacter = false; // create an advantage on a character (rule 10)
    TargetKind targetKind = TargetKind::Difficulty;
    int target = 0;            // the difficulty, or the opposing effort
    int difficultyRaises = 0;  // others' "+2 to the difficulty" invocations on this roll (rule 7)
    int fatePoints = 0;        // the roller's, before the roll
    QList<AspectInPlay> aspects;
    QList<Invoke> invokes;
    QList<StuntUse> stunts;
    QList<Stunt> rollerStunts; // all the roller's stunts: their permissions silence rule 16
};

struct FreeInvokeSpent
{
    QString aspect;
    QString holder;
    bool operator==(const FreeInvokeSpent &) const = default;
};

struct RollResolution
{
    Faces faces{};        // after the last reroll
    int diceSum = 0;
    int invokeBonus = 0;
    int stuntBonus = 0;
    int effort = 0;       // rule 2
    int target = 0;       // with the raises
    int shifts = 0;       // rule 3
    Outcome outcome = Outcome::Fail;
    int fatePointsSpent = 0;
    QList<FreeInvokeSpent> freeInvokesSpent;
    QMap<QString, int> owedAfterScene; // owner -> fate points from hostile invokes (rule 27)
    int raisesForOthers = 0;           // +2 difficulty invocations to put on another roll
    QList<rules::Violation> violations; // the roll may not stand as asked
    QList<rules::Violation> warnings;   // told, never blocking (rule 16)
    bool ok() const { return violations.isEmpty(); }
};

Outcome outcomeOf(int shifts, int styleShifts = 3);
QString outcomeId(Outcome outcome);
// Rule 10: an attack, or a create-an-advantage on a character, needs a defend roll.
bool needsDefendRoll(Action action, bool targetsCharacter);
RollResolution resolveRoll(const RollRequest &request, const FatePack &pack);

} // namespace sw::fate
