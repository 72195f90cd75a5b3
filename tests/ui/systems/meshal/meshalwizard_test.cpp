// The guided creation (spec §3) by clicks and keys: features within the species (rules 46–47),
// Talent spent with the cost shown (rules 21, 25–27), equipment within the limits (rule 36), the
// dice set to the totals; Finish is one undoable edit.
#include "ui/systems/meshal/meshalfixture.h"
#include "systems/meshal/ledger.h"
#include "systems/meshal/meshalwizard.h"
#include "systems/meshal/store/meshalprofile.h"

#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace {

using MeshalWizardTest = sw::test::MeshalWindowTest;

TEST_F(MeshalWizardTest, TheWizardMakesACharacterInOneUndoableEdit)
{
    withModal<sw::ui::MeshalWizard>([&] { window->action(u"newMeshalWizard"_s)->trigger(); }, [&](sw::ui::MeshalWizard &w) {
        QAbstractButton *next = w.button(QWizard::NextButton);
        EXPECT_FALSE(next->isEnabled());
        QTest::keyClicks(w.findChild<QLineEdit *>(u"meshalWizardName"_s), u"Trinity"_s);
        auto *species = w.findChild<QComboBox *>(u"meshalWizardSpecies"_s);
        species->setFocus();
        QTest::keyClick(species, Qt::Key_Down); // 人类: 中型人形, 男性/女性 (L260)
        EXPECT_EQ(w.findChild<QComboBox *>(u"meshalWizardForm"_s)->currentText(), u"人形"_s);
        auto *gender = w.findChild<QComboBox *>(u"meshalWizardGender"_s);
        gender->setFocus();
        QTest::keyClick(gender, Qt::Key_Down);
        EXPECT_EQ(gender->currentText(), u"女性"_s);
        EXPECT_TRUE(next->isEnabled());
        shot(u"meshal-wizard-identity"_s, &w);
        click(next);
        ASSERT_EQ(w.currentId(), sw::ui::MeshalWizard::TalentPage);

        auto *might = w.findChild<QPushButton *>(u"meshalWizardRaise_might"_s);
        EXPECT_EQ(might->text(), u"Raise (9)"_s);
        click(might);
        EXPECT_EQ(might->text(), u"Raise (12)"_s);
        click(might); // 3 → 5: 9 + 12 = 21 (rule 3)
        EXPECT_EQ(might->text(), u"Raise (15)"_s);
        QTest::keyClicks(w.findChild<QLineEdit *>(u"meshalWizardAbility"_s), u"Keen Eye"_s);
        w.findChild<QComboBox *>(u"meshalWizardAbilityType"_s)->setCurrentIndex(2); // a 精神 ability
        auto *level = w.findChild<QSpinBox *>(u"meshalWizardAbilityLevel"_s);
        QTest::mouseClick(level, Qt::LeftButton);
        QTest::keyClick(level, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(level, u"3"_s);
        auto *buy = w.findChild<QPushButton *>(u"meshalWizardBuy"_s);
        EXPECT_EQ(buy->text(), u"&Buy (9)"_s); // level ×3 (rule 26), shown before buying
        click(buy);
        EXPECT_EQ(w.findChild<QLabel *>(u"meshalWizardStrength"_s)->text(), u"Strength 30/6 (spent/unspent)"_s);
        QTest::keyClicks(w.findChild<QLineEdit *>(u"meshalWizardAbility"_s), u"Too Much"_s);
        w.findChild<QComboBox *>(u"meshalWizardAbilityType"_s)->setCurrentIndex(3); // 通用: occupies nothing
        QTest::keyClick(level, Qt::Key_Return); // Enter buys: 9 more than the 6 left (rule 21)
        EXPECT_EQ(w.currentId(), sw::ui::MeshalWizard::TalentPage);
        EXPECT_EQ(w.findChild<QLabel *>(u"meshalWizardTalentRefusal"_s)->text(), u"That costs 9 Talent; only 6 is unspent (rule 21)."_s);
        EXPECT_EQ(w.draft().abilities.size(), 1);
        shot(u"meshal-wizard-talent"_s, &w);
        click(next);
        ASSERT_EQ(w.currentId(), sw::ui::MeshalWizard::EquipmentPage);
        auto *items = w.findChild<QListWidget *>(u"meshalWizardItems"_s);
        items->item(0)->setCheckState(Qt::Checked); // the battle axe
        EXPECT_TRUE(w.findChild<QLabel *>(u"meshalWizardSummary"_s)->text().contains(u"light 1"_s));
        shot(u"meshal-wizard-equipment"_s, &w);
        click(w.button(QWizard::FinishButton));
        EXPECT_TRUE(w.created().has_value());
    });
    const auto all = sw::meshal::characters(window->session()->store());
    ASSERT_EQ(all.size(), 1);
    const sw::meshal::Character c = all.first().second;
    EXPECT_FALSE(c.creation);
    EXPECT_EQ(c.trainedScore(sw::meshal::Attribute::Might), 5);
    EXPECT_EQ(c.currentDice(sw::meshal::Attribute::Might), 5); // spec §3 step 12
    EXPECT_EQ(sw::meshal::strengthNotation(sw::meshal::talentSummary(c)), u"30/6"_s);
    EXPECT_EQ(c.items.size(), 1);
    ASSERT_NE(window->sheetTabs()->currentWidget(), nullptr);
    EXPECT_EQ(window->sheetTabs()->currentWidget()->objectName(), u"meshalSheet"_s);
    undo();
    EXPECT_TRUE(sw::meshal::characters(window->session()->store()).isEmpty());
}

} // namespace

namespace {

// Spec §3 step 1 (the rules profile) and rule 20 (L237: the host may change the starting Talent):
// the wizard says which modules the campaign plays with and starts from the campaign's Talent.
TEST_F(MeshalWizardTest, TheWizardShowsTheCampaignsProfileAndStartingTalent)
{
    ASSERT_TRUE(editor()->push(u"profile"_s, [](sw::store::CampaignStore &s) {
        return sw::meshal::saveProfile(s, {u"replenishing"_s}, {{u"starting_talent"_s, 40}}, u"profile"_s);
    }));
    withModal<sw::ui::MeshalWizard>([&] { window->action(u"newMeshalWizard"_s)->trigger(); }, [&](sw::ui::MeshalWizard &w) {
        const QString profile = w.findChild<QLabel *>(u"meshalWizardProfile"_s)->text();
        EXPECT_TRUE(profile.startsWith(u"Rules profile: these optional modules (扩展) are on: "_s)) << profile.toStdString();
        EXPECT_TRUE(profile.endsWith(u"Replenishing."_s)) << profile.toStdString();
        EXPECT_EQ(w.findChild<QSpinBox *>(u"meshalWizardTalent"_s)->value(), 40);
    });
}

} // namespace
