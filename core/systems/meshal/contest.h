#pragma once

// 对抗 Contests (spec §1.6, L118): each side rolls, the higher result wins; a tie is not defined
// by the rulebook (spec §8.3 #1 [gap]), so it is reported as a tie for the host to settle. The
// exact odds of both sides and the tie are counted from the two result distributions (odds.h).
// 累加对抗 Progressive contests (L120): each round both sides roll and add to their totals; the
// first to reach the agreed total wins (「达到」: ≥ [inferred], spec §8.3 #2).
#include "rules/fraction.h"
#include "systems/meshal/dice.h"

#include <optional>

namespace sw::meshal {

enum class ContestOutcome { First, Second, Tie };

ContestOutcome contestOutcome(int firstResult, int secondResult);

struct ContestOdds
{
    rules::Fraction first;
    rules::Fraction second;
    rules::Fraction tie;
};
// Both sides' dice together at most kMaxOddsDice.
ContestOdds contestOdds(int firstDice, RollMode firstMode, int secondDice, RollMode secondMode);

struct ProgressiveContest
{
    int rounds = 0;
    int firstTotal = 0;
    int secondTotal = 0;
    ContestOutcome outcome = ContestOutcome::Tie; // both reached it in the same round with equal totals
};
// Rounds until a side's total reaches `target`; when both reach it in the same round the higher
// total wins. nullopt when `maxRounds` were not enough.
std::optional<ProgressiveContest> progressiveContest(int firstDice, RollMode firstMode, int secondDice,
                                                     RollMode secondMode, int target, int maxRounds,
                                                     rules::RandomSource &random);

} // namespace sw::meshal
