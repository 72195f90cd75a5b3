// The GM boards' models told exactly what a step changed (issue #14): a step of one sheet sends
// the rows inserted, removed or moved and the cells changed for that sheet and nothing else, never
// a reset; afterwards each model shows what one built afresh shows. QAbstractItemModelTester
// checks every signal.
#include "core/systems/blades/models/gmmodels_testing.h"
#include "models/gmrolllogmodel.h"
#include "systems/blades/models/gmtimelinemodel.h"
#include "models/sheetlistmodel.h"
#include "systems/blades/io/recordjson.h"
#include "systems/blades/models/gmclocksmodel.h"
#include "systems/blades/models/gmladdermodel.h"
#include "systems/blades/store/campaignsheets.h"
#include "systems/blades/campaigncontext.h"

#include <QAbstractItemModelTester>

using namespace Qt::StringLiterals;
using namespace sw;
using test::changed;
using test::Lines;
using test::inserted;
using test::moved;
using test::removed;

namespace {

constexpr auto kFatal = QAbstractItemModelTester::FailureReportingMode::Fatal;
constexpr int kText = Qt::DisplayRole;
constexpr int kSpoken = Qt::AccessibleTextRole;

class GmModelStepsTest : public test::GmModelsFixture
{
protected:
    blades::ClockEntry clock(const QString &name, int segments, blades::ClockOwnerKind owner = blades::ClockOwnerKind::Campaign,
                             const QString &ownerId = {})
    {
        blades::ClockEntry c;
        c.name = name;
        c.clock.segments = segments;
        c.clock.kind = rules::ClockKind::Linked;
        c.ownerKind = owner;
        c.ownerId = ownerId;
        return c;
    }
};

TEST_F(GmModelStepsTest, TheLadderMovesAFactionAndChangesOnlyItsCells)
{
    models::GmLadderModel model;
    QAbstractItemModelTester tester(&model, kFatal);
    model.setSession(session.get());
    for (const QString &id : {u"red_sashes"_s, u"bluecoats"_s, u"lampblacks"_s})
        ASSERT_TRUE(run([&](gm::GmTable &t) { return t.saveFaction(example(id)); }).ok);
    expectAsFresh(model);
    const QString zero = u"3/"_s; // the rung of status 0
    test::ModelSignals told(&model);

    ASSERT_TRUE(run([&](gm::GmTable &t) { return t.saveClock(clock(u"Alarm"_s, 4)); }).ok);
    EXPECT_EQ(told.take(), Lines()) << "a campaign clock is not on the ladder";

    const int bluecoats = model.indexOf(u"bluecoats"_s).row();
    ASSERT_TRUE(run([&](gm::GmTable &t) { return t.setStatus(crewId, u"bluecoats"_s, -3); }).ok);
    EXPECT_EQ(told.take(), (Lines{removed(zero, bluecoats, bluecoats), inserted(u"6/"_s, 0, 0)}));
    expectAsFresh(model);

    // Lampblacks (II) came before Red Sashes (II) by name; at tier I they come after.
    ASSERT_EQ(model.indexOf(u"lampblacks"_s).row(), 0);
    blades::Faction lampblacks = *blades::faction(session->store(), u"lampblacks"_s);
    lampblacks.tier = 1;
    ASSERT_TRUE(run([&](gm::GmTable &t) { return t.saveFaction(lampblacks); }).ok);
    EXPECT_EQ(told.take(), (Lines{moved(zero, 1, 1, zero, 0),
                                        changed(zero, 1, 1, 0, models::GmLadderModel::ColumnCount - 1,
                                                {kText, kSpoken, models::GmLadderModel::TierRole})}));
    expectAsFresh(model);

    ASSERT_TRUE(run([&](gm::GmTable &t) {
                    return t.saveClock(clock(u"Expansion"_s, 8, blades::ClockOwnerKind::Faction, u"red_sashes"_s));
                }).ok);
    const int column = models::GmLadderModel::ClocksColumn;
    EXPECT_EQ(told.take(), Lines{changed(zero, 0, 0, column, column, {kText, kSpoken})});
    EXPECT_EQ(model.indexOf(u"red_sashes"_s, column).data().toString(), u"Expansion 0/8"_s);
    expectAsFresh(model);
}

TEST_F(GmModelStepsTest, ClocksTellATickAsTheCellsOfItsRow)
{
    models::GmClocksModel model;
    QAbstractItemModelTester tester(&model, kFatal);
    model.setSession(session.get());
    const QString vault = run([&](gm::GmTable &t) { return t.saveClock(clock(u"Vault"_s, 8)); }).id;
    blades::ClockEntry wallClock = clock(u"Wall"_s, 4, blades::ClockOwnerKind::Crew, QString::number(crewId));
    wallClock.linkedTo = vault;
    const QString wall = run([&](gm::GmTable &t) { return t.saveClock(wallClock); }).id;
    ASSERT_EQ(model.rowOf(vault), 0); // the campaign's clocks first, as the store lists them
    ASSERT_EQ(model.rowOf(wall), 1);
    test::ModelSignals told(&model);
    const int last = models::GmClocksModel::ColumnCount - 1;

    ASSERT_TRUE(run([&](gm::GmTable &t) { return t.setClockFill(wall, 2); }).ok);
    EXPECT_EQ(told.take(), Lines{changed(1, 0, last, {kText, kSpoken, models::GmClocksModel::FilledRole})});
    ASSERT_TRUE(run([&](gm::GmTable &t) { return t.setClockFill(wall, 4); }).ok);
    EXPECT_EQ(told.take(), (Lines{changed(0, 0, last, {models::GmClocksModel::LockedRole}),
                                        changed(1, 0, last, {kText, kSpoken, models::GmClocksModel::FilledRole,
                                                             models::GmClocksModel::CompleteRole})}));
    expectAsFresh(model);

    blades::Crew crew = *blades::crew(session->store(), crewId);
    crew.name = u"The Lamps"_s;
    ASSERT_TRUE(session->apply([&](auto &s) { return blades::saveCrew(s, crewId, crew, u"crew.rename"_s, u"Name"_s); }).ok);
    const int owner = models::GmClocksModel::OwnerColumn;
    EXPECT_EQ(told.take(), Lines{changed(1, owner, owner, {kText, kSpoken})});
    EXPECT_EQ(model.index(1, owner).data().toString(), u"The Lamps"_s);
    expectAsFresh(model);

    const QString alarm = run([&](gm::GmTable &t) { return t.saveClock(clock(u"Alarm"_s, 4)); }).id;
    const int row = model.rowOf(alarm);
    EXPECT_EQ(told.take(), Lines{inserted(QString(), row, row)});
    expectAsFresh(model);
    ASSERT_TRUE(run([&](gm::GmTable &t) { return t.removeClock(alarm); }).ok);
    EXPECT_EQ(told.take(), Lines{removed(QString(), row, row)});
    expectAsFresh(model);
}

TEST_F(GmModelStepsTest, TheTimelineTakesNewStepsOnTopAndSaysWhichAreUndone)
{
    const auto words = [](const QString &kind, const QString &id) -> QString { return kind + u'/' + id; };
    const auto setUp = [&](models::GmTimelineModel &m) { m.setLabeler(words); };
    models::GmTimelineModel model;
    QAbstractItemModelTester tester(&model, kFatal);
    setUp(model);
    model.setSession(session.get());
    test::ModelSignals told(&model);

    ASSERT_TRUE(run([&](gm::GmTable &t) { return t.saveFaction(example(u"bluecoats"_s)); }).ok);
    EXPECT_EQ(told.take(), Lines{inserted(QString(), 0, 0)});
    // A sheet edit is no part of the GM's story, nor is its undo.
    ASSERT_TRUE(session->apply([&](auto &s) { return blades::addCharacter(s, test::playingCutter(), crewId, u"PC"_s); }).ok);
    ASSERT_TRUE(session->undo().ok);
    EXPECT_EQ(told.take(), Lines());
    expectAsFresh(model, setUp);

    const int last = models::GmTimelineModel::ColumnCount - 1;
    const std::string undone = changed(0, 0, last, {kText, kSpoken, models::GmTimelineModel::StateRole});
    ASSERT_TRUE(session->undo().ok);
    EXPECT_EQ(told.take(), Lines{undone});
    EXPECT_EQ(model.index(0, 0).data(models::GmTimelineModel::StateRole).toString(), u"undone"_s);
    expectAsFresh(model, setUp);
    ASSERT_TRUE(session->redo().ok);
    EXPECT_EQ(told.take(), Lines{undone});
    expectAsFresh(model, setUp);

    // A new step after an undo ends the undone one: its row goes, the new one comes.
    ASSERT_TRUE(session->undo().ok);
    told.take();
    ASSERT_TRUE(run([&](gm::GmTable &t) { return t.saveFaction(example(u"red_sashes"_s)); }).ok);
    EXPECT_EQ(told.take(), (Lines{removed(QString(), 0, 0), inserted(QString(), 0, 0)}));
    expectAsFresh(model, setUp);

    // A faction named: a new step, and the sheet's new name in the step that made it.
    blades::Faction sashes = *blades::faction(session->store(), u"red_sashes"_s);
    sashes.name = u"The Sashes"_s;
    ASSERT_TRUE(run([&](gm::GmTable &t) { return t.saveFaction(sashes); }).ok);
    EXPECT_EQ(told.take(), (Lines{inserted(QString(), 0, 0), changed(1, 0, last, {kText, Qt::ToolTipRole, kSpoken})}));
    EXPECT_EQ(model.index(1, models::GmTimelineModel::SheetsColumn).data().toString(), u"The Sashes"_s);
    expectAsFresh(model, setUp);
}

TEST_F(GmModelStepsTest, TheRollLogPutsNewRollsOnTop)
{
    models::GmRollLogModel model;
    QAbstractItemModelTester tester(&model, kFatal);
    model.setSession(session.get());
    ASSERT_TRUE(run([&](gm::GmTable &t) { return t.saveFaction(example(u"bluecoats"_s)); }).ok);
    const QString turn = run([&](gm::GmTable &t) {
                             return t.saveClock(clock(u"Crackdown"_s, 8, blades::ClockOwnerKind::Faction, u"bluecoats"_s));
                         }).id;
    test::ModelSignals told(&model);

    ASSERT_TRUE(run([&](gm::GmTable &t) { return t.rollFactionClock(turn); }).ok);
    EXPECT_EQ(told.take(), Lines{inserted(QString(), 0, 0)});
    ASSERT_TRUE(run([&](gm::GmTable &t) { return t.saveFaction(example(u"red_sashes"_s)); }).ok);
    EXPECT_EQ(told.take(), Lines()) << "no roll";
    // The dice panel writes to the log without a step of the session, then reloads the model.
    gm::GmTable table(session->store(), blades::sessionPack(*session), dice);
    ASSERT_TRUE(table.roll({u"fortune"_s, 2, u"Luck"_s, {}, {}, {}}).ok);
    model.reload();
    EXPECT_EQ(told.take(), Lines{inserted(QString(), 0, 0)});
    EXPECT_EQ(model.index(0, models::GmRollLogModel::LabelColumn).data().toString(), u"Luck"_s);
    expectAsFresh(model);

    // A page of two: a new roll comes on top and the rolls read stay (#20: more on scroll).
    ASSERT_TRUE(run([&](gm::GmTable &t) { return t.rollFactionClock(turn); }).ok);
    model.setPageSize(2);
    told.take();
    ASSERT_EQ(model.rowCount(), 2);
    ASSERT_TRUE(run([&](gm::GmTable &t) { return t.rollFactionClock(turn); }).ok);
    const Lines lines = told.take();
    ASSERT_FALSE(lines.empty());
    EXPECT_EQ(lines.front(), inserted(QString(), 0, 0)) << "the new roll on top";
    // Then the model tester, as a view scrolled to the end would, may fetch the next page: never
    // is a row removed.
    for (const std::string &line : lines)
        EXPECT_EQ(line.rfind("removed", 0), std::string::npos) << line;
    const int shown = model.rowCount();
    EXPECT_GE(shown, 3);
    expectAsFresh(model, [shown](models::GmRollLogModel &m) { m.setPageSize(shown); });
}

// One step of many sheets (a faction turn: the crew's name and status, a faction's tier, its
// clock, a new faction, a roll), undone and redone, then a sheet added and one removed: none of
// the five models resets, and each shows what one built afresh shows.
TEST_F(GmModelStepsTest, EveryModelFollowsUndoAndRedoOfAStepOfManySheets)
{
    models::SheetListModel list;
    models::GmLadderModel ladder;
    models::GmClocksModel clocks;
    models::GmTimelineModel timeline;
    models::GmRollLogModel rolls;
    QAbstractItemModelTester t1(&list, kFatal), t2(&ladder, kFatal), t3(&clocks, kFatal), t4(&timeline, kFatal), t5(&rolls, kFatal);
    list.setSession(session.get());
    ladder.setSession(session.get());
    clocks.setSession(session.get());
    timeline.setSession(session.get());
    rolls.setSession(session.get());
    ASSERT_TRUE(run([&](gm::GmTable &t) { return t.saveFaction(example(u"bluecoats"_s)); }).ok);
    const QString crackdown = run([&](gm::GmTable &t) {
                                  return t.saveClock(clock(u"Crackdown"_s, 8, blades::ClockOwnerKind::Faction, u"bluecoats"_s));
                              }).id;
    test::ModelSignals s1(&list), s2(&ladder), s3(&clocks), s4(&timeline), s5(&rolls);
    // Every model was told something (the roll log only of a roll: an undo keeps what was
    // rolled), none was reset.
    const auto check = [&](const char *when, bool rolled) {
        SCOPED_TRACE(when);
        for (test::ModelSignals *told : {&s1, &s2, &s3, &s4, &s5}) {
            EXPECT_FALSE(told->reset());
            EXPECT_EQ(told->take().empty(), told == &s5 && !rolled);
        }
        models::SheetListModel fresh;
        fresh.setSession(session.get());
        EXPECT_EQ(test::contents(list), test::contents(fresh));
        expectAsFresh(ladder);
        expectAsFresh(clocks);
        expectAsFresh(timeline);
        expectAsFresh(rolls);
    };

    blades::Crew crew = *blades::crew(session->store(), crewId);
    crew.name = u"The Lamps"_s;
    crew.factionStatus.insert(u"bluecoats"_s, -2);
    blades::Faction bluecoats = *blades::faction(session->store(), u"bluecoats"_s);
    bluecoats.tier = 2;
    blades::ClockEntry tick = *blades::clock(session->store(), crackdown);
    tick.clock.filled = 3;
    blades::Faction market;
    market.id = u"night_market"_s;
    market.name = u"The Night Market"_s;
    market.tier = 1;
    store::RollRecord roll;
    roll.kind = u"fortune"_s;
    roll.label = u"Faction turn"_s;
    roll.pool = 2;
    roll.dice = {4, 2};
    roll.result = u"mixed"_s;
    const QList<store::SheetChange> changes{{{u"crew"_s, QString::number(crewId)}, io::crewToJson(crew)},
                                            {{u"faction"_s, bluecoats.id}, io::factionToJson(bluecoats)},
                                            {{u"clock"_s, crackdown}, io::clockToJson(tick)},
                                            {{u"faction"_s, market.id}, io::factionToJson(market)}};
    ASSERT_TRUE(session->apply([&](auto &s) { return s.apply(changes, u"faction.turn"_s, u"Faction turn"_s, {}, {roll}); }).ok);
    check("the step", true);
    ASSERT_TRUE(session->undo().ok);
    check("undone", false);
    ASSERT_TRUE(session->redo().ok);
    check("redone", false);
}

TEST_F(GmModelStepsTest, EveryModelFollowsASheetAddedAndRemoved)
{
    models::SheetListModel list;
    models::GmLadderModel ladder;
    models::GmClocksModel clocks;
    models::GmTimelineModel timeline;
    QAbstractItemModelTester t1(&list, kFatal), t2(&ladder, kFatal), t3(&clocks, kFatal), t4(&timeline, kFatal);
    list.setSession(session.get());
    ladder.setSession(session.get());
    clocks.setSession(session.get());
    timeline.setSession(session.get());
    test::ModelSignals s1(&list), s2(&ladder), s3(&clocks), s4(&timeline);
    const auto check = [&](const char *when) {
        SCOPED_TRACE(when);
        for (test::ModelSignals *told : {&s1, &s2, &s3, &s4})
            EXPECT_FALSE(told->take() == Lines{"reset"}) << "reset";
        models::SheetListModel fresh;
        fresh.setSession(session.get());
        EXPECT_EQ(test::contents(list), test::contents(fresh));
        expectAsFresh(ladder);
        expectAsFresh(clocks);
        expectAsFresh(timeline);
    };
    ASSERT_TRUE(run([&](gm::GmTable &t) { return t.saveFaction(example(u"red_sashes"_s)); }).ok);
    const QString clockId = run([&](gm::GmTable &t) {
                                return t.saveClock(clock(u"Turf war"_s, 6, blades::ClockOwnerKind::Faction, u"red_sashes"_s));
                            }).id;
    check("added");
    ASSERT_TRUE(run([&](gm::GmTable &t) { return t.removeClock(clockId); }).ok);
    ASSERT_TRUE(run([&](gm::GmTable &t) { return t.removeFaction(u"red_sashes"_s); }).ok);
    check("removed");
    ASSERT_TRUE(session->undo().ok);
    check("removal undone");
}

} // namespace
