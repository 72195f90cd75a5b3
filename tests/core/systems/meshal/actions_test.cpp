// What a character does with its sheet: rules 44, 45 and 62 of /rules/meshal-lite.md §6
// (rulebook lines cited per test). Rules 18, 35, 57 and 58 are the table's: docs/meshal-lite.md.
#include "core/systems/meshal/fixtures.h"
#include "systems/meshal/actions.h"
#include "systems/meshal/dice.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::meshal;
using namespace sw::meshal::test;

namespace {

Item fromExamples(const QString &id, const QString &key)
{
    Item i = *examples().findItem(id);
    i.key = key;
    return i;
}

} // namespace

// Rule 44, L434 「若非特别注明,卸下物品时并不会卸下已装填的弹药,也不会释放其中存储的能量」.
TEST(MeshalRules, Rule44_UnequippingKeepsTheLoadedAmmunition)
{
    Character c = human(u"壬"_s);
    Item bow = fromExamples(u"longbow"_s, u"bow"_s);
    bow.equipped = true;
    bow.loaded = u"箭支"_s;
    Item ring;
    ring.key = u"ring"_s;
    ring.name = u"力量戒指"_s;
    ring.types = {u"accessory.ring"_s};
    ring.equipped = true;
    ring.modifiers.attributes[std::size_t(Attribute::Might)] = 1;
    c.items = {bow, ring};
    fillDice(c);
    ASSERT_EQ(c.currentDice(Attribute::Might), 4);

    ASSERT_TRUE(setEquipped(c, u"bow"_s, false));
    EXPECT_FALSE(c.items[0].equipped);
    EXPECT_EQ(c.items[0].loaded, u"箭支"_s);
    ASSERT_TRUE(setEquipped(c, u"bow"_s, true));
    EXPECT_EQ(c.items[0].loaded, u"箭支"_s);
    // Taking the ring off lowers the total: the die above it goes (rule 7).
    ASSERT_TRUE(setEquipped(c, u"ring"_s, false));
    EXPECT_EQ(c.currentDice(Attribute::Might), 3);
    EXPECT_FALSE(setEquipped(c, u"none"_s, false));
}

// Rule 45, L952 「即使你装备了多件武器,每次也仅能选择其中一件进行一次武器攻击」.
TEST(MeshalRules, Rule45_OneWeaponPerWeaponAttack)
{
    Character c = human(u"癸"_s);
    Item axe = fromExamples(u"battle_axe"_s, u"axe"_s);
    Item bow = fromExamples(u"longbow"_s, u"bow"_s);
    Item sword = fromExamples(u"short_sword"_s, u"sword"_s); // its attack is not written out
    axe.equipped = true;
    bow.equipped = true;
    sword.equipped = true;
    c.items = {axe, bow, sword};

    QList<sw::rules::Violation> vs;
    EXPECT_FALSE(weaponAttack(c, {u"axe"_s, u"bow"_s}, 0, vs));
    ASSERT_EQ(vs.size(), 1);
    EXPECT_EQ(vs[0].code, u"meshal.attack.one_weapon"_s);
    EXPECT_EQ(vs[0].params.value(u"count"_s).toInt(), 2);

    vs.clear();
    EXPECT_FALSE(weaponAttack(c, {}, 0, vs));
    EXPECT_TRUE(sw::rules::hasCode(vs, u"meshal.attack.one_weapon"_s));

    vs.clear();
    const std::optional<Attack> a = weaponAttack(c, {u"axe"_s}, 0, vs);
    ASSERT_TRUE(a) << qPrintable(vs.value(0).code);
    EXPECT_EQ(a->penetration, 2); // 战斧: 「穿透2防护」
    EXPECT_TRUE(vs.isEmpty());

    c.items[1].equipped = false; // a weapon in the pack is not to hand
    EXPECT_FALSE(weaponAttack(c, {u"bow"_s}, 0, vs));
    EXPECT_TRUE(sw::rules::hasCode(vs, u"meshal.attack.weapon_not_ready"_s));
    vs.clear();
    EXPECT_FALSE(weaponAttack(c, {u"axe"_s}, 1, vs)); // the axe has one attack
    EXPECT_TRUE(sw::rules::hasCode(vs, u"meshal.attack.not_a_weapon"_s));
    vs.clear();
    EXPECT_FALSE(weaponAttack(c, {u"sword"_s}, 0, vs));
    EXPECT_TRUE(sw::rules::hasCode(vs, u"meshal.attack.not_a_weapon"_s));
}

// Rule 62, L772 「背负者每次只能背负一个体型与自己相同或更小的生物」, L775 「在背负其他生物移动时,
// 你的移速减半,且你与被背负者在任何投骰时都有3劣势」.
TEST(MeshalRules, Rule62_BearingOneCreatureNoLargerAtHalfSpeed)
{
    const Character bearer = human(u"甲"_s);
    Character small = human(u"乙"_s);
    small.size = Size::Small;
    Character large = human(u"丙"_s);
    large.size = Size::Large;

    EXPECT_TRUE(checkBearing(bearer, small, 0, pack()).isEmpty());
    EXPECT_TRUE(checkBearing(bearer, human(u"丁"_s), 0, pack()).isEmpty()); // the same size
    const auto tooLarge = checkBearing(bearer, large, 0, pack());
    ASSERT_EQ(tooLarge.size(), 1);
    EXPECT_EQ(tooLarge[0].code, u"meshal.bearing.too_large"_s);
    EXPECT_EQ(tooLarge[0].params.value(u"size"_s).toString(), u"large"_s);
    EXPECT_TRUE(sw::rules::hasCode(checkBearing(bearer, small, 1, pack()), u"meshal.bearing.one_at_a_time"_s));
    Character unsized = newCharacter(pack(), u"戊"_s);
    EXPECT_TRUE(sw::rules::hasCode(checkBearing(bearer, unsized, 0, pack()), u"meshal.bearing.unsized"_s));

    // 平移3 halves to 1 (rounded down), 攀爬1 to 0.
    EXPECT_EQ(bearingSpeed(bearer, u"walk"_s), 1);
    EXPECT_EQ(bearingSpeed(bearer, u"climb"_s), 0);
    // 3 disadvantages on 强壮 3: the roll keeps its one die (rule 55); on 6 dice, 3 are left.
    EXPECT_EQ(diceToRoll(3, 0, kBearingDisadvantages), 1);
    EXPECT_EQ(diceToRoll(6, 0, kBearingDisadvantages), 3);
}
