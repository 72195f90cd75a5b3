// The engagement page of the score wizard: the modifiers, the pool and odds, the roll that sets the starting position (C §1.4).
#include "systems/blades/gm/scorepages.h"

#include "common/undolabel.h"
#include "systems/blades/procedures/rolls.h"
#include "systems/blades/gm/gmcontext.h"
#include "systems/blades/gm/gmwords.h"
#include "systems/blades/gm/scorewizard.h"
#include "models/campaignsession.h"
#include "systems/blades/wizards/wizardsupport.h"
#include "systems/blades/store/campaignsheets.h"

#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui::scorepages {

namespace {

class EngagementPage : public GmWizardPage
{
public:
    explicit EngagementPage(ScoreWizard *wizard) : GmWizardPage(wizard), m_wizard(wizard), m_context(wizard->context())
    {
        setObjectName(u"scoreEngagementPage"_s);
        auto *layout = new QVBoxLayout(this);
        m_modifiers = new QListWidget(this);
        m_modifiers->setObjectName(u"engagementModifiers"_s);
        m_extraLabel = new QLabel(this);
        m_extra = new QSpinBox(this);
        m_extra->setObjectName(u"engagementExtra"_s);
        m_extra->setRange(-3, 3);
        m_extraLabel->setBuddy(m_extra);
        m_odds = new QLabel(this);
        m_odds->setObjectName(u"engagementOdds"_s);
        m_odds->setWordWrap(true);
        m_roll = new QPushButton(this);
        m_roll->setObjectName(u"rollEngagement"_s);
        m_result = new QLabel(this);
        m_result->setObjectName(u"engagementResult"_s);
        m_result->setWordWrap(true);
        QFont bold = m_result->font();
        bold.setBold(true);
        m_result->setFont(bold);
        m_problem = wizard::problemLabel(u"engagementProblem"_s, this);
        auto *extraRow = new QHBoxLayout;
        extraRow->addWidget(m_extraLabel);
        extraRow->addWidget(m_extra);
        extraRow->addStretch();
        layout->addWidget(m_modifiers, 1);
        layout->addLayout(extraRow);
        layout->addWidget(m_odds);
        layout->addWidget(m_roll, 0, Qt::AlignLeft);
        layout->addWidget(m_result);
        layout->addWidget(m_problem);
        connect(m_modifiers, &QListWidget::itemChanged, this, [this] { showOdds(); });
        connect(m_extra, &QSpinBox::valueChanged, this, [this] { showOdds(); });
        connect(m_roll, &QPushButton::clicked, this, [this] { roll(); });
        retranslate();
    }

    QStringList modifiers() const
    {
        QStringList ids;
        for (int row = 0; row < m_modifiers->count(); ++row) {
            if (m_modifiers->item(row)->checkState() == Qt::Checked)
                ids << m_modifiers->item(row)->data(Qt::UserRole).toString();
        }
        return ids;
    }

    int pool() const
    {
        try {
            return blades::engagementDice(modifiers(), m_extra->value(), m_context->pack());
        } catch (const std::invalid_argument &) {
            return 0;
        }
    }

    void showOdds() { m_odds->setText(ScoreWizard::tr("Pool: %1").arg(GmWords::odds(pool()))); }

    void roll()
    {
        const QString id = m_wizard->scoreId();
        const QStringList mods = modifiers();
        const int extra = m_extra->value();
        const gm::GmResult r = m_context->run(sw::trLabel("sw::ui::ScoreWizard", "Engagement roll"), [&](gm::GmTable &t) { return t.rollEngagement(id, mods, extra); });
        if (!r.ok) {
            wizard::showProblem(m_problem, problemText(m_context, r));
            return;
        }
        wizard::showProblem(m_problem, {});
        showRolled();
        Q_EMIT completeChanged();
    }

    void showRolled()
    {
        const auto score = blades::score(m_context->session()->store(), m_wizard->scoreId());
        m_rolled = score && !score->engagementRolled.isEmpty();
        m_roll->setEnabled(!m_rolled);
        if (!m_rolled) {
            m_result->clear();
            return;
        }
        QString outcome = score->engagementOutcome;
        QString result;
        for (const QJsonValue &o : m_context->pack().documents.value(u"score.json"_s)[u"engagement"_s][u"outcomes"_s].toArray()) {
            if (o[u"id"_s].toString() == score->engagementOutcome) {
                outcome = blades::textFrom(o[u"name"_s]).in(m_context->language()) + u" — "_s +
                          blades::textFrom(o[u"summary"_s]).in(m_context->language());
                result = o[u"result"_s].toString();
            }
        }
        m_result->setText(GmWords::dice(score->engagementRolled, result == u"partial"_s ? u"mixed"_s : result) + u"\n"_s + outcome);
    }

    void initializePage() override { showRolled(); showOdds(); }
    bool isComplete() const override { return m_rolled; }

    void retranslate() override
    {
        const Language lang = m_context->language();
        setTitle(ScoreWizard::tr("Engagement"));
        setSubTitle(ScoreWizard::tr("Tick the major advantages and disadvantages; the dice set the starting position (C §1.4)."));
        const QStringList checked = modifiers();
        const QSignalBlocker blocker(m_modifiers);
        m_modifiers->clear();
        for (const QJsonValue &m : m_context->pack().documents.value(u"score.json"_s)[u"engagement"_s][u"modifiers"_s].toArray()) {
            const int dice = m[u"dice"_s].toInt();
            auto *item = new QListWidgetItem(u"%1 (%2%3d)"_s.arg(blades::textFrom(m[u"name"_s]).in(lang), dice > 0 ? u"+"_s : QString()).arg(dice), m_modifiers);
            item->setData(Qt::UserRole, m[u"id"_s].toString());
            item->setToolTip(blades::textFrom(m[u"summary"_s]).in(lang));
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(checked.contains(m[u"id"_s].toString()) ? Qt::Checked : Qt::Unchecked);
        }
        m_extraLabel->setText(ScoreWizard::tr("&Other dice (claims, abilities):"));
        m_extra->setToolTip(ScoreWizard::tr("Dice from claims and abilities that fit the plan, e.g. +1d Secret Pathways for stealth."));
        m_roll->setText(ScoreWizard::tr("&Roll Engagement"));
        showOdds();
        showRolled();
    }

private:
    ScoreWizard *m_wizard;
    GmContext *m_context;
    QListWidget *m_modifiers;
    QLabel *m_extraLabel;
    QSpinBox *m_extra;
    QLabel *m_odds;
    QPushButton *m_roll;
    QLabel *m_result;
    QLabel *m_problem;
    bool m_rolled = false;
};

} // namespace

GmWizardPage *newEngagementPage(ScoreWizard *wizard)
{
    return new EngagementPage(wizard);
}

} // namespace sw::ui::scorepages
