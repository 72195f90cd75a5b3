// 显能 (/rules/house-rules-004.md §16-§17): rules 41, 43 and 44 of §20.1, each citing its seed line.
#include "systems/soulhunter/manifest.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::soulhunter;

// L268-L269 「展现拥有多种系别的技艺时，需要从其中选择1种作为本次显能期间的唯一系别。技艺系别的对应属性会被作为本次显能的关键属性」
TEST(SoulhunterManifest, Rule41_AMultiSchoolTechniqueIsShownWithExactlyOneChosenSchool_L268)
{
    Technique both{u"双修"_s, {School::Martial, School::Spell}, Tier::Standard, 2, 0, true, false};
    EXPECT_EQ(showTechnique(both, std::nullopt).refused, u"soulhunter.technique.school_not_chosen"_s);
    EXPECT_EQ(showTechnique(both, School::Universal).refused, u"soulhunter.technique.school_not_chosen"_s);
    const Showing spell = showTechnique(both, School::Spell);
    EXPECT_TRUE(spell.refused.isEmpty());
    EXPECT_EQ(spell.keyAttribute, Attribute::Wisdom);
    EXPECT_EQ(showTechnique(both, School::Martial).keyAttribute, Attribute::Physique);
    Technique martial{u"打击"_s, {School::Martial}, Tier::Basic, 0, 0, true, false};
    EXPECT_EQ(showTechnique(martial, std::nullopt).keyAttribute, Attribute::Physique); // one school: no choice to make
    EXPECT_EQ(showTechnique(martial, School::Spell).refused, u"soulhunter.technique.school_not_its_own"_s);
    Technique universal{u"通用术"_s, {School::Universal}, Tier::Standard, 1, 0, true, false};
    EXPECT_EQ(showTechnique(universal, School::Spell).keyAttribute, Attribute::Wisdom); // 「通用」 counts as every school
    martial.prepared = false; // L268 「角色只能展现已准备的技艺」
    EXPECT_EQ(showTechnique(martial, School::Martial).refused, u"soulhunter.technique.not_prepared"_s);
}

// L246 「在战斗之外，角色通过即兴显能为自己恢复的HP与MP，最高分别等于因即兴显能而支付的MP。」
TEST(SoulhunterManifest, Rule43_ImprovisedHealingOutsideCombatIsCappedByTheMpPaid_L246)
{
    EXPECT_TRUE(improvisedHealingRefusal(3, 3, 3, false).isEmpty());
    EXPECT_EQ(improvisedHealingRefusal(4, 0, 3, false), u"soulhunter.improvise.healing_cap"_s);
    EXPECT_EQ(improvisedHealingRefusal(0, 4, 3, false), u"soulhunter.improvise.healing_cap"_s);
    EXPECT_TRUE(improvisedHealingRefusal(4, 4, 3, true).isEmpty()); // the cap is outside combat only
}

// L248-L258 「即兴显能所能发挥的最大力量由其【叙事】POW决定」 and its table.
TEST(SoulhunterManifest, Rule44_TheScaleNeverExceedsTheNarrativePowRow_L248_L258)
{
    EXPECT_EQ(scaleWords(ScaleAspect::Area, 4), u"整栋建筑"_s);
    EXPECT_EQ(scaleWords(ScaleAspect::Speed, 7), u"喷气式战斗机"_s);
    EXPECT_EQ(scaleRow(ScaleAspect::People, u"小型团队"_s), 2);
    EXPECT_EQ(scaleRow(ScaleAspect::People, u"整栋建筑"_s), std::nullopt); // not a 人群 cell
    const int building = *scaleRow(ScaleAspect::Area, u"整栋建筑"_s);
    EXPECT_EQ(scaleRefusal(2, {{ScaleAspect::Area, building}}), u"soulhunter.improvise.scale"_s);
    EXPECT_TRUE(scaleRefusal(4, {{ScaleAspect::Area, building}, {ScaleAspect::Distance, 1}}).isEmpty());
    EXPECT_EQ(scaleRefusal(4, {{ScaleAspect::Area, building}, {ScaleAspect::Bulk, 5}}), u"soulhunter.improvise.scale"_s);
    EXPECT_TRUE(scaleRefusal(9, {{ScaleAspect::Size, 7}}).isEmpty()); // 7+: every POW from 7
}
