// The creation wizards and the advancement dialogs, driven as a player would
// (rules/blades-A-character.md §3, §4.2; blades-B-crew.md §1.12, §2).
#include "wizarddriver.h"
#include "systems/blades/wizards/advancementdialog.h"
#include "systems/blades/wizards/characterwizard.h"
#include "systems/blades/wizards/crewadvancedialog.h"
#include "systems/blades/wizards/crewwizard.h"

#include "languagemanager.h"
#include "widgets/dotrating.h"

#include "systems/blades/charactervalidator.h"
#include "systems/blades/crewvalidator.h"
#include "systems/blades/rulepackloader.h"
#include "systems/blades/sheetops.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QSpinBox>
#include <QTest>
#include <QTextBrowser>
#include <QTreeWidget>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::Language;
using sw::ui::CharacterWizard;
using sw::ui::CrewWizard;

using namespace sw::test::wizard;


// A §3: every step through the engine; the result is a legal sheet in play.
TEST(CharacterWizard, MakesALegalScoundrel)
{
    CharacterWizard w(srd(), Language::English);
    makeCutter(w);
    EXPECT_TRUE(problem(&w, u"summaryProblems"_s).isEmpty()) << problem(&w, u"summaryProblems"_s).toStdString();
    EXPECT_TRUE(child<QTextBrowser>(&w, u"summary"_s)->toPlainText().contains(u"Mara Kell"_s));
    w.button(QWizard::FinishButton)->click();
    EXPECT_EQ(w.result(), QDialog::Accepted);

    const sw::blades::Character c = w.character();
    EXPECT_EQ(c.phase, sw::blades::CharacterPhase::Play);
    EXPECT_TRUE(sw::blades::blockingViolations(c, srd()).isEmpty());
    EXPECT_EQ(c.playbook, u"cutter"_s);
    EXPECT_EQ(c.heritage, u"skovlan"_s);
    EXPECT_EQ(c.heritageDetail, u"Refugee family in Charterhall"_s);
    EXPECT_EQ(c.background, u"military"_s);
    EXPECT_EQ(c.rating(u"skirmish"_s), 2);
    EXPECT_EQ(c.rating(u"command"_s), 1);
    EXPECT_EQ(c.rating(u"wreck"_s), 2);
    EXPECT_EQ(c.abilities, QStringList{u"bodyguard"_s});
    EXPECT_EQ(c.friendNpc, u"marlane"_s);
    EXPECT_EQ(c.rivalNpc, u"chael"_s);
    EXPECT_EQ(c.vice, u"stupor"_s);
    EXPECT_EQ(c.purveyor, u"Tuesday's pit, Coalridge"_s);
    EXPECT_EQ(c.name, u"Mara Kell"_s);
    EXPECT_EQ(c.alias, u"the Widow"_s);
    EXPECT_EQ(c.look, u"lean, scarred hands"_s);
}

// A §3 step 4: no action above 2 at creation; the refused dot is explained, not dropped silently.
TEST(CharacterWizard, RefusesAThirdDotAtCreationAndSaysWhy)
{
    CharacterWizard w(srd(), Language::English);
    w.restart();
    pick(&w, u"playbookList"_s, u"cutter"_s);
    w.next();
    pick(&w, u"heritageList"_s, u"skovlan"_s);
    w.next();
    pick(&w, u"backgroundList"_s, u"military"_s);
    w.next();
    requestDots(&w, u"skirmish"_s, 3);
    EXPECT_EQ(w.draft().rating(u"skirmish"_s), 2);
    EXPECT_EQ(child<sw::ui::DotRating>(&w, u"action_skirmish"_s)->value(), 2);
    const QString why = problem(&w, u"dotsProblem"_s);
    EXPECT_TRUE(why.contains(u"Skirmish"_s) && why.contains(u"2"_s)) << why.toStdString();
    EXPECT_TRUE(child<QLabel>(&w, u"dotsLeft"_s)->text().startsWith(u"4 of 4"_s));

    // The playbook's own dots stay: taking one away is refused too.
    requestDots(&w, u"command"_s, 0);
    EXPECT_EQ(w.draft().rating(u"command"_s), 1);
    EXPECT_FALSE(problem(&w, u"dotsProblem"_s).isEmpty());

    // An eighth dot is one too many.
    requestDots(&w, u"wreck"_s, 2);
    requestDots(&w, u"prowl"_s, 2);
    requestDots(&w, u"hunt"_s, 1);
    EXPECT_EQ(w.draft().rating(u"hunt"_s), 0);
    EXPECT_TRUE(problem(&w, u"dotsProblem"_s).contains(u"7"_s)) << problem(&w, u"dotsProblem"_s).toStdString();
}

// A §3 step 6: friend and rival are different people.
TEST(CharacterWizard, RefusesTheFriendAsRival)
{
    CharacterWizard w(srd(), Language::English);
    w.restart();
    pick(&w, u"playbookList"_s, u"whisper"_s);
    const QString npc = srd().playbook(u"whisper"_s)->npcs.at(0).id;
    w.setStartId(CharacterWizard::FriendsStep); // the NPC step on its own
    w.restart();
    pick(&w, u"friendList"_s, npc);
    pick(&w, u"rivalList"_s, npc);
    EXPECT_EQ(w.draft().friendNpc, npc);
    EXPECT_TRUE(w.draft().rivalNpc.isEmpty());
    EXPECT_FALSE(problem(&w, u"npcProblem"_s).isEmpty());
    EXPECT_FALSE(w.button(QWizard::NextButton)->isEnabled());
}

// Content follows the language: the language manager's switch relabels the pack's text.
TEST(CharacterWizard, RelabelsPackTextWhenTheLanguageChanges)
{
    sw::ui::LanguageManager languages;
    CharacterWizard w(srd(), Language::English);
    w.restart();
    auto *list = child<QListWidget>(&w, u"playbookList"_s);
    ASSERT_GT(list->count(), 0);
    EXPECT_EQ(list->item(0)->text(), u"Cutter"_s);
    languages.setLanguage(Language::TraditionalChinese);
    QApplication::processEvents();
    EXPECT_EQ(list->item(0)->text(), u"利刃"_s);
    EXPECT_NE(w.button(QWizard::NextButton)->text(), u"&Next >"_s) << "Qt's own words follow too";
    w.setLanguage(Language::SimplifiedChinese);
    EXPECT_EQ(list->item(0)->text(), srd().playbooks.at(0).name.zhCN);
    languages.setLanguage(Language::English);
    QApplication::processEvents();
    EXPECT_EQ(list->item(0)->text(), u"Cutter"_s);
}

// B §2: a Shadows crew, step by step; the deal, the paid helper and the contact move coin and status.
TEST(CrewWizard, MakesALegalCrew)
{
    CrewWizard w(srd(), Language::English);
    w.restart();
    ASSERT_TRUE(pick(&w, u"crewTypeList"_s, u"shadows"_s));
    w.next();
    ASSERT_TRUE(pick(&w, u"reputationList"_s, u"subtle"_s));
    type(&w, u"lairDistrict"_s, u"Crow's Foot"_s);
    type(&w, u"lair"_s, u"A flooded cellar"_s);
    w.next();
    ASSERT_EQ(w.currentId(), CrewWizard::HuntingStep);
    type(&w, u"huntingDistrict"_s, u"Silkshore"_s);
    choose(&w, u"huntingOperation"_s, u"burglary"_s);
    choose(&w, u"huntingFaction"_s, u"lampblacks"_s);
    choose(&w, u"huntingDeal"_s, u"pay_respect"_s);
    EXPECT_EQ(w.draft().coin, 0);
    choose(&w, u"huntingDeal"_s, u"pay_nothing"_s); // changing one's mind never pays twice
    EXPECT_EQ(w.draft().coin, 2);
    choose(&w, u"huntingDeal"_s, u"pay_off"_s);
    EXPECT_EQ(w.draft().coin, 1);
    w.next();
    ASSERT_EQ(w.currentId(), CrewWizard::AbilityStep);
    EXPECT_EQ(w.draft().abilities, QStringList{u"pack_rats"_s}) << "the first ability is the default";
    ASSERT_TRUE(pick(&w, u"crewAbilityList"_s, u"second_story"_s));
    w.next();
    ASSERT_EQ(w.currentId(), CrewWizard::UpgradesStep);
    EXPECT_FALSE(w.button(QWizard::NextButton)->isEnabled());
    child<QSpinBox>(&w, u"upgrade_rigging"_s)->setValue(1);
    child<QSpinBox>(&w, u"upgrade_quality_gear"_s)->setValue(1);
    child<QSpinBox>(&w, u"upgrade_workshop"_s)->setValue(1); // a third box is one too many
    EXPECT_EQ(w.draft().upgrades.value(u"workshop"_s), 0);
    EXPECT_EQ(child<QSpinBox>(&w, u"upgrade_workshop"_s)->value(), 0);
    EXPECT_FALSE(problem(&w, u"upgradesProblem"_s).isEmpty());
    EXPECT_TRUE(w.button(QWizard::NextButton)->isEnabled());
    w.next();
    ASSERT_EQ(w.currentId(), CrewWizard::FactionsStep);
    choose(&w, u"helpedFaction"_s, u"bluecoats"_s);
    child<QCheckBox>(&w, u"helpedPaid"_s)->setChecked(true);
    EXPECT_EQ(w.draft().coin, 0);
    choose(&w, u"hurtFaction"_s, u"billhooks"_s);
    child<QCheckBox>(&w, u"hurtPaid"_s)->setChecked(true); // no coin left: refused
    EXPECT_FALSE(child<QCheckBox>(&w, u"hurtPaid"_s)->isChecked());
    EXPECT_FALSE(problem(&w, u"upgradeFactionsProblem"_s).isEmpty());
    w.next();
    ASSERT_EQ(w.currentId(), CrewWizard::ContactStep) << "no cohort to make";
    ASSERT_TRUE(pick(&w, u"contactList"_s, u"deal_broker"_s));
    choose(&w, u"friendlyFaction"_s, u"lampblacks"_s);
    choose(&w, u"unfriendlyFaction"_s, u"red_sashes"_s);
    w.next();
    type(&w, u"crewName"_s, u"The Gray Knives"_s);
    w.next();
    ASSERT_EQ(w.currentId(), CrewWizard::SummaryStep);
    EXPECT_TRUE(problem(&w, u"summaryProblems"_s).isEmpty()) << problem(&w, u"summaryProblems"_s).toStdString();
    w.button(QWizard::FinishButton)->click();
    EXPECT_EQ(w.result(), QDialog::Accepted);

    const sw::blades::Crew crew = w.crew();
    EXPECT_EQ(crew.phase, sw::blades::CrewPhase::Play);
    EXPECT_TRUE(sw::blades::blockingCrewViolations(crew, srd()).isEmpty());
    EXPECT_EQ(crew.name, u"The Gray Knives"_s);
    EXPECT_EQ(crew.crewType, u"shadows"_s);
    EXPECT_EQ(crew.reputation, u"subtle"_s);
    EXPECT_EQ(crew.lairDistrict, u"Crow's Foot"_s);
    EXPECT_EQ(crew.huntingGrounds.operation, u"burglary"_s); // B §2 step 3: the pack's id
    EXPECT_EQ(crew.huntingGrounds.deal, u"pay_off"_s);
    EXPECT_EQ(crew.abilities, QStringList{u"second_story"_s});
    EXPECT_EQ(crew.upgrades.value(u"rigging"_s), 1);
    EXPECT_EQ(crew.upgrades.value(u"training_prowess"_s), 1);
    EXPECT_EQ(crew.coin, 0);
    EXPECT_EQ(crew.factionStatus.value(u"lampblacks"_s), 1);  // the deal 0, the contact's friend +1
    EXPECT_EQ(crew.factionStatus.value(u"bluecoats"_s), 2);   // helped, paid
    EXPECT_EQ(crew.factionStatus.value(u"billhooks"_s), -2);  // hurt, unpaid
    EXPECT_EQ(crew.factionStatus.value(u"red_sashes"_s), -1); // the contact's enemy
    const auto favorite = std::find_if(crew.contacts.begin(), crew.contacts.end(), [](const auto &c) { return c.favorite; });
    ASSERT_NE(favorite, crew.contacts.end());
    EXPECT_EQ(favorite->id, u"deal_broker"_s);
}

// B §2 step 5, §4: Bravos start with a gang; the wizard asks for it before the contact.
TEST(CrewWizard, AsksForTheCohortTheUpgradesPayFor)
{
    CrewWizard w(srd(), Language::English);
    w.restart();
    pick(&w, u"crewTypeList"_s, u"bravos"_s);
    w.setStartId(CrewWizard::UpgradesStep);
    w.restart();
    child<QSpinBox>(&w, u"upgrade_quality_weapons"_s)->setValue(1);
    child<QSpinBox>(&w, u"upgrade_vault"_s)->setValue(1);
    w.next();
    w.next();
    ASSERT_EQ(w.currentId(), CrewWizard::CohortStep);
    EXPECT_EQ(w.cohortsMissing(), 1);
    EXPECT_FALSE(w.button(QWizard::NextButton)->isEnabled());
    EXPECT_EQ(child<QComboBox>(&w, u"cohortType"_s)->currentData().toString(), u"thugs"_s) << "the type's own gang";
    child<QAbstractButton>(&w, u"addCohort"_s)->click();
    ASSERT_EQ(w.base().cohorts.size(), 1);
    EXPECT_EQ(w.base().cohorts.at(0).types, QStringList{u"thugs"_s});
    EXPECT_EQ(w.cohortsMissing(), 0);
    EXPECT_TRUE(w.button(QWizard::NextButton)->isEnabled());
}

// B §2 step 5: where the type offers "one of" two starting upgrades, switching keeps the crew's own boxes.
TEST(CrewWizard, SwitchesBetweenTheStartingUpgradeOptions)
{
    CrewWizard w(srd(), Language::English);
    w.restart();
    pick(&w, u"crewTypeList"_s, u"smugglers"_s);
    w.setStartId(CrewWizard::UpgradesStep);
    w.restart();
    EXPECT_EQ(w.base().upgrades.value(u"boat_house"_s), 2);
    child<QSpinBox>(&w, u"upgrade_vault"_s)->setValue(2);
    choose(&w, u"startingUpgrade1"_s, u"carriage_house"_s);
    EXPECT_EQ(w.base().upgrades.value(u"carriage_house"_s), 2);
    EXPECT_FALSE(w.base().upgrades.contains(u"boat_house"_s));
    EXPECT_EQ(w.base().upgrades.value(u"vault"_s), 2);
    EXPECT_TRUE(problem(&w, u"upgradesProblem"_s).isEmpty()) << problem(&w, u"upgradesProblem"_s).toStdString();
    EXPECT_TRUE(w.button(QWizard::NextButton)->isEnabled());
}

// A §4.2: only legal advances are offered; the chosen one is applied by the engine.
TEST(AdvancementDialog, OffersOnlyLegalChoicesAndAppliesOne)
{
    sw::blades::Character c = sw::blades::startCharacter(u"cutter"_s, srd());
    c.name = u"Mara Kell"_s;
    c.actions[u"skirmish"_s] = 3;
    c.actions[u"wreck"_s] = 1;
    c.abilities = {u"battleborn"_s};
    c.phase = sw::blades::CharacterPhase::Play;
    c.pendingPlaybookAdvances = 1;
    c.pendingAttributeAdvances[u"prowess"_s] = 1;

    sw::ui::AdvancementDialog dialog(c, srd(), Language::English);
    QTreeWidget *tree = dialog.choices();
    const auto find = [&](const QString &id) -> QTreeWidgetItem * {
        for (QTreeWidgetItemIterator it(tree); *it; ++it) {
            if ((*it)->data(0, Qt::UserRole + 2).toString() == id)
                return *it;
        }
        return nullptr;
    };
    ASSERT_NE(find(u"skirmish"_s), nullptr);
    EXPECT_FALSE(find(u"skirmish"_s)->flags() & Qt::ItemIsEnabled) << "at the cap of 3";
    EXPECT_FALSE(find(u"skirmish"_s)->toolTip(0).isEmpty());
    EXPECT_FALSE(find(u"battleborn"_s)->flags() & Qt::ItemIsEnabled) << "already taken";
    EXPECT_TRUE(find(u"bodyguard"_s)->flags() & Qt::ItemIsEnabled);
    EXPECT_EQ(find(u"ghost_voice"_s), nullptr) << "another playbook's ability needs a Veteran pick";
    EXPECT_EQ(find(u"hunt"_s), nullptr) << "Hunt is not under Prowess";

    tree->setCurrentItem(find(u"wreck"_s));
    const sw::ui::AdvancementDialog::Choice choice = dialog.choice();
    EXPECT_EQ(choice.kind, sw::ui::AdvancementDialog::Choice::ActionDot);
    EXPECT_EQ(choice.attribute, u"prowess"_s);
    EXPECT_EQ(choice.id, u"wreck"_s);
    EXPECT_FALSE(child<QTextBrowser>(&dialog, u"advancePreview"_s)->toPlainText().isEmpty());
    const sw::blades::Outcome o = dialog.apply(c);
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.rating(u"wreck"_s), 2);
    EXPECT_TRUE(o.after.pendingAttributeAdvances.isEmpty());

    tree->setCurrentItem(find(u"bodyguard"_s));
    const sw::blades::Outcome ability = dialog.apply(c);
    ASSERT_TRUE(ability.done());
    EXPECT_EQ(ability.after.abilities, (QStringList{u"battleborn"_s, u"bodyguard"_s}));
}

// A §4.2 (Veteran): with a Veteran pick, other playbooks' abilities are offered too.
TEST(AdvancementDialog, VeteranOpensOtherPlaybooks)
{
    sw::blades::Character c = sw::blades::startCharacter(u"cutter"_s, srd());
    c.name = u"Mara Kell"_s;
    c.abilities = {u"battleborn"_s, u"veteran_cutter"_s};
    c.phase = sw::blades::CharacterPhase::Play;
    c.pendingPlaybookAdvances = 1;
    sw::ui::AdvancementDialog dialog(c, srd(), Language::English);
    bool foreign = false;
    for (QTreeWidgetItemIterator it(dialog.choices()); *it; ++it)
        foreign = foreign || (*it)->data(0, Qt::UserRole + 2).toString() == u"ghost_voice"_s;
    EXPECT_TRUE(foreign);
}

// B §1.12: one crew ability, or exactly two upgrade boxes.
TEST(CrewAdvanceDialog, OffersAnAbilityOrTwoBoxes)
{
    sw::blades::Crew crew = sw::blades::startCrew(u"shadows"_s, srd());
    crew.abilities = {u"pack_rats"_s};
    crew.phase = sw::blades::CrewPhase::Play;
    crew.pendingAdvances = 1;
    sw::ui::CrewAdvanceDialog dialog(crew, srd(), Language::English);
    auto *abilities = child<QListWidget>(&dialog, u"crewAbilityChoices"_s);
    QStringList offered;
    for (int row = 0; row < abilities->count(); ++row)
        offered << abilities->item(row)->data(Qt::UserRole).toString();
    EXPECT_FALSE(offered.contains(u"pack_rats"_s)) << "already taken";
    EXPECT_TRUE(offered.contains(u"second_story"_s));
    EXPECT_FALSE(offered.contains(u"deadly"_s)) << "another crew type's";
    EXPECT_EQ(dialog.findChild<QSpinBox *>(u"advance_training_prowess"_s), nullptr) << "already complete";

    pick(&dialog, u"crewAbilityChoices"_s, u"second_story"_s);
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    EXPECT_TRUE(ok->isEnabled());
    const sw::blades::CrewOutcome withAbility = dialog.apply(crew);
    ASSERT_TRUE(withAbility.done());
    EXPECT_TRUE(withAbility.after.abilities.contains(u"second_story"_s));

    child<QSpinBox>(&dialog, u"advance_vault"_s)->setValue(1);
    EXPECT_TRUE(child<QRadioButton>(&dialog, u"advanceUpgrades"_s)->isChecked());
    EXPECT_FALSE(ok->isEnabled()) << "one box is not enough";
    child<QSpinBox>(&dialog, u"advance_quarters"_s)->setValue(1);
    EXPECT_TRUE(ok->isEnabled());
    child<QSpinBox>(&dialog, u"advance_workshop"_s)->setValue(1);
    EXPECT_FALSE(ok->isEnabled()) << "three boxes are too many";
    child<QSpinBox>(&dialog, u"advance_workshop"_s)->setValue(0);
    const sw::blades::CrewOutcome boxes = dialog.apply(crew);
    ASSERT_TRUE(boxes.done());
    EXPECT_EQ(boxes.after.upgrades.value(u"vault"_s), 1);
    EXPECT_EQ(boxes.after.upgrades.value(u"quarters"_s), 1);
    EXPECT_EQ(boxes.after.pendingAdvances, 0);
}

// Not a check: with SHEETWRIGHT_SCREENSHOTS=<folder> set, saves every page of both wizards and
// both dialogs in the three languages, for a person to look at.
TEST(WizardScreenshots, SavesEveryPage)
{
    const QString folder = qEnvironmentVariable("SHEETWRIGHT_SCREENSHOTS");
    if (folder.isEmpty())
        GTEST_SKIP() << "set SHEETWRIGHT_SCREENSHOTS to a folder";
    sw::ui::LanguageManager languages;
    for (const Language language : sw::kAllLanguages) {
        languages.setLanguage(language);
        QApplication::processEvents();
        const QString code = sw::languageCode(language);
        const auto save = [&](QWidget *w, const QString &name) {
            QApplication::processEvents();
            w->grab().save(u"%1/wiz-%2-%3.png"_s.arg(folder, name, code));
        };
        {
            CharacterWizard w(srd(), language);
            w.show();
            makeCutter(w);
            w.restart();
            for (int step = 0; step <= CharacterWizard::SummaryStep; ++step) {
                if (step == CharacterWizard::ActionsStep)
                    requestDots(&w, u"skirmish"_s, 3); // show a refusal
                save(&w, u"char%1"_s.arg(step));
                w.next();
            }
        }
        {
            CrewWizard w(srd(), language);
            w.show();
            w.restart();
            pick(&w, u"crewTypeList"_s, u"bravos"_s);
            save(&w, u"crew0"_s);
            w.next();
            pick(&w, u"reputationList"_s, u"daring"_s);
            type(&w, u"lairDistrict"_s, u"Crow's Foot"_s);
            save(&w, u"crew1"_s);
            w.next();
            choose(&w, u"huntingOperation"_s, u"Battle"_s);
            choose(&w, u"huntingFaction"_s, u"lampblacks"_s);
            choose(&w, u"huntingDeal"_s, u"pay_respect"_s);
            save(&w, u"crew2"_s);
            w.next();
            save(&w, u"crew3"_s);
            w.next();
            child<QSpinBox>(&w, u"upgrade_vault"_s)->setValue(2);
            child<QSpinBox>(&w, u"upgrade_workshop"_s)->setValue(1);
            save(&w, u"crew4"_s);
            w.next();
            choose(&w, u"helpedFaction"_s, u"bluecoats"_s);
            child<QCheckBox>(&w, u"helpedPaid"_s)->setChecked(true);
            save(&w, u"crew5"_s);
            w.next();
            save(&w, u"crew6"_s);
            child<QAbstractButton>(&w, u"addCohort"_s)->click();
            w.next();
            pick(&w, u"contactList"_s, u"ward_boss"_s);
            choose(&w, u"friendlyFaction"_s, u"red_sashes"_s);
            save(&w, u"crew7"_s);
            w.next();
            type(&w, u"crewName"_s, u"The Iron Saints"_s);
            save(&w, u"crew8"_s);
            w.next();
            save(&w, u"crew9"_s);
        }
        {
            sw::blades::Character c = sw::blades::startCharacter(u"cutter"_s, srd());
            c.actions[u"skirmish"_s] = 3;
            c.abilities = {u"battleborn"_s, u"veteran_cutter"_s};
            c.phase = sw::blades::CharacterPhase::Play;
            c.pendingPlaybookAdvances = 1;
            c.pendingAttributeAdvances[u"prowess"_s] = 1;
            sw::ui::AdvancementDialog dialog(c, srd(), language);
            dialog.show();
            save(&dialog, u"advance"_s);
        }
        {
            sw::blades::Crew crew = sw::blades::startCrew(u"shadows"_s, srd());
            crew.abilities = {u"pack_rats"_s};
            crew.phase = sw::blades::CrewPhase::Play;
            crew.pendingAdvances = 1;
            sw::ui::CrewAdvanceDialog dialog(crew, srd(), language);
            dialog.show();
            save(&dialog, u"crewadvance"_s);
        }
    }
    languages.setLanguage(Language::English);
}
