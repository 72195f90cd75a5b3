#include "systems/meshal/meshalscorespanel.h"

#include "common/undolabel.h"
#include "systems/meshal/derived.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace sw::ui {
namespace {

const QStringList kSpeedModes{u"walk"_s, u"climb"_s, u"burrow"_s, u"swim"_s, u"fly"_s, u"hover"_s, u"teleport"_s};
const QStringList kSenses{u"sight"_s, u"hearing"_s, u"vibration"_s, u"smell"_s, u"hypersense"_s};

} // namespace

MeshalScoresPanel::MeshalScoresPanel(MeshalEditor *editor, qint64 id, QWidget *parent) : MeshalPanel(editor, id, parent)
{
    setObjectName(u"meshalScores"_s);
    auto *grid = new QGridLayout(this);
    for (meshal::Protection p : meshal::kProtections) {
        const std::size_t i = std::size_t(p);
        m_protectionNames[i] = new QLabel(this);
        m_protections[i] = new QLabel(this);
        m_protections[i]->setObjectName(u"meshalProtection_"_s + meshal::protectionId(p));
        grid->addWidget(m_protectionNames[i], 0, int(i) * 2);
        grid->addWidget(m_protections[i], 0, int(i) * 2 + 1);
    }
    const auto row = [&](int line, QLabel *&label, QWidget *value) {
        label = new QLabel(this);
        grid->addWidget(label, line, 0);
        grid->addWidget(value, line, 1, 1, 5);
    };
    m_immunities = new QLabel(this);
    m_immunities->setObjectName(u"meshalImmunities"_s);
    row(1, m_immunitiesLabel, m_immunities);
    m_speeds = new QLabel(this);
    m_speeds->setObjectName(u"meshalSpeeds"_s);
    m_speeds->setWordWrap(true);
    row(2, m_speedsLabel, m_speeds);
    m_senses = new QLabel(this);
    m_senses->setObjectName(u"meshalSenses"_s);
    m_senses->setWordWrap(true);
    row(3, m_sensesLabel, m_senses);
    m_execution = new QSpinBox(this);
    m_execution->setObjectName(u"meshalExecution"_s);
    m_execution->setKeyboardTracking(false);
    m_execution->setMaximumWidth(120);
    row(4, m_executionLabel, m_execution);
    m_executionLabel->setBuddy(m_execution);
    auto *conditions = new QWidget(this);
    auto *line = new QHBoxLayout(conditions);
    line->setContentsMargins(0, 0, 0, 0);
    m_conditions = new QLabel(conditions);
    m_conditions->setObjectName(u"meshalConditions"_s);
    m_standUp = new QPushButton(conditions);
    m_standUp->setObjectName(u"meshalStandUp"_s);
    line->addWidget(m_conditions, 1);
    line->addWidget(m_standUp);
    row(5, m_conditionsLabel, conditions);

    connect(m_execution, &QSpinBox::valueChanged, this, [this](int value) {
        if (m_loading)
            return;
        edit(u"meshal.execution"_s, SW_TR_LABEL("Set Execution"), [value](meshal::Character &c) {
            c.execution = value;
            return QList<rules::Violation>{};
        }, m_execution);
    });
    connect(m_standUp, &QPushButton::clicked, this, [this] {
        edit(u"meshal.stand"_s, SW_TR_LABEL("Stand up"), [](meshal::Character &c) {
            c.conditions.prone = false;
            return QList<rules::Violation>{};
        }, m_standUp);
    });
}

void MeshalScoresPanel::load(const meshal::Character &c)
{
    m_loading = true;
    for (meshal::Protection p : meshal::kProtections) {
        const std::size_t i = std::size_t(p);
        m_protectionNames[i]->setText(m_editor->word(u"protection."_s + meshal::protectionId(p)));
        m_protections[i]->setText(QString::number(meshal::protection(c, p)));
    }
    QStringList immune;
    for (const QString &type : meshal::immunities(c))
        immune << m_editor->word(u"attack."_s + type);
    m_immunities->setText(immune.isEmpty() ? tr("none") : immune.join(tr(", ")));
    QStringList speeds;
    for (const QString &mode : kSpeedModes) {
        if (const int v = meshal::speed(c, mode); v > 0)
            speeds << tr("%1 %2").arg(m_editor->word(u"speed."_s + mode)).arg(v);
    }
    m_speeds->setText(speeds.isEmpty() ? tr("none") : speeds.join(tr(", ")));
    QStringList senses;
    for (const QString &sense : kSenses) {
        if (const int v = meshal::sense(c, sense); v > 0)
            senses << tr("%1 %2").arg(m_editor->word(u"sense."_s + sense)).arg(v);
    }
    m_senses->setText(senses.isEmpty() ? tr("none") : senses.join(tr(", ")));
    m_execution->setRange(0, std::max(c.executionMax, c.execution));
    m_execution->setSuffix(tr(" / %1").arg(c.executionMax));
    m_execution->setValue(c.execution);
    QStringList conditions;
    if (c.conditions.dead)
        conditions << m_editor->word(u"condition.dead"_s);
    if (c.conditions.unconscious)
        conditions << m_editor->word(u"condition.unconscious"_s);
    if (c.conditions.prone)
        conditions << m_editor->word(u"condition.prone"_s);
    m_conditions->setText(conditions.isEmpty() ? tr("none") : conditions.join(tr(", ")));
    m_standUp->setVisible(c.conditions.prone && !c.conditions.unconscious && !c.conditions.dead);
    m_loading = false;
}

void MeshalScoresPanel::retranslate()
{
    setTitle(tr("Protections, Movement and Condition"));
    m_immunitiesLabel->setText(tr("Immunities"));
    m_speedsLabel->setText(tr("Speeds (steps)"));
    m_sensesLabel->setText(tr("Senses (steps)"));
    m_executionLabel->setText(tr("E&xecution"));
    m_conditionsLabel->setText(tr("Conditions"));
    m_conditions->setToolTip(tr("Set by the dice: any attribute at 0 is unconscious and prone, all three at 0 dead (rules 8–9)"));
    m_standUp->setText(tr("Stand Up"));
}

} // namespace sw::ui
