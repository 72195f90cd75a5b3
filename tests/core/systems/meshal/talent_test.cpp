// The Talent ledger and abilities: rules 20–33 of /rules/meshal-lite.md §6 and the worked
// examples A9, A12 and A13 of its Appendix A (rulebook lines cited per test).
#include "core/systems/meshal/fixtures.h"
#include "systems/meshal/health.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::meshal;
using namespace sw::meshal::test;

namespace {

bool has(const QList<sw::rules::Violation> &vs, const QString &code)
{
    return sw::rules::hasCode(vs, code);
}

} // namespace

// Worked example A9 (L158): 阿丹's 活力 is 5 trained + 2 feature + 1 equipment = 8; the next
// point costs 5×3 = 15 (not 8×3 = 24), the one after 6×3 = 18.
TEST(MeshalExamples, A9_AdansNextEnergyCosts15ThenThe18)
{
    Character c = adan();
    awardTalent(c, 40, u"the boar hunt"_s);
    ASSERT_EQ(totalScore(c, Attribute::Energy), 8);
    EXPECT_EQ(raiseCost(c, Attribute::Energy, pack()), 15);
    const int before = talentSummary(c).unspent;
    ASSERT_FALSE(raiseAttribute(c, Attribute::Energy, Phase::Rest, pack()));
    EXPECT_EQ(before - talentSummary(c).unspent, 15);
    EXPECT_EQ(raiseCost(c, Attribute::Energy, pack()), 18);
    EXPECT_EQ(totalScore(c, Attribute::Energy), 9);
    EXPECT_TRUE(validateCharacter(c, pack()).isEmpty());
}

// Rule 20 (warning), L237 「你拥有36点初始潜能」: the campaign may set another start.
TEST(MeshalRules, Rule20_StartingTalent)
{
    Character c = newCharacter(pack(), u"甲"_s);
    EXPECT_EQ(c.startingTalent, 36);
    EXPECT_EQ(talentSummary(c).unspent, 36);
    c.startingTalent = 40;
    EXPECT_TRUE(has(characterWarnings(c, pack()), u"meshal.talent.starting"_s));
    MeshalPack generous = pack();
    generous.numbers[u"starting_talent"_s] = 40;
    EXPECT_FALSE(has(characterWarnings(c, generous), u"meshal.talent.starting"_s));
}

// Rule 21: never more than the unspent Talent. 崔妮蒂 has spent all 36 (9 + 12 + 15).
TEST(MeshalRules, Rule21_UnspentNeverBelowZero)
{
    Character c = trinity();
    EXPECT_EQ(talentSummary(c).unspent, 0);
    const auto why = raiseAttribute(c, Attribute::Might, Phase::Rest, pack());
    ASSERT_TRUE(why);
    EXPECT_EQ(why->code, u"meshal.talent.overspent"_s);
    EXPECT_EQ(why->params.value(u"cost"_s).toInt(), 9);
    EXPECT_EQ(c.trainedScore(Attribute::Might), 3);
    c.ledger.append({LedgerEntry::Kind::Raise, Attribute::Might, {}, 9, Phase::Rest, {}}); // forced in
    c.trained[0] = 4;
    EXPECT_TRUE(has(validateCharacter(c, pack()), u"meshal.talent.overspent"_s));
}

// Rule 22, L239: 实力 = raises + held purchased abilities, shown 「实力/未花费」. Worked example
// A13: 「36/15」 is 36 spent and 15 unspent.
TEST(MeshalRules, Rule22_StrengthFromTheLedger)
{
    Character c = newCharacter(pack(), u"乙"_s);
    awardTalent(c, 15);
    for (int i = 0; i < 3; ++i)
        ASSERT_FALSE(raiseAttribute(c, Attribute::Might, Phase::Creation, pack())); // 9 + 12 + 15
    EXPECT_EQ(strengthNotation(talentSummary(c)), u"36/15"_s);
    ASSERT_FALSE(buyAbility(c, ability(u"sense"_s, AbilityType::Spirit, 2), Phase::Rest, pack()));
    EXPECT_EQ(strengthNotation(talentSummary(c)), u"42/9"_s);
    c.abilities.clear(); // dropped without renouncing: 实力 no longer matches what is held
    EXPECT_TRUE(has(validateCharacter(c, pack()), u"meshal.talent.strength_mismatch"_s));
}

// Rule 23, L341: earned = 实力 + unspent + forfeited, after a renouncement too.
TEST(MeshalRules, Rule23_EarnedIsStrengthPlusUnspentPlusForfeited)
{
    Character c = newCharacter(pack(), u"丙"_s);
    ASSERT_FALSE(buyAbility(c, ability(u"ward"_s, AbilityType::Common, 3), Phase::Creation, pack()));
    ASSERT_FALSE(renounceAbility(c, u"ward"_s, Phase::Rest));
    const TalentSummary s = talentSummary(c);
    EXPECT_EQ(s.strength, 0);
    EXPECT_EQ(s.unspent, 27);
    EXPECT_EQ(s.forfeited, 9);
    EXPECT_EQ(s.earned, s.strength + s.unspent + s.forfeited);
    c.ledger.last().amount = 3; // forfeiting less than was paid
    EXPECT_TRUE(has(validateCharacter(c, pack()), u"meshal.talent.renounce_mismatch"_s));
}

// Rule 24 (warning), L156, L236, L336: spending only at creation or during a rest.
TEST(MeshalRules, Rule24_SpendingOnlyAtCreationOrRest)
{
    Character c = newCharacter(pack(), u"丁"_s);
    const auto why = raiseAttribute(c, Attribute::Spirit, Phase::Play, pack());
    ASSERT_TRUE(why);
    EXPECT_EQ(why->code, u"meshal.talent.spent_outside_rest"_s);
    EXPECT_TRUE(buyAbility(c, ability(u"x"_s, AbilityType::Common, 1), Phase::Play, pack()));
    EXPECT_TRUE(c.ledger.isEmpty());
    c.ledger.append({LedgerEntry::Kind::Raise, Attribute::Spirit, {}, 9, Phase::Play, {}}); // an imported sheet
    c.trained[2] = 4;
    EXPECT_TRUE(has(characterWarnings(c, pack()), u"meshal.talent.spent_outside_rest"_s));
}

// Rule 25, L158: the raise costs the trained score ×3, never the total ×3.
TEST(MeshalRules, Rule25_RaiseCostIsTrainedTimesThree)
{
    Character c = adan();
    EXPECT_EQ(raiseCost(c, Attribute::Energy, pack()), 15);
    EXPECT_NE(raiseCost(c, Attribute::Energy, pack()), totalScore(c, Attribute::Energy) * 3);
    c.ledger[0].amount = 15; // booked at the total of 5 rather than the trained 3
    const auto vs = validateCharacter(c, pack());
    ASSERT_TRUE(has(vs, u"meshal.talent.raise_cost"_s));
    EXPECT_EQ(vs.first().params.value(u"expected"_s).toInt(), 9);
}

// Rule 26, L336, L378, L380: an ability costs level ×3, a 通用能力 too; a 天赋 nothing.
TEST(MeshalRules, Rule26_AbilityCost)
{
    Character c = newCharacter(pack(), u"戊"_s);
    ASSERT_FALSE(buyAbility(c, ability(u"lore"_s, AbilityType::Common, 2), Phase::Creation, pack()));
    EXPECT_EQ(talentSummary(c).spent, 6);
    EXPECT_EQ(abilityCost(ability(u"gift"_s, AbilityType::Innate, 5), pack()), 0);
    c.ledger.last().amount = 2;
    EXPECT_TRUE(has(validateCharacter(c, pack()), u"meshal.ability.cost"_s));
}

// Rule 27, L336, and worked example A12 (L338): 精神 6 holds six level-1 精神 abilities, or
// one level 1 and one level 5 — the base score counts, not a temporary bonus.
TEST(MeshalRules, Rule27_OccupancyWithinTheBaseScore)
{
    Character c = trinity();
    awardTalent(c, 100);
    ASSERT_FALSE(buyAbility(c, ability(u"a1"_s, AbilityType::Spirit, 1), Phase::Rest, pack()));
    ASSERT_FALSE(buyAbility(c, ability(u"a5"_s, AbilityType::Spirit, 5), Phase::Rest, pack()));
    EXPECT_EQ(freeCapacity(c, Attribute::Spirit), 0);
    const auto why = buyAbility(c, ability(u"a6"_s, AbilityType::Spirit, 1), Phase::Rest, pack());
    ASSERT_TRUE(why);
    EXPECT_EQ(why->code, u"meshal.ability.occupancy"_s);
    Character six = trinity();
    awardTalent(six, 100);
    for (int i = 0; i < 6; ++i)
        ASSERT_FALSE(buyAbility(six, ability(u"s%1"_s.arg(i), AbilityType::Spirit, 1), Phase::Rest, pack()));
    Effect focus{u"专注"_s, {}, {}, {}}; // a temporary +2 精神 does not make room
    focus.modifiers.attributes[2] = 2;
    applyEffect(six, focus);
    EXPECT_TRUE(buyAbility(six, ability(u"s6"_s, AbilityType::Spirit, 1), Phase::Rest, pack()));
    six.abilities.append(ability(u"s7"_s, AbilityType::Spirit, 1));
    EXPECT_TRUE(has(validateCharacter(six, pack()), u"meshal.ability.occupancy"_s));
}

// Rule 28, L378, L380: 通用能力 and 天赋 occupy no attribute.
TEST(MeshalRules, Rule28_CommonAndInnateOccupyNothing)
{
    Character c = newCharacter(pack(), u"己"_s);
    ASSERT_FALSE(buyAbility(c, ability(u"common"_s, AbilityType::Common, 4), Phase::Creation, pack()));
    c.species = *examples().findSpecies(u"human"_s);
    ASSERT_FALSE(grantInnate(c, ability(u"innate"_s, AbilityType::Spirit, 5), u"human"_s));
    for (Attribute a : kAttributes)
        EXPECT_EQ(occupancy(c, a), 0);
}

// Rule 29, L380 「当你失去某项特征时,也会立即失去该特征赋予你的所有天赋」.
TEST(MeshalRules, Rule29_InnateAbilitiesComeWithTheirFeature)
{
    Character c = human(u"庚"_s);
    EXPECT_TRUE(grantInnate(c, ability(u"wings"_s, AbilityType::Innate, 0), u"angelic"_s)); // no such feature
    Feature angelic;
    angelic.id = u"angelic"_s;
    angelic.name = u"天使血统"_s;
    c.features.append(angelic);
    ASSERT_FALSE(grantInnate(c, ability(u"wings"_s, AbilityType::Innate, 0), u"angelic"_s));
    EXPECT_TRUE(validateCharacter(c, pack()).isEmpty());
    Character orphan = c;
    orphan.features.clear();
    EXPECT_TRUE(has(validateCharacter(orphan, pack()), u"meshal.ability.innate_without_feature"_s));
    removeFeature(c, u"angelic"_s);
    EXPECT_EQ(c.ability(u"wings"_s), nullptr);
}

// Rule 29, L380: the 天赋 a group's content grants to a species come with it when the species is
// chosen, at no cost, and go when another species is chosen.
TEST(MeshalRules, Rule29_ContentInnateAbilitiesFollowTheSpecies)
{
    Character c = human(u"辛"_s);
    Ability vision = ability(u"dark_vision"_s, AbilityType::Innate, 1);
    vision.id = u"dark_vision"_s;
    vision.grantedBy = u"human"_s;
    Ability other = ability(u"stone_skin"_s, AbilityType::Innate, 1);
    other.id = u"stone_skin"_s;
    other.grantedBy = u"shengyong"_s;
    const QList<Ability> content{vision, other, ability(u"quick"_s, AbilityType::Common, 1)};
    EXPECT_EQ(syncInnateAbilities(c, content), 1);
    ASSERT_NE(c.ability(u"dark_vision"_s), nullptr);
    EXPECT_EQ(c.ability(u"stone_skin"_s), nullptr);
    EXPECT_EQ(syncInnateAbilities(c, content), 0); // already there
    EXPECT_TRUE(validateCharacter(c, pack()).isEmpty());
    EXPECT_EQ(talentSummary(c).strength, 0); // 天赋 cost nothing (rule 26)
    c.species = *examples().findSpecies(u"shengyong"_s);
    EXPECT_EQ(syncInnateAbilities(c, content), 1);
    EXPECT_EQ(c.ability(u"dark_vision"_s), nullptr);
    EXPECT_NE(c.ability(u"stone_skin"_s), nullptr);
}

// Rule 30, L380 「一旦被作为天赋能力,它总是视作0级能力」.
TEST(MeshalRules, Rule30_InnateIsLevelZero)
{
    Character c = human(u"辛"_s);
    ASSERT_FALSE(grantInnate(c, ability(u"phase"_s, AbilityType::Spirit, 5), u"human"_s));
    EXPECT_EQ(c.ability(u"phase"_s)->type, AbilityType::Innate);
    EXPECT_EQ(effectiveLevel(*c.ability(u"phase"_s)), 0);
    EXPECT_EQ(talentSummary(c).spent, 0);
}

// Rule 31, L336 「某些能力还可能标有特别的获得要求」: gender, species, size.
TEST(MeshalRules, Rule31_RequirementsMetWhenAcquiring)
{
    Character c = human(u"壬"_s); // 男性
    Ability rite = ability(u"rite"_s, AbilityType::Spirit, 1);
    rite.requirements.genders = {u"女性"_s};
    const auto why = buyAbility(c, rite, Phase::Creation, pack());
    ASSERT_TRUE(why);
    EXPECT_EQ(why->code, u"meshal.ability.requirement"_s);
    c.gender = u"女性"_s;
    EXPECT_FALSE(buyAbility(c, rite, Phase::Creation, pack()));
    Ability golem = ability(u"golem"_s, AbilityType::Might, 1);
    golem.requirements.species = {u"shengyong"_s};
    EXPECT_TRUE(buyAbility(c, golem, Phase::Creation, pack()));
}

// Rule 32, L341: renouncing only during a rest; 实力 drops, nothing is refunded.
TEST(MeshalRules, Rule32_RenouncingOnlyAtRestWithoutRefund)
{
    Character c = newCharacter(pack(), u"癸"_s);
    ASSERT_FALSE(buyAbility(c, ability(u"fire"_s, AbilityType::Spirit, 2), Phase::Creation, pack()));
    EXPECT_EQ(strengthNotation(talentSummary(c)), u"6/30"_s);
    const auto why = renounceAbility(c, u"fire"_s, Phase::Play);
    ASSERT_TRUE(why);
    EXPECT_EQ(why->code, u"meshal.ability.renounce_outside_rest"_s);
    ASSERT_FALSE(renounceAbility(c, u"fire"_s, Phase::Rest));
    EXPECT_EQ(strengthNotation(talentSummary(c)), u"0/30"_s);
    EXPECT_EQ(occupancy(c, Attribute::Spirit), 0);
    EXPECT_TRUE(validateCharacter(c, pack()).isEmpty());
    c.ledger.last().phase = Phase::Play;
    EXPECT_TRUE(has(characterWarnings(c, pack()), u"meshal.ability.renounce_outside_rest"_s));
}

// Rule 33, L343: uses within the frequency limit.
TEST(MeshalRules, Rule33_UsesWithinTheFrequency)
{
    Character c = newCharacter(pack(), u"子"_s);
    Ability blink = ability(u"blink"_s, AbilityType::Common, 1);
    blink.frequency = 3;
    blink.window = u"day"_s;
    ASSERT_FALSE(buyAbility(c, blink, Phase::Creation, pack()));
    c.abilities[0].usesSpent = 3;
    EXPECT_TRUE(validateCharacter(c, pack()).isEmpty());
    c.abilities[0].usesSpent = 4;
    EXPECT_TRUE(has(validateCharacter(c, pack()), u"meshal.ability.uses"_s));
}

// Rule 34, L364 「后者就会顶替前者——它的持续时间将会重置」.
TEST(MeshalRules, Rule34_SameNameEffectReplaces)
{
    Character c = trinity();
    Effect weak{u"虚弱"_s, u"巫师"_s, u"直至目标的第3回合结束"_s, {}};
    weak.modifiers.attributes[2] = -2;
    applyEffect(c, weak);
    EXPECT_EQ(c.currentDice(Attribute::Spirit), 4); // the total fell to 4: dice clamped (rule 7)
    Effect again = weak;
    again.duration = u"直至目标的第1回合结束"_s;
    again.modifiers.attributes[2] = -1;
    applyEffect(c, again);
    ASSERT_EQ(c.effects.size(), 1);
    EXPECT_EQ(c.effects.first().duration, u"直至目标的第1回合结束"_s);
    EXPECT_EQ(totalScore(c, Attribute::Spirit), 5);
}
