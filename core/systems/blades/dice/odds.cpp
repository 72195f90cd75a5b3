#include "systems/blades/dice/odds.h"


namespace sw::rules {

namespace {

std::int64_t power(std::int64_t base, int exponent)
{
    std::int64_t result = 1;
    for (int i = 0; i < exponent; ++i)
        result = checkedMul(result, base);
    return result;
}

} // namespace

Fraction PoolOdds::chanceOfStress(int stress) const
{
    if (stress < kMinResistanceStress || stress > kMaxResistanceStress)
        return {};
    return stressChance[static_cast<std::size_t>(stress - kMinResistanceStress)];
}

std::optional<PoolOdds> poolOdds(int pool)
{
    if (pool > kMaxOddsPool)
        return std::nullopt;
    const bool zeroDice = pool <= 0;
    const int n = zeroDice ? 2 : pool;
    const std::int64_t total = power(6, n);

    // kept[k] = outcomes whose kept die is k. With n dice the highest die is at most k in k^n
    // outcomes; with zero dice the lowest of two is at least k in (7 - k)^2 outcomes.
    std::array<std::int64_t, 7> kept{};
    for (int k = 1; k <= 6; ++k) {
        kept[static_cast<std::size_t>(k)] =
            zeroDice ? power(7 - k, 2) - power(6 - k, 2) : power(k, n) - power(k - 1, n);
    }
    // Among the outcomes that keep a 6, those with exactly one 6 are a plain success.
    const std::int64_t singleSix = zeroDice ? kept[6] : checkedMul(n, power(5, n - 1));
    const std::int64_t criticals = kept[6] - singleSix;

    PoolOdds odds;
    odds.pool = pool;
    odds.critical = Fraction(criticals, total);
    odds.success = Fraction(singleSix, total);
    odds.partial = Fraction(kept[4] + kept[5], total);
    odds.bad = Fraction(kept[1] + kept[2] + kept[3], total);

    std::int64_t stressSum = -criticals; // a critical clears one stress
    odds.stressChance[0] = Fraction(criticals, total);
    for (int stress = 0; stress <= kMaxResistanceStress; ++stress) {
        const std::int64_t count =
            stress == 0 ? singleSix : kept[static_cast<std::size_t>(6 - stress)];
        odds.stressChance[static_cast<std::size_t>(stress - kMinResistanceStress)] =
            Fraction(count, total);
        stressSum = checkedAdd(stressSum, checkedMul(stress, count));
    }
    odds.expectedStress = Fraction(stressSum, total);
    return odds;
}

} // namespace sw::rules
