// Attributes, dice and other scores: rules 1–10, 15–17 and 19 of /rules/meshal-lite.md §6, and
// the worked examples A9–A11 and A14 of its Appendix A (rulebook lines cited per test).
#include "core/systems/meshal/fixtures.h"
#include "rules/random.h"
#include "systems/meshal/health.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::meshal;
using namespace sw::meshal::test;

namespace {

bool has(const QList<sw::rules::Violation> &vs, const QString &code)
{
    return sw::rules::hasCode(vs, code);
}

} // namespace

TEST(MeshalSheet, TheExampleCharactersBreakNoRule)
{
    EXPECT_TRUE(validateCharacter(adan(), pack(), CheckMode::Complete).isEmpty());
    EXPECT_TRUE(validateCharacter(trinity(), pack(), CheckMode::Complete).isEmpty());
    EXPECT_TRUE(characterWarnings(adan(), pack()).isEmpty());
}

// Rule 1, L156 「你的三项受训属性都从3计起」: a trained score below 3 is refused.
TEST(MeshalRules, Rule01_TrainedScoresStartAtThree)
{
    Character c = human(u"甲"_s);
    EXPECT_EQ(c.trained, (std::array<int, 3>{3, 3, 3}));
    c.trained[0] = 2;
    c.dice[0] = 2;
    const auto vs = validateCharacter(c, pack());
    ASSERT_TRUE(has(vs, u"meshal.attribute.trained_below_start"_s));
    EXPECT_EQ(vs.first().field, u"attributes/might/trained"_s);
}

// Rule 2, L156 「这部分属性只会通过花费潜能的方式提升」: a trained score the ledger does not
// explain is refused; a feature's +2 leaves the trained score alone.
TEST(MeshalRules, Rule02_TrainedScoresChangeOnlyThroughTheLedger)
{
    Character c = adan();
    EXPECT_EQ(c.trainedScore(Attribute::Energy), 5); // not 7: the feature counts in the base
    c.trained[std::size_t(Attribute::Might)] = 4;    // edited by hand, no ledger entry
    EXPECT_TRUE(has(validateCharacter(c, pack()), u"meshal.attribute.trained_without_ledger"_s));
}

// Rule 3, L156: Talent spent on an attribute = 3·(n(n−1)/2 − 3): 9, 21, 36, 54, 75, 99, 126.
TEST(MeshalRules, Rule03_LedgerConsistency)
{
    const int expected[] = {0, 9, 21, 36, 54, 75, 99, 126};
    for (int n = 3; n <= 10; ++n)
        EXPECT_EQ(talentToReach(n, pack()), expected[n - 3]) << n;
    Character c = adan();
    EXPECT_EQ(talentSummary(c).spent, 21);
    c.ledger[1].amount = 9; // the second raise booked at the first's price
    const auto vs = validateCharacter(c, pack());
    EXPECT_TRUE(has(vs, u"meshal.talent.attribute_spent"_s));
}

// Rule 4 (warning): no rule lowers a trained score.
TEST(MeshalRules, Rule04_TrainedScoresNeverGoDown)
{
    const Character before = adan();
    Character after = before;
    after.trained[std::size_t(Attribute::Energy)] = 4;
    const auto ws = changeWarnings(before, after);
    ASSERT_EQ(ws.size(), 1);
    EXPECT_EQ(ws.first().code, u"meshal.attribute.lowered"_s);
    EXPECT_EQ(ws.first().params.value(u"before"_s).toInt(), 5);
    EXPECT_TRUE(changeWarnings(before, before).isEmpty());
}

// Rule 5, L139 「属性最低为1」, L162: base = max(1, trained + features); total = max(1, base +
// temporary). Worked example A9 (L158): 阿丹's 活力 5 + 2 + 1 = 8.
TEST(MeshalRules, Rule05_BaseAndTotalScores)
{
    const Character c = adan();
    EXPECT_EQ(baseScore(c, Attribute::Energy), 7);
    EXPECT_EQ(totalScore(c, Attribute::Energy), 8);
    Character weak = human(u"乙"_s);
    Feature frail;
    frail.id = u"frail"_s;
    frail.name = u"孱弱"_s;
    frail.modifiers.attributes[0] = -5;
    weak.features.append(frail);
    EXPECT_EQ(baseScore(weak, Attribute::Might), 1);
    EXPECT_EQ(totalScore(weak, Attribute::Might), 1);
}

// Rule 6, L170 「骰子的数量最多不得超过对应属性的总数」: 0 ≤ dice ≤ total.
TEST(MeshalRules, Rule06_DiceWithinTheTotal)
{
    Character c = adan();
    c.dice[std::size_t(Attribute::Energy)] = 9;
    const auto vs = validateCharacter(c, pack());
    ASSERT_TRUE(has(vs, u"meshal.dice.out_of_range"_s));
    EXPECT_EQ(vs.first().params.value(u"total"_s).toInt(), 8);
}

// Rule 7 [inferred, spec §8.3 #5]: taking off the ring drops the total to 7 and the eighth die
// goes with it.
TEST(MeshalRules, Rule07_DiceClampedWhenTheTotalFalls)
{
    Character c = adan();
    c.items[0].equipped = false;
    clampDice(c);
    EXPECT_EQ(c.currentDice(Attribute::Energy), 7);
    EXPECT_TRUE(validateCharacter(c, pack()).isEmpty());
}

// Rule 8, L1031 「当你的任意一项属性骰被全部移走,你就将立即陷入昏迷」, L1033 倒地, L1039 死亡.
TEST(MeshalRules, Rule08_ZeroDiceSetUnconsciousAndDead)
{
    Character c = trinity();
    const DamageDone first = removeDice(c, Attribute::Might, 3);
    EXPECT_TRUE(first.becameUnconscious);
    EXPECT_TRUE(c.conditions.unconscious);
    EXPECT_TRUE(c.conditions.prone);
    EXPECT_FALSE(c.conditions.dead);
    removeDice(c, Attribute::Energy, 3);
    const DamageDone last = removeDice(c, Attribute::Spirit, 6);
    EXPECT_TRUE(last.died);
    EXPECT_TRUE(c.conditions.dead);
    EXPECT_EQ(c.conditions.deathCause, u"dice"_s);
    Character stale = trinity();
    stale.dice[0] = 0; // stored without the engine's conditions
    EXPECT_TRUE(has(validateCharacter(stale, pack()), u"meshal.condition.unconscious"_s));
    EXPECT_TRUE(has(validateCharacter(stale, pack()), u"meshal.condition.prone"_s));
}

// Rule 9, L1033: unconsciousness ends when every attribute has a die again.
TEST(MeshalRules, Rule09_UnconsciousClearsWhenEveryAttributeHasADie)
{
    Character c = trinity();
    removeDice(c, Attribute::Might, 3);
    ASSERT_TRUE(c.conditions.unconscious);
    EXPECT_EQ(recoverDice(c, Attribute::Might, 1), 1);
    EXPECT_FALSE(c.conditions.unconscious);
    EXPECT_TRUE(c.conditions.prone); // standing up is the character's own action
}

// Rule 10, L1054 and worked example A11 (L175): 崔妮蒂 at 4/6 精神 rests an hour, rolls 3 and
// gets back only 2; a roll with no dice left still rolls one die.
TEST(MeshalRules, Rule10_RestRecoveryCappedAtTheTotal)
{
    Character c = trinity();
    removeDice(c, Attribute::Spirit, 2);
    ASSERT_EQ(c.currentDice(Attribute::Spirit), 4);
    EXPECT_EQ(recoverDice(c, Attribute::Spirit, 3), 2);
    EXPECT_EQ(c.currentDice(Attribute::Spirit), 6);
    // An hour with the dice: 4 dice showing 1, 2, 2, 5 = 5 points, capped at the 2 missing.
    removeDice(c, Attribute::Spirit, 2);
    sw::rules::ScriptedRandom dice({1, 2, 2, 5});
    const RestHour hour = restOneHour(c, dice);
    EXPECT_EQ(hour.rolled[std::size_t(Attribute::Spirit)], 5);
    EXPECT_EQ(hour.recovered[std::size_t(Attribute::Spirit)], 2);
    EXPECT_EQ(dice.remaining(), 0u);
    // At 0 dice the hour still rolls one die (「最少可投出1颗」).
    removeDice(c, Attribute::Might, 3);
    sw::rules::ScriptedRandom one({2});
    EXPECT_EQ(restOneHour(c, one).recovered[std::size_t(Attribute::Might)], 2);
    fullRest(c);
    EXPECT_EQ(c.dice, (std::array<int, 3>{3, 3, 6}));
    EXPECT_FALSE(c.conditions.unconscious);
}

// Worked example A10 (L172): 崔妮蒂 has 6 精神, took 2 精神 damage, rolls 4 dice.
TEST(MeshalExamples, A10_DiceAfterDamage)
{
    Character c = trinity();
    ASSERT_EQ(totalScore(c, Attribute::Spirit), 6);
    removeDice(c, Attribute::Spirit, 2);
    EXPECT_EQ(c.currentDice(Attribute::Spirit), 4);
    EXPECT_EQ(totalScore(c, Attribute::Spirit), 6);
}

// Rule 15, L221 「各项移速最低为0」, L229 「各项知觉最低为0」.
TEST(MeshalRules, Rule15_SpeedsAndSensesNeverBelowZero)
{
    Character c = human(u"丙"_s);
    Effect mud{u"泥沼"_s, {}, {}, {}};
    mud.modifiers.speeds.insert(u"swim"_s, -2);
    mud.modifiers.senses.insert(u"sight"_s, -10);
    c.effects.append(mud);
    EXPECT_EQ(speed(c, u"swim"_s), 0);
    EXPECT_EQ(sense(c, u"sight"_s), 0);
}

// Rule 16, L735, L791: several sources of one mode or sense: the highest.
TEST(MeshalRules, Rule16_HighestSourceCounts)
{
    Character c = human(u"丁"_s);
    c.senses.insert(u"sight"_s, 100);
    Feature eyes;
    eyes.id = u"eyes"_s;
    eyes.name = u"鹰眼"_s;
    eyes.modifiers.senses.insert(u"sight"_s, 300);
    eyes.modifiers.speeds.insert(u"walk"_s, 2);
    c.features.append(eyes);
    EXPECT_EQ(sense(c, u"sight"_s), 300);
    EXPECT_EQ(speed(c, u"walk"_s), 3); // the sheet's 3 beats the feature's 2; they do not add
    EXPECT_EQ(speedModes(c), (QStringList{u"walk"_s, u"climb"_s}));
}

// Rule 17 (warning), L222 「平移3、攀爬1」, L245 机动3. Worked example A14: 9 steps walking and 3
// climbing per round (机动 × speed).
TEST(MeshalRules, Rule17_NewCharacterDefaults)
{
    Character c = human(u"戊"_s);
    EXPECT_EQ(c.executionMax * speed(c, u"walk"_s), 9);
    EXPECT_EQ(c.executionMax * speed(c, u"climb"_s), 3);
    EXPECT_TRUE(characterWarnings(c, pack()).isEmpty());
    c.speeds[u"walk"_s] = 5;
    c.executionMax = c.execution = 4;
    const auto ws = characterWarnings(c, pack());
    EXPECT_TRUE(has(ws, u"meshal.defaults.speed"_s));
    EXPECT_TRUE(has(ws, u"meshal.defaults.execution"_s));
}

// Rule 19, L243, L606: 0 ≤ current 机动 ≤ max.
TEST(MeshalRules, Rule19_ExecutionWithinItsMaximum)
{
    Character c = human(u"己"_s);
    c.execution = 4;
    EXPECT_TRUE(has(validateCharacter(c, pack()), u"meshal.execution.out_of_range"_s));
}
