// One player's whole journey with Fate (issue #17, "How it will be judged"), in en, zh_TW and
// zh_CN, with clicks and keys only: a character made by the wizard; a roll in the dice dock with
// an invoke; a hit absorbed with a consequence; a minor milestone; undo and redo; the app closed
// and opened again. Every number is asserted; what is shown is in the language's words (the
// pack's outcome and ladder names). SHEETWRIGHT_SHOTS=DIR keeps a picture of each step.
#include "ui/systems/fate/fatefixture.h"

#include "systems/fate/absorbhitdialog.h"
#include "systems/fate/fatedicepanel.h"
#include "systems/fate/fatewizard.h"
#include "systems/fate/milestonedialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QLabel>
#include <QRadioButton>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace {

class FateLanguageJourney : public sw::test::FateWindowTest, public ::testing::WithParamInterface<sw::Language>
{
protected:
    static void tick(QCheckBox *box) { QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(6, box->height() / 2)); }
    QString code() const { return sw::languageCode(GetParam()); }
    QString outcome(sw::fate::Outcome o) const { return sw::fate::test::pack().outcomeNames[std::size_t(o)].in(GetParam()); }
    const sw::fate::FatePack &pack() const { return sw::fate::test::pack(); }

    void makeByWizard()
    {
        withModal<sw::ui::FateWizard>([&] { window->action(u"newFateCharacter"_s)->trigger(); }, [&](sw::ui::FateWizard &w) {
            QAbstractButton *next = w.button(QWizard::NextButton);
            QTest::keyClicks(w.findChild<QLineEdit *>(u"wizardName"_s), u"Ruth"_s);
            const QStringList aspects{u"Monster Hunter"_s, u"Sworn to a Dead God"_s, u"Charles Saved My Life"_s,
                                      u"Iron Will"_s, u"Old Scars"_s};
            for (int i = 0; i < aspects.size(); ++i)
                QTest::keyClicks(w.findChild<QLineEdit *>(u"wizardAspect%1"_s.arg(i)), aspects.at(i));
            shot(u"fate-journey-1-wizard-aspects-"_s + code(), &w);
            click(next);
            ASSERT_EQ(w.currentId(), sw::ui::FateWizard::SkillsPage);
            const QList<QPair<QString, QString>> ratings{
                {u"fight"_s, u"4"_s}, {u"athletics"_s, u"3"_s}, {u"physique"_s, u"3"_s}, {u"will"_s, u"2"_s},
                {u"notice"_s, u"2"_s}, {u"shoot"_s, u"2"_s}, {u"stealth"_s, u"1"_s}, {u"lore"_s, u"1"_s},
                {u"empathy"_s, u"1"_s}, {u"provoke"_s, u"1"_s}};
            for (const auto &[skill, value] : ratings)
                typeInto(w.findChild<QSpinBox *>(u"wizardSkill_"_s + skill), value);
            EXPECT_TRUE(w.findChild<QLabel *>(u"wizardSkillCounts"_s)->text().contains(sw::fate::ladderLabel(pack(), 1, GetParam())));
            shot(u"fate-journey-2-wizard-skills-"_s + code(), &w);
            click(next);
            ASSERT_EQ(w.currentId(), sw::ui::FateWizard::StuntsPage);
            withModal<QDialog>([&] { click(w.findChild<QPushButton *>(u"wizardAddStunt"_s)); }, [&](QDialog &d) {
                QTest::keyClicks(d.findChild<QLineEdit *>(u"stuntName"_s), u"Relentless"_s);
                click(d.findChild<QPushButton *>(u"stuntOk"_s));
            });
            EXPECT_EQ(w.draft().stunts.size(), 1);
            shot(u"fate-journey-3-wizard-stunts-"_s + code(), &w);
            click(next);
            ASSERT_EQ(w.currentId(), sw::ui::FateWizard::SummaryPage);
            shot(u"fate-journey-4-wizard-summary-"_s + code(), &w);
            click(w.button(QWizard::FinishButton));
        });
    }
};

TEST_P(FateLanguageJourney, WizardRollInvokeConsequenceMilestoneUndoRedoRestart)
{
    languages.setLanguage(GetParam());
    QTest::qWait(1);

    // 1. The wizard: Ruth, the pyramid, one stunt; refresh 3, 6 physical boxes from Physique +3.
    makeByWizard();
    const QList<std::pair<qint64, sw::fate::Character>> made = sw::fate::characters(window->session()->store());
    ASSERT_EQ(made.size(), 1);
    const qint64 id = made.first().first;
    EXPECT_EQ(stored(id).name, u"Ruth"_s);
    EXPECT_EQ(stored(id).refresh, 3);
    EXPECT_EQ(stored(id).fatePoints, 3);
    EXPECT_EQ(stored(id).physicalStress.size(), 6);
    EXPECT_EQ(stored(id).mentalStress.size(), 4);
    QWidget *sheet = window->sheetTabs()->currentWidget();
    ASSERT_NE(sheet, nullptr);
    EXPECT_EQ(sheet->windowTitle(), u"Ruth"_s);
    shot(u"fate-journey-5-sheet-"_s + code());

    // 2. A roll with an invoke: Fight Great (+4), dice 0-00 (−1) against Superb (+5): effort 3,
    // a fail; the high concept invoked for a fate point: +2, effort 5, a tie.
    fateUi()->diceDock()->toggleViewAction()->trigger();
    sw::ui::FateDicePanel *dice = fateUi()->dice();
    auto *character = find<QComboBox>(dice, u"fateRollCharacter"_s);
    character->setCurrentIndex(character->findData(id));
    auto *skill = find<QComboBox>(dice, u"fateRollSkill"_s);
    skill->setCurrentIndex(skill->findData(u"fight"_s));
    EXPECT_EQ(find<QSpinBox>(dice, u"fateRollRating"_s)->value(), 4);
    typeInto(find<QSpinBox>(dice, u"fateRollTarget"_s), u"5"_s);
    EXPECT_TRUE(find<QLabel>(dice, u"fateRollOdds"_s)->text().contains(u"14/81"_s)) // succeed: dice +2 or +3
        << find<QLabel>(dice, u"fateRollOdds"_s)->text().toStdString();
    QTest::keyClicks(find<QLineEdit>(dice, u"fateRollFaces"_s), u"0-00"_s);
    click(find<QPushButton>(dice, u"fateRoll"_s));
    EXPECT_TRUE(find<QLabel>(dice, u"fateRollResult"_s)->text().contains(outcome(sw::fate::Outcome::Fail)));
    auto *aspect = find<QComboBox>(dice, u"fateInvokeAspect"_s);
    aspect->setCurrentIndex(aspect->findText(u"Monster Hunter"_s));
    ASSERT_GE(aspect->currentIndex(), 0);
    click(find<QPushButton>(dice, u"fateInvoke"_s));
    EXPECT_EQ(stored(id).fatePoints, 2);
    const QString result = find<QLabel>(dice, u"fateRollResult"_s)->text();
    EXPECT_TRUE(result.contains(outcome(sw::fate::Outcome::Tie))) << result.toStdString();
    EXPECT_TRUE(result.contains(sw::fate::ladderLabel(pack(), 5, GetParam()).toHtmlEscaped())) << result.toStdString();
    EXPECT_EQ(window->session()->store().rolls().size(), 2); // the roll and the invoke, logged
    shot(u"fate-journey-6-dice-"_s + code());
    fateUi()->diceDock()->toggleViewAction()->trigger();

    // 3. A hit of 4 absorbed: two stress boxes and a mild consequence (2), the Ghoul's free invoke.
    withModal<sw::ui::AbsorbHitDialog>([&] { click(find<QPushButton>(sheet, u"takeHit"_s)); }, [&](sw::ui::AbsorbHitDialog &d) {
        typeInto(find<QSpinBox>(&d, u"hitShifts"_s), u"4"_s);
        tick(find<QCheckBox>(&d, u"box_0"_s));
        tick(find<QCheckBox>(&d, u"box_1"_s));
        tick(find<QCheckBox>(&d, u"take_mild"_s));
        QLineEdit *text = find<QLineEdit>(&d, u"text_mild"_s);
        QTest::mouseClick(text, Qt::LeftButton);
        QTest::keyClicks(text, u"Twisted Knee"_s);
        QLineEdit *by = find<QLineEdit>(&d, u"inflictedBy"_s);
        QTest::mouseClick(by, Qt::LeftButton);
        QTest::keyClicks(by, u"Ghoul"_s);
        shot(u"fate-journey-7-hit-"_s + code(), &d);
        QPushButton *ok = d.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        EXPECT_TRUE(ok->isEnabled());
        click(ok);
    });
    {
        const sw::fate::Character c = stored(id);
        EXPECT_EQ(c.physicalStress, (QList<bool>{true, true, false, false, false, false}));
        ASSERT_EQ(c.consequences.size(), 1);
        EXPECT_EQ(c.consequences[0].slot, u"mild"_s);
        EXPECT_EQ(c.consequences[0].text, u"Twisted Knee"_s);
        EXPECT_EQ(c.consequences[0].freeInvokes, (QList<sw::fate::FreeInvokes>{{u"Ghoul"_s, 1}}));
    }
    EXPECT_EQ(find<QLineEdit>(sheet, u"consequence_mild"_s)->text(), u"Twisted Knee"_s);
    shot(u"fate-journey-8-sheet-hurt-"_s + code());

    // 4. A minor milestone: the trouble rewritten (the high concept is not offered).
    withModal<sw::ui::MilestoneDialog>([&] { click(find<QPushButton>(sheet, u"minorMilestone"_s)); }, [&](sw::ui::MilestoneDialog &d) {
        auto *which = d.findChild<QComboBox *>(u"rewriteAspectIndex"_s);
        for (int i = 0; i < which->count(); ++i)
            EXPECT_FALSE(which->itemText(i).contains(u"Monster Hunter"_s));
        click(d.findChild<QRadioButton *>(u"minorRewriteAspect"_s));
        which->setCurrentIndex(which->findData(1));
        QTest::keyClicks(d.findChild<QLineEdit *>(u"rewriteAspectText"_s), u"Oathbound"_s);
        shot(u"fate-journey-9-milestone-"_s + code(), &d);
        click(d.findChild<QPushButton *>(u"milestoneOk"_s));
    });
    EXPECT_EQ(stored(id).aspects.at(1).text, u"Oathbound"_s);

    // 5. Undo and redo, with the menu's actions: the milestone, then the hit.
    undo();
    EXPECT_EQ(stored(id).aspects.at(1).text, u"Sworn to a Dead God"_s);
    undo();
    EXPECT_TRUE(stored(id).consequences.isEmpty());
    EXPECT_EQ(stored(id).physicalStress, QList<bool>(6, false));
    redo();
    redo();
    EXPECT_EQ(stored(id).aspects.at(1).text, u"Oathbound"_s);
    EXPECT_EQ(stored(id).consequences.size(), 1);
    EXPECT_EQ(find<QLineEdit>(sheet, u"aspectText1"_s)->text(), u"Oathbound"_s);

    // 6. Closed and opened again: the sheet, its words and the undo history are all there.
    window.reset();
    openWindow(false);
    const QString dockTitle = QCoreApplication::translate("sw::ui::FateUi", "Fate Dice");
    EXPECT_EQ(fateUi()->diceDock()->windowTitle(), dockTitle); // the new window speaks the language
    EXPECT_EQ(dockTitle == u"Fate Dice"_s, GetParam() == sw::Language::English) << dockTitle.toStdString();
    sheet = open(id);
    ASSERT_NE(sheet, nullptr);
    const sw::fate::Character after = stored(id);
    EXPECT_EQ(after.aspects.at(1).text, u"Oathbound"_s);
    EXPECT_EQ(after.fatePoints, 2);
    EXPECT_EQ(after.consequences.size(), 1);
    EXPECT_EQ(find<QLineEdit>(sheet, u"consequence_mild"_s)->text(), u"Twisted Knee"_s);
    shot(u"fate-journey-10-restarted-"_s + code());
    undo(); // the journal outlives the window
    EXPECT_EQ(stored(id).aspects.at(1).text, u"Sworn to a Dead God"_s);
}

INSTANTIATE_TEST_SUITE_P(Languages, FateLanguageJourney,
                         ::testing::Values(sw::Language::English, sw::Language::TraditionalChinese, sw::Language::SimplifiedChinese),
                         [](const auto &param) { return sw::languageCode(param.param).remove(u'_').toStdString(); });

} // namespace
