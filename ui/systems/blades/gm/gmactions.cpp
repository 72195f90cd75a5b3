#include "systems/blades/gm/gmactions.h"

#include "readonlypage.h"

#include "systems/blades/gm/clocksboard.h"
#include "systems/blades/gm/dicepanel.h"
#include "systems/blades/gm/downtimewizard.h"
#include "systems/blades/gm/factionladder.h"
#include "systems/blades/gm/gmcontext.h"
#include "systems/blades/gm/scorewizard.h"
#include "systems/blades/gm/timelinepage.h"
#include "models/campaignsession.h"
#include "systems/blades/models/gmclocksmodel.h"
#include "sheettabs.h"
#include "systems/blades/store/campaignsheets.h"

#include <QAction>
#include <QDockWidget>
#include <QHash>
#include <QEvent>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>

using namespace Qt::StringLiterals;

namespace sw::ui {

GmActions::GmActions(QMainWindow *window, SheetTabs *tabs)
    : QObject(window), m_window(window), m_tabs(tabs), m_context(new GmContext(this))
{
    m_menu = new QMenu(window);
    m_menu->setObjectName(u"gmMenu"_s);
    const auto make = [this](const QString &name, QKeySequence key) {
        auto *a = new QAction(this);
        a->setObjectName(name);
        a->setShortcut(key);
        m_menu->addAction(a);
        m_actions[name] = a;
        return a;
    };
    connect(make(u"gmLadder"_s, QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_F)), &QAction::triggered, this, [this] { showLadder(); });
    connect(make(u"gmClocks"_s, QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_K)), &QAction::triggered, this, [this] { showClocks(); });
    m_menu->addSeparator();
    connect(make(u"gmScore"_s, QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S)), &QAction::triggered, this, [this] { startScore(); });
    connect(make(u"gmDowntime"_s, QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_D)), &QAction::triggered, this, [this] { startDowntime(); });
    m_menu->addSeparator();
    connect(make(u"gmTimeline"_s, QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_T)), &QAction::triggered, this, [this] { showTimeline(); });

    m_diceDock = new QDockWidget(window);
    m_diceDock->setObjectName(u"DiceDock"_s);
    // The panel is made when the dock is first shown, not with the window (#20): before the
    // dock shows when its menu entry is checked (toggled comes before the dock's own slot), so
    // that it is laid out with the dock; when the saved window state shows the dock, then.
    connect(m_diceDock->toggleViewAction(), &QAction::toggled, this, [this](bool on) {
        if (on)
            dicePanel();
    });
    connect(m_diceDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            dicePanel();
    });
    window->addDockWidget(Qt::RightDockWidgetArea, m_diceDock);
    m_diceDock->hide();
    QAction *dice = m_diceDock->toggleViewAction();
    dice->setObjectName(u"gmDice"_s);
    dice->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_R));
    m_menu->addAction(dice);
    m_actions[dice->objectName()] = dice;

    connect(m_context, &GmContext::openRequested, this, [this](const store::SheetRef &sheet) {
        if (!openRecord(sheet))
            Q_EMIT openSheetRequested(sheet);
    });
    // A refusal is said where the GM's hand is, and in the status bar like a sheet's.
    connect(m_context, &GmContext::refused, this, [this](const QString &why) {
        if (m_window->statusBar())
            m_window->statusBar()->showMessage(why, 8000);
    });
    window->installEventFilter(this);
    retranslate();
    updateEnabled();
}

QAction *GmActions::action(const QString &name) const
{
    const auto it = m_actions.find(name);
    return it == m_actions.end() ? nullptr : it->second;
}

void GmActions::setEditor(SheetEditor *editor)
{
    m_context->setEditor(editor);
    updateEnabled();
}

void GmActions::updateEnabled()
{
    const bool open = m_context->ready();
    for (const auto &[name, a] : m_actions) {
        if (name != u"gmDice"_s)
            a->setEnabled(open);
    }
    if (m_dice)
        m_dice->setEnabled(open);
}

DicePanel *GmActions::dicePanel() const
{
    if (!m_dice) {
        m_dice = new DicePanel(m_context);
        m_dice->setEnabled(m_context->ready());
        m_diceDock->setWidget(m_dice);
        // Shown now, not at the event loop's next turn, when the dock is already on screen.
        if (m_diceDock->isVisible())
            m_dice->show();
    }
    return m_dice;
}

template <typename Page>
Page *GmActions::showPage(QPointer<Page> &page, const QString &key)
{
    if (!m_context->ready())
        return nullptr;
    if (!page) {
        page = new Page(m_context, m_tabs);
        // The boards write what only the GM writes: greyed for a player (readonlypage.h).
        static const QHash<QString, QString> writes{{u"ladder"_s, u"faction"_s}, {u"clocks"_s, u"clock"_s}};
        setPageWrites(page, writes.value(key));
        m_tabs->addPage(page, key);
        retranslate();
    }
    m_tabs->setCurrentWidget(page);
    return page;
}

FactionLadder *GmActions::showLadder()
{
    const bool fresh = !m_ladder;
    FactionLadder *ladder = showPage(m_ladder, u"ladder"_s);
    if (ladder && fresh)
        connect(ladder, &FactionLadder::clocksRequested, this, [this](const QString &faction) {
            if (ClocksBoard *board = showClocks())
                board->showOwner(u"faction"_s, faction);
        });
    return ladder;
}

ClocksBoard *GmActions::showClocks()
{
    return showPage(m_clocks, u"clocks"_s);
}

TimelinePage *GmActions::showTimeline()
{
    const bool fresh = !m_timeline;
    TimelinePage *page = showPage(m_timeline, u"timeline"_s);
    Q_UNUSED(fresh);
    return page;
}

ScoreWizard *GmActions::startScore(qint64 crew)
{
    if (!m_context->ready())
        return nullptr;
    // A score left open is taken up again rather than a second one started.
    QString open;
    const store::CampaignStore &store = m_context->session()->store();
    for (const store::SheetInfo &info : store.list(u"score"_s)) {
        const auto s = blades::score(store, info.ref.id);
        if (s && s->outcome.isEmpty() && (crew == 0 || s->crew == QString::number(crew)))
            open = s->id;
    }
    auto *wizard = new ScoreWizard(m_context, crew, open, m_window);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    wizard->show();
    return wizard;
}

DowntimeWizard *GmActions::startDowntime(qint64 crew)
{
    if (!m_context->ready())
        return nullptr;
    auto *wizard = new DowntimeWizard(m_context, crew, m_window);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    wizard->show();
    return wizard;
}

bool GmActions::openRecord(const store::SheetRef &sheet)
{
    if (sheet.kind == u"faction"_s) {
        if (FactionLadder *ladder = showLadder()) {
            ladder->selectFaction(sheet.id);
            return true;
        }
    } else if (sheet.kind == u"clock"_s) {
        if (ClocksBoard *board = showClocks()) {
            board->showOwner({});
            return true;
        }
    } else if (sheet.kind == u"score"_s || sheet.kind == u"downtime"_s) {
        return showTimeline() != nullptr;
    }
    return false;
}

void GmActions::retranslate()
{
    m_menu->setTitle(tr("&GM"));
    action(u"gmLadder"_s)->setText(tr("&Faction Ladder"));
    action(u"gmLadder"_s)->setStatusTip(tr("The factions and the crew's status with each (B §7)"));
    action(u"gmClocks"_s)->setText(tr("&Clocks"));
    action(u"gmClocks"_s)->setStatusTip(tr("Every progress clock of the campaign (A §6)"));
    action(u"gmScore"_s)->setText(tr("Start &Score…"));
    action(u"gmScore"_s)->setStatusTip(tr("Plan, engagement roll, payoff and heat (C §1–§5)"));
    action(u"gmDowntime"_s)->setText(tr("&Downtime…"));
    action(u"gmDowntime"_s)->setStatusTip(tr("Entanglements, activities and the faction turn (C §3–§9)"));
    action(u"gmTimeline"_s)->setText(tr("&Timeline"));
    action(u"gmTimeline"_s)->setStatusTip(tr("The campaign's story, step by step"));
    action(u"gmDice"_s)->setText(tr("D&ice Roller"));
    action(u"gmDice"_s)->setStatusTip(tr("Roll any roll and keep it in the roll log"));
    m_diceDock->setWindowTitle(tr("Dice Roller"));
    const auto title = [this](QWidget *page, const QString &text) {
        if (page && m_tabs->indexOf(page) >= 0)
            m_tabs->setTabText(m_tabs->indexOf(page), text);
    };
    title(m_ladder, tr("Faction Ladder"));
    title(m_clocks, tr("Clocks"));
    title(m_timeline, tr("Timeline"));
}

bool GmActions::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

} // namespace sw::ui
