#include "systems/meshal/meshalitemspanel.h"

#include "common/undolabel.h"
#include "systems/meshal/actions.h"
#include "systems/meshal/derived.h"
#include "systems/meshal/health.h"
#include "systems/meshal/itemrules.h"
#include "systems/meshal/store/meshalsheets.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QTreeWidget>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::ui {

MeshalItemsPanel::MeshalItemsPanel(MeshalEditor *editor, qint64 id, QWidget *parent) : MeshalPanel(editor, id, parent)
{
    setObjectName(u"meshalItems"_s);
    m_list = new QTreeWidget(this);
    m_list->setObjectName(u"meshalItemList"_s);
    m_list->setRootIsDecorated(false);
    m_list->setColumnCount(4);
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->setMinimumHeight(80);
    m_list->setMaximumHeight(140);
    m_content = new QComboBox(this);
    m_content->setObjectName(u"meshalItemContent"_s);
    m_add = new QPushButton(this);
    m_add->setObjectName(u"meshalAddItem"_s);
    m_remove = new QPushButton(this);
    m_remove->setObjectName(u"meshalRemoveItem"_s);
    m_carry = new QLabel(this);
    m_carry->setObjectName(u"meshalCarry"_s);
    m_moneyLabel = new QLabel(this);
    m_worth = new QLabel(this);
    m_worth->setObjectName(u"meshalWorth"_s);

    auto *grid = new QGridLayout(this);
    grid->addWidget(m_list, 0, 0, 1, 4);
    grid->addWidget(m_content, 1, 0, 1, 2);
    grid->addWidget(m_add, 1, 2);
    grid->addWidget(m_remove, 1, 3);
    grid->addWidget(m_carry, 2, 0, 1, 4);
    grid->addWidget(m_moneyLabel, 3, 0);
    const QStringList coinIds{u"gold"_s, u"silver"_s, u"copper"_s};
    for (std::size_t i = 0; i < m_coins.size(); ++i) {
        m_coins[i] = new QSpinBox(this);
        m_coins[i]->setObjectName(u"meshalMoney_"_s + coinIds.at(int(i)));
        m_coins[i]->setRange(0, 999999);
        m_coins[i]->setKeyboardTracking(false);
        grid->addWidget(m_coins[i], 3, int(i) + 1);
        connect(m_coins[i], &QSpinBox::valueChanged, this, [this] {
            if (!m_loading)
                writeMoney();
        });
    }
    grid->addWidget(m_worth, 4, 0, 1, 4);

    connect(m_add, &QPushButton::clicked, this, &MeshalItemsPanel::add);
    connect(m_remove, &QPushButton::clicked, this, &MeshalItemsPanel::removeSelected);
    connect(m_list, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *item, int column) {
        if (m_loading || column != 3)
            return;
        // The edit reloads the list, which deletes this row: it is made once the row's own
        // change has returned.
        const QString key = item->data(0, Qt::UserRole).toString();
        const QString name = item->text(0);
        const bool on = item->checkState(3) == Qt::Checked;
        QTimer::singleShot(0, this, [this, key, name, on] { equip(key, name, on); });
    });
}

void MeshalItemsPanel::load(const meshal::Character &c)
{
    m_loading = true;
    m_list->clear();
    for (const meshal::Item &it : c.items) {
        auto *row = new QTreeWidgetItem(QStringList{m_editor->entryName(it.id, it.name), m_editor->word(u"scale."_s + meshal::scaleId(it.scale)),
                                                    QString::number(it.quantity), QString()});
        row->setData(0, Qt::UserRole, it.key);
        if (!it.natural()) {
            row->setFlags(row->flags() | Qt::ItemIsUserCheckable);
            row->setCheckState(3, it.equipped ? Qt::Checked : Qt::Unchecked);
        } else {
            row->setText(3, tr("natural"));
        }
        if (!it.attacks.isEmpty())
            row->setToolTip(0, it.attacks.join(u'\n'));
        m_list->addTopLevelItem(row);
    }
    int accessories = 0;
    for (const meshal::Item &it : c.items)
        accessories += it.equipped && !meshal::accessoryType(it).isEmpty() ? 1 : 0;
    const meshal::MeshalPack &pack = m_editor->pack();
    m_carry->setText(tr("Carried: heavy %1 of %2 · light %3 of %4 · accessories %5 of %6 (rules 36–37)")
                         .arg(meshal::carried(c, meshal::Scale::Heavy)).arg(pack.number(u"carry_heavy"_s))
                         .arg(meshal::carried(c, meshal::Scale::Light)).arg(pack.number(u"carry_light"_s))
                         .arg(accessories).arg(pack.number(u"accessories_max"_s)));
    // Rule 43 (a warning): a unique item held elsewhere in the campaign too.
    if (m_editor->session()) {
        QStringList warnings;
        for (const rules::Violation &v : meshal::uniqueItemClashes(m_id, meshal::characters(m_editor->session()->store())))
            warnings << tr("%1 is unique, but %2 holds it too (rule 43).")
                            .arg(v.params.value(u"item"_s).toString(), v.params.value(u"holders"_s).toStringList().join(tr(", ")));
        if (!warnings.isEmpty())
            m_carry->setText(m_carry->text() + u'\n' + warnings.join(u'\n'));
    }
    const std::array<qint64, 3> coins{c.money.gold, c.money.silver, c.money.copper};
    for (std::size_t i = 0; i < m_coins.size(); ++i)
        m_coins[i]->setValue(int(coins[i]));
    m_worth->setText(tr("Worth %1 copper (1 gold = %2 silver, 1 silver = %3 copper)")
                         .arg(meshal::moneyInCopper(c.money, pack)).arg(pack.number(u"silver_per_gold"_s)).arg(pack.number(u"copper_per_silver"_s)));
    m_loading = false;
}

void MeshalItemsPanel::retranslate()
{
    setTitle(tr("Items and Money"));
    m_list->setHeaderLabels({tr("Item"), tr("Scale"), tr("Quantity"), tr("Equipped")});
    m_add->setText(tr("&Add Item"));
    m_remove->setText(tr("Remo&ve"));
    m_moneyLabel->setText(tr("Money"));
    m_coins[0]->setSuffix(tr(" gold"));
    m_coins[1]->setSuffix(tr(" silver"));
    m_coins[2]->setSuffix(tr(" copper"));
    const QSignalBlocker block(m_content);
    m_content->clear();
    for (const meshal::Item &it : m_editor->content().items)
        m_content->addItem(m_editor->entryName(it.id, it.name), it.id);
}

void MeshalItemsPanel::add()
{
    const meshal::Item *from = m_editor->content().findItem(m_content->currentData().toString());
    if (!from)
        return;
    meshal::Item item = *from;
    item.equipped = false;
    edit(u"meshal.item.add"_s, SW_TR_LABEL("Take %1").arg(m_editor->entryLabel(from->id, from->name)), [item](meshal::Character &c) mutable {
        QString key = item.id;
        for (int n = 2; std::any_of(c.items.cbegin(), c.items.cend(), [&key](const meshal::Item &i) { return i.key == key; }); ++n)
            key = item.id + u'-' + QString::number(n);
        item.key = key;
        c.items.append(item);
        return QList<rules::Violation>{};
    }, m_add);
}

void MeshalItemsPanel::removeSelected()
{
    if (!m_list->currentItem()) {
        m_editor->refuse(tr("Choose the item to remove in the list."), m_remove);
        return;
    }
    const QString key = m_list->currentItem()->data(0, Qt::UserRole).toString();
    QString name = m_list->currentItem()->text(0);
    if (const std::optional<meshal::Character> c = m_editor->character(m_id)) {
        for (const meshal::Item &i : c->items) {
            if (i.key == key)
                name = m_editor->entryLabel(i.id, i.name);
        }
    }
    edit(u"meshal.item.remove"_s, SW_TR_LABEL("Drop %1").arg(name), [key](meshal::Character &c) {
        c.items.removeIf([&key](const meshal::Item &i) { return i.key == key; });
        return QList<rules::Violation>{};
    }, m_remove);
}

void MeshalItemsPanel::equip(const QString &key, const QString &name, bool on)
{
    edit(u"meshal.item.equip"_s, on ? SW_TR_LABEL("Equip %1").arg(name) : SW_TR_LABEL("Unequip %1").arg(name), [key, on](meshal::Character &c) {
        // What is loaded stays in it (rule 44); a total that falls takes the dice above it (rule 7).
        meshal::setEquipped(c, key, on);
        return QList<rules::Violation>{};
    }, m_list);
}

void MeshalItemsPanel::writeMoney()
{
    const meshal::Money money{m_coins[0]->value(), m_coins[1]->value(), m_coins[2]->value()};
    edit(u"meshal.money"_s, SW_TR_LABEL("Count the money"), [money](meshal::Character &c) {
        c.money = money;
        return QList<rules::Violation>{};
    }, m_coins[0]);
}

} // namespace sw::ui
