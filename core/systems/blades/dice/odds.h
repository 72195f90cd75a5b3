#pragma once

#include "rules/fraction.h"

#include <array>
#include <optional>

namespace sw::rules {

// The largest pool poolOdds computes (6^10 outcomes; larger pools are not offered).
inline constexpr int kMaxOddsPool = 10;
// Resistance stress runs from -1 (a critical clears one) to 5 (a 1 on the kept die).
inline constexpr int kMinResistanceStress = -1;
inline constexpr int kMaxResistanceStress = 5;

// Exact chances of each result band for one pool, and of each stress cost if it is a resistance
// roll. The four bands add up to 1, as do the stress chances.
struct PoolOdds
{
    int pool = 0;
    Fraction critical; // two or more 6s
    Fraction success;  // exactly one 6 (or a 6 kept from zero dice)
    Fraction partial;  // 4 or 5
    Fraction bad;      // 1-3
    // stressChance[s - kMinResistanceStress] = chance that the roll costs s stress.
    std::array<Fraction, kMaxResistanceStress - kMinResistanceStress + 1> stressChance;
    Fraction expectedStress; // mean of resistanceStress, critical counting -1

    Fraction chanceOfStress(int stress) const;
    friend bool operator==(const PoolOdds &, const PoolOdds &) = default;
};

// Exact odds of a pool, from closed-form counts over all 6^n outcomes. A pool of 0 or less rolls
// two dice and keeps the lowest; a pool above kMaxOddsPool gives nullopt.
std::optional<PoolOdds> poolOdds(int pool);

} // namespace sw::rules
