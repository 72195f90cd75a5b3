#include "systems/blades/models/traumamodel.h"

namespace sw::models {

TraumaModel::TraumaModel(QObject *parent) : CharacterSheetModel(ColumnCount, Shape::List, parent) {}

QList<TreeRowSnapshot> TraumaModel::build() const
{
    if (!pack())
        return {};
    const Language lang = language();
    QList<TreeRowSnapshot> rows;
    for (const blades::Entity &condition : pack()->traumaConditions) {
        TreeRowSnapshot row(condition.id, ColumnCount);
        row.setAll(IdRole, condition.id)
            .setAll(Qt::ToolTipRole, condition.summary.in(lang))
            .set(NameColumn, Qt::DisplayRole, condition.name.in(lang))
            .set(NameColumn, Qt::CheckStateRole, checkState(character().traumaConditions.contains(condition.id)))
            .setFlags(NameColumn, Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        rows.append(row);
    }
    return rows;
}

} // namespace sw::models
