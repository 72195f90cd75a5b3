#include "campaignbrowser.h"
#include "systems/systemui.h"
#include "core/systems/blades/fixtures.h"
#include "models/campaignsession.h"
#include "systems/blades/store/campaignsheets.h"

#include <QComboBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTreeView>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::models::CampaignSession;
using sw::ui::CampaignBrowser;

namespace {

QStringList names(const QTreeView *view)
{
    QStringList out;
    for (int row = 0; row < view->model()->rowCount(); ++row)
        out << view->model()->index(row, 0).data().toString();
    return out;
}

class CampaignBrowserTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        sw::store::FileError error;
        session = CampaignSession::open(dir.filePath(u"b.sheetwright"_s), true, &error);
        ASSERT_NE(session, nullptr);
        for (const QString &name : {u"张三"_s, u"安娜"_s, u"李四"_s}) {
            sw::blades::Character c = sw::test::playingCutter();
            c.name = name;
            session->apply([&](auto &s) { return sw::blades::addCharacter(s, c, std::nullopt, u"PC"_s); });
        }
        sw::blades::Crew crew = sw::blades::startCrew(u"shadows"_s, sw::test::srd());
        crew.name = u"Lampwick's Own"_s;
        session->apply([&](auto &s) { return sw::blades::addCrew(s, crew, u"Crew"_s); });
        sw::ui::registerBuiltInSystemUis(systems);
        browser.setSystems(&systems);
        browser.setSession(session.get());
    }

    QTemporaryDir dir;
    std::unique_ptr<CampaignSession> session;
    sw::ui::SystemUiRegistry systems;
    CampaignBrowser browser;
};

} // namespace

TEST_F(CampaignBrowserTest, FiltersByKind)
{
    EXPECT_EQ(browser.view()->model()->rowCount(), 4);
    browser.kindFilter()->setCurrentIndex(browser.kindFilter()->findData(u"crew"_s));
    EXPECT_EQ(names(browser.view()), QStringList{u"Lampwick's Own"_s});
    browser.kindFilter()->setCurrentIndex(browser.kindFilter()->findData(u"character"_s));
    EXPECT_EQ(browser.view()->model()->rowCount(), 3);
}

TEST_F(CampaignBrowserTest, SearchFindsNamesAndTypes)
{
    browser.searchField()->setText(u"李"_s);
    EXPECT_EQ(names(browser.view()), QStringList{u"李四"_s});
    browser.searchField()->setText(u"shadows"_s);
    EXPECT_EQ(names(browser.view()), QStringList{u"Lampwick's Own"_s});
}

// Names sort the way the interface language does: pinyin in 简体中文 (安 an, 李 li, 张 zhang).
TEST_F(CampaignBrowserTest, SortingFollowsTheLanguage)
{
    browser.kindFilter()->setCurrentIndex(browser.kindFilter()->findData(u"character"_s));
    browser.setLanguage(sw::Language::SimplifiedChinese);
    EXPECT_EQ(names(browser.view()), (QStringList{u"安娜"_s, u"李四"_s, u"张三"_s}));
}

TEST_F(CampaignBrowserTest, ActivatingASheetAsksToOpenIt)
{
    QSignalSpy open(&browser, &CampaignBrowser::openRequested);
    const QModelIndex first = browser.view()->model()->index(0, 0);
    Q_EMIT browser.view()->activated(first);
    ASSERT_EQ(open.count(), 1);
    EXPECT_FALSE(open.first().at(0).value<sw::store::SheetRef>().id.isEmpty());
}

TEST_F(CampaignBrowserTest, ControlsHaveAccessibleNames)
{
    EXPECT_FALSE(browser.view()->accessibleName().isEmpty());
    EXPECT_FALSE(browser.searchField()->accessibleName().isEmpty());
    EXPECT_FALSE(browser.kindFilter()->accessibleName().isEmpty());
}

// The sort keeps up with edits: a renamed sheet moves to its new place, a new one comes in sorted.
TEST_F(CampaignBrowserTest, ARenamedOrAddedSheetTakesItsPlaceInTheOrder)
{
    browser.kindFilter()->setCurrentIndex(browser.kindFilter()->findData(u"character"_s));
    browser.setLanguage(sw::Language::SimplifiedChinese);
    ASSERT_EQ(names(browser.view()), (QStringList{u"安娜"_s, u"李四"_s, u"张三"_s}));
    const std::optional<sw::blades::Character> anna = sw::blades::character(session->store(), 2);
    ASSERT_TRUE(anna && anna->name == u"安娜"_s);
    sw::blades::Character renamed = *anna;
    renamed.name = u"周安娜"_s; // zhou: after 张 zhang
    ASSERT_TRUE(session->apply([&](auto &s) { return sw::blades::saveCharacter(s, 2, renamed, u"character.rename"_s, u"Name"_s); }).ok);
    EXPECT_EQ(names(browser.view()), (QStringList{u"李四"_s, u"张三"_s, u"周安娜"_s}));
    sw::blades::Character added = sw::test::playingCutter();
    added.name = u"马六"_s; // ma: between 李 li and 张 zhang
    ASSERT_TRUE(session->apply([&](auto &s) { return sw::blades::addCharacter(s, added, std::nullopt, u"PC"_s); }).ok);
    EXPECT_EQ(names(browser.view()), (QStringList{u"李四"_s, u"马六"_s, u"张三"_s, u"周安娜"_s}));
}

// A new name can move a sheet in the store's list (the model's order, by code point) while the
// browser sorts by the language's collation: the sort stays right, and the renamed sheet stays the
// one selected.
TEST_F(CampaignBrowserTest, ARenameThatMovesTheSheetInTheStoresListKeepsTheLanguagesOrderAndTheSelection)
{
    browser.kindFilter()->setCurrentIndex(browser.kindFilter()->findData(u"character"_s));
    browser.setLanguage(sw::Language::SimplifiedChinese);
    ASSERT_EQ(names(browser.view()), (QStringList{u"安娜"_s, u"李四"_s, u"张三"_s}));
    browser.view()->setCurrentIndex(browser.view()->model()->index(2, 0));
    sw::blades::Character renamed = *sw::blades::character(session->store(), 1);
    ASSERT_EQ(renamed.name, u"张三"_s);
    renamed.name = u"丁三"_s; // ding: between 安 an and 李 li; first by code point
    ASSERT_TRUE(session->apply([&](auto &s) { return sw::blades::saveCharacter(s, 1, renamed, u"character.rename"_s, u"Name"_s); }).ok);
    EXPECT_EQ(names(browser.view()), (QStringList{u"安娜"_s, u"丁三"_s, u"李四"_s}));
    EXPECT_EQ(browser.view()->currentIndex().data().toString(), u"丁三"_s);
}
