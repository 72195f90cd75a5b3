#pragma once

#include "store/campaignstore.h"

#include <QObject>
#include <QPointer>

#include <map>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace sw::ui {

class ClocksBoard;
class DicePanel;
class DowntimeWizard;
class FactionLadder;
class GmContext;
class ScoreWizard;
class SheetEditor;
class SheetTabs;
class TimelinePage;

// The main window's GM menu and what it opens: the faction ladder, the clocks board and the
// timeline as tabs beside the sheets, the score and downtime wizards, and the dice roller dock.
class GmActions : public QObject
{
    Q_OBJECT

public:
    GmActions(QMainWindow *window, SheetTabs *tabs);

    void setEditor(SheetEditor *editor);
    GmContext *context() const { return m_context; }
    QMenu *menu() const { return m_menu; }
    QAction *action(const QString &name) const;
    QDockWidget *diceDock() const { return m_diceDock; }
    // The dice dock's panel, built the first time it is asked for or the dock is shown (#20).
    DicePanel *dicePanel() const;

    FactionLadder *showLadder();
    ClocksBoard *showClocks();
    TimelinePage *showTimeline();
    // Non-modal wizards (deleted on close); the crew is the first one when 0.
    ScoreWizard *startScore(qint64 crew = 0);
    DowntimeWizard *startDowntime(qint64 crew = 0);
    // Factions open on the ladder, clocks on the board; false for other kinds.
    bool openRecord(const store::SheetRef &sheet);

Q_SIGNALS:
    void openSheetRequested(const sw::store::SheetRef &sheet);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    template <typename Page>
    Page *showPage(QPointer<Page> &page, const QString &key);
    void updateEnabled();

    QMainWindow *m_window;
    SheetTabs *m_tabs;
    GmContext *m_context;
    QMenu *m_menu;
    std::map<QString, QAction *> m_actions;
    QPointer<FactionLadder> m_ladder;
    QPointer<ClocksBoard> m_clocks;
    QPointer<TimelinePage> m_timeline;
    QDockWidget *m_diceDock;
    mutable DicePanel *m_dice = nullptr;
};

} // namespace sw::ui
