#include "systems/blades/rulepackloader.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "models/campaignsession.h"
#include "systems/blades/rulepacksdialog.h"
#include "support/profilefixture.h"
#include "systems/blades/campaigncontext.h"
#include "systems/blades/store/campaignsheets.h"
#include "core/systems/blades/fixtures.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTimer>
#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

// B: a user-supplied rule pack is listed beside the built-in one; a broken one with its fault.
TEST(RulePacksDialog, ListsTheBuiltInPackAndUserPacksWithTheirFaults)
{
    const QString folder = sw::blades::userRulePackFolder() + u"/broken_hack"_s;
    QDir().mkpath(folder);
    QFile manifest(folder + u"/pack.json"_s);
    ASSERT_TRUE(manifest.open(QIODevice::WriteOnly));
    manifest.write("{\"format\": 1, \"id\": \"broken_hack\"}");
    manifest.close();

    sw::ui::RulePacksDialog dialog(sw::Language::TraditionalChinese);
    QTreeWidget *list = dialog.list();
    ASSERT_EQ(list->topLevelItemCount(), 2);
    EXPECT_EQ(list->topLevelItem(0)->text(0), u"暗夜冷鋒（SRD）"_s);
    QTreeWidgetItem *broken = list->topLevelItem(1);
    ASSERT_GT(broken->childCount(), 0);
    EXPECT_TRUE(broken->child(0)->text(0).contains(u"missing required key"_s)) << broken->child(0)->text(0).toStdString();

    QDir(folder).removeRecursively();
    dialog.reload();
    EXPECT_EQ(list->topLevelItemCount(), 1);
}

// A campaign open: its pack is marked, and picking the house-rules profile and clicking "Use in
// This Campaign" asks for it (the main window then switches the campaign and opens it again).
TEST(RulePacksDialog, UsesTheSelectedProfileForTheOpenCampaign)
{
    sw::test::installHouseRulesProfile();
    sw::ui::RulePacksDialog dialog(sw::Language::English, nullptr, u"blades_srd"_s);
    QSignalSpy used(&dialog, &sw::ui::RulePacksDialog::useRequested);
    QTreeWidget *list = dialog.list();
    auto *use = dialog.findChild<QPushButton *>(u"useInCampaign"_s);
    ASSERT_NE(use, nullptr);
    dialog.show();
    QTreeWidgetItem *profile = nullptr;
    for (int i = 0; i < list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = list->topLevelItem(i);
        if (item->text(0).startsWith(u"Blades in the Dark"_s)) {
            EXPECT_TRUE(item->text(0).contains(u"this campaign"_s)) << item->text(0).toStdString();
        }
        if (item->text(0) == u"Test house rules"_s)
            profile = item;
    }
    ASSERT_NE(profile, nullptr);
    list->setCurrentItem(list->topLevelItem(0));
    EXPECT_FALSE(use->isEnabled()) << "the campaign's own pack";
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(profile).center());
    ASSERT_TRUE(use->isEnabled());
    QTest::mouseClick(use, Qt::LeftButton);
    ASSERT_EQ(used.size(), 1);
    EXPECT_EQ(used.first().first().toString(), sw::test::kHouseRulesProfile);
}

// The main window reopens the campaign with the pack, and says so.
TEST(RulePacksDialog, TheMainWindowSwitchesTheCampaignsPack)
{
    sw::test::installHouseRulesProfile();
    QTemporaryDir dir;
    sw::ui::LanguageManager languages;
    sw::ui::MainWindow window(&languages);
    ASSERT_EQ(window.openCampaign(dir.filePath(u"t.sheetwright"_s), true).problem, sw::store::FileProblem::None);
    EXPECT_EQ(sw::blades::sessionPack(*window.session()).id, u"blades_srd"_s);
    window.usePack(sw::test::kHouseRulesProfile);
    EXPECT_EQ(sw::blades::sessionPack(*window.session()).id, sw::test::kHouseRulesProfile);
    EXPECT_EQ(window.session()->store().packId(), sw::test::kHouseRulesProfile);
}

// Switching packs with sheets made on the old one: the user is asked to move them too; "Move
// Sheets" records the new pack on each (one undo step), and the campaign plays with it.
TEST(RulePacksDialog, SwitchingOffersToMoveTheSheetsAsOneUndoableStep)
{
    sw::test::installHouseRulesProfile();
    QTemporaryDir dir;
    sw::ui::LanguageManager languages;
    sw::ui::MainWindow window(&languages);
    ASSERT_EQ(window.openCampaign(dir.filePath(u"t.sheetwright"_s), true).problem, sw::store::FileProblem::None);
    ASSERT_TRUE(sw::blades::addCharacter(window.session()->store(), sw::test::playingCutter(), std::nullopt, u"New"_s).ok);
    window.show();
    // The menu item, as the user finds it.
    QAction *packs = nullptr;
    for (QMenu *menu : window.menuBar()->findChildren<QMenu *>()) {
        for (QAction *a : menu->actions()) {
            if (a->objectName() == u"rulePacks"_s)
                packs = a;
        }
    }
    ASSERT_NE(packs, nullptr);
    bool offered = false;
    QTimer::singleShot(0, [&] {
        auto *dialog = qobject_cast<sw::ui::RulePacksDialog *>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        QTreeWidget *list = dialog->list();
        for (int i = 0; i < list->topLevelItemCount(); ++i) {
            if (list->topLevelItem(i)->text(0) == u"Test house rules"_s)
                QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->topLevelItem(i)).center());
        }
        QTimer::singleShot(0, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            ASSERT_NE(box, nullptr);
            EXPECT_EQ(box->objectName(), u"packMoveOffer"_s);
            EXPECT_TRUE(box->text().contains(u"1 sheet"_s)) << box->text().toStdString();
            offered = true;
            QTest::mouseClick(box->findChild<QPushButton *>(u"moveSheets"_s), Qt::LeftButton);
        });
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"useInCampaign"_s), Qt::LeftButton);
        dialog->reject();
    });
    packs->trigger();
    EXPECT_TRUE(offered);
    EXPECT_EQ(sw::blades::sessionPack(*window.session()).id, sw::test::kHouseRulesProfile);
    EXPECT_EQ(sw::blades::character(window.session()->store(), 1)->rulePack, sw::test::kHouseRulesProfile);
    // The move is the step Undo takes back (from the journal: the campaign was opened again).
    window.action(u"undo"_s)->trigger();
    EXPECT_EQ(sw::blades::character(window.session()->store(), 1)->rulePack, u"blades_srd"_s);
}
