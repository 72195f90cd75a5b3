// The campaign browser's model, checked by Qt's QAbstractItemModelTester on every change.
#include "core/systems/blades/fixtures.h"
#include "models/campaignsession.h"
#include "models/sheetlistmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::models::CampaignSession;
using sw::models::SheetListModel;

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
        return session->apply([&](sw::store::CampaignStore &s) { return s.addCharacter(c, std::nullopt, u"PC"_s); })
            .sheet.id.toLongLong();
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
    sw::blades::Character c = *session->store().character(id);
    c.name = u"Mara Kell"_s;
    session->apply([&](sw::store::CampaignStore &s) { return s.saveCharacter(id, c, u"character.rename"_s, u"Rename"_s); });
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
    const qint64 crewId = session->apply([&](auto &s) { return s.addCrew(crew, u"Crew"_s); }).sheet.id.toLongLong();
    session->apply([&](auto &s) { return s.addCharacter(sw::test::playingCutter(), crewId, u"PC"_s); });
    const int row = model.rowOf({u"character"_s, u"1"_s});
    EXPECT_EQ(model.index(row, SheetListModel::CrewColumn).data().toString(), u"Lampwick's Own"_s);
    EXPECT_EQ(model.index(model.rowOf({u"crew"_s, QString::number(crewId)}), SheetListModel::TypeColumn).data().toString(),
              u"Shadows"_s);
}

TEST_F(SheetListModelTest, LabelsComeFromTheView)
{
    sw::blades::ClockEntry clock{u"c1"_s, u"Alarm"_s, {4, 0, sw::rules::ClockKind::Danger}, sw::blades::ClockOwnerKind::Campaign, {}, {}, {}, false};
    session->apply([&](auto &s) { return s.saveClock(clock, u"clock.add"_s, u"Clock"_s); });
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
    session->apply([&](auto &s) { return s.saveFaction(f, u"faction.add"_s, u"Faction"_s); });
    EXPECT_EQ(model.index(0, SheetListModel::NameColumn).data().toString(), u"Bluecoats"_s);
    model.setLanguage(sw::Language::SimplifiedChinese);
    EXPECT_NE(model.index(0, SheetListModel::NameColumn).data().toString(), u"Bluecoats"_s);
}
