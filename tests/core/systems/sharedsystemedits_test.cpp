// Two edits of one sheet on a shared campaign (issue #19, "Live") for the systems whose editors
// write through systems::planSheetEdit (Fate, Meshal, 狩魂者: core/systems/documentsheets.h): an
// edit planned before another machine's edit of the same sheet is made again on the sheet as it is
// now; a value typed over another's is refused naming it; an edit the sheet now refuses is stale.
// Fate's sheet, planned as FateEditor::edit plans it (fate::planEdit). Two sessions on a throwaway
// server (support/pgserver.h).
#include "core/systems/fate/fixtures.h"
#include "models/campaignsession.h"
#include "support/pgserver.h"
#include "systems/documentsheets.h"
#include "systems/fate/characterjson.h"
#include "systems/fate/edits.h"
#include "systems/fate/store/fatesheets.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::models::CampaignSession;
using sw::store::StoreProblem;

namespace {

class SharedFateEdits : public ::testing::Test
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
        sw::fate::Character c = sw::fate::test::charles();
        c.fatePoints = 2;
        id = a->apply([&](sw::store::CampaignStore &s) { return sw::fate::addCharacter(s, c, u"Charles"_s); })
                 .sheet.id.toLongLong();
        ASSERT_GT(id, 0);
    }

    // An edit as the Fate sheet makes it: planned on the sheet as stored, written as one step.
    static auto plan(CampaignSession &session, qint64 id, const sw::fate::SheetOp &op)
    {
        return sw::systems::planSheetEdit(
            session.store(), sw::fate::characterRef(id), sw::fate::characterFromJson,
            [](const sw::fate::Character &c) { return sw::fate::toJson(c); },
            [op](const sw::fate::Character &c) { return sw::fate::planEdit(c, sw::fate::test::pack(), op); });
    }
    static sw::store::Receipt write(CampaignSession &session, const sw::store::SheetChange &change, const QString &command)
    {
        return session.apply([&](sw::store::CampaignStore &s) { return s.apply({change}, command, command); });
    }
    static sw::fate::SheetOp compel(bool accepted)
    {
        return [=](const sw::fate::Character &c, const sw::fate::FatePack &) { return sw::fate::compel(c, accepted); };
    }
    static sw::fate::SheetOp name(const QString &text)
    {
        return [=](const sw::fate::Character &c, const sw::fate::FatePack &) { return sw::fate::setName(c, text); };
    }

    sw::fate::Character sheet() const { return *sw::fate::character(a->store(), id); }
    qint64 entries() const { return a->store().history(sw::fate::characterRef(id)).size(); }

    std::unique_ptr<CampaignSession> a, b;
    qint64 id = 0;
};

} // namespace

// Rule 26: a compel accepted gains a fate point. B accepts one, planned before A's own compel and
// A's new name were written: B's point goes in on top of A's, A's name kept.
TEST_F(SharedFateEdits, ACompelAcceptedAfterAnotherEditIsAddedToIt)
{
    const auto onB = plan(*b, id, compel(true));
    ASSERT_TRUE(onB.allowed());
    ASSERT_TRUE(write(*a, plan(*a, id, compel(true)).change, u"fate.compel"_s).ok);
    ASSERT_TRUE(write(*a, plan(*a, id, name(u"Charles Dexter"_s)).change, u"fate.name"_s).ok);
    const sw::store::Receipt written = write(*b, onB.change, u"fate.compel"_s);
    ASSERT_TRUE(written.ok) << written.error.toStdString();
    EXPECT_EQ(sheet().fatePoints, 4) << "2, A's compel and B's";
    EXPECT_EQ(sheet().name, u"Charles Dexter"_s);
    EXPECT_EQ(entries(), 4) << "added, A's compel, A's name, B's compel: each once";
}

// Two names typed: the second is refused naming the first, and nothing is written.
TEST_F(SharedFateEdits, TwoNamesTypedAreRefusedNamingTheOther)
{
    const auto onB = plan(*b, id, name(u"Ward"_s));
    ASSERT_TRUE(write(*a, plan(*a, id, name(u"Dexter"_s)).change, u"fate.name"_s).ok);
    const qint64 before = entries();
    const sw::store::Receipt refused = write(*b, onB.change, u"fate.name"_s);
    EXPECT_FALSE(refused.ok);
    EXPECT_EQ(refused.problem, StoreProblem::Conflict);
    EXPECT_EQ(refused.conflictValue, u"Dexter"_s);
    EXPECT_EQ(sheet().name, u"Dexter"_s);
    EXPECT_EQ(entries(), before);
}

// Rule 26: a compel refused costs a fate point and is never refused at 0. B refuses one with 2
// points; A refuses two meanwhile: at 0, B's refusal cannot be made now — refused as stale.
TEST_F(SharedFateEdits, ACompelRefusedWithNoPointLeftIsStale)
{
    const auto onB = plan(*b, id, compel(false));
    ASSERT_TRUE(onB.allowed());
    for (int i = 0; i < 2; ++i)
        ASSERT_TRUE(write(*a, plan(*a, id, compel(false)).change, u"fate.compel"_s).ok);
    const sw::store::Receipt refused = write(*b, onB.change, u"fate.compel"_s);
    EXPECT_FALSE(refused.ok);
    EXPECT_EQ(refused.problem, StoreProblem::Stale);
    EXPECT_EQ(sheet().fatePoints, 0);
}
