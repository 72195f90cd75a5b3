// One test per crew rule (rules/blades-B-crew.md §1–§3, §6, §7, §9), named after the rule and
// citing the rulebook section it comes from.
#include "systems/blades/crewops.h"
#include "systems/blades/crewvalidator.h"
#include "core/systems/blades/fixtures.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::blades;
using sw::rules::hasCode;
using sw::test::srd;

namespace {

// An Assassins crew at the end of creation, legal in every respect (B §2): the type's Insight
// and Prowess Training plus two chosen boxes (Rigging, Hidden lair), one ability, a reputation,
// a hunting ground, one favorite contact of five.
Crew creatingAssassins()
{
    Crew crew = startCrew(u"assassins"_s, srd());
    crew.name = u"The Gray Knives"_s;
    crew.reputation = u"subtle"_s;
    crew.lair = u"A flooded cellar under a tannery"_s;
    crew.huntingGrounds = {u"crows_foot"_s, u"Three blocks off the Docks"_s, u"Murder"_s, u"lampblacks"_s, u"pay_off"_s};
    crew.abilities = {u"deadly"_s};
    crew.upgrades[u"rigging"_s] = 1;
    crew.upgrades[u"hidden_lair"_s] = 1;
    crew.contacts.first().favorite = true;
    return crew;
}

Crew playingAssassins()
{
    Crew crew = creatingAssassins();
    crew.phase = CrewPhase::Play;
    return crew;
}

bool breaks(const Crew &crew, const QString &code)
{
    return hasCode(blockingCrewViolations(crew, srd()), code);
}

bool refusedWith(const CrewOutcome &o, const QString &code)
{
    return !o.done() && hasCode(o.refused, code);
}

QStringList codes(const Crew &crew)
{
    QStringList out;
    for (const auto &v : blockingCrewViolations(crew, srd()))
        out << v.code + u'@' + v.field;
    return out;
}

} // namespace

// §選擇一個幫派類型, §幫派創造總結: Tier 0, strong hold, 0 rep, 2 coin, the type's two upgrades.
TEST(CrewRules, NewCrewStartsAtTierZeroStrongWithTwoCoin)
{
    const Crew crew = startCrew(u"assassins"_s, srd());
    EXPECT_EQ(crew.tier, 0);
    EXPECT_EQ(crew.hold, Hold::Strong);
    EXPECT_EQ(crew.rep, 0);
    EXPECT_EQ(crew.coin, 2);
    EXPECT_EQ(crew.upgrades, (QMap<QString, int>{{u"training_insight"_s, 1}, {u"training_prowess"_s, 1}}));
    EXPECT_EQ(crew.contacts.size(), 5);
    EXPECT_TRUE(codes(creatingAssassins()).isEmpty()) << codes(creatingAssassins()).join(u' ').toStdString();
    EXPECT_TRUE(codes(playingAssassins()).isEmpty()) << codes(playingAssassins()).join(u' ').toStdString();
}

// §選擇一個幫派類型: creation keeps tier 0, strong hold, 0 rep and at most the starting coin.
TEST(CrewRules, CreationStateIsTierZeroStrongNoRep)
{
    Crew crew = creatingAssassins();
    crew.tier = 1;
    crew.hold = Hold::Weak;
    crew.coin = 3;
    const QStringList found = codes(crew);
    EXPECT_TRUE(found.contains(u"crew.creation.state@tier"_s));
    EXPECT_TRUE(found.contains(u"crew.creation.state@hold"_s));
    EXPECT_TRUE(found.contains(u"crew.creation.state@coin"_s));
}

// §分配幫派升級: the type's pre-selected upgrades plus exactly two chosen boxes.
TEST(CrewRules, CreationTakesThePreselectedUpgradesAndTwoBoxes)
{
    Crew crew = creatingAssassins();
    crew.upgrades[u"quarters"_s] = 1;
    EXPECT_TRUE(codes(crew).contains(u"crew.creation.counts@upgrades"_s));
    crew = creatingAssassins();
    crew.upgrades.remove(u"training_insight"_s);
    crew.upgrades[u"quarters"_s] = 1;
    EXPECT_TRUE(codes(crew).contains(u"crew.creation.starting_upgrade@upgrades/training_insight"_s));
    crew = creatingAssassins();
    crew.upgrades.remove(u"rigging"_s);
    crew.upgrades.remove(u"hidden_lair"_s);
    crew.upgrades[u"mastery"_s] = 2; // a 4-box upgrade can be half marked at creation
    EXPECT_FALSE(breaks(crew, u"crew.creation.counts"_s));
}

// §選擇一項特殊能力: exactly one crew special ability at creation.
TEST(CrewRules, CreationTakesExactlyOneCrewAbility)
{
    Crew crew = creatingAssassins();
    crew.abilities << u"patron"_s;
    EXPECT_TRUE(codes(crew).contains(u"crew.creation.counts@abilities"_s));
}

// §選擇起始的名聲與巢穴: a reputation is chosen (from the list or the table's own).
TEST(CrewRules, ReputationIsChosen)
{
    Crew crew = playingAssassins();
    crew.reputation.clear();
    EXPECT_TRUE(breaks(crew, u"crew.reputation.value"_s));
    crew.reputation = u"Feared by the Lampblacks"_s;
    EXPECT_FALSE(breaks(crew, u"crew.reputation.value"_s));
}

// §聯絡人, §選擇一名喜愛的聯絡人: five contacts, exactly one favorite.
TEST(CrewRules, OneFavoriteOfFiveContacts)
{
    Crew crew = playingAssassins();
    crew.contacts[1].favorite = true;
    EXPECT_TRUE(breaks(crew, u"contacts.count"_s));
    crew.contacts[1].favorite = false;
    crew.contacts.removeLast();
    EXPECT_TRUE(breaks(crew, u"contacts.count"_s));
}

// §發展, §地盤: the rep track is 12, less one per held turf.
TEST(CrewRules, RepTrackIsTwelveLessTurf)
{
    Crew crew = playingAssassins();
    EXPECT_EQ(repThreshold(crew, srd()), 12);
    crew.claims = {{7, false}, {9, false}}; // both turf cells next to the lair
    EXPECT_EQ(turf(crew, srd()), 2);
    EXPECT_EQ(repThreshold(crew, srd()), 10);
    crew.rep = 11;
    EXPECT_TRUE(breaks(crew, u"crew.rep.range"_s));
}

// §地盤: at most 6 turf.
TEST(CrewRules, TurfIsAtMostSix)
{
    RulePack pack = srd();
    for (CrewType &type : pack.crewTypes) {
        for (ClaimsMap::Cell &cell : type.claimsMap.cells)
            cell.turf = !cell.lair;
    }
    Crew crew = playingAssassins();
    crew.claims = {{7, false}, {9, false}, {3, false}, {13, false}, {2, false}, {12, false}};
    EXPECT_EQ(turf(crew, pack), 6);
    EXPECT_FALSE(hasCode(blockingCrewViolations(crew, pack), u"crew.turf.max"_s));
    const CrewOutcome o = applySeizeClaim(crew, 10, false, pack);
    EXPECT_TRUE(refusedWith(o, u"crew.turf.max"_s));
}

// §邪魔: with Fiends each wanted level counts as turf, but the track never drops below 6.
TEST(CrewRules, FiendsCountsWantedLevelsAsTurf)
{
    Crew crew = startCrew(u"bravos"_s, srd());
    crew.abilities = {u"fiends"_s};
    crew.wantedLevel = 3;
    EXPECT_EQ(repThreshold(crew, srd()), 9);
    crew.abilities.clear();
    EXPECT_EQ(repThreshold(crew, srd()), 12);
    RulePack pack = srd();
    for (CrewType &type : pack.crewTypes) {
        for (ClaimsMap::Cell &cell : type.claimsMap.cells)
            cell.turf = !cell.lair;
    }
    crew.abilities = {u"fiends"_s};
    crew.wantedLevel = 4;
    crew.claims = {{3, false}, {7, false}, {9, false}};
    EXPECT_EQ(effectiveTurf(crew, pack), 7);
    EXPECT_EQ(repThreshold(crew, pack), 6); // 12 − 7 = 5, floored at 6
}

// §協定: with Accord up to three factions at +3 count as turf.
TEST(CrewRules, AccordCountsAlliesAsTurf)
{
    Crew crew = startCrew(u"hawkers"_s, srd());
    crew.abilities = {u"accord"_s};
    crew.factionStatus = {{u"crows"_s, 3}, {u"hive"_s, 3}, {u"lampblacks"_s, 3}, {u"red_sashes"_s, 3}, {u"fog_hounds"_s, 2}};
    EXPECT_EQ(effectiveTurf(crew, srd()), 3);
    EXPECT_EQ(repThreshold(crew, srd()), 9);
}

// §發展: no rep is gained while the track is full; surplus past the end is lost.
TEST(CrewRules, NoRepIsGainedOnAFullTrack)
{
    Crew crew = playingAssassins();
    crew.rep = 11;
    const CrewOutcome o = applyAddRep(crew, 3, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.rep, 12);
    EXPECT_TRUE(o.has(u"crew.rep_lost"_s));
    EXPECT_TRUE(o.has(u"crew.rep_full"_s));
    EXPECT_TRUE(refusedWith(applyAddRep(o.after, 1, srd()), u"crew.rep.fullGain"_s));
}

// §發展: a full track with weak hold turns the hold strong and empties the track.
TEST(CrewRules, FullRepWithWeakHoldStrengthensTheHold)
{
    Crew crew = playingAssassins();
    crew.tier = 1;
    crew.hold = Hold::Weak;
    crew.rep = 10;
    const CrewOutcome o = applyAddRep(crew, 2, srd());
    EXPECT_EQ(o.after.hold, Hold::Strong);
    EXPECT_EQ(o.after.rep, 0);
    EXPECT_TRUE(o.has(u"crew.hold_strengthened"_s));
    crew.rep = 12;
    EXPECT_TRUE(breaks(crew, u"crew.rep.weakFull"_s));
}

// §發展: the next tier costs new tier × 8 coin; §贊助者: Patron halves it.
TEST(CrewRules, TierCostsNewTierTimesEightHalfWithPatron)
{
    Crew crew = playingAssassins();
    EXPECT_EQ(tierAdvanceCost(crew, srd()), 8);
    crew.tier = 2;
    EXPECT_EQ(tierAdvanceCost(crew, srd()), 24);
    crew.abilities << u"patron"_s;
    EXPECT_EQ(tierAdvanceCost(crew, srd()), 12);
}

// §發展: rising a tier needs strong hold, a full rep track and the coin; rep goes to 0, hold weak.
TEST(CrewRules, TierAdvanceNeedsStrongHoldFullRepAndCoin)
{
    Crew crew = playingAssassins();
    crew.rep = 11;
    crew.coin = 4;
    const CrewOutcome early = applyAdvanceTier(crew, 0, srd());
    EXPECT_TRUE(refusedWith(early, u"crew.tierUp.preconditions"_s));
    EXPECT_EQ(early.after, crew);
    crew.rep = 12;
    EXPECT_TRUE(refusedWith(applyAdvanceTier(crew, 3, srd()), u"crew.tierUp.preconditions"_s)); // 7 < 8
    const CrewOutcome o = applyAdvanceTier(crew, 4, srd()); // the PCs put in 4
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.tier, 1);
    EXPECT_EQ(o.after.rep, 0);
    EXPECT_EQ(o.after.hold, Hold::Weak);
    EXPECT_EQ(o.after.coin, 0);
    EXPECT_TRUE(o.has(u"crew.tier_raised"_s));
    crew.hold = Hold::Weak;
    EXPECT_TRUE(refusedWith(applyAdvanceTier(crew, 8, srd()), u"crew.tierUp.preconditions"_s));
}

// §層級 (rules B §1.3): the crew's tier stays within the pack's maximum.
TEST(CrewRules, TierStaysWithinTheMaximum)
{
    Crew crew = playingAssassins();
    crew.tier = srd().numberOr(u"tier_max"_s, 4) + 1;
    EXPECT_TRUE(breaks(crew, u"crew.tier.range"_s));
}

// §錢幣, §幫派升級範例 儲藏室: the lair holds 4 coin, 8 and 16 with the Vault's two stages.
TEST(CrewRules, VaultRaisesTheCoinCap)
{
    Crew crew = playingAssassins();
    EXPECT_EQ(coinCap(crew, srd()), 4);
    EXPECT_TRUE(refusedWith(applySetCrewCoin(crew, 5, srd()), u"crew.coin.overCap"_s));
    crew.upgrades[u"vault"_s] = 1;
    EXPECT_EQ(coinCap(crew, srd()), 8);
    crew.upgrades[u"vault"_s] = 2;
    EXPECT_EQ(coinCap(crew, srd()), 16);
    EXPECT_TRUE(applySetCrewCoin(crew, 16, srd()).done());
    EXPECT_TRUE(refusedWith(applySetCrewCoin(crew, -1, srd()), u"crew.coin.negative"_s));
}

// §Heat: 9 heat boxes (0..8 at rest) and wanted level 0..4.
TEST(CrewRules, HeatAndWantedStayOnTheirTracks)
{
    Crew crew = playingAssassins();
    crew.heat = 8;
    crew.wantedLevel = 4;
    EXPECT_TRUE(codes(crew).isEmpty());
    crew.heat = 9;
    crew.wantedLevel = 5;
    EXPECT_TRUE(breaks(crew, u"crew.heat.range"_s));
    EXPECT_TRUE(breaks(crew, u"crew.wanted.range"_s));
}

// §幫派成長, §收益: a full xp track (8) clears into an advance; each PC gets tier + 2 stash.
TEST(CrewRules, FullCrewXpGivesAnAdvanceAndAPayoff)
{
    Crew crew = playingAssassins();
    crew.tier = 1;
    crew.xp = 7;
    EXPECT_FALSE(breaks(crew, u"crew.xp.range"_s));
    const CrewOutcome o = applyMarkCrewXp(crew, 2, srd());
    EXPECT_EQ(o.after.xp, 0);
    EXPECT_EQ(o.after.pendingAdvances, 1);
    ASSERT_TRUE(o.has(u"crew.payoff"_s));
    EXPECT_EQ(o.events.last().params.value(u"stash"_s).toInt(), 3);
    crew.xp = 8;
    EXPECT_TRUE(breaks(crew, u"crew.xp.range"_s));
}

// §幫派成長 with §派系地位等級 (B §1.8): the stash paid on a crew advance follows the Tier the crew
// has now — a weak crew at war has lost one (issue #15).
TEST(CrewRules, CrewAdvancePayoffUsesTheTierLostAtWar)
{
    Crew crew = playingAssassins();
    crew.tier = 2;
    crew.hold = Hold::Weak;
    crew.factionStatus[u"hive"_s] = -3;
    crew.xp = 7;
    ASSERT_EQ(effectiveStanding(crew, srd()).tier, 1);
    const CrewOutcome o = applyMarkCrewXp(crew, 1, srd());
    ASSERT_TRUE(o.has(u"crew.payoff"_s));
    EXPECT_EQ(o.events.last().params.value(u"stash"_s).toInt(), 3);
    crew.factionStatus[u"hive"_s] = -2; // peace: the stored Tier again
    EXPECT_EQ(applyMarkCrewXp(crew, 1, srd()).events.last().params.value(u"stash"_s).toInt(), 4);
}

// §幫派成長: a crew advance is one new crew ability or two upgrade boxes.
TEST(CrewRules, CrewAdvanceIsOneAbilityOrTwoUpgradeBoxes)
{
    Crew crew = playingAssassins();
    EXPECT_TRUE(refusedWith(applyTakeCrewAdvance(crew, {u"predators"_s, {}}, srd()), u"crew.advance.nonePending"_s));
    crew.pendingAdvances = 1;
    EXPECT_TRUE(refusedWith(applyTakeCrewAdvance(crew, {u"predators"_s, {u"quarters"_s}}, srd()), u"crew.advance.choice"_s));
    EXPECT_TRUE(refusedWith(applyTakeCrewAdvance(crew, {{}, {u"quarters"_s}}, srd()), u"crew.advance.choice"_s));
    const CrewOutcome ability = applyTakeCrewAdvance(crew, {u"predators"_s, {}}, srd());
    ASSERT_TRUE(ability.done());
    EXPECT_EQ(ability.after.abilities, (QStringList{u"deadly"_s, u"predators"_s}));
    EXPECT_EQ(ability.after.pendingAdvances, 0);
    const CrewOutcome boxes = applyTakeCrewAdvance(crew, {{}, {u"quarters"_s, u"workshop"_s}}, srd());
    ASSERT_TRUE(boxes.done());
    EXPECT_EQ(boxes.after.upgrades.value(u"workshop"_s), 1);
    EXPECT_TRUE(boxes.has(u"upgrade.completed"_s));
}

// §幫派特殊能力: each crew ability once, from the crew type's list.
TEST(CrewRules, CrewAbilitiesAreUniqueAndFromTheCrewType)
{
    Crew crew = playingAssassins();
    crew.pendingAdvances = 1;
    EXPECT_TRUE(refusedWith(applyTakeCrewAdvance(crew, {u"deadly"_s, {}}, srd()), u"crew.ability.duplicate"_s));
    EXPECT_TRUE(refusedWith(applyTakeCrewAdvance(crew, {u"fiends"_s, {}}, srd()), u"crew.ability.notInCrewType"_s));
    EXPECT_TRUE(refusedWith(applyTakeCrewAdvance(crew, {u"teleport"_s, {}}, srd()), u"crew.ability.unknown"_s));
}

// §幫派升級: boxes within the upgrade's count (Mastery 4, Hardened 3, others 1); crew-specific
// upgrades from the own crew type.
TEST(CrewRules, UpgradeBoxesStayWithinTheUpgrade)
{
    Crew crew = playingAssassins();
    crew.pendingAdvances = 1;
    EXPECT_TRUE(refusedWith(applyTakeCrewAdvance(crew, {{}, {u"rigging"_s, u"hardened"_s}}, srd()), u"upgrade.boxes.range"_s));
    EXPECT_TRUE(applyTakeCrewAdvance(crew, {{}, {u"mastery"_s, u"mastery"_s}}, srd()).done());
    EXPECT_TRUE(refusedWith(applyTakeCrewAdvance(crew, {{}, {u"composed"_s, u"quarters"_s}}, srd()),
                            u"upgrade.notInCrewType"_s));
}

// §幫派升級範例 精通, §幫派升級: a multi-box upgrade works only once every box is marked.
TEST(CrewRules, MultiBoxUpgradeWorksOnlyWhenComplete)
{
    Crew crew = playingAssassins();
    crew.upgrades[u"mastery"_s] = 3;
    EXPECT_EQ(crewBenefits(crew, srd()).actionCap, 0);
    crew.upgrades[u"mastery"_s] = 4;
    EXPECT_EQ(crewBenefits(crew, srd()).actionCap, 4);
    EXPECT_EQ(crewBenefits(crew, srd()).trainingXp.value(u"insight"_s), 2);
}

// §同夥: each completed cohort upgrade (2 boxes) is one cohort record.
TEST(CrewRules, CohortsMatchTheCohortUpgrades)
{
    Crew crew = startCrew(u"bravos"_s, srd());
    EXPECT_TRUE(hasCode(validateCrew(crew, srd()), u"cohort.count"_s));
    crew.cohorts.append({CohortKind::Gang, {u"thugs"_s}, {u"fearsome"_s}, {u"wild"_s}, 0});
    EXPECT_FALSE(hasCode(validateCrew(crew, srd()), u"cohort.count"_s));
}

// §優勢與缺陷: one or two edges, as many flaws, no repeats.
TEST(CrewRules, CohortEdgesAndFlawsMatch)
{
    Crew crew = playingAssassins();
    crew.upgrades[u"cohort"_s] = 2;
    crew.cohorts.append({CohortKind::Expert, {u"Doctor"_s}, {u"loyal"_s, u"tenacious"_s}, {u"principled"_s}, 0});
    EXPECT_TRUE(breaks(crew, u"cohort.edgesFlaws"_s));
    crew.cohorts.first().flaws << u"principled"_s;
    EXPECT_TRUE(breaks(crew, u"cohort.edgesFlaws"_s));
    crew.cohorts.first().flaws = {u"principled"_s, u"unreliable"_s};
    EXPECT_FALSE(breaks(crew, u"cohort.edgesFlaws"_s));
}

// §創造一個團夥, §調整同夥: a gang type of the five; a second type costs two more boxes; at most two.
TEST(CrewRules, CohortTypesAreKnownAndAtMostTwo)
{
    Crew crew = playingAssassins();
    crew.upgrades[u"cohort"_s] = 2;
    crew.cohorts.append({CohortKind::Gang, {u"ninjas"_s}, {u"loyal"_s}, {u"wild"_s}, 0});
    EXPECT_TRUE(breaks(crew, u"cohort.kind"_s));
    crew.cohorts.first().types = {u"thugs"_s, u"skulks"_s};
    EXPECT_TRUE(breaks(crew, u"cohort.types.max"_s));
    crew.upgrades[u"cohort_extra_type"_s] = 2;
    EXPECT_TRUE(codes(crew).isEmpty()) << codes(crew).join(u' ').toStdString();
}

// §同夥受傷與治療: cohort harm runs weakened 1 … dead 4.
TEST(CrewRules, CohortHarmRunsToDead)
{
    Crew crew = playingAssassins();
    crew.upgrades[u"cohort"_s] = 2;
    crew.cohorts.append({CohortKind::Gang, {u"thugs"_s}, {u"loyal"_s}, {u"wild"_s}, 5});
    EXPECT_TRUE(breaks(crew, u"cohort.harm.range"_s));
}

// §管區: claims are taken along the paths, next to the lair or to a held claim.
TEST(CrewRules, ClaimsAreTakenNextToTheLairOrAHeldClaim)
{
    const Crew crew = playingAssassins();
    const CrewOutcome turfClaim = applySeizeClaim(crew, 7, false, srd()); // linked to the lair (8)
    ASSERT_TRUE(turfClaim.done());
    EXPECT_EQ(turf(turfClaim.after, srd()), 1);
    EXPECT_TRUE(turfClaim.has(u"claim.seized"_s));
    EXPECT_TRUE(refusedWith(applySeizeClaim(crew, 12, false, srd()), u"claim.offPath"_s));
    EXPECT_TRUE(applySeizeClaim(turfClaim.after, 12, false, srd()).done()); // 7–12 is a path
    EXPECT_TRUE(refusedWith(applySeizeClaim(crew, 8, false, srd()), u"claim.cell.unknown"_s));
    EXPECT_TRUE(refusedWith(applySeizeClaim(turfClaim.after, 7, false, srd()), u"claim.alreadyHeld"_s));
}

// §掌握管區: an off-path claim needs the GM to clear it after investigation.
TEST(CrewRules, OffPathClaimNeedsTheGmsLeave)
{
    Crew crew = playingAssassins();
    const CrewOutcome o = applySeizeClaim(crew, 15, true, srd());
    ASSERT_TRUE(o.done());
    EXPECT_TRUE(o.after.claims.value(15));
    crew.claims = {{15, false}};
    EXPECT_TRUE(breaks(crew, u"claim.offPath"_s));
}

// §失去管區: a lost claim loses its benefits; claims it cut off from the lair keep working.
TEST(CrewRules, LosingAClaimKeepsTheOnesItCutOff)
{
    Crew crew = playingAssassins();
    crew.claims = {{7, false}, {12, false}};
    const CrewOutcome o = applyLoseClaim(crew, 7, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.claims, (QMap<int, bool>{{12, true}}));
    EXPECT_TRUE(o.has(u"claim.cut_off"_s));
    EXPECT_TRUE(codes(o.after).isEmpty());
    EXPECT_TRUE(refusedWith(applyLoseClaim(crew, 3, srd()), u"claim.notHeld"_s));
}

// §派系地位: status with each faction runs from −3 to +3.
TEST(CrewRules, FactionStatusRunsFromMinusThreeToPlusThree)
{
    const Crew crew = playingAssassins();
    EXPECT_TRUE(applySetFactionStatus(crew, u"bluecoats"_s, -2, srd()).done());
    EXPECT_TRUE(refusedWith(applySetFactionStatus(crew, u"bluecoats"_s, 4, srd()), u"faction.status.range"_s));
    EXPECT_TRUE(refusedWith(applySetFactionStatus(crew, u"Pirates!"_s, 1, srd()), u"faction.unknown"_s));
}

// §派系地位等級: −3 with any faction is war: +1 heat per score, −1 hold, one downtime activity.
TEST(CrewRules, StatusMinusThreeIsWar)
{
    Crew crew = playingAssassins();
    crew.tier = 2;
    const CrewOutcome o = applySetFactionStatus(crew, u"bluecoats"_s, -3, srd());
    ASSERT_TRUE(o.has(u"crew.war_started"_s));
    EXPECT_TRUE(atWar(o.after));
    const WarEffects war = warEffects(o.after, srd());
    EXPECT_EQ(war.heatPerScore, 1);
    EXPECT_EQ(war.holdLoss, 1);
    EXPECT_EQ(war.downtimeActivities, 1);
    EXPECT_EQ(war.hold, Hold::Weak);
    EXPECT_EQ(war.tier, 2);
    EXPECT_EQ(warEffects(crew, srd()).downtimeActivities, 2);
    EXPECT_TRUE(applySetFactionStatus(o.after, u"bluecoats"_s, -2, srd()).has(u"crew.war_ended"_s));
}

// §派系地位等級: a crew already weak loses a tier for the war.
TEST(CrewRules, WarCostsATierWhenHoldIsWeak)
{
    Crew crew = playingAssassins();
    crew.tier = 2;
    crew.hold = Hold::Weak;
    crew.factionStatus[u"hive"_s] = -3;
    EXPECT_EQ(warEffects(crew, srd()).tier, 1);
    EXPECT_EQ(warEffects(crew, srd()).hold, Hold::Weak);
}

// §戰爭財: War Dogs keeps the hold and both downtime activities at war, not the heat.
TEST(CrewRules, WarDogsKeepsHoldAndActivities)
{
    Crew crew = startCrew(u"bravos"_s, srd());
    crew.abilities = {u"war_dogs"_s};
    crew.factionStatus[u"hive"_s] = -3;
    const WarEffects war = warEffects(crew, srd());
    EXPECT_EQ(war.heatPerScore, 1);
    EXPECT_EQ(war.holdLoss, 0);
    EXPECT_EQ(war.downtimeActivities, 2);
    EXPECT_EQ(war.hold, Hold::Strong);
}

// §幫派創造總結: creation ends only on a complete crew, refused with every gap.
TEST(CrewRules, FinishCreationNeedsACompleteCrew)
{
    Crew crew = creatingAssassins();
    crew.reputation.clear();
    crew.abilities.clear();
    const CrewOutcome refused = applyFinishCrewCreation(crew, srd());
    EXPECT_TRUE(hasCode(refused.refused, u"crew.reputation.value"_s));
    EXPECT_TRUE(hasCode(refused.refused, u"crew.creation.counts"_s));
    EXPECT_EQ(refused.after, crew);
    const CrewOutcome o = applyFinishCrewCreation(creatingAssassins(), srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.phase, CrewPhase::Play);
    EXPECT_TRUE(refusedWith(applyFinishCrewCreation(o.after, srd()), u"crew.creation.alreadyFinished"_s));
}

// DESIGN "GM override": an override recorded on the crew lets a refused edit through, marked.
TEST(CrewRules, GmOverrideLetsARefusedCrewEditThrough)
{
    Crew crew = playingAssassins();
    crew.overrides.append({u"crew.coin.overCap"_s, u"coin"_s, u"The loot is hidden in the canal"_s});
    const CrewOutcome o = applySetCrewCoin(crew, 9, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.coin, 9);
    ASSERT_EQ(o.refused.size(), 1);
    EXPECT_TRUE(o.refused.first().overridden);
}
