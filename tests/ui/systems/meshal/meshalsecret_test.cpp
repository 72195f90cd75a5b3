// The Meshal dice dock's secret rolls and contests against a sheet (issue #18): a roll made with
// "Secret (host only)" goes to the log with RollRecord::secret set (a shared campaign's server
// hides it from the players) and the local log marks it; a contest's other side may count its
// pool on an opponent's sheet (「强壮+1」 with that character's 强壮 dice).
#include "ui/systems/meshal/meshalfixture.h"
#include "systems/meshal/meshaldicepanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace {

class MeshalSecretTest : public sw::test::MeshalWindowTest
{
protected:
    sw::ui::MeshalDicePanel *dock()
    {
        meshalUi()->diceDock()->toggleViewAction()->trigger();
        return meshalUi()->dice();
    }
    // A check box is hit on its box, not across the whole row it fills.
    static void tick(QCheckBox *box) { QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2)); }
};

TEST_F(MeshalSecretTest, ASecretRollIsKeptForTheHostAndMarkedInTheLog)
{
    sw::ui::MeshalDicePanel *dice = dock();
    auto *secret = find<QCheckBox>(dice, u"meshalSecret"_s);
    EXPECT_EQ(secret->text(), u"Secret (host only)"_s);
    retype(find<QLineEdit>(dice, u"meshalPool"_s), u"2"_s);
    sw::rules::ScriptedRandom scripted({1, 2, 6, 6});
    dice->setRandom(&scripted);
    tick(secret);
    ASSERT_TRUE(secret->isChecked());
    click(find<QPushButton>(dice, u"meshalRoll"_s));
    const sw::store::RollRecord hidden = window->session()->store().rolls(1).first();
    EXPECT_TRUE(sw::meshal::isSecret(hidden));
    EXPECT_EQ(hidden.dice, (QList<int>{1, 2}));
    auto *log = find<QListWidget>(dice, u"meshalRollLog"_s);
    ASSERT_EQ(log->count(), 1);
    EXPECT_TRUE(log->item(0)->text().startsWith(u"Secret: "_s)) << log->item(0)->text().toStdString();

    tick(secret); // off again: an open roll
    click(find<QPushButton>(dice, u"meshalRoll"_s));
    dice->setRandom(nullptr);
    EXPECT_FALSE(sw::meshal::isSecret(window->session()->store().rolls(1).first()));
    ASSERT_EQ(log->count(), 2);
    EXPECT_FALSE(log->item(0)->text().startsWith(u"Secret: "_s));
    EXPECT_TRUE(log->item(1)->text().startsWith(u"Secret: "_s));
    shot(u"meshal-secret-roll"_s);
}

// L118: the other side's 「强壮+1」 counts that character's 3 强壮 dice: 4 dice against 1.
TEST_F(MeshalSecretTest, AContestCountsTheOpponentsAttributeDice)
{
    sw::meshal::Character foe;
    foe.name = u"敌"_s;
    ASSERT_TRUE(window->session()->apply([&](sw::store::CampaignStore &s) { return sw::meshal::addCharacter(s, foe, u"foe"_s); }).ok);
    sw::ui::MeshalDicePanel *dice = dock();
    retype(find<QLineEdit>(dice, u"meshalPool"_s), u"1"_s);
    retype(find<QLineEdit>(dice, u"meshalContestPool"_s), u"might+1"_s);
    EXPECT_TRUE(find<QLabel>(dice, u"meshalContestOdds"_s)->text().startsWith(u"1 against 1 dice"_s));
    auto *opponent = find<QComboBox>(dice, u"meshalContestOpponent"_s);
    ASSERT_EQ(opponent->count(), 2); // (no character), 敌
    opponent->setFocus();
    QTest::keyClick(opponent, Qt::Key_Down);
    ASSERT_EQ(opponent->currentText(), u"敌"_s);
    const QString odds = find<QLabel>(dice, u"meshalContestOdds"_s)->text();
    EXPECT_TRUE(odds.startsWith(u"1 against 4 dice"_s)) << odds.toStdString();
    sw::rules::ScriptedRandom scripted({2, 1, 1, 3, 4});
    dice->setRandom(&scripted);
    click(find<QPushButton>(dice, u"meshalRollContest"_s));
    dice->setRandom(nullptr);
    const sw::store::RollRecord logged = window->session()->store().rolls(1).first();
    EXPECT_EQ(logged.dice, (QList<int>{2, 1, 1, 3, 4})); // 2 against 1+1+0+0 = 2: a tie
    EXPECT_TRUE(logged.result.startsWith(u"2 to 2"_s)) << logged.result.toStdString();
}

} // namespace

namespace {

// Rule 62, L775 「你与被背负者在任何投骰时都有3劣势」: 5 dice with the box ticked roll 2 (and 3 dice
// still roll 1, rule 55); the odds say so before the roll.
TEST_F(MeshalSecretTest, Rule62_BearingIsThreeDisadvantagesOnEveryRoll)
{
    sw::ui::MeshalDicePanel *dice = dock();
    retype(find<QLineEdit>(dice, u"meshalPool"_s), u"5"_s);
    EXPECT_TRUE(find<QLabel>(dice, u"meshalOdds"_s)->text().startsWith(u"5 dice"_s));
    tick(find<QCheckBox>(dice, u"meshalBearing"_s));
    const QString odds = find<QLabel>(dice, u"meshalOdds"_s)->text();
    EXPECT_TRUE(odds.startsWith(u"2 dice"_s)) << odds.toStdString();
    retype(find<QLineEdit>(dice, u"meshalPool"_s), u"3"_s);
    EXPECT_TRUE(find<QLabel>(dice, u"meshalOdds"_s)->text().startsWith(u"1 die"_s));
    sw::rules::ScriptedRandom scripted({2});
    dice->setRandom(&scripted);
    click(find<QPushButton>(dice, u"meshalRoll"_s));
    dice->setRandom(nullptr);
    EXPECT_EQ(window->session()->store().rolls(1).first().dice, QList<int>{2});
}

} // namespace
