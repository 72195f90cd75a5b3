// Two app processes on one shared campaign (issue #19, "The GUI under Xvfb: two app instances on
// one shared campaign, an edit in one appearing in the other"): the real `sheetwright` binary is
// started on the same display as a player's machine (alice), beside the GM's window in this test
// process. The test types a new name into the GM's sheet with real input; the server holds it,
// and the other process, still running, lists it. Nothing in the other process can be read from
// here but pixels: the whole display is saved (SHEETWRIGHT_SCREENSHOTS=<folder>,
// two-apps-before.png and two-apps-after.png) for a person to look at.
#include "core/systems/blades/fixtures.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "sheettabs.h"
#include "store/serverroles.h"
#include "store/servercampaign.h"
#include "support/pgserver.h"
#include "systems/blades/store/campaignsheets.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QProcess>
#include <QScreen>
#include <QSettings>
#include <QTemporaryDir>
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

void shootDisplay(const QString &name)
{
    const QString folder = qEnvironmentVariable("SHEETWRIGHT_SCREENSHOTS");
    if (!folder.isEmpty() && QGuiApplication::primaryScreen())
        QGuiApplication::primaryScreen()->grabWindow(0).save(u"%1/%2.png"_s.arg(folder, name));
}

} // namespace

TEST(TwoApps, AnEditInOneProcessReachesTheServerWhileTheOtherProcessRuns)
{
    if (QGuiApplication::platformName() != u"xcb"_s)
        GTEST_SKIP() << "needs a display shared by two processes (Xvfb), not " << QGuiApplication::platformName().toStdString();
    sw::test::PgServer &pg = sw::test::PgServer::instance();
    if (!pg.available())
        GTEST_SKIP() << pg.why().toStdString();
    QSettings().clear();
    QString database;
    const QString owner = pg.newDatabase(&database);
    ASSERT_FALSE(owner.isEmpty());
    sw::store::FileError error;
    auto file = sw::store::CampaignFile::create(owner, &error);
    ASSERT_NE(file, nullptr) << error.detail.toStdString();
    QList<sw::store::ServerRole> roles;
    QString why;
    QSqlDatabase db = file->database();
    ASSERT_TRUE(sw::store::setUpRoles(db, database, {{u"alice"_s, u"alice-pw"_s}}, u"gm-pw"_s, &roles, &why)) << why.toStdString();
    sw::store::CampaignStore store(*file);
    const sw::store::SheetRef mara{u"character"_s,
                                   sw::blades::addCharacter(store, sw::test::playingCutter(), std::nullopt, u"Mara"_s).sheet.id};
    ASSERT_TRUE(sw::store::assignSheet(db, mara, database + u"_alice"_s, &why));

    // Alice's machine: the app itself, its settings in a folder of its own.
    QTemporaryDir home;
    QProcess other;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"HOME"_s, home.path());
    env.insert(u"XDG_CONFIG_HOME"_s, home.filePath(u"config"_s));
    env.insert(u"XDG_DATA_HOME"_s, home.filePath(u"data"_s));
    env.insert(u"QT_QPA_PLATFORM"_s, u"xcb"_s);
    other.setProcessEnvironment(env);
    other.setProcessChannelMode(QProcess::MergedChannels);
    other.start(QStringLiteral(SHEETWRIGHT_APP),
                {sw::store::addressAs(owner, database + u"_alice"_s, u"alice-pw"_s), u"-geometry"_s, u"660x740+0+0"_s});
    ASSERT_TRUE(other.waitForStarted(10000)) << other.errorString().toStdString();
    QTest::qWait(3000); // its window shown with the campaign's list

    // The GM's machine: this process's window, on the right.
    sw::ui::LanguageManager languages;
    sw::ui::MainWindow gm(&languages);
    gm.setGeometry(690, 20, 660, 720);
    gm.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&gm));
    ASSERT_EQ(gm.openCampaign(sw::store::addressAs(owner, database + u"_gm"_s, u"gm-pw"_s)).problem,
              sw::store::FileProblem::None);
    QWidget *page = gm.sheetTabs()->openSheet(mara);
    ASSERT_NE(page, nullptr);
    QLineEdit *name = nullptr;
    for (QLineEdit *e : page->findChildren<QLineEdit *>()) {
        if (e->text() == sw::test::playingCutter().name)
            name = e;
    }
    ASSERT_NE(name, nullptr) << "the name field of the GM's sheet";
    QTest::qWait(500);
    shootDisplay(u"two-apps-before"_s);

    QTest::mouseClick(name, Qt::LeftButton);
    QTest::keyClick(name, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(name, u"Mara the Quiet"_s);
    QTest::keyClick(name, Qt::Key_Return);
    EXPECT_TRUE(waitFor([&] { return sw::blades::character(store, mara.id.toLongLong())->name == u"Mara the Quiet"_s; }, 5000))
        << "the typed name on the server";
    QTest::qWait(2000); // the other process's listener and list
    shootDisplay(u"two-apps-after"_s);
    EXPECT_EQ(other.state(), QProcess::Running) << other.readAll().toStdString();
    other.terminate();
    if (!other.waitForFinished(5000))
        other.kill();
    other.waitForFinished(5000);
}
