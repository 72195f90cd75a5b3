#pragma once

// The rolls of play: action, resistance, fortune, gather information and the engagement roll
// (rules A §5, C §1.4). Each takes its dice from an injected RandomSource and returns the dice it
// rolled with what they mean.
#include "systems/blades/rulepack.h"
#include "systems/blades/dice/dice.h"
#include "rules/random.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace sw::blades {

// How dangerous an action is (A §5.2); ids as in character.json "positions".
enum class Position { Controlled, Risky, Desperate };
// How much an action achieves (A §5.3); ids as in character.json "effect_levels".
enum class EffectLevel { Zero, Limited, Standard, Great, Extreme };
// How bad the consequence of a 4/5 or 1-3 is, set by the position (A §5.2, §5.4).
enum class ConsequenceLevel { None, Minor, Standard, Severe };

QString positionId(Position position);
std::optional<Position> positionFromId(const QString &id);
QString effectLevelId(EffectLevel effect);
std::optional<EffectLevel> effectLevelFromId(const QString &id);
// The effect moved by levels (+1 for a critical or an ability), kept within zero..extreme.
EffectLevel shiftEffect(EffectLevel effect, int levels);

// An action roll and its outcome (A §5.2, §行動擲骰總結).
struct ActionRoll
{
    rules::DiceRoll roll;
    Position position = Position::Risky;
    EffectLevel effect = EffectLevel::Standard; // as the GM set it
    bool succeeded = false;                     // 4/5, 6 or critical: the goal is reached
    // Critical: one level more than set. 6 and 4/5: as set. 1-3: zero (the GM may still grant
    // some effect).
    EffectLevel achievedEffect = EffectLevel::Zero;
    // 4/5 and 1-3: minor when controlled, standard when risky, severe when desperate.
    ConsequenceLevel consequence = ConsequenceLevel::None;
    bool desperate = false; // a desperate roll marks xp (A §4.1)

    friend bool operator==(const ActionRoll &, const ActionRoll &) = default;
};

// Rolls `pool` dice (action rating plus bonus dice; 0 or less: two dice, keep the lowest).
ActionRoll actionRoll(int pool, Position position, EffectLevel effect, rules::RandomSource &random);

// A resistance roll (A §5.5): stress = resistance_stress_base − the kept die; a critical clears
// resistance_critical_clear stress instead (stress is then negative).
struct ResistanceRoll
{
    rules::DiceRoll roll;
    int stress = 0;

    friend bool operator==(const ResistanceRoll &, const ResistanceRoll &) = default;
};

// Rolls the attribute rating (plus any bonus dice).
ResistanceRoll resistanceRoll(int attributeRating, const RulePack &pack, rules::RandomSource &random);

// A fortune roll (A §5.8): critical great, 6 standard, 4/5 limited, 1-3 zero ("poor, weak").
struct FortuneRoll
{
    rules::DiceRoll roll;
    EffectLevel effect = EffectLevel::Zero;

    friend bool operator==(const FortuneRoll &, const FortuneRoll &) = default;
};

// The effect level a fortune roll's result stands for.
EffectLevel fortuneEffect(rules::RollResult result);
// Rolls a trait rating (tier, quality, magnitude …) ±1d per major advantage or disadvantage.
FortuneRoll fortuneRoll(int pool, rules::RandomSource &random);

// Gather information (A §5.9): a fortune roll on the action rating; its effect sets how much
// detail the GM's honest answer has (great, standard, limited; zero on 1-3).
struct GatherInformation
{
    rules::DiceRoll roll;
    EffectLevel effect = EffectLevel::Zero;

    friend bool operator==(const GatherInformation &, const GatherInformation &) = default;
};

GatherInformation gatherInformation(int actionRating, rules::RandomSource &random);

// The engagement roll (C §1.4): score.json engagement.roll.base_dice, plus the dice of each
// chosen engagement modifier, plus extraDice (claims and abilities that fit the plan, e.g.
// +1d Secret Pathways for a stealth plan). The result sets the starting position.
struct EngagementRoll
{
    rules::DiceRoll roll;
    QString outcome; // score.json engagement.outcomes id, e.g. "engagement_mixed"
    Position position = Position::Desperate;
    bool firstObstacleOvercome = false; // critical only

    friend bool operator==(const EngagementRoll &, const EngagementRoll &) = default;
};

// The engagement pool. Throws std::invalid_argument for a modifier id the pack does not have.
int engagementDice(const QStringList &modifiers, int extraDice, const RulePack &pack);
EngagementRoll engagementRoll(const QStringList &modifiers, int extraDice, const RulePack &pack,
                              rules::RandomSource &random);

} // namespace sw::blades
