#pragma once

#include "rules/random.h"

#include <vector>

namespace sw::rules {

// The four result bands of any Blades roll, lowest first (A §5.1).
enum class RollResult { Bad, Partial, Success, Critical };

// One rolled pool: the pool asked for, every die rolled, the die that decides and its band.
struct DiceRoll
{
    int pool = 0;          // the rating plus bonuses; 0 or less means "zero dice"
    std::vector<int> dice; // as rolled, in order
    int kept = 0;          // the highest die, or the lowest of two for zero dice
    RollResult result = RollResult::Bad;

    friend bool operator==(const DiceRoll &, const DiceRoll &) = default;
};

// Why a set of dice cannot be read for a pool (checkDice).
enum class DiceError { None, WrongCount, OutOfRange };

// How many dice a pool rolls: the pool itself, or 2 for a pool of 0 or less.
int diceCount(int pool);
// Whether these dice can be the roll of this pool: diceCount(pool) dice, each 1..6.
DiceError checkDice(int pool, const std::vector<int> &dice);

// Rolls diceCount(pool) dice from the source and reads them.
DiceRoll rollPool(int pool, RandomSource &random);
// Reads dice already rolled (e.g. at the table). Highest die decides; more than one 6 is a
// critical; with a pool of 0 or less the lowest of the two decides and no critical is possible.
// Throws std::invalid_argument unless checkDice(pool, dice) == DiceError::None.
DiceRoll readDice(int pool, std::vector<int> dice);

// Stress a resistance roll costs: 6 minus the kept die; a critical clears 1 stress (-1).
int resistanceStress(const DiceRoll &roll);
// Clock segments a downtime or faction roll marks: 1 / 2 / 3 / 5 (C §8.2).
int ticksFor(RollResult result);
// The result moved up by levels (one per coin spent after a downtime roll), capped at critical;
// negative levels move it down, floored at bad.
RollResult raiseResult(RollResult result, int levels);

} // namespace sw::rules
