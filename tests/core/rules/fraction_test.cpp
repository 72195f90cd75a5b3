// The exact fraction behind every game's odds (core/rules/fraction.h).
#include "rules/fraction.h"
#include "support/fractionprint.h"

#include <cstdint>
#include <gtest/gtest.h>
#include <limits>
#include <stdexcept>

using sw::rules::Fraction;

TEST(Fraction, IsReducedWithAPositiveDenominator)
{
    const Fraction f(6, -8);
    EXPECT_EQ(f.numerator(), -3);
    EXPECT_EQ(f.denominator(), 4);
    EXPECT_EQ(Fraction(0, 5), Fraction());
    EXPECT_EQ(Fraction(2, 4), Fraction(1, 2));
    EXPECT_EQ(Fraction(7).toString(), "7");
    EXPECT_EQ(Fraction(-3, 4).toString(), "-3/4");
    EXPECT_DOUBLE_EQ(Fraction(1, 4).toDouble(), 0.25);
}

TEST(Fraction, ArithmeticIsExact)
{
    EXPECT_EQ(Fraction(1, 6) + Fraction(1, 3), Fraction(1, 2));
    EXPECT_EQ(Fraction(1, 2) - Fraction(3, 4), Fraction(-1, 4));
    EXPECT_EQ(Fraction(2, 3) * Fraction(9, 4), Fraction(3, 2));
}

// Bad input gets a clear error, never undefined behaviour.
TEST(Fraction, RefusesZeroDenominatorsAndOverflow)
{
    EXPECT_THROW(Fraction(1, 0), std::domain_error);
    const Fraction huge(std::int64_t{1} << 62);
    EXPECT_THROW(huge * Fraction(4), std::overflow_error);
    EXPECT_THROW(huge + huge, std::overflow_error);
    EXPECT_THROW(Fraction(std::numeric_limits<std::int64_t>::min()), std::overflow_error);
}
