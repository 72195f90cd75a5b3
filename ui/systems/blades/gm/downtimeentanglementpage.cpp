// The entanglement page of the downtime wizard: the roll on the crew's heat and the GM's pick (C §7).
#include "systems/blades/gm/downtimepages.h"

#include "common/undolabel.h"
#include "systems/blades/gm/downtimewizard.h"
#include "systems/blades/gm/gmcontext.h"
#include "systems/blades/gm/gmwords.h"
#include "models/campaignsession.h"
#include "systems/blades/wizards/wizardsupport.h"
#include "systems/blades/store/campaignsheets.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui::downtimepages {

namespace {

class EntanglementStep : public GmWizardPage
{
public:
    explicit EntanglementStep(DowntimeWizard *wizard) : GmWizardPage(wizard), m_wizard(wizard), m_context(wizard->context())
    {
        setObjectName(u"downtimeEntanglementPage"_s);
        auto *layout = new QVBoxLayout(this);
        m_odds = new QLabel(this);
        m_odds->setObjectName(u"entanglementOdds"_s);
        m_odds->setWordWrap(true);
        m_roll = new QPushButton(this);
        m_roll->setObjectName(u"rollEntanglement"_s);
        m_result = new QLabel(this);
        m_result->setObjectName(u"entanglementResult"_s);
        m_result->setWordWrap(true);
        m_result->setTextFormat(Qt::RichText);
        m_choiceLabel = new QLabel(this);
        m_choice = new QComboBox(this);
        m_choice->setObjectName(u"entanglementChoice"_s);
        m_choiceLabel->setBuddy(m_choice);
        m_problem = wizard::problemLabel(u"entanglementProblem"_s, this);
        auto *choiceRow = new QHBoxLayout;
        choiceRow->addWidget(m_choiceLabel);
        choiceRow->addWidget(m_choice, 1);
        layout->addWidget(m_odds);
        layout->addWidget(m_roll, 0, Qt::AlignLeft);
        layout->addWidget(m_result);
        layout->addLayout(choiceRow);
        layout->addStretch();
        layout->addWidget(m_problem);
        connect(m_roll, &QPushButton::clicked, this, [this] { roll(); });
        retranslate();
    }

    std::optional<blades::Downtime> downtime() const { return blades::downtime(m_context->session()->store(), m_wizard->downtimeId()); }

    int pool() const
    {
        const auto crew = blades::crew(m_context->session()->store(), m_wizard->crew());
        const int wanted = crew ? crew->wantedLevel : 0;
        for (const QJsonValue &w : scoreDoc(m_context)[u"wanted_levels"_s].toArray()) {
            if (w[u"level"_s].toInt() == wanted)
                return w[u"entanglement_dice"_s].toInt();
        }
        return wanted;
    }

    void initializePage() override { show(); }

    void show()
    {
        const auto crew = blades::crew(m_context->session()->store(), m_wizard->crew());
        if (crew)
            m_odds->setText(DowntimeWizard::tr("Heat %1, wanted level %2. Pool: %3").arg(crew->heat).arg(crew->wantedLevel).arg(GmWords::odds(pool())));
        const auto d = downtime();
        const bool rolled = d && !d->entanglementDice.isEmpty();
        m_roll->setEnabled(!rolled);
        m_choice->clear();
        m_choice->setVisible(false);
        m_choiceLabel->setVisible(false);
        if (!rolled) {
            m_result->clear();
            return;
        }
        const QJsonObject ent = scoreDoc(m_context)[u"entanglements"_s].toObject();
        const QJsonArray entries = ent[u"entries"_s].toArray();
        QStringList lines;
        const QString band = entry(m_context, ent[u"table"_s].toArray(), d->entanglementBand).first;
        lines << GmWords::dice(d->entanglementDice, d->entanglementRow).toHtmlEscaped() + u" · "_s + band.toHtmlEscaped();
        for (const QString &id : d->entanglements) {
            const auto [name, summary] = entry(m_context, entries, id);
            lines << u"<b>%1</b> — %2"_s.arg(name.toHtmlEscaped(), summary.toHtmlEscaped());
            m_choice->addItem(name, id);
        }
        m_result->setText(lines.join(u"<br>"_s));
        const bool pick = d->entanglements.size() > 1;
        m_choice->setVisible(pick);
        m_choiceLabel->setVisible(pick);
        m_choice->setEnabled(d->entanglement.isEmpty());
        if (!d->entanglement.isEmpty())
            m_choice->setCurrentIndex(std::max(0, m_choice->findData(d->entanglement)));
    }

    void roll()
    {
        const QString id = m_wizard->downtimeId();
        const gm::GmResult r = m_context->run(sw::trLabel("sw::ui::DowntimeWizard", "Entanglement roll"), [&](gm::GmTable &t) { return t.rollEntanglement(id); });
        wizard::showProblem(m_problem, r.ok ? QString() : problemText(m_context, r));
        show();
        Q_EMIT completeChanged();
    }

    bool isComplete() const override
    {
        const auto d = downtime();
        return d && !d->entanglementDice.isEmpty();
    }

    bool validatePage() override
    {
        const auto d = downtime();
        if (!d || d->entanglements.size() < 2 || !d->entanglement.isEmpty())
            return true;
        const QString id = d->id;
        const QString chosen = m_choice->currentData().toString();
        const gm::GmResult r = m_context->run(sw::trLabel("sw::ui::DowntimeWizard", "Entanglement: %1").arg(entryWords(scoreDoc(m_context)[u"entanglements"_s][u"entries"_s].toArray(), chosen)),
                                              [&](gm::GmTable &t) { return t.chooseEntanglement(id, chosen); });
        if (!r.ok) {
            wizard::showProblem(m_problem, problemText(m_context, r));
            return false;
        }
        return true;
    }

    void retranslate() override
    {
        setTitle(DowntimeWizard::tr("Entanglements"));
        setSubTitle(DowntimeWizard::tr("Roll the wanted level in the column of the crew's heat; where the cell offers two, pick one (C §7)."));
        m_roll->setText(DowntimeWizard::tr("&Roll Entanglement"));
        m_choiceLabel->setText(DowntimeWizard::tr("The GM &picks:"));
        if (m_context->ready() && !m_wizard->downtimeId().isEmpty())
            show();
    }

private:
    DowntimeWizard *m_wizard;
    GmContext *m_context;
    QLabel *m_odds;
    QPushButton *m_roll;
    QLabel *m_result;
    QLabel *m_choiceLabel;
    QComboBox *m_choice;
    QLabel *m_problem;
};

} // namespace

GmWizardPage *newEntanglementPage(DowntimeWizard *wizard)
{
    return new EntanglementStep(wizard);
}

} // namespace sw::ui::downtimepages
