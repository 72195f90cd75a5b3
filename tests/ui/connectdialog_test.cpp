// File ▸ Connect to a shared campaign… (issue #19): the dialog makes the address from what is
// typed (sslmode verify-full unless chosen otherwise, the password never in the settings), the
// window opens a shared campaign on a throwaway server, and an edit made on another machine shows
// in the window's campaign list without a click.
#include "campaignbrowser.h"
#include "connectdialog.h"
#include "core/systems/blades/fixtures.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "store/servercampaign.h"
#include "support/pgserver.h"
#include "systems/blades/store/campaignsheets.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(ConnectDialog, TheAddressIsWhatWasTypedAndTheSettingsNeverHoldThePassword)
{
    qputenv("SHEETWRIGHT_NO_KEYCHAIN", "1"); // never the user's real keychain
    QSettings().clear();
    sw::ui::ConnectDialog dialog;
    dialog.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&dialog));
    QTest::keyClicks(dialog.hostEdit(), u"table.example.org"_s);
    dialog.portEdit()->selectAll();
    QTest::keyClicks(dialog.portEdit(), u"6543"_s);
    QTest::keyClicks(dialog.databaseEdit(), u"doskvol"_s);
    QTest::keyClicks(dialog.userEdit(), u"doskvol_alice"_s);
    QTest::keyClicks(dialog.passwordEdit(), u"p@ss:w/rd%20&x"_s);
    EXPECT_EQ(dialog.sslModeBox()->currentData().toString(), u"verify-full"_s) << "the recommended mode comes first";
    sw::store::ServerAddress parts;
    QString error;
    ASSERT_TRUE(sw::store::parseServerAddress(dialog.address(), &parts, &error)) << error.toStdString();
    EXPECT_EQ(parts.host, u"table.example.org"_s);
    EXPECT_EQ(parts.port, 6543);
    EXPECT_EQ(parts.database, u"doskvol"_s);
    EXPECT_EQ(parts.user, u"doskvol_alice"_s);
    EXPECT_EQ(parts.password, u"p@ss:w/rd%20&x"_s);
    EXPECT_EQ(parts.options, QStringList{u"sslmode=verify-full"_s});
    dialog.rememberPassword();
    QSettings settings;
    for (const QString &k : settings.allKeys())
        EXPECT_FALSE(settings.value(k).toString().contains(u"p@ss"_s)) << k.toStdString();
    // The next dialog has the connection's parts back, and the password from the keychain or memory.
    sw::ui::ConnectDialog again;
    EXPECT_EQ(again.hostEdit()->text(), u"table.example.org"_s);
    EXPECT_EQ(again.portEdit()->value(), 6543);
    EXPECT_EQ(again.passwordEdit()->text(), u"p@ss:w/rd%20&x"_s) << sw::ui::ConnectDialog::passwordStore().toStdString();
}

TEST(ConnectDialog, AnEditOnAnotherMachineShowsInTheWindow)
{
    sw::test::PgServer &pg = sw::test::PgServer::instance();
    if (!pg.available())
        GTEST_SKIP() << pg.why().toStdString();
    QSettings().clear();
    const QString address = pg.newDatabase();
    sw::store::FileError error;
    auto other = sw::store::CampaignFile::create(address, &error);
    ASSERT_NE(other, nullptr) << error.detail.toStdString();
    sw::store::CampaignStore otherStore(*other);
    ASSERT_TRUE(sw::blades::addCharacter(otherStore, sw::test::playingCutter(), std::nullopt, u"Mara"_s).ok);

    sw::ui::LanguageManager languages;
    sw::ui::MainWindow window(&languages);
    window.show();
    ASSERT_EQ(window.openCampaign(address).problem, sw::store::FileProblem::None);
    EXPECT_EQ(window.browser()->sheetCount(), 1);
    EXPECT_FALSE(window.campaignPath().contains(u"sheetwright-test-super"_s)) << "shown without its password";
    QSettings settings;
    for (const QString &k : settings.allKeys())
        EXPECT_FALSE(settings.value(k).toString().contains(u"postgresql"_s)) << k.toStdString();

    ASSERT_TRUE(sw::blades::addCharacter(otherStore, sw::test::playingCutter(), std::nullopt, u"Tev"_s).ok);
    QElapsedTimer waited;
    waited.start();
    while (window.browser()->sheetCount() != 2 && waited.elapsed() < 5000)
        QTest::qWait(20);
    EXPECT_EQ(window.browser()->sheetCount(), 2) << "the other machine's new sheet is listed";
    EXPECT_LT(waited.elapsed(), 1000) << "within a fraction of a second";
}

// Not a check: with SHEETWRIGHT_SCREENSHOTS=<folder> set, saves the dialog in the three languages
// (the encryption list open), for a person to look at.
TEST(ConnectDialogScreenshots, SavesTheDialog)
{
    const QString folder = qEnvironmentVariable("SHEETWRIGHT_SCREENSHOTS");
    if (folder.isEmpty())
        GTEST_SKIP() << "set SHEETWRIGHT_SCREENSHOTS to a folder";
    qputenv("SHEETWRIGHT_NO_KEYCHAIN", "1");
    sw::ui::LanguageManager languages;
    for (const sw::Language language : sw::kAllLanguages) {
        languages.setLanguage(language);
        sw::ui::ConnectDialog dialog;
        dialog.show();
        QTest::keyClicks(dialog.hostEdit(), u"table.example.org"_s);
        QTest::keyClicks(dialog.databaseEdit(), u"doskvol"_s);
        QTest::keyClicks(dialog.userEdit(), u"doskvol_alice"_s);
        QApplication::processEvents();
        dialog.grab().save(u"%1/connect-%2.png"_s.arg(folder, sw::languageCode(language)));
    }
}
