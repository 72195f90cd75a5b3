// One test per rule of /rules/house-rules-004.md §20.1 that concerns a stored sheet, named after
// it and citing the seed line (seeds/004, 追加规则). The check engine's rules (11-23, 24-27, 36-38,
// 41, 43) are tested with the engine.
#include "core/systems/soulhunter/fixtures.h"
#include "systems/soulhunter/soulhuntersystem.h"

#include <QJsonArray>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::soulhunter;
using namespace sw::soulhunter::test;

TEST(SoulhunterSheet, TheExampleSheetFollowsEveryRule)
{
    const SheetCheck check = checkCharacter(linche(), filled());
    EXPECT_TRUE(check.violations.isEmpty()) << check.violations.first().code.toStdString();
    EXPECT_TRUE(check.missing.isEmpty());
}

// L43 「创建角色时，单项属性值最低为0，最高为6」
TEST(SoulhunterSheet, Rule01_AtCreationEachAttributeIs0To6_L43)
{
    Character c = linche();
    c.attributes = {0, 6, 6};
    EXPECT_FALSE(breaks(c, u"soulhunter.attribute.creation_range"_s));
    c.attributes = {1, 7, 6};
    EXPECT_TRUE(breaks(c, u"soulhunter.attribute.creation_range"_s));
    c.stage = u"play"_s; // after creation, attributes may grow past 6 (L44)
    EXPECT_FALSE(breaks(c, u"soulhunter.attribute.creation_range"_s));
}

// L44 「属性值可以提升至9以上，但任意2项属性值最多相差8点」
TEST(SoulhunterSheet, Rule02_AnyTwoAttributesDifferByAtMost8_L44)
{
    Character c = linche();
    c.stage = u"play"_s;
    c.attributes = {2, 10, 9};
    EXPECT_FALSE(breaks(c, u"soulhunter.attribute.spread"_s)) << "values above 9 are allowed";
    c.attributes = {1, 10, 9};
    EXPECT_TRUE(breaks(c, u"soulhunter.attribute.spread"_s));
}

// L43 「最低为0」 [inferred: never negative after creation either]
TEST(SoulhunterSheet, Rule03_AttributesAreNeverNegative_L43)
{
    Character c = linche();
    c.stage = u"play"_s;
    c.attributes = {-1, 4, 5};
    EXPECT_TRUE(breaks(c, u"soulhunter.attribute.negative"_s));
}

// L45 「额外获得［(体魄+心魂-2)÷2］点技能点」, L46 「智慧属性10点起，每点获得1点技能点」
TEST(SoulhunterSheet, Rule04_SkillLevelsArePaidFromTheBudget_L45_L46)
{
    Character c = linche(); // budget 2 + 3 (智慧 4) + ⌊(3+5−2)/2⌋ = 8
    c.skills = {{u"zhijin"_s, 4}, {u"diaocha"_s, 4}};
    EXPECT_FALSE(breaks(c, u"soulhunter.skill.budget"_s));
    c.skills.insert(u"lingzhi"_s, 1);
    EXPECT_TRUE(breaks(c, u"soulhunter.skill.budget"_s));
    c.skills = {{u"yundong"_s, 1}}; // a base skill removed by L126
    EXPECT_TRUE(breaks(c, u"soulhunter.skill.unknown"_s));
    c.skills = {{u"zhijin"_s, 6}}; // the group's cap is 5
    EXPECT_TRUE(breaks(c, u"soulhunter.skill.level_range"_s));
}

// L51 「总数依然不能高于3个」, L141 「获得1个额外灵能力标签，上限为4」
TEST(SoulhunterSheet, Rule05_PowerTagsAtMost3Or4AtSoul9_L51_L141)
{
    Character c = linche();
    c.power.tags = {{u"影"_s}, {u"缚"_s}, {u"夜"_s}, {u"噬"_s}};
    EXPECT_TRUE(breaks(c, u"soulhunter.power.tag_cap"_s));
    c.stage = u"play"_s;
    c.attributes = {3, 4, 9};
    c.marks.append({{u"坚韧"_s, {}, true, false}, {u"灵动"_s, {}, true, false}});
    EXPECT_FALSE(breaks(c, u"soulhunter.power.tag_cap"_s));
}

// L51 「若角色的灵能力标签少于3个，则可以…将单个灵能力标签视为多个标签，总数依然不能高于3个」
TEST(SoulhunterSheet, Rule06_OneTagCountsAsSeveralOnlyBelow3Tags_L51)
{
    Character c = linche(); // 2 tags
    EXPECT_TRUE(checkTagActivation(c, {2, 1}, filled()).isEmpty());
    EXPECT_TRUE(has(checkTagActivation(c, {2, 2}, filled()), u"soulhunter.power.tag_multiple_total"_s));
    c.power.tags.append({u"夜"_s});
    EXPECT_TRUE(has(checkTagActivation(c, {2, 0, 0}, filled()), u"soulhunter.power.tag_multiple"_s));
    EXPECT_TRUE(checkTagActivation(c, {1, 1, 1}, filled()).isEmpty());
}

// L137-L144: marks from 心魂 at 2/5/7/9, never released
TEST(SoulhunterSheet, Rule07_SoulMarksNumberD6AndAreNeverReleased_L137_L144)
{
    Character c = linche(); // 心魂 5: 2 marks
    c.marks.removeLast();
    EXPECT_TRUE(breaks(c, u"soulhunter.mark.soul_count"_s));
    c = linche();
    c.marks[0].released = true;
    EXPECT_TRUE(breaks(c, u"soulhunter.mark.soul_released"_s));
    c = linche();
    c.marks.append({{u"a"_s, {}, false, false}, {u"b"_s, {}, false, false}}); // the group's base gives 1
    EXPECT_TRUE(breaks(c, u"soulhunter.mark.base_count"_s));
}

// L138-L140: the soul weapon and the ultimates need 灵识, one less at 心魂 3/5/7
TEST(SoulhunterSheet, Rule08_UnlocksNeedTheirSpiritAwareness_L138_L140)
{
    Character c = linche(); // 心魂 5, group thresholds 12/14/18
    c.unlocks = {{u"影之刃"_s, {}, 0}};
    c.lingshi = 11; // 12 − 1 (心魂 ≥ 3)
    EXPECT_FALSE(breaks(c, u"soulhunter.unlock.lingshi"_s));
    c.lingshi = 10;
    EXPECT_TRUE(breaks(c, u"soulhunter.unlock.lingshi"_s));
    c.lingshi = 13;
    c.unlocks = {{u"影葬"_s, {}, 1}}; // 14 − 1 (心魂 ≥ 5)
    EXPECT_FALSE(breaks(c, u"soulhunter.unlock.lingshi"_s));
    c.unlocks = {{u"万影"_s, {}, 2}}; // 18: 心魂 5 < 7
    EXPECT_TRUE(breaks(c, u"soulhunter.unlock.lingshi"_s));
}

// L38 「移除：强度、专长、时髦骰、灵能力专精」
TEST(SoulhunterSheet, Rule09_NoFeatsIntensityStyleDiceOrSpecializations_L38)
{
    QJsonObject document = toJson(linche());
    EXPECT_TRUE(removedFields(document).isEmpty());
    document.insert(u"feats"_s, QJsonArray{u"剑术专长"_s});
    QJsonObject power = document[u"power"_s].toObject();
    power.insert(u"specializations"_s, QJsonArray{u"影"_s});
    document.insert(u"power"_s, power);
    EXPECT_EQ(removedFields(document), (QStringList{u"feats"_s, u"power/specializations"_s}));
    EXPECT_TRUE(checkCharacterDocument(document).contains(u"soulhunter.sheet.removed_field"_s));
}

// L215 「最多5个特质标签」, L218 「PL可以在间章…修改特质标签」
TEST(SoulhunterSheet, Rule10_AtMost5TraitTagsRewrittenOnlyInAnInterlude_L215_L218)
{
    Character c = linche();
    c.traitTags = {u"1"_s, u"2"_s, u"3"_s, u"4"_s, u"5"_s, u"6"_s};
    EXPECT_TRUE(breaks(c, u"soulhunter.trait.count"_s));
    Character before = linche();
    before.stage = u"play"_s;
    Character after = before;
    after.traitTags[1] = u"释然"_s;
    EXPECT_TRUE(has(changeViolations(before, after), u"soulhunter.trait.outside_interlude"_s));
    after.interlude = true;
    EXPECT_TRUE(changeViolations(before, after).isEmpty());
}

// L167 「当角色的焦虑到达50点时，会立即消除50点焦虑，并在失格护符上划1斩痕」
TEST(SoulhunterSheet, Rule29_StoredAnxietyStaysBelow50_L167)
{
    Character c = linche();
    c.anxiety = 49;
    EXPECT_FALSE(breaks(c, u"soulhunter.anxiety.range"_s));
    c.anxiety = 50;
    EXPECT_TRUE(breaks(c, u"soulhunter.anxiety.range"_s));
}

// L153, L167 「容量为3斩」; L156 无法行动; L168 退场
TEST(SoulhunterSheet, Rule30_CharmsHold3SlashesAndFullOnesStopTheCharacter_L156_L168)
{
    Character c = linche();
    c.shigeSlashes = 4;
    EXPECT_TRUE(breaks(c, u"soulhunter.charm.shige_range"_s));
    c.shigeSlashes = 3;
    EXPECT_FALSE(breaks(c, u"soulhunter.charm.shige_range"_s));
    EXPECT_TRUE(retired(c, filled()));
    c.jietiSlashes = 3;
    c.grievous = {{u"骨折"_s}, {u"失血"_s}, {u"力竭"_s}};
    EXPECT_TRUE(cannotAct(c, filled()));
    EXPECT_FALSE(breaks(c, u"soulhunter.charm.jieti_range"_s));
}

// L147-L148 「损伤可以高于HP上限」
TEST(SoulhunterSheet, Rule31_DamageIsNeverNegativeAndMayExceedMaxHp_L147_L148)
{
    Character c = linche();
    c.damage = 40;
    EXPECT_FALSE(breaks(c, u"soulhunter.hp.damage_negative"_s));
    c.damage = -1;
    EXPECT_TRUE(breaks(c, u"soulhunter.hp.damage_negative"_s));
}

// L155 「每道斩痕都会成为重创标签」
TEST(SoulhunterSheet, Rule33_EachDisintegrationSlashIsAGrievousTag_L155)
{
    Character c = linche();
    c.jietiSlashes = 2;
    c.grievous = {{u"骨折"_s}};
    EXPECT_TRUE(breaks(c, u"soulhunter.charm.grievous_count"_s));
    c.grievous.append({u"失血"_s});
    EXPECT_FALSE(breaks(c, u"soulhunter.charm.grievous_count"_s));
}

// L267 「这些技艺的负荷总和不能高于［灵识-4］L」
TEST(SoulhunterSheet, Rule39_PreparedLoadWithinSpiritAwarenessMinus4_L267)
{
    Character c = linche(); // 1 + 2 + 3 = 6 = 10 − 4
    EXPECT_FALSE(breaks(c, u"soulhunter.technique.load_budget"_s));
    c.lingshi = 9;
    EXPECT_TRUE(breaks(c, u"soulhunter.technique.load_budget"_s));
    c.techniques[2].prepared = false;
    EXPECT_FALSE(breaks(c, u"soulhunter.technique.load_budget"_s));
}

// L262 「每有1个等级，就可以习得1项对应系别的标准技艺。若属性到达7级，则可以改为习得…进阶技艺」
TEST(SoulhunterSheet, Rule40_StandardTechniquesPerAttributePointAdvancedFrom7_L262)
{
    Character c = linche(); // 体魄 3: three martial slots
    c.lingshi = 20;
    for (const QString &name : {u"一"_s, u"二"_s, u"三"_s})
        c.techniques.append({name, {School::Martial}, Tier::Standard, 0, 0, false, false});
    EXPECT_TRUE(breaks(c, u"soulhunter.technique.slots"_s)); // 4 martial
    c.techniques.removeLast();
    EXPECT_FALSE(breaks(c, u"soulhunter.technique.slots"_s));
    c.techniques.append({u"破军"_s, {School::Martial}, Tier::Advanced, 0, 0, false, true});
    c.ledger = {{LedgerEntry::Kind::Award, 2, false, {}, {}}, {LedgerEntry::Kind::GrowthTechnique, -2, true, {}, {}}};
    EXPECT_TRUE(breaks(c, u"soulhunter.technique.advanced_attribute"_s)); // 体魄 3 < 7
    c.stage = u"play"_s;
    c.attributes = {7, 4, 5};
    EXPECT_FALSE(breaks(c, u"soulhunter.technique.advanced_attribute"_s));
    EXPECT_FALSE(breaks(c, u"soulhunter.technique.growth_unpaid"_s));
    c.ledger.removeLast();
    EXPECT_TRUE(breaks(c, u"soulhunter.technique.growth_unpaid"_s)); // L199: a growth purchase each
}

// L272 「持续型的同名技艺效果均不会叠加」
TEST(SoulhunterSheet, Rule42_SustainedEffectsOfOneTechniqueDoNotStack_L272)
{
    Character c = linche();
    c.enchantments = {{u"迟缓"_s, 2, u"缚咒"_s, true, 2}, {u"迟缓"_s, 3, u"影刃"_s, true, 1}};
    EXPECT_FALSE(breaks(c, u"soulhunter.enchantment.stacked"_s));
    c.enchantments.append({u"束缚"_s, 1, u"缚咒"_s, true, 1});
    EXPECT_TRUE(breaks(c, u"soulhunter.enchantment.stacked"_s));
}

// L195 「角色可以在间章花费2XP获得以下效果之一」, L157 1XP, L169 2XP; XP ≥ 0
TEST(SoulhunterSheet, Rule45_GrowthCosts2XpInAnInterludeAndXpNeverGoesNegative_L157_L169_L195)
{
    Character c = linche();
    c.ledger = {{LedgerEntry::Kind::Award, 3, false, {}, {}}, {LedgerEntry::Kind::GrowthKp, -2, true, {}, {}}};
    EXPECT_TRUE(checkCharacter(c, filled()).violations.isEmpty());
    EXPECT_EQ(xp(c), 1);
    c.ledger[1].interlude = false;
    EXPECT_TRUE(breaks(c, u"soulhunter.xp.outside_interlude"_s));
    c.ledger[1] = {LedgerEntry::Kind::GrowthKp, -1, true, {}, {}};
    EXPECT_TRUE(breaks(c, u"soulhunter.xp.cost"_s));
    c.ledger[1] = {LedgerEntry::Kind::RemoveShige, -2, true, {}, {}};
    c.ledger.append({LedgerEntry::Kind::RemoveShige, -2, true, {}, {}});
    EXPECT_TRUE(breaks(c, u"soulhunter.xp.overspent"_s));
    c.ledger[2] = {LedgerEntry::Kind::RemoveJieti, -1, true, {}, {}};
    EXPECT_FALSE(breaks(c, u"soulhunter.xp.overspent"_s));
}

// L161 「初始SP无法用于兑换XP」
TEST(SoulhunterSheet, Rule46_InitialSpIsNeverExchangedForXp_L161)
{
    Character c = linche();
    c.ledger = {{LedgerEntry::Kind::SpExchange, 1, false, {}, u"extra"_s}};
    EXPECT_FALSE(breaks(c, u"soulhunter.xp.initial_sp_exchange"_s));
    c.ledger[0].spPool = u"initial"_s;
    EXPECT_TRUE(breaks(c, u"soulhunter.xp.initial_sp_exchange"_s));
}

// issue #21: a sheet on an unfilled base setting says which setting is missing, never a number.
TEST(SoulhunterSheet, AnUnfilledBaseSettingIsNamedInsteadOfInventingANumber)
{
    Character c = linche();
    c.unlocks = {{u"影之刃"_s, {}, 0}};
    const SheetCheck check = checkCharacter(c, unfilled());
    QStringList settings;
    for (const sw::rules::Violation &v : check.missing) {
        EXPECT_EQ(v.code, QString(kMissingSetting));
        settings << v.params.value(u"setting"_s).toString();
    }
    for (const QString &id : {u"skill_level_max"_s, u"skill_points_base"_s, u"skill_level_cost"_s, u"soul_weapon_lingshi"_s,
                              u"mp_base_max"_s, u"sp_initial_base"_s})
        EXPECT_TRUE(settings.contains(id)) << id.toStdString();
    EXPECT_FALSE(has(check.violations, u"soulhunter.skill.budget"_s));
    EXPECT_FALSE(has(check.violations, u"soulhunter.unlock.lingshi"_s));
    EXPECT_FALSE(maxMp(c, unfilled()).ok());
    EXPECT_EQ(maxMp(c, unfilled()).missing, QStringList{u"mp_base_max"_s});
}

// A GM's override on the sheet accepts a broken rule (it is still listed, marked).
TEST(SoulhunterSheet, AnOverrideAcceptsABrokenRule)
{
    Character c = linche();
    c.traitTags = {u"1"_s, u"2"_s, u"3"_s, u"4"_s, u"5"_s, u"6"_s};
    c.overrides = {{u"soulhunter.trait.count"_s, u"trait_tags"_s, u"DH 同意第六个"_s}};
    const SheetCheck check = checkCharacter(c, filled());
    ASSERT_EQ(check.violations.size(), 1);
    EXPECT_TRUE(check.violations.first().overridden);
    EXPECT_TRUE(check.blocking().isEmpty());
}
