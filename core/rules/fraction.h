#pragma once

#include <cstdint>
#include <string>

namespace sw::rules {

// An exact rational number, always reduced with a positive denominator, so == is value
// equality. Arithmetic throws std::overflow_error rather than wrap; a zero denominator throws
// std::domain_error.
class Fraction
{
public:
    constexpr Fraction() = default;
    Fraction(std::int64_t numerator, std::int64_t denominator = 1);

    std::int64_t numerator() const { return m_numerator; }
    std::int64_t denominator() const { return m_denominator; }
    double toDouble() const;
    std::string toString() const; // "763/3888", or "0" / "1" for whole numbers

    friend bool operator==(const Fraction &, const Fraction &) = default;
    friend Fraction operator+(const Fraction &a, const Fraction &b);
    friend Fraction operator-(const Fraction &a, const Fraction &b);
    friend Fraction operator*(const Fraction &a, const Fraction &b);

private:
    std::int64_t m_numerator = 0;
    std::int64_t m_denominator = 1;
};

// Whole-number arithmetic that throws std::overflow_error rather than wrap (the counts behind
// exact odds). Inline: the odds tables call them in their innermost loops.
[[noreturn]] void throwOverflow(const char *what);

inline std::int64_t checkedMul(std::int64_t a, std::int64_t b)
{
    std::int64_t product = 0;
    if (__builtin_mul_overflow(a, b, &product)) [[unlikely]]
        throwOverflow("Fraction: product out of range");
    return product;
}

inline std::int64_t checkedAdd(std::int64_t a, std::int64_t b)
{
    std::int64_t sum = 0;
    if (__builtin_add_overflow(a, b, &sum)) [[unlikely]]
        throwOverflow("Fraction: sum out of range");
    return sum;
}

} // namespace sw::rules
