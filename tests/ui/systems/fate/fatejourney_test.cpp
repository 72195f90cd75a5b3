// The Fate UI's journeys (issue #17): a character made by the wizard as one undoable edit; the
// dice dock's exact odds before the roll, the roll and an invoke in the roll log, undo as the
// bogus rule; the minor and major milestones offering only legal choices.
#include "ui/systems/fate/fatefixture.h"
#include "models/gmrolllogmodel.h"
#include "systems/fate/fatedicepanel.h"
#include "systems/fate/fatewizard.h"
#include "systems/fate/milestonedialog.h"
#include "systems/fate/odds.h"
#include "systems/fate/sheetrules.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTreeView>

using namespace Qt::StringLiterals;

namespace {

class FateJourneyTest : public sw::test::FateWindowTest
{
protected:
    void addStuntByDialog(QWidget *button, const QString &name)
    {
        withModal<QDialog>([&] { click(button); }, [&](QDialog &d) {
            QTest::keyClicks(d.findChild<QLineEdit *>(u"stuntName"_s), name);
            click(d.findChild<QPushButton *>(u"stuntOk"_s));
        });
    }
};

// §7.1–§7.5: aspects → skills (counted as you go, the pyramid enforced) → stunts (refresh) → the
// derived stress and consequences; Finish is one undoable edit.
TEST_F(FateJourneyTest, TheWizardMakesACharacterInOneUndoableEdit)
{
    withModal<sw::ui::FateWizard>([&] { window->action(u"newFateCharacter"_s)->trigger(); }, [&](sw::ui::FateWizard &w) {
        QAbstractButton *next = w.button(QWizard::NextButton);
        EXPECT_FALSE(next->isEnabled());
        QTest::keyClicks(w.findChild<QLineEdit *>(u"wizardName"_s), u"Ruth"_s);
        const QStringList aspects{u"Monster Hunter"_s, u"Sworn to a Dead God"_s, u"Charles Saved My Life"_s, u"Iron Will"_s, u"Old Scars"_s};
        for (int i = 0; i < aspects.size(); ++i)
            QTest::keyClicks(w.findChild<QLineEdit *>(u"wizardAspect%1"_s.arg(i)), aspects.at(i));
        EXPECT_TRUE(next->isEnabled());
        shot(u"fate-wizard-aspects"_s, &w);
        click(next);
        ASSERT_EQ(w.currentId(), sw::ui::FateWizard::SkillsPage);
        const QList<QPair<QString, QString>> ratings{{u"fight"_s, u"4"_s}, {u"athletics"_s, u"3"_s}, {u"physique"_s, u"3"_s},
                                                      {u"will"_s, u"2"_s}, {u"notice"_s, u"2"_s}, {u"shoot"_s, u"2"_s},
                                                      {u"stealth"_s, u"1"_s}, {u"lore"_s, u"1"_s}, {u"empathy"_s, u"1"_s}};
        for (const auto &[skill, value] : ratings)
            typeInto(w.findChild<QSpinBox *>(u"wizardSkill_"_s + skill), value);
        EXPECT_FALSE(next->isEnabled()); // one Average still to place
        typeInto(w.findChild<QSpinBox *>(u"wizardSkill_provoke"_s), u"4"_s); // a second Great: refused
        EXPECT_EQ(w.findChild<QSpinBox *>(u"wizardSkill_provoke"_s)->value(), 0);
        EXPECT_TRUE(w.findChild<QLabel *>(u"wizardSkillRefusal"_s)->text().contains(u"Great (+4)"_s));
        typeInto(w.findChild<QSpinBox *>(u"wizardSkill_provoke"_s), u"1"_s);
        EXPECT_TRUE(next->isEnabled());
        EXPECT_EQ(w.currentId(), sw::ui::FateWizard::SkillsPage);
        EXPECT_TRUE(w.findChild<QLabel *>(u"wizardSkillCounts"_s)->text().contains(u"Average (+1): 4 of 4"_s));
        shot(u"fate-wizard-skills"_s, &w);
        click(next);
        ASSERT_EQ(w.currentId(), sw::ui::FateWizard::StuntsPage);
        auto *add = w.findChild<QPushButton *>(u"wizardAddStunt"_s);
        for (const QString &name : {u"Two Guns"_s, u"Quick Draw"_s, u"Relentless"_s, u"Grim Resolve"_s})
            addStuntByDialog(add, name);
        EXPECT_TRUE(w.findChild<QLabel *>(u"wizardRefresh"_s)->text().contains(u"refresh 2"_s));
        addStuntByDialog(add, u"Fifth"_s);
        addStuntByDialog(add, u"Sixth"_s); // refresh would fall to 0
        EXPECT_EQ(w.draft().stunts.size(), 5);
        EXPECT_TRUE(w.findChild<QLabel *>(u"wizardStuntRefusal"_s)->text().contains(u"Refresh cannot go below 1"_s));
        shot(u"fate-wizard-stunts"_s, &w);
        click(next);
        ASSERT_EQ(w.currentId(), sw::ui::FateWizard::SummaryPage);
        const QString summary = w.findChild<QLabel *>(u"wizardSummary"_s)->text();
        EXPECT_TRUE(summary.contains(u"6 boxes, from Physique Good (+3)"_s)) << summary.toStdString();
        EXPECT_TRUE(summary.contains(u"4 boxes, from Will Fair (+2)"_s)) << summary.toStdString();
        shot(u"fate-wizard-summary"_s, &w);
        click(w.button(QWizard::FinishButton));
    });
    const QList<std::pair<qint64, sw::fate::Character>> made = sw::fate::characters(window->session()->store());
    ASSERT_EQ(made.size(), 1);
    const sw::fate::Character &ruth = made.first().second;
    EXPECT_EQ(ruth.name, u"Ruth"_s);
    EXPECT_FALSE(ruth.creation);
    EXPECT_EQ(ruth.refresh, 1);
    EXPECT_EQ(ruth.fatePoints, 1);
    EXPECT_EQ(ruth.physicalStress.size(), 6);
    EXPECT_TRUE(sw::fate::validateCharacter(ruth, sw::fate::test::pack()).isEmpty());
    EXPECT_EQ(window->sheetTabs()->currentWidget()->windowTitle(), u"Ruth"_s);
    undo();
    EXPECT_TRUE(sw::fate::characters(window->session()->store()).isEmpty());
    redo();
    EXPECT_EQ(sw::fate::characters(window->session()->store()).size(), 1);
}

// Spec §1.3 and §4: exact odds shown before the dice fall; the roll and an invoke logged; the
// invoke's fate point spent in one edit, and given back by undo (the bogus rule, rule 8).
TEST_F(FateJourneyTest, TheDiceDockShowsOddsRollsAndInvokes)
{
    const qint64 id = add(played());
    fateUi()->diceDock()->toggleViewAction()->trigger();
    sw::ui::FateDicePanel *dice = fateUi()->dice();
    ASSERT_TRUE(fateUi()->diceDock()->isVisible());
    auto *character = find<QComboBox>(dice, u"fateRollCharacter"_s);
    character->setCurrentIndex(character->findData(id));
    auto *skill = find<QComboBox>(dice, u"fateRollSkill"_s);
    skill->setCurrentIndex(skill->findData(u"investigate"_s));
    EXPECT_EQ(find<QSpinBox>(dice, u"fateRollRating"_s)->value(), 4);
    typeInto(find<QSpinBox>(dice, u"fateRollTarget"_s), u"5"_s);
    const sw::fate::FateOdds odds = sw::fate::oddsAgainstDifficulty(4, 5);
    const QString shown = find<QLabel>(dice, u"fateRollOdds"_s)->text();
    EXPECT_TRUE(shown.contains(u"81 cases"_s)) << shown.toStdString();
    EXPECT_TRUE(shown.contains(u"(%1/%2)"_s.arg(odds.tie.numerator()).arg(odds.tie.denominator()))) << shown.toStdString();
    EXPECT_TRUE(shown.contains(u"Succeed 17.3% (14/81)"_s)) << shown.toStdString(); // dice +2 (10) or +3 (4) of 81
    QTest::keyClicks(find<QLineEdit>(dice, u"fateRollFaces"_s), u"0-00"_s);
    shot(u"fate-dice-before"_s);
    click(find<QPushButton>(dice, u"fateRoll"_s));
    QString result = find<QLabel>(dice, u"fateRollResult"_s)->text();
    EXPECT_TRUE(result.contains(u"Fail"_s)) << result.toStdString(); // 4 − 1 = 3 against 5
    ASSERT_EQ(window->session()->store().rolls().size(), 1);
    EXPECT_EQ(window->session()->store().rolls().first().result, u"fail"_s);
    auto *aspect = find<QComboBox>(dice, u"fateInvokeAspect"_s);
    aspect->setCurrentIndex(aspect->findText(u"Occult Investigator"_s));
    click(find<QPushButton>(dice, u"fateInvoke"_s)); // paid, +2: effort 5, a tie
    EXPECT_EQ(stored(id).fatePoints, 2);
    result = find<QLabel>(dice, u"fateRollResult"_s)->text();
    EXPECT_TRUE(result.contains(u"Tie"_s)) << result.toStdString();
    click(find<QPushButton>(dice, u"fateInvoke"_s)); // the same aspect paid again: rule 6
    EXPECT_EQ(stored(id).fatePoints, 2);
    EXPECT_TRUE(status().contains(u"invoked with a fate point on this roll already"_s)) << status().toStdString();
    ASSERT_EQ(window->session()->store().rolls().size(), 2);
    EXPECT_EQ(window->session()->store().rolls().first().kind, u"fate.invoke"_s);
    EXPECT_EQ(find<QTreeView>(dice, u"fateRollLog"_s)->model()->rowCount(), 2);
    shot(u"fate-dice-after"_s);
    undo(); // retracted: the fate point comes back, the effect goes
    EXPECT_EQ(stored(id).fatePoints, 3);
    result = find<QLabel>(dice, u"fateRollResult"_s)->text();
    EXPECT_TRUE(result.contains(u"Fail"_s)) << result.toStdString();
    EXPECT_EQ(window->session()->store().rolls().size(), 2); // the log is what happened
}

// Rule 10: an attack faces a defend roll; against a difficulty it is refused in words.
TEST_F(FateJourneyTest, AnAttackNeedsAnOpposedRoll)
{
    add(played());
    fateUi()->diceDock()->toggleViewAction()->trigger();
    sw::ui::FateDicePanel *dice = fateUi()->dice();
    auto *action = find<QComboBox>(dice, u"fateRollAction"_s);
    action->setCurrentIndex(action->findData(u"attack"_s));
    click(find<QPushButton>(dice, u"fateRoll"_s));
    EXPECT_TRUE(status().contains(u"defend roll"_s)) << status().toStdString();
    EXPECT_TRUE(window->session()->store().rolls().isEmpty());
    auto *target = find<QComboBox>(dice, u"fateRollTargetKind"_s);
    target->setCurrentIndex(1);
    EXPECT_TRUE(find<QLabel>(dice, u"fateRollOdds"_s)->text().contains(u"6561 cases"_s));
    click(find<QPushButton>(dice, u"fateRoll"_s));
    EXPECT_EQ(window->session()->store().rolls().size(), 1);
}

// §7.8 minor milestone: only legal options (no stunt bought at refresh 1), one undoable edit.
TEST_F(FateJourneyTest, MinorMilestoneOffersOnlyLegalChoices)
{
    sw::fate::Character c = played();
    c.stunts.append(c.stunts.first());
    c.stunts.append(c.stunts.first());
    c.refresh = 1;
    const qint64 id = add(c);
    QWidget *sheet = open(id);
    withModal<sw::ui::MilestoneDialog>([&] { click(find<QPushButton>(sheet, u"minorMilestone"_s)); }, [&](sw::ui::MilestoneDialog &d) {
        EXPECT_FALSE(d.findChild<QRadioButton *>(u"minorBuyStunt"_s)->isEnabled());
        auto *swap = d.findChild<QComboBox *>(u"swapPair"_s);
        for (int i = 0; i < swap->count(); ++i)
            EXPECT_FALSE(swap->itemText(i).contains(u"Lore Good (+3) ↔ Notice"_s)); // same rating: nothing to swap
        auto *aspect = d.findChild<QComboBox *>(u"rewriteAspectIndex"_s);
        for (int i = 0; i < aspect->count(); ++i)
            EXPECT_FALSE(aspect->itemText(i).contains(u"Occult Investigator"_s)); // the high concept waits for a major one
        click(d.findChild<QRadioButton *>(u"minorRewriteAspect"_s));
        EXPECT_FALSE(d.findChild<QPushButton *>(u"milestoneOk"_s)->isEnabled());
        QTest::keyClicks(d.findChild<QLineEdit *>(u"rewriteAspectText"_s), u"Curiosity Saves the Day"_s);
        shot(u"fate-minor-milestone"_s, &d);
        click(d.findChild<QPushButton *>(u"milestoneOk"_s));
    });
    EXPECT_EQ(stored(id).aspects.at(1).text, u"Curiosity Saves the Day"_s);
    undo();
    EXPECT_EQ(stored(id).aspects.at(1).text, u"Curiosity Killed the Cat"_s);
}

// §7.8 major milestone: the raises offered keep the columns (rule 18); recovery and the GM's refresh.
TEST_F(FateJourneyTest, MajorMilestoneRaisesOnlyWhatTheColumnsAllow)
{
    sw::fate::Character c = played();
    c.consequences = {{u"moderate"_s, u"Broken Arm"_s, true, {}, {}}, {u"severe"_s, u"Haunted"_s, false, {}, {}}};
    const qint64 id = add(c);
    QWidget *sheet = open(id);
    withModal<sw::ui::MilestoneDialog>([&] { click(find<QPushButton>(sheet, u"majorMilestone"_s)); }, [&](sw::ui::MilestoneDialog &d) {
        auto *raise = d.findChild<QComboBox *>(u"raiseSkill"_s);
        EXPECT_EQ(raise->findData(u"physique"_s), -1);
        EXPECT_EQ(raise->findData(u"lore"_s), -1);
        raise->setCurrentIndex(raise->findData(u"fight"_s));
        auto *gmRefresh = d.findChild<QCheckBox *>(u"gmRefresh"_s);
        QTest::mouseClick(gmRefresh, Qt::LeftButton, {}, QPoint(8, gmRefresh->height() / 2)); // on the box itself
        EXPECT_TRUE(gmRefresh->isChecked());
        const QString recovery = d.findChild<QLabel *>(u"milestoneRecovery"_s)->text();
        EXPECT_TRUE(recovery.contains(u"\"Haunted\" starts recovering"_s)) << recovery.toStdString();
        EXPECT_TRUE(recovery.contains(u"\"Broken Arm\" clears"_s)) << recovery.toStdString();
        shot(u"fate-major-milestone"_s, &d);
        click(d.findChild<QPushButton *>(u"milestoneOk"_s));
    });
    const sw::fate::Character after = stored(id);
    EXPECT_EQ(after.rating(u"fight"_s), 1);
    EXPECT_EQ(after.refresh, 4);
    ASSERT_EQ(after.consequences.size(), 1);
    EXPECT_TRUE(after.consequences.first().inRecovery);
    undo();
    EXPECT_EQ(stored(id), c);
}

// §7.8: a step not spent is saved on the sheet; the next major milestone offers it.
TEST_F(FateJourneyTest, MajorMilestoneSavesAStepForLater)
{
    const qint64 id = add(played());
    QWidget *sheet = open(id);
    withModal<sw::ui::MilestoneDialog>([&] { click(find<QPushButton>(sheet, u"majorMilestone"_s)); }, [&](sw::ui::MilestoneDialog &d) {
        EXPECT_EQ(d.findChild<QComboBox *>(u"raiseSaved"_s), nullptr); // nothing saved yet
        auto *raise = d.findChild<QComboBox *>(u"raiseSkill"_s);
        raise->setCurrentIndex(raise->findData(QString()));
        EXPECT_EQ(raise->currentText(), u"Save the step for later"_s);
        click(d.findChild<QPushButton *>(u"milestoneOk"_s));
    });
    EXPECT_EQ(stored(id).skillSteps, 1);
    withModal<sw::ui::MilestoneDialog>([&] { click(find<QPushButton>(sheet, u"majorMilestone"_s)); }, [&](sw::ui::MilestoneDialog &d) {
        auto *raise = d.findChild<QComboBox *>(u"raiseSkill"_s);
        raise->setCurrentIndex(raise->findData(u"fight"_s));
        auto *saved = d.findChild<QComboBox *>(u"raiseSaved"_s);
        ASSERT_NE(saved, nullptr);
        saved->setCurrentIndex(saved->findData(u"drive"_s));
        shot(u"fate-major-milestone-saved"_s, &d);
        click(d.findChild<QPushButton *>(u"milestoneOk"_s));
    });
    const sw::fate::Character after = stored(id);
    EXPECT_EQ(after.rating(u"fight"_s), 1);
    EXPECT_EQ(after.rating(u"drive"_s), 1);
    EXPECT_EQ(after.skillSteps, 0);
    undo();
    EXPECT_EQ(stored(id).skillSteps, 1);
}

} // namespace
