#include "systems/meshal/odds.h"

#include <algorithm>
#include <iterator>
#include <stdexcept>

namespace sw::meshal {

std::vector<std::int64_t> resultCounts(int dice, RollMode mode)
{
    if (dice < 0 || dice > kMaxOddsDice)
        throw std::invalid_argument("resultCounts: from 0 to 20 dice");
    // One die's ways by its value: points 0 (faces 3–6), 1, 2; faces 1…6 (offset by 1).
    static constexpr std::int64_t pointDie[] = {4, 1, 1};
    static constexpr std::int64_t faceDie[] = {1, 1, 1, 1, 1, 1};
    const std::int64_t *die = mode == RollMode::Point ? pointDie : faceDie;
    const std::size_t sides = mode == RollMode::Point ? std::size(pointDie) : std::size(faceDie);
    // Convolved in place, one die at a time, in one buffer of the final size: the counts of the
    // results so far are read from the top down, so each is used before it is overwritten (a
    // result only adds to larger ones).
    std::vector<std::int64_t> counts(std::size_t(dice) * (sides - 1) + 1, 0);
    counts[0] = 1;
    for (std::size_t size = 1, d = 0; d < std::size_t(dice); ++d, size += sides - 1) {
        for (std::size_t i = size; i-- > 0;) {
            for (std::size_t v = sides; v-- > 1;)
                counts[i + v] = rules::checkedAdd(counts[i + v], rules::checkedMul(counts[i], die[v]));
            counts[i] = rules::checkedMul(counts[i], die[0]);
        }
    }
    return counts;
}

std::int64_t outcomes(int dice)
{
    std::int64_t n = 1;
    for (int d = 0; d < dice; ++d)
        n = rules::checkedMul(n, 6);
    return n;
}

rules::Fraction chanceAbove(int dice, int difficulty, RollMode mode)
{
    const std::vector<std::int64_t> counts = resultCounts(dice, mode);
    const int offset = mode == RollMode::Point ? 0 : dice;
    std::int64_t ways = 0;
    for (std::size_t i = 0; i < counts.size(); ++i) {
        if (int(i) + offset > difficulty)
            ways = rules::checkedAdd(ways, counts[i]);
    }
    return rules::Fraction(ways, outcomes(dice));
}

std::vector<rules::Fraction> chanceTable(int dice, int from, int to, RollMode mode)
{
    const std::vector<std::int64_t> counts = resultCounts(dice, mode);
    const int offset = mode == RollMode::Point ? 0 : dice;
    // above[i]: the ways of a result at index i or more.
    std::vector<std::int64_t> above(counts.size() + 1, 0);
    for (std::size_t i = counts.size(); i-- > 0;)
        above[i] = rules::checkedAdd(above[i + 1], counts[i]);
    const std::int64_t all = outcomes(dice);
    std::vector<rules::Fraction> table;
    table.reserve(std::size_t(std::max(0, to - from + 1)));
    for (int d = from; d <= to; ++d) {
        const int first = std::clamp(d - offset + 1, 0, int(counts.size())); // the first result above d
        table.push_back(rules::Fraction(above[std::size_t(first)], all));
    }
    return table;
}

rules::Fraction meanResult(int dice, RollMode mode)
{
    return mode == RollMode::Point ? rules::Fraction(dice, 2) : rules::Fraction(7 * std::int64_t(dice), 2);
}

} // namespace sw::meshal
