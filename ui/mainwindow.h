#pragma once

#include "common/language.h"
#include "store/campaignfile.h"
#include "models/campaignsession.h"
#include "systems/systemui.h"

#include <QMainWindow>

#include <functional>
#include <map>
#include <memory>
#include <optional>

class QAction;
class QActionGroup;
class QDockWidget;
class QMenu;
class QUndoStack;
class QUndoView;

namespace sw::ui {

class CampaignActions;
class CampaignBrowser;
class CampaignPage;
class LinkBanner;
class JournalUndo;
class LanguageManager;
class RecentFilesMenu;
class SheetTabs;
class StartPanel;

// The application shell: menus, the undo stack, the open campaign and the central page.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(LanguageManager *languages, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens (or, with `create`, makes) the campaign at `path`. On failure the open campaign stays
    // as it was and the error is returned; nothing is shown — callers decide how to tell.
    store::FileError openCampaign(const QString &path, bool create = false);
    // On start: the last campaign, else the default one (made on first start).
    void openInitialCampaign();

    QString campaignPath() const;
    // The language of the window's words (and of what it prints).
    Language language() const;
    // The open campaign plays with the pack (or house-rules profile) `id` from now on.
    void usePack(const QString &id);
    QUndoStack *undoStack() const { return m_undoStack; }
    // Edit ▸ Undo and Redo: the store first, then the stack (journalcommand.h).
    JournalUndo *journalUndo() const { return m_journalUndo; }
    models::CampaignSession *session() const { return m_campaign.get(); }
    // Makes one edit of the open campaign through the undo stack and the journal. Returns what
    // the store said; a refused write leaves no undo step.
    store::Receipt edit(const QString &label, const std::function<store::Receipt(store::CampaignStore &)> &write);
    CampaignBrowser *browser() const { return m_browser; }
    StartPanel *startPanel() const { return m_start; }
    CampaignActions *campaignActions() const { return m_campaignActions; }
    SheetTabs *sheetTabs() const { return m_tabs; }
    // Each game system's part of the window (ui/systems/systemui.h).
    const SystemUiRegistry &systemUis() const { return m_systems; }
    QAction *action(const QString &name) const;

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createMenus();
    void retranslate();
    void updateUndoActions();
    void undoEdit();
    void redoEdit();
    void updateTitle();
    void syncLanguageChecks();
    void newCampaignInteractive();
    void openCampaignInteractive();
    void connectSharedInteractive();
    void openRecent(const QString &path);
    void showOpenError(const QString &path, const store::FileError &error);
    // Closes the open campaign (its session, editor and views), letting go of its lock.
    void releaseCampaign();
    // The open sheets' tabs, remembered per campaign when it closes and opened again with it.
    void rememberOpenSheets();
    void restoreOpenSheets();
    void showDamage(const QString &path, const store::FileError &error);
    void showAbout();
    void openSheet(const store::SheetRef &sheet);
    // Turns GM override mode on (asking the reason recorded with each override) or off; the mode
    // now in force.
    bool toggleOverride(bool on);
    // The campaign tab: the first screen while no campaign is open or it holds no sheet, else the list.
    void updateHome();

    LanguageManager *m_languages;
    QUndoStack *m_undoStack;
    JournalUndo *m_journalUndo;
    // Reads that failed while a campaign opens, said once it is open (not under "Opened …").
    std::optional<store::StoreError> m_readFailure;
    bool m_opening = false;
    std::unique_ptr<models::CampaignSession> m_campaign;
    CampaignPage *m_page = nullptr;
    CampaignBrowser *m_browser = nullptr;
    StartPanel *m_start = nullptr;
    CampaignActions *m_campaignActions = nullptr;
    SheetTabs *m_tabs = nullptr;
    LinkBanner *m_linkBanner = nullptr;
    SystemUiRegistry m_systems;
    QString m_overrideReason; // while GM override mode is on
    QDockWidget *m_historyDock = nullptr;
    QUndoView *m_historyView = nullptr;
    RecentFilesMenu *m_recentMenu = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    QActionGroup *m_themeGroup = nullptr;
    std::map<QString, QAction *> m_actions;
    std::map<QString, QMenu *> m_menus;
};

} // namespace sw::ui
