// The campaign browser's list read a page at a time (issue #20): only a page of rows is read at
// open, more as the view asks, the count is SQL's, and steps of the session are followed.
#include "core/systems/blades/fixtures.h"
#include "models/campaignsession.h"
#include "models/sheetpagemodel.h"
#include "systems/blades/store/campaignsheets.h"

#include <QAbstractItemModelTester>
#include <QCollator>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::models::CampaignSession;
using sw::models::SheetPageModel;

namespace {

class SheetPageModelTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        sw::store::FileError error;
        session = CampaignSession::open(dir.filePath(u"p.sheetwright"_s), true, &error);
        ASSERT_NE(session, nullptr);
        for (int i = 1; i <= 25; ++i)
            addCutter(u"Cutter %1"_s.arg(i));
        model.setPageSize(10);
        model.setSession(session.get());
    }

    void addCutter(const QString &name)
    {
        sw::blades::Character c = sw::test::playingCutter();
        c.name = name;
        ASSERT_TRUE(session->apply([&](sw::store::CampaignStore &s) { return sw::blades::addCharacter(s, c, std::nullopt, u"PC"_s); }).ok);
    }

    QStringList names() const
    {
        QStringList out;
        for (int row = 0; row < model.rowCount(); ++row)
            out << model.index(row, SheetPageModel::NameColumn).data().toString();
        return out;
    }

    QTemporaryDir dir;
    std::unique_ptr<CampaignSession> session;
    SheetPageModel model;
};

} // namespace

// Opening reads one page: 10 of 25 rows, the count of all 25 from SQL.
TEST_F(SheetPageModelTest, OpeningReadsOnlyAPage)
{
    EXPECT_EQ(model.rowCount(), 10);
    EXPECT_EQ(model.rowsRead(), 10);
    EXPECT_EQ(model.total(), 25);
    EXPECT_EQ(model.campaignCount(), 25);
    EXPECT_TRUE(model.canFetchMore({}));
    EXPECT_EQ(names().first(3), (QStringList{u"Cutter 1"_s, u"Cutter 2"_s, u"Cutter 3"_s})); // numeric order
}

TEST_F(SheetPageModelTest, FetchMoreReadsTheNextPageUntilTheEnd)
{
    model.fetchMore({});
    EXPECT_EQ(model.rowCount(), 20);
    EXPECT_EQ(model.rowsRead(), 20);
    model.fetchMore({});
    EXPECT_EQ(model.rowCount(), 25);
    EXPECT_FALSE(model.canFetchMore({}));
    QStringList want;
    for (int i = 1; i <= 25; ++i)
        want << u"Cutter %1"_s.arg(i);
    EXPECT_EQ(names(), want);
}

// A search is SQL's: the page holds what matches, the count says how many.
TEST_F(SheetPageModelTest, SearchAndKindFilterAreCountedBySql)
{
    model.setText(u"cutter 2"_s); // Cutter 2, 20–25
    EXPECT_EQ(model.total(), 7);
    EXPECT_EQ(model.rowCount(), 7);
    EXPECT_EQ(model.campaignCount(), 25);
    model.setText({});
    model.setKind(u"crew"_s);
    EXPECT_EQ(model.total(), 0);
    EXPECT_EQ(model.rowCount(), 0);
    EXPECT_EQ(model.campaignCount(), 25);
}

// A step re-reads the rows shown (not the campaign): a new sheet appears in its place.
TEST_F(SheetPageModelTest, AStepRereadsTheRowsShown)
{
    model.fetchMore({});
    const qint64 before = model.rowsRead();
    addCutter(u"Cutter 0"_s);
    EXPECT_EQ(model.rowsRead() - before, 20);
    EXPECT_EQ(model.rowCount(), 20);
    EXPECT_EQ(model.total(), 26);
    EXPECT_EQ(names().first(2), (QStringList{u"Cutter 0"_s, u"Cutter 1"_s}));
}

// Sorting by a column asks SQL again: by name descending, the last name first.
TEST_F(SheetPageModelTest, SortingByNameDescendingIsSqls)
{
    model.sort(SheetPageModel::NameColumn, Qt::DescendingOrder);
    EXPECT_EQ(names().first(2), (QStringList{u"Cutter 25"_s, u"Cutter 24"_s}));
    EXPECT_EQ(model.rowCount(), 10);
}

// Qt's model tester on every change (it fetches more itself: the page holds every row here).
TEST_F(SheetPageModelTest, PassesQtsModelTester)
{
    SheetPageModel checked;
    checked.setPageSize(100);
    checked.setSession(session.get());
    QAbstractItemModelTester tester(&checked, QAbstractItemModelTester::FailureReportingMode::Fatal);
    addCutter(u"Cutter 0"_s);
    checked.sort(SheetPageModel::ParentColumn, Qt::DescendingOrder);
    checked.setText(u"1"_s);
    checked.setKind(u"character"_s);
    EXPECT_EQ(checked.total(), 12); // Cutter 1, 10–19, 21
    EXPECT_EQ(checked.rowCount(), 12);
}
