#include "systems/blades/gm/scorewizard.h"

#include "systems/blades/gm/gmcontext.h"
#include "systems/blades/gm/scorepages.h"
#include "models/campaignsession.h"
#include "systems/blades/wizards/wizardsupport.h"
#include "systems/blades/store/campaignsheets.h"

#include <QEvent>

using namespace Qt::StringLiterals;

namespace sw::ui {

ScoreWizard::ScoreWizard(GmContext *context, qint64 crew, const QString &scoreId, QWidget *parent)
    : QWizard(parent), m_context(context), m_scoreId(scoreId), m_language(context->language())
{
    setObjectName(u"scoreWizard"_s);
    setWindowTitle(ScoreWizard::tr("Score"));
    setOption(QWizard::NoBackButtonOnStartPage);
    setOption(QWizard::NoCancelButtonOnLastPage);
    setPage(PlanPage, scorepages::newPlanPage(this, crew));
    setPage(EngagementPage, scorepages::newEngagementPage(this));
    setPage(EndingPage, scorepages::newEndingPage(this));
    setPage(DonePage, scorepages::newDonePage(this));
    if (!scoreId.isEmpty()) {
        const auto score = blades::score(context->session()->store(), scoreId);
        setStartId(score && !score->engagementRolled.isEmpty() ? EndingPage : EngagementPage);
    }
    resize(720, 640);
}

void ScoreWizard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        wizard::followLanguageChange(*this, m_language);
        setWindowTitle(ScoreWizard::tr("Score"));
        retranslatePages(*this);
    }
    QWizard::changeEvent(event);
}

} // namespace sw::ui
