#pragma once

#include "store/campaignstore.h"

#include <QTabWidget>

namespace sw::ui {

class SheetEditor;

// The main window's centre: the campaign's home tab (its name and the browser) first, then one
// tab per open sheet. Opening a sheet that is already open shows its tab; a sheet removed from
// the campaign (an undone creation) closes its tab.
class SheetTabs : public QTabWidget
{
    Q_OBJECT

public:
    SheetTabs(QWidget *home, QWidget *parent = nullptr);

    // The campaign's editor; every open sheet is closed when the campaign changes.
    void setEditor(SheetEditor *editor);
    // Opens (or shows) the sheet's tab; returns its widget, or nullptr for a kind without a sheet.
    QWidget *openSheet(const store::SheetRef &sheet);
    QWidget *sheetWidget(const store::SheetRef &sheet) const;
    QList<store::SheetRef> openSheets() const;
    void closeSheets();

private:
    void closeTab(int index);
    void closeRemoved();

    SheetEditor *m_editor = nullptr;
};

} // namespace sw::ui
