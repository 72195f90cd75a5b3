// 狩魂者 content packs (issue #21): the catalogues a group writes — marks, soul weapons, ultimates,
// techniques with Load, general enchantments — imported against the schema, checked (unique ids,
// enchantments that exist), exported and imported again, learned onto a sheet; D19 (L264).
#include "core/systems/soulhunter/fixtures.h"
#include "systems/soulhunter/content.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::soulhunter;
using namespace sw::soulhunter::test;

namespace {

// A group's pack, written for this test: the seed names 【打击】 (L85) and 【叙事】 (L248) only.
QJsonObject groupPack()
{
    return QJsonDocument::fromJson(R"({
      "format": 1, "id": "test_group", "version": "1.0.0", "system": "soulhunter", "for_pack": "soulhunter_zhuijia",
      "name": {"zh_CN": "测试团的技艺", "en": "The test group's techniques"},
      "marks": [{"id": "sharp", "name": {"zh_CN": "锐利"}}],
      "soul_weapons": [{"id": "shadow_blade", "name": {"zh_CN": "影之刃"}}],
      "ultimates": [{"id": "shadow_burial", "name": {"zh_CN": "影葬"}, "tier": 1}],
      "enchantments": [{"id": "narrative", "name": {"zh_CN": "叙事", "zh_TW": "敘事", "en": "Narrative"}},
                       {"id": "damage", "name": {"zh_CN": "伤害"}, "stackable": true}],
      "techniques": [
        {"id": "strike", "name": {"zh_CN": "打击"}, "schools": ["universal"], "tier": "basic", "load": 1,
         "enchantments": [{"id": "damage"}]},
        {"id": "bind", "name": {"zh_CN": "缚咒"}, "schools": ["spell"], "tier": "standard", "load": 3, "cat": 2,
         "enchantments": [{"id": "damage"}, {"id": "narrative", "pow": 4}]}
      ]
    })").object();
}

} // namespace

TEST(SoulhunterContent, AGroupsPackLoadsAndExportsAgain)
{
    const ContentLoad load = contentFromJson(groupPack(), u"group.json"_s);
    ASSERT_TRUE(load.errors.isEmpty()) << load.errors.join(u"\n"_s).toStdString();
    const Content &c = *load.content;
    EXPECT_EQ(c.forPack, u"soulhunter_zhuijia"_s);
    ASSERT_EQ(c.techniques.size(), 2);
    EXPECT_EQ(c.technique(u"bind"_s)->load, 3);
    EXPECT_EQ(c.technique(u"bind"_s)->schools, QList<School>{School::Spell});
    EXPECT_EQ(c.ultimates.first().tier, 1);
    EXPECT_EQ(c.enchantments.first().name.in(sw::Language::TraditionalChinese), u"敘事"_s);
    EXPECT_EQ(c.marks.first().name.in(sw::Language::TraditionalChinese), u"锐利"_s) << "zh-TW falls back to the seed's zh-CN";
    const ContentLoad again = contentFromJson(toJson(c), u"export.json"_s);
    ASSERT_TRUE(again.errors.isEmpty()) << again.errors.join(u"\n"_s).toStdString();
    EXPECT_EQ(toJson(*again.content), toJson(c));
}

// L264 「技艺造成的所有未指定POW的附魔都视为与技艺自身的CAT同级，若无CAT则将POW视为1级」
TEST(SoulhunterContent, D19_AnEnchantmentsPowIsItsOwnElseTheTechniquesCatElse1_L264)
{
    const ContentLoad load = contentFromJson(groupPack(), u"group.json"_s);
    ASSERT_NE(load.content, nullptr);
    const Content &c = *load.content;
    EXPECT_EQ(enchantmentPow(*c.technique(u"bind"_s), u"narrative"_s), 4);
    EXPECT_EQ(enchantmentPow(*c.technique(u"bind"_s), u"damage"_s), 2);
    EXPECT_EQ(enchantmentPow(*c.technique(u"strike"_s), u"damage"_s), 1);
}

TEST(SoulhunterContent, ALearnedTechniqueKeepsItsLoadOnTheSheet)
{
    const ContentLoad load = contentFromJson(groupPack(), u"group.json"_s);
    ASSERT_NE(load.content, nullptr);
    const Content &c = *load.content;
    Character sheet = linche();
    sheet.techniques = {*c.learn(u"strike"_s), *c.learn(u"bind"_s)};
    sheet.techniques[0].prepared = sheet.techniques[1].prepared = true;
    EXPECT_EQ(preparedLoad(sheet, filled()), 4);
    EXPECT_FALSE(c.learn(u"no_such"_s).has_value());
}

TEST(SoulhunterContent, BrokenPacksAreRefusedWithTheReason)
{
    QJsonObject twice = groupPack();
    QJsonArray marks = twice[u"marks"_s].toArray();
    marks.append(marks.first());
    twice.insert(u"marks"_s, marks);
    const ContentLoad a = contentFromJson(twice, u"twice.json"_s);
    EXPECT_EQ(a.content, nullptr);
    ASSERT_FALSE(a.errors.isEmpty());
    EXPECT_TRUE(a.errors.first().contains(u"sharp"_s)) << a.errors.first().toStdString();
    QJsonObject missing = groupPack();
    missing.insert(u"enchantments"_s, QJsonArray{});
    const ContentLoad b = contentFromJson(missing, u"missing.json"_s);
    ASSERT_FALSE(b.errors.isEmpty());
    EXPECT_TRUE(b.errors.first().contains(u"damage"_s)) << b.errors.first().toStdString();
    QJsonObject wrong = groupPack();
    wrong.insert(u"system"_s, u"fate"_s);
    EXPECT_EQ(contentFromJson(wrong, u"wrong.json"_s).content, nullptr);
}
