#pragma once

// Downtime activities (rules C §8): the budget, coin after the roll, indulging or ignoring a
// vice, acquiring an asset, long-term projects, recovering and reducing heat. Every number comes
// from the rule pack (score.json downtime, result_levels, and the character numbers).
#include "systems/blades/character.h"
#include "systems/blades/rulepack.h"
#include "rules/clock.h"
#include "systems/blades/dice/dice.h"
#include "rules/fraction.h"
#include "rules/random.h"

#include <QList>
#include <QStringList>

namespace sw::blades {

// Activities a PC has this downtime (C §8.1): activities_per_pc, or activities_at_war while at
// war, plus one per extra_activity_cost coin or rep spent, plus bonus activities (Calculating,
// hunting grounds …). Pass atWar = false when War dogs lets the crew keep its full allowance.
int downtimeBudget(bool atWar, int coinOrRepSpent, int bonusActivities, const RulePack &pack);

// Coin spent after a downtime roll (C §8.1): each result_levels.coin_bump.coin_per_level coin
// raises the result one level, as far as a critical. Coin that buys nothing is left.
struct CoinBump
{
    rules::RollResult result = rules::RollResult::Bad;
    int coinUsed = 0;
    int coinLeft = 0;

    friend bool operator==(const CoinBump &, const CoinBump &) = default;
};

// Negative coin counts as none.
CoinBump raiseWithCoin(rules::RollResult rolled, int coin, const RulePack &pack);
// Clock segments a result marks: score.json downtime.ticks_by_result (C §8.2).
int ticksByResult(rules::RollResult result, const RulePack &pack);

// Indulging a vice (C §8.8).
struct ViceRoll
{
    rules::DiceRoll roll;
    int stressCleared = 0; // the kept die, but no more than the stress marked
    int stressAfter = 0;
    bool overindulged = false; // the kept die is greater than the stress marked
    QStringList overindulgences; // when overindulged: the pack's choices, one to be picked

    friend bool operator==(const ViceRoll &, const ViceRoll &) = default;
};

// The vice roll's dice: the lowest attribute rating (C §8.8).
int viceDice(const Character &character, const RulePack &pack);
// Rolls lowestAttribute dice (plus +1d when a friend helps). No coin bump (vice.coin_bump_allowed
// is false in the SRD pack, C §14 A4).
ViceRoll indulgeVice(int lowestAttribute, int currentStress, const RulePack &pack,
                     rules::RandomSource &random);
// The exact chance that a vice roll of `pool` dice overindulges with `stress` marked (C §8.8): the
// kept die (the highest; at 0d the lower of two) is greater than the stress.
rules::Fraction overindulgeChance(int pool, int stress);
// Stress for a downtime without indulging (C §8.9): ignore_vice_stress_per_trauma per trauma.
int ignoreVice(int trauma, const RulePack &pack);

// Acquiring an asset (C §8.3).
struct AssetRoll
{
    rules::DiceRoll roll;
    rules::RollResult result = rules::RollResult::Bad; // after coin
    int quality = 0;
    int coinUsed = 0;
    int coinLeft = 0; // coin that bought nothing (an odd coin past a critical)

    friend bool operator==(const AssetRoll &, const AssetRoll &) = default;
};

// Rolls crewTier + bonusDice (re-acquiring, Warehouses, Pack rats, a friend's help). Coin raises
// the result to a critical, then every coin_per_tier_past_critical coin adds 1 quality.
// Quality = crewTier + quality_by_result, never under quality_floor.
AssetRoll acquireAsset(int crewTier, int coinSpent, const RulePack &pack, rules::RandomSource &random,
                       int bonusDice = 0);

// A downtime roll that ticks a clock: long-term projects and healing.
struct ClockRoll
{
    rules::DiceRoll roll;
    rules::RollResult result = rules::RollResult::Bad; // after coin
    int coinUsed = 0;
    int coinLeft = 0;
    int ticks = 0;
    rules::Clock clock;  // after the ticks
    int overflow = 0;    // ticks beyond a full project clock
    bool completed = false;
    rules::ClockError error = rules::ClockError::None; // a bad clock: nothing rolled, clock as given

    friend bool operator==(const ClockRoll &, const ClockRoll &) = default;
};

// Works on a long-term project (C §8.4): rolls `pool` (an action rating plus bonus dice), raises
// the result with coin and marks ticks_by_result segments.
ClockRoll longTermProject(const rules::Clock &clock, int pool, int coinSpent, const RulePack &pack,
                          rules::RandomSource &random);

// Who treats the recovering PC (C §8.6).
enum class Treatment {
    Healer,        // a PC with Physicker (Tinker) or an NPC (quality) rolls
    SelfTreatment, // Physicker on yourself: self_treatment stress
    Untreated,     // toughing it out: untreated dice and stress
};

struct RecoverRoll
{
    ClockRoll healing; // the healing clock after the ticks; completed when it filled at least once
    int fills = 0;     // times the clock filled (overflow rolls over and may fill it again)
    QList<Harm> harm;  // each fill lowers every harm harm_levels_reduced_on_fill; 0 is gone
    int stress = 0;    // stress the recovering PC takes

    friend bool operator==(const RecoverRoll &, const RecoverRoll &) = default;
};

// The dice a recovery rolls: the healer's pool, or the pack's untreated dice (C §8.6: 0d).
int recoveryDice(int healerPool, const RulePack &pack, Treatment treatment);
// Recovery: healerPool is the healer's Tinker or quality plus bonus dice (ignored when
// untreated); the healing clock's size comes from limitsFor().healingClock.
RecoverRoll recover(int healerPool, const rules::Clock &healingClock, const QList<Harm> &harm,
                    int coinSpent, const RulePack &pack, rules::RandomSource &random,
                    Treatment treatment = Treatment::Healer);

// Reducing heat (C §8.5).
struct ReduceHeatRoll
{
    rules::DiceRoll roll;
    rules::RollResult result = rules::RollResult::Bad; // after coin
    int coinUsed = 0;
    int coinLeft = 0;
    int heatCleared = 0; // heat_cleared_by_result, but no more than there was
    int heatAfter = 0;

    friend bool operator==(const ReduceHeatRoll &, const ReduceHeatRoll &) = default;
};

ReduceHeatRoll reduceHeat(int pool, int heat, int coinSpent, const RulePack &pack,
                          rules::RandomSource &random);

} // namespace sw::blades
