// The campaign browser's model, checked by Qt's QAbstractItemModelTester on every change.
#include "core/models/modeltesting.h"
#include "core/systems/blades/fixtures.h"
#include "models/campaignsession.h"
#include "models/sheetlistmodel.h"
#include "systems/blades/io/recordjson.h"
#include "systems/blades/store/campaignsheets.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>

using namespace Qt::StringLiterals;
using sw::models::CampaignSession;
using sw::models::SheetListModel;
using sw::test::Lines;

namespace {

class SheetListModelTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        sw::store::FileError error;
        session = CampaignSession::open(dir.filePath(u"m.sheetwright"_s), true, &error);
        ASSERT_NE(session, nullptr);
        model.setSession(session.get());
        tester = std::make_unique<QAbstractItemModelTester>(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    }

    qint64 addCutter(const QString &name)
    {
        sw::blades::Character c = sw::test::playingCutter();
        c.name = name;
        return session->apply([&](sw::store::CampaignStore &s) { return sw::blades::addCharacter(s, c, std::nullopt, u"PC"_s); })
            .sheet.id.toLongLong();
    }

    bool save(qint64 id, const sw::blades::Character &c)
    {
        return session->apply([&](sw::store::CampaignStore &s) { return sw::blades::saveCharacter(s, id, c, u"character.edit"_s, u"Edit"_s); }).ok;
    }

    int rowOf(const QString &kind, qint64 id) const { return model.rowOf({kind, QString::number(id)}); }

    // The model shows what a model built afresh over the campaign shows.
    void expectAsFresh()
    {
        SheetListModel fresh;
        fresh.setSession(session.get());
        EXPECT_EQ(sw::test::contents(model), sw::test::contents(fresh));
        EXPECT_EQ(sw::test::contents(model).size(), size_t(model.rowCount() * SheetListModel::ColumnCount)); // every cell
    }

    QTemporaryDir dir;
    std::unique_ptr<CampaignSession> session;
    SheetListModel model;
    std::unique_ptr<QAbstractItemModelTester> tester;
};

} // namespace

TEST_F(SheetListModelTest, ListsSheetsWithTheirTypeInTheLanguage)
{
    addCutter(u"Mara"_s);
    ASSERT_EQ(model.rowCount(), 1);
    EXPECT_EQ(model.index(0, SheetListModel::NameColumn).data().toString(), u"Mara"_s);
    EXPECT_EQ(model.index(0, SheetListModel::TypeColumn).data().toString(), u"Cutter"_s);
    model.setLanguage(sw::Language::TraditionalChinese);
    EXPECT_EQ(model.index(0, SheetListModel::TypeColumn).data().toString(), u"利刃"_s);
    EXPECT_EQ(model.index(0, 0).data(SheetListModel::KindRole).toString(), u"character"_s);
}

TEST_F(SheetListModelTest, AnEditUpdatesOnlyItsRow)
{
    const qint64 id = addCutter(u"Mara"_s);
    addCutter(u"Nyx"_s);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    sw::blades::Character c = *sw::blades::character(session->store(), id);
    c.name = u"Mara Kell"_s;
    session->apply([&](sw::store::CampaignStore &s) { return sw::blades::saveCharacter(s, id, c, u"character.rename"_s, u"Rename"_s); });
    EXPECT_EQ(reset.count(), 0);
    ASSERT_EQ(changed.count(), 1);
    const int row = model.rowOf({u"character"_s, QString::number(id)});
    EXPECT_EQ(changed.first().at(0).toModelIndex().row(), row);
    EXPECT_EQ(model.index(row, 0).data().toString(), u"Mara Kell"_s);
}

TEST_F(SheetListModelTest, UndoRereadsTheList)
{
    addCutter(u"Mara"_s);
    ASSERT_EQ(model.rowCount(), 1);
    ASSERT_TRUE(session->undo().ok);
    EXPECT_EQ(model.rowCount(), 0);
    ASSERT_TRUE(session->redo().ok);
    EXPECT_EQ(model.rowCount(), 1);
}

TEST_F(SheetListModelTest, CharactersShowTheirCrew)
{
    sw::blades::Crew crew = sw::blades::startCrew(u"shadows"_s, sw::test::srd());
    crew.name = u"Lampwick's Own"_s;
    const qint64 crewId = session->apply([&](auto &s) { return sw::blades::addCrew(s, crew, u"Crew"_s); }).sheet.id.toLongLong();
    session->apply([&](auto &s) { return sw::blades::addCharacter(s, sw::test::playingCutter(), crewId, u"PC"_s); });
    const int row = model.rowOf({u"character"_s, u"1"_s});
    EXPECT_EQ(model.index(row, SheetListModel::ParentColumn).data().toString(), u"Lampwick's Own"_s);
    EXPECT_EQ(model.index(model.rowOf({u"crew"_s, QString::number(crewId)}), SheetListModel::TypeColumn).data().toString(),
              u"Shadows"_s);
}

TEST_F(SheetListModelTest, LabelsComeFromTheView)
{
    sw::blades::ClockEntry clock{u"c1"_s, u"Alarm"_s, {4, 0, sw::rules::ClockKind::Danger}, sw::blades::ClockOwnerKind::Campaign, {}, {}, {}, false};
    session->apply([&](auto &s) { return sw::blades::saveClock(s, clock, u"clock.add"_s, u"Clock"_s); });
    model.setLabeler([](const QString &kind, const QString &id) -> QString { return kind + u'/' + id; });
    model.setHeaders({u"N"_s, u"K"_s, u"T"_s, u"C"_s});
    EXPECT_EQ(model.index(0, SheetListModel::TypeColumn).data().toString(), u"clock/danger"_s);
    EXPECT_EQ(model.index(0, SheetListModel::KindColumn).data().toString(), u"kind/clock"_s);
    EXPECT_EQ(model.headerData(2, Qt::Horizontal).toString(), u"T"_s);
}

TEST_F(SheetListModelTest, AFactionFromThePackShowsThePacksName)
{
    sw::blades::Faction f;
    f.id = u"bluecoats"_s;
    f.tier = 2;
    session->apply([&](auto &s) { return sw::blades::saveFaction(s, f, u"faction.add"_s, u"Faction"_s); });
    EXPECT_EQ(model.index(0, SheetListModel::NameColumn).data().toString(), u"Bluecoats"_s);
    model.setLanguage(sw::Language::SimplifiedChinese);
    EXPECT_NE(model.index(0, SheetListModel::NameColumn).data().toString(), u"Bluecoats"_s);
}

// An edit says which cells of its row changed, with the roles that changed, and nothing else
// (never a reset); a new name that changes the sheet's place in the store's list moves its row.
TEST_F(SheetListModelTest, AnEditSaysWhichCellsOfItsRowChanged)
{
    const qint64 mara = addCutter(u"Mara"_s);
    addCutter(u"Nyx"_s);
    sw::test::ModelSignals told(&model);
    sw::blades::Character c = *sw::blades::character(session->store(), mara);
    c.stress = 3; // nothing the list shows
    ASSERT_TRUE(save(mara, c));
    EXPECT_EQ(told.take(), Lines());
    const QList<int> text{Qt::DisplayRole, Qt::ToolTipRole};
    const int name = SheetListModel::NameColumn;
    c.name = u"Mara Kell"_s; // still before Nyx
    ASSERT_TRUE(save(mara, c));
    EXPECT_EQ(told.take(), Lines{sw::test::changed(0, name, name, text)});
    c.name = u"Zora"_s; // after Nyx now
    ASSERT_TRUE(save(mara, c));
    EXPECT_EQ(rowOf(u"character"_s, mara), 1);
    EXPECT_EQ(told.take(), (Lines{sw::test::moved(QString(), 0, 0, QString(), 2), sw::test::changed(1, name, name, text)}));
    expectAsFresh();
    c.playbook = u"hound"_s; // the type's words, and its id in every column
    ASSERT_TRUE(save(mara, c));
    EXPECT_EQ(told.take(), Lines{sw::test::changed(1, 0, SheetListModel::ColumnCount - 1,
                                                   {Qt::DisplayRole, Qt::ToolTipRole, SheetListModel::TypeIdRole})});
    EXPECT_EQ(model.index(1, SheetListModel::TypeColumn).data().toString(), u"Hound"_s);
    expectAsFresh();
}

TEST_F(SheetListModelTest, ACrewsNewNameReachesTheCrewColumnOfItsMembers)
{
    sw::blades::Crew crew = sw::blades::startCrew(u"shadows"_s, sw::test::srd());
    crew.name = u"Lampwick's Own"_s;
    const qint64 crewId = session->apply([&](auto &s) { return sw::blades::addCrew(s, crew, u"Crew"_s); }).sheet.id.toLongLong();
    for (const QString &name : {u"Mara"_s, u"Nyx"_s}) {
        sw::blades::Character c = sw::test::playingCutter();
        c.name = name;
        session->apply([&](auto &s) { return sw::blades::addCharacter(s, c, crewId, u"PC"_s); });
    }
    addCutter(u"Loner"_s);
    sw::test::ModelSignals told(&model);
    crew.name = u"The Lamps"_s;
    ASSERT_TRUE(session->apply([&](auto &s) { return sw::blades::saveCrew(s, crewId, crew, u"crew.rename"_s, u"Name"_s); }).ok);
    const int first = rowOf(u"character"_s, 1);
    ASSERT_EQ(rowOf(u"character"_s, 2), first + 1);
    const QList<int> text{Qt::DisplayRole, Qt::ToolTipRole};
    EXPECT_EQ(told.take(), (Lines{sw::test::changed(rowOf(u"crew"_s, crewId), 0, 0, text),
                                        sw::test::changed(QString(), first, first + 1, SheetListModel::ParentColumn,
                                                          SheetListModel::ParentColumn, text)}));
    EXPECT_EQ(model.index(first, SheetListModel::ParentColumn).data().toString(), u"The Lamps"_s);
    expectAsFresh();
}

TEST_F(SheetListModelTest, SheetsComeAndGoAsRowsInsertedAndRemoved)
{
    addCutter(u"Mara"_s);
    const qint64 nyx = addCutter(u"Nyx"_s);
    sw::test::ModelSignals told(&model);
    const qint64 ash = addCutter(u"Ash"_s); // first by name
    EXPECT_EQ(rowOf(u"character"_s, ash), 0);
    EXPECT_EQ(told.take(), Lines{sw::test::inserted(QString(), 0, 0)});
    expectAsFresh();
    ASSERT_EQ(rowOf(u"character"_s, nyx), 2);
    ASSERT_TRUE(session->apply([&](auto &s) { return s.remove({u"character"_s, QString::number(nyx)}, u"Remove"_s); }).ok);
    EXPECT_EQ(told.take(), Lines{sw::test::removed(QString(), 2, 2)});
    expectAsFresh();
    ASSERT_TRUE(session->undo().ok);
    EXPECT_EQ(told.take(), Lines{sw::test::inserted(QString(), 2, 2)});
    expectAsFresh();
}

// One step of several sheets (a crew renamed, a member renamed, a faction made), undone and
// redone: each sheet's rows are told, nothing is reset, and the list is what a fresh read shows.
TEST_F(SheetListModelTest, UndoAndRedoOfAStepOfManySheetsTellEachSheet)
{
    sw::blades::Crew crew = sw::blades::startCrew(u"shadows"_s, sw::test::srd());
    crew.name = u"Lampwick's Own"_s;
    const qint64 crewId = session->apply([&](auto &s) { return sw::blades::addCrew(s, crew, u"Crew"_s); }).sheet.id.toLongLong();
    sw::blades::Character pc = sw::test::playingCutter();
    const qint64 pcId = session->apply([&](auto &s) { return sw::blades::addCharacter(s, pc, crewId, u"PC"_s); }).sheet.id.toLongLong();
    sw::test::ModelSignals told(&model);
    crew.name = u"The Lamps"_s;
    pc.name = u"Mara of the Lamps"_s;
    sw::blades::Faction f;
    f.id = u"bluecoats"_s;
    f.tier = 2;
    const QList<sw::store::SheetChange> changes{
        {{u"crew"_s, QString::number(crewId)}, sw::io::crewToJson(crew)},
        {{u"character"_s, QString::number(pcId)}, sw::blades::characterJson(pc, crewId)},
        {{u"faction"_s, f.id}, sw::io::factionToJson(f)}};
    ASSERT_TRUE(session->apply([&](auto &s) { return s.apply(changes, u"test.many"_s, u"Many"_s); }).ok);
    const QList<int> text{Qt::DisplayRole, Qt::ToolTipRole};
    const int crewRow = rowOf(u"crew"_s, crewId);
    const int pcRow = rowOf(u"character"_s, pcId);
    Lines step{sw::test::changed(crewRow, 0, 0, text),
               sw::test::changed(pcRow, SheetListModel::ParentColumn, SheetListModel::ParentColumn, text),
               sw::test::changed(pcRow, 0, 0, text)};
    // In any order: the journal's (undo takes a step back last sheet first).
    const auto expect = [&](const std::string &faction) {
        Lines lines = told.take();
        Lines wanted = step;
        wanted.push_back(faction);
        std::sort(lines.begin(), lines.end());
        std::sort(wanted.begin(), wanted.end());
        EXPECT_EQ(lines, wanted);
    };
    expect(sw::test::inserted(QString(), 2, 2));
    expectAsFresh();

    ASSERT_TRUE(session->undo().ok);
    expect(sw::test::removed(QString(), 2, 2));
    EXPECT_EQ(model.index(pcRow, SheetListModel::ParentColumn).data().toString(), u"Lampwick's Own"_s);
    expectAsFresh();

    ASSERT_TRUE(session->redo().ok);
    expect(sw::test::inserted(QString(), 2, 2));
    expectAsFresh();
}

// One step that moves several rows (two sheets renamed past each other and past the others):
// each lands where the store lists it, the step undone and redone alike. While one row is placed,
// the other changed sheet's row is not yet where its new name goes: it is not compared with.
TEST_F(SheetListModelTest, AStepThatMovesSeveralRowsPutsEachInItsPlace)
{
    QList<qint64> ids;
    for (const QString &name : {u"Ab"_s, u"Bo"_s, u"Ca"_s, u"Cy"_s, u"Di"_s, u"Ez"_s})
        ids << addCutter(name);
    model.reload(); // no sort key read yet
    sw::test::ModelSignals told(&model);
    const auto noReset = [&] { EXPECT_FALSE(told.reset()); told.take(); };
    sw::blades::Character ez = *sw::blades::character(session->store(), ids.at(5));
    sw::blades::Character ca = *sw::blades::character(session->store(), ids.at(2));
    ez.name = u"Ac"_s;
    ca.name = u"Aa"_s;
    const QList<sw::store::SheetChange> changes{
        {{u"character"_s, QString::number(ids.at(5))}, sw::blades::characterJson(ez, std::nullopt)},
        {{u"character"_s, QString::number(ids.at(2))}, sw::blades::characterJson(ca, std::nullopt)}};
    ASSERT_TRUE(session->apply([&](auto &s) { return s.apply(changes, u"test.rename"_s, u"Names"_s); }).ok);
    QStringList names;
    for (int row = 0; row < model.rowCount(); ++row)
        names << model.index(row, 0).data().toString();
    EXPECT_EQ(names.join(u' ').toStdString(), "Aa Ab Ac Bo Cy Di");
    noReset();
    expectAsFresh();
    model.reload();
    told.take();
    ASSERT_TRUE(session->undo().ok);
    noReset();
    expectAsFresh();
    ASSERT_TRUE(session->redo().ok);
    noReset();
    expectAsFresh();
}
