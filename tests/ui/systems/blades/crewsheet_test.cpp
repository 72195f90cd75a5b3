// The crew sheet as the table uses it: tracks, the claims map and faction status, through the
// rules engine and the undo stack.
#include "systems/blades/sheets/crewsheet.h"
#include "sheetfixture.h"
#include "widgets/boxtrack.h"
#include "systems/blades/widgets/claimsmapview.h"
#include "systems/blades/bladesui.h"

#include <QAbstractItemView>
#include <QLabel>
#include <QLineEdit>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QPushButton>
#include <QTimer>
#include <QToolButton>

using namespace Qt::StringLiterals;
using sw::ui::BoxTrack;

namespace {

class CrewSheetTest : public sw::test::SheetWindowTest
{
};

int lairOf(const sw::blades::Crew &crew)
{
    return sw::test::srd().crewType(crew.crewType)->claimsMap.lairCell;
}

} // namespace

// B §6.3: a claim is seized next to the lair or a held claim; off the path it is refused
// unless the GM gives leave (override mode).
TEST_F(CrewSheetTest, AClaimOffTheMapPathIsRefusedUnlessTheGmAllowsIt)
{
    const qint64 id = addCrew(u"shadows"_s, u"Lampwick's Own"_s);
    QWidget *sheet = open(u"crew"_s, id);
    ASSERT_NE(sheet, nullptr);
    auto *map = find<sw::ui::ClaimsMapView>(sheet, u"claimsMap"_s);
    const sw::blades::ClaimsMap &claims = sw::test::srd().crewType(u"shadows"_s)->claimsMap;
    int far = 0, near = 0;
    for (int cell = 1; cell <= claims.cells.size(); ++cell) {
        if (cell == lairOf(crew(id)))
            continue;
        (claims.linked(cell, lairOf(crew(id))) ? near : far) = cell;
    }
    ASSERT_TRUE(near && far);
    Q_EMIT map->cellClicked(far);
    EXPECT_FALSE(crew(id).claims.contains(far));
    EXPECT_FALSE(status().isEmpty());
    Q_EMIT map->cellClicked(near);
    EXPECT_TRUE(crew(id).claims.contains(near));
    sw::ui::BladesUi::of(window->systemUis())->editor()->setOverride(true, u"bribed the Bluecoats"_s);
    if (!sw::blades::onPath(crew(id), far, sw::test::srd())) {
        Q_EMIT map->cellClicked(far);
        EXPECT_TRUE(crew(id).claims.contains(far));
        EXPECT_TRUE(crew(id).claims.value(far)); // marked as taken off the path
    }
}

TEST_F(CrewSheetTest, HeatAndCoinAreMarkedAndUndone)
{
    const qint64 id = addCrew(u"shadows"_s, u"Lampwick's Own"_s);
    QWidget *sheet = open(u"crew"_s, id);
    clickBox(find<BoxTrack>(sheet, u"heat"_s), 3);
    EXPECT_EQ(crew(id).heat, 4);
    clickBox(find<BoxTrack>(sheet, u"crewCoin"_s), 0);
    EXPECT_EQ(crew(id).coin, 1);
    undo();
    EXPECT_EQ(crew(id).coin, sw::test::srd().numberOr(u"starting_coin"_s, 2));
    undo();
    EXPECT_EQ(crew(id).heat, 0);
    EXPECT_EQ(find<BoxTrack>(sheet, u"heat"_s)->value(), 0);
}

// B §7.2: status −3..+3; the crew at −3 with anyone is at war, and the sheet says so.
TEST_F(CrewSheetTest, LoweringStatusToMinusThreeShowsWar)
{
    sw::blades::Crew c = sw::blades::startCrew(u"shadows"_s, sw::test::srd());
    c.name = u"Lampwick's Own"_s;
    c.phase = sw::blades::CrewPhase::Play;
    c.factionStatus[u"bluecoats"_s] = -2;
    sw::store::Receipt r;
    sw::ui::BladesUi::of(window->systemUis())->editor()->push(u"crew"_s, [&](sw::store::CampaignStore &s) { return r = sw::blades::addCrew(s, c, u"crew"_s); });
    const qint64 id = r.sheet.id.toLongLong();
    QWidget *sheet = open(u"crew"_s, id);
    auto *factions = find<QAbstractItemView>(sheet, u"factionStatus"_s);
    ASSERT_GE(factions->model()->rowCount(), 1);
    factions->setCurrentIndex(factions->model()->index(0, 0));
    find<QToolButton>(sheet, u"statusDown"_s)->click();
    EXPECT_EQ(crew(id).factionStatus.value(u"bluecoats"_s), -3);
    EXPECT_TRUE(find<QLabel>(sheet, u"sheetBanner"_s)->text().contains(u"war"_s));
    find<QToolButton>(sheet, u"statusDown"_s)->click(); // −4 does not exist
    EXPECT_EQ(crew(id).factionStatus.value(u"bluecoats"_s), -3);
}

TEST_F(CrewSheetTest, TheCrewNameIsEditedInPlaceAndNamesTheTab)
{
    const qint64 id = addCrew(u"shadows"_s, u"Lampwick's Own"_s);
    QWidget *sheet = open(u"crew"_s, id);
    auto *name = find<QLineEdit>(sheet, u"crewName"_s);
    name->setFocus();
    name->selectAll();
    QTest::keyClicks(name, u"The Silver Nails"_s);
    QTest::keyClick(name, Qt::Key_Return);
    EXPECT_EQ(crew(id).name, u"The Silver Nails"_s);
    EXPECT_EQ(window->sheetTabs()->tabText(window->sheetTabs()->indexOf(sheet)), u"The Silver Nails"_s);
    shot(u"crew_en"_s);
    languages.setLanguage(sw::Language::TraditionalChinese);
    shot(u"crew_zh_TW"_s);
    languages.setLanguage(sw::Language::SimplifiedChinese);
    shot(u"crew_zh_CN"_s);
}

// B §4.1–§4.3: a cohort for a Cohort upgrade, with two edges and two flaws, then harmed.
TEST_F(CrewSheetTest, ACohortIsAddedWithItsEdgesAndFlawsAndHarmed)
{
    sw::blades::Crew c = sw::blades::startCrew(u"shadows"_s, sw::test::srd());
    c.name = u"Lampwick's Own"_s;
    c.phase = sw::blades::CrewPhase::Play;
    c.upgrades[u"cohort"_s] = sw::test::srd().upgrade(u"cohort"_s)->boxes;
    sw::store::Receipt r;
    sw::ui::BladesUi::of(window->systemUis())->editor()->push(u"crew"_s, [&](sw::store::CampaignStore &s) { return r = sw::blades::addCrew(s, c, u"crew"_s); });
    const qint64 id = r.sheet.id.toLongLong();
    QWidget *sheet = open(u"crew"_s, id);
    bool driven = false;
    QTimer::singleShot(0, [&] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        const auto pickSecond = [dialog](const QString &name) {
            auto *box = dialog->findChild<QComboBox *>(name);
            ASSERT_NE(box, nullptr);
            box->setCurrentIndex(2);
        };
        pickSecond(u"cohortEdge2"_s);
        pickSecond(u"cohortFlaw2"_s);
        dialog->accept();
        driven = true;
    });
    find<QPushButton>(sheet, u"addCohort"_s)->click();
    ASSERT_TRUE(driven);
    ASSERT_EQ(crew(id).cohorts.size(), 1) << status().toStdString();
    EXPECT_EQ(crew(id).cohorts.first().edges.size(), 2);
    EXPECT_EQ(crew(id).cohorts.first().flaws.size(), 2);
    auto *cohorts = find<QAbstractItemView>(sheet, u"cohorts"_s);
    cohorts->setCurrentIndex(cohorts->model()->index(0, 0));
    clickBox(find<BoxTrack>(sheet, u"cohortHarm"_s), 1);
    EXPECT_EQ(crew(id).cohorts.first().harm, 2);
}
