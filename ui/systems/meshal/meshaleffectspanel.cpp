#include "systems/meshal/meshaleffectspanel.h"

#include "common/undolabel.h"
#include "systems/meshal/health.h"

#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>

using namespace Qt::StringLiterals;

namespace sw::ui {

MeshalEffectsPanel::MeshalEffectsPanel(MeshalEditor *editor, qint64 id, QWidget *parent) : MeshalPanel(editor, id, parent)
{
    setObjectName(u"meshalEffects"_s);
    m_list = new QTreeWidget(this);
    m_list->setObjectName(u"meshalEffectList"_s);
    m_list->setRootIsDecorated(false);
    m_list->setColumnCount(3);
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->setMinimumHeight(60);
    m_list->setMaximumHeight(110);
    m_nameLabel = new QLabel(this);
    m_name = new QLineEdit(this);
    m_name->setObjectName(u"meshalEffectName"_s);
    m_nameLabel->setBuddy(m_name);
    m_durationLabel = new QLabel(this);
    m_duration = new QLineEdit(this);
    m_duration->setObjectName(u"meshalEffectDuration"_s);
    m_durationLabel->setBuddy(m_duration);
    m_apply = new QPushButton(this);
    m_apply->setObjectName(u"meshalApplyEffect"_s);
    m_end = new QPushButton(this);
    m_end->setObjectName(u"meshalEndEffect"_s);

    auto *grid = new QGridLayout(this);
    grid->addWidget(m_list, 0, 0, 1, 6);
    grid->addWidget(m_nameLabel, 1, 0);
    grid->addWidget(m_name, 1, 1, 1, 2);
    grid->addWidget(m_durationLabel, 1, 3);
    grid->addWidget(m_duration, 1, 4, 1, 2);
    for (meshal::Attribute a : meshal::kAttributes) {
        const std::size_t i = std::size_t(a);
        m_changeLabels[i] = new QLabel(this);
        m_changes[i] = new QSpinBox(this);
        m_changes[i]->setObjectName(u"meshalEffectChange_"_s + meshal::attributeId(a));
        m_changes[i]->setRange(-20, 20);
        m_changeLabels[i]->setBuddy(m_changes[i]);
        grid->addWidget(m_changeLabels[i], 2, int(i) * 2);
        grid->addWidget(m_changes[i], 2, int(i) * 2 + 1);
    }
    grid->addWidget(m_apply, 3, 3, 1, 2);
    grid->addWidget(m_end, 3, 5);

    connect(m_apply, &QPushButton::clicked, this, &MeshalEffectsPanel::apply);
    connect(m_end, &QPushButton::clicked, this, &MeshalEffectsPanel::end);
}

void MeshalEffectsPanel::load(const meshal::Character &c)
{
    m_list->clear();
    for (const meshal::Effect &e : c.effects) {
        QStringList changes;
        for (meshal::Attribute a : meshal::kAttributes) {
            if (const int n = e.modifiers.attributes[std::size_t(a)]; n != 0)
                changes << (n > 0 ? u"%1 +%2"_s : u"%1 %2"_s).arg(m_editor->attributeName(a)).arg(n);
        }
        m_list->addTopLevelItem(new QTreeWidgetItem(QStringList{e.name, changes.join(tr(", ")), e.duration}));
    }
}

void MeshalEffectsPanel::retranslate()
{
    setTitle(tr("Ongoing Effects"));
    m_list->setHeaderLabels({tr("Effect"), tr("Changes"), tr("Duration")});
    m_nameLabel->setText(tr("Effect"));
    m_durationLabel->setText(tr("Duration"));
    for (meshal::Attribute a : meshal::kAttributes)
        m_changeLabels[std::size_t(a)]->setText(m_editor->attributeName(a));
    m_apply->setText(tr("Appl&y Effect"));
    m_apply->setToolTip(tr("A temporary change to the totals; an effect of the same name replaces the one in place (rule 34)."));
    m_end->setText(tr("En&d Effect"));
    m_end->setToolTip(tr("The changes end; dice above the new total go (rule 7)."));
}

void MeshalEffectsPanel::apply()
{
    meshal::Effect effect;
    effect.name = m_name->text().trimmed();
    effect.duration = m_duration->text().trimmed();
    if (effect.name.isEmpty()) {
        m_editor->refuse(tr("Name the effect first."), m_name);
        return;
    }
    for (meshal::Attribute a : meshal::kAttributes)
        effect.modifiers.attributes[std::size_t(a)] = m_changes[std::size_t(a)]->value();
    if (edit(u"meshal.effect.apply"_s, SW_TR_LABEL("Apply %1").arg(effect.name), [effect](meshal::Character &c) {
            meshal::applyEffect(c, effect);
            meshal::updateConditions(c);
            return QList<rules::Violation>{};
        }, m_apply)) {
        m_name->clear();
        m_duration->clear();
        for (QSpinBox *box : m_changes)
            box->setValue(0);
    }
}

void MeshalEffectsPanel::end()
{
    if (!m_list->currentItem()) {
        m_editor->refuse(tr("Choose the effect to end in the list."), m_end);
        return;
    }
    const QString name = m_list->currentItem()->text(0);
    edit(u"meshal.effect.end"_s, SW_TR_LABEL("End %1").arg(name), [name](meshal::Character &c) {
        meshal::endEffect(c, name);
        meshal::updateConditions(c);
        return QList<rules::Violation>{};
    }, m_end);
}

} // namespace sw::ui
