// Fate Condensed rolls: rules 1–16 of /rules/fate-condensed.md §9.1 (seed 003) and the seed's
// worked examples (§6.6), each test named after its rule.
#include "core/systems/fate/fixtures.h"
#include "rules/random.h"
#include "systems/fate/actions.h"
#include "systems/fate/roll.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::fate;
using sw::fate::test::pack;

namespace {

RollRequest roll(const QString &skill, int rating, const QString &faces, int target, Action action = Action::Overcome)
{
    RollRequest r;
    r.roller = u"Charles"_s;
    r.action = action;
    r.skill = skill;
    r.skillRating = rating;
    r.faces = *parseFaces(faces);
    r.target = target;
    if (needsDefendRoll(action, false))
        r.targetKind = TargetKind::Opposition;
    return r;
}

AspectInPlay own(const QString &id, QList<FreeInvokes> free = {})
{
    return {id, u"Charles"_s, false, std::move(free)};
}

bool has(const QList<sw::rules::Violation> &vs, const QString &code)
{
    return sw::rules::hasCode(vs, code);
}

} // namespace

// §9 rule 1 [seed L22–L23]: four dice, faces -1/0/+1, sum -4…+4; "0+-+" as the seed writes.
TEST(FateRules, Rule01_FourFateDiceEachMinusZeroOrPlus)
{
    EXPECT_EQ(*parseFaces(u"0+-+"), (Faces{0, 1, -1, 1}));
    EXPECT_EQ(diceSum(*parseFaces(u"0+-+")), 1);
    EXPECT_EQ(diceSum(*parseFaces(u"++++")), 4);
    EXPECT_EQ(diceSum(*parseFaces(u"−−−−")), -4); // U+2212 as typeset
    EXPECT_FALSE(parseFaces(u"0+-").has_value());
    EXPECT_FALSE(parseFaces(u"0+-+0").has_value());
    EXPECT_FALSE(parseFaces(u"0+x+").has_value());
    EXPECT_EQ(facesText({0, 1, -1, 1}), u"0+-+"_s);
    EXPECT_FALSE(validFaces({0, 2, 0, 0}));
    RollRequest r = roll(u"fight"_s, 2, u"0000"_s, 0);
    r.faces = {0, 2, 0, 0};
    EXPECT_TRUE(has(resolveRoll(r, pack()).violations, u"fate.dice.faces"_s));
    // Seeded dice repeat, and every face comes from a fair third of a d6.
    sw::rules::SeededRandom a(42), b(42);
    EXPECT_EQ(rollFaces(a), rollFaces(b));
    EXPECT_EQ(fateDieFromD6(1), -1);
    EXPECT_EQ(fateDieFromD6(2), -1);
    EXPECT_EQ(fateDieFromD6(3), 0);
    EXPECT_EQ(fateDieFromD6(4), 0);
    EXPECT_EQ(fateDieFromD6(5), 1);
    EXPECT_EQ(fateDieFromD6(6), 1);
    sw::rules::ScriptedRandom scripted({1, 3, 5, 6});
    EXPECT_EQ(rollFaces(scripted), (Faces{-1, 0, 1, 1}));
}

// §9 rule 2 [seed L24–L26, L48, L56]: effort = skill + dice + 2 per +2 invoke + stunt bonuses.
TEST(FateRules, Rule02_EffortIsSkillPlusDicePlusInvokesPlusStunts)
{
    RollRequest r = roll(u"lore"_s, 3, u"-0+-"_s, 0);
    r.fatePoints = 3;
    r.aspects = {own(u"occult"_s), own(u"library"_s)};
    r.invokes = {{u"occult"_s, true, {}, InvokeEffect::Bonus, {}, false}, {u"library"_s, true, {}, InvokeEffect::Bonus, {}, false}};
    r.stunts = {{sw::fate::test::charles().stunts.at(0), true}};
    const RollResolution out = resolveRoll(r, pack());
    ASSERT_TRUE(out.ok());
    EXPECT_EQ(out.diceSum, -1);
    EXPECT_EQ(out.invokeBonus, 4);
    EXPECT_EQ(out.stuntBonus, 2);
    EXPECT_EQ(out.effort, 3 - 1 + 4 + 2);
}

// §9 rule 3 [seed L60–L65]: shifts = effort − target; fail < 0, tie 0, success 1–2, style ≥ 3.
TEST(FateRules, Rule03_ShiftsAndTheFourOutcomes)
{
    EXPECT_EQ(outcomeOf(-1), Outcome::Fail);
    EXPECT_EQ(outcomeOf(0), Outcome::Tie);
    EXPECT_EQ(outcomeOf(1), Outcome::Success);
    EXPECT_EQ(outcomeOf(2), Outcome::Success);
    EXPECT_EQ(outcomeOf(3), Outcome::Style);
    const RollResolution out = resolveRoll(roll(u"fight"_s, 2, u"++00"_s, 1), pack());
    EXPECT_EQ(out.shifts, 3);
    EXPECT_EQ(out.outcome, Outcome::Style);
}

// §9 rule 4 [seed L44]: a paid invoke needs a fate point and spends it.
TEST(FateRules, Rule04_PaidInvokeNeedsAndSpendsAFatePoint)
{
    RollRequest r = roll(u"lore"_s, 3, u"0000"_s, 4);
    r.aspects = {own(u"occult"_s), own(u"library"_s)};
    r.invokes = {{u"occult"_s, true, {}, InvokeEffect::Bonus, {}, false}, {u"library"_s, true, {}, InvokeEffect::Bonus, {}, false}};
    r.fatePoints = 1;
    const RollResolution out = resolveRoll(r, pack());
    EXPECT_EQ(out.fatePointsSpent, 1);
    ASSERT_EQ(out.violations.size(), 1);
    EXPECT_EQ(out.violations.first().code, u"fate.invoke.no_fate_point"_s);
    EXPECT_EQ(out.violations.first().field, u"invokes/1"_s);
    EXPECT_EQ(out.invokeBonus, 2) << "the second invoke has no effect";
}

// §9 rule 5 [seed L44, L169]: a free invoke needs a holding on that aspect (the roller's, or an
// ally's who offers it) and uses it up.
TEST(FateRules, Rule05_FreeInvokeNeedsAndUsesAHolding)
{
    RollRequest r = roll(u"fight"_s, 2, u"0000"_s, 2);
    r.aspects = {{u"on_fire"_s, {}, false, {{u"Ethan"_s, 1}}}};
    r.invokes = {{u"on_fire"_s, false, u"Ethan"_s, InvokeEffect::Bonus, {}, false}};
    RollResolution out = resolveRoll(r, pack());
    ASSERT_TRUE(out.ok());
    EXPECT_EQ(out.fatePointsSpent, 0);
    EXPECT_EQ(out.freeInvokesSpent, (QList<FreeInvokeSpent>{{u"on_fire"_s, u"Ethan"_s}}));
    r.invokes.append(r.invokes.first()); // Ethan held only one
    out = resolveRoll(r, pack());
    EXPECT_TRUE(has(out.violations, u"fate.invoke.no_free_invoke"_s));
    r.invokes = {{u"on_fire"_s, false, u"Charles"_s, InvokeEffect::Bonus, {}, false}}; // Charles holds none
    EXPECT_TRUE(has(resolveRoll(r, pack()).violations, u"fate.invoke.no_free_invoke"_s));
}

// §9 rule 6 [seed L48]: one paid invoke per aspect per roll; free ones on it stack freely.
TEST(FateRules, Rule06_OnePaidInvokePerAspectFreeOnesStack)
{
    RollRequest r = roll(u"fight"_s, 2, u"0000"_s, 2);
    r.fatePoints = 5;
    r.aspects = {own(u"strong"_s, {{u"Charles"_s, 2}})};
    const Invoke paid{u"strong"_s, true, {}, InvokeEffect::Bonus, {}, false};
    const Invoke free{u"strong"_s, false, u"Charles"_s, InvokeEffect::Bonus, {}, false};
    r.invokes = {paid, free, free};
    RollResolution out = resolveRoll(r, pack());
    ASSERT_TRUE(out.ok());
    EXPECT_EQ(out.invokeBonus, 6);
    r.invokes = {paid, paid};
    out = resolveRoll(r, pack());
    ASSERT_EQ(out.violations.size(), 1);
    EXPECT_EQ(out.violations.first().code, u"fate.invoke.paid_twice"_s);
    EXPECT_EQ(out.fatePointsSpent, 1);
}

// §9 rule 7 [seed L48]: each invoke has one effect: +2, a reroll of all four dice (replacing
// them), or +2 to another roll's difficulty, recorded on that roll.
TEST(FateRules, Rule07_EachInvokeHasExactlyOneEffect)
{
    RollRequest r = roll(u"fight"_s, 2, u"----"_s, 1);
    r.fatePoints = 3;
    r.aspects = {own(u"strong"_s), own(u"fast"_s), own(u"clever"_s)};
    r.invokes = {{u"strong"_s, true, {}, InvokeEffect::Reroll, *parseFaces(u"++0-"), false},
                 {u"fast"_s, true, {}, InvokeEffect::RaiseDifficulty, {}, false}};
    const RollResolution out = resolveRoll(r, pack());
    ASSERT_TRUE(out.ok());
    EXPECT_EQ(out.faces, (Faces{1, 1, 0, -1}));
    EXPECT_EQ(out.diceSum, 1);
    EXPECT_EQ(out.invokeBonus, 0);
    EXPECT_EQ(out.effort, 3);
    EXPECT_EQ(out.raisesForOthers, 1);
    EXPECT_EQ(out.fatePointsSpent, 2);
    // The raise lands on the other roll: +2 to its difficulty.
    RollRequest other = roll(u"athletics"_s, 1, u"0000"_s, 1);
    other.difficultyRaises = out.raisesForOthers;
    EXPECT_EQ(resolveRoll(other, pack()).target, 3);
}

// §9 rule 8 [seed L44–L46]: a retracted invoke (the bogus rule) refunds what it cost and
// removes its effect.
TEST(FateRules, Rule08_RetractedInvokeIsRefundedAndUndone)
{
    RollRequest r = roll(u"fight"_s, 2, u"0000"_s, 3);
    r.fatePoints = 1;
    r.aspects = {own(u"strong"_s), {u"dark"_s, {}, false, {{u"Charles"_s, 1}}}};
    r.invokes = {{u"strong"_s, true, {}, InvokeEffect::Bonus, {}, false},
                 {u"dark"_s, false, u"Charles"_s, InvokeEffect::Reroll, *parseFaces(u"++++"), false}};
    const RollResolution before = resolveRoll(r, pack());
    EXPECT_EQ(before.effort, 8);
    EXPECT_EQ(before.fatePointsSpent, 1);
    EXPECT_EQ(before.freeInvokesSpent.size(), 1);
    r.invokes[0].retracted = true;
    r.invokes[1].retracted = true;
    const RollResolution after = resolveRoll(r, pack());
    EXPECT_EQ(after.effort, 2);
    EXPECT_EQ(after.faces, (Faces{0, 0, 0, 0}));
    EXPECT_EQ(after.fatePointsSpent, 0);
    EXPECT_TRUE(after.freeInvokesSpent.isEmpty());
}

// §9 rule 9 [seed L54–L56]: a stunt's bonus applies only when skill and action match and the
// circumstance is confirmed; a stunt costing a fate point needs and spends one.
TEST(FateRules, Rule09_StuntBonusNeedsItsCriteria)
{
    const Stunt scholar = sw::fate::test::charles().stunts.at(0); // Lore, overcome, +2
    RollRequest r = roll(u"lore"_s, 3, u"0000"_s, 2);
    r.stunts = {{scholar, true}};
    EXPECT_EQ(resolveRoll(r, pack()).stuntBonus, 2);
    r.stunts = {{scholar, false}};
    EXPECT_TRUE(has(resolveRoll(r, pack()).violations, u"fate.stunt.criteria"_s));
    r = roll(u"lore"_s, 3, u"0000"_s, 2, Action::CreateAdvantage);
    r.stunts = {{scholar, true}};
    EXPECT_TRUE(has(resolveRoll(r, pack()).violations, u"fate.stunt.criteria"_s));
    Stunt costly = scholar;
    costly.fpCost = 1;
    r = roll(u"lore"_s, 3, u"0000"_s, 2);
    r.stunts = {{costly, true}};
    EXPECT_TRUE(has(resolveRoll(r, pack()).violations, u"fate.stunt.no_fate_point"_s));
    r.fatePoints = 1;
    const RollResolution out = resolveRoll(r, pack());
    ASSERT_TRUE(out.ok());
    EXPECT_EQ(out.fatePointsSpent, 1);
    EXPECT_EQ(out.effort, 5);
}

// §9 rule 10 [seed L32, L171]: an attack, or an advantage created on a character, is opposed by
// a defend roll, never a difficulty.
TEST(FateRules, Rule10_AttacksAndAdvantagesOnCharactersNeedADefence)
{
    EXPECT_TRUE(needsDefendRoll(Action::Attack, false));
    EXPECT_TRUE(needsDefendRoll(Action::CreateAdvantage, true));
    EXPECT_FALSE(needsDefendRoll(Action::CreateAdvantage, false));
    EXPECT_FALSE(needsDefendRoll(Action::Overcome, true));
    RollRequest r = roll(u"fight"_s, 2, u"0000"_s, 1, Action::Attack);
    r.targetKind = TargetKind::Difficulty;
    EXPECT_TRUE(has(resolveRoll(r, pack()).violations, u"fate.roll.defence_required"_s));
    r.targetKind = TargetKind::Opposition;
    EXPECT_TRUE(resolveRoll(r, pack()).ok());
}

// §9 rule 11 [seed L154–L157]: overcome; style gives the roller a boost; a tie offers a minor
// cost, an enemy boost, a hit, or failing with a boost.
TEST(FateRules, Rule11_OvercomeOutcomes)
{
    const auto style = outcomeOptions(pack(), Action::Overcome, 3);
    ASSERT_EQ(style.size(), 1);
    EXPECT_TRUE(style.first().contains(Effect{u"boost"_s, u"roller"_s, 0, {}, false, {}}));
    const auto tie = outcomeOptions(pack(), Action::Overcome, 0);
    ASSERT_EQ(tie.size(), 4);
    EXPECT_TRUE(tie.at(0).contains(Effect{u"minor_cost"_s, {}, 0, {}, false, {}}));
    EXPECT_TRUE(tie.at(1).contains(Effect{u"boost"_s, u"enemy"_s, 0, {}, false, {}}));
    EXPECT_EQ(tie.at(2).last().kind, u"take_hit"_s);
    EXPECT_EQ(tie.at(3), (QList<Effect>{{u"nothing"_s, {}, 0, {}, false, {}}, {u"boost"_s, u"roller"_s, 0, {}, false, {}}}));
    EXPECT_EQ(outcomeOptions(pack(), Action::Overcome, 1).first().first().kind, u"goal"_s);
    EXPECT_EQ(outcomeOptions(pack(), Action::Overcome, -1).size(), 2); // fail, or a major cost
}

// §9 rule 12 [seed L175–L178]: create a new aspect; fail: none or the enemy's free invoke; tie:
// a boost; success: 1 free invoke; style: 2.
TEST(FateRules, Rule12_CreateAdvantageNewAspect)
{
    const auto fail = outcomeOptions(pack(), Action::CreateAdvantage, -2, u"new"_s);
    ASSERT_EQ(fail.size(), 2);
    EXPECT_EQ(fail.at(1).first(), (Effect{u"aspect"_s, u"enemy"_s, 1, {}, false, {}}));
    EXPECT_EQ(outcomeOptions(pack(), Action::CreateAdvantage, 0, u"new"_s).first().first(), (Effect{u"boost"_s, u"roller"_s, 0, {}, false, {}}));
    EXPECT_EQ(outcomeOptions(pack(), Action::CreateAdvantage, 2, u"new"_s).first().first(), (Effect{u"aspect"_s, u"roller"_s, 1, {}, false, {}}));
    EXPECT_EQ(outcomeOptions(pack(), Action::CreateAdvantage, 4, u"new"_s).first().first(), (Effect{u"aspect"_s, u"roller"_s, 2, {}, false, {}}));
}

// §9 rule 13 [seed L182–L185]: an existing aspect; success and style reveal it with 1 or 2 free
// invokes for the roller; a fail gives the enemy one; a tie depends on whether it was known.
TEST(FateRules, Rule13_CreateAdvantageExistingAspect)
{
    EXPECT_EQ(outcomeOptions(pack(), Action::CreateAdvantage, 1, u"existing"_s).first().first(), (Effect{u"free_invoke"_s, u"roller"_s, 1, {}, true, {}}));
    EXPECT_EQ(outcomeOptions(pack(), Action::CreateAdvantage, 3, u"existing"_s).first().first(), (Effect{u"free_invoke"_s, u"roller"_s, 2, {}, true, {}}));
    EXPECT_EQ(outcomeOptions(pack(), Action::CreateAdvantage, -1, u"existing"_s).first().first().to, u"enemy"_s);
    const auto tieKnown = outcomeOptions(pack(), Action::CreateAdvantage, 0, u"existing"_s, true);
    ASSERT_EQ(tieKnown.size(), 1);
    EXPECT_EQ(tieKnown.first().first().kind, u"free_invoke"_s);
    const auto tieUnknown = outcomeOptions(pack(), Action::CreateAdvantage, 0, u"existing"_s, false);
    ASSERT_EQ(tieUnknown.size(), 1);
    EXPECT_EQ(tieUnknown.first().first().kind, u"boost"_s);
}

// §9 rule 14 [seed L203–L206]: attack; success: a hit of the shifts; style: that, or one less
// and a boost; tie: a boost; fail: nothing.
TEST(FateRules, Rule14_AttackOutcomes)
{
    EXPECT_EQ(outcomeOptions(pack(), Action::Attack, 2).first().first(), (Effect{u"hit"_s, {}, 2, u"shifts"_s, false, {}}));
    const auto style = outcomeOptions(pack(), Action::Attack, 4);
    ASSERT_EQ(style.size(), 2);
    EXPECT_EQ(style.at(0).first().count, 4);
    EXPECT_EQ(style.at(1).first().count, 3);
    EXPECT_EQ(style.at(1).last().kind, u"boost"_s);
    EXPECT_EQ(outcomeOptions(pack(), Action::Attack, 0).first().first().kind, u"boost"_s);
    EXPECT_EQ(outcomeOptions(pack(), Action::Attack, -3).first().first().kind, u"nothing"_s);
}

// §9 rule 15 [seed L220–L223]: defend; success negates, style adds a boost, a tie uses the
// opposed action's tie row, a fail against an attack takes the hit.
TEST(FateRules, Rule15_DefendOutcomes)
{
    EXPECT_EQ(outcomeOptions(pack(), Action::Defend, 1).first().first().kind, u"negate"_s);
    const auto style = outcomeOptions(pack(), Action::Defend, 3).first();
    EXPECT_EQ(style.last(), (Effect{u"boost"_s, u"roller"_s, 0, {}, false, {}}));
    EXPECT_EQ(outcomeOptions(pack(), Action::Defend, 0).first().first().kind, u"opposed_tie"_s);
    const auto fail = outcomeOptions(pack(), Action::Defend, -2).first().first();
    EXPECT_EQ(fail.kind, u"take_hit"_s);
    EXPECT_EQ(fail.count, 2);
}

// §9 rule 16 [seed L231–L239]: attack with Fight/Shoot (physical) or Provoke (mental), defend
// with Athletics, Fight (melee) or Will (mental); other skills warn without blocking, and a
// stunt's permission silences the warning.
TEST(FateRules, Rule16_SkillWarningsForAttackAndDefence)
{
    RollRequest r = roll(u"fight"_s, 2, u"0000"_s, 0, Action::Attack);
    r.harm = u"physical"_s;
    EXPECT_TRUE(resolveRoll(r, pack()).warnings.isEmpty());
    r.skill = u"provoke"_s;
    r.harm = u"mental"_s;
    EXPECT_TRUE(resolveRoll(r, pack()).warnings.isEmpty());
    r.skill = u"academics"_s;
    r.harm = u"physical"_s;
    RollResolution out = resolveRoll(r, pack());
    EXPECT_TRUE(out.ok()) << "a warning never blocks";
    EXPECT_TRUE(has(out.warnings, u"fate.skill.cannot_attack"_s));
    r.rollerStunts = sw::fate::test::charles().stunts; // Sword Cane: Academics may attack
    EXPECT_TRUE(resolveRoll(r, pack()).warnings.isEmpty());

    RollRequest d = roll(u"athletics"_s, 1, u"0000"_s, 0, Action::Defend);
    for (const QString &harm : {u"physical"_s, u"melee"_s}) {
        d.harm = harm;
        EXPECT_TRUE(resolveRoll(d, pack()).warnings.isEmpty()) << harm.toStdString();
    }
    d.skill = u"fight"_s;
    d.harm = u"melee"_s;
    EXPECT_TRUE(resolveRoll(d, pack()).warnings.isEmpty());
    d.harm = u"physical"_s;
    EXPECT_TRUE(has(resolveRoll(d, pack()).warnings, u"fate.skill.cannot_defend"_s));
    d.skill = u"will"_s;
    d.harm = u"mental"_s;
    EXPECT_TRUE(resolveRoll(d, pack()).warnings.isEmpty());
    d.skill = u"athletics"_s;
    EXPECT_TRUE(has(resolveRoll(d, pack()).warnings, u"fate.skill.cannot_defend"_s));
}

// §6.6 rows 1–4: the seed's worked examples, exactly.
TEST(FateRules, SeedVectors_6_6)
{
    using sw::Language;
    // 1. Charles overcomes with Investigate +1, 00++, against Fair (+2): effort Good (+3), 1 shift.
    const RollResolution charles = resolveRoll(roll(u"investigate"_s, 1, u"00++"_s, 2), pack());
    EXPECT_EQ(charles.diceSum, 2);
    EXPECT_EQ(charles.effort, 3);
    EXPECT_EQ(ladderLabel(pack(), charles.effort, Language::TraditionalChinese), u"良好（+3）"_s);
    EXPECT_EQ(ladderLabel(pack(), 2, Language::TraditionalChinese), u"尚可（+2）"_s);
    EXPECT_EQ(charles.shifts, 1);
    EXPECT_EQ(charles.outcome, Outcome::Success);
    // 2. Ethan creates an advantage with Crafts +1, 0+++, against Good (+3): Great (+4), 1 shift,
    //    「著火」 with one free invoke.
    const RollResolution ethan = resolveRoll(roll(u"crafts"_s, 1, u"0+++"_s, 3, Action::CreateAdvantage), pack());
    EXPECT_EQ(ethan.diceSum, 3);
    EXPECT_EQ(ethan.effort, 4);
    EXPECT_EQ(ladderLabel(pack(), ethan.effort, Language::TraditionalChinese), u"傑出（+4）"_s);
    EXPECT_EQ(ethan.shifts, 1);
    EXPECT_EQ(ethan.outcome, Outcome::Success);
    EXPECT_EQ(outcomeOptions(pack(), Action::CreateAdvantage, ethan.shifts, u"new"_s).first().first(),
              (Effect{u"aspect"_s, u"roller"_s, 1, {}, false, {}}));
    // 3–4. Ruth attacks with Fight +4, --00 (effort Fair +2); the corpse defends with Athletics
    //      +0, -00+ (effort Mediocre +0): 2 shifts, a hit of 2.
    RollRequest corpse = roll(u"athletics"_s, 0, u"-00+"_s, 0, Action::Defend);
    const RollResolution defence = resolveRoll(corpse, pack());
    EXPECT_EQ(defence.diceSum, 0);
    EXPECT_EQ(defence.effort, 0);
    EXPECT_EQ(ladderLabel(pack(), defence.effort, Language::TraditionalChinese), u"平庸（+0）"_s);
    RollRequest ruth = roll(u"fight"_s, 4, u"--00"_s, defence.effort, Action::Attack);
    ruth.harm = u"physical"_s;
    const RollResolution attack = resolveRoll(ruth, pack());
    EXPECT_EQ(attack.diceSum, -2);
    EXPECT_EQ(attack.effort, 2);
    EXPECT_EQ(ladderLabel(pack(), attack.effort, Language::TraditionalChinese), u"尚可（+2）"_s);
    EXPECT_EQ(attack.shifts, 2);
    EXPECT_EQ(attack.outcome, Outcome::Success);
    EXPECT_EQ(outcomeOptions(pack(), Action::Attack, attack.shifts).first().first().count, 2);
    EXPECT_TRUE(attack.ok());
}
