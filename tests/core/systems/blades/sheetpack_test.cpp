// Each sheet is read with the pack it recorded (issue "game systems as modules": "each sheet
// records its pack (id, version) and is read with it"), whatever pack the campaign plays with;
// moving the campaign's sheets to another pack is one undoable step that leaves a sheet the new
// pack's rules refuse where it was.
#include "core/systems/blades/fixtures.h"
#include "support/profilefixture.h"
#include "models/campaignsession.h"
#include "systems/blades/campaigncontext.h"
#include "systems/blades/characterops.h"
#include "systems/blades/sheetops.h"
#include "systems/blades/gm/gmtable.h"
#include "systems/blades/models/packmove.h"
#include "systems/blades/models/sheetedits.h"
#include "systems/blades/packregistry.h"
#include "systems/blades/store/campaignsheets.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

class SheetPackTest : public ::testing::Test
{
protected:
    // A campaign on the SRD with two scoundrels: one made on the SRD, one on the house-rules
    // profile (ten stress boxes).
    void SetUp() override
    {
        sw::test::installHouseRulesProfile();
        sw::store::FileError error;
        session = sw::models::CampaignSession::open(dir.filePath(u"mixed.sheetwright"_s), true, &error);
        ASSERT_NE(session, nullptr);
        sw::blades::Character house = sw::test::playingCutter();
        house.name = u"House"_s;
        house.rulePack = sw::test::kHouseRulesProfile;
        ASSERT_TRUE(sw::blades::addCharacter(session->store(), sw::test::playingCutter(), std::nullopt, u"New"_s).ok);
        ASSERT_TRUE(sw::blades::addCharacter(session->store(), house, std::nullopt, u"New"_s).ok);
    }

    bool setStress(qint64 id, int amount)
    {
        const sw::models::PlannedEdit edit = sw::models::planCharacterEdit(
            *session, id, u"character.set_stress"_s, u"Stress"_s,
            [amount](const sw::blades::Character &c, const sw::blades::RulePack &p, const sw::blades::CrewBenefits &b) {
                return sw::blades::applySetStress(c, amount, p, b);
            });
        return edit.allowed && session->apply(edit.write).ok;
    }

    int stress(qint64 id) const { return sw::blades::character(session->store(), id)->stress; }

    QTemporaryDir dir;
    std::unique_ptr<sw::models::CampaignSession> session;
};

} // namespace

TEST_F(SheetPackTest, EachSheetIsCheckedWithThePackItRecorded)
{
    ASSERT_EQ(sw::blades::sessionPack(*session).id, u"blades_srd"_s);
    EXPECT_EQ(sw::blades::sheetPack(*session, u"blades_srd"_s).numberOr(u"stress_max"_s, 0), 9);
    EXPECT_EQ(sw::blades::sheetPack(*session, sw::test::kHouseRulesProfile).numberOr(u"stress_max"_s, 0), 10);
    // The tenth box: past the SRD's nine for the SRD scoundrel, legal for the profile's.
    EXPECT_FALSE(setStress(1, 10));
    EXPECT_EQ(stress(1), 0);
    EXPECT_TRUE(setStress(2, 10));
    EXPECT_EQ(stress(2), 10);
}

TEST_F(SheetPackTest, APackThisComputerLacksIsReadAsTheCampaignsAndSaidSo)
{
    bool missing = false;
    const sw::blades::RulePack &pack = sw::blades::sheetPack(*session, u"someone_elses_hack"_s, &missing);
    EXPECT_TRUE(missing);
    EXPECT_EQ(pack.id, u"blades_srd"_s);
    sw::blades::sheetPack(*session, sw::test::kHouseRulesProfile, &missing);
    EXPECT_FALSE(missing);
}

TEST_F(SheetPackTest, MovingToAPackIsOneUndoableStepAndKeepsWhatItsRulesRefuse)
{
    // The profile's scoundrel with ten stress cannot move to the SRD's nine boxes; the other can't
    // move anywhere it is already. Moving to the profile: the SRD scoundrel moves.
    ASSERT_TRUE(setStress(2, 10));
    const auto packs = sw::blades::sheetPacks(*session);
    const sw::models::PackMove toSrd = sw::models::planPackMove(session->store(), sw::test::srd(), packs);
    EXPECT_TRUE(toSrd.changes.isEmpty());
    ASSERT_EQ(toSrd.kept.size(), 1);
    EXPECT_EQ(toSrd.kept.first().sheet.id, u"2"_s);
    EXPECT_EQ(toSrd.kept.first().name, u"House"_s);
    ASSERT_FALSE(toSrd.kept.first().broken.isEmpty());

    const auto profile = sw::blades::rulePackById(sw::test::kHouseRulesProfile);
    ASSERT_NE(profile, nullptr);
    const sw::models::PackMove toProfile = sw::models::planPackMove(session->store(), *profile, packs);
    ASSERT_EQ(toProfile.changes.size(), 1);
    EXPECT_TRUE(toProfile.kept.isEmpty());
    const sw::store::Receipt moved = session->apply([&](sw::store::CampaignStore &s) {
        return sw::models::applyPackMove(s, toProfile, u"Move"_s);
    });
    ASSERT_TRUE(moved.ok);
    ASSERT_TRUE(session->store().nextUndo().has_value());
    EXPECT_EQ(session->store().nextUndo()->batch, moved.batch) << "one step";
    EXPECT_EQ(session->store().nextUndo()->command, u"campaign.move_to_pack"_s);
    EXPECT_EQ(sw::blades::character(session->store(), 1)->rulePack, sw::test::kHouseRulesProfile);
    EXPECT_TRUE(setStress(1, 10)) << "read with the profile now";
    ASSERT_TRUE(session->undo().ok); // the stress
    ASSERT_TRUE(session->undo().ok); // the move
    EXPECT_EQ(sw::blades::character(session->store(), 1)->rulePack, u"blades_srd"_s);
    EXPECT_FALSE(setStress(1, 10));
}

// The GM's table changes each sheet with its own pack too: a push for +1d (2 stress) from 7 marks
// the SRD scoundrel's last (ninth) box — a trauma (A §2.3) — but not the profile scoundrel's last.
TEST_F(SheetPackTest, TheGmTableChangesEachSheetWithItsPack)
{
    ASSERT_TRUE(setStress(1, 7));
    ASSERT_TRUE(setStress(2, 7));
    sw::rules::SeededRandom random(7);
    const auto push = [&](const QString &who, const QString &traumaCondition) {
        sw::gm::SheetRollRequest r;
        r.character = who;
        r.action.action = u"skirmish"_s;
        r.action.pushForDie = true;
        r.dice = {6, 6, 6};
        r.traumaCondition = traumaCondition;
        r.label = u"Roll"_s;
        return session->apply([&](sw::store::CampaignStore &s) {
            sw::gm::GmTable table(s, sw::blades::sessionPack(*session), random, sw::blades::sheetPacks(*session));
            const sw::gm::GmResult result = table.rollFromSheet(r);
            sw::store::Receipt receipt;
            receipt.ok = result.ok;
            receipt.batch = result.batch;
            receipt.error = result.error;
            return receipt;
        });
    };
    ASSERT_TRUE(push(u"1"_s, u"cold"_s).ok);
    EXPECT_EQ(sw::blades::character(session->store(), 1)->trauma, 1);
    EXPECT_EQ(stress(1), 0);
    const sw::store::Receipt house = push(u"2"_s, {});
    ASSERT_TRUE(house.ok) << house.error.toStdString();
    EXPECT_EQ(sw::blades::character(session->store(), 2)->trauma, 0);
    EXPECT_EQ(stress(2), 9);
}
