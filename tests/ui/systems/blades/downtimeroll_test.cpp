// Issue #16, the downtime rolls from the sheet, driven by clicks and keys: the vice's label opens
// the vice roll (C §8.8), the healing clock's heading the recovery roll (C §8.6). Each shows its
// pool and exact odds before rolling; Roll performs the downtime activity — the roll in the log, the
// sheets changed in one undo step. Without the crew's downtime under way there is nothing to roll.
#include "sheetfixture.h"
#include "systems/blades/gm/gmtable.h"
#include "systems/blades/store/crewrecords.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace sw::test {
namespace {

class DowntimeRollUiTest : public SheetWindowTest
{
protected:
    void SetUp() override
    {
        SheetWindowTest::SetUp();
        crewId = addCrew(u"shadows"_s, u"The Lampblacks"_s);
        blades::Character pc = playingCutter(); // lowest attribute: Insight 1 (hunt) — C §8.8
        pc.stress = 3;
        pc.harm = {{2, u"Cracked ribs"_s}, {1, u"Battered"_s}};
        pcId = addCharacter(pc, crewId);
    }
    void TearDown() override
    {
        if (auto *ui = sw::ui::BladesUi::of(window->systemUis()); ui && ui->editor())
            ui->editor()->setRandom(nullptr);
        SheetWindowTest::TearDown();
    }
    void startDowntime()
    {
        rules::ScriptedRandom none({});
        store::Receipt r;
        sw::ui::BladesUi::of(window->systemUis())->editor()->push(u"downtime"_s, [&](store::CampaignStore &s) {
            gm::GmTable table(s, srd(), none);
            const gm::GmResult g = table.startDowntime(crewId);
            r.ok = g.ok;
            r.batch = g.batch;
            r.sheets = g.sheets;
            return r;
        });
        ASSERT_TRUE(r.ok);
    }
    void useDice(std::vector<int> dice)
    {
        m_dice = std::make_unique<rules::ScriptedRandom>(std::move(dice));
        sw::ui::BladesUi::of(window->systemUis())->editor()->setRandom(m_dice.get());
    }
    // Clicks the label `name` and lets `play` drive the dialog it opens, closed afterwards.
    void withDialog(QWidget *sheet, const QString &name, const std::function<void(QDialog *)> &play)
    {
        QLabel *label = find<QLabel>(sheet, name);
        ASSERT_TRUE(label);
        bool opened = false;
        QTimer::singleShot(150, [&] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            if (!dialog || dialog->objectName() != u"downtimeRollDialog"_s) {
                ADD_FAILURE() << "no downtime roll dialog";
                if (dialog)
                    dialog->close();
                return;
            }
            opened = true;
            play(dialog);
            if (dialog->isVisible())
                QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Close), Qt::LeftButton);
        });
        QTest::mouseClick(label, Qt::LeftButton, {}, QPoint(4, label->height() / 2));
        QTest::qWait(50);
        EXPECT_TRUE(opened);
    }
    static QString text(QDialog *dialog, const QString &name) { return dialog->findChild<QLabel *>(name)->text(); }
    // Saves the dialog when SHEETWRIGHT_SHOTS names a folder (for looking, not asserting).
    static void shotOf(QWidget *w, const QString &name)
    {
        const QString folder = qEnvironmentVariable("SHEETWRIGHT_SHOTS");
        if (folder.isEmpty())
            return;
        QDir().mkpath(folder);
        QTest::qWait(150);
        w->grab().save(folder + u'/' + name + u".png"_s);
    }
    QList<store::RollRecord> rolls() const { return window->session()->store().rolls(); }

    qint64 crewId = 0;
    qint64 pcId = 0;
    std::unique_ptr<rules::ScriptedRandom> m_dice;
};

// C §8.8: the vice roll is the lowest attribute's dice (+1d when a friend helps, C §8.10); the
// highest die clears stress, and one above the stress marked overindulges — the exact chance shown
// first (2 dice over 3 stress: 3/4). A 5 with 3 stress clears all 3 and the picked Brag gives the
// crew +2 heat; one Undo takes back the sheet, the crew and the activity.
TEST_F(DowntimeRollUiTest, C88_ViceRollClearsStressAndOverindulgesInOneUndoStep)
{
    startDowntime();
    QWidget *sheet = open(u"character"_s, pcId);
    useDice({5, 2});
    const int heat = crew(crewId).heat;
    const int steps = window->undoStack()->count();
    withDialog(sheet, u"roll_vice"_s, [&](QDialog *dialog) {
        EXPECT_TRUE(text(dialog, u"rollPool"_s).startsWith(u"Pool: 1 die."_s)) << text(dialog, u"rollPool"_s).toStdString();
        auto *helped = dialog->findChild<QCheckBox *>(u"rollHelped"_s);
        QTest::mouseClick(helped, Qt::LeftButton, {}, QPoint(6, helped->height() / 2));
        EXPECT_TRUE(text(dialog, u"rollPool"_s).startsWith(u"Pool: 2 dice"_s));
        EXPECT_TRUE(text(dialog, u"rollOdds"_s).contains(u"over 3 stress): 3/4"_s)) << text(dialog, u"rollOdds"_s).toStdString();
        auto *over = dialog->findChild<QComboBox *>(u"rollOverindulgence"_s);
        over->setFocus();
        for (int i = over->currentIndex(); i < over->findData(u"brag"_s); ++i)
            QTest::keyClick(over, Qt::Key_Down);
        ASSERT_EQ(over->currentData().toString(), u"brag"_s);
        shotOf(dialog, u"roll_vice_before_en"_s);
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"rollDice"_s), Qt::LeftButton);
        const QString result = text(dialog, u"rollResult"_s);
        EXPECT_TRUE(result.startsWith(u"Rolled 5 2"_s)) << result.toStdString();
        EXPECT_TRUE(result.contains(u"3 stress cleared"_s)) << result.toStdString();
        EXPECT_TRUE(result.contains(u"Overindulged: Brag"_s)) << result.toStdString();
        EXPECT_TRUE(text(dialog, u"rollHeading"_s).contains(u"the 0 stress marked"_s)) << "the heading follows the sheet";
        shotOf(dialog, u"roll_vice_after_en"_s);
    });
    EXPECT_EQ(character(pcId).stress, 0);
    EXPECT_EQ(crew(crewId).heat, heat + 2);
    ASSERT_EQ(rolls().size(), 1);
    EXPECT_EQ(rolls().first().kind, u"indulge_vice"_s);
    EXPECT_EQ(rolls().first().pool, 2);
    EXPECT_EQ(window->undoStack()->count(), steps + 1);
    undo();
    EXPECT_EQ(character(pcId).stress, 3);
    EXPECT_EQ(crew(crewId).heat, heat);
    EXPECT_TRUE(blades::openDowntime(window->session()->store(), crewId)->activities.isEmpty());
}

// C §8.6, §8.2: the healer's dice (here 2) mark 1/2/3/5 segments by result on the healing clock;
// a 6 marks 3 of the 4. One undo step.
TEST_F(DowntimeRollUiTest, C86_HealingRollTicksTheHealingClockByResult)
{
    startDowntime();
    QWidget *sheet = open(u"character"_s, pcId);
    useDice({6, 3});
    const int steps = window->undoStack()->count();
    withDialog(sheet, u"roll_recover"_s, [&](QDialog *dialog) {
        auto *healer = dialog->findChild<QSpinBox *>(u"rollHealer"_s);
        healer->setFocus();
        QTest::keyClick(healer, Qt::Key_Up); // 1 → 2
        EXPECT_TRUE(text(dialog, u"rollPool"_s).startsWith(u"Pool: 2 dice"_s)) << text(dialog, u"rollPool"_s).toStdString();
        const QString odds = text(dialog, u"rollOdds"_s);
        EXPECT_TRUE(odds.contains(u"1/36"_s)) << odds.toStdString(); // a critical with 2 dice (A §5.1)
        EXPECT_TRUE(odds.contains(u"1–3: 1 · 4/5: 2 · 6: 3 · critical: 5"_s)) << odds.toStdString();
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"rollDice"_s), Qt::LeftButton);
        EXPECT_TRUE(text(dialog, u"rollResult"_s).contains(u"3 healing segment"_s)) << text(dialog, u"rollResult"_s).toStdString();
        shotOf(dialog, u"roll_recover_after_en"_s);
    });
    EXPECT_EQ(character(pcId).healing, 3);
    ASSERT_EQ(rolls().size(), 1);
    EXPECT_EQ(rolls().first().kind, u"recover"_s);
    EXPECT_EQ(window->undoStack()->count(), steps + 1);
    undo();
    EXPECT_EQ(character(pcId).healing, 0);
}

// C §8.8 ("only possible when the crew has downtime"): without the crew's downtime under way the
// dialog says so and nothing can be rolled.
TEST_F(DowntimeRollUiTest, C88_NoDowntimeNoViceRoll)
{
    QWidget *sheet = open(u"character"_s, pcId);
    withDialog(sheet, u"roll_vice"_s, [&](QDialog *dialog) {
        EXPECT_FALSE(dialog->findChild<QPushButton *>(u"rollDice"_s)->isEnabled());
        EXPECT_TRUE(text(dialog, u"rollResult"_s).contains(u"start the crew's downtime"_s));
    });
    EXPECT_TRUE(rolls().isEmpty());
}

// A §5.8: a fortune roll from the crew sheet's Tier heading — the Tier (0) +1d for an advantage,
// its exact odds shown first; the roll goes to the roll log as the crew's, a 6 is standard effect,
// and no sheet changes (no undo step).
TEST_F(DowntimeRollUiTest, A58_FortuneRollOnTheCrewsTier)
{
    QWidget *sheet = open(u"crew"_s, crewId);
    useDice({6});
    const int steps = window->undoStack()->count();
    QLabel *label = find<QLabel>(sheet, u"roll_fortune"_s);
    ASSERT_TRUE(label);
    bool opened = false;
    QTimer::singleShot(150, [&] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (!dialog || dialog->objectName() != u"fortuneRollDialog"_s) {
            ADD_FAILURE() << "no fortune roll dialog";
            if (dialog)
                dialog->close();
            return;
        }
        opened = true;
        EXPECT_TRUE(text(dialog, u"rollOdds"_s).startsWith(u"0 dice"_s)) << text(dialog, u"rollOdds"_s).toStdString();
        auto *modifier = dialog->findChild<QSpinBox *>(u"rollModifier"_s);
        modifier->setFocus();
        QTest::keyClick(modifier, Qt::Key_Up);
        EXPECT_TRUE(text(dialog, u"rollPool"_s).startsWith(u"Pool: 1 die."_s)) << text(dialog, u"rollPool"_s).toStdString();
        EXPECT_TRUE(text(dialog, u"rollOdds"_s).contains(u"6: 1/6"_s)) << text(dialog, u"rollOdds"_s).toStdString();
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"rollDice"_s), Qt::LeftButton);
        EXPECT_TRUE(text(dialog, u"rollResult"_s).contains(u"Effect: standard"_s, Qt::CaseInsensitive))
            << text(dialog, u"rollResult"_s).toStdString();
        shotOf(dialog, u"roll_fortune_after_en"_s);
        QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Close), Qt::LeftButton);
    });
    QTest::mouseClick(label, Qt::LeftButton, {}, QPoint(4, label->height() / 2));
    QTest::qWait(50);
    EXPECT_TRUE(opened);
    ASSERT_EQ(rolls().size(), 1);
    EXPECT_EQ(rolls().first().kind, u"fortune"_s);
    EXPECT_EQ(rolls().first().pool, 1);
    EXPECT_EQ(rolls().first().sheet, u"crew:%1"_s.arg(crewId));
    EXPECT_EQ(window->undoStack()->count(), steps);
}

// Keyboard access: R on the field a roll's label names opens that roll, as on the action dots —
// the vice drop-down (C §8.8), the healing clock (C §8.6) and the crew's hold (A §5.8).
TEST_F(DowntimeRollUiTest, RollsFromTheSheetOpenFromTheKeyboard)
{
    const auto opensOnR = [&](QWidget *sheet, const QString &field, const QString &dialogName) {
        auto *target = find<QWidget>(sheet, field);
        ASSERT_TRUE(target) << field.toStdString();
        bool opened = false;
        QTimer::singleShot(150, [&] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            opened = dialog && dialog->objectName() == dialogName;
            if (dialog)
                QTest::keyClick(dialog, Qt::Key_Escape);
        });
        target->setFocus();
        QTest::keyClick(target, Qt::Key_R);
        QTest::qWait(50);
        EXPECT_TRUE(opened) << field.toStdString();
    };
    QWidget *sheet = open(u"character"_s, pcId);
    const QString vice = find<QComboBox>(sheet, u"vice"_s)->currentText();
    opensOnR(sheet, u"vice"_s, u"downtimeRollDialog"_s);
    EXPECT_EQ(find<QComboBox>(sheet, u"vice"_s)->currentText(), vice); // R rolled, it did not pick a vice
    opensOnR(sheet, u"healing"_s, u"downtimeRollDialog"_s);
    opensOnR(open(u"crew"_s, crewId), u"holdStrong"_s, u"fortuneRollDialog"_s);
    EXPECT_TRUE(rolls().isEmpty());
}

} // namespace
} // namespace sw::test
