#pragma once

// Opposed checks (spec §5.6-§5.7, §12, §14; rules 15-18, 23, 36, 38): parry and counter against an
// attack, hazard against resistance, each side's CAT kept apart; 执念 tags; fortune.
#include "systems/soulhunter/character.h"
#include "systems/soulhunter/check.h"

namespace sw::soulhunter {

// Rule 23 (L55): each side's CAT; changing one never changes the other.
struct OpposedResult
{
    int challengerCat = 0; // 挑战方 (L54)
    int responderCat = 0;  // 应对方
    bool responderSucceeds = false;
};

enum class Defence { Parry, Counter };

// Rules 15-16 (L83-L84): the parry check: 10 as its dice value, no key attribute.
CheckSpec parrySpec(QList<Modifier> modifiers, int level);
// Rule 15 (L83): a defence is declared before the attack is rolled (`declaredBeforeRoll`).
// Rule 16 (L84): a parry tied with the attack value has CAT 1 (the attack misses).
// Rule 17 (L85): a counter whose defence value is lower than the attack value counts as 0; a
// counter that succeeds strikes back (【打击】) with the same check value.
struct DefenceResult
{
    bool allowed = true;   // false: declared too late (no defence)
    OpposedResult sides;   // challenger: the attacker
    bool hit = true;
    int defenceValue = 0;  // after rule 17
    bool strikeBack = false;
};
DefenceResult resolveDefence(Defence kind, int attackValue, int defenceValue, bool declaredBeforeRoll, const Rules &rules);

// Rule 18 (L89-L90): the hazard check has 10 as its dice value; a tie gives the hazard CAT 1; the
// resistance succeeds only when strictly higher.
CheckSpec hazardSpec(QList<Modifier> modifiers, int level);
OpposedResult resolveHazard(int hazardValue, int resistanceValue, const Rules &rules);

// Rule 38 (L221-L230): 执念 tags of a Sin, activated before the roll, ±1 CAT each.
struct Obsession
{
    QString tag;
    bool known = false;
    int direction = 1; // +1 or −1, the activating character's choice
};
struct ObsessionUse
{
    int cat = 0;
    QStringList refused; // codes: soulhunter.obsession.after_roll / unknown / once_per_round / method_repeated
};
// `usedThisRound`: the character already activated this round; `method` and `methodsUsed`: the way
// it is used and those already used against this Sin.
ObsessionUse applyObsessions(int cat, const QList<Obsession> &tags, bool beforeRoll, bool usedThisRound,
                             const QString &method, const QStringList &methodsUsed, const Rules &rules);

// Rule 36 (L209-L212): fortune on one action check, after the roll and before the CAT is told.
enum class FortuneUse { SpendOwn, RaiseNegative };
// Whether `c` may use fortune this way now; the code of the rule it breaks, or empty.
QString fortuneRefusal(const Character &c, FortuneUse use);
// One fortune use (tilt ±1) on a roll: a new d10 when |tilt| grows, else the last extra die is
// dropped [inferred]; several uses at once make the check immune (no change), the points spent or
// not by the `fortune_collision_spent` setting. Returns the points each user pays.
struct FortuneOutcome
{
    CheckSpec spec;
    CheckRoll roll;
    bool immune = false;
    bool pointsSpent = true;
};
FortuneOutcome applyFortune(const CheckSpec &spec, const CheckRoll &roll, const QList<int> &tiltChanges, const Rules &rules,
                            DiceSource &dice);
// Moves `c`'s fortune for one use: −1 when spending its own (never below 0), +1 when another
// raises a negative one (never above 0).
void payFortune(Character &c, FortuneUse use);
// L208: a critical success of an action check gives +1 fortune, a critical failure −1.
void fortuneFromCritical(Character &c, const CheckRoll &roll);

} // namespace sw::soulhunter
