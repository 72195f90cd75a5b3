// The last pages of the score wizard: how the score ended, with payoff and heat (C §4, §5), and the summary after.
#include "systems/blades/gm/scorepages.h"

#include "common/undolabel.h"
#include "systems/blades/gm/gmcontext.h"
#include "systems/blades/gm/scoreendingform.h"
#include "systems/blades/gm/scorewizard.h"
#include "models/campaignsession.h"
#include "systems/blades/wizards/wizardsupport.h"
#include "systems/blades/store/campaignsheets.h"

#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui::scorepages {

namespace {

class EndingPage : public GmWizardPage
{
public:
    explicit EndingPage(ScoreWizard *wizard) : GmWizardPage(wizard), m_wizard(wizard), m_context(wizard->context())
    {
        setObjectName(u"scoreEndingPage"_s);
        auto *layout = new QVBoxLayout(this);
        m_form = new ScoreEndingForm(m_context, this);
        m_form->setObjectName(u"scoreEnding"_s);
        m_problem = wizard::problemLabel(u"scoreEndingProblem"_s, this);
        layout->addWidget(m_form, 1);
        layout->addWidget(m_problem);
        retranslate();
    }
    void retranslate() override
    {
        setTitle(ScoreWizard::tr("Payoff and heat"));
        setSubTitle(ScoreWizard::tr("How the score ended: the crew's rep and coin, heat, and the factions it helped or hurt (C §4, §5). "
                                     "Ending it puts down the load of every scoundrel on it."));
    }
    void initializePage() override
    {
        if (const auto score = blades::score(m_context->session()->store(), m_wizard->scoreId()))
            m_form->setScore(*score);
    }
    bool validatePage() override
    {
        const QString id = m_wizard->scoreId();
        const gm::ScoreEnding ending = m_form->ending();
        const gm::GmResult r = m_context->run(sw::trLabel("sw::ui::ScoreWizard", "End score: %1").arg(m_form->score().target),
                                              [&](gm::GmTable &t) { return t.endScore(id, ending); });
        if (!r.ok) {
            wizard::showProblem(m_problem, problemText(m_context, r));
            return false;
        }
        wizard::showProblem(m_problem, {});
        return true;
    }

private:
    ScoreWizard *m_wizard;
    GmContext *m_context;
    ScoreEndingForm *m_form;
    QLabel *m_problem;
};

class DonePage : public QWizardPage
{
public:
    explicit DonePage(ScoreWizard *wizard) : QWizardPage(wizard), m_wizard(wizard), m_context(wizard->context())
    {
        setObjectName(u"scoreDonePage"_s);
        auto *layout = new QVBoxLayout(this);
        m_summary = new QLabel(this);
        m_summary->setObjectName(u"scoreSummary"_s);
        m_summary->setWordWrap(true);
        layout->addWidget(m_summary);
        layout->addStretch();
        setFinalPage(true);
    }
    void initializePage() override
    {
        setTitle(ScoreWizard::tr("The score is done"));
        const auto score = blades::score(m_context->session()->store(), m_wizard->scoreId());
        if (!score)
            return;
        QStringList lines;
        lines << ScoreWizard::tr("Rep gained: %1").arg(score->repGained) << ScoreWizard::tr("Coin gained: %1").arg(score->coinGained)
              << ScoreWizard::tr("Heat taken: %1").arg(score->heatGained);
        if (score->wantedGained > 0)
            lines << ScoreWizard::tr("Wanted level +%1").arg(score->wantedGained);
        if (score->atWar)
            lines << ScoreWizard::tr("The war added its heat.");
        if (const auto crew = blades::crew(m_context->session()->store(), score->crew.toLongLong()))
            lines << ScoreWizard::tr("%1 now: rep %2, coin %3, heat %4, wanted level %5").arg(crew->name).arg(crew->rep).arg(crew->coin).arg(crew->heat).arg(crew->wantedLevel);
        lines << ScoreWizard::tr("Next: the downtime phase (GM ▸ Downtime…).");
        m_summary->setText(lines.join(u'\n'));
    }

private:
    ScoreWizard *m_wizard;
    GmContext *m_context;
    QLabel *m_summary;
};

} // namespace

GmWizardPage *newEndingPage(ScoreWizard *wizard)
{
    return new EndingPage(wizard);
}

QWizardPage *newDonePage(ScoreWizard *wizard)
{
    return new DonePage(wizard);
}

} // namespace sw::ui::scorepages
