// Two edits of one sheet on a shared campaign (issue #19, "Live"): the second, planned on the
// sheet before the first was written, is made again on the sheet as it is now inside the write's
// transaction (store/reapply.h) — a mark of stress after someone else's edit goes in on top of it;
// a value typed into a field someone else just typed another value into is refused, naming theirs.
// Two sessions (two connections, each with its listener) on a throwaway server (support/pgserver.h).
#include "core/systems/blades/fixtures.h"
#include "models/campaignsession.h"
#include "support/pgserver.h"
#include "systems/blades/models/sheetedits.h"
#include "systems/blades/crewops.h"
#include "systems/blades/sheetops.h"
#include "systems/blades/store/campaignsheets.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::blades::Character;
using sw::models::CampaignSession;
using sw::models::planCharacterEdit;
using sw::store::StoreProblem;

namespace {

class SharedEdits : public ::testing::Test
{
protected:
    void SetUp() override
    {
        sw::test::PgServer &pg = sw::test::PgServer::instance();
        if (!pg.available())
            GTEST_SKIP() << pg.why().toStdString();
        const QString address = pg.newDatabase();
        ASSERT_FALSE(address.isEmpty());
        sw::store::FileError error;
        a = CampaignSession::open(address, true, &error);
        ASSERT_NE(a, nullptr) << error.detail.toStdString();
        b = CampaignSession::open(address, false, &error);
        ASSERT_NE(b, nullptr) << error.detail.toStdString();
        id = a->apply([](sw::store::CampaignStore &s) {
                  return sw::blades::addCharacter(s, sw::test::playingCutter(), std::nullopt, u"PC"_s);
              }).sheet.id.toLongLong();
        ASSERT_GT(id, 0);
    }

    static sw::models::CharacterOp markStress(int amount)
    {
        return [=](const Character &c, const sw::blades::RulePack &p, const sw::blades::CrewBenefits &crew) {
            return sw::blades::applyMarkStress(c, amount, p, crew);
        };
    }

    static sw::models::CharacterOp typeAlias(const QString &text)
    {
        return [=](const Character &c, const sw::blades::RulePack &p, const sw::blades::CrewBenefits &crew) {
            return sw::blades::applySetText(c, sw::blades::CharacterText::Alias, text, p, crew);
        };
    }

    Character sheet() const { return *sw::blades::character(a->store(), id); }
    qint64 entries() const { return a->store().history({u"character"_s, QString::number(id)}).size(); }

    std::unique_ptr<CampaignSession> a, b; // two machines at one table
    qint64 id = 0;
};

} // namespace

// B plans a mark of stress; A's edit of the same sheet (coin, and a mark of its own) is written
// first; B's mark goes in on the sheet as A left it: A's edits kept, B's mark added to A's.
TEST_F(SharedEdits, StressMarkedAfterAnotherEditIsAddedToIt)
{
    const int stress = sheet().stress;
    const auto onB = planCharacterEdit(*b, id, u"character.mark_stress"_s, u"Stress +1"_s, markStress(1));
    ASSERT_TRUE(onB.allowed);
    const auto coin = planCharacterEdit(*a, id, u"character.set_coin"_s, u"Coin 3"_s,
                                        [](const Character &c, const auto &p, const auto &crew) {
                                            return sw::blades::applySetCoin(c, 3, p, crew);
                                        });
    ASSERT_TRUE(a->apply(coin.write).ok);
    const auto onA = planCharacterEdit(*a, id, u"character.mark_stress"_s, u"Stress +2"_s, markStress(2));
    ASSERT_TRUE(a->apply(onA.write).ok);
    const sw::store::Receipt written = b->apply(onB.write);
    ASSERT_TRUE(written.ok) << written.error.toStdString();
    EXPECT_EQ(sheet().stress, stress + 3) << "A's two marks and B's one";
    EXPECT_EQ(sheet().coin, 3) << "A's coin kept";
    EXPECT_EQ(entries(), 4) << "added, coin, A's mark, B's mark: each once";
    EXPECT_EQ(*sw::blades::character(b->store(), id), sheet());
}

// A and B both type an alias; A's is written first; B's would write over it: refused, naming A's
// alias, and nothing written. The same alias typed by both is no conflict.
TEST_F(SharedEdits, TwoValuesTypedIntoOneFieldAreRefusedNamingTheOther)
{
    const auto onB = planCharacterEdit(*b, id, u"character.set_text"_s, u"Alias"_s, typeAlias(u"Slink"_s));
    ASSERT_TRUE(onB.allowed);
    const auto sameOnB = planCharacterEdit(*b, id, u"character.set_text"_s, u"Alias"_s, typeAlias(u"Crow"_s));
    const auto onA = planCharacterEdit(*a, id, u"character.set_text"_s, u"Alias"_s, typeAlias(u"Crow"_s));
    ASSERT_TRUE(a->apply(onA.write).ok);
    const qint64 before = entries();
    const sw::store::Receipt refused = b->apply(onB.write);
    EXPECT_FALSE(refused.ok);
    EXPECT_EQ(refused.problem, StoreProblem::Conflict);
    EXPECT_EQ(refused.conflictValue, u"Crow"_s);
    EXPECT_TRUE(refused.conflictField.endsWith(u"alias"_s)) << refused.conflictField.toStdString();
    EXPECT_TRUE(refused.error.contains(u"\"Crow\""_s) && refused.error.contains(u"\"Slink\""_s)) << refused.error.toStdString();
    EXPECT_EQ(sheet().alias, u"Crow"_s) << "A's alias never lost";
    EXPECT_EQ(entries(), before) << "nothing written";
    // B typing what A typed changes nothing of A's: written.
    const sw::store::Receipt same = b->apply(sameOnB.write);
    EXPECT_TRUE(same.ok) << same.error.toStdString();
    EXPECT_EQ(sheet().alias, u"Crow"_s);
}

// A mark of stress made again on a sheet where A typed another field: no conflict (different
// fields), both kept.
TEST_F(SharedEdits, AnEditOfAnotherFieldIsKept)
{
    const auto onB = planCharacterEdit(*b, id, u"character.mark_stress"_s, u"Stress +1"_s, markStress(1));
    const int stress = sheet().stress;
    ASSERT_TRUE(a->apply(planCharacterEdit(*a, id, u"character.set_text"_s, u"Alias"_s, typeAlias(u"Crow"_s)).write).ok);
    ASSERT_TRUE(b->apply(onB.write).ok);
    EXPECT_EQ(sheet().alias, u"Crow"_s);
    EXPECT_EQ(sheet().stress, stress + 1);
}

namespace {

// The same two machines at one table, with a crew (B §1.11–§1.12: its xp track, its coin).
class SharedCrewEdits : public SharedEdits
{
protected:
    void SetUp() override
    {
        SharedEdits::SetUp();
        if (IsSkipped() || HasFatalFailure())
            return;
        sw::blades::Crew crew = sw::blades::startCrew(u"shadows"_s, sw::test::srd());
        crew.phase = sw::blades::CrewPhase::Play;
        crew.tier = 1;
        crew.xp = 3;
        crew.coin = 0;
        crewId = a->apply([&](sw::store::CampaignStore &s) { return sw::blades::addCrew(s, crew, u"Crew"_s); })
                     .sheet.id.toLongLong();
        ASSERT_GT(crewId, 0);
    }

    static sw::models::CrewOp markXp(int xp)
    {
        return [=](const sw::blades::Crew &c, const sw::blades::RulePack &p) { return sw::blades::applyMarkCrewXp(c, xp, p); };
    }
    static sw::models::CrewOp setCoin(int coin)
    {
        return [=](const sw::blades::Crew &c, const sw::blades::RulePack &p) { return sw::blades::applySetCrewCoin(c, coin, p); };
    }

    sw::blades::Crew crewSheet() const { return *sw::blades::crew(a->store(), crewId); }
    qint64 crewEntries() const { return a->store().history({u"crew"_s, QString::number(crewId)}).size(); }

    qint64 crewId = 0;
};

} // namespace

// B plans a mark of crew xp; A's coin and xp marks are written first; B's mark goes in on top.
TEST_F(SharedCrewEdits, CrewXpMarkedAfterAnotherEditIsAddedToIt)
{
    const auto onB = sw::models::planCrewEdit(*b, crewId, u"crew.mark_xp"_s, u"Crew XP +1"_s, markXp(1));
    ASSERT_TRUE(onB.allowed);
    ASSERT_TRUE(a->apply(sw::models::planCrewEdit(*a, crewId, u"crew.set_coin"_s, u"Coin 2"_s, setCoin(2)).write).ok);
    ASSERT_TRUE(a->apply(sw::models::planCrewEdit(*a, crewId, u"crew.mark_xp"_s, u"Crew XP +2"_s, markXp(2)).write).ok);
    const sw::store::Receipt written = b->apply(onB.write);
    ASSERT_TRUE(written.ok) << written.error.toStdString();
    EXPECT_EQ(crewSheet().xp, 3 + 2 + 1) << "A's two marks and B's one";
    EXPECT_EQ(crewSheet().coin, 2) << "A's coin kept (from 0)";
    EXPECT_EQ(crewEntries(), 4) << "added, coin, A's mark, B's mark: each once";
}

// Two coin values typed into the crew (B §1.9): the second is refused naming the first; nothing written.
TEST_F(SharedCrewEdits, TwoCoinValuesTypedAreRefusedNamingTheOther)
{
    const auto onB = sw::models::planCrewEdit(*b, crewId, u"crew.set_coin"_s, u"Coin 3"_s, setCoin(3));
    ASSERT_TRUE(onB.allowed) << onB.refused.value(0).code.toStdString();
    ASSERT_TRUE(a->apply(sw::models::planCrewEdit(*a, crewId, u"crew.set_coin"_s, u"Coin 1"_s, setCoin(1)).write).ok);
    const qint64 before = crewEntries();
    const sw::store::Receipt refused = b->apply(onB.write);
    EXPECT_FALSE(refused.ok);
    EXPECT_EQ(refused.problem, StoreProblem::Conflict);
    EXPECT_EQ(refused.conflictValue, u"1"_s);
    EXPECT_EQ(crewSheet().coin, 1) << "A's coin never lost";
    EXPECT_EQ(crewEntries(), before);
}

// B §1.12: B's mark planned when it filled nothing; A's marks meanwhile bring the track to its
// last box, so B's mark would now fill it — an advance and a payoff B never saw: refused as stale.
TEST_F(SharedCrewEdits, AMarkThatWouldNowFillTheTrackIsRefusedAsStale)
{
    const auto onB = sw::models::planCrewEdit(*b, crewId, u"crew.mark_xp"_s, u"Crew XP +1"_s, markXp(1));
    ASSERT_TRUE(onB.allowed);
    ASSERT_TRUE(onB.events.isEmpty());
    for (int i = 0; i < 2; ++i)
        ASSERT_TRUE(a->apply(sw::models::planCrewEdit(*a, crewId, u"crew.mark_xp"_s, u"Crew XP +2"_s, markXp(2)).write).ok);
    const qint64 before = crewEntries();
    const sw::store::Receipt refused = b->apply(onB.write);
    EXPECT_FALSE(refused.ok);
    EXPECT_EQ(refused.problem, StoreProblem::Stale);
    EXPECT_EQ(crewSheet().xp, 7);
    EXPECT_EQ(crewSheet().pendingAdvances, 0);
    EXPECT_EQ(crewEntries(), before);
}
