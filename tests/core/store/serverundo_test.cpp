// Undo in a shared campaign (issue #19, "Live"): each machine undoes its own last edit, not the
// table's; and only while no one else has changed that sheet since — otherwise nothing is undone
// and the refusal says who changed it. Two sessions as two server users (the GM and a player),
// on a throwaway server (support/pgserver.h).
#include "core/systems/blades/fixtures.h"
#include "store/campaignstore.h"
#include "store/serverroles.h"
#include "store/servercampaign.h"
#include "support/pgserver.h"
#include "systems/blades/store/campaignsheets.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::store::CampaignFile;
using sw::store::CampaignStore;
using sw::store::StoreProblem;

namespace {

class SharedUndo : public ::testing::Test
{
protected:
    void SetUp() override
    {
        sw::test::PgServer &pg = sw::test::PgServer::instance();
        if (!pg.available())
            GTEST_SKIP() << pg.why().toStdString();
        QString database;
        const QString owner = pg.newDatabase(&database);
        ASSERT_FALSE(owner.isEmpty());
        sw::store::FileError error;
        auto file = CampaignFile::create(owner, &error);
        ASSERT_NE(file, nullptr) << error.detail.toStdString();
        QSqlDatabase db = file->database();
        QList<sw::store::ServerRole> roles;
        QString why;
        ASSERT_TRUE(sw::store::setUpRoles(db, database, {{u"alice"_s, u"alice-pw"_s}}, u"gm-pw"_s, &roles, &why))
            << why.toStdString();
        CampaignStore owned(*file);
        mara = sw::blades::addCharacter(owned, sw::test::playingCutter(), std::nullopt, u"Mara"_s).sheet.id.toLongLong();
        tev = sw::blades::addCharacter(owned, sw::test::playingCutter(), std::nullopt, u"Tev"_s).sheet.id.toLongLong();
        ASSERT_TRUE(sw::store::assignSheet(db, {u"character"_s, QString::number(mara)}, database + u"_alice"_s, &why));
        gmFile = CampaignFile::open(sw::store::addressAs(owner, database + u"_gm"_s, u"gm-pw"_s), &error);
        ASSERT_NE(gmFile, nullptr) << error.detail.toStdString();
        aliceFile = CampaignFile::open(sw::store::addressAs(owner, database + u"_alice"_s, u"alice-pw"_s), &error);
        ASSERT_NE(aliceFile, nullptr) << error.detail.toStdString();
        gm = std::make_unique<CampaignStore>(*gmFile);
        alice = std::make_unique<CampaignStore>(*aliceFile);
    }

    sw::store::Receipt stress(CampaignStore &s, qint64 id, int value)
    {
        auto c = *sw::blades::character(s, id);
        c.stress = value;
        return sw::blades::saveCharacter(s, id, c, u"character.set_stress"_s, u"Stress %1"_s.arg(value));
    }

    std::unique_ptr<CampaignFile> gmFile, aliceFile;
    std::unique_ptr<CampaignStore> gm, alice;
    qint64 mara = 0, tev = 0;
};

} // namespace

// Alice's undo is her own last edit, though the GM edited after her (another sheet).
TEST_F(SharedUndo, EachUndoesTheirOwnLastEdit)
{
    ASSERT_TRUE(stress(*alice, mara, 2).ok);
    ASSERT_TRUE(stress(*gm, tev, 5).ok);
    ASSERT_TRUE(alice->canUndo());
    EXPECT_EQ(alice->undoLabel(), u"Stress 2"_s);
    EXPECT_EQ(gm->undoLabel(), u"Stress 5"_s);
    ASSERT_TRUE(alice->undo().ok);
    EXPECT_EQ(sw::blades::character(*gm, mara)->stress, sw::test::playingCutter().stress);
    EXPECT_EQ(sw::blades::character(*gm, tev)->stress, 5) << "the GM's edit stands";
    EXPECT_FALSE(alice->canUndo()) << "nothing of alice's is left to undo";
    EXPECT_EQ(alice->redoLabel(), u"Stress 2"_s);
    EXPECT_EQ(gm->redoLabel(), QString()) << "alice's undone step is hers to redo";
    // A new edit of the GM's ends only the GM's redo, not alice's.
    ASSERT_TRUE(stress(*gm, tev, 6).ok);
    ASSERT_TRUE(alice->redo().ok);
    EXPECT_EQ(sw::blades::character(*gm, mara)->stress, 2);
}

// The GM changed alice's sheet after her: her undo is refused, says so, and changes nothing.
TEST_F(SharedUndo, AnUndoOfASheetSomeoneChangedSinceIsRefusedAndExplained)
{
    ASSERT_TRUE(stress(*alice, mara, 2).ok);
    ASSERT_TRUE(stress(*gm, mara, 4).ok);
    const auto refused = alice->undo();
    EXPECT_FALSE(refused.ok);
    EXPECT_EQ(refused.problem, StoreProblem::ChangedSince);
    EXPECT_TRUE(refused.error.contains(u"_gm changed sheet character:%1"_s.arg(mara))) << refused.error.toStdString();
    EXPECT_EQ(sw::blades::character(*gm, mara)->stress, 4) << "nothing undone";
    // Once the GM undoes theirs, alice's undo goes through.
    ASSERT_TRUE(gm->undo().ok);
    ASSERT_TRUE(alice->undo().ok);
    EXPECT_EQ(sw::blades::character(*gm, mara)->stress, sw::test::playingCutter().stress);
}
