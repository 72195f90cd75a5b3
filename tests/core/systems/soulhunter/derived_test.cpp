// One test per formula of /rules/house-rules-004.md §20.2 computed from the sheet (D14-D16 are
// the check engine's: check_test.cpp; D12's SP and fortune reset: play_test.cpp), citing the seed line. Fractions round down (L39).
#include "core/systems/soulhunter/fixtures.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::soulhunter;
using namespace sw::soulhunter::test;

namespace {

Character with(std::array<int, 3> attributes)
{
    Character c = linche();
    c.stage = u"play"_s;
    c.attributes = attributes;
    return c;
}

} // namespace

// L39 「小数默认向下取整」
TEST(SoulhunterDerived, FractionsRoundDown_L39)
{
    EXPECT_EQ(floorDiv(7, 2), 3);
    EXPECT_EQ(floorDiv(-1, 2), -1);
    EXPECT_EQ(floorDiv(-4, 4), -1);
    EXPECT_EQ(ceilDiv(1, 4), 1);
    EXPECT_EQ(ceilDiv(-3, 4), 0);
    EXPECT_EQ(ceilDiv(8, 4), 2);
}

// L20-L28: E…SSS+ renamed D…S
TEST(SoulhunterDerived, D01_GradeLabel_L20_L28)
{
    EXPECT_EQ(gradeLabel(1), u"D"_s);
    EXPECT_EQ(gradeLabel(2), u"D+"_s);
    EXPECT_EQ(gradeLabel(5), u"B"_s);
    EXPECT_EQ(gradeLabel(9), u"S"_s);
    EXPECT_EQ(gradeLabel(0), u"0"_s);   // [gap] §21.23: no grade name
    EXPECT_EQ(gradeLabel(11), u"11"_s);
}

// L45 ［(体魄+心魂-2)÷2］, L46 智慧 10 起每点 1 点
TEST(SoulhunterDerived, D02_SkillPointBudget_L45_L46)
{
    EXPECT_EQ(skillPointBudget(with({3, 4, 5}), filled()).value, 2 + 3 + 3);
    EXPECT_EQ(skillPointBudget(with({3, 12, 5}), filled()).value, 2 + 8 + 3 + 3);
    EXPECT_EQ(skillPointBudget(with({0, 1, 0}), filled()).value, 2 + 0 - 1) << "as written, ⌊−2/2⌋ = −1 [gap §21.12]";
    const Rules clamped(builtInProfile(), {{u"skill_points_base"_s, 2}, {u"skill_points_per_wisdom"_s, 1}, {u"skill_points_clamp"_s, u"clamp_zero"_s}});
    EXPECT_EQ(skillPointBudget(with({0, 1, 0}), clamped).value, 2);
    EXPECT_EQ(skillPointBudget(with({3, 4, 5}), unfilled()).missing, (QStringList{u"skill_points_base"_s, u"skill_points_per_wisdom"_s}));
}

// L47 「心魂属性2点起、以及之后每提升2点，分别增加1点灵力值上限」
TEST(SoulhunterDerived, D03_MaxMp_L47)
{
    EXPECT_EQ(maxMp(with({3, 4, 1}), filled()).value, 5);
    EXPECT_EQ(maxMp(with({3, 4, 2}), filled()).value, 6);
    EXPECT_EQ(maxMp(with({3, 4, 7}), filled()).value, 8);
}

// L48 「切换场景时恢复的MP变为［智慧］点，进入间章会恢复2倍MP」
TEST(SoulhunterDerived, D04_MpRegained_L48)
{
    EXPECT_EQ(mpRegainedOnSceneChange(with({3, 4, 5})), 4);
    EXPECT_EQ(mpRegainedOnInterlude(with({3, 4, 5}), filled()).value, 8); // [inferred] 2 × 智慧
}

// L147 ［2+(体魄+心魂)÷2］
TEST(SoulhunterDerived, D05_MaxHp_L147)
{
    EXPECT_EQ(maxHp(with({3, 4, 5}), filled()), 6);
    EXPECT_EQ(maxHp(with({3, 4, 4}), filled()), 5);
    EXPECT_EQ(maxHp(with({0, 4, 0}), unfilled()), 2);
}

// L137-L141: a mark at 心魂 2, 5, 7, 9
TEST(SoulhunterDerived, D06_MarksFromSoul_L137_L141)
{
    const std::array<int, 11> expected{0, 0, 1, 1, 1, 2, 2, 3, 3, 4, 4};
    for (int soul = 0; soul <= 10; ++soul)
        EXPECT_EQ(marksFromSoul(with({3, 4, soul})), expected[std::size_t(soul)]) << soul;
}

// L51, L141
TEST(SoulhunterDerived, D07_PowerTagCap_L51_L141)
{
    EXPECT_EQ(powerTagCap(with({3, 4, 8}), filled()), 3);
    EXPECT_EQ(powerTagCap(with({3, 4, 9}), filled()), 4);
}

// L138-L140: 灵识 thresholds −1 at 心魂 3 / 5 / 7
TEST(SoulhunterDerived, D08_SpiritAwarenessThresholds_L138_L140)
{
    EXPECT_EQ(soulWeaponLingshi(with({3, 4, 2}), filled()).value, 12);
    EXPECT_EQ(soulWeaponLingshi(with({3, 4, 3}), filled()).value, 11);
    EXPECT_EQ(ultimateLingshi(with({3, 4, 4}), 1, filled()).value, 14);
    EXPECT_EQ(ultimateLingshi(with({3, 4, 5}), 1, filled()).value, 13);
    EXPECT_EQ(ultimateLingshi(with({3, 4, 6}), 2, filled()).value, 18);
    EXPECT_EQ(ultimateLingshi(with({3, 4, 7}), 2, filled()).value, 17);
    EXPECT_EQ(ultimateLingshi(with({3, 4, 7}), 2, unfilled()).missing, QStringList{u"ultimate2_lingshi"_s});
}

// L150 ［1+体魄÷2］
TEST(SoulhunterDerived, D09_DamageRemovedOnSceneChange_L150)
{
    EXPECT_EQ(damageRemovedOnSceneChange(with({3, 4, 5})), 2);
    EXPECT_EQ(damageRemovedOnSceneChange(with({4, 4, 5})), 3);
}

// L204 ［(体魄+智慧)÷2］
TEST(SoulhunterDerived, D10_MaxFp_L204)
{
    EXPECT_EQ(maxFp(with({3, 4, 5})), 3);
    EXPECT_EQ(maxFp(with({4, 4, 5})), 4);
}

// L50 「会恢复已损失的初始SP，最多为其总值的2/5」
TEST(SoulhunterDerived, D11_SpRegainedOnSceneChange_L50)
{
    Character c = with({3, 4, 5}); // initial SP 10: at most 4
    c.spInitial = 1;
    EXPECT_EQ(spRegainedOnSceneChange(c, filled()).value, 4);
    c.spInitial = 8;
    EXPECT_EQ(spRegainedOnSceneChange(c, filled()).value, 2);
    EXPECT_EQ(spRegainedOnSceneChange(c, unfilled()).missing, QStringList{u"sp_initial_base"_s});
}

// L163 「也会消除当前一半 (至少1点) 的焦虑」
TEST(SoulhunterDerived, D12_AnxietyHalvedAtInterludeEnd_L163)
{
    EXPECT_EQ(anxietyRemovedAtInterludeEnd(0, filled()), 0);
    EXPECT_EQ(anxietyRemovedAtInterludeEnd(1, filled()), 1);
    EXPECT_EQ(anxietyRemovedAtInterludeEnd(3, filled()), 1);
    EXPECT_EQ(anxietyRemovedAtInterludeEnd(31, filled()), 15);
}

// L75 ［灵识-1］; L78, L126 技能等级2倍的专精加值
TEST(SoulhunterDerived, D13_SpecialtyCapAndSkillSpecialty_L75_L78_L126)
{
    const Character c = with({3, 4, 5});
    EXPECT_EQ(specialtyCap(c), 9);
    EXPECT_EQ(skillSpecialty(c, u"diaocha"_s, filled()), 4);
    EXPECT_EQ(skillSpecialty(c, u"lingzhi"_s, filled()), 0);
}

// L262 (武术:体魄) (法术:智慧)
TEST(SoulhunterDerived, D17_StandardTechniqueSlots_L262)
{
    EXPECT_EQ(standardSlots(with({3, 4, 5}), School::Martial), 3);
    EXPECT_EQ(standardSlots(with({3, 4, 5}), School::Spell), 4);
}

// L267 ［灵识-4］L; L199 负荷-1 (never below 0 [inferred])
TEST(SoulhunterDerived, D18_LoadBudget_L267_L199)
{
    Character c = with({3, 4, 5});
    EXPECT_EQ(loadBudget(c, filled()), 6);
    EXPECT_EQ(preparedLoad(c, filled()), 6);
    c.techniques[0].loadReduction = 3;
    EXPECT_EQ(effectiveLoad(c.techniques[0], filled()), 0);
    EXPECT_EQ(preparedLoad(c, filled()), 5);
}

// L264 「未指定POW的附魔都视为与技艺自身的CAT同级，若无CAT则将POW视为1级」
TEST(SoulhunterDerived, D19_DefaultPow_L264)
{
    EXPECT_EQ(defaultPow(3), 3);
    EXPECT_EQ(defaultPow(0), 0);
    EXPECT_EQ(defaultPow(std::nullopt), 1);
}

// L185, L188, L192
TEST(SoulhunterDerived, D20_StyleCosts_L185_L188_L192)
{
    EXPECT_EQ(cheerCost(3, filled()), 15);
    EXPECT_EQ(destinyCost(2, filled()), 12);
    EXPECT_EQ(empowerCost(filled()), 10);
}

// L149, L154 「若一次性造成的损伤值高于HP上限，则会…额外划1斩痕」
TEST(SoulhunterDerived, D21_SlashesPerBreak_L149_L154)
{
    EXPECT_EQ(breakSlashes(5, 5), 1);
    EXPECT_EQ(breakSlashes(6, 5), 2);
}

// L156 「承受任何损伤都会再给予5倍的焦虑」
TEST(SoulhunterDerived, D22_AnxietyFromDamageWhileDisintegrationIsFull_L156)
{
    EXPECT_EQ(anxietyFromDamageWhileFull(3, filled()), 15);
}

// L196-L198, L208: growth raises KP max, initial SP and initial fortune
TEST(SoulhunterDerived, D23_InitialValuesAndGrowth_L196_L198_L208)
{
    Character c = with({3, 4, 5});
    EXPECT_EQ(initialFortune(c, filled()), 3);
    EXPECT_EQ(initialSp(c, filled()).value, 10);
    EXPECT_EQ(maxKp(c, filled()).value, 3);
    c.ledger = {{LedgerEntry::Kind::Award, 6, false, {}, {}}, {LedgerEntry::Kind::GrowthSp, -2, true, {}, {}},
                {LedgerEntry::Kind::GrowthFortune, -2, true, {}, {}}, {LedgerEntry::Kind::GrowthKp, -2, true, {}, {}}};
    EXPECT_EQ(initialFortune(c, filled()), 4);
    EXPECT_EQ(initialSp(c, filled()).value, 15);
    EXPECT_EQ(maxKp(c, filled()).value, 4);
    EXPECT_EQ(xp(c), 0);
    EXPECT_EQ(maxKp(c, unfilled()).missing, QStringList{u"kp_base_max"_s});
}
