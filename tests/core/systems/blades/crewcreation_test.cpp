// Crew creation's side effects on coin and faction status (rules/blades-B-crew.md §2).
#include "systems/blades/crewops.h"
#include "core/systems/blades/fixtures.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::blades::Crew;
using sw::blades::CrewOutcome;
using sw::test::srd;

namespace {

Crew newAssassins()
{
    Crew crew = sw::blades::startCrew(u"assassins"_s, srd());
    crew.name = u"The Gray Knives"_s;
    return crew;
}

int status(const CrewOutcome &o, const QString &faction)
{
    return o.after.factionStatus.value(faction, 0);
}

} // namespace

// §建立你們的獵場: pay the owner 1 coin and its status stays 0.
TEST(CrewCreation, HuntingGroundsPayOffCostsOneCoin)
{
    const CrewOutcome o = sw::blades::applyHuntingGroundsDeal(newAssassins(), u"lampblacks"_s, u"pay_off"_s, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.coin, 1);
    EXPECT_EQ(status(o, u"lampblacks"_s), 0);
    EXPECT_EQ(o.after.huntingGrounds.faction, u"lampblacks"_s);
}

// §建立你們的獵場: pay 2 coin in respect for +1 status.
TEST(CrewCreation, HuntingGroundsRespectCostsTwoCoinForPlusOne)
{
    const CrewOutcome o = sw::blades::applyHuntingGroundsDeal(newAssassins(), u"lampblacks"_s, u"pay_respect"_s, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.coin, 0);
    EXPECT_EQ(status(o, u"lampblacks"_s), 1);
    EXPECT_TRUE(o.has(u"faction.status_changed"_s));
}

// §建立你們的獵場: pay nothing and the owner's status drops to −1.
TEST(CrewCreation, HuntingGroundsPayingNothingIsMinusOne)
{
    const CrewOutcome o = sw::blades::applyHuntingGroundsDeal(newAssassins(), u"lampblacks"_s, u"pay_nothing"_s, srd());
    EXPECT_EQ(o.after.coin, 2);
    EXPECT_EQ(status(o, u"lampblacks"_s), -1);
}

// §分配幫派升級: a faction that helped is +1, or +2 for 1 coin; one that was hurt −2, or −1 for 1 coin.
TEST(CrewCreation, UpgradeHelpersAndVictims)
{
    const Crew crew = newAssassins();
    EXPECT_EQ(status(sw::blades::applyUpgradeFactionStatus(crew, u"bluecoats"_s, true, false, srd()), u"bluecoats"_s), 1);
    const CrewOutcome paidHelp = sw::blades::applyUpgradeFactionStatus(crew, u"bluecoats"_s, true, true, srd());
    EXPECT_EQ(status(paidHelp, u"bluecoats"_s), 2);
    EXPECT_EQ(paidHelp.after.coin, 1);
    EXPECT_EQ(status(sw::blades::applyUpgradeFactionStatus(crew, u"red_sashes"_s, false, false, srd()), u"red_sashes"_s), -2);
    const CrewOutcome paidHurt = sw::blades::applyUpgradeFactionStatus(crew, u"red_sashes"_s, false, true, srd());
    EXPECT_EQ(status(paidHurt, u"red_sashes"_s), -1);
    EXPECT_EQ(paidHurt.after.coin, 1);
}

// §選擇一名喜愛的聯絡人: one friendly faction +1 and one unfriendly −1, or +2 and −2 together.
TEST(CrewCreation, FavoriteContactMovesTwoFactions)
{
    const Crew crew = newAssassins();
    const QString contact = crew.contacts.at(1).id;
    const CrewOutcome mild = sw::blades::applyFavoriteContact(crew, contact, u"bluecoats"_s, u"red_sashes"_s, false, srd());
    ASSERT_TRUE(mild.done());
    EXPECT_TRUE(mild.after.contacts.at(1).favorite);
    EXPECT_FALSE(mild.after.contacts.at(0).favorite);
    EXPECT_EQ(status(mild, u"bluecoats"_s), 1);
    EXPECT_EQ(status(mild, u"red_sashes"_s), -1);
    const CrewOutcome intense = sw::blades::applyFavoriteContact(crew, contact, u"bluecoats"_s, u"red_sashes"_s, true, srd());
    EXPECT_EQ(status(intense, u"bluecoats"_s), 2);
    EXPECT_EQ(status(intense, u"red_sashes"_s), -2);
}

// B §2 engine notes: the payments (up to 4 coin) cannot take the crew below 0 coin.
TEST(CrewCreation, PaymentsNeverTakeCoinBelowZero)
{
    CrewOutcome o = sw::blades::applyHuntingGroundsDeal(newAssassins(), u"lampblacks"_s, u"pay_respect"_s, srd());
    ASSERT_EQ(o.after.coin, 0);
    const CrewOutcome broke = sw::blades::applyUpgradeFactionStatus(o.after, u"bluecoats"_s, true, true, srd());
    EXPECT_FALSE(broke.done());
    EXPECT_TRUE(sw::rules::hasCode(broke.refused, u"crew.coin.negative"_s));
    EXPECT_EQ(broke.after, o.after);
}

// B §7.2: status stays within −3..+3.
TEST(CrewCreation, StatusIsClampedToTheLadder)
{
    Crew crew = newAssassins();
    crew.factionStatus[u"bluecoats"_s] = 3;
    EXPECT_EQ(status(sw::blades::applyUpgradeFactionStatus(crew, u"bluecoats"_s, true, false, srd()), u"bluecoats"_s), 3);
}

TEST(CrewCreation, StepsAreRefusedOnceTheCrewIsMade)
{
    Crew crew = newAssassins();
    crew.phase = sw::blades::CrewPhase::Play;
    const CrewOutcome o = sw::blades::applyHuntingGroundsDeal(crew, u"lampblacks"_s, u"pay_off"_s, srd());
    EXPECT_TRUE(sw::rules::hasCode(o.refused, u"crew.creation.alreadyFinished"_s));
    EXPECT_TRUE(sw::rules::hasCode(
        sw::blades::applyHuntingGroundsDeal(newAssassins(), u"lampblacks"_s, u"bribe_with_cake"_s, srd()).refused,
        u"crew.hunting_deal.unknown"_s));
}
