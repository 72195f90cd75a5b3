#include "systems/blades/models/itemsmodel.h"

#include <QSet>

namespace sw::models {

ItemsModel::ItemsModel(QObject *parent) : CharacterSheetModel(ColumnCount, Shape::List, parent) {}

QList<TreeRowSnapshot> ItemsModel::build() const
{
    if (!pack())
        return {};
    const blades::RulePack &rules = *pack();
    const blades::Character &c = character();
    const Language lang = language();

    QList<TreeRowSnapshot> rows;
    QSet<QString> listed;
    const auto add = [&](const blades::Item &item, bool ofPlaybook) {
        if (listed.contains(item.id))
            return;
        listed.insert(item.id);
        TreeRowSnapshot row(item.id, ColumnCount);
        row.setAll(IdRole, item.id)
            .setAll(Qt::ToolTipRole, item.summary.in(lang))
            .setAll(LoadRole, item.load)
            .setAll(CategoryRole, item.category)
            .setAll(PlaybookItemRole, ofPlaybook)
            .set(NameColumn, Qt::DisplayRole, item.name.in(lang))
            .set(NameColumn, Qt::CheckStateRole, checkState(c.items.contains(item.id)))
            .setFlags(NameColumn, Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable)
            .set(LoadColumn, Qt::DisplayRole, item.load);
        rows.append(row);
    };

    if (const blades::Playbook *playbook = rules.playbook(c.playbook)) {
        for (const blades::Item &item : playbook->items)
            add(item, true);
    }
    for (const blades::Item &item : rules.items)
        add(item, false);
    for (const QString &id : c.items) {
        if (listed.contains(id))
            continue;
        const blades::Item *known = rules.item(id);
        blades::Item unknown;
        unknown.id = id;
        unknown.name = {id, id, id};
        add(known ? *known : unknown, false);
    }
    return rows;
}

void ItemsModel::refreshed()
{
    int carried = 0;
    int limit = -1;
    if (pack()) {
        const blades::LoadSummary load = blades::loadSummary(character(), *pack(), crewBenefits());
        carried = load.counted;
        limit = load.limit;
    }
    if (carried == m_carried && limit == m_limit)
        return;
    m_carried = carried;
    m_limit = limit;
    Q_EMIT loadChanged();
}

} // namespace sw::models
