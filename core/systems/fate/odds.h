#pragma once

// Exact odds of the four outcomes before rolling (spec §1.3): against a difficulty over the 81
// outcomes of 4dF, against an opposed roll over the 6,561 outcomes of 4dF against 4dF. Computed
// from exact counts, never simulated.
#include "rules/fraction.h"

#include <array>
#include <cstdint>

namespace sw::fate {

// Shifts needed for succeed with style (rule 3; pack number style_shifts).
inline constexpr int kStyleShifts = 3;

struct FateOdds
{
    rules::Fraction fail;
    rules::Fraction tie;
    rules::Fraction success;
    rules::Fraction style;
    std::int64_t cases = 0; // 81 or 6,561
    friend bool operator==(const FateOdds &, const FateOdds &) = default;
};

// Ways each total of n Fate dice comes up: index total + n, from -n to +n (3^n in all).
std::array<std::int64_t, 17> fateDiceCounts(int n); // n from 0 to 8
// A roll with `modifier` (skill + stunt bonuses + invokes) against a static difficulty.
FateOdds oddsAgainstDifficulty(int modifier, int difficulty, int styleShifts = kStyleShifts);
// A roll with `modifier` against an opponent's roll with `opposingModifier`; the outcome is the
// roller's.
FateOdds oddsOpposed(int modifier, int opposingModifier, int styleShifts = kStyleShifts);

} // namespace sw::fate
