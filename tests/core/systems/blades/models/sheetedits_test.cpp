// The spine of every sheet edit (DESIGN "The spine"): the engine decides, a GM override lets a
// refused edit through on the record, and the write lands in the journal.
#include "systems/blades/charactervalidator.h"
#include "systems/blades/crewops.h"
#include "core/systems/blades/fixtures.h"
#include "models/campaignsession.h"
#include "systems/blades/models/sheetedits.h"
#include "systems/blades/store/campaignsheets.h"
#include "systems/blades/campaigncontext.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::blades::Character;
using sw::models::planCharacterEdit;

namespace {

class SheetEditsTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        sw::store::FileError error;
        session = sw::models::CampaignSession::open(dir.filePath(u"e.sheetwright"_s), true, &error);
        ASSERT_NE(session, nullptr);
    }

    qint64 add(const Character &c)
    {
        return session->apply([&](sw::store::CampaignStore &s) { return sw::blades::addCharacter(s, c, std::nullopt, u"PC"_s); })
            .sheet.id.toLongLong();
    }

    static sw::models::CharacterOp setDots(const QString &action, int dots)
    {
        return [=](const Character &c, const sw::blades::RulePack &p, const sw::blades::CrewBenefits &b) {
            return sw::blades::applySetActionRating(c, action, dots, p, b);
        };
    }

    QTemporaryDir dir;
    std::unique_ptr<sw::models::CampaignSession> session;
};

} // namespace

TEST_F(SheetEditsTest, ALegalEditIsWrittenAsOneJournalEntry)
{
    const qint64 id = add(sw::test::playingCutter());
    const auto edit = planCharacterEdit(*session, id, u"character.mark_stress"_s, u"Mark stress"_s,
                                        [](const Character &c, const auto &p, const auto &b) {
                                            return sw::blades::applyMarkStress(c, 2, p, b);
                                        });
    ASSERT_TRUE(edit.allowed);
    ASSERT_TRUE(session->apply(edit.write).ok);
    EXPECT_EQ(sw::blades::character(session->store(), id)->stress, sw::test::playingCutter().stress + 2);
    EXPECT_EQ(session->store().history().last().command, u"character.mark_stress"_s);
}

// A §3 (§分配行動點): no action above 2 dots at creation; refused with the rule's code.
TEST_F(SheetEditsTest, AThirdDotAtCreationIsRefusedAndNothingIsWritten)
{
    const qint64 id = add(sw::test::creatingCutter());
    const auto edit = planCharacterEdit(*session, id, u"character.set_action"_s, u"Dots"_s, setDots(u"skirmish"_s, 3));
    EXPECT_FALSE(edit.allowed);
    EXPECT_FALSE(edit.write);
    ASSERT_FALSE(edit.refused.isEmpty());
    EXPECT_EQ(edit.refused.first().code, u"creation.rating_above_cap"_s);
    EXPECT_EQ(sw::blades::character(session->store(), id)->rating(u"skirmish"_s), 2);
}

TEST_F(SheetEditsTest, OverrideModeRecordsTheReasonOnTheSheet)
{
    const qint64 id = add(sw::test::creatingCutter());
    const auto edit = planCharacterEdit(*session, id, u"character.set_action"_s, u"Dots"_s, setDots(u"skirmish"_s, 3),
                                        {true, u"veteran from the last campaign"_s});
    ASSERT_TRUE(edit.allowed);
    ASSERT_TRUE(session->apply(edit.write).ok);
    const Character stored = *sw::blades::character(session->store(), id);
    EXPECT_EQ(stored.rating(u"skirmish"_s), 3);
    // The cap, and the dot total the extra dot breaks as well (A §3, §分配行動點).
    QStringList codes;
    for (const sw::rules::Override &o : stored.overrides) {
        codes << o.code;
        EXPECT_EQ(o.reason, u"veteran from the last campaign"_s);
    }
    EXPECT_EQ(codes, (QStringList{u"creation.rating_above_cap"_s, u"creation.dots_total"_s}));
    EXPECT_TRUE(sw::blades::blockingViolations(stored, sw::blades::sessionPack(*session)).isEmpty());
}

TEST_F(SheetEditsTest, AMissingSheetIsRefused)
{
    const auto edit = planCharacterEdit(*session, 99, u"x"_s, u"x"_s, setDots(u"hunt"_s, 1));
    EXPECT_FALSE(edit.allowed);
    EXPECT_EQ(edit.refused.value(0).code, u"edit.target_missing"_s);
}

namespace {

// B §1.12: when the crew's xp track fills, every member's stash gains tier + 2, in the same
// undo step as the crew's advance.
TEST_F(SheetEditsTest, AFullCrewXpTrackPaysEveryMembersStash)
{
    sw::blades::Crew crew = sw::blades::startCrew(u"shadows"_s, sw::test::srd());
    crew.phase = sw::blades::CrewPhase::Play;
    crew.tier = 1;
    crew.xp = 7;
    ASSERT_TRUE(session->apply([&](sw::store::CampaignStore &s) { return sw::blades::addCrew(s, crew, u"crew"_s); }).ok);
    Character pc = sw::test::playingCutter();
    pc.stash = 39;
    ASSERT_TRUE(session->apply([&](sw::store::CampaignStore &s) { return sw::blades::addCharacter(s, pc, 1, u"A"_s); }).ok);
    pc.stash = 5;
    ASSERT_TRUE(session->apply([&](sw::store::CampaignStore &s) { return sw::blades::addCharacter(s, pc, 1, u"B"_s); }).ok);
    const auto edit = sw::models::planCrewEdit(*session, 1, u"crew.mark_xp"_s, u"Mark crew xp"_s,
                                               [](const sw::blades::Crew &c, const sw::blades::RulePack &p) {
                                                   return sw::blades::applyMarkCrewXp(c, 1, p);
                                               });
    ASSERT_TRUE(edit.allowed);
    ASSERT_TRUE(session->apply(edit.write).ok);
    EXPECT_EQ(sw::blades::crew(session->store(), 1)->pendingAdvances, 1);
    EXPECT_EQ(sw::blades::character(session->store(), 1)->stash, 40); // the track ends at 40
    EXPECT_EQ(sw::blades::character(session->store(), 2)->stash, 8);
    ASSERT_TRUE(session->store().undo().ok);
    EXPECT_EQ(sw::blades::character(session->store(), 2)->stash, 5);
}

} // namespace
