#include "aboutdialog.h"
#include "appsettings.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "problemtext.h"
#include "core/systems/blades/fixtures.h"
#include "models/campaignsession.h"
#include "systems/blades/store/campaignsheets.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QMessageBox>
#include <QMenu>
#include <QMenuBar>
#include <QPixmap>
#include <QSettings>
#include <QTemporaryDir>
#include <QThread>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <functional>

using namespace Qt::StringLiterals;
using sw::Language;
using sw::ui::LanguageManager;
using sw::ui::MainWindow;

namespace {

QStringList menuTitles(const MainWindow &window)
{
    QStringList titles;
    for (QAction *a : window.menuBar()->actions())
        titles << a->text();
    return titles;
}

class MainWindowTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QSettings().clear();
        QFile::remove(sw::ui::defaultCampaignPath());
        languages.setLanguage(Language::English);
    }
    void TearDown() override { languages.setLanguage(Language::English); }

    LanguageManager languages;
    QTemporaryDir dir;
};

} // namespace

TEST_F(MainWindowTest, HasTheMenusInOrder)
{
    MainWindow window(&languages);
    EXPECT_EQ(menuTitles(window),
              (QStringList{u"&File"_s, u"&Edit"_s, u"&View"_s, u"&Language"_s, u"&GM"_s, u"F&ate"_s, u"&Meshal"_s, u"So&ulhunter"_s, u"&Help"_s}));
}

TEST_F(MainWindowTest, ExportPdfIsOfferedInTheFileMenu)
{
    MainWindow window(&languages);
    ASSERT_NE(window.action(u"exportPdf"_s), nullptr);
    EXPECT_TRUE(window.action(u"exportPdf"_s)->isEnabled());
}

TEST_F(MainWindowTest, FirstStartCreatesAndOpensTheDefaultCampaign)
{
    MainWindow window(&languages);
    window.openInitialCampaign();
    EXPECT_EQ(window.campaignPath(), sw::ui::defaultCampaignPath());
    EXPECT_TRUE(QFileInfo::exists(sw::ui::defaultCampaignPath()));
    EXPECT_EQ(sw::ui::settings::lastCampaign(), QFileInfo(sw::ui::defaultCampaignPath()).absoluteFilePath());
    EXPECT_TRUE(window.windowTitle().startsWith(u"default"_s));
}

TEST_F(MainWindowTest, ReopensTheLastCampaign)
{
    const QString path = dir.filePath(u"heist.sheetwright"_s);
    {
        MainWindow first(&languages);
        ASSERT_EQ(first.openCampaign(path, true).problem, sw::store::FileProblem::None);
    }
    MainWindow second(&languages);
    second.openInitialCampaign();
    EXPECT_EQ(second.campaignPath(), path);
    EXPECT_EQ(sw::ui::settings::recentCampaigns().value(0), path);
}

TEST_F(MainWindowTest, AFileThatIsNotACampaignLeavesTheOpenOneInPlace)
{
    MainWindow window(&languages);
    const QString good = dir.filePath(u"good.sheetwright"_s);
    ASSERT_EQ(window.openCampaign(good, true).problem, sw::store::FileProblem::None);
    const QString bad = dir.filePath(u"bad.sheetwright"_s);
    QFile f(bad);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("garbage");
    f.close();
    EXPECT_EQ(window.openCampaign(bad).problem, sw::store::FileProblem::NotSqlite);
    EXPECT_EQ(window.campaignPath(), good);
}

TEST_F(MainWindowTest, RecentListKeepsTheNewestFirstWithoutDuplicates)
{
    MainWindow window(&languages);
    QStringList made;
    for (int i = 0; i < sw::ui::settings::kMaxRecent + 2; ++i) {
        made << dir.filePath(u"c%1.sheetwright"_s.arg(i));
        ASSERT_EQ(window.openCampaign(made.last(), true).problem, sw::store::FileProblem::None);
    }
    ASSERT_EQ(window.openCampaign(made.at(5)).problem, sw::store::FileProblem::None);
    const QStringList recent = sw::ui::settings::recentCampaigns();
    EXPECT_EQ(recent.size(), sw::ui::settings::kMaxRecent);
    EXPECT_EQ(recent.first(), made.at(5));
    EXPECT_EQ(recent.count(made.at(5)), 1);
}

TEST_F(MainWindowTest, LanguageSwitchRelabelsMenusAtOnce)
{
    MainWindow window(&languages);
    window.show();
    languages.setLanguage(Language::TraditionalChinese);
    QApplication::processEvents();
    const QStringList tw = menuTitles(window);
    EXPECT_TRUE(tw.first().startsWith(u"檔案"_s)) << tw.join(u'|').toStdString();
    EXPECT_TRUE(window.action(u"language_zh_TW"_s)->isChecked());

    languages.setLanguage(Language::SimplifiedChinese);
    QApplication::processEvents();
    const QStringList cn = menuTitles(window);
    EXPECT_TRUE(cn.first().startsWith(u"文件"_s)) << cn.join(u'|').toStdString();

    languages.setLanguage(Language::English);
    QApplication::processEvents();
    EXPECT_EQ(menuTitles(window).first(), u"&File"_s);
    EXPECT_TRUE(window.action(u"language_en"_s)->isChecked());
}

TEST_F(MainWindowTest, LanguageMenuChoosesAndRemembers)
{
    MainWindow window(&languages);
    window.action(u"language_zh_CN"_s)->trigger();
    QApplication::processEvents();
    EXPECT_EQ(languages.language(), Language::SimplifiedChinese);
    EXPECT_EQ(sw::ui::settings::language(), Language::SimplifiedChinese);
    EXPECT_EQ(LanguageManager::initialLanguage(), Language::SimplifiedChinese);
}

TEST_F(MainWindowTest, QtOwnStringsFollowTheLanguage)
{
    languages.setLanguage(Language::TraditionalChinese);
    // A string of Qt's own dialogs, translated by the embedded qtbase catalogue.
    EXPECT_NE(QCoreApplication::translate("QPlatformTheme", "Cancel"), u"Cancel"_s);
}

TEST_F(MainWindowTest, UndoAndRedoFollowTheStack)
{
    MainWindow window(&languages);
    QAction *undo = window.action(u"undo"_s);
    QAction *redo = window.action(u"redo"_s);
    EXPECT_FALSE(undo->isEnabled());
    int value = 0;
    struct Set : QUndoCommand
    {
        Set(int *v) : QUndoCommand(QStringLiteral("mark stress")), target(v) {}
        void redo() override { *target = 1; }
        void undo() override { *target = 0; }
        int *target;
    };
    window.undoStack()->push(new Set(&value));
    EXPECT_EQ(value, 1);
    EXPECT_TRUE(undo->isEnabled());
    EXPECT_TRUE(undo->text().contains(u"mark stress"_s));
    EXPECT_EQ(undo->shortcut(), QKeySequence(QKeySequence::Undo));
    undo->trigger();
    EXPECT_EQ(value, 0);
    EXPECT_TRUE(redo->isEnabled());
    redo->trigger();
    EXPECT_EQ(value, 1);
}

TEST_F(MainWindowTest, GeometryIsRememberedOnClose)
{
    {
        MainWindow window(&languages);
        window.resize(900, 640);
        window.show();
        window.close();
    }
    MainWindow again(&languages);
    EXPECT_EQ(again.size(), QSize(900, 640));
}

TEST_F(MainWindowTest, AboutCreditsTheSrdAndItsTranslation)
{
    sw::ui::AboutDialog about;
    const QString text = about.creditsText();
    EXPECT_TRUE(text.contains(u"CC BY 3.0"_s));
    EXPECT_TRUE(text.contains(u"Evil Hat"_s));
    EXPECT_TRUE(text.contains(u"洪偉"_s));
    languages.setLanguage(Language::SimplifiedChinese);
    QApplication::processEvents();
    EXPECT_TRUE(about.creditsText().contains(u"CC BY 3.0"_s));
    EXPECT_TRUE(about.creditsText().contains(u"洪偉"_s));
    EXPECT_NE(about.creditsText(), text);
}

TEST_F(MainWindowTest, EveryMenuActionHasTextInEveryLanguage)
{
    MainWindow window(&languages);
    const std::function<void(const QList<QAction *> &)> check = [&](const QList<QAction *> &actions) {
        for (QAction *a : actions) {
            if (a->isSeparator())
                continue;
            EXPECT_FALSE(a->text().isEmpty()) << a->objectName().toStdString();
            if (a->menu())
                check(a->menu()->actions());
        }
    };
    for (const Language language : sw::kAllLanguages) {
        languages.setLanguage(language);
        QApplication::processEvents();
        check(window.menuBar()->actions());
    }
}

TEST_F(MainWindowTest, TheAppIconDraws)
{
    // Needs Qt's SVG image plugin (libqt6svg6, installed by scripts/deps and a .deb dependency).
    MainWindow window(&languages);
    const QPixmap pixmap = window.windowIcon().pixmap(64, 64);
    ASSERT_FALSE(pixmap.isNull());
    EXPECT_NE(pixmap.toImage().pixelColor(32, 32).alpha(), 0);
}

// Every bad campaign file, opened in the app: its own message, and the file unchanged.
TEST_F(MainWindowTest, BadCampaignFilesAreExplainedAndLeftUntouched)
{
    MainWindow window(&languages);
    const QString good = dir.filePath(u"good.sheetwright"_s);
    ASSERT_EQ(window.openCampaign(good, true).problem, sw::store::FileProblem::None);
    const auto write = [&](const QString &name, const QByteArray &bytes) {
        QFile f(dir.filePath(name));
        f.open(QIODevice::WriteOnly);
        f.write(bytes);
        return dir.filePath(name);
    };
    const auto hash = [](const QString &path) {
        QFile f(path);
        f.open(QIODevice::ReadOnly);
        return f.readAll();
    };
    const std::pair<QString, sw::store::FileProblem> cases[] = {
        {write(u"text.sheetwright"_s, "notes"), sw::store::FileProblem::NotSqlite},
        {write(u"half.sheetwright"_s, "SQLite format 3"), sw::store::FileProblem::NotSqlite},
        {dir.filePath(u"missing.sheetwright"_s), sw::store::FileProblem::Missing},
    };
    for (const auto &[path, problem] : cases) {
        const QByteArray before = hash(path);
        const sw::store::FileError error = window.openCampaign(path);
        EXPECT_EQ(error.problem, problem) << path.toStdString();
        EXPECT_FALSE(sw::l10n::ProblemText::campaignFile(error).isEmpty());
        EXPECT_EQ(hash(path), before);
        EXPECT_EQ(window.campaignPath(), good);
    }
    // A campaign open for editing in another window is refused with its own message.
    MainWindow other(&languages);
    const sw::store::FileError inUse = other.openCampaign(good);
    EXPECT_EQ(inUse.problem, sw::store::FileProblem::InUse);
    EXPECT_TRUE(sw::l10n::ProblemText::campaignFile(inUse).contains(u"another"_s));
}

// An edit made in the app is one undo step that lives in the campaign's journal: Edit ▸ Undo and
// Redo replay it, and the browser follows.
TEST_F(MainWindowTest, EditsGoThroughTheUndoStackIntoTheJournal)
{
    MainWindow window(&languages);
    ASSERT_EQ(window.openCampaign(dir.filePath(u"edits.sheetwright"_s), true).problem, sw::store::FileProblem::None);
    const auto receipt = window.edit(u"New character"_s, [](sw::store::CampaignStore &s) {
        return sw::blades::addCharacter(s, sw::test::playingCutter(), std::nullopt, u"New character"_s);
    });
    ASSERT_TRUE(receipt.ok);
    QAction *undo = window.action(u"undo"_s);
    EXPECT_TRUE(undo->isEnabled());
    EXPECT_TRUE(undo->text().contains(u"New character"_s));
    EXPECT_EQ(window.session()->store().list().size(), 1);
    undo->trigger();
    EXPECT_TRUE(window.session()->store().list().isEmpty());
    window.action(u"redo"_s)->trigger();
    EXPECT_EQ(window.session()->store().list().size(), 1);
    EXPECT_EQ(window.session()->store().history().size(), 1);
}

TEST_F(MainWindowTest, ARefusedEditLeavesNoUndoStep)
{
    MainWindow window(&languages);
    ASSERT_EQ(window.openCampaign(dir.filePath(u"refused.sheetwright"_s), true).problem, sw::store::FileProblem::None);
    sw::blades::Character c = sw::test::playingCutter();
    c.stress = 99; // the file's CHECK constraint refuses it
    const auto receipt = window.edit(u"Broken"_s, [&](sw::store::CampaignStore &s) { return sw::blades::addCharacter(s, c, std::nullopt, u"Broken"_s); });
    EXPECT_FALSE(receipt.ok);
    EXPECT_FALSE(window.undoStack()->canUndo());
    EXPECT_FALSE(window.action(u"undo"_s)->isEnabled());
}

// Changes from an earlier session (or the command-line tool) are undone from the journal.
TEST_F(MainWindowTest, UndoReachesIntoEarlierSessions)
{
    const QString path = dir.filePath(u"earlier.sheetwright"_s);
    {
        sw::store::FileError error;
        auto file = sw::store::CampaignFile::create(path, &error);
        sw::store::CampaignStore store(*file);
        sw::blades::addCharacter(store, sw::test::playingCutter(), std::nullopt, u"Made yesterday"_s);
    }
    MainWindow window(&languages);
    ASSERT_EQ(window.openCampaign(path).problem, sw::store::FileProblem::None);
    QAction *undo = window.action(u"undo"_s);
    EXPECT_TRUE(undo->isEnabled());
    EXPECT_TRUE(undo->text().contains(u"Made yesterday"_s));
    undo->trigger();
    EXPECT_TRUE(window.session()->store().list().isEmpty());
    EXPECT_TRUE(window.action(u"redo"_s)->isEnabled());
}

// A campaign whose damage is past the header and the schema opens (the open reads no more), and
// the whole-file check the window starts in the background then warns, in the window's language,
// naming the backups folder.
TEST_F(MainWindowTest, DamageFoundInTheBackgroundIsShownWithTheBackupsFolder)
{
    const QString path = dir.filePath(u"damaged.sheetwright"_s);
    {
        sw::store::FileError error;
        auto session = sw::models::CampaignSession::open(path, true, &error);
        ASSERT_NE(session, nullptr);
        for (int i = 0; i < 60; ++i) {
            sw::blades::Character c = sw::test::playingCutter();
            c.notes = QString(400, u'n');
            ASSERT_TRUE(session->apply([&](auto &s) { return sw::blades::addCharacter(s, c, std::nullopt, u"PC"_s); }).ok);
        }
    }
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadWrite));
    ASSERT_GT(f.size(), 4096 * 12);
    f.seek(f.size() - 4096 * 6);
    f.write(QByteArray(4096 * 3, '\xA5'));
    f.close();

    languages.setLanguage(Language::TraditionalChinese);
    MainWindow window(&languages);
    ASSERT_EQ(window.openCampaign(path).problem, sw::store::FileProblem::None);
    QMessageBox *box = nullptr;
    QElapsedTimer waited;
    waited.start();
    while (!box && waited.elapsed() < 30000) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        QThread::msleep(5);
        box = window.findChild<QMessageBox *>(u"damageBox"_s);
    }
    ASSERT_NE(box, nullptr) << "no warning after the background check";
    const QMessageBox *readFailed = window.findChild<QMessageBox *>(u"readFailedBox"_s);
    EXPECT_TRUE(!readFailed || !readFailed->isVisible()) << "the damage is said once";
    if (const QString shots = qEnvironmentVariable("SHEETWRIGHT_SHOTS"); !shots.isEmpty())
        box->grab().save(shots + u"/damaged-campaign-zh_TW.png"_s);
    EXPECT_EQ(box->windowTitle(), u"戰役檔案已損壞"_s);
    EXPECT_TRUE(box->informativeText().contains(QDir::toNativeSeparators(sw::store::backupFolder(QFileInfo(path).absoluteFilePath()))));
    EXPECT_FALSE(box->detailedText().isEmpty());
    EXPECT_TRUE(QDir(sw::store::backupFolder(QFileInfo(path).absoluteFilePath())).entryList({u"daily-*"_s}, QDir::Files).isEmpty());
}
