// The downtime wizard with the issue #15 gaps: a crew at war with a weak hold (B §1.8: it rolls
// acquire asset on the Tier the war leaves it) and a retired member (A §2.3: left out of downtime,
// not the crew). Dice are scripted (all 4s).
#include "systems/blades/gm/dicepanel.h"
#include "systems/blades/gm/downtimewizard.h"
#include "systems/blades/gm/gmactions.h"
#include "systems/blades/gm/gmcontext.h"
#include "systems/blades/gm/gmwords.h"
#include "ui/systems/blades/sheetfixture.h"
#include "systems/blades/bladesui.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace sw::test {
namespace {

class GmGapsWindowTest : public SheetWindowTest
{
protected:
    void SetUp() override
    {
        SheetWindowTest::SetUp();
        sw::ui::BladesUi::of(window->systemUis())->gm()->context()->setRandom(&dice);
    }
    void TearDown() override
    {
        sw::ui::BladesUi::of(window->systemUis())->gm()->context()->setRandom(nullptr);
        SheetWindowTest::TearDown();
    }
    template <typename W>
    static W *in(QWidget *root, const QString &name)
    {
        W *w = root->findChild<W *>(name);
        EXPECT_NE(w, nullptr) << name.toStdString();
        return w;
    }

    qint64 addCrewAtWar(int tier, blades::Hold hold)
    {
        blades::Crew c = blades::startCrew(u"shadows"_s, srd());
        c.name = u"Lampwick's Own"_s;
        c.phase = blades::CrewPhase::Play;
        c.tier = tier;
        c.hold = hold;
        c.factionStatus[u"bluecoats"_s] = blades::kWarStatus;
        store::Receipt r;
        sw::ui::BladesUi::of(window->systemUis())->editor()->push(u"crew"_s, [&](store::CampaignStore &s) { return r = blades::addCrew(s, c, u"crew"_s); });
        return r.sheet.id.toLongLong();
    }

    rules::ScriptedRandom dice{std::vector<int>(100, 4)};
};

// C §6.3 (002 §INCARCERATION ROLL), B §1.8: the dice panel's incarceration roll takes the crew's
// Tier as the war leaves it (Tier II, weak hold, at war: one die), chosen with the keyboard, and
// says what the result brings in the pack's words.
TEST_F(GmGapsWindowTest, C6_3_B1_8_IncarcerationRollUsesTheTierTheWarLeaves)
{
    addCrewAtWar(2, blades::Hold::Weak);
    auto *gm = sw::ui::BladesUi::of(window->systemUis())->gm();
    gm->action(u"gmDice"_s)->trigger();
    ui::DicePanel *panel = gm->dicePanel();
    auto *kind = in<QComboBox>(panel, u"rollKind"_s);
    auto *crew = in<QComboBox>(panel, u"rollCrew"_s);
    EXPECT_FALSE(crew->isVisibleTo(panel)) << "the crew is asked for only by the incarceration roll";
    kind->setFocus();
    QTest::keyClick(kind, Qt::Key_End); // the last roll: incarceration
    ASSERT_EQ(kind->currentData().toString(), u"incarceration"_s);
    EXPECT_TRUE(crew->isVisibleTo(panel));
    EXPECT_EQ(crew->currentText(), u"Lampwick's Own"_s);
    EXPECT_EQ(in<QSpinBox>(panel, u"rollPool"_s)->value(), 1);
    EXPECT_TRUE(in<QLabel>(panel, u"rollTierNote"_s)->text().startsWith(u"Tier 1 while at war (Tier 2 when the war ends)"_s));
    QTest::mouseClick(in<QPushButton>(panel, u"rollDice"_s), Qt::LeftButton);
    const QString result = in<QLabel>(panel, u"rollResult"_s)->text();
    EXPECT_TRUE(result.contains(u"Rolled 4"_s)) << result.toStdString();
    EXPECT_TRUE(result.endsWith(u"Head down, time done, nothing happens."_s)) << result.toStdString(); // a 4/5
    const QList<store::RollRecord> rolls = window->session()->store().rolls();
    ASSERT_EQ(rolls.size(), 1);
    EXPECT_EQ(rolls.first().kind, u"incarceration"_s);
    EXPECT_EQ(rolls.first().pool, 1);
}

TEST_F(GmGapsWindowTest, B1_8_A2_3_DowntimeAtWarWithARetiredMember)
{
    const qint64 crewId = addCrewAtWar(2, blades::Hold::Weak);
    const qint64 maraId = addCharacter(playingCutter(), crewId);
    blades::Character tobin = playingCutter();
    tobin.name = u"Tobin"_s;
    tobin.trauma = 4;
    tobin.traumaConditions = {u"cold"_s, u"haunted"_s, u"obsessed"_s, u"paranoid"_s};
    tobin.status = blades::CharacterStatus::Retired;
    const qint64 tobinId = addCharacter(tobin, crewId);

    ui::DowntimeWizard *downtime = sw::ui::BladesUi::of(window->systemUis())->gm()->startDowntime(crewId);
    ASSERT_NE(downtime, nullptr);
    QTest::qWait(1);
    downtime->next();
    ASSERT_EQ(downtime->currentId(), ui::DowntimeWizard::EntanglementPage);
    ASSERT_FALSE(downtime->downtimeId().isEmpty()) << "downtime starts with a retired member";
    QTest::mouseClick(in<QPushButton>(downtime, u"rollEntanglement"_s), Qt::LeftButton);
    downtime->next();
    ASSERT_EQ(downtime->currentId(), ui::DowntimeWizard::ActivitiesPage);

    // A §2.3: Tobin is not among those who take activities.
    auto *pc = in<QComboBox>(downtime, u"activityPc"_s);
    EXPECT_GE(pc->findData(maraId), 0);
    EXPECT_LT(pc->findData(tobinId), 0);
    // B §1.8, C §8.3: acquire asset rolls Tier I, not the sheet's Tier II.
    pc->setCurrentIndex(pc->findData(maraId));
    auto *activity = in<QComboBox>(downtime, u"activity"_s);
    activity->setCurrentIndex(activity->findData(u"acquire_asset"_s));
    EXPECT_EQ(in<QLabel>(downtime, u"activityOdds"_s)->text(), ui::DowntimeWizard::tr("Pool: %1").arg(ui::GmWords::odds(1)));
    QTest::mouseClick(in<QPushButton>(downtime, u"performActivity"_s), Qt::LeftButton);
    const blades::Downtime done = *blades::downtime(window->session()->store(), downtime->downtimeId());
    ASSERT_EQ(done.activities.size(), 1);
    EXPECT_EQ(done.activities.first().dice, (QList<int>{4}));
    EXPECT_EQ(done.activities.first().value, 1); // quality: Tier I + 0 for a 4/5
    downtime->close();
}

} // namespace
} // namespace sw::test
