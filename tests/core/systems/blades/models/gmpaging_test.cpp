// The GM boards read a page at a time (issue #20): the first page at open, the next one on
// fetchMore, in SQL's order (newest first for the timeline and the roll log, the store's order of
// owner kind, owner and id for the clocks), with the owner filter and the lock of a clock done by
// SQL; a step still reaches the rows shown. Small pages stand in for the 100 rows of the app.
#include "core/systems/blades/models/gmmodels_testing.h"
#include "models/gmrolllogmodel.h"
#include "store/documentlookup.h"
#include "systems/blades/models/gmclocksmodel.h"
#include "systems/blades/models/gmtimelinemodel.h"

#include <QAbstractItemModelTester>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;
using namespace sw;

namespace {

constexpr auto kFatal = QAbstractItemModelTester::FailureReportingMode::Fatal;

class GmPagingTest : public test::GmModelsFixture
{
protected:
    QString addClock(const QString &name, blades::ClockOwnerKind owner = blades::ClockOwnerKind::Campaign,
                     const QString &ownerId = {}, const QString &linkedTo = {})
    {
        blades::ClockEntry c;
        c.name = name;
        c.clock.segments = 4;
        c.ownerKind = owner;
        c.ownerId = ownerId;
        c.linkedTo = linkedTo;
        if (!linkedTo.isEmpty())
            c.clock.kind = rules::ClockKind::Linked;
        const gm::GmResult r = run([&](gm::GmTable &t) { return t.saveClock(c); });
        EXPECT_TRUE(r.ok) << r.error.toStdString();
        return r.id;
    }

    template <typename Model>
    static QStringList column(const Model &model, int role)
    {
        QStringList out;
        for (int row = 0; row < model.rowCount(); ++row)
            out << model.index(row, 0).data(role).toString();
        return out;
    }
};

TEST_F(GmPagingTest, TheRollLogReadsTheNewestPageThenOlderPagesOnFetchMore)
{
    gm::GmTable table(session->store(), blades::sessionPack(*session), dice);
    for (int i = 1; i <= 7; ++i)
        ASSERT_TRUE(table.roll({u"fortune"_s, 1, u"Roll %1"_s.arg(i), {}, {}, {}}).ok);
    models::GmRollLogModel model;
    model.setPageSize(3);
    model.setSession(session.get());
    const int label = models::GmRollLogModel::LabelColumn;
    const auto labels = [&] {
        QStringList out;
        for (int row = 0; row < model.rowCount(); ++row)
            out << model.index(row, label).data().toString();
        return out;
    };
    EXPECT_EQ(labels(), (QStringList{u"Roll 7"_s, u"Roll 6"_s, u"Roll 5"_s})) << "the newest page, newest first";
    EXPECT_EQ(model.rowsRead(), 4) << "a page and one more roll to know there are more";
    ASSERT_TRUE(model.canFetchMore({}));
    model.fetchMore({});
    EXPECT_EQ(labels(), (QStringList{u"Roll 7"_s, u"Roll 6"_s, u"Roll 5"_s, u"Roll 4"_s, u"Roll 3"_s, u"Roll 2"_s}));
    ASSERT_TRUE(model.canFetchMore({}));
    model.fetchMore({});
    EXPECT_EQ(model.rowCount(), 7);
    EXPECT_FALSE(model.canFetchMore({})) << "the oldest roll is shown";

    // A roll of the dice panel comes on top; the pages read stay.
    ASSERT_TRUE(table.roll({u"fortune"_s, 1, u"Roll 8"_s, {}, {}, {}}).ok);
    model.reload();
    EXPECT_EQ(model.rowCount(), 8);
    EXPECT_EQ(labels().constFirst(), u"Roll 8"_s);
    EXPECT_EQ(labels().constLast(), u"Roll 1"_s);
}

TEST_F(GmPagingTest, TheTimelineReadsTheNewestStepsThenOlderOnFetchMoreAndFollowsASteps)
{
    QStringList clocks;
    for (int i = 1; i <= 5; ++i)
        clocks << addClock(u"Clock %1"_s.arg(i));
    models::GmTimelineModel model;
    QAbstractItemModelTester tester(&model, kFatal);
    model.setPageSize(2);
    model.setSession(session.get());
    // The tester may have fetched a page, as a view scrolled to its end would: the newest first,
    // whole pages.
    const QStringList batches = column(model, models::GmTimelineModel::BatchRole);
    ASSERT_GE(batches.size(), 2);
    for (qsizetype i = 1; i < batches.size(); ++i)
        EXPECT_GT(batches.at(i - 1).toLongLong(), batches.at(i).toLongLong());
    while (model.canFetchMore({}))
        model.fetchMore({});
    EXPECT_EQ(model.rowCount(), 5) << "every clock's step, the crew's first step is not the GM's story";
    EXPECT_EQ(model.index(0, models::GmTimelineModel::SheetsColumn).data().toString(), u"Clock 5"_s);
    EXPECT_EQ(model.index(4, models::GmTimelineModel::SheetsColumn).data().toString(), u"Clock 1"_s);

    // A step comes on top of every page read; an undo marks it, a new step ends it.
    ASSERT_TRUE(run([&](gm::GmTable &t) { return t.setClockFill(clocks.at(0), 2); }).ok);
    EXPECT_EQ(model.rowCount(), 6);
    EXPECT_EQ(model.index(0, models::GmTimelineModel::SheetsColumn).data().toString(), u"Clock 1"_s);
    ASSERT_TRUE(session->undo().ok);
    EXPECT_EQ(model.index(0, 0).data(models::GmTimelineModel::StateRole).toString(), u"undone"_s);
    expectAsFresh(model, [](models::GmTimelineModel &m) {
        m.setPageSize(6);
    });
}

TEST_F(GmPagingTest, TheClocksBoardReadsAPageInTheStoresOrderAndFiltersInSql)
{
    const QString bluecoats = run([&](gm::GmTable &t) { return t.saveFaction(example(u"bluecoats"_s)); }).id;
    QStringList campaign;
    for (int i = 1; i <= 4; ++i)
        campaign << addClock(u"Campaign %1"_s.arg(i));
    const QString goal = addClock(u"Goal"_s, blades::ClockOwnerKind::Faction, bluecoats);
    const QString crewClock = addClock(u"Crew"_s, blades::ClockOwnerKind::Crew, QString::number(crewId));

    models::GmClocksModel model;
    model.setPageSize(2);
    model.setSession(session.get());
    const int names = Qt::DisplayRole;
    EXPECT_EQ(column(model, names), (QStringList{u"Campaign 1"_s, u"Campaign 2"_s}));
    EXPECT_EQ(model.rowsRead(), 3);
    while (model.canFetchMore({}))
        model.fetchMore({});
    // The store's order: owner kind ("campaign" < "crew" < "faction"), owner, id.
    EXPECT_EQ(column(model, names),
              (QStringList{u"Campaign 1"_s, u"Campaign 2"_s, u"Campaign 3"_s, u"Campaign 4"_s, u"Crew"_s, u"Goal"_s}));

    model.setOwnerFilter(u"faction"_s, bluecoats);
    EXPECT_EQ(column(model, names), QStringList{u"Goal"_s});
    EXPECT_FALSE(model.canFetchMore({}));
    model.setOwnerFilter(u"campaign"_s);
    EXPECT_EQ(column(model, names), (QStringList{u"Campaign 1"_s, u"Campaign 2"_s})) << "a new filter starts at its first page";
    ASSERT_TRUE(model.canFetchMore({}));
    model.fetchMore({});
    EXPECT_EQ(model.rowCount(), 4);
    EXPECT_FALSE(model.canFetchMore({}));
    model.setOwnerFilter(u"crew"_s);
    EXPECT_EQ(column(model, names), QStringList{u"Crew"_s});
    Q_UNUSED(goal);
    Q_UNUSED(crewClock);
}

TEST_F(GmPagingTest, AClockOnTheFirstPageIsLockedByAClockOnALaterPage)
{
    const QString target = addClock(u"Aaa"_s); // campaign clocks come first in the store's order
    addClock(u"Bbb"_s);
    addClock(u"Ccc"_s);
    // A crew's clock, listed after every campaign clock, unlocks the first one.
    const QString key = addClock(u"Key"_s, blades::ClockOwnerKind::Crew, QString::number(crewId), target);
    models::GmClocksModel model;
    QAbstractItemModelTester tester(&model, kFatal);
    model.setPageSize(1);
    model.setSession(session.get());
    ASSERT_EQ(model.index(0, 0).data(models::GmClocksModel::IdRole).toString(), target);
    EXPECT_TRUE(model.index(0, 0).data(models::GmClocksModel::LockedRole).toBool()) << "its key is not read, not shown";

    // Completing the key, a clock not shown, unlocks it: the step reads the rows shown again.
    ASSERT_TRUE(run([&](gm::GmTable &t) { return t.setClockFill(key, 4); }).ok);
    EXPECT_FALSE(model.index(0, 0).data(models::GmClocksModel::LockedRole).toBool());
    expectAsFresh(model, [&](models::GmClocksModel &m) { m.setPageSize(model.rowCount()); });

    // A new campaign clock comes in where the store lists it, among the rows shown.
    addClock(u"Aab"_s);
    EXPECT_EQ(model.index(0, 0).data(models::GmClocksModel::IdRole).toString(), target);
    expectAsFresh(model, [&](models::GmClocksModel &m) { m.setPageSize(model.rowCount()); });
}

TEST_F(GmPagingTest, AClocksLockIsReadThroughTheIndexOfTheFieldItIsLookedUpBy)
{
    // Schema v7: the clock's linked_to is indexed (DocumentKind::lookupFields), and the board's
    // query (CampaignStore::documentsWhere, which names the index) can use it: SQLite refuses
    // INDEXED BY an index the query cannot use.
    QString steps;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"plan"_s);
        db.setDatabaseName(session->path());
        ASSERT_TRUE(db.open());
        QSqlQuery plan(db);
        ASSERT_TRUE(plan.exec(u"EXPLAIN QUERY PLAN SELECT data FROM sheets INDEXED BY sheets_lookup_clock_linked_to "
                              "WHERE kind = 'clock' AND %1 IN ('a', 'b')"_s.arg(store::lookup::fieldExpression(false, u"linked_to"_s))))
            << plan.lastError().text().toStdString() << " (the index is missing, or the query cannot use it)";
        while (plan.next())
            steps += plan.value(3).toString() + u'\n';
    }
    QSqlDatabase::removeDatabase(u"plan"_s);
    EXPECT_TRUE(steps.contains(u"sheets_lookup_clock_linked_to"_s)) << steps.toStdString();
}

} // namespace
