#include "systems/blades/models/abilitiesmodel.h"

namespace sw::models {

AbilitiesModel::AbilitiesModel(QObject *parent) : CharacterSheetModel(ColumnCount, Shape::List, parent) {}

QList<TreeRowSnapshot> AbilitiesModel::build() const
{
    if (!pack())
        return {};
    const blades::RulePack &rules = *pack();
    const blades::Character &c = character();
    const Language lang = language();

    QStringList ids;
    if (const blades::Playbook *playbook = rules.playbook(c.playbook))
        ids = playbook->abilities;
    for (const QString &id : c.abilities) {
        if (!ids.contains(id))
            ids.append(id);
    }

    QList<TreeRowSnapshot> rows;
    for (const QString &id : std::as_const(ids)) {
        const blades::Ability *ability = rules.ability(id);
        const int taken = int(c.abilities.count(id));
        const QString summary = ability ? ability->summary.in(lang) : QString();
        TreeRowSnapshot row(id, ColumnCount);
        row.setAll(IdRole, id)
            .setAll(Qt::ToolTipRole, summary)
            .setAll(SummaryRole, summary)
            .setAll(TakenCountRole, taken)
            .setAll(MaxTakenRole, ability ? ability->maxTaken : 1)
            .setAll(OwnerRole, ability ? ability->owner : QString())
            .setAll(OwnPlaybookRole, ability && ability->owner == c.playbook)
            .set(NameColumn, Qt::DisplayRole, ability ? ability->name.in(lang) : id)
            .set(NameColumn, Qt::CheckStateRole, checkState(taken > 0))
            .setFlags(NameColumn, Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        rows.append(row);
    }
    return rows;
}

} // namespace sw::models
