#pragma once

#include "store/campaignstore.h"

#include <QObject>

class QAction;

namespace sw::ui {

class CampaignBrowser;
class MainWindow;

// What can be done to a sheet of the campaign list, from its context menu and the Edit menu:
// open it, duplicate it (the copy named by its game system), export it (as the file its game
// system's import reads back), delete it. Each change is one undo
// step in the journal (MainWindow::edit), so a deleted sheet comes back with Undo, even after a
// restart.
class CampaignActions : public QObject
{
    Q_OBJECT

public:
    CampaignActions(MainWindow *window, CampaignBrowser *browser);

    QAction *openAction() const { return m_open; }
    QAction *duplicateAction() const { return m_duplicate; }
    QAction *exportAction() const { return m_export; }
    QAction *deleteAction() const { return m_delete; }
    QList<QAction *> actions() const { return {m_open, m_duplicate, m_export, m_delete}; }

    // The selected sheet copied (duplicate) or removed (remove): true when written.
    bool duplicate(const store::SheetRef &sheet);
    bool remove(const store::SheetRef &sheet);

    void retranslate();

private:
    void updateEnabled();
    QString nameOf(const store::SheetRef &sheet) const;

    MainWindow *m_window;
    CampaignBrowser *m_browser;
    QAction *m_open;
    QAction *m_duplicate;
    QAction *m_export;
    QAction *m_delete;
};

} // namespace sw::ui
