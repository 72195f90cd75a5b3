#include "sheettabs.h"

#include "models/campaignsession.h"
#include "readonlypage.h"

#include <QTabBar>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace sw::ui {

namespace {

const char *const kRefKind = "sheetKind";
const char *const kRefId = "sheetId";

// Pages of the GM tools (faction ladder, clocks, timeline) sit among the sheets but are no sheet.
bool isGmPage(const QWidget *w)
{
    return w->property(kRefKind).toString() == QLatin1StringView("gm");
}

} // namespace

SheetTabs::SheetTabs(QWidget *home, QWidget *parent) : QTabWidget(parent)
{
    setObjectName(u"sheetTabs"_s);
    setDocumentMode(true);
    setTabsClosable(true);
    setMovable(true);
    addTab(home, QString());
    // The home tab stays: no close button on it.
    tabBar()->setTabButton(0, QTabBar::RightSide, nullptr);
    tabBar()->setTabButton(0, QTabBar::LeftSide, nullptr);
    connect(this, &QTabWidget::tabCloseRequested, this, &SheetTabs::closeTab);
}

void SheetTabs::setSession(models::CampaignSession *session)
{
    closeSheets();
    m_session = session;
    if (session) {
        connect(session, &models::CampaignSession::sheetsReset, this, &SheetTabs::closeRemoved);
        // One sheet changed: only its own tab can have lost its sheet.
        connect(session, &models::CampaignSession::sheetChanged, this, [this](const store::SheetRef &sheet) {
            QWidget *page = sheetWidget(sheet);
            if (page && !isGmPage(page) && !m_session->store().snapshot(sheet))
                closeTab(indexOf(page));
            else if (page && !pageWritable(page))
                QTimer::singleShot(0, page, [this, page] { greyOut(page); }); // rows the page made anew
            greyBoards();
        });
        connect(session, &models::CampaignSession::sheetsReset, this, &SheetTabs::greyBoards);
        // A shared campaign: every page read-only while the server is away.
        connect(session, &models::CampaignSession::linkChanged, this, [this] {
            for (int i = 1; i < count(); ++i)
                greyOut(widget(i));
        });
    }
}

void SheetTabs::greyBoards()
{
    // A GM board greyed makes rows anew as sheets change: they are greyed too.
    for (int i = 1; i < count(); ++i) {
        if (QWidget *board = widget(i); isGmPage(board) && !pageWritable(board))
            QTimer::singleShot(0, board, [this, board] { greyOut(board); });
    }
}

void SheetTabs::greyOut(QWidget *page)
{
    if (!m_session || (isGmPage(page) && pageWrites(page).isEmpty()))
        return;
    // A GM board: as the kind it writes (any one of them: the rights go by kind for those).
    const store::SheetRef ref = isGmPage(page) ? store::SheetRef{pageWrites(page), page->property(kRefId).toString()}
                                               : store::SheetRef{page->property(kRefKind).toString(), page->property(kRefId).toString()};
    setPageWritable(page, m_session->linkUp() && m_session->store().mayWrite(ref));
}

void SheetTabs::follow(QWidget *page)
{
    connect(page, &QWidget::windowTitleChanged, this, [this, page](const QString &title) {
        if (const int index = indexOf(page); index >= 0)
            setTabText(index, title);
    });
}

void SheetTabs::addPage(QWidget *page, const QString &key)
{
    page->setProperty(kRefKind, u"gm"_s);
    page->setProperty(kRefId, key);
    follow(page);
    addTab(page, page->windowTitle());
    greyOut(page); // a board of what this user's role may not change (a shared campaign)
}

QWidget *SheetTabs::sheetWidget(const store::SheetRef &sheet) const
{
    for (int i = 1; i < count(); ++i) {
        QWidget *w = widget(i);
        if (w->property(kRefKind).toString() == sheet.kind && w->property(kRefId).toString() == sheet.id)
            return w;
    }
    return nullptr;
}

QList<store::SheetRef> SheetTabs::openSheets() const
{
    QList<store::SheetRef> refs;
    for (int i = 1; i < count(); ++i)
        if (!isGmPage(widget(i)))
            refs.append({widget(i)->property(kRefKind).toString(), widget(i)->property(kRefId).toString()});
    return refs;
}

settings::OpenSheets SheetTabs::openState() const
{
    settings::OpenSheets open;
    for (const store::SheetRef &sheet : openSheets()) {
        const QString text = sheet.kind + u':' + sheet.id;
        open.sheets.append(text);
        if (currentWidget() == sheetWidget(sheet))
            open.current = text;
    }
    return open;
}

void SheetTabs::restoreOpen(const settings::OpenSheets &open)
{
    if (!m_session)
        return;
    QWidget *current = nullptr;
    for (const QString &text : open.sheets) {
        const store::SheetRef sheet{text.section(u':', 0, 0), text.section(u':', 1)};
        // A sheet deleted since (by the command-line tool, another window) is simply not opened.
        if (sheet.id.isEmpty() || !m_session->store().info(sheet))
            continue;
        QWidget *page = openSheet(sheet);
        if (text == open.current)
            current = page;
    }
    setCurrentWidget(current ? current : widget(0));
}

QWidget *SheetTabs::openSheet(const store::SheetRef &sheet)
{
    if (QWidget *open = sheetWidget(sheet)) {
        setCurrentWidget(open);
        return open;
    }
    if (!m_session || !m_factory || !m_session->store().snapshot(sheet))
        return nullptr;
    QWidget *page = m_factory(sheet, this);
    if (!page)
        return nullptr;
    follow(page);
    const QString title = page->windowTitle();
    page->setProperty(kRefKind, sheet.kind);
    page->setProperty(kRefId, sheet.id);
    greyOut(page); // what this user's role may not change (a shared campaign)
    setCurrentIndex(addTab(page, title));
    return page;
}

void SheetTabs::closeTab(int index)
{
    if (index <= 0)
        return;
    QWidget *page = widget(index);
    removeTab(index);
    page->deleteLater();
}

void SheetTabs::closeSheets()
{
    while (count() > 1)
        closeTab(count() - 1);
}

void SheetTabs::closeRemoved()
{
    if (!m_session)
        return;
    for (int i = count() - 1; i >= 1; --i) {
        const store::SheetRef ref{widget(i)->property(kRefKind).toString(), widget(i)->property(kRefId).toString()};
        if (!isGmPage(widget(i)) && !m_session->store().snapshot(ref))
            closeTab(i);
    }
}

} // namespace sw::ui
