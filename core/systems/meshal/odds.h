#pragma once

// Exact odds of a Meshal roll before it is made (spec §1.7): the number of ways each result of
// N dice comes up out of 6^N, counted (never simulated), and the chance of beating a difficulty.
#include "rules/fraction.h"
#include "systems/meshal/dice.h"

#include <cstdint>
#include <vector>

namespace sw::meshal {

inline constexpr int kMaxOddsDice = 20; // 6^20 still fits the counts

// Ways each result of `dice` dice comes up: points 0…2N (a die gives 0 four ways, 1 and 2 one
// way each), or face totals N…6N (index = total − N).
std::vector<std::int64_t> resultCounts(int dice, RollMode mode);
std::int64_t outcomes(int dice); // 6^N
// P(result > difficulty) (rule 56).
rules::Fraction chanceAbove(int dice, int difficulty, RollMode mode);
// chanceAbove for every difficulty from `from` to `to` (the odds table `meshal odds` prints), from
// one count of the dice instead of one per row.
std::vector<rules::Fraction> chanceTable(int dice, int from, int to, RollMode mode);
// The mean result: N/2 points, 7N/2 face total.
rules::Fraction meanResult(int dice, RollMode mode);

} // namespace sw::meshal
