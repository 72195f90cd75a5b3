// Items, identity, money and relationships: rules 36–42 and 46–54 of /rules/meshal-lite.md §6
// (rulebook lines cited per test).
#include "core/systems/meshal/fixtures.h"
#include "systems/meshal/itemrules.h"
#include "systems/meshal/meshalsystem.h"

#include <QJsonArray>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::meshal;
using namespace sw::meshal::test;

namespace {

bool has(const QList<sw::rules::Violation> &vs, const QString &code)
{
    return sw::rules::hasCode(vs, code);
}

Item item(const QString &key, const QString &type, Scale scale, bool equipped = false, QStringList slots = {})
{
    Item i;
    i.key = key;
    i.name = key;
    i.types = {type};
    i.scale = scale;
    i.equipped = equipped;
    i.slots = slots;
    return i;
}

MeshalPack withModule(const QString &id, bool on = true)
{
    MeshalPack p = pack();
    for (Module &m : p.modules) {
        if (m.id == id)
            m.enabled = on;
    }
    return p;
}

} // namespace

// Rule 36, L454: at most 3 heavy and 9 light items carried (equipped or packed); trivial ones
// without limit.
TEST(MeshalRules, Rule36_CarryLimits)
{
    Character c = human(u"甲"_s);
    for (int i = 0; i < 3; ++i)
        c.items.append(item(u"h%1"_s.arg(i), u"misc.tool"_s, Scale::Heavy));
    Item light = item(u"l"_s, u"misc.sundry"_s, Scale::Light);
    light.quantity = 9;
    c.items.append(light);
    Item trivial = item(u"t"_s, u"misc.food"_s, Scale::Trivial);
    trivial.quantity = 50;
    c.items.append(trivial);
    EXPECT_TRUE(validateCharacter(c, pack()).isEmpty());
    c.items.append(item(u"h3"_s, u"weapon.pole"_s, Scale::Heavy, true));
    c.items[3].quantity = 10;
    const auto vs = validateCharacter(c, pack());
    EXPECT_TRUE(has(vs, u"meshal.item.carry_heavy"_s));
    EXPECT_TRUE(has(vs, u"meshal.item.carry_light"_s));
}

// Rule 37, L505 「通常你最多可同时装备3件不同类型的饰品」.
TEST(MeshalRules, Rule37_AtMostThreeAccessoriesOfDifferentTypes)
{
    Character c = human(u"乙"_s);
    c.items = {item(u"a"_s, u"accessory.ring"_s, Scale::Trivial, true), item(u"b"_s, u"accessory.belt"_s, Scale::Trivial, true),
               item(u"c"_s, u"accessory.pendant"_s, Scale::Trivial, true)};
    EXPECT_TRUE(validateCharacter(c, pack()).isEmpty());
    c.items.append(item(u"d"_s, u"accessory.crest"_s, Scale::Trivial, true));
    EXPECT_TRUE(has(validateCharacter(c, pack()), u"meshal.item.accessories"_s));
    c.items[3] = item(u"d"_s, u"accessory.ring"_s, Scale::Trivial, false); // a second ring, packed: fine
    EXPECT_TRUE(validateCharacter(c, pack()).isEmpty());
    c.items[3].equipped = true;
    EXPECT_TRUE(has(validateCharacter(c, pack()), u"meshal.item.accessory_type"_s));
}

// Rule 38, L505 「饰品并不占据肢体部位」.
TEST(MeshalRules, Rule38_AccessoriesOccupyNoBodyPart)
{
    Character c = human(u"丙"_s);
    c.items = {item(u"glove"_s, u"accessory.glove"_s, Scale::Trivial, true, {u"arm"_s})};
    EXPECT_TRUE(has(validateCharacter(c, pack()), u"meshal.item.accessory_slot"_s));
}

// Rule 39, L464–L474: a helmet on the head, armour on the torso, boots on at most two legs.
TEST(MeshalRules, Rule39_ArmourSlots)
{
    Character c = human(u"丁"_s);
    c.items = {item(u"helm"_s, u"armour.helmet"_s, Scale::Light, true, {u"head"_s}),
               item(u"mail"_s, u"armour.armor"_s, Scale::Heavy, true, {u"torso"_s}),
               item(u"boots"_s, u"armour.boots"_s, Scale::Light, true, {u"leg"_s, u"leg"_s})};
    EXPECT_TRUE(validateCharacter(c, pack()).isEmpty());
    c.items[0].slots = {u"torso"_s};
    c.items[2].slots = {u"leg"_s, u"leg"_s, u"leg"_s};
    const auto vs = validateCharacter(c, pack());
    EXPECT_EQ(std::count_if(vs.begin(), vs.end(), [](const auto &v) { return v.code == u"meshal.item.armour_slot"_s; }), 2);
}

// Rule 40, L426 (module body_parts): the part must exist and be free.
TEST(MeshalRules, Rule40_BodyPartsExistAndAreFree)
{
    Character c = human(u"戊"_s);
    c.bodyParts = c.species.bodyParts; // 头部×1、躯干×1、手臂×2、腿脚×2 (L296)
    c.items = {item(u"helm"_s, u"armour.helmet"_s, Scale::Light, true, {u"head"_s}),
               item(u"hood"_s, u"armour.exotic"_s, Scale::Light, true, {u"head"_s}),
               item(u"tailguard"_s, u"armour.exotic"_s, Scale::Light, true, {u"tail"_s})};
    const MeshalPack on = withModule(u"body_parts"_s);
    const auto vs = validateCharacter(c, on);
    EXPECT_TRUE(has(vs, u"meshal.item.part_taken"_s));
    EXPECT_TRUE(has(vs, u"meshal.item.part_missing"_s));
    EXPECT_TRUE(validateCharacter(c, pack()).isEmpty()); // module off: not checked
}

// Rule 41, L475, L503: natural weapons and armour are never carried or equipped, yet count.
TEST(MeshalRules, Rule41_NaturalItemsAreNotCarried)
{
    Character c = human(u"己"_s);
    for (int i = 0; i < 5; ++i)
        c.items.append(item(u"claw%1"_s.arg(i), u"weapon.natural"_s, Scale::Heavy));
    Item hide = item(u"hide"_s, u"armour.natural"_s, Scale::Heavy);
    hide.modifiers.protections[0] = 2;
    c.items.append(hide);
    EXPECT_EQ(carried(c, Scale::Heavy), 0);
    EXPECT_EQ(protection(c, Protection::Physical), 2);
    EXPECT_TRUE(validateCharacter(c, pack()).isEmpty());
}

// Rule 42, L270 「某些物品只能由特定体型的生物操作」.
TEST(MeshalRules, Rule42_SizeRequirement)
{
    Character c = human(u"庚"_s);
    Item club = item(u"club"_s, u"weapon.impact"_s, Scale::Heavy, true);
    club.sizes = {Size::Huge, Size::Gargantuan};
    c.items = {club};
    EXPECT_TRUE(has(validateCharacter(c, pack()), u"meshal.item.size"_s));
    c.items[0].equipped = false;
    EXPECT_TRUE(validateCharacter(c, pack()).isEmpty());
}

// Rule 46, L255 「你应当为自己的角色选定所有必要特征」: name, species, gender, size, form.
TEST(MeshalRules, Rule46_RequiredFeatures)
{
    Character c = newCharacter(pack(), u"辛"_s);
    EXPECT_TRUE(validateCharacter(c, pack()).isEmpty()); // unfinished is storable
    const auto vs = validateCharacter(c, pack(), CheckMode::Complete);
    QStringList missing;
    for (const auto &v : vs)
        missing << v.field;
    EXPECT_EQ(missing, (QStringList{u"species"_s, u"gender"_s, u"size"_s, u"form"_s}));
    EXPECT_TRUE(validateCharacter(human(u"辛"_s), pack(), CheckMode::Complete).isEmpty());
}

// Rule 47, L260, L265: 人类 is 中型 人形, 男性 or 女性; 圣俑 is 无性.
TEST(MeshalRules, Rule47_WithinTheSpeciesAllowedValues)
{
    Character c = human(u"壬"_s);
    c.gender = u"无性"_s;
    c.size = Size::Large;
    c.form = u"野兽"_s;
    const auto vs = validateCharacter(c, pack());
    EXPECT_EQ(vs.size(), 3);
    for (const auto &v : vs)
        EXPECT_EQ(v.code, u"meshal.identity.not_allowed"_s);
    c.species = *examples().findSpecies(u"shengyong"_s);
    c.size = Size::Medium;
    c.form = u"人形"_s;
    EXPECT_TRUE(validateCharacter(c, pack()).isEmpty());
}

// Rule 48, L273, L275: size level and footprint.
TEST(MeshalRules, Rule48_SizeLevelAndFootprint)
{
    const int levels[] = {1, 2, 3, 4, 5, 6};
    const int footprints[] = {0, 1, 1, 2, 3, 5};
    for (int i = 0; i < 6; ++i) {
        EXPECT_EQ(sizeLevel(Size(i), pack()), levels[i]);
        EXPECT_EQ(footprint(Size(i), pack()), footprints[i]);
    }
}

// Rules 49 and 50, L319 「当启用年龄特征时,也应当同时启用寿终正寝规则」, L309 (a suggestion).
TEST(MeshalRules, Rule49_AgeNeedsNaturalDeath)
{
    MeshalPack p = pack();
    for (Module &m : p.modules)
        m.enabled = m.id == u"age"_s || m.id == u"more_features"_s;
    const auto vs = checkProfile(p);
    ASSERT_EQ(vs.size(), 1);
    EXPECT_EQ(vs.first().code, u"meshal.profile.module_requires"_s);
    EXPECT_EQ(vs.first().params.value(u"requires"_s).toString(), u"natural_death"_s);
    for (Module &m : p.modules)
        m.enabled |= m.id == u"natural_death"_s;
    EXPECT_TRUE(checkProfile(p).isEmpty());
    EXPECT_TRUE(checkProfile(pack()).isEmpty());
}

TEST(MeshalRules, Rule50_BodyPartsSuggestDisability)
{
    MeshalPack p = withModule(u"body_parts"_s);
    for (Module &m : p.modules)
        m.enabled |= m.id == u"more_features"_s;
    EXPECT_TRUE(checkProfile(p).isEmpty());
    const auto ws = profileWarnings(p);
    ASSERT_EQ(ws.size(), 1);
    EXPECT_EQ(ws.first().params.value(u"recommends"_s).toString(), u"disability"_s);
}

// Rule 51, L313–L319: the age stage from the species' thresholds.
TEST(MeshalRules, Rule51_AgeStage)
{
    Character c = human(u"癸"_s);
    EXPECT_EQ(ageStage(c), QString());
    c.species.adultAge = 16;
    c.species.agedAge = 60;
    c.age = 12;
    EXPECT_EQ(ageStage(c), u"juvenile"_s);
    c.age = 16;
    EXPECT_EQ(ageStage(c), u"adult"_s);
    c.age = 60;
    EXPECT_EQ(ageStage(c), u"aged"_s);
}

// Rule 52, L447: coins are non-negative; 1 gold = 100 silver = 10000 copper by default.
TEST(MeshalRules, Rule52_MoneyAndConversion)
{
    EXPECT_EQ(moneyInCopper({1, 0, 0}, pack()), 10000);
    EXPECT_EQ(moneyInCopper({0, 1, 0}, pack()), 100);
    EXPECT_EQ(moneyInCopper({2, 3, 4}, pack()), 20304);
    MeshalPack barter = pack();
    barter.numbers[u"silver_per_gold"_s] = 20;
    barter.numbers[u"copper_per_silver"_s] = 12;
    EXPECT_EQ(moneyInCopper({1, 1, 1}, barter), 253);
    Character c = human(u"子"_s);
    c.money.copper = -1;
    EXPECT_TRUE(has(validateCharacter(c, pack()), u"meshal.money.negative"_s));
    EXPECT_TRUE(checkCharacterDocument(toJson(c)).startsWith(u"/money/copper"_s));
}

// Rule 53, L34–L39: a relationship is 友善, 中立 or 敌对.
TEST(MeshalRules, Rule53_RelationshipStatus)
{
    Character c = human(u"丑"_s);
    c.relationships = {{u"寅"_s, Stance::Hostile, {}}};
    QJsonObject d = toJson(c);
    EXPECT_EQ(checkCharacterDocument(d), QString());
    QJsonArray rel = d[u"relationships"_s].toArray();
    QJsonObject r = rel.first().toObject();
    r.insert(u"stance"_s, u"ally"_s);
    rel[0] = r;
    d.insert(u"relationships"_s, rel);
    EXPECT_TRUE(checkCharacterDocument(d).startsWith(u"/relationships/0/stance"_s)) << checkCharacterDocument(d).toStdString();
}

// Rule 54 (warning), L35 「只有双方都相互认可时,才被视作友善关系」.
TEST(MeshalRules, Rule54_FriendlyShouldBeMutual)
{
    Character a = human(u"甲"_s), b = human(u"乙"_s);
    a.relationships = {{u"b"_s, Stance::Friendly, {}}};
    b.relationships = {{u"a"_s, Stance::Neutral, {}}};
    const auto ws = relationshipWarnings({{u"a"_s, a}, {u"b"_s, b}});
    ASSERT_EQ(ws.size(), 1);
    EXPECT_EQ(ws.first().params.value(u"from"_s).toString(), u"a"_s);
    b.relationships.first().stance = Stance::Friendly;
    EXPECT_TRUE(relationshipWarnings({{u"a"_s, a}, {u"b"_s, b}}).isEmpty());
}

// Rule 43 (W): 「唯一物品…主持人须确认在世界上没有别人拥有它」 (L554): a unique item held on two
// sheets, or twice on one, is flagged on each holder; an ordinary item is not.
TEST(MeshalRules, Rule43_AUniqueItemExistsOnce)
{
    Character a = adan();
    Character b = trinity();
    Item crown;
    crown.key = u"crown"_s;
    crown.id = u"crown_of_ys"_s;
    crown.name = u"伊斯王冠"_s;
    crown.scale = Scale::Light;
    crown.unique = true;
    a.items << crown;
    const QList<std::pair<qint64, Character>> alone{{1, a}, {2, b}};
    EXPECT_TRUE(uniqueItemClashes(1, alone).isEmpty());
    b.items << crown;
    const QList<std::pair<qint64, Character>> both{{1, a}, {2, b}};
    const QList<sw::rules::Violation> onA = uniqueItemClashes(1, both);
    ASSERT_EQ(onA.size(), 1);
    EXPECT_EQ(onA.first().code, u"meshal.item.unique_twice"_s);
    EXPECT_EQ(onA.first().params.value(u"holders"_s).toStringList(), QStringList{u"崔妮蒂"_s});
    EXPECT_EQ(uniqueItemClashes(2, both).size(), 1);
    b.items.last().unique = false;
    b.items.last().id = u"crown_copy"_s;
    crown.quantity = 2;
    a.items.last() = crown;
    const QList<sw::rules::Violation> twice = uniqueItemClashes(1, {{1, a}, {2, b}});
    ASSERT_EQ(twice.size(), 1);
    EXPECT_EQ(twice.first().params.value(u"holders"_s).toStringList(), QStringList{u"阿丹"_s});
}
