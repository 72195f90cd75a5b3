#include "systems/blades/gm/timelinepage.h"

#include "systems/blades/gm/gmcontext.h"
#include "systems/blades/gm/gmwords.h"
#include "systems/blades/models/gmtimelinemodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

TimelinePage::TimelinePage(GmContext *context, QWidget *parent)
    : QWidget(parent), m_context(context), m_model(new models::GmTimelineModel(this))
{
    setObjectName(u"timelinePage"_s);
    m_model->setLabeler(GmWords::labeler());
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    m_view = new QTreeView(this);
    m_view->setObjectName(u"timelineView"_s);
    m_view->setRootIsDecorated(false);
    m_view->setAlternatingRowColors(true);
    m_view->setModel(m_model);
    m_view->header()->setStretchLastSection(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_view, 1);
    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex &index) { openRow(index.row()); });
    connect(m_model, &models::GmModelBase::updated, this, [this] {
        m_view->resizeColumnToContents(0);
        m_view->setColumnWidth(1, std::max(m_view->columnWidth(1), 320));
    });
    const auto follow = [this] {
        m_model->setLanguage(m_context->language());
        m_model->setSession(m_context->session());
    };
    connect(m_context, &GmContext::editorChanged, this, follow);
    follow();
    retranslate();
}

void TimelinePage::openRow(int row)
{
    const store::TimelineEntry *e = m_model->entryAt(row);
    if (!e)
        return;
    // A crew or scoundrel first (they have sheets), then factions and clocks (the GM boards).
    for (const QString &kind : {u"crew"_s, u"character"_s, u"faction"_s, u"clock"_s}) {
        for (const store::SheetRef &ref : e->sheets) {
            if (ref.kind == kind) {
                m_context->requestOpen(ref);
                return;
            }
        }
    }
}

void TimelinePage::retranslate()
{
    m_intro->setText(tr("Scores, downtime, advances, factions and clocks, newest first. Double-click a step to open what it changed."));
    m_model->setHeaders({tr("When"), tr("What"), tr("Sheets changed")});
    m_model->setLanguage(m_context->language());
}

void TimelinePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace sw::ui
