// Pencil edits of a crew sheet, one test per rule (rules/blades-B-crew.md §1, §2, §4, §8), each
// citing the rulebook section it comes from.
#include "systems/blades/sheetops.h"
#include "core/systems/blades/fixtures.h"
#include "systems/blades/huntinggrounds.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::blades;
using sw::rules::hasCode;
using sw::test::srd;

namespace {

// An Assassins crew at the end of creation, legal in every respect (as in crew_test.cpp).
Crew creatingAssassins()
{
    Crew crew = startCrew(u"assassins"_s, srd());
    crew.name = u"The Gray Knives"_s;
    crew.reputation = u"subtle"_s;
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

// Bravos start with a Cohort upgrade (B §2 step 4: a gang of Thugs) and no cohort written yet.
Crew newBravos()
{
    return startCrew(u"bravos"_s, srd());
}

const Cohort thugs{CohortKind::Gang, {u"thugs"_s}, {u"fearsome"_s}, {u"wild"_s}, 0};

bool refusedWith(const CrewOutcome &o, const QString &code)
{
    return !o.done() && hasCode(o.refused, code);
}

} // namespace

// B §1.1: names are the table's own, kept trimmed; a crew always has a reputation.
TEST(CrewPencil, TextIsTrimmedAndReputationStays)
{
    const CrewOutcome o = applySetCrewText(creatingAssassins(), CrewText::Name, u" The Dusk "_s, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.name, u"The Dusk"_s);
    EXPECT_EQ(applySetCrewText(creatingAssassins(), CrewText::HuntingArea, u"Silkshore"_s, srd()).after.huntingGrounds.area,
              u"Silkshore"_s);
    EXPECT_TRUE(refusedWith(applySetCrewText(playingAssassins(), CrewText::Reputation, u" "_s, srd()),
                            u"crew.reputation.value"_s));
}

// B §2 step 1 (§選擇一個幫派類型): the crew type is chosen at creation; a new type starts the crew
// over with that type's upgrades and contacts, keeping its name.
TEST(CrewPencil, CrewTypeIsChosenAtCreation)
{
    const CrewOutcome o = applyChooseCrewType(creatingAssassins(), u"bravos"_s, srd());
    ASSERT_TRUE(o.done());
    Crew expected = startCrew(u"bravos"_s, srd());
    EXPECT_EQ(o.after.upgrades, expected.upgrades);
    EXPECT_EQ(o.after.contacts, expected.contacts);
    EXPECT_TRUE(o.after.abilities.isEmpty());
    EXPECT_EQ(o.after.name, u"The Gray Knives"_s);
    EXPECT_EQ(o.after.reputation, u"subtle"_s);
    EXPECT_TRUE(o.has(u"crew.restarted"_s));
    EXPECT_TRUE(refusedWith(applyChooseCrewType(playingAssassins(), u"bravos"_s, srd()), u"crew.creation.alreadyFinished"_s));
    EXPECT_TRUE(refusedWith(applyChooseCrewType(creatingAssassins(), u"pirates"_s, srd()), u"crew.type.unknown"_s));
}

// B §1.10 (002 §Heat): heat 0 … 8; the 9th mark is the score's heat procedure (wanted +1).
TEST(CrewPencil, HeatPencilStaysBelowAFullTrack)
{
    const int track = srd().numberOr(u"heat_max"_s, 0);
    EXPECT_EQ(applySetHeat(playingAssassins(), track - 1, srd()).after.heat, track - 1);
    EXPECT_TRUE(refusedWith(applySetHeat(playingAssassins(), track, srd()), u"crew.heat.range"_s));
}

// B §1.10 (§邪魔): wanted level 0 … 4.
TEST(CrewPencil, WantedLevelRunsToFour)
{
    const int max = srd().numberOr(u"wanted_max"_s, 0);
    EXPECT_TRUE(applySetWantedLevel(playingAssassins(), max, srd()).done());
    EXPECT_TRUE(refusedWith(applySetWantedLevel(playingAssassins(), max + 1, srd()), u"crew.wanted.range"_s));
}

// B §1.5 (§邪魔): with Fiends each wanted level counts as turf; rep above the shorter track is lost.
TEST(CrewPencil, WantedWithFiendsShortensTheRepTrack)
{
    Crew crew = newBravos();
    crew.phase = CrewPhase::Play;
    crew.abilities = {u"fiends"_s};
    crew.rep = 10;
    const CrewOutcome o = applySetWantedLevel(crew, 4, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.rep, repThreshold(o.after, srd()));
    EXPECT_LT(o.after.rep, 10);
    EXPECT_TRUE(o.has(u"crew.rep_lost"_s));
}

// B §1.11: crew xp 0 … 7; a full track is marking xp (the advance and payoff).
TEST(CrewPencil, CrewXpPencilStaysBelowAFullTrack)
{
    const int track = srd().numberOr(u"crew_xp"_s, 0);
    EXPECT_EQ(applySetCrewXp(playingAssassins(), track - 1, srd()).after.xp, track - 1);
    EXPECT_TRUE(refusedWith(applySetCrewXp(playingAssassins(), track, srd()), u"crew.xp.range"_s));
}

// B §1.5–§1.6 (§發展): rep by hand stays below the rep needed; the track fills by gaining rep. A
// new crew has 0 rep (§選擇一個幫派類型).
TEST(CrewPencil, RepPencilStaysBelowAFullTrack)
{
    const int needed = repThreshold(playingAssassins(), srd());
    EXPECT_EQ(applySetRep(playingAssassins(), needed - 1, srd()).after.rep, needed - 1);
    EXPECT_TRUE(refusedWith(applySetRep(playingAssassins(), needed, srd()), u"crew.rep.byGain"_s));
    EXPECT_TRUE(refusedWith(applySetRep(playingAssassins(), needed + 1, srd()), u"crew.rep.range"_s));
    EXPECT_TRUE(refusedWith(applySetRep(creatingAssassins(), 1, srd()), u"crew.creation.state"_s));
}

// B §1.4, §1.6 (§凝聚, §發展): a new crew is strong; a full rep track never sits with weak hold.
TEST(CrewPencil, HoldIsNeverWeakOnAFullRepTrack)
{
    Crew crew = playingAssassins();
    EXPECT_EQ(applySetHold(crew, Hold::Weak, srd()).after.hold, Hold::Weak);
    crew.rep = repThreshold(crew, srd());
    EXPECT_TRUE(refusedWith(applySetHold(crew, Hold::Weak, srd()), u"crew.rep.weakFull"_s));
    EXPECT_TRUE(refusedWith(applySetHold(creatingAssassins(), Hold::Weak, srd()), u"crew.creation.state"_s));
}

// B §1.6, §2 (§發展, §選擇一個幫派類型): a crew starts at Tier 0 and rises by paying for a full
// rep track; a GM override sets the tier by hand.
TEST(CrewPencil, TierMovesByAdvancing)
{
    EXPECT_TRUE(refusedWith(applySetTier(creatingAssassins(), 1, srd()), u"crew.creation.state"_s));
    EXPECT_TRUE(refusedWith(applySetTier(playingAssassins(), 2, srd()), u"crew.tier.byAdvance"_s));
    Crew crew = playingAssassins();
    crew.overrides.append({u"crew.tier.byAdvance"_s, u"tier"_s, u"GM: joined the Lampblacks"_s});
    const CrewOutcome gm = applySetTier(crew, 2, srd());
    ASSERT_TRUE(gm.done());
    EXPECT_EQ(gm.after.tier, 2);
    EXPECT_TRUE(refusedWith(applySetTier(crew, srd().numberOr(u"tier_max"_s, 0) + 1, srd()), u"crew.tier.range"_s));
}

// B §2 step 4 (§分配幫派升級): the type's starting upgrades plus two chosen boxes.
TEST(CrewPencil, CreationMarksTwoUpgradeBoxes)
{
    const Crew crew = startCrew(u"assassins"_s, srd());
    const CrewOutcome cohort = applySetUpgradeBoxes(crew, u"cohort"_s, 2, srd());
    ASSERT_TRUE(cohort.done());
    EXPECT_TRUE(cohort.has(u"upgrade.completed"_s));
    EXPECT_TRUE(refusedWith(applySetUpgradeBoxes(cohort.after, u"vault"_s, 1, srd()), u"crew.creation.counts"_s));
    EXPECT_TRUE(applySetUpgradeBoxes(crew, u"mastery"_s, 2, srd()).done()); // partly marked (B §2 engine notes)
    EXPECT_TRUE(refusedWith(applySetUpgradeBoxes(crew, u"training_insight"_s, 0, srd()), u"crew.creation.starting_upgrade"_s));
    EXPECT_TRUE(refusedWith(applySetUpgradeBoxes(crew, u"barge"_s, 1, srd()), u"upgrade.notInCrewType"_s));
    EXPECT_TRUE(refusedWith(applySetUpgradeBoxes(crew, u"jetpack"_s, 1, srd()), u"upgrade.unknown"_s));
    EXPECT_TRUE(refusedWith(applySetUpgradeBoxes(crew, u"vault"_s, 3, srd()), u"upgrade.boxes.range"_s));
}

// B §1.12 (§幫派成長): after creation, upgrade boxes come from crew advances; a GM override marks
// one by hand.
TEST(CrewPencil, UpgradesInPlayComeFromAdvances)
{
    EXPECT_TRUE(refusedWith(applySetUpgradeBoxes(playingAssassins(), u"vault"_s, 1, srd()), u"upgrade.byAdvance"_s));
    Crew crew = playingAssassins();
    crew.overrides.append({u"upgrade.byAdvance"_s, u"upgrades/vault"_s, u"GM: found a safe"_s});
    EXPECT_EQ(applySetUpgradeBoxes(crew, u"vault"_s, 1, srd()).after.upgrades.value(u"vault"_s), 1);
}

// B §2 step 4, §5 (§選擇一項特殊能力): one crew ability at creation, from the type's list; later
// abilities come from crew advances.
TEST(CrewPencil, OneCrewAbilityAtCreationFromTheType)
{
    const Crew crew = startCrew(u"assassins"_s, srd());
    const CrewOutcome o = applyToggleCrewAbility(crew, u"patron"_s, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.abilities, QStringList{u"patron"_s});
    EXPECT_TRUE(refusedWith(applyToggleCrewAbility(o.after, u"deadly"_s, srd()), u"crew.creation.counts"_s));
    EXPECT_TRUE(applyToggleCrewAbility(o.after, u"patron"_s, srd()).after.abilities.isEmpty());
    EXPECT_TRUE(refusedWith(applyToggleCrewAbility(crew, u"fiends"_s, srd()), u"crew.ability.notInCrewType"_s));
    EXPECT_TRUE(refusedWith(applyToggleCrewAbility(playingAssassins(), u"patron"_s, srd()), u"crew.ability.byAdvance"_s));
}

// B §4 (§同夥): a cohort for each completed Cohort upgrade (2 boxes).
TEST(CrewPencil, CohortNeedsItsUpgrade)
{
    const CrewOutcome o = applyAddCohort(newBravos(), thugs, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.cohorts, QList<Cohort>{thugs});
    EXPECT_TRUE(refusedWith(applyAddCohort(o.after, thugs, srd()), u"cohort.count"_s));
    EXPECT_TRUE(refusedWith(applyAddCohort(creatingAssassins(), thugs, srd()), u"cohort.count"_s));
}

// B §4.3–§4.4 (§優勢與缺陷, §調整同夥): one type (a second for two more boxes), edges with as
// many flaws.
TEST(CrewPencil, CohortTypesEdgesAndFlaws)
{
    Cohort c = thugs;
    c.flaws.clear();
    EXPECT_TRUE(refusedWith(applyAddCohort(newBravos(), c, srd()), u"cohort.edgesFlaws"_s));
    c = thugs;
    c.types = {u"ninjas"_s};
    EXPECT_TRUE(refusedWith(applyAddCohort(newBravos(), c, srd()), u"cohort.kind"_s));
    const Crew crew = applyAddCohort(newBravos(), thugs, srd()).after;
    c = thugs;
    c.types << u"skulks"_s;
    EXPECT_TRUE(refusedWith(applyEditCohort(crew, 0, c, srd()), u"cohort.types.max"_s));
    const Crew paid = applySetUpgradeBoxes(crew, u"cohort_extra_type"_s, 2, srd()).after;
    EXPECT_EQ(applyEditCohort(paid, 0, c, srd()).after.cohorts.first().types.size(), 2);
    EXPECT_TRUE(refusedWith(applyEditCohort(crew, 1, c, srd()), u"edit.target_missing"_s));
}

// B §4.6 (§同夥受傷與治療): cohort harm 0 … 4 (weakened, impaired, broken, dead).
TEST(CrewPencil, CohortHarmRunsToDead)
{
    const Crew crew = applyAddCohort(newBravos(), thugs, srd()).after;
    EXPECT_EQ(applySetCohortHarm(crew, 0, 4, srd()).after.cohorts.first().harm, 4);
    EXPECT_TRUE(refusedWith(applySetCohortHarm(crew, 0, 5, srd()), u"cohort.harm.range"_s));
    EXPECT_TRUE(refusedWith(applySetCohortHarm(crew, 2, 1, srd()), u"edit.target_missing"_s));
}

// B §4: a cohort is erased by hand; its upgrade boxes stay for the next one.
TEST(CrewPencil, CohortIsErased)
{
    const Crew crew = applyAddCohort(newBravos(), thugs, srd()).after;
    const CrewOutcome o = applyRemoveCohort(crew, 0, srd());
    ASSERT_TRUE(o.done());
    EXPECT_TRUE(o.after.cohorts.isEmpty());
    EXPECT_EQ(o.after.upgrades, crew.upgrades);
    EXPECT_TRUE(refusedWith(applyRemoveCohort(crew, 1, srd()), u"edit.target_missing"_s));
}

// B §8 (§聯絡人): a contact is one of the type's list or a name of the table's own, never nameless.
TEST(CrewPencil, ContactsAreRenamed)
{
    const CrewOutcome o = applyRenameContact(creatingAssassins(), 1, u" Old Mags "_s, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.contacts.at(1).id, u"Old Mags"_s);
    EXPECT_TRUE(refusedWith(applyRenameContact(creatingAssassins(), 1, u" "_s, srd()), u"identity.name_empty"_s));
    EXPECT_TRUE(refusedWith(applyRenameContact(creatingAssassins(), 9, u"Mags"_s, srd()), u"edit.target_missing"_s));
}

// B §2 step 3 (§獵場 "hunting grounds"): the preferred operation is one of the crew type's list,
// kept by its id so it reads in every language — also when its name is typed, in any language; a
// table's own operation is kept as written.
TEST(CrewPencil, B2_PreferredOperationIsKeptByItsPackId)
{
    const auto set = [](const QString &text) {
        return applySetCrewText(creatingAssassins(), CrewText::HuntingOperation, text, srd()).after.huntingGrounds.operation;
    };
    EXPECT_EQ(set(u"murder"_s), u"murder"_s);
    EXPECT_EQ(set(u"Murder"_s), u"murder"_s);
    EXPECT_EQ(set(u"擄人勒索"_s), u"ransom"_s);
    EXPECT_EQ(set(u"Poisoning the well"_s), u"Poisoning the well"_s);
    EXPECT_EQ(set(u"Smash & grab"_s), u"Smash & grab"_s) << "another crew type's operation is the table's own here";
    EXPECT_EQ(huntingOperationName(u"murder"_s, u"assassins"_s, srd()).in(sw::Language::TraditionalChinese), u"謀殺"_s);
}

// B §2 step 3, migration on read: a sheet written before operations had ids kept the English text
// ("Murder"); it reads as the matching id, in every language, and its first edit writes the id.
TEST(CrewPencil, B2_AnOldSheetsEnglishOperationReadsAsItsId)
{
    const Crew old = creatingAssassins(); // operation "Murder", as the wizard wrote it then
    EXPECT_EQ(huntingOperationId(old.huntingGrounds.operation, old.crewType, srd()), u"murder"_s);
    EXPECT_EQ(huntingOperationName(old.huntingGrounds.operation, old.crewType, srd()).in(sw::Language::SimplifiedChinese),
              u"谋杀"_s);
    EXPECT_EQ(huntingOperationName(u"Poisoning the well"_s, old.crewType, srd()).in(sw::Language::SimplifiedChinese),
              u"Poisoning the well"_s);
    const CrewOutcome o = applySetCrewText(old, CrewText::HuntingOperation, old.huntingGrounds.operation, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.huntingGrounds.operation, u"murder"_s);
}
