#pragma once

// The 2D10 check of the 追加规则 (spec §5, rules 11-23; seed L60-L123): 骰值 from 2D10 (倾势:
// 2 + |倾势| d10, keep the 2 highest or lowest), 级别 d4 bonus or penalty dice (keep the 4
// highest), 喝彩 d6 (keep the 3 highest), the modifiers (bonuses and penalties, named ones do not
// stack, 专精 stacks up to 灵识 − 1), fixed dice / check / CAT values, one reroll in its order, and
// CAT = max(0, ⌈(判定值 − 挑战值)/4⌉).
#include "systems/soulhunter/dice.h"
#include "systems/soulhunter/pack.h"

#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace sw::soulhunter {

// One modifier (L69-L75): a bonus or a penalty of a non-zero natural number, named or not; a
// 专精加值 stacks with the other specialty bonuses up to the cap.
struct Modifier
{
    QString name;          // empty: unnamed (they stack [inferred §5.4]); an attribute's id when an attribute
    int value = 0;         // ≥ 1
    bool penalty = false;
    bool specialty = false;
    bool operator==(const Modifier &) const = default;
};

// L71: an unlabelled modifier: a natural number is a bonus, a negative one a penalty of its
// absolute value; 0 is no modifier (nullopt).
std::optional<Modifier> unlabelled(const QString &name, int signedValue);

struct CheckSpec
{
    int challenge = 10;          // 挑战值
    QList<Modifier> modifiers;   // the key attribute included, named after it (L62, L74)
    std::optional<int> specialtyCap; // 灵识 − 1 (L75); nullopt: no cap known
    int level = 0;               // 级别, net (L97-L106)
    int tilt = 0;                // 倾势 (L108-L115)
    int cheer = 0;               // 喝彩 d6 (L187-L189)
    std::optional<int> fixedDice;  // 骰值 (L65): parry and hazard use 10
    std::optional<int> fixedCheck; // 判定值 (L66)
    std::optional<int> fixedCat;   // CAT (L67)
};

// Rules 11-13: the total of the modifiers (not the dice): named ones keep the highest of each
// name and kind, specialty bonuses stack up to the cap, unnamed ones stack.
int totalModifier(const CheckSpec &spec);
// Rule 19 with a fixed dice value: ±2 per level, at most 8.
int fixedLevelModifier(int level, const Rules &rules);
// D14.
int catFor(int checkValue, int challenge, const Rules &rules);

struct CheckRoll
{
    std::vector<int> d10;       // the pool: 2 + |tilt| dice (empty with a fixed value)
    std::vector<int> levelDice; // |level| d4
    std::vector<int> cheerDice; // cheer d6
    int diceValue = 0;          // 骰值
    int levelValue = 0;         // the kept d4 (negative for penalty dice), or the fixed ±2/level
    int cheerValue = 0;         // the kept d6
    int modifier = 0;           // totalModifier
    int checkValue = 0;         // 判定值
    int cat = 0;
    bool criticalSuccess = false;
    bool criticalFailure = false;
    bool rerolled = false;
    int total() const { return modifier + levelValue + cheerValue; } // 总修正
};

// D16: the 2 highest (tilt > 0) or lowest (tilt < 0) of the pool.
int keptSum(const std::vector<int> &pool, int tilt);
// D15: the 4 highest of the d4 (bonus or penalty), the 3 highest of the d6.
int keptHighest(std::vector<int> dice, int keep);

CheckRoll rollCheck(const CheckSpec &spec, const Rules &rules, DiceSource &dice);
// Rule 21 (L117-L123): once per check. Without tilt every die that took part is rolled again;
// with tilt the roller picks 2 dice of the d10 pool (`picked`, indices) to roll again, the dice
// value is taken by the tilt rule, then the modifier dice are rolled again. Returns nullopt when
// the check was already rerolled, has a fixed value or the picks are wrong.
std::optional<CheckRoll> reroll(const CheckSpec &spec, const CheckRoll &roll, const std::vector<int> &picked,
                                const Rules &rules, DiceSource &dice);
// Recomputes a roll's values from its dice (after a change to the dice or the spec).
void settle(const CheckSpec &spec, CheckRoll &roll, const Rules &rules);

} // namespace sw::soulhunter
