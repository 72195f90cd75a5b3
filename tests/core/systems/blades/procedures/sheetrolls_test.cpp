// One test per rule of the rolls made from the sheet (rules/blades-A-character.md §2.2 push,
// §4.1 desperate xp, §5.2 action roll and its bonus dice, §5.5 resistance, §2.4 harm, §7 the
// abilities' bonus dice, §8.10, §8.18, §8.23, §8.25), each naming its section.
#include "systems/blades/procedures/sheetrolls.h"
#include "core/systems/blades/fixtures.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::blades::ActionChoice;
using sw::blades::EffectLevel;
using sw::blades::Position;
using sw::test::srd;

namespace {

sw::blades::ActionPlan plan(const ActionChoice &choice, const sw::blades::Character &c = sw::test::playingCutter(),
                            const QStringList &upgrades = {})
{
    return sw::blades::planAction(choice, c, upgrades, srd(), sw::blades::limitsFor(c, srd()));
}

bool refused(const QList<sw::rules::Violation> &refusals, const QString &code)
{
    return std::any_of(refusals.begin(), refusals.end(), [&](const sw::rules::Violation &v) { return v.code == code; });
}

} // namespace

// A §5.2 step 5 (§動作骰, §行動擲骰總結): the pool is the action's dots; no bonus, no cost.
TEST(SheetRoll, PoolIsTheActionRating)
{
    ActionChoice choice;
    choice.action = u"skirmish"_s; // the Cutter has 2
    const auto p = plan(choice);
    EXPECT_TRUE(p.refused.isEmpty());
    EXPECT_EQ(p.rating, 2);
    EXPECT_EQ(p.pool, 2);
    EXPECT_EQ(p.stress, 0);
    EXPECT_EQ(p.assistStress, 0);
    EXPECT_EQ(p.xp, 0);
    EXPECT_EQ(p.effect, EffectLevel::Standard);
}

// A §2.2 (§強推自己): pushing for +1d costs 2 stress; pushing for +1 effect costs 2 more and
// raises the GM's effect one level.
TEST(SheetRoll, PushCostsTwoStressPerBenefit)
{
    ActionChoice choice;
    choice.action = u"prowl"_s;
    choice.pushForDie = true;
    auto p = plan(choice);
    EXPECT_EQ(p.pool, 2);
    EXPECT_EQ(p.stress, 2);
    EXPECT_EQ(p.effect, EffectLevel::Standard);
    choice.pushForEffect = true;
    choice.effect = EffectLevel::Limited;
    p = plan(choice);
    EXPECT_EQ(p.pool, 2);
    EXPECT_EQ(p.stress, 4);
    EXPECT_EQ(p.effect, EffectLevel::Standard);
}

// A §5.2 step 5, §8.23 (§5. 加上獎勵骰, §魔鬼交易): a devil's bargain is +1d without stress, and
// never together with a push for +1d; a push for effect may go with it.
TEST(SheetRoll, DevilsBargainIsADieAndExcludesPushForDice)
{
    ActionChoice choice;
    choice.action = u"prowl"_s;
    choice.bargain = true;
    auto p = plan(choice);
    EXPECT_TRUE(p.refused.isEmpty());
    EXPECT_EQ(p.pool, 2);
    EXPECT_EQ(p.stress, 0);
    choice.pushForEffect = true;
    EXPECT_TRUE(plan(choice).refused.isEmpty());
    choice.pushForDie = true;
    EXPECT_TRUE(refused(plan(choice).refused, u"roll.push_and_bargain"_s));
}

// A §5.2 step 5, §2.1, §8.23 (§Assist): another scoundrel's help is +1d and costs them 1 stress.
TEST(SheetRoll, AssistIsADieForOneStressOfTheHelper)
{
    ActionChoice choice;
    choice.action = u"wreck"_s;
    choice.assisted = true;
    choice.pushForDie = true;
    const auto p = plan(choice);
    EXPECT_EQ(p.pool, 4); // 2 + assist + push
    EXPECT_EQ(p.bonusDice, 2);
    EXPECT_EQ(p.assistStress, 1);
    EXPECT_EQ(p.stress, 2);
}

// A §4.1, §8.18 (§PC 成長): a desperate action roll marks 1 xp on the attribute of its action
// (Hunt → Insight, Skirmish → Prowess); a risky one marks none.
TEST(SheetRoll, DesperateRollMarksXpOnTheActionsAttribute)
{
    ActionChoice choice;
    choice.action = u"hunt"_s;
    choice.position = Position::Desperate;
    auto p = plan(choice);
    EXPECT_EQ(p.xp, 1);
    EXPECT_EQ(p.xpTrack, u"insight"_s);
    choice.action = u"skirmish"_s;
    EXPECT_EQ(plan(choice).xpTrack, u"prowess"_s);
    choice.position = Position::Risky;
    EXPECT_EQ(plan(choice).xp, 0);
}

// A §2.4, §8.10 (§傷害): level 2 harm is −1d on every roll; Tough as nails moves each harm one row
// lighter, so a level 2 harm then costs no die and a level 3 one does.
TEST(SheetRoll, ModerateHarmTakesADie)
{
    auto c = sw::test::playingCutter();
    c.harm = {{1, u"Bruised"_s}};
    ActionChoice choice;
    choice.action = u"skirmish"_s;
    EXPECT_EQ(plan(choice, c).harmDice, 0);
    c.harm.append({2, u"Cut arm"_s});
    EXPECT_EQ(plan(choice, c).harmDice, -1);
    EXPECT_EQ(plan(choice, c).pool, 1);
    auto hound = c;
    hound.abilities = {u"tough_as_nails"_s};
    EXPECT_EQ(plan(choice, hound).harmDice, 0);
    hound.harm = {{3, u"Broken leg"_s}};
    EXPECT_EQ(plan(choice, hound).harmDice, -1);
}

// A §7 (§野蠻, §鋼鐵意志, §膽大妄為): an ability's bonus die is offered for the rolls its pack entry
// names — Savage only for Command, Iron will only for Resolve resistance — and counts when taken;
// Daredevil's −1d on resistance is offered too. An offer not made is refused.
TEST(SheetRoll, AbilitiesOfferTheirBonusDiceWhereThePackSays)
{
    auto c = sw::test::playingCutter();
    c.abilities = {u"savage"_s, u"iron_will"_s, u"daredevil"_s};
    const auto command = sw::blades::bonusDiceOffers(c, {}, srd(), u"action"_s, u"command"_s, u"resolve"_s);
    ASSERT_EQ(command.size(), 2); // Savage and Daredevil
    EXPECT_EQ(command.at(0).owner, u"savage"_s);
    EXPECT_EQ(command.at(0).dice, 1);
    EXPECT_FALSE(command.at(0).condition.en.isEmpty());
    const auto skirmish = sw::blades::bonusDiceOffers(c, {}, srd(), u"action"_s, u"skirmish"_s, u"prowess"_s);
    ASSERT_EQ(skirmish.size(), 1);
    EXPECT_EQ(skirmish.at(0).owner, u"daredevil"_s);
    const auto resolve = sw::blades::bonusDiceOffers(c, {}, srd(), u"resistance"_s, {}, u"resolve"_s);
    ASSERT_EQ(resolve.size(), 2);
    EXPECT_EQ(resolve.at(0).owner, u"iron_will"_s);
    EXPECT_EQ(resolve.at(1).dice, -1);
    EXPECT_EQ(sw::blades::bonusDiceOffers(c, {}, srd(), u"resistance"_s, {}, u"prowess"_s).size(), 1);

    ActionChoice choice;
    choice.action = u"command"_s; // 1 dot
    choice.bonuses = {command.at(0).id};
    auto p = plan(choice, c);
    EXPECT_TRUE(p.refused.isEmpty());
    EXPECT_EQ(p.abilityDice, 1);
    EXPECT_EQ(p.pool, 2);
    choice.bonuses = {resolve.at(0).id};
    EXPECT_TRUE(refused(plan(choice, c).refused, u"roll.bonus_unknown"_s));

    sw::blades::ResistanceChoice resist{u"resolve"_s, {resolve.at(0).id}};
    const auto r = sw::blades::planResistance(resist, c, {}, srd());
    EXPECT_TRUE(r.refused.isEmpty());
    EXPECT_EQ(r.abilityDice, 1);
    EXPECT_EQ(r.pool, r.rating + 1);
}

// A §5.5 (§抵抗骰): the resistance pool is the attribute's rating — its actions with a dot.
TEST(SheetRoll, ResistancePoolIsTheAttributeRating)
{
    const auto c = sw::test::playingCutter(); // prowess: skirmish, wreck, prowl (finesse 0)
    const auto r = sw::blades::planResistance({u"prowess"_s, {}}, c, {}, srd());
    EXPECT_EQ(r.rating, 3);
    EXPECT_EQ(r.pool, 3);
    EXPECT_TRUE(refused(sw::blades::planResistance({u"luck"_s, {}}, c, {}, srd()).refused, u"attribute.unknown"_s));
}

// A §5.5, §8.25 (§抵抗與護甲): stress = 6 − the highest die; a critical clears 1 instead, never
// below 0; zero dice keep the lower of two.
TEST(SheetRoll, ResistanceCostsSixMinusHighestAndACriticalClearsOne)
{
    EXPECT_EQ(sw::blades::resistanceCost(sw::rules::readDice(2, {4, 2}), srd()), 2);
    EXPECT_EQ(sw::blades::resistanceCost(sw::rules::readDice(1, {6}), srd()), 0);
    EXPECT_EQ(sw::blades::resistanceCost(sw::rules::readDice(0, {5, 3}), srd()), 3);
    EXPECT_EQ(sw::blades::resistanceCost(sw::rules::readDice(3, {6, 1, 6}), srd()), -1);

    auto c = sw::test::playingCutter();
    c.stress = 3;
    auto out = sw::blades::applyRollToRoller(c, -1, 0, {}, srd(), {});
    ASSERT_TRUE(out.done());
    EXPECT_EQ(out.after.stress, 2);
    c.stress = 0;
    out = sw::blades::applyRollToRoller(c, -1, 0, {}, srd(), {});
    ASSERT_TRUE(out.done());
    EXPECT_EQ(out.after.stress, 0);
    out = sw::blades::applyRollToRoller(c, 2, 1, u"prowess"_s, srd(), {});
    ASSERT_TRUE(out.done());
    EXPECT_EQ(out.after.stress, 2);
    EXPECT_EQ(out.after.attributeXp.value(u"prowess"_s), 1);
}

// A §2.3, §8.4 (§創傷): stress that reaches the last box takes a trauma with the condition chosen,
// in the same edit.
TEST(SheetRoll, StressToTheLastBoxTakesTheTraumaChosen)
{
    auto c = sw::test::playingCutter();
    c.stress = 8;
    const auto out = sw::blades::applyRollToRoller(c, 2, 0, {}, srd(), {}, u"cold"_s);
    ASSERT_TRUE(out.done());
    EXPECT_EQ(out.after.trauma, 1);
    EXPECT_EQ(out.after.traumaConditions, QStringList{u"cold"_s});
}
