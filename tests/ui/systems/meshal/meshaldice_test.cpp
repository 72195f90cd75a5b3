// The Meshal dice dock (spec §1.5–§1.7): exact odds before the roll, counted over every outcome;
// a seeded roll is the same roll again; a roll alone goes to the log and is no undo step.
#include "ui/systems/meshal/meshalfixture.h"
#include "systems/meshal/meshaldicepanel.h"

#include <QComboBox>
#include <QDockWidget>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace {

class MeshalDiceTest : public sw::test::MeshalWindowTest
{
protected:
    sw::ui::MeshalDicePanel *dock()
    {
        meshalUi()->diceDock()->toggleViewAction()->trigger();
        return meshalUi()->dice();
    }
};

// Spec §1.7: 4🎲 beats 1 in 784 of 1,296 outcomes (the table's 60%); 3🎲+ beats 10 in 108 of 216.
TEST_F(MeshalDiceTest, OddsAreCountedBeforeTheRoll)
{
    sw::ui::MeshalDicePanel *dice = dock();
    retype(find<QLineEdit>(dice, u"meshalPool"_s), u"4"_s); // counted as points, the mode beside it
    typeInto(find<QSpinBox>(dice, u"meshalDifficulty"_s), u"1"_s);
    const QString odds = find<QLabel>(dice, u"meshalOdds"_s)->text();
    EXPECT_TRUE(odds.contains(u"784 of 1,296 outcomes: 60.5%"_s)) << odds.toStdString();
    find<QLineEdit>(dice, u"meshalPool"_s)->setText(u"3🎲+"_s); // QTest types no emoji
    typeInto(find<QSpinBox>(dice, u"meshalDifficulty"_s), u"10"_s);
    EXPECT_TRUE(find<QLabel>(dice, u"meshalOdds"_s)->text().contains(u"108 of 216 outcomes: 50.0%"_s));
    // Rule 55: four disadvantages on 3 dice still roll one.
    typeInto(find<QSpinBox>(dice, u"meshalDisadvantages"_s), u"4"_s);
    typeInto(find<QSpinBox>(dice, u"meshalDifficulty"_s), u"0"_s);
    EXPECT_TRUE(find<QLabel>(dice, u"meshalOdds"_s)->text().startsWith(u"1 die, face total; beats 0 in 6 of 6"_s));
}

// Seeded: the same seed gives the same dice; the roll is logged, not put on the undo stack.
TEST_F(MeshalDiceTest, ASeededRollRollsTheSameAgain)
{
    sw::ui::MeshalDicePanel *dice = dock();
    find<QLineEdit>(dice, u"meshalPool"_s)->setText(u"6🎲+"_s); // QTest types no emoji
    retype(find<QLineEdit>(dice, u"meshalSeed"_s), u"42"_s);
    const int steps = window->undoStack()->count();
    click(find<QPushButton>(dice, u"meshalRoll"_s));
    const QString first = find<QLabel>(dice, u"meshalResult"_s)->text();
    click(find<QPushButton>(dice, u"meshalRoll"_s));
    EXPECT_EQ(find<QLabel>(dice, u"meshalResult"_s)->text(), first);
    EXPECT_TRUE(first.endsWith(u"Seed 42."_s)) << first.toStdString();
    EXPECT_EQ(window->undoStack()->count(), steps);
    EXPECT_EQ(find<QListWidget>(dice, u"meshalRollLog"_s)->count(), 2);
    EXPECT_EQ(window->session()->store().rolls(10).first().pool, 6);
    shot(u"meshal-dice"_s);
}

// L116 (progressive attempt): the rolls add up until the sum is above the difficulty, within the
// tries allowed; 1,3 → 1 point, 2,6 → 2 more: above 2 on the second roll.
TEST_F(MeshalDiceTest, AProgressiveAttemptAddsRollsUntilAboveTheDifficulty)
{
    sw::ui::MeshalDicePanel *dice = dock();
    retype(find<QLineEdit>(dice, u"meshalPool"_s), u"2"_s);
    typeInto(find<QSpinBox>(dice, u"meshalDifficulty"_s), u"2"_s);
    sw::rules::ScriptedRandom scripted({1, 3, 2, 6, 3, 3, 4, 4});
    dice->setRandom(&scripted);
    click(find<QPushButton>(dice, u"meshalProgressive"_s));
    EXPECT_EQ(find<QLabel>(dice, u"meshalResult"_s)->text(), u"Sums 1, 3: success on roll 2 (needs more than 2)."_s);
    typeInto(find<QSpinBox>(dice, u"meshalTries"_s), u"2"_s);
    typeInto(find<QSpinBox>(dice, u"meshalDifficulty"_s), u"10"_s);
    click(find<QPushButton>(dice, u"meshalProgressive"_s));
    EXPECT_EQ(find<QLabel>(dice, u"meshalResult"_s)->text(), u"Sums 0, 0: no success in 2 rolls (needs more than 10)."_s);
    EXPECT_EQ(window->session()->store().rolls(10).first().dice, (QList<int>{3, 3, 4, 4}));
    dice->setRandom(nullptr);
}

} // namespace

namespace {

// A contest (L118): one point die against one, 9/36 each way and 18/36 a tie, shown before the
// roll; the scripted dice 2 and 1 make 2 against 1, the roller wins; logged as one roll, no undo step.
TEST_F(MeshalDiceTest, AContestShowsTheOddsThenRollsBothSides)
{
    sw::ui::MeshalDicePanel *dice = dock();
    retype(find<QLineEdit>(dice, u"meshalPool"_s), u"1"_s);
    retype(find<QLineEdit>(dice, u"meshalContestPool"_s), u"1"_s);
    const QString odds = find<QLabel>(dice, u"meshalContestOdds"_s)->text();
    EXPECT_TRUE(odds.contains(u"wins 25.0%, loses 25.0%, ties 50.0%"_s)) << odds.toStdString();
    sw::rules::ScriptedRandom scripted({2, 1});
    dice->setRandom(&scripted);
    const int steps = window->undoStack()->count();
    click(find<QPushButton>(dice, u"meshalRollContest"_s));
    dice->setRandom(nullptr);
    const QString result = find<QLabel>(dice, u"meshalResult"_s)->text();
    EXPECT_TRUE(result.contains(u"[2] → 2 against [1] → 1: GM wins"_s)) << result.toStdString();
    EXPECT_EQ(window->undoStack()->count(), steps);
    const sw::store::RollRecord logged = window->session()->store().rolls(1).first();
    EXPECT_EQ(logged.kind, u"meshal.contest"_s);
    EXPECT_EQ(logged.dice, (QList<int>{2, 1}));
}

} // namespace
