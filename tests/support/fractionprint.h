#pragma once

// Readable failure messages for exact odds in any test: "763/3888".
#include "rules/fraction.h"

#include <ostream>

namespace sw::rules {
inline void PrintTo(const Fraction &fraction, std::ostream *out)
{
    *out << fraction.toString();
}
} // namespace sw::rules
