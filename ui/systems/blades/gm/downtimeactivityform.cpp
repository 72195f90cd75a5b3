// The form of the activities page: its fields, which of them an activity shows, and their labels and rules.
#include "systems/blades/gm/downtimeactivitiespage.h"

#include "systems/blades/gm/downtimewizard.h"
#include "systems/blades/gm/gmcontext.h"
#include "systems/blades/wizards/wizardsupport.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui::downtimepages {

ActivitiesStep::ActivitiesStep(DowntimeWizard *wizard)
    : GmWizardPage(wizard), m_wizard(wizard), m_context(wizard->context())
{
    setObjectName(u"downtimeActivitiesPage"_s);
    auto *layout = new QVBoxLayout(this);
    m_form = new QFormLayout;
    m_pc = new QComboBox(this);
    m_pc->setObjectName(u"activityPc"_s);
    m_left = new QLabel(this);
    m_left->setObjectName(u"activitiesLeft"_s);
    m_buyCoin = new QPushButton(this);
    m_buyCoin->setObjectName(u"buyWithCoin"_s);
    m_buyCrewCoin = new QPushButton(this);
    m_buyCrewCoin->setObjectName(u"buyWithCrewCoin"_s);
    m_buyRep = new QPushButton(this);
    m_buyRep->setObjectName(u"buyWithRep"_s);
    m_activity = new QComboBox(this);
    m_activity->setObjectName(u"activity"_s);
    m_action = new QComboBox(this);
    m_action->setObjectName(u"activityAction"_s);
    m_clock = new QComboBox(this);
    m_clock->setObjectName(u"activityClock"_s);
    m_track = new QComboBox(this);
    m_track->setObjectName(u"activityTrack"_s);
    m_treatment = new QComboBox(this);
    m_treatment->setObjectName(u"activityTreatment"_s);
    m_healer = new QSpinBox(this);
    m_healer->setObjectName(u"activityHealer"_s);
    m_healer->setRange(0, 6);
    m_healer->setValue(1);
    m_bonus = new QSpinBox(this);
    m_bonus->setObjectName(u"activityBonus"_s);
    m_bonus->setRange(-3, 4);
    m_coin = new QSpinBox(this);
    m_coin->setObjectName(u"activityCoin"_s);
    m_coin->setRange(0, 20);
    m_restricted = new QCheckBox(this);
    m_restricted->setObjectName(u"activityRestricted"_s);
    m_overindulgence = new QComboBox(this);
    m_overindulgence->setObjectName(u"activityOverindulgence"_s);
    m_detail = new QLineEdit(this);
    m_detail->setObjectName(u"activityDetail"_s);
    m_odds = new QLabel(this);
    m_odds->setObjectName(u"activityOdds"_s);
    m_odds->setWordWrap(true);
    m_perform = new QPushButton(this);
    m_perform->setObjectName(u"performActivity"_s);
    m_log = new QListWidget(this);
    m_log->setObjectName(u"activityLog"_s);
    m_problem = wizard::problemLabel(u"activityProblem"_s, this);

    auto *pcRow = new QHBoxLayout;
    pcRow->addWidget(m_pc, 1);
    pcRow->addWidget(m_left);
    auto *buyRow = new QHBoxLayout;
    buyRow->addWidget(m_buyCoin);
    buyRow->addWidget(m_buyCrewCoin);
    buyRow->addWidget(m_buyRep);
    buyRow->addStretch();
    m_form->addRow(new QLabel(this), pcRow);
    m_form->addRow(new QLabel(this), buyRow);
    m_form->addRow(new QLabel(this), m_activity);
    m_form->addRow(new QLabel(this), m_action);
    m_form->addRow(new QLabel(this), m_clock);
    m_form->addRow(new QLabel(this), m_track);
    m_form->addRow(new QLabel(this), m_treatment);
    m_form->addRow(new QLabel(this), m_healer);
    m_form->addRow(new QLabel(this), m_overindulgence);
    m_form->addRow(new QLabel(this), m_restricted);
    m_form->addRow(new QLabel(this), m_bonus);
    m_form->addRow(new QLabel(this), m_coin);
    m_form->addRow(new QLabel(this), m_detail);
    layout->addLayout(m_form);
    auto *performRow = new QHBoxLayout;
    performRow->addWidget(m_odds, 1);
    performRow->addWidget(m_perform);
    layout->addLayout(performRow);
    layout->addWidget(m_problem);
    layout->addWidget(m_log, 1);

    connect(m_pc, &QComboBox::currentIndexChanged, this, [this] { showPc(); });
    connect(m_activity, &QComboBox::currentIndexChanged, this, [this] { showFields(); });
    for (QComboBox *box : {m_action, m_treatment})
        connect(box, &QComboBox::currentIndexChanged, this, [this] { showOdds(); });
    for (QSpinBox *spin : {m_healer, m_bonus})
        connect(spin, &QSpinBox::valueChanged, this, [this] { showOdds(); });
    connect(m_perform, &QPushButton::clicked, this, [this] { perform(); });
    connect(m_buyCoin, &QPushButton::clicked, this, [this] { buy(u"coin"_s); });
    connect(m_buyCrewCoin, &QPushButton::clicked, this, [this] { buy(u"crew_coin"_s); });
    connect(m_buyRep, &QPushButton::clicked, this, [this] { buy(u"rep"_s); });
    retranslate();
}

void ActivitiesStep::showFields()
{
    const QString a = m_activity->currentData().toString();
    const auto show = [this](QWidget *field, bool visible) {
        field->setVisible(visible);
        if (QWidget *label = m_form->labelForField(field))
            label->setVisible(visible);
    };
    show(m_action, a == u"long_term_project"_s || a == u"reduce_heat"_s);
    show(m_clock, a == u"long_term_project"_s);
    show(m_track, a == u"train"_s);
    show(m_treatment, a == u"recover"_s);
    show(m_healer, a == u"recover"_s);
    show(m_overindulgence, a == u"indulge_vice"_s);
    show(m_restricted, a == u"acquire_asset"_s);
    show(m_bonus, a != u"train"_s);
    show(m_coin, a != u"train"_s && a != u"indulge_vice"_s);
    showOdds();
}

void ActivitiesStep::retranslate()
{
    const Language lang = m_context->language();
    setTitle(DowntimeWizard::tr("Downtime activities"));
    setSubTitle(DowntimeWizard::tr("Each scoundrel does as many activities as the allowance gives (two, one at war); more cost 1 coin or rep each (C §8.1)."));
    const auto row = [this](QWidget *field, const QString &text, const QString &rule) { setFormRow(m_form, field, text, rule); };
    if (auto *label = qobject_cast<QLabel *>(m_form->itemAt(0, QFormLayout::LabelRole) ? m_form->itemAt(0, QFormLayout::LabelRole)->widget() : nullptr))
    {
        label->setText(DowntimeWizard::tr("&Scoundrel"));
        label->setBuddy(m_pc);
    }
    m_pc->setToolTip(DowntimeWizard::tr("The scoundrel whose activity this is."));
    m_buyCoin->setText(DowntimeWizard::tr("+1 activity for &coin"));
    m_buyCoin->setToolTip(DowntimeWizard::tr("The scoundrel pays 1 coin for one more activity (C §8.1)."));
    m_buyCrewCoin->setText(DowntimeWizard::tr("+1 for crew co&in"));
    m_buyCrewCoin->setToolTip(DowntimeWizard::tr("The crew pays 1 coin for one more activity (C §8.1)."));
    m_buyRep->setText(DowntimeWizard::tr("+1 for r&ep"));
    m_buyRep->setToolTip(DowntimeWizard::tr("The crew spends 1 rep for one more activity (C §8.1)."));
    row(m_activity, DowntimeWizard::tr("&Activity"), DowntimeWizard::tr("What the scoundrel does with this activity (C §8)."));
    row(m_action, DowntimeWizard::tr("Ac&tion rolled"), DowntimeWizard::tr("The action rating rolled for a long-term project or to reduce heat."));
    row(m_clock, DowntimeWizard::tr("Pro&ject clock"), DowntimeWizard::tr("The long-term project clock worked on (C §8.4)."));
    row(m_track, DowntimeWizard::tr("&XP track"), DowntimeWizard::tr("Training marks 1 XP on one track, once per track each downtime (C §8.7)."));
    row(m_treatment, DowntimeWizard::tr("T&reatment"), DowntimeWizard::tr("Who treats the wounded scoundrel (C §8.6)."));
    row(m_healer, DowntimeWizard::tr("&Healer's dice"), DowntimeWizard::tr("The healer's Tinker rating, or the quality of an NPC healer."));
    row(m_overindulgence, DowntimeWizard::tr("If they &overindulge"), DowntimeWizard::tr("What happens if the vice roll clears more stress than was marked (C §8.8)."));
    m_restricted->setText(DowntimeWizard::tr("Restricted item (+2 heat)"));
    row(m_restricted, QString(), DowntimeWizard::tr("A restricted or illegal asset draws heat (C §8.3)."));
    row(m_bonus, DowntimeWizard::tr("&Bonus dice"), DowntimeWizard::tr("A friend or contact helps (+1d), claims, abilities."));
    row(m_coin, DowntimeWizard::tr("C&oin after the roll"), DowntimeWizard::tr("Each coin raises the result one level, up to a critical; only what helps is spent (C §8.1)."));
    row(m_detail, DowntimeWizard::tr("&What they do"), DowntimeWizard::tr("In the table's words."));
    m_perform->setText(DowntimeWizard::tr("&Perform"));
    {
        const QString current = m_activity->currentData().toString();
        const QSignalBlocker blocker(m_activity);
        m_activity->clear();
        for (const QJsonValue &a : scoreDoc(m_context)[u"downtime"_s][u"activities"_s].toArray()) {
            const QString id = a[u"id"_s].toString();
            if (id == u"craft"_s || id == u"perform_ritual"_s)
                continue; // not offered by the GM table (C §8, optional rules)
            m_activity->addItem(blades::textFrom(a[u"name"_s]).in(lang), id);
            m_activity->setItemData(m_activity->count() - 1, blades::textFrom(a[u"summary"_s]).in(lang), Qt::ToolTipRole);
        }
        m_activity->setCurrentIndex(std::max(0, m_activity->findData(current)));
    }
    {
        const QString current = m_action->currentData().toString();
        const QSignalBlocker blocker(m_action);
        m_action->clear();
        for (const blades::Entity &a : m_context->pack().actions)
            m_action->addItem(a.name.in(lang), a.id);
        m_action->setCurrentIndex(std::max(0, m_action->findData(current)));
    }
    {
        const QString current = m_treatment->currentData().toString();
        const QSignalBlocker blocker(m_treatment);
        m_treatment->clear();
        m_treatment->addItem(DowntimeWizard::tr("A healer rolls"), u"healer"_s);
        m_treatment->addItem(DowntimeWizard::tr("Treats themself"), u"self"_s);
        m_treatment->addItem(DowntimeWizard::tr("Untreated"), u"untreated"_s);
        m_treatment->setCurrentIndex(std::max(0, m_treatment->findData(current)));
    }
    refillEntities(m_overindulgence, wizard::documentEntities(m_context->pack(), u"score.json"_s, u"downtime/vice/overindulgences"_s), lang);
    showFields();
    if (m_context->ready() && !m_wizard->downtimeId().isEmpty())
        showPc();
}

} // namespace sw::ui::downtimepages
