#include "rules/fraction.h"

#include <limits>
#include <numeric>
#include <stdexcept>

namespace sw::rules {

void throwOverflow(const char *what)
{
    throw std::overflow_error(what);
}

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

} // namespace sw::rules
