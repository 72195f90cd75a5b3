// The main window's actions and menus, and their words in the current language.
#include "mainwindow.h"

#include "store/campaignfile.h"
#include "appsettings.h"
#include "campaignactions.h"
#include "campaignbrowser.h"
#include "connectdialog.h"
#include "journalcommand.h"
#include "languagemanager.h"
#include "print/printactions.h"
#include "recentfilesmenu.h"
#include "sheettabs.h"
#include "store/servercampaign.h"
#include "theme.h"

#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenuBar>
#include <QStatusBar>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

void MainWindow::createActions()
{
    const auto make = [this](const QString &name, QKeySequence::StandardKey key = QKeySequence::UnknownKey) {
        auto *a = new QAction(this);
        a->setObjectName(name);
        if (key != QKeySequence::UnknownKey)
            a->setShortcuts(key);
        m_actions[name] = a;
        return a;
    };
    connect(make(u"newCampaign"_s, QKeySequence::New), &QAction::triggered, this,
            &MainWindow::newCampaignInteractive);
    connect(make(u"openCampaign"_s, QKeySequence::Open), &QAction::triggered, this,
            &MainWindow::openCampaignInteractive);
    connect(make(u"connectShared"_s), &QAction::triggered, this, &MainWindow::connectSharedInteractive);
    QAction *pdf = make(u"exportPdf"_s);
    pdf->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    pdf->setEnabled(false);
    for (SystemUi *ui : m_systems.all()) {
        for (QAction *a : ui->newActions() + ui->importActions() + ui->helpActions())
            m_actions[a->objectName()] = a;
    }
    connect(make(u"quit"_s, QKeySequence::Quit), &QAction::triggered, this, &QWidget::close);

    QAction *undo = make(u"undo"_s, QKeySequence::Undo);
    QAction *redo = make(u"redo"_s, QKeySequence::Redo);
    undo->setEnabled(false);
    redo->setEnabled(false);
    connect(undo, &QAction::triggered, this, &MainWindow::undoEdit);
    connect(redo, &QAction::triggered, this, &MainWindow::redoEdit);
    connect(m_undoStack, &QUndoStack::indexChanged, this, &MainWindow::updateUndoActions);
    QAction *overrideMode = make(u"gmOverride"_s);
    overrideMode->setCheckable(true);
    overrideMode->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    connect(overrideMode, &QAction::triggered, this, [this, overrideMode](bool on) {
        overrideMode->setChecked(m_campaign && toggleOverride(on));
    });

    QAction *history = m_historyDock->toggleViewAction();
    history->setObjectName(u"showHistory"_s);
    history->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    m_actions[history->objectName()] = history;
    QAction *fullScreen = make(u"fullScreen"_s, QKeySequence::FullScreen);
    fullScreen->setCheckable(true);
    connect(fullScreen, &QAction::toggled, this, [this](bool on) {
        setWindowState(on ? windowState() | Qt::WindowFullScreen : windowState() & ~Qt::WindowFullScreen);
    });

    m_themeGroup = new QActionGroup(this);
    for (const Theme theme : {Theme::Dark, Theme::Light}) {
        QAction *a = make(u"theme_"_s + themeKey(theme));
        a->setCheckable(true);
        a->setChecked(themeFromKey(settings::theme()) == theme);
        m_themeGroup->addAction(a);
        connect(a, &QAction::triggered, this, [theme] {
            applyTheme(theme);
            settings::setTheme(themeKey(theme));
        });
    }

    m_languageGroup = new QActionGroup(this);
    for (const Language language : kAllLanguages) {
        QAction *a = make(u"language_"_s + languageCode(language));
        a->setText(nativeLanguageName(language)); // a language is named in its own words
        a->setCheckable(true);
        a->setData(languageCode(language));
        m_languageGroup->addAction(a);
        connect(a, &QAction::triggered, m_languages, [this, language] { m_languages->setLanguage(language); });
    }

    connect(make(u"about"_s), &QAction::triggered, this, &MainWindow::showAbout);
    connect(make(u"aboutQt"_s), &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(QString());
    file->addAction(action(u"newCampaign"_s));
    file->addAction(action(u"openCampaign"_s));
    file->addAction(action(u"connectShared"_s));
    m_recentMenu = new RecentFilesMenu(file);
    file->addMenu(m_recentMenu);
    connect(m_recentMenu, &RecentFilesMenu::openRequested, this, &MainWindow::openRecent);
    file->addSeparator();
    for (SystemUi *ui : m_systems.all()) {
        file->addActions(ui->newActions());
        file->addActions(ui->importActions());
        file->addActions(ui->exportActions());
        file->addSeparator();
    }
    file->addAction(action(u"exportPdf"_s));
    installPrintActions(this, file, action(u"exportPdf"_s)); // and Print…, Print Preview…: print/printactions.h
    file->addSeparator();
    file->addAction(action(u"quit"_s));

    QMenu *edit = menuBar()->addMenu(QString());
    edit->addAction(action(u"undo"_s));
    edit->addAction(action(u"redo"_s));
    edit->addSeparator();
    edit->addActions(m_campaignActions->actions());
    edit->addSeparator();
    edit->addAction(action(u"gmOverride"_s));

    QMenu *view = menuBar()->addMenu(QString());
    view->addAction(action(u"showHistory"_s));
    QMenu *theme = view->addMenu(QString());
    theme->addAction(action(u"theme_dark"_s));
    theme->addAction(action(u"theme_light"_s));
    view->addSeparator();
    view->addAction(action(u"fullScreen"_s));

    QMenu *language = menuBar()->addMenu(QString());
    language->addActions(m_languageGroup->actions());

    QMenu *help = menuBar()->addMenu(QString());
    for (SystemUi *ui : m_systems.all())
        help->addActions(ui->helpActions());
    help->addSeparator();
    help->addAction(action(u"about"_s));
    help->addAction(action(u"aboutQt"_s));

    // Each system's own menus (its GM tools) before Help.
    for (SystemUi *ui : m_systems.all()) {
        for (QMenu *menu : ui->menus())
            menuBar()->insertMenu(help->menuAction(), menu);
    }

    m_menus = {{u"file"_s, file}, {u"edit"_s, edit}, {u"view"_s, view}, {u"theme"_s, theme},
               {u"language"_s, language}, {u"help"_s, help}};
    for (auto &[name, menu] : m_menus)
        menu->setObjectName(name + u"Menu"_s);
}

void MainWindow::retranslate()
{
    m_menus[u"file"_s]->setTitle(tr("&File"));
    m_menus[u"edit"_s]->setTitle(tr("&Edit"));
    m_menus[u"view"_s]->setTitle(tr("&View"));
    m_menus[u"theme"_s]->setTitle(tr("&Theme"));
    m_menus[u"language"_s]->setTitle(tr("&Language"));
    m_menus[u"help"_s]->setTitle(tr("&Help"));

    action(u"newCampaign"_s)->setText(tr("&New Campaign…"));
    action(u"newCampaign"_s)->setStatusTip(tr("Create a new, empty campaign file"));
    action(u"openCampaign"_s)->setText(tr("&Open Campaign…"));
    action(u"openCampaign"_s)->setStatusTip(tr("Open a campaign file"));
    action(u"connectShared"_s)->setText(tr("Connect to a &Shared Campaign…"));
    action(u"connectShared"_s)->setStatusTip(tr("Open a campaign a table shares on a PostgreSQL server"));
    action(u"exportPdf"_s)->setText(tr("&Export PDF…"));
    action(u"exportPdf"_s)->setStatusTip(tr("Print the open sheets to a PDF file"));
    action(u"gmOverride"_s)->setText(tr("&GM Override Mode"));
    action(u"gmOverride"_s)->setStatusTip(tr("Let edits through that break a rule, recording each on the sheet"));
    m_tabs->setTabText(0, tr("Campaign"));
    action(u"quit"_s)->setText(tr("&Quit"));
    action(u"quit"_s)->setStatusTip(tr("Close Sheetwright; every change is already saved"));

    m_journalUndo->relabel();
    updateUndoActions();

    m_historyDock->setWindowTitle(tr("Edit History"));
    // The dock renames its toggle action when its title changes, so the action comes after.
    action(u"showHistory"_s)->setText(tr("Edit &History"));
    action(u"showHistory"_s)->setStatusTip(tr("Show every change in this session; click one to go back to it"));
    m_historyView->setEmptyLabel(tr("<opened campaign>"));
    m_historyView->setAccessibleName(tr("Edit history"));
    action(u"fullScreen"_s)->setText(tr("&Full Screen"));
    action(u"theme_dark"_s)->setText(tr("&Dark"));
    action(u"theme_light"_s)->setText(tr("&Light"));

    action(u"about"_s)->setText(tr("&About Sheetwright"));
    action(u"aboutQt"_s)->setText(tr("About &Qt"));
    if (m_recentMenu)
        m_recentMenu->retranslate();
    m_campaignActions->retranslate();
    updateTitle();
}

void MainWindow::syncLanguageChecks()
{
    const QString code = languageCode(m_languages->language());
    for (QAction *a : m_languageGroup->actions())
        a->setChecked(a->data().toString() == code);
}

void MainWindow::updateTitle()
{
    if (m_campaign)
        setWindowTitle(tr("%1 — Sheetwright").arg(store::campaignShortName(m_campaign->path())));
    else
        setWindowTitle(u"Sheetwright"_s);
}

// File ▸ Connect to a shared campaign…: the password is kept (keychain or memory) once it opened.
void MainWindow::connectSharedInteractive()
{
    ConnectDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString address = dialog.address();
    const store::FileError error = openCampaign(address);
    if (error.problem == store::FileProblem::None)
        dialog.rememberPassword();
    else
        showOpenError(store::shownAddress(address), error);
}

} // namespace sw::ui
