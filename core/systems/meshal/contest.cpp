#include "systems/meshal/contest.h"

#include "systems/meshal/odds.h"

#include <stdexcept>

namespace sw::meshal {

ContestOutcome contestOutcome(int firstResult, int secondResult)
{
    if (firstResult > secondResult)
        return ContestOutcome::First;
    if (secondResult > firstResult)
        return ContestOutcome::Second;
    return ContestOutcome::Tie;
}

ContestOdds contestOdds(int firstDice, RollMode firstMode, int secondDice, RollMode secondMode)
{
    if (firstDice < 1 || secondDice < 1 || firstDice + secondDice > kMaxOddsDice)
        throw std::invalid_argument("contestOdds: at least one die a side, at most 20 together");
    const std::vector<std::int64_t> a = resultCounts(firstDice, firstMode);
    const std::vector<std::int64_t> b = resultCounts(secondDice, secondMode);
    const int aOffset = firstMode == RollMode::Point ? 0 : firstDice;
    const int bOffset = secondMode == RollMode::Point ? 0 : secondDice;
    std::int64_t first = 0;
    std::int64_t second = 0;
    std::int64_t tie = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        for (std::size_t j = 0; j < b.size(); ++j) {
            const std::int64_t ways = rules::checkedMul(a[i], b[j]);
            switch (contestOutcome(int(i) + aOffset, int(j) + bOffset)) {
            case ContestOutcome::First:
                first = rules::checkedAdd(first, ways);
                break;
            case ContestOutcome::Second:
                second = rules::checkedAdd(second, ways);
                break;
            case ContestOutcome::Tie:
                tie = rules::checkedAdd(tie, ways);
                break;
            }
        }
    }
    const std::int64_t all = rules::checkedMul(outcomes(firstDice), outcomes(secondDice));
    return {rules::Fraction(first, all), rules::Fraction(second, all), rules::Fraction(tie, all)};
}

std::optional<ProgressiveContest> progressiveContest(int firstDice, RollMode firstMode, int secondDice,
                                                     RollMode secondMode, int target, int maxRounds,
                                                     rules::RandomSource &random)
{
    ProgressiveContest c;
    for (c.rounds = 1; c.rounds <= maxRounds; ++c.rounds) {
        c.firstTotal += rollDice(firstDice, firstMode, random).result;
        c.secondTotal += rollDice(secondDice, secondMode, random).result;
        const bool firstThere = c.firstTotal >= target;
        const bool secondThere = c.secondTotal >= target;
        if (firstThere || secondThere) {
            c.outcome = firstThere && secondThere ? contestOutcome(c.firstTotal, c.secondTotal)
                                                  : (firstThere ? ContestOutcome::First : ContestOutcome::Second);
            return c;
        }
    }
    return std::nullopt;
}

} // namespace sw::meshal
