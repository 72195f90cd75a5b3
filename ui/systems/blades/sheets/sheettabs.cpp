#include "systems/blades/sheets/sheettabs.h"

#include "models/campaignsession.h"
#include "systems/blades/sheets/charactersheet.h"
#include "systems/blades/sheets/crewsheet.h"
#include "systems/blades/sheets/sheeteditor.h"

#include <QTabBar>

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

void SheetTabs::setEditor(SheetEditor *editor)
{
    closeSheets();
    m_editor = editor;
    if (editor) {
        connect(editor->session(), &models::CampaignSession::sheetsReset, this, &SheetTabs::closeRemoved);
        // One sheet changed: only its own tab can have lost its sheet.
        connect(editor->session(), &models::CampaignSession::sheetChanged, this, [this](const store::SheetRef &sheet) {
            QWidget *page = sheetWidget(sheet);
            if (page && !isGmPage(page) && !m_editor->session()->store().snapshot(sheet))
                closeTab(indexOf(page));
        });
    }
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

QWidget *SheetTabs::openSheet(const store::SheetRef &sheet)
{
    if (QWidget *open = sheetWidget(sheet)) {
        setCurrentWidget(open);
        return open;
    }
    if (!m_editor || !m_editor->session()->store().snapshot(sheet))
        return nullptr;
    QWidget *page = nullptr;
    QString title;
    if (sheet.kind == u"character"_s) {
        auto *s = new CharacterSheet(m_editor, sheet.id.toLongLong(), this);
        connect(s, &CharacterSheet::titleChanged, this, [this, s](const QString &t) { setTabText(indexOf(s), t); });
        title = s->title();
        page = s;
    } else if (sheet.kind == u"crew"_s) {
        auto *s = new CrewSheet(m_editor, sheet.id.toLongLong(), this);
        connect(s, &CrewSheet::titleChanged, this, [this, s](const QString &t) { setTabText(indexOf(s), t); });
        title = s->title();
        page = s;
    } else {
        return nullptr;
    }
    page->setProperty(kRefKind, sheet.kind);
    page->setProperty(kRefId, sheet.id);
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
    if (!m_editor)
        return;
    for (int i = count() - 1; i >= 1; --i) {
        const store::SheetRef ref{widget(i)->property(kRefKind).toString(), widget(i)->property(kRefId).toString()};
        if (!isGmPage(widget(i)) && !m_editor->session()->store().snapshot(ref))
            closeTab(i);
    }
}

} // namespace sw::ui
