// Fate ▸ Pack or Profile (issue #17: a custom creation pattern "is a profile, not code"): the GM
// picks the diamond profile from the user's Fate pack folder in the menu's dialog, as one undoable
// step; the wizard then counts the diamond's 1/2/3/2/1 (spec §7.2, rule 17), lets a sheet that
// fills it through and finishes it (rule 18 judges the steps taken in play, not the pattern).
#include "ui/systems/fate/fatefixture.h"
#include "core/systems/fate/diamondprofile.h"
#include "systems/fate/fatewizard.h"
#include "systems/fate/store/campaignpack.h"

#include <QComboBox>
#include <QInputDialog>
#include <QLabel>
#include <QSpinBox>
#include <QTextDocument>

using namespace Qt::StringLiterals;

namespace {

using FatePackTest = sw::test::FateWindowTest;

TEST_F(FatePackTest, Rule17_TheGmPicksTheDiamondProfileAndTheWizardCountsIt)
{
    ASSERT_FALSE(sw::fate::test::writeDiamondProfile().isEmpty());
    QAction *pick = fateUi()->findChild<QAction *>(u"fatePack"_s); // in the Fate menu
    ASSERT_NE(pick, nullptr);
    withModal<QInputDialog>([&] { pick->trigger(); }, [&](QInputDialog &d) {
        auto *combo = d.findChild<QComboBox *>();
        ASSERT_NE(combo, nullptr);
        EXPECT_EQ(combo->currentText(), u"Fate Condensed (SRD) (fate_condensed)"_s);
        const int diamond = combo->findText(u"Diamond Profile (diamond)"_s);
        ASSERT_GE(diamond, 0);
        combo->setCurrentIndex(diamond);
        shot(u"fate-pack-pick"_s, &d);
        d.accept();
    });
    EXPECT_EQ(sw::fate::campaignFatePackId(window->session()->store()), u"diamond"_s);
    EXPECT_EQ(editor()->pack().id, u"diamond"_s);
    undo();
    EXPECT_EQ(editor()->pack().id, u"fate_condensed"_s);
    redo();
    ASSERT_EQ(editor()->pack().id, u"diamond"_s);

    qint64 created = 0;
    withModal<sw::ui::FateWizard>([&] { window->action(u"newFateCharacter"_s)->trigger(); }, [&](sw::ui::FateWizard &w) {
        QTest::keyClicks(w.findChild<QLineEdit *>(u"wizardName"_s), u"Ruth"_s);
        const QStringList aspects{u"Monster Hunter"_s, u"Sworn to a Dead God"_s, u"Charles Saved My Life"_s, u"Iron Will"_s, u"Old Scars"_s};
        for (int i = 0; i < aspects.size(); ++i)
            QTest::keyClicks(w.findChild<QLineEdit *>(u"wizardAspect%1"_s.arg(i)), aspects.at(i));
        click(w.button(QWizard::NextButton));
        ASSERT_EQ(w.currentId(), sw::ui::FateWizard::SkillsPage);
        auto *counts = w.findChild<QLabel *>(u"wizardSkillCounts"_s);
        EXPECT_TRUE(counts->text().contains(u"Superb (+5): 0 of 1"_s)) << counts->text().toStdString();
        const QList<QPair<QString, QString>> ratings{{u"fight"_s, u"5"_s}, {u"athletics"_s, u"4"_s}, {u"physique"_s, u"4"_s},
                                                      {u"will"_s, u"3"_s}, {u"notice"_s, u"3"_s}, {u"shoot"_s, u"3"_s},
                                                      {u"stealth"_s, u"2"_s}, {u"lore"_s, u"2"_s}};
        for (const auto &[skill, value] : ratings)
            typeInto(w.findChild<QSpinBox *>(u"wizardSkill_"_s + skill), value);
        EXPECT_TRUE(counts->text().contains(u"Superb (+5): 1 of 1"_s)) << counts->text().toStdString();
        EXPECT_TRUE(counts->text().contains(u"Fair (+2): 2 of 2"_s)) << counts->text().toStdString();
        EXPECT_TRUE(counts->text().contains(u"Average (+1): 0 of 1"_s)) << counts->text().toStdString();
        EXPECT_FALSE(w.button(QWizard::NextButton)->isEnabled()); // the Average still to place
        typeInto(w.findChild<QSpinBox *>(u"wizardSkill_empathy"_s), u"1"_s);
        EXPECT_TRUE(w.button(QWizard::NextButton)->isEnabled());
        shot(u"fate-wizard-diamond"_s, &w);
        click(w.button(QWizard::NextButton));
        ASSERT_EQ(w.currentId(), sw::ui::FateWizard::StuntsPage);
        // The draft is on the campaign's profile and follows its pattern (rule 17).
        EXPECT_EQ(w.draft().packId, u"diamond"_s);
        EXPECT_EQ(w.draft().rating(u"fight"_s), 5);
        EXPECT_FALSE(sw::rules::hasCode(sw::fate::validateCharacter(w.draft(), editor()->pack(), sw::fate::CheckMode::Complete),
                                        u"fate.skills.pattern"_s));
        // Finished by a click: the diamond's steeper columns are the profile's own, not a rule
        // 18 break (that rule judges the skill steps taken in play).
        click(w.button(QWizard::NextButton));
        ASSERT_EQ(w.currentId(), sw::ui::FateWizard::SummaryPage);
        click(w.button(QWizard::FinishButton));
        EXPECT_FALSE(w.isVisible()) << status().toStdString();
        ASSERT_TRUE(w.created().has_value()) << status().toStdString();
        created = *w.created();
    });
    ASSERT_GT(created, 0);
    const sw::fate::Character ruth = stored(created);
    EXPECT_EQ(ruth.name, u"Ruth"_s);
    EXPECT_EQ(ruth.packId, u"diamond"_s);
    EXPECT_FALSE(ruth.creation); // in play: from now on the skill steps keep the columns (rule 18)
    EXPECT_EQ(ruth.rating(u"fight"_s), 5);
    // In play, a raise that makes Fair (+2) hold more than Average (+1) is still refused.
    EXPECT_TRUE(sw::fate::raiseBreaksColumns(ruth, u"stealth"_s).has_value());
    EXPECT_FALSE(sw::fate::raiseBreaksColumns(ruth, u"rapport"_s).has_value());
}

// The wizard's counts of a five-step profile fit the page in every language (they ran past the
// right edge on one line): a count is never split, the counts wrap between them, and the label is
// as tall as its lines.
class FatePackLanguageTest : public sw::test::FateWindowTest, public ::testing::WithParamInterface<sw::Language>
{
};

TEST_P(FatePackLanguageTest, Rule17_TheDiamondsCountsFitTheWizardPage)
{
    languages.setLanguage(GetParam());
    ASSERT_FALSE(sw::fate::test::writeDiamondProfile().isEmpty());
    editor()->push(u"pack"_s, [](sw::store::CampaignStore &s) { return sw::fate::setCampaignFatePack(s, u"diamond"_s, u"pack"_s); });
    ASSERT_EQ(editor()->pack().id, u"diamond"_s);
    withModal<sw::ui::FateWizard>([&] { window->action(u"newFateCharacter"_s)->trigger(); }, [&](sw::ui::FateWizard &w) {
        QTest::keyClicks(w.findChild<QLineEdit *>(u"wizardName"_s), u"Ruth"_s);
        for (int i = 0; i < 5; ++i)
            QTest::keyClicks(w.findChild<QLineEdit *>(u"wizardAspect%1"_s.arg(i)), u"Aspect %1"_s.arg(i));
        click(w.button(QWizard::NextButton));
        ASSERT_EQ(w.currentId(), sw::ui::FateWizard::SkillsPage);
        const QList<QPair<QString, QString>> ratings{{u"fight"_s, u"5"_s}, {u"athletics"_s, u"4"_s}, {u"physique"_s, u"4"_s},
                                                      {u"will"_s, u"3"_s}, {u"notice"_s, u"3"_s}, {u"shoot"_s, u"3"_s},
                                                      {u"stealth"_s, u"2"_s}, {u"lore"_s, u"2"_s}};
        for (const auto &[skill, value] : ratings)
            typeInto(w.findChild<QSpinBox *>(u"wizardSkill_"_s + skill), value);
        QApplication::processEvents();
        auto *counts = w.findChild<QLabel *>(u"wizardSkillCounts"_s);
        QWidget *page = w.currentPage();
        // The last count is there, whole, in the language's ladder words.
        EXPECT_TRUE(counts->text().contains(sw::fate::ladderLabel(editor()->pack(), 1, GetParam()))) << counts->text().toStdString();
        // The label lies within the page, and its text, laid out as the label lays it out (on one
        // line unless it wraps), fits the label's width and height.
        EXPECT_LE(counts->mapTo(page, QPoint(counts->width(), 0)).x(), page->width());
        QTextDocument laidOut;
        laidOut.setDefaultFont(counts->font());
        laidOut.setDocumentMargin(0);
        laidOut.setHtml(counts->text());
        laidOut.setTextWidth(counts->wordWrap() ? counts->contentsRect().width() : -1);
        EXPECT_LE(laidOut.idealWidth(), counts->contentsRect().width()) << counts->text().toStdString();
        EXPECT_LE(laidOut.size().height(), counts->contentsRect().height() + 1);
        shot(u"fate-wizard-diamond-counts-"_s + sw::languageCode(GetParam()), &w);
        w.reject();
    });
}

INSTANTIATE_TEST_SUITE_P(Languages, FatePackLanguageTest,
                         ::testing::Values(sw::Language::English, sw::Language::TraditionalChinese, sw::Language::SimplifiedChinese),
                         [](const auto &param) { return sw::languageCode(param.param).remove(u'_').toStdString(); });

} // namespace
