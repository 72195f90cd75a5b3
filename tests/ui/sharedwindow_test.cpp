// The window on a shared campaign (issue #19): what the user's role may not change is greyed out
// (a player looking at another player's sheet: typing into it changes nothing); two windows, each
// with its own connection, see each other's edits; while the server is away a banner says the
// campaign is read-only and every page is greyed, and both go when it is back. With
// SHEETWRIGHT_SCREENSHOTS=<folder>, the windows are saved in the three languages.
#include "core/systems/blades/fixtures.h"
#include "languagemanager.h"
#include "linkbanner.h"
#include "mainwindow.h"
#include "models/campaignsession.h"
#include "readonlypage.h"
#include "sheettabs.h"
#include "storemessages.h"
#include "systems/systemui.h"
#include "store/serverroles.h"
#include "store/servercampaign.h"
#include "support/pgserver.h"
#include "systems/blades/bladesui.h"
#include "systems/blades/gm/clocksboard.h"
#include "systems/blades/gm/factionladder.h"
#include "systems/blades/gm/gmactions.h"
#include "widgets/sheetcontrol.h"
#include "systems/blades/models/sheetedits.h"
#include "systems/blades/sheetops.h"
#include "systems/blades/store/campaignsheets.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QLabel>
#include <QTimer>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

bool waitFor(const std::function<bool()> &done, int ms = 15000)
{
    QElapsedTimer waited;
    waited.start();
    while (!done() && waited.elapsed() < ms)
        QTest::qWait(20);
    return done();
}

class SharedWindow : public ::testing::Test
{
protected:
    void SetUp() override
    {
        sw::test::PgServer &pg = sw::test::PgServer::instance();
        if (!pg.available())
            GTEST_SKIP() << pg.why().toStdString();
        QSettings().clear();
        owner = pg.newDatabase(&database);
        ASSERT_FALSE(owner.isEmpty());
        sw::store::FileError error;
        file = sw::store::CampaignFile::create(owner, &error);
        ASSERT_NE(file, nullptr) << error.detail.toStdString();
        QSqlDatabase db = file->database();
        QList<sw::store::ServerRole> roles;
        QString why;
        ASSERT_TRUE(sw::store::setUpRoles(db, database, {{u"alice"_s, u"alice-pw"_s}, {u"bob"_s, u"bob-pw"_s}}, u"gm-pw"_s,
                                          &roles, &why))
            << why.toStdString();
        store = std::make_unique<sw::store::CampaignStore>(*file);
        mara = {u"character"_s, sw::blades::addCharacter(*store, sw::test::playingCutter(), std::nullopt, u"Mara"_s).sheet.id};
        tev = {u"character"_s, sw::blades::addCharacter(*store, sw::test::playingCutter(), std::nullopt, u"Tev"_s).sheet.id};
        ASSERT_TRUE(sw::store::assignSheet(db, mara, database + u"_alice"_s, &why));
        ASSERT_TRUE(sw::store::assignSheet(db, tev, database + u"_bob"_s, &why));
    }

    void TearDown() override
    {
        if (sw::test::PgServer::instance().available())
            sw::test::PgServer::instance().start();
    }

    QString as(const QString &who, const QString &password) const
    {
        return sw::store::addressAs(owner, database + u'_' + who, password);
    }

    static void shoot(QWidget *w, const QString &name)
    {
        const QString folder = qEnvironmentVariable("SHEETWRIGHT_SCREENSHOTS");
        if (!folder.isEmpty())
            w->grab().save(u"%1/%2.png"_s.arg(folder, name));
    }

    QString owner, database;
    std::unique_ptr<sw::store::CampaignFile> file;
    std::unique_ptr<sw::store::CampaignStore> store;
    sw::store::SheetRef mara, tev;
};

} // namespace

// Alice (a player) opens her sheet and bob's: hers takes typing, bob's is greyed out and typing
// into it changes nothing.
TEST_F(SharedWindow, APlayerSeesAnotherPlayersSheetGreyedOut)
{
    sw::ui::LanguageManager languages;
    sw::ui::MainWindow window(&languages);
    window.resize(1200, 760);
    window.show();
    ASSERT_EQ(window.openCampaign(as(u"alice"_s, u"alice-pw"_s)).problem, sw::store::FileProblem::None);
    QWidget *bobs = window.sheetTabs()->openSheet(tev);
    ASSERT_NE(bobs, nullptr);
    EXPECT_FALSE(sw::ui::pageWritable(bobs));
    const QList<QLineEdit *> bobEdits = bobs->findChildren<QLineEdit *>();
    ASSERT_FALSE(bobEdits.isEmpty());
    const QString name = sw::test::playingCutter().name;
    QLineEdit *field = nullptr;
    for (QLineEdit *e : bobEdits) {
        if (e->text() == name)
            field = e;
    }
    ASSERT_NE(field, nullptr) << "bob's character's name field";
    EXPECT_TRUE(field->isReadOnly());
    QTest::mouseClick(field, Qt::LeftButton);
    QTest::keyClicks(field, u"X"_s);
    QTest::keyClick(field, Qt::Key_Return);
    EXPECT_EQ(field->text(), name);
    EXPECT_EQ(sw::blades::character(*store, tev.id.toLongLong())->name, name);
    shoot(&window, u"shared-player-en"_s);

    QWidget *mine = window.sheetTabs()->openSheet(mara);
    ASSERT_NE(mine, nullptr);
    EXPECT_TRUE(sw::ui::pageWritable(mine));
    for (QLineEdit *e : mine->findChildren<QLineEdit *>())
        EXPECT_FALSE(e->property("sheetwrightGreyed").toBool());
}

// Two windows on one shared campaign, each with its own connection (the GM's and alice's): an
// edit in one shows in the other; then the server goes away: both show the read-only banner and
// grey their pages; it comes back: the banner goes, the pages take edits again.
TEST_F(SharedWindow, TwoWindowsFollowEachOtherAndShowTheBannerWhileTheServerIsAway)
{
    sw::ui::LanguageManager languages;
    sw::ui::MainWindow gm(&languages);
    sw::ui::MainWindow alice(&languages);
    for (sw::ui::MainWindow *w : {&gm, &alice}) {
        w->resize(1100, 700);
        w->show();
    }
    ASSERT_EQ(gm.openCampaign(as(u"gm"_s, u"gm-pw"_s)).problem, sw::store::FileProblem::None);
    ASSERT_EQ(alice.openCampaign(as(u"alice"_s, u"alice-pw"_s)).problem, sw::store::FileProblem::None);
    gm.session()->setHeartbeat(50);
    alice.session()->setHeartbeat(50);
    QWidget *page = alice.sheetTabs()->openSheet(mara);
    ASSERT_NE(page, nullptr);
    QLineEdit *anySpin = page->findChild<QLineEdit *>();
    ASSERT_NE(anySpin, nullptr);

    // The GM renames alice's character; alice's window shows the new name.
    const auto renamed = gm.edit(u"Rename"_s, [&](sw::store::CampaignStore &s) {
        auto c = *sw::blades::character(s, mara.id.toLongLong());
        c.name = u"Mara the Quiet"_s;
        return sw::blades::saveCharacter(s, mara.id.toLongLong(), c, u"character.set_name"_s, u"Name"_s);
    });
    ASSERT_TRUE(renamed.ok) << renamed.error.toStdString();
    const auto shows = [&] {
        for (QLineEdit *e : page->findChildren<QLineEdit *>()) {
            if (e->text() == u"Mara the Quiet"_s)
                return true;
        }
        return false;
    };
    EXPECT_TRUE(waitFor(shows, 5000)) << "the GM's edit in alice's window";
    shoot(&gm, u"shared-gm"_s);
    shoot(&alice, u"shared-alice"_s);

    ASSERT_TRUE(sw::test::PgServer::instance().stop());
    ASSERT_TRUE(waitFor([&] { return !alice.session()->linkUp() && !gm.session()->linkUp(); }));
    auto *banner = alice.findChild<sw::ui::LinkBanner *>();
    ASSERT_NE(banner, nullptr);
    EXPECT_TRUE(banner->isVisible());
    EXPECT_TRUE(banner->text().contains(u"read-only"_s)) << banner->text().toStdString();
    EXPECT_FALSE(sw::ui::pageWritable(page));
    EXPECT_TRUE(anySpin->isReadOnly());
    for (const sw::Language language : sw::kAllLanguages) {
        languages.setLanguage(language);
        QApplication::processEvents();
        EXPECT_FALSE(banner->text().isEmpty());
        shoot(&alice, u"shared-away-%1"_s.arg(sw::languageCode(language)));
    }
    languages.setLanguage(sw::Language::English);

    ASSERT_TRUE(sw::test::PgServer::instance().start());
    ASSERT_TRUE(waitFor([&] { return alice.session()->linkUp() && gm.session()->linkUp(); }));
    EXPECT_FALSE(banner->isVisible());
    EXPECT_TRUE(sw::ui::pageWritable(page));
    EXPECT_FALSE(anySpin->isReadOnly());
    const auto again = alice.edit(u"Stress"_s, [&](sw::store::CampaignStore &s) {
        auto c = *sw::blades::character(s, mara.id.toLongLong());
        c.stress = 3;
        return sw::blades::saveCharacter(s, mara.id.toLongLong(), c, u"character.set_stress"_s, u"Stress"_s);
    });
    EXPECT_TRUE(again.ok) << again.error.toStdString();
}

// Two aliases typed at once on a shared campaign (a true conflict): the window's status bar names
// the field as the sheet does, in the user's language, with the other value — not its path.
TEST_F(SharedWindow, AConflictNamesTheFieldInTheUsersWords)
{
    sw::ui::LanguageManager languages;
    sw::ui::MainWindow gm(&languages);
    gm.show();
    ASSERT_EQ(gm.openCampaign(as(u"gm"_s, u"gm-pw"_s)).problem, sw::store::FileProblem::None);
    const qint64 id = mara.id.toLongLong();
    const QHash<sw::Language, QString> word{{sw::Language::English, u"Alias"_s},
                                            {sw::Language::TraditionalChinese, u"化名"_s},
                                            {sw::Language::SimplifiedChinese, u"化名"_s}};
    int round = 0;
    for (const sw::Language language : sw::kAllLanguages) {
        languages.setLanguage(language);
        QApplication::processEvents();
        const QString mine = u"Slink %1"_s.arg(round), theirs = u"Crow %1"_s.arg(round++);
        const auto planned = sw::models::planCharacterEdit(
            *gm.session(), id, u"character.set_text"_s, u"Alias"_s,
            [&](const sw::blades::Character &c, const sw::blades::RulePack &p, const sw::blades::CrewBenefits &crew) {
                return sw::blades::applySetText(c, sw::blades::CharacterText::Alias, mine, p, crew);
            });
        ASSERT_TRUE(planned.allowed);
        auto other = *sw::blades::character(*store, id); // another machine types first
        other.alias = theirs;
        ASSERT_TRUE(sw::blades::saveCharacter(*store, id, other, u"character.set_text"_s, u"Alias"_s).ok);
        const sw::store::Receipt refused = gm.edit(u"Alias"_s, planned.write);
        ASSERT_EQ(refused.problem, sw::store::StoreProblem::Conflict);
        const QString said = gm.statusBar()->currentMessage();
        EXPECT_TRUE(said.contains(theirs)) << said.toStdString();
        EXPECT_TRUE(said.contains(word.value(language))) << said.toStdString();
        EXPECT_FALSE(said.contains(u"sheet/"_s)) << said.toStdString();
        EXPECT_EQ(sw::blades::character(*store, id)->alias, theirs);
    }
    languages.setLanguage(sw::Language::English);
}

// Issue #19: a player's roll dialog offers no secret roll (the GM's alone, as the server's rights
// say); the GM's, on the same campaign, does.
TEST_F(SharedWindow, OnlyTheGmIsOfferedASecretRoll)
{
    sw::ui::LanguageManager languages;
    for (const auto &[who, password, offered] : {std::tuple{u"alice"_s, u"alice-pw"_s, false}, std::tuple{u"gm"_s, u"gm-pw"_s, true}}) {
        sw::ui::MainWindow window(&languages);
        window.resize(1200, 760);
        window.show();
        ASSERT_EQ(window.openCampaign(as(who, password)).problem, sw::store::FileProblem::None);
        QWidget *page = window.sheetTabs()->openSheet(mara);
        ASSERT_NE(page, nullptr);
        auto *label = page->findChild<QLabel *>(u"roll_skirmish"_s);
        ASSERT_NE(label, nullptr);
        bool seen = false, has = false;
        QTimer::singleShot(200, [&] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            seen = dialog->objectName() == u"rollDialog"_s;
            has = dialog->findChild<QCheckBox *>(u"rollSecret"_s) != nullptr;
            dialog->reject();
        });
        QTest::mouseClick(label, Qt::LeftButton, {}, QPoint(4, label->height() / 2));
        QTest::qWait(50);
        EXPECT_TRUE(seen) << who.toStdString();
        EXPECT_EQ(has, offered) << who.toStdString();
    }
}

// Issue #19: a player's view of another player's sheet greys its drawn controls too (stress boxes,
// dots, the trauma check list): they are disabled, drawn in the disabled colours, and a click on a
// stress box changes nothing. Her own sheet's are not greyed. The GM boards (faction ladder,
// clocks) write what only the GM writes: greyed for her, not for the GM.
TEST_F(SharedWindow, DrawnControlsAndGmBoardsAreGreyedForAPlayer)
{
    sw::ui::LanguageManager languages;
    sw::ui::MainWindow alice(&languages);
    alice.resize(1200, 760);
    alice.show();
    ASSERT_EQ(alice.openCampaign(as(u"alice"_s, u"alice-pw"_s)).problem, sw::store::FileProblem::None);
    QWidget *bobs = alice.sheetTabs()->openSheet(tev);
    ASSERT_NE(bobs, nullptr);
    const QList<sw::ui::SheetControl *> drawn = bobs->findChildren<sw::ui::SheetControl *>();
    ASSERT_FALSE(drawn.isEmpty());
    for (const sw::ui::SheetControl *c : drawn)
        EXPECT_FALSE(c->isEnabled()) << c->objectName().toStdString();
    auto *conditions = bobs->findChild<QAbstractItemView *>(u"traumaConditions"_s);
    ASSERT_NE(conditions, nullptr);
    EXPECT_FALSE(conditions->isEnabled());
    auto *stress = bobs->findChild<sw::ui::SheetControl *>(u"stress"_s);
    ASSERT_NE(stress, nullptr);
    const int before = sw::blades::character(*store, tev.id.toLongLong())->stress;
    alice.sheetTabs()->setCurrentWidget(bobs);
    QTest::mouseClick(stress, Qt::LeftButton, {}, stress->boxRect(before).center());
    QTest::keyClick(stress, Qt::Key_Plus);
    QTest::qWait(50);
    EXPECT_EQ(sw::blades::character(*store, tev.id.toLongLong())->stress, before);
    EXPECT_EQ(stress->value(), before);

    QWidget *mine = alice.sheetTabs()->openSheet(mara);
    ASSERT_NE(mine, nullptr);
    for (const sw::ui::SheetControl *c : mine->findChildren<sw::ui::SheetControl *>())
        EXPECT_FALSE(c->property("sheetwrightGreyed").toBool()) << c->objectName().toStdString();
    EXPECT_TRUE(mine->findChild<sw::ui::SheetControl *>(u"stress"_s)->isEnabled());

    auto *gm = sw::ui::BladesUi::of(alice.systemUis())->gm();
    QWidget *ladder = gm->showLadder();
    ASSERT_NE(ladder, nullptr);
    EXPECT_FALSE(sw::ui::pageWritable(ladder));
    for (const auto *name : {"newFaction", "addExample", "editFaction", "removeFaction"})
        EXPECT_FALSE(ladder->findChild<QAbstractButton *>(QLatin1StringView(name))->isEnabled()) << name;
    EXPECT_TRUE(ladder->findChild<QComboBox *>(u"ladderCrew"_s)->isEnabled()) << "which crew it shows: a view";
    QWidget *clocks = gm->showClocks();
    ASSERT_NE(clocks, nullptr);
    EXPECT_FALSE(sw::ui::pageWritable(clocks));
    EXPECT_FALSE(clocks->findChild<QAbstractButton *>(u"newClock"_s)->isEnabled());
    EXPECT_TRUE(clocks->findChild<QComboBox *>(u"ownerFilter"_s)->isEnabled()) << "a filter: a view";
    shoot(&alice, u"shared-player-ladder"_s);

    sw::ui::MainWindow gmWindow(&languages);
    gmWindow.show();
    ASSERT_EQ(gmWindow.openCampaign(as(u"gm"_s, u"gm-pw"_s)).problem, sw::store::FileProblem::None);
    QWidget *gmLadder = sw::ui::BladesUi::of(gmWindow.systemUis())->gm()->showLadder();
    ASSERT_NE(gmLadder, nullptr);
    EXPECT_TRUE(sw::ui::pageWritable(gmLadder));
}

// Issue #19: the words a conflict names a field with come from the sheet's system
// (SystemUi::fieldLabel): Fate's fate points by their name; a path no system names stays empty
// (the message then shows the path).
TEST(SharedFieldLabels, ASystemNamesItsSheetsFields)
{
    sw::ui::SystemUiRegistry registry;
    sw::ui::registerBuiltInSystemUis(registry);
    const sw::ui::SystemUi *fate = registry.forKind(u"fate-character"_s);
    ASSERT_NE(fate, nullptr);
    EXPECT_EQ(fate->fieldLabel(u"fate-character"_s, u"fate_points"_s), u"Fate points"_s);
    EXPECT_EQ(fate->fieldLabel(u"fate-character"_s, u"stress/mental"_s), u"Mental stress"_s);
    EXPECT_EQ(fate->fieldLabel(u"fate-character"_s, u"no/such/field"_s), QString());
    sw::store::Receipt conflict;
    conflict.problem = sw::store::StoreProblem::Conflict;
    conflict.conflictField = u"fate_points"_s;
    conflict.conflictValue = u"4"_s;
    EXPECT_TRUE(sw::ui::StoreMessages::notSaved(conflict, u"Fate points"_s).contains(u"into Fate points"_s));
    EXPECT_TRUE(sw::ui::StoreMessages::notSaved(conflict).contains(u"into fate_points"_s));
}

// Issue #19: Meshal and 狩魂者 name their sheets' fields too, in the user's language (zh-CN is
// 狩魂者's seed language; the words are docs/glossary-meshal.md's and glossary-soulhunter.md's); a
// field inside a named one (a speed, a skill, a charm's slashes) takes that one's name.
TEST(SharedFieldLabels, MeshalAndSoulhunterNameTheirSheetsFields)
{
    sw::ui::LanguageManager languages;
    languages.setLanguage(sw::Language::English);
    sw::ui::SystemUiRegistry registry;
    sw::ui::registerBuiltInSystemUis(registry);
    const sw::ui::SystemUi *meshal = registry.forKind(u"meshal-character"_s);
    const sw::ui::SystemUi *soul = registry.forKind(u"soulhunter-character"_s);
    ASSERT_NE(meshal, nullptr);
    ASSERT_NE(soul, nullptr);
    EXPECT_EQ(meshal->fieldLabel(u"meshal-character"_s, u"execution/current"_s), u"Execution"_s);
    EXPECT_EQ(meshal->fieldLabel(u"meshal-character"_s, u"attributes/might/dice"_s), u"Might dice"_s);
    EXPECT_EQ(meshal->fieldLabel(u"meshal-character"_s, u"money/gold"_s), u"Gold"_s);
    EXPECT_EQ(meshal->fieldLabel(u"meshal-character"_s, u"speeds/walk"_s), u"Movement speed"_s);
    EXPECT_EQ(meshal->fieldLabel(u"meshal-character"_s, u"no/such/field"_s), QString());
    EXPECT_EQ(meshal->fieldLabel(u"fate-character"_s, u"name"_s), QString()) << "not its kind";
    EXPECT_EQ(soul->fieldLabel(u"soulhunter-character"_s, u"resources/anxiety"_s), u"Anxiety"_s);
    EXPECT_EQ(soul->fieldLabel(u"soulhunter-character"_s, u"/resources/mp"_s), u"MP"_s);
    EXPECT_EQ(soul->fieldLabel(u"soulhunter-character"_s, u"charms/jieti/slashes"_s), u"Disintegration charm"_s);
    EXPECT_EQ(soul->fieldLabel(u"soulhunter-character"_s, u"stress"_s), QString());

    languages.setLanguage(sw::Language::SimplifiedChinese);
    EXPECT_EQ(meshal->fieldLabel(u"meshal-character"_s, u"execution/current"_s), u"机动"_s);
    EXPECT_EQ(meshal->fieldLabel(u"meshal-character"_s, u"attributes/might/dice"_s), u"强壮骰"_s);
    EXPECT_EQ(soul->fieldLabel(u"soulhunter-character"_s, u"resources/anxiety"_s), u"焦虑"_s);
    EXPECT_EQ(soul->fieldLabel(u"soulhunter-character"_s, u"charms/jieti/slashes"_s), u"解体护符"_s);
    languages.setLanguage(sw::Language::TraditionalChinese);
    EXPECT_EQ(meshal->fieldLabel(u"meshal-character"_s, u"execution/current"_s), u"機動"_s);
    EXPECT_EQ(soul->fieldLabel(u"soulhunter-character"_s, u"resources/anxiety"_s), u"焦慮"_s);
    languages.setLanguage(sw::Language::English);
}
