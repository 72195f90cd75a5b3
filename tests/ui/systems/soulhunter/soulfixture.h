#pragma once

// A main window on a fresh campaign for the 狩魂者 UI tests, driven by the same clicks and keys a
// player uses.
#include "languagemanager.h"
#include "mainwindow.h"
#include "models/campaignsession.h"
#include "sheettabs.h"
#include "systems/soulhunter/sheetrules.h"
#include "systems/soulhunter/soulhuntereditor.h"
#include "systems/soulhunter/soulhunterui.h"
#include "systems/soulhunter/store/soulsheets.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QLineEdit>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <functional>

namespace sw::test {

class SoulWindowTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QSettings().clear();
        languages.setLanguage(Language::English);
        openWindow();
    }
    void TearDown() override
    {
        window.reset();
        languages.setLanguage(Language::English);
    }
    void openWindow(bool create = true)
    {
        window = std::make_unique<ui::MainWindow>(&languages);
        ASSERT_EQ(window->openCampaign(dir.filePath(QStringLiteral("soul.sheetwright")), create).problem, store::FileProblem::None);
        window->resize(1366, 900);
        window->show();
    }

    ui::SoulhunterUi *soulUi() const { return ui::SoulhunterUi::of(window->systemUis()); }
    ui::SoulhunterEditor *editor() const { return soulUi()->editor(); }

    qint64 addNew(const QString &name)
    {
        store::Receipt r;
        const soulhunter::Character c = soulhunter::newCharacter(editor()->rules(), name);
        editor()->push(QStringLiteral("add"), [&](store::CampaignStore &s) { return r = soulhunter::addCharacter(s, c, QStringLiteral("add")); });
        EXPECT_TRUE(r.ok) << r.error.toStdString();
        return r.sheet.id.toLongLong();
    }
    void setSetting(const QString &key, int value)
    {
        ASSERT_TRUE(editor()->setSetting(key, value));
    }
    QWidget *open(qint64 id)
    {
        QWidget *sheet = window->sheetTabs()->openSheet(soulhunter::characterRef(id));
        QTest::qWait(1);
        return sheet;
    }

    soulhunter::Character stored(qint64 id) const { return *soulhunter::character(window->session()->store(), id); }
    QString status() const { return window->statusBar()->currentMessage(); }
    void undo() { window->action(QStringLiteral("undo"))->trigger(); }
    void redo() { window->action(QStringLiteral("redo"))->trigger(); }

    template <typename W>
    static W *find(QObject *root, const QString &name)
    {
        W *w = root->findChild<W *>(name);
        EXPECT_NE(w, nullptr) << name.toStdString();
        return w;
    }
    static void typeInto(QAbstractSpinBox *box, const QString &text)
    {
        QTest::mouseClick(box, Qt::LeftButton);
        QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(box, text);
        QTest::keyClick(box, Qt::Key_Return);
    }
    static void retype(QLineEdit *edit, const QString &text)
    {
        QTest::mouseClick(edit, Qt::LeftButton);
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Delete);
        // QTest types ASCII only: other text comes in as an input method commits it.
        if (text.toLatin1() == text.toUtf8())
            QTest::keyClicks(edit, text);
        else
            edit->insert(text);
        QTest::keyClick(edit, Qt::Key_Return);
    }
    static void click(QWidget *w) { QTest::mouseClick(w, Qt::LeftButton, {}, w->rect().center()); }
    // A check box clicked on its box (a wide one's centre may lie past its text).
    static void tick(QWidget *box) { QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(6, box->height() / 2)); }

    template <typename Dialog>
    static void withModal(const std::function<void()> &trigger, const std::function<void(Dialog &)> &drive)
    {
        bool driven = false;
        QTimer::singleShot(0, [&] {
            auto *dialog = qobject_cast<Dialog *>(QApplication::activeModalWidget());
            ASSERT_NE(dialog, nullptr);
            drive(*dialog);
            driven = true;
            if (dialog->isVisible())
                dialog->reject();
        });
        trigger();
        EXPECT_TRUE(driven);
    }

    // Saves what the player sees, when SHEETWRIGHT_SHOTS names a folder (for looking, not asserting).
    void shot(const QString &name, QWidget *what = nullptr)
    {
        const QString folder = qEnvironmentVariable("SHEETWRIGHT_SHOTS");
        if (folder.isEmpty())
            return;
        QDir().mkpath(folder);
        QTest::qWait(250);
        (what ? what : window.get())->grab().save(folder + QLatin1Char('/') + name + QStringLiteral(".png"));
    }

    ui::LanguageManager languages;
    QTemporaryDir dir;
    std::unique_ptr<ui::MainWindow> window;
};

} // namespace sw::test
