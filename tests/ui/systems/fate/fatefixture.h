#pragma once

// A main window on a fresh campaign for the Fate UI tests, driven by the same clicks and keys a
// player uses; Charles (core/systems/fate/fixtures.h) in play for the sheet and dice tests.
#include "core/systems/fate/fixtures.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "models/campaignsession.h"
#include "sheettabs.h"
#include "systems/fate/fateeditor.h"
#include "systems/fate/fateui.h"
#include "systems/fate/store/fatesheets.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QDialog>
#include <QPushButton>
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

class FateWindowTest : public ::testing::Test
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
        ASSERT_EQ(window->openCampaign(dir.filePath(QStringLiteral("fate.sheetwright")), create).problem, store::FileProblem::None);
        window->resize(1366, 900);
        window->show();
    }

    ui::FateUi *fateUi() const { return ui::FateUi::of(window->systemUis()); }
    ui::FateEditor *editor() const { return fateUi()->editor(); }

    static fate::Character played()
    {
        fate::Character c = fate::test::charles();
        c.creation = false;
        return c;
    }

    qint64 add(const fate::Character &c)
    {
        store::Receipt r;
        editor()->push(QStringLiteral("add"), [&](store::CampaignStore &s) { return r = fate::addCharacter(s, c, QStringLiteral("add")); });
        return r.sheet.id.toLongLong();
    }

    QWidget *open(qint64 id)
    {
        QWidget *sheet = window->sheetTabs()->openSheet(fate::characterRef(id));
        QTest::qWait(1);
        return sheet;
    }

    fate::Character stored(qint64 id) const { return *fate::character(window->session()->store(), id); }
    QString status() const { return window->statusBar()->currentMessage(); }
    void undo() { window->action(QStringLiteral("undo"))->trigger(); }
    void redo() { window->action(QStringLiteral("redo"))->trigger(); }

    template <typename W>
    static W *find(QWidget *root, const QString &name)
    {
        W *w = root->findChild<W *>(name);
        EXPECT_NE(w, nullptr) << name.toStdString();
        return w;
    }

    // Types a value into a spin box as a player does: click, select all, type, Enter.
    static void typeInto(QAbstractSpinBox *box, const QString &text)
    {
        QTest::mouseClick(box, Qt::LeftButton);
        QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(box, text);
        QTest::keyClick(box, Qt::Key_Return);
    }
    // Replaces a line's text and confirms it with Enter.
    static void retype(QLineEdit *edit, const QString &text)
    {
        QTest::mouseClick(edit, Qt::LeftButton);
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Delete);
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
    }
    static void click(QWidget *w) { QTest::mouseClick(w, Qt::LeftButton, {}, w->rect().center()); }

    // Runs `drive` on the modal dialog `trigger` opens, once it is up.
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
                dialog->reject(); // a failed step must not leave the test waiting on the dialog
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
