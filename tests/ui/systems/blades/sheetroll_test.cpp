// Issue #16, rolling from the sheet, driven by clicks and keys: an action's name opens its roll
// (A §5.2: position, effect, push, devil's bargain, assistance, exact odds), Roll writes the roll
// to the log and its stress and xp to the sheets in one undo step; an attribute's name opens its
// resistance roll (A §5.5). The dice dock's log shows every column at its default width.
#include "sheetfixture.h"
#include "systems/blades/bladesui.h"
#include "systems/blades/gm/dicepanel.h"
#include "systems/blades/gm/gmactions.h"
#include "models/gmrolllogmodel.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTimer>
#include <QTreeView>

using namespace Qt::StringLiterals;

namespace sw::test {
namespace {

class SheetRollUiTest : public SheetWindowTest
{
protected:
    void SetUp() override
    {
        SheetWindowTest::SetUp();
        crewId = addCrew(u"shadows"_s, u"The Lampblacks"_s);
        blades::Character roller = playingCutter();
        roller.stress = 1;
        rollerId = addCharacter(roller, crewId);
        blades::Character helper = playingCutter();
        helper.name = u"Nyx"_s;
        helperId = addCharacter(helper, crewId);
    }
    void TearDown() override
    {
        if (auto *ui = sw::ui::BladesUi::of(window->systemUis()); ui && ui->editor())
            ui->editor()->setRandom(nullptr);
        SheetWindowTest::TearDown();
    }

    // Clicks the label `name` on the sheet and lets `play` drive the roll dialog it opens; the
    // dialog is closed with its Close button afterwards.
    // Opens the roll by clicking the label `name` — or, given `open`, by what it does (a key).
    void withRollDialog(QWidget *sheet, const QString &name, const std::function<void(QDialog *)> &play,
                        const std::function<void()> &open = {})
    {
        QLabel *label = open ? nullptr : find<QLabel>(sheet, name);
        ASSERT_TRUE(open || label);
        bool opened = false;
        QTimer::singleShot(150, [&] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            if (!dialog || dialog->objectName() != u"rollDialog"_s) {
                ADD_FAILURE() << "no roll dialog";
                if (dialog)
                    dialog->close();
                return;
            }
            opened = true;
            play(dialog);
            if (dialog->isVisible()) {
                auto *buttons = dialog->findChild<QDialogButtonBox *>();
                QTest::mouseClick(buttons->button(QDialogButtonBox::Close), Qt::LeftButton);
            }
        });
        if (open)
            open();
        else
            QTest::mouseClick(label, Qt::LeftButton, {}, QPoint(4, label->height() / 2));
        QTest::qWait(50);
        EXPECT_TRUE(opened);
    }

    static void clickCheck(QCheckBox *box)
    {
        QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(6, box->height() / 2));
    }
    static void shotOf(QWidget *w, const QString &name)
    {
        const QString folder = qEnvironmentVariable("SHEETWRIGHT_SHOTS");
        if (folder.isEmpty())
            return;
        QDir().mkpath(folder);
        QTest::qWait(150);
        w->grab().save(folder + u'/' + name + u".png"_s);
    }
    void useDice(std::vector<int> dice)
    {
        m_dice = std::make_unique<rules::ScriptedRandom>(std::move(dice));
        sw::ui::BladesUi::of(window->systemUis())->editor()->setRandom(m_dice.get());
    }
    QList<store::RollRecord> rolls() const { return window->session()->store().rolls(); }

    qint64 crewId = 0;
    qint64 rollerId = 0;
    qint64 helperId = 0;
    std::unique_ptr<rules::ScriptedRandom> m_dice;
};

// A §5.2, §2.2, §Assist, §4.1: Skirmish (2 dots), desperate, pushed for +1d, with Nyx's help: the
// dialog says 4 dice and their exact odds before the roll; Roll marks 2 stress and 1 Prowess xp on
// the roller and 1 stress on Nyx, logs the roll, and one Undo takes back both sheets.
TEST_F(SheetRollUiTest, ActionRollWithPushAndAssistIsOneUndoStep)
{
    QWidget *sheet = open(u"character"_s, rollerId);
    useDice({2, 5, 1, 3});
    const int steps = window->undoStack()->count();
    withRollDialog(sheet, u"roll_skirmish"_s, [&](QDialog *dialog) {
        auto *position = dialog->findChild<QComboBox *>(u"rollPosition"_s);
        position->setFocus();
        QTest::keyClick(position, Qt::Key_Down); // risky → desperate
        clickCheck(dialog->findChild<QCheckBox *>(u"rollPushDie"_s));
        auto *assistant = dialog->findChild<QComboBox *>(u"rollAssistant"_s);
        assistant->setFocus();
        QTest::keyClick(assistant, Qt::Key_Down); // Nyx
        auto *pool = dialog->findChild<QLabel *>(u"rollPool"_s);
        EXPECT_TRUE(pool->text().startsWith(u"Pool: 4 dice"_s)) << pool->text().toStdString();
        const QString odds = dialog->findChild<QLabel *>(u"rollOdds"_s)->text();
        EXPECT_TRUE(odds.contains(u"19/144"_s)) << odds.toStdString(); // a critical with 4 dice (A §5.1)
        const QString cost = dialog->findChild<QLabel *>(u"rollCost"_s)->text();
        EXPECT_TRUE(cost.contains(u"Nyx takes 1 stress"_s)) << cost.toStdString();
        EXPECT_TRUE(cost.contains(u"Prowess XP"_s)) << cost.toStdString();
        shotOf(dialog, u"roll_action_before_en"_s);
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"rollDice"_s), Qt::LeftButton);
        const QString result = dialog->findChild<QLabel *>(u"rollResult"_s)->text();
        EXPECT_TRUE(result.startsWith(u"Rolled 2 5 1 3"_s)) << result.toStdString();
        EXPECT_FALSE(dialog->findChild<QPushButton *>(u"rollDice"_s)->isEnabled()); // one roll per dialog
        shotOf(dialog, u"roll_action_after_en"_s);
    });
    EXPECT_EQ(character(rollerId).stress, 3);
    EXPECT_EQ(character(rollerId).attributeXp.value(u"prowess"_s), 1);
    EXPECT_EQ(character(helperId).stress, 1);
    ASSERT_EQ(rolls().size(), 1);
    EXPECT_EQ(rolls().first().pool, 4);
    EXPECT_EQ(rolls().first().sheet, u"character:%1"_s.arg(rollerId));
    EXPECT_EQ(window->undoStack()->count(), steps + 1);
    EXPECT_EQ(window->undoStack()->undoText(), u"Roll Skirmish (Mara Kell)"_s);
    // The dice dock's log has it too.
    EXPECT_EQ(sw::ui::BladesUi::of(window->systemUis())->gm()->dicePanel()->log()->rowCount(), 1);
    undo();
    EXPECT_EQ(character(rollerId).stress, 1);
    EXPECT_EQ(character(rollerId).attributeXp.value(u"prowess"_s), 0);
    EXPECT_EQ(character(helperId).stress, 0);
    EXPECT_EQ(rolls().size(), 1); // the log keeps what happened
}

// A §5.2 (§魔鬼交易): a devil's bargain and a push for +1d exclude each other on the dialog; a
// risky roll without push or help changes no sheet and leaves no undo step, but is logged.
TEST_F(SheetRollUiTest, BargainExcludesPushAndAPlainRollLeavesNoStep)
{
    QWidget *sheet = open(u"character"_s, rollerId);
    useDice({6, 4, 2});
    const int steps = window->undoStack()->count();
    withRollDialog(sheet, u"roll_wreck"_s, [&](QDialog *dialog) {
        auto *bargain = dialog->findChild<QCheckBox *>(u"rollBargain"_s);
        auto *push = dialog->findChild<QCheckBox *>(u"rollPushDie"_s);
        clickCheck(bargain);
        EXPECT_FALSE(push->isEnabled());
        EXPECT_TRUE(dialog->findChild<QLabel *>(u"rollPool"_s)->text().startsWith(u"Pool: 3 dice"_s));
        EXPECT_EQ(dialog->findChild<QLabel *>(u"rollCost"_s)->text(), u"No stress, no XP."_s);
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"rollDice"_s), Qt::LeftButton);
    });
    EXPECT_EQ(character(rollerId).stress, 1);
    ASSERT_EQ(rolls().size(), 1);
    EXPECT_EQ(rolls().first().result, u"good"_s);
    EXPECT_EQ(window->undoStack()->count(), steps);
}

// Issue #19: the GM makes a roll secret in the dialog (a campaign file's user is the GM): ticked
// with the mouse, the roll goes to the log as the GM's secret; the next, unticked, is an ordinary one.
TEST_F(SheetRollUiTest, TheGmMakesARollSecret)
{
    QWidget *sheet = open(u"character"_s, rollerId);
    useDice({6, 4, 2, 3});
    withRollDialog(sheet, u"roll_wreck"_s, [&](QDialog *dialog) {
        auto *secret = dialog->findChild<QCheckBox *>(u"rollSecret"_s);
        ASSERT_NE(secret, nullptr);
        EXPECT_TRUE(secret->isVisible());
        EXPECT_EQ(secret->text(), u"Only the GM sees this roll"_s);
        clickCheck(secret);
        EXPECT_TRUE(secret->isChecked());
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"rollDice"_s), Qt::LeftButton);
    });
    ASSERT_EQ(rolls().size(), 1);
    EXPECT_TRUE(rolls().first().secret);
    withRollDialog(sheet, u"roll_wreck"_s, [&](QDialog *dialog) {
        EXPECT_FALSE(dialog->findChild<QCheckBox *>(u"rollSecret"_s)->isChecked()) << "each roll open unless ticked";
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"rollDice"_s), Qt::LeftButton);
    });
    ASSERT_EQ(rolls().size(), 2);
    EXPECT_FALSE(rolls().first().secret);
}

// A §7 (§野蠻): an ability's bonus die shows on the roll it applies to, with its condition, and
// counts once ticked; it is not offered on another action.
TEST_F(SheetRollUiTest, AbilityBonusDieIsOfferedOnItsAction)
{
    blades::Character savage = playingCutter();
    savage.name = u"Vex"_s;
    savage.abilities = {u"battleborn"_s, u"savage"_s};
    const qint64 id = addCharacter(savage, crewId);
    QWidget *sheet = open(u"character"_s, id);
    useDice({5, 2});
    withRollDialog(sheet, u"roll_command"_s, [&](QDialog *dialog) {
        auto *bonus = dialog->findChild<QCheckBox *>(u"rollBonus0"_s);
        ASSERT_NE(bonus, nullptr);
        EXPECT_TRUE(bonus->text().contains(u"Savage"_s)) << bonus->text().toStdString();
        EXPECT_TRUE(dialog->findChild<QLabel *>(u"rollPool"_s)->text().startsWith(u"Pool: 1 die"_s));
        clickCheck(bonus);
        EXPECT_TRUE(dialog->findChild<QLabel *>(u"rollPool"_s)->text().startsWith(u"Pool: 2 dice"_s));
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"rollDice"_s), Qt::LeftButton);
    });
    ASSERT_EQ(rolls().size(), 1);
    EXPECT_EQ(rolls().first().pool, 2);
    withRollDialog(sheet, u"roll_skirmish"_s, [&](QDialog *dialog) {
        EXPECT_EQ(dialog->findChild<QCheckBox *>(u"rollBonus0"_s), nullptr);
    });
}

// A §2.3 (§創傷): a push that fills the last stress box asks for the trauma condition before the
// dice are rolled; the condition, the stress and the roll are one undo step.
TEST_F(SheetRollUiTest, PushToTheLastBoxAsksForTheTrauma)
{
    blades::Character worn = playingCutter();
    worn.name = u"Worn"_s;
    worn.stress = 8;
    const qint64 id = addCharacter(worn, crewId);
    QWidget *sheet = open(u"character"_s, id);
    useDice({3, 3, 4});
    bool asked = false;
    withRollDialog(sheet, u"roll_skirmish"_s, [&](QDialog *dialog) {
        clickCheck(dialog->findChild<QCheckBox *>(u"rollPushDie"_s));
        QTimer::singleShot(150, [&] {
            QWidget *trauma = QApplication::activeModalWidget();
            if (!trauma || trauma->objectName() != u"traumaDialog"_s) {
                ADD_FAILURE() << "no trauma dialog";
                return;
            }
            asked = true;
            auto *cold = trauma->findChild<QRadioButton *>(u"trauma_cold"_s);
            QTest::mouseClick(cold, Qt::LeftButton, {}, QPoint(6, cold->height() / 2));
            QTest::mouseClick(trauma->findChild<QPushButton *>(u"takeTrauma"_s), Qt::LeftButton);
        });
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"rollDice"_s), Qt::LeftButton);
    });
    EXPECT_TRUE(asked);
    EXPECT_EQ(character(id).trauma, 1);
    EXPECT_EQ(character(id).traumaConditions, QStringList{u"cold"_s});
    EXPECT_EQ(rolls().size(), 1);
    undo();
    EXPECT_EQ(character(id).trauma, 0);
    EXPECT_EQ(character(id).stress, 8);
}

// A §5.5 (§抵抗與護甲): the attribute's name opens its resistance roll: Prowess 3 dice; a 4 costs
// 2 stress, a critical clears 1.
TEST_F(SheetRollUiTest, ResistanceFromAnAttribute)
{
    QWidget *sheet = open(u"character"_s, rollerId);
    useDice({1, 4, 2});
    withRollDialog(sheet, u"resist_prowess"_s, [&](QDialog *dialog) {
        EXPECT_TRUE(dialog->findChild<QLabel *>(u"rollPool"_s)->text().startsWith(u"Pool: 3 dice"_s));
        EXPECT_TRUE(dialog->findChild<QLabel *>(u"rollCost"_s)->text().startsWith(u"Stress — clear 1"_s));
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"rollDice"_s), Qt::LeftButton);
        EXPECT_TRUE(dialog->findChild<QLabel *>(u"rollResult"_s)->text().contains(u"takes 2 stress"_s));
        shotOf(dialog, u"roll_resistance_en"_s);
    });
    EXPECT_EQ(character(rollerId).stress, 3);
    useDice({6, 6, 3});
    withRollDialog(sheet, u"resist_prowess"_s, [&](QDialog *dialog) {
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"rollDice"_s), Qt::LeftButton);
    });
    EXPECT_EQ(character(rollerId).stress, 2);
    EXPECT_EQ(window->undoStack()->undoText(), u"Resist with Prowess (Mara Kell)"_s);
}

// The dice dock at its default width shows every column of its log whole, in each language, and
// its times in that language's conventions.
TEST_F(SheetRollUiTest, DiceDockLogShowsItsColumnsAtItsDefaultWidth)
{
    QWidget *sheet = open(u"character"_s, rollerId);
    useDice({3, 5});
    withRollDialog(sheet, u"roll_skirmish"_s, [&](QDialog *dialog) {
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"rollDice"_s), Qt::LeftButton);
    });
    window->resize(1366, 768);
    sw::ui::GmActions *gm = sw::ui::BladesUi::of(window->systemUis())->gm();
    gm->diceDock()->show();
    auto *view = gm->dicePanel()->findChild<QTreeView *>(u"rollLog"_s);
    for (const Language language : kAllLanguages) {
        languages.setLanguage(language);
        QTest::qWait(100);
        for (int column = 0; column < models::GmRollLogModel::ColumnCount; ++column) {
            if (column == models::GmRollLogModel::LabelColumn)
                continue; // "For" takes what is left
            EXPECT_GE(view->header()->sectionSize(column), static_cast<QAbstractItemView *>(view)->sizeHintForColumn(column))
                << languageCode(language).toStdString() << " column " << column;
        }
        EXPECT_FALSE(view->horizontalScrollBar()->isVisible()) << languageCode(language).toStdString();
        const QString when = view->model()->index(0, models::GmRollLogModel::WhenColumn).data().toString();
        // en: "11/25/26 9:47 PM"; zh_TW: "2026/11/25 下午9:47"; zh_CN: "2026/11/25 21:47".
        const QRegularExpression expected(language == Language::English ? u"^\\d+/\\d+/\\d\\d \\d+:\\d\\d [AP]M$"_s
                                          : language == Language::TraditionalChinese
                                              ? u"^20\\d\\d/\\d+/\\d+ [上下]午\\d+:\\d\\d$"_s
                                              : u"^20\\d\\d/\\d+/\\d+ \\d\\d:\\d\\d$"_s);
        EXPECT_TRUE(expected.match(when).hasMatch()) << when.toStdString();
        shot(u"dice_dock_"_s + languageCode(language));
    }
}

// What the roll dialog looks like in each language (for looking, not asserting).
TEST_F(SheetRollUiTest, RollDialogInEachLanguage)
{
    QWidget *sheet = open(u"character"_s, rollerId);
    for (const Language language : kAllLanguages) {
        languages.setLanguage(language);
        useDice({4, 6, 2, 1});
        withRollDialog(sheet, u"roll_skirmish"_s, [&](QDialog *dialog) {
            clickCheck(dialog->findChild<QCheckBox *>(u"rollPushDie"_s));
            auto *assistant = dialog->findChild<QComboBox *>(u"rollAssistant"_s);
            assistant->setFocus();
            QTest::keyClick(assistant, Qt::Key_Down);
            QTest::mouseClick(dialog->findChild<QPushButton *>(u"rollDice"_s), Qt::LeftButton);
            EXPECT_FALSE(dialog->findChild<QLabel *>(u"rollResult"_s)->text().isEmpty());
            shotOf(dialog, u"roll_action_"_s + languageCode(language));
        });
        undo();
    }
}

// Issue #16, rolling from the keyboard: Tab to an action's dots and press R to open its roll, R on
// an attribute's XP track for its resistance roll; the dialog rolls with Return (Roll is its default button) and nothing else
// needs the mouse.
TEST_F(SheetRollUiTest, RollsOpenAndRollFromTheKeyboard)
{
    QWidget *sheet = open(u"character"_s, rollerId);
    useDice({5, 2});
    auto *skirmish = find<QWidget>(sheet, u"action_skirmish"_s);
    withRollDialog(
        sheet, {},
        [&](QDialog *dialog) {
            EXPECT_TRUE(dialog->findChild<QLabel *>(u"rollPool"_s)->text().startsWith(u"Pool: 2 dice"_s));
            QTest::keyClick(dialog, Qt::Key_Return); // Roll is the dialog's default button
            EXPECT_TRUE(dialog->findChild<QLabel *>(u"rollResult"_s)->text().startsWith(u"Rolled 5 2"_s));
        },
        [&] {
            skirmish->setFocus(Qt::TabFocusReason);
            QTest::keyClick(skirmish, Qt::Key_R);
        });
    ASSERT_EQ(rolls().size(), 1);
    EXPECT_EQ(rolls().first().kind, u"action"_s);
    useDice({4, 4, 4});
    auto *prowess = find<QWidget>(sheet, u"xp_prowess"_s);
    withRollDialog(
        sheet, {},
        [&](QDialog *dialog) { EXPECT_TRUE(dialog->findChild<QLabel *>(u"rollPool"_s)->text().startsWith(u"Pool: 3 dice"_s)); },
        [&] {
            prowess->setFocus(Qt::TabFocusReason);
            QTest::keyClick(prowess, Qt::Key_R);
        });
}

} // namespace
} // namespace sw::test
