#include "npcpage.h"

#include "characterwizard.h"
#include "wizardsupport.h"

#include "systems/blades/sheetops.h"

#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QSignalBlocker>

using namespace Qt::StringLiterals;

namespace sw::ui {

NpcPage::NpcPage(CharacterWizard *wizard) : QWizardPage(wizard), m_wizard(wizard)
{
    setObjectName(u"npcPage"_s);
    m_friendLabel = new QLabel(this);
    m_rivalLabel = new QLabel(this);
    m_friends = new QListWidget(this);
    m_friends->setObjectName(u"friendList"_s);
    m_rivals = new QListWidget(this);
    m_rivals->setObjectName(u"rivalList"_s);
    m_friendLabel->setBuddy(m_friends);
    m_rivalLabel->setBuddy(m_rivals);
    m_problem = wizard::problemLabel(u"npcProblem"_s, this);
    auto *layout = new QGridLayout(this);
    layout->addWidget(m_friendLabel, 0, 0);
    layout->addWidget(m_rivalLabel, 0, 1);
    layout->addWidget(m_friends, 1, 0);
    layout->addWidget(m_rivals, 1, 1);
    layout->addWidget(m_problem, 2, 0, 1, 2);
    layout->setRowStretch(1, 1);
    connect(m_friends, &QListWidget::currentRowChanged, this, [this] { chosen(m_friends, true); });
    connect(m_rivals, &QListWidget::currentRowChanged, this, [this] { chosen(m_rivals, false); });
}

void NpcPage::refresh()
{
    setTitle(tr("Close friend and rival"));
    setSubTitle(tr("Choose one close friend and one rival from your playbook's people. They must be different people."));
    m_friendLabel->setText(tr("Close fr&iend (▲):"));
    m_rivalLabel->setText(tr("&Rival (▼):"));
    m_friends->setToolTip(tr("One NPC of your playbook is a close friend, ally or family."));
    m_rivals->setToolTip(tr("One NPC of your playbook is a rival or enemy, not your friend."));
    const blades::Character &c = m_wizard->draft();
    const Language language = m_wizard->language();
    const blades::Playbook *playbook = m_wizard->pack().playbook(c.playbook);
    for (QListWidget *list : {m_friends, m_rivals}) {
        const QSignalBlocker block(list);
        list->clear();
        for (const blades::Entity &npc : playbook ? playbook->npcs : QList<blades::Entity>()) {
            auto *item = new QListWidgetItem(npc.name.in(language) + u" — "_s + npc.summary.in(language), list);
            item->setData(Qt::UserRole, npc.id);
            item->setToolTip(npc.summary.in(language));
        }
    }
    select(m_friends, c.friendNpc);
    select(m_rivals, c.rivalNpc);
    Q_EMIT completeChanged();
}

void NpcPage::initializePage()
{
    wizard::showProblem(m_problem, {});
    refresh();
}

bool NpcPage::isComplete() const
{
    const blades::Character &c = m_wizard->draft();
    return !c.friendNpc.isEmpty() && !c.rivalNpc.isEmpty() && c.friendNpc != c.rivalNpc;
}

void NpcPage::chosen(QListWidget *list, bool friendList)
{
    QListWidgetItem *item = list->currentItem();
    if (!item)
        return;
    const auto field = friendList ? blades::CharacterChoice::Friend : blades::CharacterChoice::Rival;
    const QString refusal = m_wizard->take(
        blades::applyChoose(m_wizard->draft(), field, item->data(Qt::UserRole).toString(), m_wizard->pack()));
    wizard::showProblem(m_problem, refusal);
    const blades::Character &c = m_wizard->draft();
    select(list, friendList ? c.friendNpc : c.rivalNpc);
    Q_EMIT completeChanged();
}

void NpcPage::select(QListWidget *list, const QString &id)
{
    const QSignalBlocker block(list);
    list->setCurrentRow(-1);
    for (int row = 0; row < list->count(); ++row) {
        if (list->item(row)->data(Qt::UserRole).toString() == id)
            list->setCurrentRow(row);
    }
}

} // namespace sw::ui
