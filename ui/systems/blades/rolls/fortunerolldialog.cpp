// FortuneRollDialog: the fortune roll on the crew's Tier (A §5.8) through the GM table's roll.
#include "systems/blades/rolls/fortunerolldialog.h"
#include "common/undolabel.h"

#include "models/campaignsession.h"
#include "systems/blades/crew.h"
#include "systems/blades/gm/gmwords.h"
#include "systems/blades/rolls/rollwords.h"
#include "systems/blades/sheets/sheeteditor.h"
#include "systems/blades/store/campaignsheets.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

FortuneRollDialog::FortuneRollDialog(SheetEditor *editor, qint64 crewId, QWidget *parent)
    : QDialog(parent), m_editor(editor), m_crewId(crewId)
{
    setObjectName(u"fortuneRollDialog"_s);
    if (const std::optional<blades::Crew> crew = blades::crew(m_editor->session()->store(), crewId)) {
        m_crewName = crew->name;
        // B §1.8: at war the crew plays one hold lower, which can cost a Tier.
        m_tier = blades::effectiveStanding(*crew, m_editor->packFor(crew->rulePack)).tier;
    }
    setMinimumWidth(fontMetrics().averageCharWidth() * 60);
    auto *layout = new QVBoxLayout(this);
    m_heading = new QLabel(this);
    m_heading->setWordWrap(true);
    layout->addWidget(m_heading);
    auto *form = new QFormLayout;
    m_modifier = new QSpinBox(this);
    m_modifier->setObjectName(u"rollModifier"_s);
    m_modifier->setRange(-3, 3);
    m_modifierLabel = new QLabel(this);
    m_modifierLabel->setBuddy(m_modifier);
    form->addRow(m_modifierLabel, m_modifier);
    layout->addLayout(form);
    for (QLabel **label : {&m_pool, &m_odds, &m_result_}) {
        *label = new QLabel(this);
        (*label)->setWordWrap(true);
        (*label)->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(*label);
    }
    m_pool->setObjectName(u"rollPool"_s);
    m_odds->setObjectName(u"rollOdds"_s);
    m_result_->setObjectName(u"rollResult"_s);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_roll = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_roll->setObjectName(u"rollDice"_s);
    m_roll->setDefault(true);
    connect(m_roll, &QPushButton::clicked, this, &FortuneRollDialog::roll);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_modifier, &QSpinBox::valueChanged, this, &FortuneRollDialog::refresh);
    layout->addStretch(1);
    layout->addWidget(buttons);
    retranslate();
}

void FortuneRollDialog::retranslate()
{
    setWindowTitle(tr("Fortune roll"));
    m_heading->setText(tr("A fortune roll on the Tier of %1 (%2): what happens when no one acts — a critical is great "
                          "effect, a 6 standard, a 4/5 limited, a 1–3 poor.")
                           .arg(m_crewName)
                           .arg(m_tier));
    m_modifierLabel->setText(tr("&Advantage dice"));
    m_modifier->setToolTip(tr("+1d for each major advantage, −1d for each major disadvantage. SRD: Fortune roll."));
    m_roll->setText(tr("&Roll"));
    refresh();
}

void FortuneRollDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

int FortuneRollDialog::pool() const
{
    return m_tier + m_modifier->value();
}

void FortuneRollDialog::refresh()
{
    m_pool->setText(tr("Pool: %n dice.", nullptr, std::max(0, pool())));
    m_odds->setText(RollWords::exactOdds(pool()));
    m_odds->setToolTip(tr("Exact chances of each result, counted over every way the dice can fall. SRD: Rolling the dice."));
    m_roll->setEnabled(!m_result.ok);
}

void FortuneRollDialog::roll()
{
    models::CampaignSession *session = m_editor->session();
    if (!session || m_result.ok)
        return;
    gm::RollRequest request;
    request.kind = u"fortune"_s;
    request.pool = pool();
    request.label = SW_TR_LABEL("Fortune roll on the Tier of %1").arg(m_crewName);
    request.sheet = u"crew:"_s + QString::number(m_crewId);
    m_editor->push(request.label, [&](store::CampaignStore &store) {
        gm::GmTable table(store, m_editor->pack(), m_editor->random());
        m_result = table.roll(request);
        store::Receipt receipt;
        receipt.ok = m_result.ok;
        receipt.batch = m_result.batch;
        receipt.error = m_result.ok || !m_result.error.isEmpty() ? m_result.error : m_editor->explain(m_result.refused);
        return receipt;
    });
    if (!m_result.ok || m_result.rolls.isEmpty()) {
        m_result_->setText(m_result.refused.isEmpty() ? m_result.error : m_editor->explain(m_result.refused));
        return;
    }
    const store::RollRecord &rolled = m_result.rolls.constFirst();
    const rules::DiceRoll dice = rules::readDice(pool(), std::vector<int>(rolled.dice.begin(), rolled.dice.end()));
    m_result_->setText(GmWords::dice(rolled.dice, rolled.result) + u'\n' +
                       tr("Effect: %1.").arg(RollWords::effect(blades::fortuneEffect(dice.result))));
    m_roll->setEnabled(false);
}

} // namespace sw::ui
