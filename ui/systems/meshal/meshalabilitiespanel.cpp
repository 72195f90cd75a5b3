#include "systems/meshal/meshalabilitiespanel.h"

#include "common/undolabel.h"
#include "systems/meshal/derived.h"
#include "systems/meshal/ledger.h"

#include <algorithm>

#include <QComboBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>

using namespace Qt::StringLiterals;

namespace sw::ui {
namespace {

constexpr std::array kBought{meshal::AbilityType::Might, meshal::AbilityType::Energy, meshal::AbilityType::Spirit,
                             meshal::AbilityType::Common};

} // namespace

MeshalAbilitiesPanel::MeshalAbilitiesPanel(MeshalEditor *editor, qint64 id, QWidget *parent) : MeshalPanel(editor, id, parent)
{
    setObjectName(u"meshalAbilities"_s);
    m_list = new QTreeWidget(this);
    m_list->setObjectName(u"meshalAbilityList"_s);
    m_list->setRootIsDecorated(false);
    m_list->setColumnCount(4);
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->setMinimumHeight(80);
    m_list->setMaximumHeight(140);
    m_contentLabel = new QLabel(this);
    m_content = new QComboBox(this);
    m_content->setObjectName(u"meshalAbilityContent"_s);
    m_contentLabel->setBuddy(m_content);
    m_nameLabel = new QLabel(this);
    m_name = new QLineEdit(this);
    m_name->setObjectName(u"meshalAbilityName"_s);
    m_nameLabel->setBuddy(m_name);
    m_typeLabel = new QLabel(this);
    m_type = new QComboBox(this);
    m_type->setObjectName(u"meshalAbilityType"_s);
    m_typeLabel->setBuddy(m_type);
    m_levelLabel = new QLabel(this);
    m_level = new QSpinBox(this);
    m_level->setObjectName(u"meshalAbilityLevel"_s);
    m_level->setRange(1, 99);
    m_levelLabel->setBuddy(m_level);
    m_cost = new QLabel(this);
    m_cost->setObjectName(u"meshalAbilityCost"_s);
    m_buy = new QPushButton(this);
    m_buy->setObjectName(u"meshalBuyAbility"_s);
    m_renounce = new QPushButton(this);
    m_renounce->setObjectName(u"meshalRenounceAbility"_s);

    auto *grid = new QGridLayout(this);
    grid->addWidget(m_list, 0, 0, 1, 4);
    grid->addWidget(m_contentLabel, 1, 0);
    grid->addWidget(m_content, 1, 1, 1, 3);
    grid->addWidget(m_nameLabel, 2, 0);
    grid->addWidget(m_name, 2, 1, 1, 3);
    grid->addWidget(m_typeLabel, 3, 0);
    grid->addWidget(m_type, 3, 1);
    grid->addWidget(m_levelLabel, 3, 2);
    grid->addWidget(m_level, 3, 3);
    grid->addWidget(m_cost, 4, 0, 1, 2);
    grid->addWidget(m_buy, 4, 2);
    grid->addWidget(m_renounce, 4, 3);

    connect(m_content, &QComboBox::activated, this, &MeshalAbilitiesPanel::fromContent);
    connect(m_type, &QComboBox::currentIndexChanged, this, &MeshalAbilitiesPanel::showCost);
    connect(m_level, &QSpinBox::valueChanged, this, &MeshalAbilitiesPanel::showCost);
    connect(m_buy, &QPushButton::clicked, this, &MeshalAbilitiesPanel::buy);
    connect(m_renounce, &QPushButton::clicked, this, &MeshalAbilitiesPanel::renounce);
}

void MeshalAbilitiesPanel::load(const meshal::Character &c)
{
    const QString selected = m_list->currentItem() ? m_list->currentItem()->data(0, Qt::UserRole).toString() : QString();
    m_list->clear();
    for (const meshal::Ability &a : c.abilities) {
        const QString type = m_editor->word(u"ability."_s + meshal::abilityTypeId(a.type));
        auto *item = new QTreeWidgetItem(QStringList{m_editor->entryName(a.id, a.name), type,
                                                     QString::number(meshal::effectiveLevel(a)),
                                                     QString::number(meshal::abilityCost(a, m_editor->pack()))});
        item->setData(0, Qt::UserRole, a.key);
        m_list->addTopLevelItem(item);
        if (a.key == selected)
            m_list->setCurrentItem(item);
    }
    showCost();
}

void MeshalAbilitiesPanel::retranslate()
{
    setTitle(tr("Abilities"));
    m_list->setHeaderLabels({tr("Ability"), tr("Type"), tr("Level"), tr("Cost")});
    m_contentLabel->setText(tr("From &content"));
    m_nameLabel->setText(tr("Ability na&me"));
    m_typeLabel->setText(tr("&Type"));
    m_levelLabel->setText(tr("&Level"));
    m_buy->setText(tr("&Buy Ability"));
    m_renounce->setText(tr("Reno&unce"));
    m_renounce->setToolTip(tr("Only during a rest: frees the occupancy; the Talent it cost is lost, not refunded (rule 32)."));
    {
        const QSignalBlocker block(m_type);
        const int at = std::max(0, m_type->currentIndex());
        m_type->clear();
        for (meshal::AbilityType t : kBought)
            m_type->addItem(m_editor->word(u"ability."_s + meshal::abilityTypeId(t)), meshal::abilityTypeId(t));
        m_type->setCurrentIndex(at);
    }
    const QSignalBlocker block(m_content);
    m_content->clear();
    m_content->addItem(tr("(write one)"), QString());
    for (const meshal::Ability &a : m_editor->content().abilities) {
        if (a.type != meshal::AbilityType::Innate)
            m_content->addItem(m_editor->entryName(a.id, a.name), a.id);
    }
}

meshal::Ability MeshalAbilitiesPanel::planned() const
{
    meshal::Ability a;
    if (const meshal::Ability *from = m_editor->content().findAbility(m_content->currentData().toString()))
        a = *from;
    a.name = m_name->text().trimmed();
    a.type = meshal::abilityTypeFromId(m_type->currentData().toString()).value_or(meshal::AbilityType::Common);
    a.level = m_level->value();
    a.key = a.id.isEmpty() ? a.name : a.id;
    return a;
}

void MeshalAbilitiesPanel::fromContent()
{
    const meshal::Ability *from = m_editor->content().findAbility(m_content->currentData().toString());
    if (!from)
        return;
    m_name->setText(m_editor->entryName(from->id, from->name));
    m_type->setCurrentIndex(std::max(0, m_type->findData(meshal::abilityTypeId(from->type))));
    m_level->setValue(from->level);
    showCost();
}

void MeshalAbilitiesPanel::showCost()
{
    // Rule 26: level ×3 Talent (通用 too); the occupancy it takes is rule 27's.
    const meshal::Ability a = planned();
    QString text = tr("Costs %1 Talent").arg(meshal::abilityCost(a, m_editor->pack()));
    if (const std::optional<meshal::Character> c = m_editor->character(m_id)) {
        if (const auto attr = meshal::occupiedAttribute(a.type))
            text += tr("; occupies %1 of %2 free %3").arg(a.level).arg(meshal::freeCapacity(*c, *attr)).arg(m_editor->attributeName(*attr));
    }
    m_cost->setText(text);
}

void MeshalAbilitiesPanel::buy()
{
    const std::optional<meshal::Character> c = m_editor->character(m_id);
    meshal::Ability a = planned();
    if (!c)
        return;
    if (a.name.isEmpty()) {
        m_editor->refuse(tr("Name the ability first."), m_name);
        return;
    }
    const meshal::Phase phase = m_editor->phase(*c, m_id);
    const meshal::MeshalPack &pack = m_editor->pack();
    if (edit(u"meshal.talent.ability"_s, SW_TR_LABEL("Buy %1").arg(a.name),
             ruled([a, phase, &pack](meshal::Character &sheet) { return meshal::buyAbility(sheet, a, phase, pack); }), m_buy)) {
        m_name->clear();
        m_content->setCurrentIndex(0);
    }
}

void MeshalAbilitiesPanel::renounce()
{
    const std::optional<meshal::Character> c = m_editor->character(m_id);
    if (!c || !m_list->currentItem()) {
        m_editor->refuse(tr("Choose the ability to renounce in the list."), m_renounce);
        return;
    }
    const QString key = m_list->currentItem()->data(0, Qt::UserRole).toString();
    const meshal::Phase phase = m_editor->phase(*c, m_id);
    const auto ability = std::find_if(c->abilities.cbegin(), c->abilities.cend(), [&key](const meshal::Ability &a) { return a.key == key; });
    const QString name = ability == c->abilities.cend() ? m_list->currentItem()->text(0) : m_editor->entryLabel(ability->id, ability->name);
    edit(u"meshal.talent.renounce"_s, SW_TR_LABEL("Renounce %1").arg(name),
         ruled([key, phase](meshal::Character &sheet) { return meshal::renounceAbility(sheet, key, phase); }), m_renounce);
}

} // namespace sw::ui
