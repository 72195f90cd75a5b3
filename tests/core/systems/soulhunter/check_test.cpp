// The 2D10 check engine: one test per rule 11-23 of /rules/house-rules-004.md §20.1 and formula
// D14-D16, citing the seed line; the dice are scripted.
#include "core/systems/soulhunter/fixtures.h"
#include "systems/soulhunter/check.h"
#include "systems/soulhunter/opposed.h"
#include "systems/soulhunter/sin.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::soulhunter;
using namespace sw::soulhunter::test;

namespace {

CheckRoll roll(const CheckSpec &spec, std::vector<int> faces)
{
    ScriptedDice dice(std::move(faces));
    CheckRoll r = rollCheck(spec, filled(), dice);
    EXPECT_EQ(dice.remaining(), 0u);
    return r;
}

} // namespace

// L63 ［⌈(判定值-挑战值)÷4⌉］，最低为0
TEST(SoulhunterCheck, D14_CatIsTheCeilingOfAQuarterOfTheMargin_L63)
{
    const Rules rules = filled();
    EXPECT_EQ(catFor(10, 10, rules), 0);
    EXPECT_EQ(catFor(5, 10, rules), 0);
    EXPECT_EQ(catFor(11, 10, rules), 1);
    EXPECT_EQ(catFor(14, 10, rules), 1);
    EXPECT_EQ(catFor(15, 10, rules), 2);
    EXPECT_EQ(catFor(30, 10, rules), 5);
}

// L61-L62: 2D10 + the key attribute as a modifier
TEST(SoulhunterCheck, TheCheckValueIsTheDiceValuePlusTheModifiers_L61_L62)
{
    CheckSpec spec;
    spec.challenge = 12;
    spec.modifiers = {{u"wisdom"_s, 4, false, false}};
    const CheckRoll r = roll(spec, {7, 5});
    EXPECT_EQ(r.diceValue, 12);
    EXPECT_EQ(r.checkValue, 16);
    EXPECT_EQ(r.cat, 1);
}

// L70-L71 「未说明属于加值还是减值的修正…为负数时，将其绝对值视为减值处理」
TEST(SoulhunterCheck, Rule11_ModifiersAreNaturalNumbersTaggedBonusOrPenalty_L70_L71)
{
    EXPECT_EQ(unlabelled(u"雨"_s, -3), (Modifier{u"雨"_s, 3, true, false}));
    EXPECT_EQ(unlabelled(u"风"_s, 2), (Modifier{u"风"_s, 2, false, false}));
    EXPECT_EQ(unlabelled(u"无"_s, 0), std::nullopt);
    CheckSpec spec;
    spec.modifiers = {{{}, 3, false, false}, {{}, 5, true, false}, {{}, 0, false, false}};
    EXPECT_EQ(totalModifier(spec), -2);
}

// L74 「同名的同类型修正值…不会叠加，数值最高的修正值会压制其他修正值」
TEST(SoulhunterCheck, Rule12_SameNameSameKindKeepsTheHighest_L74)
{
    CheckSpec spec;
    spec.modifiers = {{u"physique"_s, 3, false, false}, {u"physique"_s, 5, false, false}, {u"掩护"_s, 2, false, false},
                      {u"掩护"_s, 1, true, false}, {u"掩护"_s, 4, true, false}};
    EXPECT_EQ(totalModifier(spec), 5 + 2 - 4);
}

// L75 「专精加值可以互相叠加，最高为［灵识-1］点」
TEST(SoulhunterCheck, Rule13_SpecialtyBonusesStackUpToSpiritAwarenessMinus1_L75)
{
    CheckSpec spec;
    spec.modifiers = {{u"diaocha"_s, 4, false, true}, {u"锐利"_s, 2, false, true}, {u"迅捷"_s, 2, false, true}};
    EXPECT_EQ(totalModifier(spec), 8);
    spec.specialtyCap = specialtyCap(linche()) - 3; // 灵识 7 → 6
    EXPECT_EQ(totalModifier(spec), 6);
}

// L78 「将每个技能等级作为2点专精加值」
TEST(SoulhunterCheck, Rule14_ASkillAddOnGives2SpecialtyPerLevel_L78)
{
    const Character c = linche();
    CheckSpec spec;
    spec.modifiers = {{u"physique"_s, 3, false, false}, {u"diaocha"_s, skillSpecialty(c, u"diaocha"_s, filled()), false, true}};
    spec.specialtyCap = specialtyCap(c);
    EXPECT_EQ(totalModifier(spec), 3 + 4);
}

// L83 「防御需要在攻击检定掷骰前做出。若防御检定成功，则代表攻击失手」
TEST(SoulhunterCheck, Rule15_ADefenceIsDeclaredBeforeTheAttackRoll_L83)
{
    const DefenceResult late = resolveDefence(Defence::Parry, 14, 20, false, filled());
    EXPECT_FALSE(late.allowed);
    EXPECT_TRUE(late.hit);
    const DefenceResult inTime = resolveDefence(Defence::Parry, 14, 20, true, filled());
    EXPECT_FALSE(inTime.hit);
    EXPECT_EQ(inTime.sides.responderCat, 2);
}

// L84 「用10作为骰值。防御时的格挡检定没有关键属性。若…相等，则将格挡检定的CAT视为1」
TEST(SoulhunterCheck, Rule16_AParryRollsNoDiceHasNoKeyAttributeAndWinsTies_L84)
{
    const CheckSpec spec = parrySpec({{u"physique"_s, 5, false, false}, {u"盾"_s, 3, false, false}}, 2);
    EXPECT_EQ(spec.fixedDice, 10);
    const CheckRoll r = roll(spec, {});
    EXPECT_EQ(r.checkValue, 10 + 3 + 4) << "the attribute is dropped; level 2 is +4";
    const DefenceResult tie = resolveDefence(Defence::Parry, 17, 17, true, filled());
    EXPECT_EQ(tie.sides.responderCat, 1);
    EXPECT_EQ(tie.sides.challengerCat, 0);
    EXPECT_FALSE(tie.hit);
}

// L85 「若防御值低于攻击值，则将防御值视为0；若在防御时反制成功，则使用相同的判定值…【打击】」
TEST(SoulhunterCheck, Rule17_ALowerCounterCountsAsZeroAndASuccessfulOneStrikesBack_L85)
{
    const DefenceResult low = resolveDefence(Defence::Counter, 18, 15, true, filled());
    EXPECT_EQ(low.defenceValue, 0);
    EXPECT_EQ(low.sides.challengerCat, 5); // ⌈18/4⌉
    EXPECT_TRUE(low.hit);
    EXPECT_FALSE(low.strikeBack);
    const DefenceResult high = resolveDefence(Defence::Counter, 15, 19, true, filled());
    EXPECT_EQ(high.sides.responderCat, 1);
    EXPECT_FALSE(high.hit);
    EXPECT_TRUE(high.strikeBack);
}

// L89 「用10作为骰值…若危害值与抵抗检定的判定值相等，则将危害检定的CAT视为1」; L90 「未高于…抵抗失败」
TEST(SoulhunterCheck, Rule18_HazardRollsTenWinsTiesAndResistanceMustBeHigher_L89_L90)
{
    EXPECT_EQ(hazardSpec({}, 0).fixedDice, 10);
    const OpposedResult tie = resolveHazard(16, 16, filled());
    EXPECT_EQ(tie.challengerCat, 1);
    EXPECT_FALSE(tie.responderSucceeds);
    const OpposedResult higher = resolveHazard(16, 17, filled());
    EXPECT_TRUE(higher.responderSucceeds);
    EXPECT_EQ(higher.challengerCat, 0);
}

// L100-L106: 级别 d4, the 4 highest kept; ±2 per level (max 8) on a fixed dice value
TEST(SoulhunterCheck, Rule19_D15_LevelDiceKeepThe4HighestOrFlat2PerLevel_L100_L106)
{
    CheckSpec spec;
    spec.level = 6;
    CheckRoll r = roll(spec, {5, 5, 1, 4, 2, 4, 3, 4});
    EXPECT_EQ(r.levelValue, 4 + 4 + 4 + 3);
    spec.level = -5;
    r = roll(spec, {5, 5, 1, 1, 2, 4, 4});
    EXPECT_EQ(r.levelValue, -(4 + 4 + 2 + 1)) << "the 4 highest penalty dice";
    EXPECT_EQ(r.checkValue, 10 - 11);
    EXPECT_EQ(fixedLevelModifier(3, filled()), 6);
    EXPECT_EQ(fixedLevelModifier(5, filled()), 8);
    EXPECT_EQ(fixedLevelModifier(-7, filled()), -8);
}

// L110-L115: 2 + |倾势| d10, the 2 highest or lowest
TEST(SoulhunterCheck, Rule20_D16_TiltKeepsTheTwoHighestOrLowest_L110_L115)
{
    CheckSpec spec;
    spec.tilt = 2;
    EXPECT_EQ(roll(spec, {3, 9, 1, 8}).diceValue, 17);
    spec.tilt = -2;
    EXPECT_EQ(roll(spec, {3, 9, 1, 8}).diceValue, 4);
    EXPECT_EQ(keptSum({6, 2}, 0), 8);
}

// L118 「同一次检定通常只能重掷1次」; L121-L123 the order with 倾势
TEST(SoulhunterCheck, Rule21_OneRerollPickingTwoPoolDiceThenTheModifierDice_L118_L123)
{
    CheckSpec spec;
    spec.tilt = 1;
    spec.level = 1;
    const CheckRoll first = roll(spec, {2, 3, 9, 1});
    EXPECT_EQ(first.diceValue, 12);
    ScriptedDice dice({10, 8, 4});
    const auto again = reroll(spec, first, {0, 1}, filled(), dice);
    ASSERT_TRUE(again.has_value());
    EXPECT_EQ(again->d10, (std::vector<int>{10, 8, 9}));
    EXPECT_EQ(again->diceValue, 19);
    EXPECT_EQ(again->levelValue, 4);
    ScriptedDice more({5, 5, 1});
    EXPECT_FALSE(reroll(spec, *again, {0, 1}, filled(), more).has_value()) << "only once";
    EXPECT_FALSE(reroll(spec, first, {0}, filled(), more).has_value()) << "two dice are picked";
    spec.tilt = 0;
    const CheckRoll plain = roll(spec, {1, 1, 2});
    ScriptedDice all({6, 7, 3});
    EXPECT_EQ(reroll(spec, plain, {}, filled(), all)->checkValue, 16);
}

// L65-L67: fixed dice value (no crit), fixed check value (no modifier), fixed CAT (no roll)
TEST(SoulhunterCheck, Rule22_FixedValues_L65_L67)
{
    CheckSpec spec;
    spec.fixedDice = 20;
    EXPECT_FALSE(roll(spec, {}).criticalSuccess);
    spec = {};
    spec.fixedCheck = 13;
    spec.modifiers = {{{}, 5, false, false}};
    spec.level = 2;
    EXPECT_EQ(roll(spec, {}).checkValue, 13);
    spec = {};
    spec.fixedCat = 3;
    EXPECT_EQ(roll(spec, {}).cat, 3);
    spec = {};
    const CheckRoll crit = roll(spec, {10, 10});
    EXPECT_TRUE(crit.criticalSuccess);
    EXPECT_TRUE(roll(spec, {1, 1}).criticalFailure);
}

// L55 「一方的CAT被改变时，不会影响另一方的CAT」
TEST(SoulhunterCheck, Rule23_EachSideKeepsItsOwnCat_L55)
{
    OpposedResult r = resolveHazard(21, 12, filled());
    EXPECT_EQ(r.challengerCat, 3);
    EXPECT_EQ(r.responderCat, 0);
    const ObsessionUse use = applyObsessions(r.challengerCat, {{u"执念"_s, true, -1}}, true, false, {}, {}, filled());
    r.challengerCat = use.cat;
    EXPECT_EQ(r.challengerCat, 2);
    EXPECT_EQ(r.responderCat, 0);
}

// L189 「一次检定拥有的喝彩若高于3点，则只保留出目最高的3枚加骰」
TEST(SoulhunterCheck, Rule24_AtMostThreeCheerDiceAreKept_L189)
{
    CheckSpec spec;
    spec.cheer = 5;
    EXPECT_EQ(roll(spec, {4, 4, 6, 1, 5, 2, 3}).cheerValue, 6 + 5 + 3);
}

// L209-L212: fortune
TEST(SoulhunterCheck, Rule36_FortuneIsSpentAbove0RaisedBelow0AndSeveralUsesCancel_L209_L212)
{
    Character c = linche();
    c.fortune = 0;
    EXPECT_EQ(fortuneRefusal(c, FortuneUse::SpendOwn), u"soulhunter.fortune.spend_not_positive"_s);
    EXPECT_EQ(fortuneRefusal(c, FortuneUse::RaiseNegative), u"soulhunter.fortune.raise_not_negative"_s);
    c.fortune = -2;
    payFortune(c, FortuneUse::RaiseNegative);
    EXPECT_EQ(c.fortune, -1);
    c.fortune = 1;
    payFortune(c, FortuneUse::SpendOwn);
    EXPECT_EQ(c.fortune, 0);
    payFortune(c, FortuneUse::SpendOwn);
    EXPECT_EQ(c.fortune, 0) << "never below 0";
    CheckSpec spec;
    const CheckRoll first = roll(spec, {4, 6});
    ScriptedDice dice({9});
    const FortuneOutcome once = applyFortune(spec, first, {1}, filled(), dice);
    EXPECT_EQ(once.spec.tilt, 1);
    EXPECT_EQ(once.roll.diceValue, 15);
    const FortuneOutcome twice = applyFortune(spec, first, {1, -1}, filled(), dice);
    EXPECT_TRUE(twice.immune);
    EXPECT_EQ(twice.roll.diceValue, 10);
    fortuneFromCritical(c, roll(spec, {10, 10}));
    EXPECT_EQ(c.fortune, 1); // L208
}

// L221-L230: 执念 before the roll, known tags only, ±1 CAT each, once per round, no repeated method
TEST(SoulhunterCheck, Rule38_ObsessionTags_L221_L230)
{
    const QList<Obsession> two{{u"孤独"_s, true, 1}, {u"愧疚"_s, true, 1}};
    EXPECT_EQ(applyObsessions(1, two, true, false, u"唤起人性"_s, {}, filled()).cat, 3);
    EXPECT_EQ(applyObsessions(0, {{u"孤独"_s, true, -1}}, true, false, {}, {}, filled()).cat, 0);
    EXPECT_TRUE(applyObsessions(1, two, false, false, {}, {}, filled()).refused.contains(u"soulhunter.obsession.after_roll"_s));
    EXPECT_TRUE(applyObsessions(1, two, true, true, {}, {}, filled()).refused.contains(u"soulhunter.obsession.once_per_round"_s));
    EXPECT_TRUE(applyObsessions(1, {{u"秘密"_s, false, 1}}, true, false, {}, {}, filled()).refused.contains(u"soulhunter.obsession.unknown"_s));
    EXPECT_TRUE(applyObsessions(1, two, true, false, u"唤起人性"_s, {u"唤起人性"_s}, filled())
                    .refused.contains(u"soulhunter.obsession.method_repeated"_s));
    const Rules oneTag(builtInProfile(), {{u"obsession_limit"_s, u"one_tag"_s}});
    EXPECT_FALSE(applyObsessions(1, two, true, false, {}, {}, oneTag).refused.isEmpty());
}

// L221 「每个罪孽都拥有1~3个执念标签」: the GM's record of a Sin.
TEST(SoulhunterCheck, Rule38_ASinHasOneToThreeObsessionTags_L221)
{
    Sin sin{u"饥渴之罪"_s, {}, {{u"孤独"_s, true}}, {}};
    EXPECT_TRUE(checkSin(sin).isEmpty());
    sin.obsessions.append({{u"愧疚"_s, false}, {u"嫉妒"_s, false}, {u"恐惧"_s, false}});
    EXPECT_TRUE(has(checkSin(sin), u"soulhunter.sin.obsession_count"_s));
    sin.obsessions.clear();
    EXPECT_TRUE(has(checkSin(sin), u"soulhunter.sin.obsession_count"_s));
    const Sin full{u"饥渴之罪"_s, u"旧城区"_s, {{u"孤独"_s, true}, {u"愧疚"_s, false}}, {u"唤起人性"_s}};
    EXPECT_EQ(sinFromJson(toJson(full)), full);
    EXPECT_EQ(checkSinDocument(toJson(full)), QString());
    EXPECT_TRUE(checkSinDocument(toJson(sin)).contains(u"soulhunter.sin.obsession_count"_s));
}
