// One test per rule an edit of a character obeys (rules/blades-A-character.md §2, §4, §8), named
// after the rule and citing the rulebook section it comes from.
#include "systems/blades/characterops.h"
#include "systems/blades/charactervalidator.h"
#include "core/systems/blades/fixtures.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::blades;
using sw::rules::hasCode;
using sw::test::creatingCutter;
using sw::test::playingCutter;
using sw::test::srd;

namespace {

bool refusedWith(const Outcome &o, const QString &code)
{
    return !o.done() && hasCode(o.refused, code);
}

// A refused edit changes nothing and causes nothing.
void expectUntouched(const Outcome &o, const Character &before)
{
    EXPECT_FALSE(o.done());
    EXPECT_EQ(o.after, before);
    EXPECT_TRUE(o.events.isEmpty());
}

CrewBenefits withUpgrades(const QStringList &upgrades)
{
    return crewBenefits(upgrades, srd());
}

} // namespace

// §壓力: marked stress adds to the track.
TEST(CharacterOps, MarkStressAddsToTheTrack)
{
    const Outcome o = applyMarkStress(playingCutter(), 3, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.stress, 3);
    EXPECT_TRUE(o.events.isEmpty());
}

// §創傷: marking the last stress box gives a trauma; out of action, back at 0 stress, vice satisfied.
TEST(CharacterOps, LastStressBoxGivesTraumaAndResetsStress)
{
    Character c = playingCutter();
    c.stress = 8;
    const Outcome o = applyMarkStress(c, 1, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.stress, 0);
    EXPECT_EQ(o.after.trauma, 1);
    EXPECT_TRUE(o.has(u"trauma.gained"_s));
    EXPECT_TRUE(o.has(u"character.out_of_action"_s));
    EXPECT_TRUE(o.has(u"vice.satisfied_next_downtime"_s));
    // The trauma still needs its condition: the sheet says so until one is chosen.
    EXPECT_TRUE(hasCode(blockingViolations(o.after, srd()), u"trauma.conditions_mismatch"_s));
    const Outcome chosen = applyChooseTraumaCondition(o.after, u"cold"_s, srd());
    ASSERT_TRUE(chosen.done());
    EXPECT_TRUE(blockingViolations(chosen.after, srd()).isEmpty());
}

// §創傷 (A §8.4): a gain that passes the last box still gives exactly one trauma.
TEST(CharacterOps, StressPastTheLastBoxGivesOneTrauma)
{
    Character c = playingCutter();
    c.stress = 7;
    const Outcome o = applyMarkStress(c, 6, srd());
    EXPECT_EQ(o.after.trauma, 1);
    EXPECT_EQ(o.after.stress, 0);
    EXPECT_EQ(o.events.first().params.value(u"stress_lost"_s).toInt(), 4);
}

// §幫派升級 沉著: Composed gives a tenth box, so the ninth stress is no trauma yet.
TEST(CharacterOps, ComposedMovesTheLastBoxToTen)
{
    Character c = playingCutter();
    c.stress = 8;
    const Outcome o = applyMarkStress(c, 1, srd(), withUpgrades({u"composed"_s}));
    EXPECT_EQ(o.after.stress, 9);
    EXPECT_EQ(o.after.trauma, 0);
}

// §創傷: the fourth trauma retires the character; its condition can still be circled.
TEST(CharacterOps, FourthTraumaRetires)
{
    Character c = playingCutter();
    c.trauma = 3;
    c.traumaConditions = {u"cold"_s, u"haunted"_s, u"soft"_s};
    c.stress = 8;
    const Outcome o = applyMarkStress(c, 2, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.status, CharacterStatus::Retired);
    EXPECT_TRUE(o.has(u"character.retired"_s));
    const Outcome chosen = applyChooseTraumaCondition(o.after, u"vicious"_s, srd());
    ASSERT_TRUE(chosen.done());
    EXPECT_TRUE(blockingViolations(chosen.after, srd()).isEmpty());
}

// §幫派升級 堅韌: with Hardened the fourth trauma leaves the character in play.
TEST(CharacterOps, HardenedKeepsTheFourthTraumaInPlay)
{
    Character c = playingCutter();
    c.trauma = 3;
    c.traumaConditions = {u"cold"_s, u"haunted"_s, u"soft"_s};
    c.stress = 8;
    const Outcome o = applyMarkStress(c, 1, srd(), withUpgrades({u"hardened"_s}));
    EXPECT_EQ(o.after.trauma, 4);
    EXPECT_EQ(o.after.status, CharacterStatus::Active);
    EXPECT_FALSE(o.has(u"character.retired"_s));
}

// §死亡, §創傷 (A §8.28): a dead or retired sheet refuses play edits unless the GM overrides.
TEST(CharacterOps, DeadOrRetiredSheetsRefusePlayEdits)
{
    Character c = playingCutter();
    c.status = CharacterStatus::Retired;
    expectUntouched(applyMarkStress(c, 1, srd()), c);
    expectUntouched(applyMarkXp(c, u"playbook"_s, 1, srd()), c);
    c.status = CharacterStatus::Dead;
    expectUntouched(applyAddHarm(c, 1, u"Bruised"_s, srd()), c);
    EXPECT_TRUE(refusedWith(applySetCoin(c, 1, srd()), u"character.read_only"_s));
    c.overrides.append({u"character.read_only"_s, u"status"_s, u"Ghost PC keeps playing"_s});
    EXPECT_TRUE(applySetCoin(c, 1, srd()).done());
}

// §Indulging your vice (A §2.1): clearing stops at 0; clearing more than marked is reported.
TEST(CharacterOps, ClearStressStopsAtZero)
{
    Character c = playingCutter();
    c.stress = 3;
    EXPECT_EQ(applyClearStress(c, 2, srd()).after.stress, 1);
    const Outcome o = applyClearStress(c, 5, srd());
    EXPECT_EQ(o.after.stress, 0);
    ASSERT_TRUE(o.has(u"stress.excess_cleared"_s));
    EXPECT_EQ(o.events.first().params.value(u"excess"_s).toInt(), 2);
}

// §創傷狀態: one condition per trauma, distinct, from the eight.
TEST(CharacterOps, TraumaConditionsAreDistinctKnownAndOnePerTrauma)
{
    Character c = playingCutter();
    c.trauma = 2;
    c.traumaConditions = {u"cold"_s};
    EXPECT_TRUE(refusedWith(applyChooseTraumaCondition(c, u"cold"_s, srd()), u"trauma.condition_duplicate"_s));
    EXPECT_TRUE(refusedWith(applyChooseTraumaCondition(c, u"grumpy"_s, srd()), u"trauma.condition_unknown"_s));
    const Outcome o = applyChooseTraumaCondition(c, u"paranoid"_s, srd());
    ASSERT_TRUE(o.done());
    EXPECT_TRUE(refusedWith(applyChooseTraumaCondition(o.after, u"reckless"_s, srd()), u"trauma.conditions_mismatch"_s));
}

// DESIGN "The spine": an edit with a nonsensical amount is refused and changes nothing.
TEST(CharacterOps, AmountsArePositive)
{
    const Character c = playingCutter();
    expectUntouched(applyMarkStress(c, 0, srd()), c);
    expectUntouched(applyTickHealing(c, -1, srd()), c);
    EXPECT_TRUE(refusedWith(applyMarkXp(c, u"insight"_s, 0, srd()), u"edit.amount_invalid"_s));
}

// §傷害: harm is written in the row of its level.
TEST(CharacterOps, HarmGoesInTheRowOfItsLevel)
{
    const Outcome o = applyAddHarm(playingCutter(), 2, u"Deep cut"_s, srd());
    ASSERT_TRUE(o.done());
    ASSERT_EQ(o.after.harm.size(), 1);
    EXPECT_EQ(o.after.harm.first(), (Harm{2, u"Deep cut"_s}));
    EXPECT_TRUE(o.events.isEmpty());
}

// §傷害: when the row is full, the harm goes one row up.
TEST(CharacterOps, FullHarmRowMovesTheHarmUp)
{
    Character c = playingCutter();
    c.harm = {{1, u"Battered"_s}, {1, u"Drained"_s}, {2, u"Concussed"_s}, {2, u"Deep cut"_s}};
    const Outcome o = applyAddHarm(c, 1, u"Scared"_s, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.harm.last(), (Harm{3, u"Scared"_s})); // 1 full, 2 full → 3
    ASSERT_TRUE(o.has(u"harm.moved_up"_s));
    EXPECT_EQ(o.events.first().params.value(u"to"_s).toInt(), 3);
}

// §傷害: harm that must go into a full top row is a catastrophic, permanent consequence.
TEST(CharacterOps, FullTopRowIsCatastrophic)
{
    Character c = playingCutter();
    c.harm = {{3, u"Broken leg"_s}};
    const Outcome o = applyAddHarm(c, 3, u"Impaled"_s, srd());
    ASSERT_TRUE(o.done());
    EXPECT_TRUE(o.has(u"harm.catastrophic"_s));
    EXPECT_EQ(o.after.harm, c.harm);
    EXPECT_EQ(o.after.status, CharacterStatus::Active);
}

// §死亡: level-4 harm is death.
TEST(CharacterOps, FatalHarmKills)
{
    const Outcome o = applyAddHarm(playingCutter(), 4, u"Stabbed in the heart"_s, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.status, CharacterStatus::Dead);
    EXPECT_TRUE(o.has(u"harm.fatal"_s));
    EXPECT_TRUE(blockingViolations(o.after, srd()).isEmpty());
}

// §傷害: every harm has a level of the track and a name.
TEST(CharacterOps, HarmNeedsALevelAndAName)
{
    const Character c = playingCutter();
    EXPECT_TRUE(refusedWith(applyAddHarm(c, 5, u"Vaporised"_s, srd()), u"harm.level_invalid"_s));
    EXPECT_TRUE(refusedWith(applyAddHarm(c, 2, u"  "_s, srd()), u"harm.description_missing"_s));
}

// §Recover: new harm clears the healing clock's ticks.
TEST(CharacterOps, NewHarmClearsTheHealingClock)
{
    Character c = playingCutter();
    c.harm = {{2, u"Deep cut"_s}};
    c.healing = 3;
    const Outcome o = applyAddHarm(c, 1, u"Battered"_s, srd());
    EXPECT_EQ(o.after.healing, 0);
    EXPECT_TRUE(o.has(u"healing.cleared"_s));
}

// §Recover: a full clock lowers every harm one level (level 1 heals); extra ticks roll over.
TEST(CharacterOps, FullHealingClockLowersEveryHarm)
{
    Character c = playingCutter();
    c.harm = {{3, u"Broken leg"_s}, {2, u"Deep cut"_s}, {1, u"Battered"_s}};
    c.healing = 2;
    const Outcome o = applyTickHealing(c, 3, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.harm, (QList<Harm>{{2, u"Broken leg"_s}, {1, u"Deep cut"_s}}));
    EXPECT_EQ(o.after.healing, 1);
    EXPECT_TRUE(o.has(u"healing.completed"_s));
    EXPECT_TRUE(blockingViolations(o.after, srd()).isEmpty());
}

// §健壯: Vigorous heals on a three-segment clock.
TEST(CharacterOps, VigorousHealsOnAThreeClock)
{
    Character c = playingCutter();
    c.abilities = {u"vigorous"_s};
    c.harm = {{1, u"Battered"_s}};
    const Outcome o = applyTickHealing(c, 3, srd());
    EXPECT_TRUE(o.after.harm.isEmpty());
    EXPECT_EQ(o.after.healing, 0);
}

// §Recover: there is nothing to tick on a clock without harm.
TEST(CharacterOps, HealingNeedsHarm)
{
    EXPECT_TRUE(refusedWith(applyTickHealing(playingCutter(), 1, srd()), u"healing.nothing_to_heal"_s));
}

// §PC 成長 (general knowledge: 8): a full playbook track clears into a playbook advance.
TEST(CharacterOps, FullPlaybookTrackGivesAnAdvance)
{
    Character c = playingCutter();
    c.playbookXp = 6;
    const Outcome o = applyMarkXp(c, u"playbook"_s, 3, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.playbookXp, 0);
    EXPECT_EQ(o.after.pendingPlaybookAdvances, 1);
    ASSERT_TRUE(o.has(u"advance.pending"_s));
    EXPECT_EQ(o.events.first().params.value(u"discarded"_s).toInt(), 1);
}

// §PC 成長 (general knowledge: 6): a full attribute track clears into an advance of that attribute.
TEST(CharacterOps, FullAttributeTrackGivesAnAdvance)
{
    Character c = playingCutter();
    c.attributeXp[u"insight"_s] = 5;
    const Outcome o = applyMarkXp(c, u"insight"_s, 1, srd());
    EXPECT_EQ(o.after.attributeXp.value(u"insight"_s), 0);
    EXPECT_EQ(o.after.pendingAttributeAdvances.value(u"insight"_s), 1);
    EXPECT_TRUE(refusedWith(applyMarkXp(c, u"charm"_s, 1, srd()), u"xp.attribute_unknown"_s));
}

// §PC 成長: a desperate roll marks 1 xp on the attribute of the action rolled (Skirmish → Prowess).
TEST(CharacterOps, DesperateRollMarksTheActionsAttribute)
{
    const Outcome o = applyDesperateRollXp(playingCutter(), u"skirmish"_s, srd());
    EXPECT_EQ(o.after.attributeXp.value(u"prowess"_s), 1);
    EXPECT_TRUE(refusedWith(applyDesperateRollXp(playingCutter(), u"juggle"_s, srd()), u"action.unknown"_s));
}

// §PC 成長: each end-of-session trigger gives 0, 1 or 2 xp.
TEST(CharacterOps, SessionTriggersAwardZeroToTwo)
{
    const Character c = playingCutter();
    const Outcome tooMuch = applyEndOfSessionXp(c, {{{u"playbook"_s, 3}}, {{u"playbook"_s, 3}}}, srd());
    EXPECT_TRUE(refusedWith(tooMuch, u"xp.trigger_award_out_of_range"_s));
    const Outcome unknown = applyEndOfSessionXp(c, {{{u"heroism"_s, 1}}, {{u"playbook"_s, 1}}}, srd());
    EXPECT_TRUE(refusedWith(unknown, u"xp.trigger_unknown"_s));
}

// §PC 成長: the session's xp may be split over any tracks, and all of it is placed.
TEST(CharacterOps, SessionXpIsSplitOverAnyTracks)
{
    const Character c = playingCutter();
    const SessionXp xp{{{u"playbook"_s, 2}, {u"beliefs"_s, 1}, {u"vice_trauma"_s, 0}},
                       {{u"playbook"_s, 2}, {u"resolve"_s, 1}}};
    const Outcome o = applyEndOfSessionXp(c, xp, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.playbookXp, 2);
    EXPECT_EQ(o.after.attributeXp.value(u"resolve"_s), 1);
    const SessionXp lopsided{{{u"playbook"_s, 2}}, {{u"playbook"_s, 1}}};
    EXPECT_TRUE(refusedWith(applyEndOfSessionXp(c, lopsided, srd()), u"xp.session_split_mismatch"_s));
}

// §復仇: Vengeful adds a fourth trigger.
TEST(CharacterOps, VengefulAddsATrigger)
{
    Character c = playingCutter();
    const SessionXp xp{{{u"vengeful"_s, 2}}, {{u"prowess"_s, 2}}};
    EXPECT_TRUE(refusedWith(applyEndOfSessionXp(c, xp, srd()), u"xp.trigger_unknown"_s));
    c.abilities << u"vengeful"_s;
    EXPECT_TRUE(applyEndOfSessionXp(c, xp, srd()).done());
}

// §Train: 1 xp on a track, each track at most once per downtime.
TEST(CharacterOps, TrainingIsOncePerTrackPerDowntime)
{
    const Character c = playingCutter();
    const TrainOutcome first = applyTrain(c, u"insight"_s, {}, srd());
    ASSERT_TRUE(first.done());
    EXPECT_EQ(first.after.attributeXp.value(u"insight"_s), 1);
    EXPECT_TRUE(first.downtime.trainedThisDowntime.contains(u"insight"_s));
    const TrainOutcome again = applyTrain(first.after, u"insight"_s, first.downtime, srd());
    EXPECT_TRUE(refusedWith(again, u"train.track_already_trained"_s));
    EXPECT_EQ(again.downtime, first.downtime);
    EXPECT_TRUE(applyTrain(first.after, u"playbook"_s, first.downtime, srd()).done());
}

// §幫派升級範例 訓練: the crew's Training upgrade for the track makes it 2 xp.
TEST(CharacterOps, TrainingUpgradeGivesTwoXp)
{
    const auto crew = withUpgrades({u"training_playbook"_s});
    EXPECT_EQ(applyTrain(playingCutter(), u"playbook"_s, {}, srd(), crew).after.playbookXp, 2);
    EXPECT_EQ(applyTrain(playingCutter(), u"insight"_s, {}, srd(), crew).after.attributeXp.value(u"insight"_s), 1);
}

// §PC 成長, §特殊能力: a playbook advance is one more ability from the own playbook, not yet taken.
TEST(CharacterOps, PlaybookAdvanceTakesANewOwnAbility)
{
    Character c = playingCutter();
    EXPECT_TRUE(refusedWith(applyTakePlaybookAdvance(c, u"mule"_s, srd()), u"advance.none_pending"_s));
    c.pendingPlaybookAdvances = 1;
    const Outcome o = applyTakePlaybookAdvance(c, u"mule"_s, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.abilities, (QStringList{u"battleborn"_s, u"mule"_s}));
    EXPECT_EQ(o.after.pendingPlaybookAdvances, 0);
    EXPECT_TRUE(refusedWith(applyTakePlaybookAdvance(c, u"battleborn"_s, srd()), u"ability.duplicate"_s));
    EXPECT_TRUE(refusedWith(applyTakePlaybookAdvance(c, u"foresight"_s, srd()), u"ability.not_in_playbook"_s));
}

// §PC 成長 (A §4.2): Veteran lets the next ability come from another playbook.
TEST(CharacterOps, VeteranOpensAnotherPlaybook)
{
    Character c = playingCutter();
    c.abilities << u"veteran_cutter"_s;
    c.pendingPlaybookAdvances = 1;
    EXPECT_TRUE(applyTakePlaybookAdvance(c, u"foresight"_s, srd()).done());
}

// §PC 成長: an attribute advance is +1 dot on an action under that attribute.
TEST(CharacterOps, AttributeAdvanceRaisesAnActionUnderIt)
{
    Character c = playingCutter();
    c.pendingAttributeAdvances[u"insight"_s] = 1;
    EXPECT_TRUE(refusedWith(applyTakeAttributeAdvance(c, u"insight"_s, u"skirmish"_s, srd()),
                            u"advance.action_not_in_attribute"_s));
    EXPECT_TRUE(refusedWith(applyTakeAttributeAdvance(c, u"prowess"_s, u"skirmish"_s, srd()),
                            u"advance.none_pending"_s));
    const Outcome o = applyTakeAttributeAdvance(c, u"insight"_s, u"hunt"_s, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.rating(u"hunt"_s), 2);
    EXPECT_TRUE(o.after.pendingAttributeAdvances.isEmpty());
}

// §角色創造總結, §幫派升級範例 精通: the advance stops at 3, at 4 with the crew's Mastery.
TEST(CharacterOps, AttributeAdvanceStopsAtTheCap)
{
    Character c = playingCutter();
    c.actions[u"skirmish"_s] = 3;
    c.pendingAttributeAdvances[u"prowess"_s] = 1;
    const Outcome capped = applyTakeAttributeAdvance(c, u"prowess"_s, u"skirmish"_s, srd());
    EXPECT_TRUE(refusedWith(capped, u"action.rating_above_cap"_s));
    EXPECT_EQ(capped.after.pendingAttributeAdvances.value(u"prowess"_s), 1); // stays pending
    const Outcome mastery = applyTakeAttributeAdvance(c, u"prowess"_s, u"skirmish"_s, srd(), withUpgrades({u"mastery"_s}));
    ASSERT_TRUE(mastery.done());
    EXPECT_EQ(mastery.after.rating(u"skirmish"_s), 4);
}

// §分配行動點: no action above 2 during creation.
TEST(CharacterOps, CreationRatingsStopAtTwo)
{
    Character c = creatingCutter();
    c.actions.remove(u"hunt"_s);
    EXPECT_TRUE(refusedWith(applySetActionRating(c, u"prowl"_s, 3, srd()), u"creation.rating_above_cap"_s));
    EXPECT_TRUE(applySetActionRating(c, u"prowl"_s, 2, srd()).done());
    EXPECT_TRUE(refusedWith(applySetActionRating(c, u"juggle"_s, 1, srd()), u"action.unknown"_s));
}

// §分配行動點: 3 playbook dots + 4 assigned, never more than 7.
TEST(CharacterOps, CreationDotsNeverPassSeven)
{
    const Character c = creatingCutter(); // 7 dots already
    EXPECT_TRUE(refusedWith(applySetActionRating(c, u"sway"_s, 1, srd()), u"creation.dots_total"_s));
    const Outcome fewer = applySetActionRating(c, u"hunt"_s, 0, srd()); // 6 while building is fine
    ASSERT_TRUE(fewer.done());
    EXPECT_EQ(fewer.after.rating(u"hunt"_s), 0);
}

// §創造遊玩書: the playbook's pre-placed dots stay.
TEST(CharacterOps, CreationKeepsThePlaybookDots)
{
    EXPECT_TRUE(refusedWith(applySetActionRating(creatingCutter(), u"command"_s, 0, srd()),
                            u"creation.playbook_dots_missing"_s));
}

// §PC 成長: after creation ratings rise only through advances.
TEST(CharacterOps, RatingsAreSetOnlyDuringCreation)
{
    EXPECT_TRUE(refusedWith(applySetActionRating(playingCutter(), u"hunt"_s, 2, srd()), u"action.fixed_after_creation"_s));
}

// §角色創造總結: creation ends only on a complete, legal sheet, refused with every gap.
TEST(CharacterOps, FinishCreationNeedsACompleteSheet)
{
    Character c = creatingCutter();
    c.vice.clear();
    c.rivalNpc.clear();
    const Outcome refused = applyFinishCreation(c, srd());
    EXPECT_TRUE(hasCode(refused.refused, u"creation.vice_missing"_s));
    EXPECT_TRUE(hasCode(refused.refused, u"creation.rival_missing"_s));
    expectUntouched(refused, c);
    const Outcome o = applyFinishCreation(creatingCutter(), srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.phase, CharacterPhase::Play);
    EXPECT_TRUE(o.has(u"creation.finished"_s));
    EXPECT_TRUE(refusedWith(applyFinishCreation(o.after, srd()), u"creation.already_finished"_s));
}

// §貨幣價值: at most 4 coin on the person.
TEST(CharacterOps, CoinOnThePersonIsAtMostFour)
{
    EXPECT_TRUE(applySetCoin(playingCutter(), 4, srd()).done());
    EXPECT_TRUE(refusedWith(applySetCoin(playingCutter(), 5, srd()), u"coin.out_of_range"_s));
    EXPECT_TRUE(refusedWith(applySetCoin(playingCutter(), -1, srd()), u"coin.out_of_range"_s));
}

// §貨幣價值: carried coin takes load, so it cannot pass the chosen level.
TEST(CharacterOps, CarriedCoinCountsAgainstTheLoad)
{
    Character c = playingCutter();
    c.loadLevel = u"light"_s;
    c.items = {u"a_blade_or_two"_s, u"a_pistol"_s};
    EXPECT_TRUE(applySetCoin(c, 1, srd()).done());
    EXPECT_TRUE(refusedWith(applySetCoin(c, 2, srd()), u"load.over_limit"_s));
}

// §錢幣使用: coin goes into the stash one for one.
TEST(CharacterOps, DepositMovesCoinIntoTheStash)
{
    Character c = playingCutter();
    c.coin = 3;
    const Outcome o = applyDepositStash(c, 2, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.coin, 1);
    EXPECT_EQ(o.after.stash, 2);
    EXPECT_TRUE(refusedWith(applyDepositStash(c, 4, srd()), u"coin.out_of_range"_s));
}

// §私金與退休: the stash holds at most 40.
TEST(CharacterOps, StashNeverPassesForty)
{
    Character c = playingCutter();
    c.coin = 2;
    c.stash = 39;
    EXPECT_TRUE(refusedWith(applyDepositStash(c, 2, srd()), u"stash.out_of_range"_s));
}

// §從私金中移除錢幣: every 2 stash taken out gives 1 coin; odd amounts are refused.
TEST(CharacterOps, StashIsWithdrawnInPairs)
{
    Character c = playingCutter();
    c.stash = 10;
    const Outcome o = applyWithdrawStash(c, 4, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.stash, 6);
    EXPECT_EQ(o.after.coin, 2);
    EXPECT_TRUE(refusedWith(applyWithdrawStash(c, 3, srd()), u"stash.withdraw_not_in_pairs"_s));
    EXPECT_TRUE(refusedWith(applyWithdrawStash(c, 12, srd()), u"stash.out_of_range"_s));
}

// §貨幣價值, §從私金中移除錢幣: a withdrawal cannot take coin on the person past 4.
TEST(CharacterOps, WithdrawalKeepsCoinWithinFour)
{
    Character c = playingCutter();
    c.stash = 10;
    c.coin = 3;
    EXPECT_TRUE(refusedWith(applyWithdrawStash(c, 4, srd()), u"coin.out_of_range"_s));
}

// §整裝: a known load level that holds what is carried; encumbered is allowed but flagged.
TEST(CharacterOps, LoadLevelHoldsWhatIsCarried)
{
    Character c = playingCutter();
    c.loadLevel = u"normal"_s;
    c.items = {u"a_large_weapon"_s, u"armor"_s};
    EXPECT_TRUE(refusedWith(applySetLoadLevel(c, u"light"_s, srd()), u"load.over_limit"_s));
    EXPECT_TRUE(refusedWith(applySetLoadLevel(c, u"crawling"_s, srd()), u"load.level_unknown"_s));
    const Outcome heavy = applySetLoadLevel(c, u"encumbered"_s, srd());
    ASSERT_TRUE(heavy.done());
    EXPECT_TRUE(heavy.has(u"load.encumbered"_s));
}

// §整裝: items are ticked up to the chosen load, after a level is chosen.
TEST(CharacterOps, ItemsStayWithinTheChosenLoad)
{
    Character c = playingCutter();
    EXPECT_TRUE(refusedWith(applyToggleItem(c, u"lantern"_s, srd()), u"load.level_missing"_s));
    c.loadLevel = u"light"_s;
    c.items = {u"a_blade_or_two"_s, u"a_pistol"_s};
    const Outcome o = applyToggleItem(c, u"lantern"_s, srd());
    ASSERT_TRUE(o.done());
    EXPECT_TRUE(refusedWith(applyToggleItem(o.after, u"documents"_s, srd()), u"load.over_limit"_s));
    EXPECT_TRUE(applyToggleItem(o.after, u"spiritbane_charm"_s, srd()).done()); // italic: 0 load
    EXPECT_EQ(applyToggleItem(o.after, u"lantern"_s, srd()).after.items, c.items);
    EXPECT_TRUE(refusedWith(applyToggleItem(c, u"laser"_s, srd()), u"load.item_unknown"_s));
    c.items << u"documents"_s << u"lantern"_s << u"throwing_knives"_s; // 5 on light: Mule was lost
    EXPECT_TRUE(applyToggleItem(c, u"lantern"_s, srd()).done()); // taking items off is always allowed
}

// §護甲: an armor box only with the armor carried, and once until restored.
TEST(CharacterOps, ArmorIsUsedOnceWithTheArmorCarried)
{
    Character c = playingCutter();
    c.loadLevel = u"normal"_s;
    EXPECT_TRUE(refusedWith(applyUseArmor(c, u"standard"_s, srd()), u"armor.not_carried"_s));
    c.items = {u"armor"_s};
    const Outcome o = applyUseArmor(c, u"standard"_s, srd());
    ASSERT_TRUE(o.done());
    EXPECT_TRUE(o.after.armor.standard);
    EXPECT_TRUE(refusedWith(applyUseArmor(o.after, u"standard"_s, srd()), u"armor.already_used"_s));
    EXPECT_TRUE(refusedWith(applyToggleItem(o.after, u"armor"_s, srd()), u"armor.not_carried"_s));
    EXPECT_TRUE(refusedWith(applyUseArmor(c, u"mithril"_s, srd()), u"armor.kind_unknown"_s));
}

// §特殊護甲: the special box needs an ability that uses it.
TEST(CharacterOps, SpecialArmorNeedsAnAbility)
{
    Character c = playingCutter();
    c.abilities = {u"mule"_s};
    EXPECT_TRUE(refusedWith(applyUseArmor(c, u"special"_s, srd()), u"armor.special_without_ability"_s));
    EXPECT_TRUE(applyUseArmor(playingCutter(), u"special"_s, srd()).done()); // Battleborn
}

// §護甲, §為戰而生: standard and heavy return at the next loadout, special at the start of downtime.
TEST(CharacterOps, ArmorIsRestoredAtLoadoutOrDowntime)
{
    Character c = playingCutter();
    c.armor = {true, true, true};
    const Outcome loadout = applyResetArmor(c, ArmorReset::Loadout, srd());
    EXPECT_EQ(loadout.after.armor, (ArmorUse{false, false, true}));
    const Outcome downtime = applyResetArmor(loadout.after, ArmorReset::Downtime, srd());
    EXPECT_EQ(downtime.after.armor, ArmorUse{});
    EXPECT_TRUE(downtime.has(u"armor.restored"_s));
}

// DESIGN "GM override": an override recorded on the sheet lets a refused edit through, marked.
TEST(CharacterOps, GmOverrideLetsARefusedEditThrough)
{
    Character c = playingCutter();
    c.overrides.append({u"coin.out_of_range"_s, u"coin"_s, u"Heist bonus: carrying the crown"_s});
    const Outcome o = applySetCoin(c, 6, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.coin, 6);
    ASSERT_EQ(o.refused.size(), 1);
    EXPECT_TRUE(o.refused.first().overridden);
}
