// The plan page of the score wizard: target, plan and detail, each scoundrel's load (C §1.2–§1.3); the score starts when it is left.
#include "systems/blades/gm/scorepages.h"

#include "common/undolabel.h"
#include "systems/blades/gm/gmcontext.h"
#include "systems/blades/gm/scorewizard.h"
#include "models/campaignsession.h"
#include "systems/blades/limits.h"
#include "systems/blades/models/sheetedits.h"
#include "systems/blades/wizards/wizardsupport.h"
#include "systems/blades/store/campaignsheets.h"

#include <QComboBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace sw::ui::scorepages {

namespace {

QString factionName(GmContext *context, const blades::Faction &f)
{
    if (!f.name.isEmpty())
        return f.name;
    for (const blades::ExampleFaction &e : context->pack().factions) {
        if (e.id == f.id)
            return e.name.in(context->language());
    }
    return f.id;
}

class PlanPage : public GmWizardPage
{
public:
    PlanPage(ScoreWizard *wizard, qint64 crew) : GmWizardPage(wizard), m_wizard(wizard), m_context(wizard->context())
    {
        setObjectName(u"scorePlanPage"_s);
        m_form = new QFormLayout(this);
        m_crew = new QComboBox(this);
        m_crew->setObjectName(u"scoreCrew"_s);
        m_target = new QLineEdit(this);
        m_target->setObjectName(u"scoreTarget"_s);
        m_faction = new QComboBox(this);
        m_faction->setObjectName(u"scoreFaction"_s);
        m_tier = new QSpinBox(this);
        m_tier->setObjectName(u"scoreTier"_s);
        m_tier->setRange(0, m_context->pack().numberOr(u"faction_tier_max"_s, 6));
        m_plan = new QComboBox(this);
        m_plan->setObjectName(u"scorePlan"_s);
        m_detail = new QLineEdit(this);
        m_detail->setObjectName(u"scoreDetail"_s);
        m_loads = new QWidget(this);
        m_loadsForm = new QFormLayout(m_loads);
        m_loadsForm->setContentsMargins(0, 0, 0, 0);
        m_problem = wizard::problemLabel(u"scorePlanProblem"_s, this);
        m_form->addRow(new QLabel(this), m_crew);
        m_form->addRow(new QLabel(this), m_target);
        m_form->addRow(new QLabel(this), m_faction);
        m_form->addRow(new QLabel(this), m_tier);
        m_form->addRow(new QLabel(this), m_plan);
        m_form->addRow(new QLabel(this), m_detail);
        m_loadsLabel = new QLabel(this);
        m_form->addRow(m_loadsLabel);
        m_form->addRow(m_loads);
        m_form->addRow(m_problem);
        const store::CampaignStore &store = m_context->session()->store();
        for (const store::SheetInfo &info : store.list(u"crew"_s))
            m_crew->addItem(info.name, info.ref.id.toLongLong());
        m_crew->setCurrentIndex(std::max(0, m_crew->findData(crew)));
        connect(m_crew, &QComboBox::currentIndexChanged, this, [this] { fillLoads(); });
        connect(m_faction, &QComboBox::currentIndexChanged, this, [this] {
            if (const auto f = blades::faction(m_context->session()->store(), m_faction->currentData().toString()))
                m_tier->setValue(f->tier);
        });
        connect(m_plan, &QComboBox::currentIndexChanged, this, [this] { showDetailHint(); });
        retranslate();
        fillLoads();
    }

    void retranslate() override
    {
        const Language lang = m_context->language();
        setTitle(ScoreWizard::tr("The plan"));
        setSubTitle(ScoreWizard::tr("Choose the target and the plan, name its detail, and each scoundrel's load (C §1.2–§1.3)."));
        const auto row = [this](QWidget *field, const QString &text, const QString &rule) { setFormRow(m_form, field, text, rule); };
        row(m_crew, ScoreWizard::tr("&Crew"), ScoreWizard::tr("The crew doing the score."));
        row(m_target, ScoreWizard::tr("&Target"), ScoreWizard::tr("What or whom the crew goes after."));
        row(m_faction, ScoreWizard::tr("Target's &faction"), ScoreWizard::tr("The faction the target belongs to, if any: its tier is the target's."));
        row(m_tier, ScoreWizard::tr("Target's t&ier"), ScoreWizard::tr("Rep from the score grows with the target's tier above the crew's (C §4.1)."));
        row(m_plan, ScoreWizard::tr("&Plan"), ScoreWizard::tr("The plan type sets the detail the crew must provide (C §1.2)."));
        row(m_detail, ScoreWizard::tr("&Detail"), ScoreWizard::tr("The plan's missing detail."));
        m_loadsLabel->setText(ScoreWizard::tr("Load per scoundrel"));
        {
            const QString current = m_faction->currentData().toString();
            const QSignalBlocker blocker(m_faction);
            m_faction->clear();
            m_faction->addItem(ScoreWizard::tr("None"), QString());
            for (const blades::Faction &f : blades::factions(m_context->session()->store()))
                m_faction->addItem(u"%1 (%2)"_s.arg(factionName(m_context, f)).arg(f.tier), f.id);
            m_faction->setCurrentIndex(std::max(0, m_faction->findData(current)));
        }
        refillEntities(m_plan, wizard::documentEntities(m_context->pack(), u"score.json"_s, u"plans"_s), lang);
        showDetailHint();
        fillLoads();
    }

    void showDetailHint()
    {
        for (const QJsonValue &plan : m_context->pack().documents.value(u"score.json"_s).value(u"plans"_s).toArray()) {
            if (plan[u"id"_s].toString() == m_plan->currentData().toString())
                m_detail->setPlaceholderText(blades::textFrom(plan[u"detail"_s]).in(m_context->language()));
        }
    }

    void fillLoads()
    {
        QMap<QString, QString> chosen;
        for (QComboBox *box : m_loads->findChildren<QComboBox *>())
            chosen.insert(box->objectName().mid(5), box->currentData().toString());
        while (m_loadsForm->rowCount() > 0)
            m_loadsForm->removeRow(0);
        const qint64 crew = m_crew->currentData().toLongLong();
        const store::CampaignStore &store = m_context->session()->store();
        for (qint64 id : m_context->members(crew)) {
            const auto pc = blades::character(store, id);
            if (!pc)
                continue;
            // C §1.3: each player chooses for their own scoundrel, from the sheet's own limits
            // (Mule); the box starts at the sheet's choice, or with the scoundrel left out.
            const blades::CharacterLimits limits = blades::limitsFor(*pc, m_context->pack(),
                                                                     models::benefitsOf(store, id, m_context->pack()));
            auto *box = new QComboBox(m_loads);
            box->setObjectName(u"load_"_s + QString::number(id));
            box->addItem(ScoreWizard::tr("Not on this score"), QString());
            for (const blades::LoadLevel &level : m_context->pack().loadLevels) {
                box->addItem(ScoreWizard::tr("%1 (up to %2)").arg(level.name.in(m_context->language()))
                                 .arg(limits.load.forLevel(level.id)), level.id);
                box->setItemData(box->count() - 1, level.summary.in(m_context->language()), Qt::ToolTipRole);
            }
            const QString key = QString::number(id);
            box->setCurrentIndex(std::max(0, box->findData(chosen.contains(key) ? chosen.value(key) : pc->loadLevel)));
            m_loadsForm->addRow(pc->name, box);
        }
    }

    bool validatePage() override
    {
        if (!m_wizard->scoreId().isEmpty())
            return true;
        blades::Score plan;
        const qint64 crew = m_crew->currentData().toLongLong();
        plan.crew = QString::number(crew);
        plan.target = m_target->text().trimmed();
        plan.targetFaction = m_faction->currentData().toString();
        plan.targetTier = m_tier->value();
        plan.plan = m_plan->currentData().toString();
        plan.detail = m_detail->text().trimmed();
        for (QComboBox *box : m_loads->findChildren<QComboBox *>()) {
            if (!box->currentData().toString().isEmpty()) // left out of the score
                plan.loads.insert(box->objectName().mid(5), box->currentData().toString());
        }
        const gm::GmResult r = m_context->run(sw::trLabel("sw::ui::ScoreWizard", "Start score: %1").arg(plan.target),
                                              [&](gm::GmTable &t) { return t.startScore(crew, plan); });
        if (!r.ok) {
            wizard::showProblem(m_problem, problemText(m_context, r));
            return false;
        }
        wizard::showProblem(m_problem, {});
        m_wizard->setScoreId(r.id);
        return true;
    }

private:
    ScoreWizard *m_wizard;
    GmContext *m_context;
    QFormLayout *m_form;
    QComboBox *m_crew;
    QLineEdit *m_target;
    QComboBox *m_faction;
    QSpinBox *m_tier;
    QComboBox *m_plan;
    QLineEdit *m_detail;
    QLabel *m_loadsLabel;
    QWidget *m_loads;
    QFormLayout *m_loadsForm;
    QLabel *m_problem;
};

} // namespace

GmWizardPage *newPlanPage(ScoreWizard *wizard, qint64 crew)
{
    return new PlanPage(wizard, crew);
}

} // namespace sw::ui::scorepages
