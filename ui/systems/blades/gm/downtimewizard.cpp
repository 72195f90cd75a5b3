#include "systems/blades/gm/downtimewizard.h"

#include "common/labelwords.h"

#include "systems/blades/procedures/downtime.h"
#include "systems/blades/gm/downtimepages.h"
#include "systems/blades/gm/gmcontext.h"
#include "systems/blades/wizards/wizardsupport.h"

#include <QEvent>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace sw::ui {

namespace downtimepages {

QJsonObject scoreDoc(GmContext *c)
{
    return c->pack().documents.value(u"score.json"_s);
}

std::pair<QString, QString> entry(GmContext *c, const QJsonArray &table, const QString &id)
{
    for (const QJsonValue &v : table) {
        if (v[u"id"_s].toString() == id)
            return {blades::textFrom(v[u"name"_s]).in(c->language()), blades::textFrom(v[u"summary"_s]).in(c->language())};
    }
    return {id, {}};
}

QString entryWords(const QJsonArray &table, const QString &id)
{
    for (const QJsonValue &v : table) {
        if (v[u"id"_s].toString() == id)
            return labelWords(blades::textFrom(v[u"name"_s]));
    }
    return id;
}

} // namespace downtimepages

DowntimeWizard::DowntimeWizard(GmContext *context, qint64 crew, QWidget *parent)
    : QWizard(parent), m_context(context), m_crew(crew), m_language(context->language())
{
    setObjectName(u"downtimeWizard"_s);
    setWindowTitle(tr("Downtime"));
    setOption(QWizard::NoBackButtonOnStartPage);
    setOption(QWizard::NoCancelButtonOnLastPage);
    setPage(PayoffPage, downtimepages::newPayoffPage(this, crew));
    setPage(EntanglementPage, downtimepages::newEntanglementPage(this));
    setPage(ActivitiesPage, downtimepages::newActivitiesPage(this));
    setPage(FinishPage, downtimepages::newFinishPage(this));
    setPage(FactionTurnPage, downtimepages::newFactionTurnPage(this));
    resize(760, 700);
}

void DowntimeWizard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        wizard::followLanguageChange(*this, m_language);
        setWindowTitle(tr("Downtime"));
        retranslatePages(*this);
    }
    QWizard::changeEvent(event);
}

} // namespace sw::ui
