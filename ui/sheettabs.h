#pragma once

#include "appsettings.h"
#include "store/campaignstore.h"

#include <QTabWidget>

#include <functional>

namespace sw::models {
class CampaignSession;
}

namespace sw::ui {

// The main window's centre: the campaign's home tab (its name and the browser) first, then one
// tab per open sheet, of any game system (each system's SystemUi makes the page; a page's window
// title is its tab's text). Opening a sheet that is already open shows its tab; a sheet removed
// from the campaign (an undone creation) closes its tab. Pages that are no sheet (a GM board)
// carry the sheet kind "gm".
class SheetTabs : public QTabWidget
{
    Q_OBJECT

public:
    // Makes the page of a sheet, or null when no system has one for its kind.
    using PageFactory = std::function<QWidget *(const store::SheetRef &sheet, QWidget *parent)>;

    SheetTabs(QWidget *home, QWidget *parent = nullptr);

    void setPageFactory(PageFactory factory) { m_factory = std::move(factory); }
    // The open campaign; every open sheet is closed when it changes.
    void setSession(models::CampaignSession *session);
    // Opens (or shows) the sheet's tab; returns its widget, or nullptr for a kind without a sheet.
    QWidget *openSheet(const store::SheetRef &sheet);
    // Adds a page that is no sheet (a GM board), known by `key`.
    void addPage(QWidget *page, const QString &key);
    QWidget *sheetWidget(const store::SheetRef &sheet) const;
    QList<store::SheetRef> openSheets() const;
    // The open sheets and the one shown, to be remembered; opens them again (those still in the
    // campaign) and shows the one that was shown.
    settings::OpenSheets openState() const;
    void restoreOpen(const settings::OpenSheets &open);
    void closeSheets();

private:
    void closeTab(int index);
    void closeRemoved();
    // The page made read-only where the user may not write its sheet (readonlypage.h).
    void greyOut(QWidget *page);
    void greyBoards();
    void follow(QWidget *page);

    models::CampaignSession *m_session = nullptr;
    PageFactory m_factory;
};

} // namespace sw::ui
