#pragma once

// Exact odds of a 2D10 check before it is rolled (spec §5; D14-D16): the ways each 判定值 − 挑战值
// comes up, counted (never simulated) over every face of the 2 + |倾势| d10, the |级别| d4 (4
// highest kept) and the 喝彩 d6 (3 highest kept), and the distribution of CAT from it.
#include "rules/fraction.h"
#include "systems/soulhunter/pack.h"

#include <cstdint>
#include <map>
#include <optional>

namespace sw::soulhunter {

inline constexpr int kMaxOddsTilt = 6;
inline constexpr int kMaxOddsLevel = 8;
inline constexpr int kMaxOddsCheer = 6;

struct OddsSpec
{
    int tilt = 0;
    int level = 0;
    int cheer = 0;
    std::optional<int> fixedDice; // parry / hazard: no d10, the level as ±2 each (max 8)
    int gap = 0; // 挑战值 − 总修正 without the dice: what the dice must beat
};

struct Distribution
{
    std::map<int, std::int64_t> ways; // value → ways
    std::int64_t outcomes = 1;
    rules::Fraction p(int value) const;
};

// Ways of each kept sum: 2 of 2 + |tilt| d10 (highest or lowest); |level| d4 keeping the 4
// highest; cheer d6 keeping the 3 highest.
Distribution diceValueDistribution(int tilt);
Distribution keptHighestDistribution(int dice, int sides, int keep);
// The value the dice add to the modifiers: 骰值 ± level dice + cheer dice.
Distribution rolledDistribution(const OddsSpec &spec, const Rules &rules);
// CAT = max(0, ⌈(rolled − gap)/4⌉) for every outcome.
Distribution catDistribution(const OddsSpec &spec, const Rules &rules);
// P(CAT ≥ the setting's success_min_cat).
rules::Fraction successChance(const OddsSpec &spec, const Rules &rules);

} // namespace sw::soulhunter
