#include "mainwindow.h"

#include "aboutdialog.h"
#include "appsettings.h"
#include "store/servercampaign.h"
#include "campaignactions.h"
#include "campaignbrowser.h"
#include "campaignpage.h"
#include "journalcommand.h"
#include "languagemanager.h"
#include "linkbanner.h"
#include "problemtext.h"
#include "print/printactions.h"
#include "recentfilesmenu.h"
#include "storemessages.h"
#include "sheettabs.h"
#include "startpanel.h"
#include "theme.h"
#include "widgets/wheelguard.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

MainWindow::MainWindow(LanguageManager *languages, QWidget *parent)
    : QMainWindow(parent), m_languages(languages), m_undoStack(new QUndoStack(this)),
      m_journalUndo(new JournalUndo(m_undoStack, this))
{
    setObjectName(u"MainWindow"_s);
    WheelGuard::install();
    setWindowIcon(QIcon(u":/icons/sheetwright.svg"_s));
    auto *home = new QWidget(this);
    m_page = new CampaignPage(home);
    m_browser = new CampaignBrowser(home);
    auto *layout = new QVBoxLayout(home);
    m_start = new StartPanel(home);
    layout->addWidget(m_page);
    layout->addWidget(m_start, 1);
    layout->addWidget(m_browser, 1);
    connect(m_start, &StartPanel::recentRequested, this, &MainWindow::openRecent);
    connect(m_browser, &CampaignBrowser::contentsChanged, this, &MainWindow::updateHome);
    m_tabs = new SheetTabs(home, this);
    // A shared campaign's banner over the sheets while its server is away (linkbanner.h).
    auto *central = new QWidget(this);
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    m_linkBanner = new LinkBanner(central);
    centralLayout->addWidget(m_linkBanner);
    centralLayout->addWidget(m_tabs, 1);
    setCentralWidget(central);
    connect(m_browser, &CampaignBrowser::openRequested, this, &MainWindow::openSheet);
    // Each game system's pages, actions and menus (ui/systems/registry.cpp).
    registerBuiltInSystemUis(m_systems);
    m_tabs->setPageFactory([this](const store::SheetRef &sheet, QWidget *host) -> QWidget * {
        SystemUi *ui = m_systems.forKind(sheet.kind);
        return ui ? ui->createSheetPage(sheet, host) : nullptr;
    });
    m_browser->setSystems(&m_systems);
    for (SystemUi *ui : m_systems.all()) {
        ui->install({this, m_tabs});
        connect(ui, &SystemUi::openSheetRequested, this, &MainWindow::openSheet);
        connect(ui, &SystemUi::usePackRequested, this, &MainWindow::usePack);
        connect(ui, &SystemUi::message, this, [this](const QString &text) { statusBar()->showMessage(text, 8000); });
        connect(m_languages, &LanguageManager::languageChanged, ui, &SystemUi::setLanguage);
        ui->setLanguage(m_languages->language());
    }

    m_historyView = new QUndoView(m_undoStack, this);
    m_historyDock = new QDockWidget(this);
    m_historyDock->setObjectName(u"HistoryDock"_s);
    m_historyDock->setWidget(m_historyView);
    addDockWidget(Qt::RightDockWidgetArea, m_historyDock);
    m_historyDock->hide();
    m_journalUndo->attachView(m_historyView);
    connect(m_journalUndo, &JournalUndo::refused, this,
            [this](const store::Receipt &receipt, const QString &label, bool undo) {
                StoreMessages::refusedStep(this, receipt, label, undo);
                updateUndoActions();
            });

    createActions();
    m_campaignActions = new CampaignActions(this, m_browser);
    // The first screen's ways to begin: each system's new sheets, Open Campaign, the imports.
    QList<QAction *> begin;
    for (SystemUi *ui : m_systems.all())
        begin += ui->newActions();
    begin << action(u"openCampaign"_s);
    for (SystemUi *ui : m_systems.all())
        begin += ui->importActions();
    m_start->setActions(begin);
    createMenus();
    statusBar();
    retranslate();
    connect(m_languages, &LanguageManager::languageChanged, this, &MainWindow::syncLanguageChecks);
    connect(m_languages, &LanguageManager::languageChanged, m_browser, &CampaignBrowser::setLanguage);
    m_browser->setLanguage(m_languages->language());
    syncLanguageChecks();
    updateHome();

    resize(1100, 760);
    restoreGeometry(settings::windowGeometry());
    restoreState(settings::windowState());
}

MainWindow::~MainWindow()
{
    // The stack is a child and is destroyed after this object; its last signals must not
    // reach a half-destroyed window.
    m_undoStack->disconnect(this);
    // The system UIs go before the child widgets: nothing may ask them on the way out.
    m_browser->setSystems(nullptr);
    m_tabs->setPageFactory({});
}

QAction *MainWindow::action(const QString &name) const
{
    const auto it = m_actions.find(name);
    return it == m_actions.end() ? nullptr : it->second;
}

void MainWindow::usePack(const QString &id)
{
    if (!session() || !session()->store().setPackId(id)) {
        statusBar()->showMessage(tr("The campaign's pack could not be changed: the campaign is open read-only."));
        return;
    }
    // The campaign is opened again (its lock let go first), so that every sheet is read, checked
    // and drawn with the pack.
    const QString path = campaignPath();
    releaseCampaign();
    const store::FileError error = openCampaign(path);
    if (error.problem == store::FileProblem::None)
        statusBar()->showMessage(tr("The campaign now plays with %1.").arg(id));
    else
        showOpenError(path, error);
}

Language MainWindow::language() const
{
    return m_languages->language();
}

QString MainWindow::campaignPath() const
{
    return m_campaign ? m_campaign->path() : QString();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    settings::setWindowGeometry(saveGeometry(), saveState());
    rememberOpenSheets();
    event->accept();
}

store::Receipt MainWindow::edit(const QString &label, const std::function<store::Receipt(store::CampaignStore &)> &write)
{
    if (!m_campaign)
        return {};
    store::Receipt receipt;
    m_undoStack->push(new JournalCommand(m_journalUndo, label, write, &receipt));
    if (!receipt.ok) {
        // A conflict names the field in the words of the sheet's system.
        const SystemUi *system = receipt.conflictField.isEmpty() ? nullptr : m_systems.forKind(receipt.sheet.kind);
        statusBar()->showMessage(
            StoreMessages::notSaved(receipt, system ? system->fieldLabel(receipt.sheet.kind, receipt.conflictField) : QString()));
    }
    return receipt;
}

void MainWindow::undoEdit()
{
    m_journalUndo->undo(); // a refusal is said by JournalUndo::refused
    updateUndoActions();
}

void MainWindow::redoEdit()
{
    m_journalUndo->redo();
    updateUndoActions();
}

void MainWindow::updateUndoActions()
{
    // Earlier changes (a past session, the command-line tool) are undone from the journal
    // once this session's own steps are used up (JournalUndo).
    const QString undoText = m_journalUndo->undoText();
    const QString redoText = m_journalUndo->redoText();
    QAction *undo = action(u"undo"_s);
    QAction *redo = action(u"redo"_s);
    undo->setEnabled(m_journalUndo->canUndo());
    redo->setEnabled(m_journalUndo->canRedo());
    undo->setText(undoText.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undoText));
    redo->setText(redoText.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redoText));
}

void MainWindow::rememberOpenSheets()
{
    if (m_campaign)
        settings::setOpenSheets(QFileInfo(campaignPath()).absoluteFilePath(), m_tabs->openState());
}

void MainWindow::restoreOpenSheets()
{
    m_tabs->restoreOpen(settings::openSheets(QFileInfo(campaignPath()).absoluteFilePath()));
}

void MainWindow::releaseCampaign()
{
    rememberOpenSheets();
    m_undoStack->clear();
    m_journalUndo->setSession(nullptr);
    m_linkBanner->setSession(nullptr);
    m_browser->setSession(nullptr);
    m_tabs->setSession(nullptr);
    for (SystemUi *ui : m_systems.all())
        ui->setCampaign(nullptr, {});
    m_campaign.reset();
    updateHome();
}

void MainWindow::updateHome()
{
    QStringList recent = settings::recentCampaigns();
    recent.removeAll(campaignPath());
    m_start->setRecent(recent);
    const bool empty = !m_campaign || m_browser->sheetCount() == 0;
    m_start->setVisible(empty);
    m_browser->setVisible(!empty);
}

store::FileError MainWindow::openCampaign(const QString &path, bool create)
{
    store::FileError error;
    auto session = models::CampaignSession::open(path, create, &error);
    if (!session)
        return error;
    releaseCampaign();
    m_campaign = std::move(session);
    m_journalUndo->setSession(m_campaign.get());
    m_opening = true;
    m_readFailure.reset();
    connect(m_campaign.get(), &models::CampaignSession::readFailed, this, [this](const store::StoreError &failure) {
        if (m_opening)
            m_readFailure = failure;
        else
            StoreMessages::readFailed(this, failure);
    });
    m_browser->setSession(m_campaign.get());
    m_linkBanner->setSession(m_campaign.get());
    for (SystemUi *ui : m_systems.all()) {
        ui->setCampaign(m_campaign.get(), [this](const QString &label, const SystemUi::Write &write) {
            return edit(label, write);
        });
    }
    action(u"gmOverride"_s)->setChecked(false);
    m_tabs->setSession(m_campaign.get());
    // A shared campaign's address is never kept in the settings (it may hold a password).
    const bool shared = store::isServerAddress(path);
    const QString absolute = shared ? store::shownAddress(path) : QFileInfo(path).absoluteFilePath();
    if (!shared) {
        settings::setLastCampaign(absolute);
        settings::addRecentCampaign(absolute);
    }
    m_page->showCampaign(absolute, m_campaign->schemaVersion());
    connect(m_campaign.get(), &models::CampaignSession::integrityChecked, this,
            [this, absolute](const store::FileError &result) {
                if (result.problem != store::FileProblem::None)
                    showDamage(absolute, result);
            });
    if (!create)
        m_campaign->startIntegrityCheck(); // the whole file, then the day's backup, off the open path
    if (!create)
        restoreOpenSheets();
    updateUndoActions();
    updateTitle();
    updateHome();
    m_opening = false;
    if (m_readFailure)
        StoreMessages::readFailed(this, *std::exchange(m_readFailure, std::nullopt));
    else
        statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(absolute)), 5000);
    return {};
}

void MainWindow::openInitialCampaign()
{
    // The campaigns an older version kept in the doubled data folder move to the app's own first.
    QString migrationError;
    migrateLegacyDataFolder(&migrationError);
    if (!migrationError.isEmpty())
        statusBar()->showMessage(tr("Could not move %1 to the new data folder.").arg(migrationError));
    const QString last = settings::lastCampaign();
    if (!last.isEmpty() && QFileInfo::exists(last)) {
        const store::FileError error = openCampaign(last);
        if (error.problem == store::FileProblem::None)
            return;
        statusBar()->showMessage(tr("Could not reopen %1: %2")
                                     .arg(QDir::toNativeSeparators(last),
                                          l10n::ProblemText::campaignFile(error)));
    }
    const QString fallback = defaultCampaignPath();
    const store::FileError error = openCampaign(fallback, !QFileInfo::exists(fallback));
    if (error.problem != store::FileProblem::None)
        showOpenError(fallback, error);
}

void MainWindow::newCampaignInteractive()
{
    const QString suffix = QLatin1StringView(store::kCampaignSuffix);
    QString path = QFileDialog::getSaveFileName(
        this, tr("New Campaign"), QFileInfo(defaultCampaignPath()).absolutePath(),
        tr("Sheetwright campaigns (*.%1)").arg(suffix));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix() != suffix)
        path += u'.' + suffix;
    if (QFileInfo::exists(path) &&
        QMessageBox::question(this, tr("New Campaign"),
                              tr("%1 already exists. Open it instead?").arg(QDir::toNativeSeparators(path))) ==
            QMessageBox::Yes) {
        openRecent(path);
        return;
    }
    const store::FileError error = openCampaign(path, true);
    if (error.problem != store::FileProblem::None)
        showOpenError(path, error);
}

void MainWindow::openCampaignInteractive()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Campaign"), QFileInfo(campaignPath().isEmpty() ? defaultCampaignPath() : campaignPath()).absolutePath(),
        tr("Sheetwright campaigns (*.%1);;All files (*)").arg(QLatin1StringView(store::kCampaignSuffix)));
    if (!path.isEmpty())
        openRecent(path);
}

void MainWindow::openRecent(const QString &path)
{
    const store::FileError error = openCampaign(path);
    if (error.problem == store::FileProblem::None)
        return;
    if (error.problem == store::FileProblem::Missing)
        settings::removeRecentCampaign(path);
    showOpenError(path, error);
}

void MainWindow::showOpenError(const QString &path, const store::FileError &error)
{
    QMessageBox box(QMessageBox::Warning, tr("Cannot Open Campaign"),
                    tr("Could not open %1.").arg(QDir::toNativeSeparators(path)),
                    QMessageBox::Ok, this);
    box.setInformativeText(l10n::ProblemText::campaignFile(error));
    box.setDetailedText(error.detail);
    box.exec();
}

void MainWindow::showDamage(const QString &path, const store::FileError &error)
{
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Damaged Campaign File"),
                                tr("Checking %1 found damage in the file.").arg(QDir::toNativeSeparators(path)),
                                QMessageBox::Ok, this);
    box->setInformativeText(tr("Sheets may be missing or fail to save. No backup was made from the damaged file; "
                               "the backups of earlier days are in %1.")
                                .arg(QDir::toNativeSeparators(store::backupFolder(path))));
    box->setObjectName(u"damageBox"_s);
    box->setDetailedText(error.detail);
    box->setAttribute(Qt::WA_DeleteOnClose);
    // The whole file's verdict stands in for a read that failed on the way (readFailedBox).
    if (QMessageBox *readFailed = findChild<QMessageBox *>(u"readFailedBox"_s))
        readFailed->close();
    box->open();
    statusBar()->showMessage(tr("The campaign file is damaged: restore a backup."));
}

void MainWindow::openSheet(const store::SheetRef &sheet)
{
    if (m_tabs->openSheet(sheet))
        return;
    SystemUi *ui = m_systems.forKind(sheet.kind);
    if (!ui || !ui->showRecord(sheet))
        statusBar()->showMessage(tr("This kind of sheet opens in the GM tools."), 5000);
}

bool MainWindow::toggleOverride(bool on)
{
    if (!on) {
        m_overrideReason.clear();
        for (SystemUi *ui : m_systems.all())
            ui->setOverride(false, {});
        return false;
    }
    bool ok = false;
    const QString reason = QInputDialog::getText(this, tr("GM Override Mode"),
                                                 tr("While override mode is on, edits that break a rule are made "
                                                    "anyway and the rule is recorded on the sheet with this reason:"),
                                                 QLineEdit::Normal, tr("GM ruling"), &ok);
    if (!ok)
        return !m_overrideReason.isEmpty();
    m_overrideReason = reason.trimmed().isEmpty() ? tr("GM ruling") : reason.trimmed();
    for (SystemUi *ui : m_systems.all())
        ui->setOverride(true, m_overrideReason);
    return true;
}

void MainWindow::showAbout()
{
    AboutDialog dialog(this);
    dialog.exec();
}

} // namespace sw::ui
