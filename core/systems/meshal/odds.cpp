#include "systems/meshal/odds.h"

#include <algorithm>
#include <stdexcept>

namespace sw::meshal {

std::vector<std::int64_t> resultCounts(int dice, RollMode mode)
{
    if (dice < 0 || dice > kMaxOddsDice)
        throw std::invalid_argument("resultCounts: from 0 to 20 dice");
    // One die's ways by its value: points 0 (faces 3–6), 1, 2; faces 1…6 (offset by 1).
    const std::vector<std::int64_t> die = mode == RollMode::Point ? std::vector<std::int64_t>{4, 1, 1}
                                                                   : std::vector<std::int64_t>{1, 1, 1, 1, 1, 1};
    std::vector<std::int64_t> counts{1};
    for (int d = 0; d < dice; ++d) {
        std::vector<std::int64_t> next(counts.size() + die.size() - 1, 0);
        for (std::size_t i = 0; i < counts.size(); ++i) {
            for (std::size_t v = 0; v < die.size(); ++v)
                next[i + v] = rules::checkedAdd(next[i + v], rules::checkedMul(counts[i], die[v]));
        }
        counts = next;
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
