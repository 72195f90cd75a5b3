// Issue #16 in the shell, driven by clicks and keys: the first screen (ways to begin and the
// recent campaigns while no campaign is open or it holds no sheet), the data folder that is no
// longer doubled (and the move of an older default campaign with its backups), and the campaign
// list's Duplicate and Delete (one undo step each, in the journal).
#include "appsettings.h"
#include "campaignactions.h"
#include "campaignbrowser.h"
#include "core/systems/blades/fixtures.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "models/campaignsession.h"
#include "startpanel.h"
#include "store/campaignfile.h"
#include "store/datafolder.h"
#include "systems/blades/store/campaignsheets.h"

#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::Language;
using sw::ui::MainWindow;

namespace {

class StartScreenTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QSettings().clear();
        languages.setLanguage(Language::English);
    }
    void TearDown() override { languages.setLanguage(Language::English); }

    static void shotOf(QWidget *w, const QString &name)
    {
        const QString folder = qEnvironmentVariable("SHEETWRIGHT_SHOTS");
        if (folder.isEmpty())
            return;
        QDir().mkpath(folder);
        QTest::qWait(200);
        w->grab().save(folder + u'/' + name + u".png"_s);
    }
    static qint64 addCharacter(MainWindow &window, const QString &name)
    {
        sw::blades::Character c = sw::test::playingCutter();
        c.name = name;
        sw::store::Receipt r;
        window.edit(u"pc"_s, [&](sw::store::CampaignStore &s) { return r = sw::blades::addCharacter(s, c, std::nullopt, u"pc"_s); });
        return r.sheet.id.toLongLong();
    }
    // Right-clicks the list's row `row` (the context menu event the platform sends after the
    // press) and clicks the menu's action named `action`.
    static void contextMenuPick(sw::ui::CampaignBrowser *browser, int row, const QString &action)
    {
        QTreeView *view = browser->view();
        const QRect rect = view->visualRect(view->model()->index(row, 0));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center());
        bool picked = false;
        QTimer::singleShot(150, [&] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            if (!menu) {
                ADD_FAILURE() << "no context menu";
                return;
            }
            for (QAction *a : menu->actions()) {
                if (a->objectName() == action) {
                    picked = true;
                    QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(a).center());
                    return;
                }
            }
            menu->close();
        });
        QContextMenuEvent event(QContextMenuEvent::Mouse, rect.center(), view->viewport()->mapToGlobal(rect.center()));
        QApplication::sendEvent(view->viewport(), &event);
        QTest::qWait(50);
        EXPECT_TRUE(picked) << action.toStdString();
    }

    sw::ui::LanguageManager languages;
    QTemporaryDir dir;
};

} // namespace

// With no campaign, and with an empty one, the campaign tab offers New Crew, New Character,
// Open Campaign and Import, and the recent campaigns; a click on one opens it. Once the
// campaign holds a sheet the list takes its place.
TEST_F(StartScreenTest, FirstScreenOffersWaysToBeginAndRecentCampaigns)
{
    const QString first = dir.filePath(u"first.sheetwright"_s);
    const QString second = dir.filePath(u"second.sheetwright"_s);
    MainWindow window(&languages);
    window.resize(1366, 768);
    window.show();
    sw::ui::StartPanel *start = window.startPanel();
    EXPECT_TRUE(start->isVisible());
    EXPECT_FALSE(window.browser()->isVisible());
    for (const QString &name : {u"start_newCrew"_s, u"start_newCharacter"_s, u"start_openCampaign"_s, u"start_importSheet"_s}) {
        auto *button = start->findChild<QToolButton *>(name);
        ASSERT_NE(button, nullptr) << name.toStdString();
        EXPECT_TRUE(button->isVisible()) << name.toStdString();
    }
    ASSERT_EQ(window.openCampaign(first, true).problem, sw::store::FileProblem::None);
    ASSERT_EQ(window.openCampaign(second, true).problem, sw::store::FileProblem::None);
    EXPECT_TRUE(start->isVisible()); // an empty campaign: still the first screen
    shotOf(&window, u"first_screen_en"_s);
    QListWidget *recent = start->recentList();
    ASSERT_EQ(recent->count(), 1);
    EXPECT_EQ(recent->item(0)->text(), u"first"_s);
    QTest::mouseClick(recent->viewport(), Qt::LeftButton, {}, recent->visualItemRect(recent->item(0)).center());
    EXPECT_EQ(window.campaignPath(), QFileInfo(first).absoluteFilePath());

    // The New Crew button opens the crew wizard.
    bool wizard = false;
    QTimer::singleShot(200, [&] {
        QWidget *dialog = QApplication::activeModalWidget();
        wizard = dialog != nullptr;
        if (dialog)
            dialog->close();
    });
    QTest::mouseClick(start->findChild<QToolButton *>(u"start_newCrew"_s), Qt::LeftButton);
    EXPECT_TRUE(wizard);

    addCharacter(window, u"Mara"_s);
    QTest::qWait(10);
    EXPECT_FALSE(start->isVisible());
    EXPECT_TRUE(window.browser()->isVisible());

    for (const Language language : {Language::TraditionalChinese, Language::SimplifiedChinese}) {
        languages.setLanguage(language);
        window.openCampaign(second);
        EXPECT_NE(start->findChild<QToolButton *>(u"start_newCrew"_s)->text(), u"New Crew"_s);
        shotOf(&window, u"first_screen_"_s + sw::languageCode(language));
    }
}

// The data folder is the app's own (…/share/<app>), not …/<org>/<app>: an older default campaign
// there moves over on first start with its backups, and the last and recent campaigns follow.
TEST_F(StartScreenTest, DefaultCampaignMovesOutOfTheDoubledFolder)
{
    const QString legacy = sw::store::legacyDataFolder();
    const QString current = sw::store::dataFolder();
    ASSERT_NE(legacy, current);
    EXPECT_TRUE(current.endsWith(u"/SheetwrightTests"_s));
    EXPECT_FALSE(current.endsWith(u"SheetwrightTests/SheetwrightTests"_s));
    EXPECT_TRUE(sw::ui::defaultCampaignPath().startsWith(current + u"/campaigns/"_s));
    QFile::remove(sw::ui::defaultCampaignPath());
    QDir(current + u"/backups"_s).removeRecursively();

    // An older version's default campaign, with a sheet and a backup folder.
    const QString oldPath = legacy + u"/campaigns/default.sheetwright"_s;
    QDir().mkpath(legacy + u"/campaigns"_s);
    {
        sw::store::FileError error;
        auto file = sw::store::CampaignFile::create(oldPath, &error);
        ASSERT_NE(file, nullptr);
        sw::store::CampaignStore store(*file);
        sw::blades::Character c = sw::test::playingCutter();
        ASSERT_TRUE(sw::blades::addCharacter(store, c, std::nullopt, u"pc"_s).ok);
    }
    const QString oldBackups = sw::store::backupFolderIn(legacy, oldPath);
    QDir().mkpath(oldBackups);
    QFile backup(oldBackups + u"/2026-01-01.sheetwright"_s);
    ASSERT_TRUE(backup.open(QIODevice::WriteOnly));
    backup.write("backup");
    backup.close();
    // A user's rule pack kept there too (the new folder has a rule-pack folder already: they merge).
    QDir().mkpath(current + u"/rulepacks"_s);
    QDir().mkpath(legacy + u"/rulepacks/mine"_s);
    QFile pack(legacy + u"/rulepacks/mine/pack.json"_s);
    ASSERT_TRUE(pack.open(QIODevice::WriteOnly));
    pack.write("{}");
    pack.close();
    sw::ui::settings::setLastCampaign(oldPath);
    sw::ui::settings::addRecentCampaign(dir.filePath(u"elsewhere.sheetwright"_s));
    sw::ui::settings::addRecentCampaign(oldPath);

    MainWindow window(&languages);
    window.openInitialCampaign();
    EXPECT_EQ(window.campaignPath(), QFileInfo(sw::ui::defaultCampaignPath()).absoluteFilePath());
    EXPECT_FALSE(QFileInfo::exists(oldPath));
    EXPECT_FALSE(QFileInfo::exists(legacy)); // nothing left of the doubled folder
    ASSERT_TRUE(window.session());
    EXPECT_EQ(window.session()->store().list(u"character"_s).size(), 1); // the same campaign
    EXPECT_TRUE(QFileInfo::exists(sw::store::backupFolder(sw::ui::defaultCampaignPath()) + u"/2026-01-01.sheetwright"_s));
    EXPECT_TRUE(QFileInfo::exists(current + u"/rulepacks/mine/pack.json"_s));
    EXPECT_EQ(sw::ui::settings::recentCampaigns(),
              (QStringList{QFileInfo(sw::ui::defaultCampaignPath()).absoluteFilePath(),
                           QDir::cleanPath(dir.filePath(u"elsewhere.sheetwright"_s))}));
}

// The campaign list's context menu duplicates a sheet (the copy named so) and deletes one; Delete
// on the list does too; each is one undo step, kept in the journal.
TEST_F(StartScreenTest, CampaignListDuplicatesAndDeletes)
{
    MainWindow window(&languages);
    window.resize(1366, 768);
    window.show();
    ASSERT_EQ(window.openCampaign(dir.filePath(u"list.sheetwright"_s), true).problem, sw::store::FileProblem::None);
    addCharacter(window, u"Mara"_s);
    QTest::qWait(10);
    sw::ui::CampaignBrowser *browser = window.browser();
    const auto names = [&] {
        QStringList out;
        for (const sw::store::SheetInfo &info : window.session()->store().list(u"character"_s))
            out << info.name;
        out.sort();
        return out;
    };
    contextMenuPick(browser, 0, u"duplicateSheet"_s);
    EXPECT_EQ(names(), (QStringList{u"Mara"_s, u"Mara (copy)"_s}));
    EXPECT_EQ(window.undoStack()->undoText(), u"Duplicate Mara"_s);
    shotOf(&window, u"campaign_list_copy_en"_s);

    // Delete from the context menu, then Undo brings it back.
    const int row = browser->view()->model()->index(0, 0).data().toString() == u"Mara"_s ? 0 : 1;
    contextMenuPick(browser, row, u"deleteSheet"_s);
    EXPECT_EQ(names(), QStringList{u"Mara (copy)"_s});
    EXPECT_EQ(window.undoStack()->undoText(), u"Delete Mara"_s);
    const auto history = window.session()->store().history();
    EXPECT_EQ(history.last().command, u"character.remove"_s);
    window.action(u"undo"_s)->trigger();
    EXPECT_EQ(names(), (QStringList{u"Mara"_s, u"Mara (copy)"_s}));

    // The Delete key on the list.
    window.activateWindow();
    EXPECT_TRUE(QTest::qWaitForWindowActive(&window));
    browser->view()->setFocus();
    QTest::mouseClick(browser->view()->viewport(), Qt::LeftButton, {},
                      browser->view()->visualRect(browser->view()->model()->index(0, 0)).center());
    const QString first = browser->view()->model()->index(0, 0).data().toString();
    QTest::keyClick(browser->view(), Qt::Key_Delete);
    EXPECT_EQ(names().size(), 1);
    EXPECT_FALSE(names().contains(first));
    // Delete in the list's search field edits the text, never the campaign.
    browser->searchField()->setFocus();
    QTest::keyClicks(browser->searchField(), u"Mar"_s);
    QTest::keyClick(browser->searchField(), Qt::Key_Home);
    QTest::keyClick(browser->searchField(), Qt::Key_Delete);
    EXPECT_EQ(browser->searchField()->text(), u"ar"_s);
    EXPECT_EQ(names().size(), 1);
    // The Edit menu offers the same.
    EXPECT_TRUE(window.action(u"undo"_s)->isEnabled());
    ASSERT_NE(window.findChild<QMenu *>(u"editMenu"_s), nullptr);
    EXPECT_TRUE(window.findChild<QMenu *>(u"editMenu"_s)->actions().contains(window.campaignActions()->duplicateAction()));
}
