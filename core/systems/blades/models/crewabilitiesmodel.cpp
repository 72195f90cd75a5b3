#include "systems/blades/models/crewabilitiesmodel.h"

#include <algorithm>

namespace sw::models {

CrewAbilitiesModel::CrewAbilitiesModel(QObject *parent) : CrewSheetModel(ColumnCount, Shape::List, parent) {}

QList<TreeRowSnapshot> CrewAbilitiesModel::build() const
{
    if (!pack())
        return {};
    const blades::RulePack &rules = *pack();
    const blades::Crew &c = crew();
    const Language lang = language();

    QStringList ids;
    if (const blades::CrewType *type = rules.crewType(c.crewType))
        ids = type->abilities;
    for (const QString &id : c.abilities) {
        if (!ids.contains(id))
            ids.append(id);
    }

    QList<TreeRowSnapshot> rows;
    for (const QString &id : std::as_const(ids)) {
        const auto found = std::find_if(rules.crewAbilities.begin(), rules.crewAbilities.end(),
                                        [&](const blades::Ability &a) { return a.id == id; });
        const blades::Ability *ability = found == rules.crewAbilities.end() ? nullptr : &*found;
        const QString summary = ability ? ability->summary.in(lang) : QString();
        TreeRowSnapshot row(id, ColumnCount);
        row.setAll(IdRole, id)
            .setAll(Qt::ToolTipRole, summary)
            .setAll(SummaryRole, summary)
            .set(NameColumn, Qt::DisplayRole, ability ? ability->name.in(lang) : id)
            .set(NameColumn, Qt::CheckStateRole, checkState(c.abilities.contains(id)))
            .setFlags(NameColumn, Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        rows.append(row);
    }
    return rows;
}

} // namespace sw::models
