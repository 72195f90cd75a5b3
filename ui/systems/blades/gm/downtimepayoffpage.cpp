// The first downtime page: the open score ended with its payoff and heat, then downtime started (C §3–§5).
#include "systems/blades/gm/downtimepages.h"

#include "common/undolabel.h"
#include "systems/blades/gm/downtimewizard.h"
#include "systems/blades/gm/gmcontext.h"
#include "systems/blades/gm/scoreendingform.h"
#include "models/campaignsession.h"
#include "systems/blades/wizards/wizardsupport.h"
#include "systems/blades/store/campaignsheets.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui::downtimepages {

namespace {

class PayoffStep : public GmWizardPage
{
public:
    PayoffStep(DowntimeWizard *wizard, qint64 crew) : GmWizardPage(wizard), m_wizard(wizard), m_context(wizard->context())
    {
        setObjectName(u"downtimePayoffPage"_s);
        auto *layout = new QVBoxLayout(this);
        auto *row = new QHBoxLayout;
        m_crewLabel = new QLabel(this);
        m_crew = new QComboBox(this);
        m_crew->setObjectName(u"downtimeCrew"_s);
        m_crewLabel->setBuddy(m_crew);
        row->addWidget(m_crewLabel);
        row->addWidget(m_crew, 1);
        m_note = new QLabel(this);
        m_note->setObjectName(u"downtimeScoreNote"_s);
        m_note->setWordWrap(true);
        m_form = new ScoreEndingForm(m_context, this);
        m_form->setObjectName(u"downtimeEnding"_s);
        m_problem = wizard::problemLabel(u"downtimePayoffProblem"_s, this);
        layout->addLayout(row);
        layout->addWidget(m_note);
        layout->addWidget(m_form, 1);
        layout->addWidget(m_problem);
        for (const store::SheetInfo &info : m_context->session()->store().list(u"crew"_s))
            m_crew->addItem(info.name, info.ref.id.toLongLong());
        m_crew->setCurrentIndex(std::max(0, m_crew->findData(crew)));
        connect(m_crew, &QComboBox::currentIndexChanged, this, [this] { findScore(); });
        retranslate();
        findScore();
    }

    void findScore()
    {
        m_open.clear();
        m_last.clear();
        const QString crew = QString::number(m_crew->currentData().toLongLong());
        const store::CampaignStore &store = m_context->session()->store();
        for (const store::SheetInfo &info : store.list(u"score"_s)) {
            const auto s = blades::score(store, info.ref.id);
            if (!s || s->crew != crew)
                continue;
            if (s->outcome.isEmpty())
                m_open = s->id;
            else
                m_last = s->id;
        }
        if (!m_open.isEmpty()) {
            m_form->setScore(*blades::score(store, m_open));
            m_form->show();
        } else {
            m_form->hide();
        }
        showNote();
    }

    void showNote()
    {
        const store::CampaignStore &store = m_context->session()->store();
        if (!m_open.isEmpty()) {
            m_note->setText(DowntimeWizard::tr("The score “%1” is still open: end it here with its payoff and heat (C §4, §5).")
                                .arg(blades::score(store, m_open)->target));
        } else if (!m_last.isEmpty()) {
            const auto s = blades::score(store, m_last);
            m_note->setText(DowntimeWizard::tr("Payoff and heat of “%1” are already marked: %2 rep, %3 coin, %4 heat.")
                                .arg(s->target).arg(s->repGained).arg(s->coinGained).arg(s->heatGained));
        } else {
            m_note->setText(DowntimeWizard::tr("No score to pay off: downtime starts at once."));
        }
    }

    void retranslate() override
    {
        setTitle(DowntimeWizard::tr("Payoff and heat"));
        setSubTitle(DowntimeWizard::tr("First the crew collects its payoff and takes its heat (C §3)."));
        m_crewLabel->setText(DowntimeWizard::tr("&Crew:"));
        if (m_context->ready())
            showNote();
    }

    bool validatePage() override
    {
        if (!m_wizard->downtimeId().isEmpty())
            return true;
        const qint64 crew = m_crew->currentData().toLongLong();
        QString after = m_last;
        if (!m_open.isEmpty()) {
            const gm::ScoreEnding ending = m_form->ending();
            const QString id = m_open;
            const gm::GmResult r = m_context->run(sw::trLabel("sw::ui::DowntimeWizard", "End score: %1").arg(m_form->score().target),
                                                  [&](gm::GmTable &t) { return t.endScore(id, ending); });
            if (!r.ok) {
                wizard::showProblem(m_problem, problemText(m_context, r));
                return false;
            }
            after = id;
            m_open.clear();
        }
        const gm::GmResult r = m_context->run(sw::trLabel("sw::ui::DowntimeWizard", "Start downtime"), [&](gm::GmTable &t) { return t.startDowntime(crew, after); });
        if (!r.ok) {
            wizard::showProblem(m_problem, problemText(m_context, r));
            return false;
        }
        wizard::showProblem(m_problem, {});
        m_wizard->setDowntimeId(r.id);
        m_wizard->setCrew(crew);
        return true;
    }

private:
    DowntimeWizard *m_wizard;
    GmContext *m_context;
    QLabel *m_crewLabel;
    QComboBox *m_crew;
    QLabel *m_note;
    ScoreEndingForm *m_form;
    QLabel *m_problem;
    QString m_open;
    QString m_last;
};

} // namespace

GmWizardPage *newPayoffPage(DowntimeWizard *wizard, qint64 crew)
{
    return new PayoffStep(wizard, crew);
}

} // namespace sw::ui::downtimepages
