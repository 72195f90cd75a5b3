// Play under the 追加规则: damage and the 解体 charm, SP, anxiety and 失格, style actions, tags,
// scene changes, interludes, growth — one test per rule of /rules/house-rules-004.md §20.1 (24-35,
// 37, 45) and the resets of D4, D9, D11, D12, citing the seed line.
#include "core/systems/soulhunter/fixtures.h"
#include "systems/soulhunter/play.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::soulhunter;
using namespace sw::soulhunter::test;

namespace {

Character inPlay()
{
    Character c = linche(); // max HP 6, MP 7, FP 3, initial SP 10
    c.stage = u"play"_s;
    return c;
}

} // namespace

// L188 「自身下次行动检定获得X点喝彩」
TEST(SoulhunterPlay, Rule24_CheerIsBoughtForTheNextActionCheck_L188)
{
    Character c = inPlay();
    ASSERT_TRUE(useStyle(c, {StyleAction::Cheer, 2, 0, {}, 0, false}, filled()).ok());
    EXPECT_EQ(c.cheerPending, 2);
    EXPECT_EQ(c.spInitial, 0);
    EXPECT_EQ(useStyle(c, {StyleAction::Cheer, 0, 0, {}, 0, false}, filled()).refused, u"soulhunter.style.cheer_x"_s);
}

// L192 「每场景1次…消耗［10+X］点SP，使这次检定获得X点加值」
TEST(SoulhunterPlay, Rule25_DestinyOncePerSceneCosting10PlusX_L192)
{
    Character c = inPlay();
    c.spExtra = 20;
    ASSERT_TRUE(useStyle(c, {StyleAction::Destiny, 3, 0, {}, 0, false}, filled()).ok());
    EXPECT_EQ(c.spExtra + c.spInitial, 30 - 13);
    EXPECT_EQ(useStyle(c, {StyleAction::Destiny, 1, 0, {}, 0, false}, filled()).refused, u"soulhunter.style.destiny_once_per_scene"_s);
    ASSERT_TRUE(changeScene(c, filled()).ok());
    EXPECT_EQ(useStyle(c, {StyleAction::Destiny, 0, 0, {}, 0, false}, filled()).refused, u"soulhunter.style.destiny_x"_s);
}

// L185 「消耗10点SP，为任意个通用附魔分配合计2级CAT」
TEST(SoulhunterPlay, Rule26_EmpowerSpreadsExactlyTwoLevelsFor10_L185)
{
    Character c = inPlay();
    EXPECT_EQ(useStyle(c, {StyleAction::Empower, 0, 0, {1, 2}, 0, false}, filled()).refused, u"soulhunter.style.empower_levels"_s);
    ASSERT_TRUE(useStyle(c, {StyleAction::Empower, 0, 0, {1, 1}, 0, false}, filled()).ok());
    EXPECT_EQ(c.spInitial, 0);
}

// L172 「可以将其中的一部分或全部SP消耗替换为承受焦虑」
TEST(SoulhunterPlay, Rule27_AStyleCostIsPaidInSpAndAnxiety_L172)
{
    Character c = inPlay(); // 10 SP
    EXPECT_EQ(useStyle(c, {StyleAction::Flashback, 0, 25, {}, 10, false}, filled()).refused, u"soulhunter.style.not_enough_sp"_s);
    ASSERT_TRUE(useStyle(c, {StyleAction::Flashback, 0, 25, {}, 15, true}, filled()).ok());
    EXPECT_EQ(c.spInitial, 0);
    EXPECT_EQ(c.anxiety, 15);
    EXPECT_EQ(useStyle(c, {StyleAction::Flashback, 0, 4, {}, 0, false}, filled()).refused, u"soulhunter.style.flashback_cost"_s);
}

// L162 「除了主动消耗之外，任何导致角色损失SP的效果，都会改为使角色承受等量的焦虑」;
// L163 「角色随时可以消耗任意点SP，消除等量的焦虑」
TEST(SoulhunterPlay, Rule28_LosingSpIsAnxietyAndSpOnlyRemovesAnxietyWhenSpentForIt_L162_L163)
{
    Character c = inPlay();
    ASSERT_TRUE(loseSp(c, 7, filled()).ok());
    EXPECT_EQ(c.spInitial, 10);
    EXPECT_EQ(c.anxiety, 7);
    ASSERT_TRUE(spendSp(c, 2, true).ok());
    EXPECT_EQ(c.anxiety, 7) << "spending SP on something else leaves anxiety";
    ASSERT_TRUE(relieveAnxiety(c, 4, true).ok());
    EXPECT_EQ(c.anxiety, 3);
    EXPECT_EQ(c.spInitial, 4);
    EXPECT_EQ(relieveAnxiety(c, 5, true).refused, u"soulhunter.anxiety.relief_above_anxiety"_s);
}

// L167 「当角色的焦虑到达50点时，会立即消除50点焦虑，并在失格护符上划1斩痕」
TEST(SoulhunterPlay, Rule29_At50AnxietyASlashOfDisqualification_L167)
{
    Character c = inPlay();
    c.anxiety = 45;
    const PlayResult r = addAnxiety(c, 60, filled());
    EXPECT_EQ(r.slashes, 2); // 105: twice [inferred §21.26]
    EXPECT_EQ(c.anxiety, 5);
    EXPECT_EQ(c.shigeSlashes, 2);
}

// L149 「若在损伤到达HP上限时承受未标记为「非致命」的损伤，则会消除所有损伤，并在解体护符上划1斩痕」, L154
TEST(SoulhunterPlay, Rule31_ALethalHitAtMaxHpBreaks_L149_L154)
{
    Character c = inPlay(); // max HP 6
    ASSERT_TRUE(takeDamage(c, 4, false, {}, filled()).ok());
    ASSERT_TRUE(takeDamage(c, 4, false, {}, filled()).ok());
    EXPECT_EQ(c.damage, 8) << "damage had not reached max HP when the hit landed";
    EXPECT_EQ(takeDamage(c, 3, true, {}, filled()).slashes, 0) << "non-lethal";
    EXPECT_EQ(c.damage, 11);
    const PlayResult r = takeDamage(c, 7, false, u"肋骨断裂"_s, filled());
    EXPECT_EQ(r.slashes, 2); // 7 > 6
    EXPECT_EQ(c.damage, 0);
    EXPECT_EQ(c.jietiSlashes, 2);
    EXPECT_EQ(c.grievous.size(), 2);
    EXPECT_EQ(c.grievous.first().text, u"肋骨断裂"_s);
}

// L156 「当解体护符划满3斩时…承受任何损伤都会再给予5倍的焦虑」
TEST(SoulhunterPlay, Rule32_DamageWhileDisintegrationIsFullGivesFiveTimesAnxiety_L156)
{
    Character c = inPlay();
    c.jietiSlashes = 3;
    c.grievous = {{u"a"_s}, {u"b"_s}, {u"c"_s}};
    const PlayResult r = takeDamage(c, 3, false, {}, filled());
    EXPECT_EQ(r.anxiety, 15);
    EXPECT_EQ(c.anxiety, 15);
    EXPECT_EQ(c.jietiSlashes, 3);
}

// L155 「在激活时使检定受到4点减值，若在当前场景首次激活，还会给予1点损伤」; L158 1XP
TEST(SoulhunterPlay, Rule33_AGrievousTagGivesMinus4AndOneDamageFirstInAScene_L155_L158)
{
    Character c = inPlay();
    c.jietiSlashes = 1;
    c.grievous = {{u"骨折"_s}};
    const Activation first = activateGrievous(c, 0, filled());
    EXPECT_EQ(first.penalty, 4);
    EXPECT_EQ(first.damage, 1);
    EXPECT_EQ(first.xp, 1);
    const Activation again = activateGrievous(c, 0, filled());
    EXPECT_EQ(again.damage, 0);
    EXPECT_EQ(again.xp, 0);
    EXPECT_EQ(c.damage, 1);
    EXPECT_EQ(xp(c), 1);
}

// L53 「激活缺陷标签…使检定受到4点减值」
TEST(SoulhunterPlay, Rule34_AFlawTagGivesMinus4_L53)
{
    EXPECT_EQ(activateFlaw(filled()).penalty, 4);
}

// L144 「被激活时会提供2点专精加值」
TEST(SoulhunterPlay, Rule35_AMarkGives2Specialty_L144)
{
    Character c = inPlay();
    EXPECT_EQ(activateMark(c, 0, filled()).specialty, 2);
    c.marks.append({u"外来"_s, {}, false, true});
    EXPECT_EQ(activateMark(c, 2, filled()).specialty, 0);
}

// L216 「每选择-1级，都会使角色在检定结束后获得5SP」
TEST(SoulhunterPlay, Rule37_ATraitTagAtMinus1Pays5Sp_L216)
{
    EXPECT_EQ(activateTrait(-1, filled()).spAfter, 5);
    EXPECT_EQ(activateTrait(-1, filled()).level, -1);
    EXPECT_EQ(activateTrait(1, filled()).spAfter, 0);
}

// L48, L50, L150, L205: the next scene
TEST(SoulhunterPlay, AChangeOfSceneRestoresMpSpFpAndRemovesDamage_L48_L50_L150_L205)
{
    Character c = inPlay();
    c.mp = 1;
    c.spInitial = 2;
    c.fp = 0;
    c.damage = 5;
    ASSERT_TRUE(changeScene(c, filled()).ok());
    EXPECT_EQ(c.mp, 5);        // +智慧 4
    EXPECT_EQ(c.spInitial, 6); // +⌊2×10/5⌋
    EXPECT_EQ(c.fp, 3);
    EXPECT_EQ(c.damage, 3);    // −(1 + ⌊3/2⌋)
    EXPECT_EQ(changeScene(c, unfilled()).refused, u"soulhunter.setting.missing"_s);
}

// D12 (spec §20.2): L48, L150, L157 entering; L161 「间章结束时，角色会恢复所有初始SP，并失去除此之外的SP」, L163, L212 ending
TEST(SoulhunterPlay, D12_InterludeEndResetsSpHalvesAnxietyAndResetsFortune_L161_L163_L212)
{
    Character c = inPlay();
    c.damage = 9;
    c.jietiSlashes = 2;
    c.grievous = {{u"a"_s}, {u"b"_s}};
    c.mp = 0;
    c.spExtra = 12;
    c.anxiety = 31;
    c.fortune = -2;
    ASSERT_TRUE(enterInterlude(c, filled()).ok());
    EXPECT_EQ(c.damage, 0);
    EXPECT_EQ(c.jietiSlashes, 1);
    EXPECT_EQ(c.grievous.size(), 1);
    EXPECT_EQ(c.mp, 7); // +8, to max 7
    ASSERT_TRUE(endInterlude(c, filled()).ok());
    EXPECT_EQ(c.spInitial, 10);
    EXPECT_EQ(c.spExtra, 0);
    EXPECT_EQ(c.anxiety, 16);
    EXPECT_EQ(c.fortune, 3);
}

// L195 「角色可以在间章花费2XP获得以下效果之一」; L157; L169
TEST(SoulhunterPlay, Rule45_GrowthAndSlashRemovalSpendXpInAnInterlude_L157_L169_L195)
{
    Character c = inPlay();
    awardXp(c, 5, u"第一章"_s);
    EXPECT_EQ(spendXp(c, LedgerEntry::Kind::GrowthKp, filled()).refused, u"soulhunter.xp.outside_interlude"_s);
    c.interlude = true;
    ASSERT_TRUE(spendXp(c, LedgerEntry::Kind::GrowthKp, filled()).ok());
    EXPECT_EQ(c.kp, 4);
    ASSERT_TRUE(spendXp(c, LedgerEntry::Kind::GrowthTechnique, filled(), {u"迅影"_s, {School::Martial}, Tier::Standard, 2, 0, false, false}).ok());
    EXPECT_EQ(effectiveLoad(c.techniques.last(), filled()), 1);
    EXPECT_EQ(spendXp(c, LedgerEntry::Kind::RemoveJieti, filled()).refused, u"soulhunter.xp.nothing_to_remove"_s);
    c.shigeSlashes = 1;
    EXPECT_EQ(spendXp(c, LedgerEntry::Kind::RemoveShige, filled()).refused, u"soulhunter.xp.overspent"_s);
    EXPECT_EQ(xp(c), 1);
    EXPECT_TRUE(checkCharacter(c, filled()).violations.isEmpty()) << checkCharacter(c, filled()).violations.first().code.toStdString();
}
