#pragma once

// A game system's user interface, the counterpart of systems::GameSystem: its sheets' pages, its
// "New …" actions, its menus and docks (the GM's tools) and its words for the campaign list (its
// printed pages register with the print frame: print/sheetprinter.h). The shell (main window, tabs, browser, print actions) reaches a system only
// through this interface; each system's is registered by one line in ui/systems/registry.cpp.
#include "common/language.h"
#include "store/campaignstore.h"

#include <QObject>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QAction;
class QMainWindow;
class QMenu;

namespace sw::models {
class CampaignSession;
}

namespace sw::ui {

class SheetTabs;

class SystemUi : public QObject
{
    Q_OBJECT

public:
    using Write = std::function<store::Receipt(store::CampaignStore &)>;
    // Makes one edit through the window's undo stack and the journal (MainWindow::edit).
    using Push = std::function<store::Receipt(const QString &label, const Write &write)>;

    // Where a system's UI lives: the window (menus, docks, status bar) and its tabs.
    struct Shell
    {
        QMainWindow *window = nullptr;
        SheetTabs *tabs = nullptr;
    };

    using QObject::QObject;

    // The id of its game system ("blades").
    virtual QString systemId() const = 0;
    // Once, when the window is built: its actions, menus and docks.
    virtual void install(const Shell &shell) = 0;
    // Its "New …" actions (File menu), each with a stable object name.
    virtual QList<QAction *> newActions() const = 0;
    // Menus it adds to the menu bar before Help (e.g. its GM tools).
    virtual QList<QMenu *> menus() const { return {}; }
    // Actions it adds to the Help menu (e.g. its rule packs), each with a stable object name.
    virtual QList<QAction *> helpActions() const { return {}; }

    // A campaign was opened (null: it was closed); `push` makes its edits.
    virtual void setCampaign(models::CampaignSession *session, const Push &push) = 0;
    virtual void setLanguage(Language language) = 0;
    // GM override mode: edits that break a rule are made and recorded with `reason`.
    virtual void setOverride(bool on, const QString &reason) = 0;

    // The page of one of its sheets (its window title is the tab's text); null when the kind is
    // not its own or has no page of its own.
    virtual QWidget *createSheetPage(const store::SheetRef &sheet, QWidget *parent) = 0;
    // A record with no page of its own (a faction, a clock) shown where it lives; false when
    // the kind is not its own.
    virtual bool showRecord(const store::SheetRef &sheet) { Q_UNUSED(sheet); return false; }

    // Its import actions (File menu, the first screen), each with a stable object name.
    virtual QList<QAction *> importActions() const { return {}; }
    // Its export actions (File menu, after the imports; not on the first screen).
    virtual QList<QAction *> exportActions() const { return {}; }
    // A sheet of the campaign list saved as a file this system's import reads back (Edit ▸ Export
    // Sheet…): whether the kind has such a file, and the export itself (asks where; says what
    // happened; true when written).
    virtual bool canExport(const store::SheetRef &sheet) const { Q_UNUSED(sheet); return false; }
    virtual bool exportSheet(const store::SheetRef &sheet, QWidget *parent) { Q_UNUSED(sheet); Q_UNUSED(parent); return false; }
    // The document of a copy of one of its sheets (Edit ▸ Duplicate Sheet), e.g. renamed.
    virtual QJsonObject duplicateDocument(const store::SheetRef &sheet, const QJsonObject &document) const
    {
        Q_UNUSED(sheet);
        return document;
    }

    // The kinds the campaign list offers as filters, in order, and their words.
    virtual QStringList listedKinds() const = 0;
    virtual QString kindName(const QString &kind, bool plural) const = 0;
    // The campaign list's word for a sheet's type (a clock kind's name), or the id itself.
    virtual QString typeName(const QString &kind, const QString &type) const { Q_UNUSED(kind); return type; }
    // The user's word for a field of one of its sheets, by its path in the document ("sheet/
    // character/alias"), in the language: what a refused edit names (a conflict, #19). Empty:
    // none, and the path is shown.
    virtual QString fieldLabel(const QString &kind, const QString &path) const
    {
        Q_UNUSED(kind); Q_UNUSED(path);
        return {};
    }

    // What the print dialog offers besides "This sheet" and "Every open sheet": e.g. a crew with
    // all its members, the faction ladder (`current`: the sheet of the current tab, if any).
    struct PrintChoice
    {
        QString text;
        QList<store::SheetRef> sheets;
    };
    virtual QList<PrintChoice> printChoices(const store::CampaignStore &store,
                                            const std::optional<store::SheetRef> &current) const
    {
        Q_UNUSED(store); Q_UNUSED(current);
        return {};
    }

Q_SIGNALS:
    // Open this sheet (the shell finds whose it is).
    void openSheetRequested(const sw::store::SheetRef &sheet);
    // Something to say in the status bar (a refusal in words).
    void message(const QString &text);
    // The open campaign is to play with the pack (or house-rules profile) `id` from now on.
    void usePackRequested(const QString &id);
};

// The system UIs of one window, in registration order. Owns them.
class SystemUiRegistry
{
public:
    void add(std::unique_ptr<SystemUi> ui);
    QList<SystemUi *> all() const;
    SystemUi *find(const QString &systemId) const;
    // The UI of the system that keeps sheets of `kind` (systems::builtInSystems()), or null.
    SystemUi *forKind(const QString &kind) const;

private:
    std::vector<std::unique_ptr<SystemUi>> m_uis;
};

// Adds this build's system UIs: one line per system (ui/systems/registry.cpp).
void registerBuiltInSystemUis(SystemUiRegistry &registry);

} // namespace sw::ui
