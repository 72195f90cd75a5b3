// Open tabs come back on restart (issue #16, "small things"): the sheets open when a campaign was
// closed open again with it, in their order, the one that was shown shown again; a sheet deleted
// in between is left out. Sheets opened by double-clicking the campaign list.
#include "appsettings.h"
#include "campaignbrowser.h"
#include "core/systems/blades/fixtures.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "models/campaignsession.h"
#include "sheettabs.h"
#include "store/campaignfile.h"
#include "systems/blades/store/campaignsheets.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::ui::MainWindow;

namespace {

qint64 addCharacter(MainWindow &window, const QString &name)
{
    sw::blades::Character c = sw::test::playingCutter();
    c.name = name;
    sw::store::Receipt r;
    window.edit(u"pc"_s, [&](sw::store::CampaignStore &s) { return r = sw::blades::addCharacter(s, c, std::nullopt, u"pc"_s); });
    return r.sheet.id.toLongLong();
}

void doubleClickRow(sw::ui::CampaignBrowser *browser, const QString &name)
{
    QTreeView *view = browser->view();
    for (int row = 0; row < view->model()->rowCount(); ++row) {
        const QModelIndex index = view->model()->index(row, 0);
        if (index.data().toString() != name)
            continue;
        const QPoint at = view->visualRect(index).center();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at);
        return;
    }
    ADD_FAILURE() << "no row " << name.toStdString();
}

QStringList tabTexts(const sw::ui::SheetTabs *tabs)
{
    QStringList out;
    for (int i = 1; i < tabs->count(); ++i)
        out.append(tabs->tabText(i));
    return out;
}

TEST(OpenTabs, TheSheetsOpenAtCloseOpenAgainOnRestart)
{
    QSettings().clear();
    sw::ui::LanguageManager languages;
    QTemporaryDir dir;
    const QString path = dir.filePath(u"tabs.sheetwright"_s);
    qint64 gone = 0;
    {
        MainWindow window(&languages);
        window.resize(1366, 768);
        window.show();
        ASSERT_EQ(window.openCampaign(path, true).problem, sw::store::FileProblem::None);
        addCharacter(window, u"Mara"_s);
        addCharacter(window, u"Silver"_s);
        gone = addCharacter(window, u"Nyx"_s);
        QTest::qWait(20);
        for (const QString &name : {u"Silver"_s, u"Nyx"_s, u"Mara"_s})
            doubleClickRow(window.browser(), name);
        ASSERT_EQ(tabTexts(window.sheetTabs()), (QStringList{u"Silver"_s, u"Nyx"_s, u"Mara"_s}));
        QTest::mouseClick(window.sheetTabs()->tabBar(), Qt::LeftButton, {},
                          window.sheetTabs()->tabBar()->tabRect(1).center());
        ASSERT_EQ(window.sheetTabs()->currentIndex(), 1);
        window.close();
    }
    {
        // Nyx is deleted while the app is closed (as the command-line tool would).
        sw::store::FileError error;
        auto file = sw::store::CampaignFile::open(path, &error);
        ASSERT_NE(file, nullptr);
        sw::store::CampaignStore store(*file);
        ASSERT_TRUE(store.remove({u"character"_s, QString::number(gone)}, u"delete"_s).ok);
    }
    MainWindow window(&languages);
    window.resize(1366, 768);
    window.show();
    window.openInitialCampaign();
    EXPECT_EQ(tabTexts(window.sheetTabs()), (QStringList{u"Silver"_s, u"Mara"_s}));
    EXPECT_EQ(window.sheetTabs()->tabText(window.sheetTabs()->currentIndex()), u"Silver"_s);

    // With every tab closed, the campaign opens on its home tab.
    window.sheetTabs()->closeSheets();
    window.close();
    MainWindow again(&languages);
    again.openInitialCampaign();
    EXPECT_EQ(again.sheetTabs()->count(), 1);
    EXPECT_EQ(again.sheetTabs()->currentIndex(), 0);
}

} // namespace
