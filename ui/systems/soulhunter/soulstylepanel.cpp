#include "systems/soulhunter/soulstylepanel.h"

#include "common/undolabel.h"
#include "systems/soulhunter/play.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>

using namespace Qt::StringLiterals;
using sw::soulhunter::StyleAction;

namespace sw::ui {

SoulStylePanel::SoulStylePanel(SoulhunterEditor *editor, qint64 id, QWidget *parent) : SoulPanel(editor, id, parent)
{
    setObjectName(u"soulStylePanel"_s);
    auto *grid = new QGridLayout(this);
    m_action = new QComboBox(this);
    m_action->setObjectName(u"soulStyleAction"_s);
    m_xLabel = new QLabel(this);
    m_x = new QSpinBox(this);
    m_x->setObjectName(u"soulStyleX"_s);
    m_x->setRange(0, 99);
    m_x->setValue(1);
    m_xLabel->setBuddy(m_x);
    m_anxietyLabel = new QLabel(this);
    m_anxiety = new QSpinBox(this);
    m_anxiety->setObjectName(u"soulStyleAnxiety"_s);
    m_anxiety->setRange(0, 999);
    m_anxietyLabel->setBuddy(m_anxiety);
    m_initial = new QCheckBox(this);
    m_initial->setObjectName(u"soulStyleFromInitial"_s);
    m_initial->setChecked(true);
    m_cost = new QLabel(this);
    m_cost->setObjectName(u"soulStyleCost"_s);
    m_pending = new QLabel(this);
    m_pending->setObjectName(u"soulStylePending"_s);
    m_use = new QPushButton(this);
    m_use->setObjectName(u"soulUseStyle"_s);
    grid->addWidget(m_action, 0, 0, 1, 2);
    grid->addWidget(m_xLabel, 0, 2);
    grid->addWidget(m_x, 0, 3);
    grid->addWidget(m_anxietyLabel, 1, 0);
    grid->addWidget(m_anxiety, 1, 1);
    grid->addWidget(m_initial, 1, 2, 1, 2);
    grid->addWidget(m_cost, 2, 0, 1, 3);
    grid->addWidget(m_use, 2, 3);
    grid->addWidget(m_pending, 3, 0, 1, 4);
    connect(m_action, &QComboBox::currentIndexChanged, this, &SoulStylePanel::showCost);
    connect(m_x, &QSpinBox::valueChanged, this, &SoulStylePanel::showCost);
    connect(m_anxiety, &QSpinBox::valueChanged, this, &SoulStylePanel::showCost);
    connect(m_use, &QPushButton::clicked, this, &SoulStylePanel::use);
}

soulhunter::StyleRequest SoulStylePanel::request() const
{
    soulhunter::StyleRequest r;
    r.action = StyleAction(std::max(0, m_action->currentIndex()));
    r.x = m_x->value();
    r.dhCost = m_x->value();
    r.levels = {2}; // 强力: both levels on one general enchantment
    r.anxietyPart = m_anxiety->value();
    r.fromInitial = m_initial->isChecked();
    return r;
}

void SoulStylePanel::showCost()
{
    const soulhunter::StyleRequest r = request();
    const int cost = soulhunter::styleCost(r, m_editor->rules()); // D20
    m_cost->setText(tr("Costs %1: %2 SP and %3 anxiety (D20, L172)").arg(cost).arg(std::max(0, cost - r.anxietyPart)).arg(r.anxietyPart));
    m_x->setEnabled(r.action != StyleAction::Empower);
}

void SoulStylePanel::load(const soulhunter::Character &c, const soulhunter::Rules &r)
{
    Q_UNUSED(r);
    QStringList state;
    if (c.cheerPending > 0)
        state << tr("cheer %1 for the next action check").arg(c.cheerPending);
    if (c.destinyUsedThisScene)
        state << tr("Destiny's Choice used this scene");
    m_pending->setText(state.join(tr(", ")));
    showCost();
}

void SoulStylePanel::retranslate()
{
    setTitle(tr("Style actions"));
    const QSignalBlocker quiet(m_action);
    const int index = std::max(0, m_action->currentIndex());
    m_action->clear();
    // Each action's words as a stored label too (item data), for the undo label of its use.
    for (const QString &action : {QString(SW_TR_LABEL("Flashback (the DH's cost)")), QString(SW_TR_LABEL("Empower (10)")),
                                  QString(SW_TR_LABEL("Cheer (5 per die)")), QString(SW_TR_LABEL("Destiny's Choice (10 + X)"))})
        m_action->addItem(undoLabelText(action), action);
    m_action->setCurrentIndex(index);
    m_xLabel->setText(tr("&X / cost"));
    m_anxietyLabel->setText(tr("Paid as anxiety"));
    m_initial->setText(tr("From initial SP first"));
    m_use->setText(tr("&Use"));
}

void SoulStylePanel::use()
{
    const soulhunter::StyleRequest r = request();
    const soulhunter::Rules rules = m_editor->rules();
    edit(u"soulhunter.style"_s, SW_TR_LABEL("%1: %2").arg(who(), m_action->currentData().toString()), [&](soulhunter::Character &c) {
        return SoulhunterEditor::refusedBy(soulhunter::useStyle(c, r, rules).refused);
    }, m_use);
}

} // namespace sw::ui
