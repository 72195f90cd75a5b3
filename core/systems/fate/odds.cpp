#include "systems/fate/odds.h"

#include <stdexcept>

namespace sw::fate {
namespace {

// The outcome odds when the roller's shifts are `lead` + (the total of n Fate dice).
FateOdds oddsOfLead(int lead, int n, int styleShifts)
{
    const auto counts = fateDiceCounts(n);
    std::int64_t ways[4] = {0, 0, 0, 0};
    std::int64_t total = 0;
    for (int sum = -n; sum <= n; ++sum) {
        const std::int64_t count = counts[std::size_t(sum + n)];
        const int shifts = lead + sum;
        const int band = shifts < 0 ? 0 : shifts == 0 ? 1 : shifts < styleShifts ? 2 : 3;
        ways[band] = rules::checkedAdd(ways[band], count);
        total = rules::checkedAdd(total, count);
    }
    return {rules::Fraction(ways[0], total), rules::Fraction(ways[1], total), rules::Fraction(ways[2], total),
            rules::Fraction(ways[3], total), total};
}

} // namespace

std::array<std::int64_t, 17> fateDiceCounts(int n)
{
    if (n < 0 || n > 8)
        throw std::invalid_argument("fateDiceCounts: from 0 to 8 dice");
    std::array<std::int64_t, 17> counts{};
    counts[0] = 1; // zero dice: total 0 one way (index 0 + 0)
    // Each die spreads every total to total-1, total, total+1: counts[k] for n dice sit at k = total + n.
    for (int d = 1; d <= n; ++d) {
        std::array<std::int64_t, 17> next{};
        for (int k = 0; k <= 2 * (d - 1); ++k) {
            for (int face = 0; face < 3; ++face)
                next[std::size_t(k + face)] += counts[std::size_t(k)];
        }
        counts = next;
    }
    return counts;
}

FateOdds oddsAgainstDifficulty(int modifier, int difficulty, int styleShifts)
{
    return oddsOfLead(modifier - difficulty, 4, styleShifts);
}

FateOdds oddsOpposed(int modifier, int opposingModifier, int styleShifts)
{
    // The roller's dice minus the opponent's are distributed as eight Fate dice: -d has the same
    // distribution as d, so 4dF - 4dF = 4dF + 4dF (spec §1.3).
    return oddsOfLead(modifier - opposingModifier, 8, styleShifts);
}

} // namespace sw::fate
