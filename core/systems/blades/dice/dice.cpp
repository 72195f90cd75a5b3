#include "systems/blades/dice/dice.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace sw::rules {

int diceCount(int pool)
{
    return pool > 0 ? pool : 2;
}

DiceError checkDice(int pool, const std::vector<int> &dice)
{
    if (dice.size() != static_cast<std::size_t>(diceCount(pool)))
        return DiceError::WrongCount;
    if (std::any_of(dice.begin(), dice.end(), [](int die) { return die < 1 || die > 6; }))
        return DiceError::OutOfRange;
    return DiceError::None;
}

DiceRoll rollPool(int pool, RandomSource &random)
{
    std::vector<int> dice(static_cast<std::size_t>(diceCount(pool)));
    for (int &die : dice)
        die = random.d6();
    return readDice(pool, std::move(dice));
}

DiceRoll readDice(int pool, std::vector<int> dice)
{
    switch (checkDice(pool, dice)) {
    case DiceError::None:
        break;
    case DiceError::WrongCount:
        throw std::invalid_argument("readDice: wrong number of dice for the pool");
    case DiceError::OutOfRange:
        throw std::invalid_argument("readDice: a die is not in 1..6");
    }

    DiceRoll roll{pool, std::move(dice), 0, RollResult::Bad};
    const bool zeroDice = pool <= 0;
    roll.kept = zeroDice ? *std::min_element(roll.dice.begin(), roll.dice.end())
                         : *std::max_element(roll.dice.begin(), roll.dice.end());
    if (roll.kept == 6) {
        const auto sixes = std::count(roll.dice.begin(), roll.dice.end(), 6);
        roll.result = !zeroDice && sixes > 1 ? RollResult::Critical : RollResult::Success;
    } else if (roll.kept >= 4) {
        roll.result = RollResult::Partial;
    }
    return roll;
}

int resistanceStress(const DiceRoll &roll)
{
    return roll.result == RollResult::Critical ? -1 : 6 - roll.kept;
}

int ticksFor(RollResult result)
{
    switch (result) {
    case RollResult::Bad:
        return 1;
    case RollResult::Partial:
        return 2;
    case RollResult::Success:
        return 3;
    case RollResult::Critical:
        return 5;
    }
    return 0; // not reached: every enumerator is handled above
}

RollResult raiseResult(RollResult result, int levels)
{
    const int index = static_cast<int>(result);
    constexpr int top = static_cast<int>(RollResult::Critical);
    // Compare before adding, so that no value of levels can overflow.
    if (levels >= top - index)
        return RollResult::Critical;
    if (levels <= -index)
        return RollResult::Bad;
    return static_cast<RollResult>(index + levels);
}

} // namespace sw::rules
