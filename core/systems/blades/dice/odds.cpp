#include "systems/blades/dice/odds.h"

#include <limits>
#include <numeric>
#include <stdexcept>

namespace sw::rules {

namespace {

std::int64_t checkedMul(std::int64_t a, std::int64_t b)
{
    std::int64_t product = 0;
    if (__builtin_mul_overflow(a, b, &product))
        throw std::overflow_error("Fraction: product out of range");
    return product;
}

std::int64_t checkedAdd(std::int64_t a, std::int64_t b)
{
    std::int64_t sum = 0;
    if (__builtin_add_overflow(a, b, &sum))
        throw std::overflow_error("Fraction: sum out of range");
    return sum;
}

std::int64_t power(std::int64_t base, int exponent)
{
    std::int64_t result = 1;
    for (int i = 0; i < exponent; ++i)
        result = checkedMul(result, base);
    return result;
}

} // namespace

Fraction::Fraction(std::int64_t numerator, std::int64_t denominator)
{
    if (denominator == 0)
        throw std::domain_error("Fraction: zero denominator");
    // Negating the lowest int64 is undefined; no value this engine builds comes near it.
    constexpr std::int64_t lowest = std::numeric_limits<std::int64_t>::min();
    if (numerator == lowest || denominator == lowest)
        throw std::overflow_error("Fraction: value out of range");
    if (denominator < 0) {
        numerator = -numerator;
        denominator = -denominator;
    }
    const std::int64_t divisor = std::gcd(numerator, denominator); // >= 1: denominator > 0
    m_numerator = numerator / divisor;
    m_denominator = denominator / divisor;
}

double Fraction::toDouble() const
{
    return static_cast<double>(m_numerator) / static_cast<double>(m_denominator);
}

std::string Fraction::toString() const
{
    if (m_denominator == 1)
        return std::to_string(m_numerator);
    return std::to_string(m_numerator) + '/' + std::to_string(m_denominator);
}

Fraction operator+(const Fraction &a, const Fraction &b)
{
    const std::int64_t common = std::lcm(a.m_denominator, b.m_denominator);
    return {checkedAdd(checkedMul(a.m_numerator, common / a.m_denominator),
                       checkedMul(b.m_numerator, common / b.m_denominator)),
            common};
}

Fraction operator-(const Fraction &a, const Fraction &b)
{
    return a + Fraction(checkedMul(b.m_numerator, -1), b.m_denominator);
}

Fraction operator*(const Fraction &a, const Fraction &b)
{
    // Cross-reduce first so that products of reduced fractions stay small. Both divisors are
    // at least 1: denominators are positive.
    const std::int64_t g1 = std::gcd(a.m_numerator, b.m_denominator);
    const std::int64_t g2 = std::gcd(b.m_numerator, a.m_denominator);
    return {checkedMul(a.m_numerator / g1, b.m_numerator / g2),
            checkedMul(a.m_denominator / g2, b.m_denominator / g1)};
}

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
