// The crew sheet at war (B §1.8, 000 §派系地位等級 "−3 War"): the Tier the crew plays at is shown,
// with a tooltip that says why and what returns when the war ends.
#include "systems/blades/sheets/crewsheet.h"
#include "sheetfixture.h"
#include "systems/blades/bladesui.h"

#include <QAbstractItemView>
#include <QLabel>
#include <QRadioButton>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace {

class CrewWarSheetTest : public sw::test::SheetWindowTest
{
};

} // namespace

// B §1.8: a weak Tier II crew lowered to −3 with a faction (a click on "status down") shows Tier 1
// for the war; raising the status again ends the war and shows Tier 2.
TEST_F(CrewWarSheetTest, B1_8_TheSheetShowsTheTierOfTheWar)
{
    sw::blades::Crew c = sw::blades::startCrew(u"shadows"_s, sw::test::srd());
    c.name = u"Lampwick's Own"_s;
    c.phase = sw::blades::CrewPhase::Play;
    c.tier = 2;
    c.hold = sw::blades::Hold::Weak;
    c.factionStatus[u"bluecoats"_s] = -2;
    sw::store::Receipt r;
    sw::ui::BladesUi::of(window->systemUis())->editor()->push(u"crew"_s, [&](sw::store::CampaignStore &s) { return r = sw::blades::addCrew(s, c, u"crew"_s); });
    const qint64 id = r.sheet.id.toLongLong();
    QWidget *sheet = open(u"crew"_s, id);
    auto *tier = find<QLabel>(sheet, u"tier"_s);
    EXPECT_EQ(tier->text(), u"Tier 2"_s);
    EXPECT_TRUE(tier->toolTip().isEmpty());

    auto *factions = find<QAbstractItemView>(sheet, u"factionStatus"_s);
    ASSERT_GE(factions->model()->rowCount(), 1);
    factions->setCurrentIndex(factions->model()->index(0, 0));
    auto *down = find<QToolButton>(sheet, u"statusDown"_s);
    QTest::mouseClick(down, Qt::LeftButton);
    ASSERT_EQ(crew(id).factionStatus.value(u"bluecoats"_s), -3);
    EXPECT_EQ(tier->text(), u"Tier 1, weak hold (at war)"_s);
    EXPECT_TRUE(tier->toolTip().contains(u"drops a Tier"_s)) << tier->toolTip().toStdString();
    EXPECT_TRUE(tier->toolTip().contains(u"returns to Tier 2 with a weak hold"_s)) << tier->toolTip().toStdString();
    // The banner says what the war does to this crew: one activity each, a hold lower.
    const QString banner = find<QLabel>(sheet, u"sheetBanner"_s)->text();
    EXPECT_TRUE(banner.contains(u"1 downtime activity per scoundrel, hold 1 lower"_s)) << banner.toStdString();
    // The sheet's own Tier and hold are what they were: the war lends them, it does not write them.
    EXPECT_EQ(crew(id).tier, 2);
    EXPECT_TRUE(find<QRadioButton>(sheet, u"holdWeak"_s)->isChecked());
    shot(u"crew_at_war"_s);

    QTest::mouseClick(find<QToolButton>(sheet, u"statusUp"_s), Qt::LeftButton);
    EXPECT_EQ(crew(id).factionStatus.value(u"bluecoats"_s), -2);
    EXPECT_EQ(tier->text(), u"Tier 2"_s);
}
