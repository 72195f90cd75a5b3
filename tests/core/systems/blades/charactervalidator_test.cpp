// One test per character rule (rules/blades-A-character.md §8), named after the rule and citing
// the rulebook section it comes from.
#include "systems/blades/charactervalidator.h"
#include "core/systems/blades/fixtures.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::blades::Character;
using sw::blades::CharacterStatus;
using sw::blades::Harm;
using sw::blades::validateCharacter;
using sw::rules::hasCode;
using sw::test::creatingCutter;
using sw::test::playingCutter;
using sw::test::srd;

namespace {

QStringList codes(const Character &c, const sw::blades::CrewBenefits &crew = {})
{
    QStringList out;
    for (const auto &v : sw::blades::blockingViolations(c, srd(), crew))
        out << v.code + u'@' + v.field;
    return out;
}

bool breaks(const Character &c, const QString &code, const sw::blades::CrewBenefits &crew = {})
{
    return hasCode(sw::blades::blockingViolations(c, srd(), crew), code);
}

} // namespace

TEST(CharacterRules, LegalCreatedCutterHasNoViolations)
{
    EXPECT_TRUE(codes(creatingCutter()).isEmpty()) << codes(creatingCutter()).join(u' ').toStdString();
    EXPECT_TRUE(codes(playingCutter()).isEmpty()) << codes(playingCutter()).join(u' ').toStdString();
}

// §分配行動點: 3 playbook dots + 4 assigned = 7 at creation.
TEST(CharacterRules, CreationNeedsSevenDots)
{
    Character c = creatingCutter();
    c.actions[u"hunt"_s] = 0;
    EXPECT_TRUE(breaks(c, u"creation.dots_total"_s));
    c.actions[u"hunt"_s] = 1;
    c.actions[u"sway"_s] = 1;
    EXPECT_TRUE(breaks(c, u"creation.dots_total"_s));
}

// §分配行動點: no action above 2 at creation.
TEST(CharacterRules, CreationCapsRatingsAtTwo)
{
    Character c = creatingCutter();
    c.actions[u"skirmish"_s] = 3;
    c.actions[u"wreck"_s] = 1;
    const auto v = sw::blades::blockingViolations(c, srd());
    ASSERT_TRUE(hasCode(v, u"creation.rating_above_cap"_s));
    EXPECT_EQ(v.first().field, u"actions/skirmish"_s);
}

// §創造遊玩書: the playbook's pre-placed dots stay.
TEST(CharacterRules, CreationKeepsThePlaybookDots)
{
    Character c = creatingCutter();
    c.actions[u"command"_s] = 0;
    c.actions[u"sway"_s] = 1;
    EXPECT_TRUE(breaks(c, u"creation.playbook_dots_missing"_s));
}

// §角色創造總結: heritage, background, vice and a name are chosen.
TEST(CharacterRules, CreationNeedsHeritageBackgroundViceAndName)
{
    Character c = creatingCutter();
    c.heritage.clear();
    c.background.clear();
    c.vice.clear();
    c.name = u"  "_s;
    const QStringList found = codes(c);
    EXPECT_TRUE(found.contains(u"creation.heritage_missing@heritage"_s));
    EXPECT_TRUE(found.contains(u"creation.background_missing@background"_s));
    EXPECT_TRUE(found.contains(u"creation.vice_missing@vice"_s));
    EXPECT_TRUE(found.contains(u"creation.name_missing@name"_s));
}

// §選擇一項特殊能力: exactly one special ability at creation.
TEST(CharacterRules, CreationTakesExactlyOneSpecialAbility)
{
    Character c = creatingCutter();
    c.abilities << u"mule"_s;
    EXPECT_TRUE(breaks(c, u"creation.ability_count"_s));
    c.abilities.clear();
    EXPECT_TRUE(breaks(c, u"creation.ability_count"_s));
}

// §選擇密友和敵手: one friend and one rival, different, from the playbook's list.
TEST(CharacterRules, CreationNeedsOneFriendAndOneRival)
{
    Character c = creatingCutter();
    c.rivalNpc = c.friendNpc;
    EXPECT_TRUE(breaks(c, u"creation.friend_is_rival"_s));
    c.rivalNpc = u"flint"_s; // a Spider's contact, not the Cutter's
    EXPECT_TRUE(breaks(c, u"creation.npc_not_in_playbook"_s));
    c.friendNpc.clear();
    EXPECT_TRUE(breaks(c, u"creation.friend_missing"_s));
}

// §行動評等, §角色創造總結: after creation the cap is 3.
TEST(CharacterRules, PlayCapsRatingsAtThree)
{
    Character c = playingCutter();
    c.actions[u"skirmish"_s] = 3;
    EXPECT_FALSE(breaks(c, u"action.rating_above_cap"_s));
    c.actions[u"skirmish"_s] = 4;
    EXPECT_TRUE(breaks(c, u"action.rating_above_cap"_s));
}

// §幫派升級範例 精通: with the crew's Mastery the cap is 4.
TEST(CharacterRules, MasteryRaisesTheCapToFour)
{
    Character c = playingCutter();
    c.actions[u"skirmish"_s] = 4;
    const auto crew = sw::blades::crewBenefits({u"mastery"_s}, srd());
    EXPECT_FALSE(breaks(c, u"action.rating_above_cap"_s, crew));
}

// §屬性評等: an attribute's rating is the number of its actions with a dot.
TEST(CharacterRules, AttributeRatingCountsActionsWithDots)
{
    const Character c = playingCutter();
    EXPECT_EQ(sw::blades::attributeRating(c, *srd().attribute(u"prowess"_s)), 3); // prowl, skirmish, wreck
    EXPECT_EQ(sw::blades::attributeRating(c, *srd().attribute(u"insight"_s)), 1); // hunt
    EXPECT_EQ(sw::blades::attributeRating(c, *srd().attribute(u"resolve"_s)), 1); // command
}

// §壓力 (general knowledge: 9 boxes): stress never passes the track.
TEST(CharacterRules, StressStaysWithinNineBoxes)
{
    Character c = playingCutter();
    c.stress = 9;
    EXPECT_FALSE(breaks(c, u"stress.out_of_range"_s));
    c.stress = 10;
    EXPECT_TRUE(breaks(c, u"stress.out_of_range"_s));
}

// §幫派升級 沉著: Composed gives a 10th stress box.
TEST(CharacterRules, ComposedAddsAStressBox)
{
    Character c = playingCutter();
    c.stress = 10;
    EXPECT_FALSE(breaks(c, u"stress.out_of_range"_s, sw::blades::crewBenefits({u"composed"_s}, srd())));
}

// §創傷: one circled condition per trauma, distinct, from the eight.
TEST(CharacterRules, TraumaConditionsMatchTheTraumaCount)
{
    Character c = playingCutter();
    c.trauma = 2;
    c.traumaConditions = {u"cold"_s};
    EXPECT_TRUE(breaks(c, u"trauma.conditions_mismatch"_s));
    c.traumaConditions = {u"cold"_s, u"cold"_s};
    EXPECT_TRUE(breaks(c, u"trauma.condition_duplicate"_s));
    c.traumaConditions = {u"cold"_s, u"grumpy"_s};
    EXPECT_TRUE(breaks(c, u"trauma.condition_unknown"_s));
    c.traumaConditions = {u"cold"_s, u"reckless"_s};
    EXPECT_TRUE(codes(c).isEmpty());
}

// §創傷: the fourth trauma retires the character.
TEST(CharacterRules, FourthTraumaRetires)
{
    Character c = playingCutter();
    c.trauma = 4;
    c.traumaConditions = {u"cold"_s, u"reckless"_s, u"soft"_s, u"vicious"_s};
    EXPECT_TRUE(breaks(c, u"trauma.must_retire"_s));
    c.status = CharacterStatus::Retired;
    EXPECT_FALSE(breaks(c, u"trauma.must_retire"_s));
}

// §幫派升級 堅韌: Hardened gives a fifth trauma box, so the fourth no longer retires.
TEST(CharacterRules, HardenedAddsATraumaBox)
{
    Character c = playingCutter();
    c.trauma = 4;
    c.traumaConditions = {u"cold"_s, u"reckless"_s, u"soft"_s, u"vicious"_s};
    EXPECT_FALSE(breaks(c, u"trauma.must_retire"_s, sw::blades::crewBenefits({u"hardened"_s}, srd())));
}

// §傷害 (general knowledge 2/2/1): two lesser, two moderate, one severe.
TEST(CharacterRules, HarmRowsHoldTwoTwoOne)
{
    Character c = playingCutter();
    c.harm = {{1, u"Battered"_s}, {1, u"Drained"_s}, {2, u"Deep cut"_s}, {2, u"Concussed"_s}, {3, u"Broken leg"_s}};
    EXPECT_TRUE(codes(c).isEmpty()) << codes(c).join(u' ').toStdString();
    c.harm.append({1, u"Scared"_s});
    EXPECT_TRUE(breaks(c, u"harm.row_full"_s));
    c.harm.removeLast();
    c.harm.append({3, u"Impaled"_s});
    EXPECT_TRUE(breaks(c, u"harm.row_full"_s));
}

// §傷害: every harm is written down with a name.
TEST(CharacterRules, HarmHasADescription)
{
    Character c = playingCutter();
    c.harm = {{2, QString()}};
    EXPECT_TRUE(breaks(c, u"harm.description_missing"_s));
}

// §死亡: level-4 harm means death.
TEST(CharacterRules, FatalHarmMeansDeath)
{
    Character c = playingCutter();
    c.harm = {{4, u"Stabbed in the heart"_s}};
    EXPECT_TRUE(breaks(c, u"harm.fatal"_s));
    c.status = CharacterStatus::Dead;
    EXPECT_FALSE(breaks(c, u"harm.fatal"_s));
}

// §Recover (general knowledge: a 4-segment healing clock) and §健壯 (Vigorous: 3).
TEST(CharacterRules, HealingClockHasFourSegmentsThreeWithVigorous)
{
    Character c = playingCutter();
    c.healing = 3;
    EXPECT_FALSE(breaks(c, u"healing.out_of_range"_s));
    c.healing = 4;
    EXPECT_TRUE(breaks(c, u"healing.out_of_range"_s));
    c.healing = 2;
    c.abilities << u"vigorous"_s;
    EXPECT_FALSE(breaks(c, u"healing.out_of_range"_s));
    c.healing = 3;
    EXPECT_TRUE(breaks(c, u"healing.out_of_range"_s));
}

// §護甲: armor boxes only with the armor carried.
TEST(CharacterRules, ArmorNeedsTheArmorItem)
{
    Character c = playingCutter();
    c.loadLevel = u"normal"_s;
    c.armor.standard = true;
    EXPECT_TRUE(breaks(c, u"armor.not_carried"_s));
    c.items = {u"armor"_s};
    EXPECT_FALSE(breaks(c, u"armor.not_carried"_s));
    c.armor.heavy = true;
    EXPECT_TRUE(breaks(c, u"armor.not_carried"_s));
    c.loadLevel = u"heavy"_s;
    c.items = {u"armor"_s, u"heavy_armor"_s}; // 2 + 3 load: fits the heavy level (6)
    EXPECT_TRUE(codes(c).isEmpty()) << codes(c).join(u' ').toStdString();
}

// §特殊護甲: the special armor box needs an ability that uses it.
TEST(CharacterRules, SpecialArmorNeedsAnAbility)
{
    Character c = playingCutter();
    c.abilities = {u"mule"_s};
    c.armor.special = true;
    EXPECT_TRUE(breaks(c, u"armor.special_without_ability"_s));
    c.abilities = {u"battleborn"_s};
    EXPECT_FALSE(breaks(c, u"armor.special_without_ability"_s));
}

// §整裝: the load carried stays within the chosen level (3 / 5 / 6).
TEST(CharacterRules, LoadStaysWithinTheChosenLevel)
{
    Character c = playingCutter();
    c.loadLevel = u"light"_s;
    c.items = {u"a_blade_or_two"_s, u"a_pistol"_s, u"lantern"_s};
    EXPECT_FALSE(breaks(c, u"load.over_limit"_s));
    c.items << u"documents"_s;
    EXPECT_TRUE(breaks(c, u"load.over_limit"_s));
    c.loadLevel = u"normal"_s;
    EXPECT_FALSE(breaks(c, u"load.over_limit"_s));
}

// §整裝: two-load items count 2, italic items 0.
TEST(CharacterRules, TwoLoadAndZeroLoadItems)
{
    Character c = playingCutter();
    c.items = {u"a_large_weapon"_s, u"spiritbane_charm"_s};
    EXPECT_EQ(sw::blades::carriedLoad(c, srd()), 2);
}

// §貨幣價值: carried coin takes load.
TEST(CharacterRules, CarriedCoinCountsAsLoad)
{
    Character c = playingCutter();
    c.loadLevel = u"light"_s;
    c.items = {u"a_blade_or_two"_s, u"a_pistol"_s};
    c.coin = 2;
    EXPECT_EQ(sw::blades::carriedLoad(c, srd()), 4);
    EXPECT_TRUE(breaks(c, u"load.over_limit"_s));
}

// §騾子: Mule raises the limits to 5 / 7 / 8.
TEST(CharacterRules, MuleRaisesLoadLimits)
{
    Character c = playingCutter();
    c.abilities = {u"battleborn"_s, u"mule"_s};
    const auto limits = sw::blades::limitsFor(c, srd());
    EXPECT_EQ(limits.load.light, 5);
    EXPECT_EQ(limits.load.normal, 7);
    EXPECT_EQ(limits.load.heavy, 8);
    c.loadLevel = u"light"_s;
    c.items = {u"a_large_weapon"_s, u"armor"_s, u"lantern"_s};
    EXPECT_FALSE(breaks(c, u"load.over_limit"_s));
}

// §貨幣價值: at most 4 coin on the person.
TEST(CharacterRules, CoinOnThePersonIsAtMostFour)
{
    Character c = playingCutter();
    c.coin = 4;
    EXPECT_FALSE(breaks(c, u"coin.out_of_range"_s));
    c.coin = 5;
    EXPECT_TRUE(breaks(c, u"coin.out_of_range"_s));
}

// §私金與退休: the stash holds 0–40; lifestyle is a level per full 10.
TEST(CharacterRules, StashHoldsFortyAndSetsLifestyle)
{
    Character c = playingCutter();
    c.stash = 41;
    EXPECT_TRUE(breaks(c, u"stash.out_of_range"_s));
    EXPECT_EQ(sw::blades::lifestyle(0, srd()), 0);
    EXPECT_EQ(sw::blades::lifestyle(19, srd()), 1);
    EXPECT_EQ(sw::blades::lifestyle(40, srd()), 4);
}

// §PC 成長 (general knowledge: playbook 8, attributes 6): a full track is cleared into an advance.
TEST(CharacterRules, XpTracksNeverHoldAFullTrack)
{
    Character c = playingCutter();
    c.playbookXp = 7;
    c.attributeXp[u"insight"_s] = 5;
    EXPECT_TRUE(codes(c).isEmpty());
    c.playbookXp = 8;
    EXPECT_TRUE(breaks(c, u"xp.out_of_range"_s));
    c.playbookXp = 0;
    c.attributeXp[u"insight"_s] = 6;
    EXPECT_TRUE(breaks(c, u"xp.out_of_range"_s));
}

// §特殊能力: abilities come from the own playbook, once each.
TEST(CharacterRules, AbilitiesAreUniqueAndFromThePlaybook)
{
    Character c = playingCutter();
    c.abilities << u"battleborn"_s;
    EXPECT_TRUE(breaks(c, u"ability.duplicate"_s));
    c.abilities = {u"battleborn"_s, u"foresight"_s};
    EXPECT_TRUE(breaks(c, u"ability.not_in_playbook"_s));
    c.abilities = {u"battleborn"_s, u"veteran_cutter"_s, u"foresight"_s};
    EXPECT_FALSE(breaks(c, u"ability.not_in_playbook"_s));
}

// DESIGN "GM override": an illegal value stands when the GM accepts it, with the reason kept.
TEST(CharacterRules, GmOverrideAcceptsARecordedViolation)
{
    Character c = playingCutter();
    c.stress = 11;
    ASSERT_TRUE(breaks(c, u"stress.out_of_range"_s));
    c.overrides.append({u"stress.out_of_range"_s, u"stress"_s, u"Story: cursed by the Lady of Hollows"_s});
    EXPECT_FALSE(breaks(c, u"stress.out_of_range"_s));
    const auto all = validateCharacter(c, srd());
    ASSERT_EQ(all.size(), 1);
    EXPECT_TRUE(all.first().overridden);
}

TEST(CharacterRules, UnknownIdsAreReported)
{
    Character c = playingCutter();
    c.actions[u"juggle"_s] = 1;
    c.vice = u"knitting"_s;
    c.items = {u"laser"_s};
    c.loadLevel = u"normal"_s;
    const QStringList found = codes(c);
    EXPECT_TRUE(found.contains(u"action.unknown@actions/juggle"_s));
    EXPECT_TRUE(found.contains(u"vice.unknown@vice"_s));
    EXPECT_TRUE(found.contains(u"load.item_unknown@items/laser"_s));
}
