// 狩魂者 content packs (issue #21): the catalogues a group writes — marks, soul weapons, ultimates,
// techniques with Load, general enchantments — imported against the schema, checked (unique ids,
// enchantments that exist), exported and imported again, learned onto a sheet; D19 (L264).
#include "core/systems/soulhunter/fixtures.h"
#include "systems/soulhunter/catalogue.h"
#include "systems/soulhunter/content.h"
#include "systems/soulhunter/derived.h"

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

// Taking a pack's entry onto a sheet (catalogue.h): L138-L140 (rule 8, the 灵识 thresholds), L267
// (rule 39, the prepared Load within 灵识 − 4) and L144 with rule 7 (marks beyond 心魂's) say by code
// what the sheet would newly break; what breaks nothing is taken as the pack has it.
TEST(SoulhunterContent, Rule8_Rule39_Rule7_AnEntryTakenOntoASheetSaysTheRulesItWouldBreak_L138_L140_L267)
{
    const std::shared_ptr<const Content> pack = contentFromJson(groupPack(), u"group.json"_s).content;
    ASSERT_TRUE(pack);
    const Rules rules = filled();
    const Character c = linche(); // 灵识 10, 心魂 5, prepared Load 1 + 2 + 3 = 6 = 10 − 4
    ASSERT_EQ(catalogue({pack}).size(), 7);
    const auto take = [&](const Character &on, CatalogueKind kind, const QString &id, bool prepared = true) {
        const std::optional<Character> after = withEntry(on, {pack}, {u"test_group"_s, kind, id, {}, 0}, prepared);
        EXPECT_TRUE(after.has_value()) << id.toStdString();
        return after.value_or(on);
    };
    EXPECT_FALSE(withEntry(c, {pack}, {u"test_group"_s, CatalogueKind::Mark, u"none"_s, {}, 0}).has_value());

    for (const auto &[kind, id, tier] : {std::tuple{CatalogueKind::SoulWeapon, u"shadow_blade"_s, 0},
                                         std::tuple{CatalogueKind::Ultimate, u"shadow_burial"_s, 1}}) {
        const int needed = *(tier == 0 ? soulWeaponLingshi(c, rules) : ultimateLingshi(c, tier, rules)).value;
        Character below = c;
        below.lingshi = needed - 1;
        below.techniques.clear();
        const Character taken = take(below, kind, id);
        EXPECT_EQ(taken.unlocks.last().tier, tier);
        EXPECT_TRUE(has(newlyBroken(below, taken, rules), u"soulhunter.unlock.lingshi"_s)) << needed;
        Character at = below;
        at.lingshi = needed;
        EXPECT_TRUE(newlyBroken(at, take(at, kind, id), rules).isEmpty()) << needed;
    }

    const Character prepared = take(c, CatalogueKind::Technique, u"strike"_s);
    EXPECT_TRUE(prepared.techniques.last().prepared);
    EXPECT_TRUE(has(newlyBroken(c, prepared, rules), u"soulhunter.technique.load_budget"_s)) << "Load 7 > 6";
    EXPECT_TRUE(newlyBroken(c, take(c, CatalogueKind::Technique, u"strike"_s, false), rules).isEmpty());

    const Character oneMark = take(c, CatalogueKind::Mark, u"sharp"_s); // marks_base 1
    EXPECT_EQ(oneMark.marks.last(), (Mark{u"锐利"_s, {}, false, false}));
    EXPECT_TRUE(newlyBroken(c, oneMark, rules).isEmpty());
    EXPECT_TRUE(has(newlyBroken(oneMark, take(oneMark, CatalogueKind::Mark, u"sharp"_s), rules), u"soulhunter.mark.base_count"_s));

    const Character enchanted = take(c, CatalogueKind::Enchantment, u"narrative"_s);
    EXPECT_EQ(enchanted.enchantments.last(), (Enchantment{u"叙事"_s, 1, {}, false, 0})); // D19: POW 1
    EXPECT_TRUE(newlyBroken(c, enchanted, rules).isEmpty());
}
