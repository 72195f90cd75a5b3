// The GM boards' models (ladder, clocks, timeline, roll log), each checked by Qt's
// QAbstractItemModelTester on every change, following the session as GM requests are written.
#include "core/systems/blades/models/gmmodels_testing.h"
#include "systems/blades/models/gmclocksmodel.h"
#include "systems/blades/models/gmladdermodel.h"
#include "models/gmrolllogmodel.h"
#include "systems/blades/models/gmtimelinemodel.h"
#include "systems/blades/campaigncontext.h"

#include <QAbstractItemModelTester>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw;

namespace {

class GmModelsTest : public test::GmModelsFixture
{
};

TEST_F(GmModelsTest, LadderGroupsFactionsByStatusAndTier)
{
    models::GmLadderModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setSession(session.get());
    ASSERT_EQ(model.rowCount(), 7); // +3 … −3
    for (const QString &id : {u"red_sashes"_s, u"bluecoats"_s, u"lampblacks"_s}) {
        for (const blades::ExampleFaction &e : blades::sessionPack(*session).factions) {
            if (e.id == id) {
                ASSERT_TRUE(run([&](gm::GmTable &t) { return t.saveFaction(gm::GmTable::fromExample(e)); }).ok);
            }
        }
    }
    ASSERT_TRUE(run([&](gm::GmTable &t) { return t.setStatus(crewId, u"bluecoats"_s, -3); }).ok);
    ASSERT_TRUE(run([&](gm::GmTable &t) { return t.setStatus(crewId, u"lampblacks"_s, 2); }).ok);
    const QModelIndex war = model.index(6, 0);
    EXPECT_EQ(war.data(models::GmLadderModel::StatusRole).toInt(), -3);
    EXPECT_TRUE(war.data(models::GmLadderModel::AtWarRole).toBool());
    ASSERT_EQ(model.rowCount(war), 1);
    EXPECT_EQ(model.index(0, 0, war).data(models::GmModelBase::IdRole).toString(), u"bluecoats"_s);
    EXPECT_EQ(model.index(0, models::GmLadderModel::TierColumn, war).data().toString(), u"3"_s);
    const QModelIndex plusTwo = model.index(1, 0);
    ASSERT_EQ(model.rowCount(plusTwo), 1);
    EXPECT_EQ(model.indexOf(u"lampblacks"_s).parent(), plusTwo);
    EXPECT_EQ(model.rowCount(model.index(3, 0)), 1); // red sashes at 0
    model.setLanguage(Language::TraditionalChinese);
    EXPECT_NE(model.index(0, 0, war).data().toString(), u"Bluecoats"_s);
}

TEST_F(GmModelsTest, ClocksFollowTheStoreAndFilterByOwner)
{
    models::GmClocksModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setSession(session.get());
    blades::ClockEntry a;
    a.name = u"Vault"_s;
    a.clock.segments = 8;
    a.clock.kind = rules::ClockKind::Linked;
    const QString vault = run([&](gm::GmTable &t) { return t.saveClock(a); }).id;
    blades::ClockEntry b;
    b.name = u"Wall"_s;
    b.clock.segments = 4;
    b.clock.kind = rules::ClockKind::Linked;
    b.ownerKind = blades::ClockOwnerKind::Crew;
    b.ownerId = QString::number(crewId);
    b.linkedTo = vault;
    const QString wall = run([&](gm::GmTable &t) { return t.saveClock(b); }).id;
    ASSERT_EQ(model.rowCount(), 2);
    const int vaultRow = model.rowOf(vault);
    EXPECT_TRUE(model.index(vaultRow, 0).data(models::GmClocksModel::LockedRole).toBool());
    ASSERT_TRUE(run([&](gm::GmTable &t) { return t.setClockFill(wall, 4); }).ok);
    EXPECT_FALSE(model.index(model.rowOf(vault), 0).data(models::GmClocksModel::LockedRole).toBool());
    EXPECT_EQ(model.index(model.rowOf(wall), models::GmClocksModel::ProgressColumn).data().toString(), u"4/4"_s);
    EXPECT_EQ(model.index(model.rowOf(wall), models::GmClocksModel::OwnerColumn).data().toString(), u"The Lampblacks"_s);
    model.setOwnerFilter(u"crew"_s, QString::number(crewId));
    ASSERT_EQ(model.rowCount(), 1);
    EXPECT_EQ(model.index(0, 0).data(models::GmModelBase::IdRole).toString(), wall);
}

TEST_F(GmModelsTest, TimelineAndRollLogListTheStory)
{
    models::GmTimelineModel timeline;
    models::GmRollLogModel rolls;
    QAbstractItemModelTester t1(&timeline, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester t2(&rolls, QAbstractItemModelTester::FailureReportingMode::Fatal);
    timeline.setSession(session.get());
    rolls.setSession(session.get());
    EXPECT_EQ(timeline.rowCount(), 0); // creating the crew is no part of the GM's story
    for (const blades::ExampleFaction &e : blades::sessionPack(*session).factions) {
        if (e.id == u"bluecoats"_s) {
            ASSERT_TRUE(run([&](gm::GmTable &t) { return t.saveFaction(gm::GmTable::fromExample(e)); }).ok);
        }
    }
    blades::Score plan;
    plan.crew = QString::number(crewId);
    plan.target = u"A warehouse"_s;
    plan.plan = u"stealth"_s;
    plan.detail = u"The roof"_s;
    const gm::GmResult started = run([&](gm::GmTable &t) { return t.startScore(crewId, plan); });
    ASSERT_TRUE(started.ok) << started.refused.size();
    ASSERT_TRUE(run([&](gm::GmTable &t) { return t.rollEngagement(started.id, {}, 0); }).ok);
    ASSERT_EQ(timeline.rowCount(), 3);
    EXPECT_EQ(timeline.index(0, 0).data(models::GmTimelineModel::CommandRole).toString(), u"score.engagement"_s);
    EXPECT_TRUE(timeline.index(0, 0).data(models::GmTimelineModel::SheetsRole).toStringList().contains(u"score:"_s + started.id));
    ASSERT_EQ(rolls.rowCount(), 1);
    EXPECT_EQ(rolls.index(0, 0).data(models::GmRollLogModel::KindRole).toString(), u"engagement"_s);
    EXPECT_EQ(rolls.index(0, models::GmRollLogModel::DiceColumn).data().toString(), u"4"_s);
    EXPECT_EQ(rolls.index(0, 0).data(models::GmRollLogModel::ResultRole).toString(), u"mixed"_s);
}

} // namespace
