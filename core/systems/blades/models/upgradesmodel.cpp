#include "systems/blades/models/upgradesmodel.h"

using namespace Qt::StringLiterals;

namespace sw::models {

UpgradesModel::UpgradesModel(QObject *parent) : CrewSheetModel(ColumnCount, Shape::List, parent) {}

QList<TreeRowSnapshot> UpgradesModel::build() const
{
    if (!pack())
        return {};
    const blades::RulePack &rules = *pack();
    const blades::Crew &c = crew();
    const Language lang = language();

    QStringList ids;
    if (const blades::CrewType *type = rules.crewType(c.crewType))
        ids = type->upgrades;
    for (const blades::Upgrade &upgrade : rules.upgrades) {
        if (upgrade.scope == u"general"_s && !ids.contains(upgrade.id))
            ids.append(upgrade.id);
    }
    for (auto it = c.upgrades.begin(); it != c.upgrades.end(); ++it) {
        if (it.value() > 0 && !ids.contains(it.key()))
            ids.append(it.key());
    }

    QList<TreeRowSnapshot> rows;
    for (const QString &id : std::as_const(ids)) {
        const blades::Upgrade *upgrade = rules.upgrade(id);
        TreeRowSnapshot row(id, ColumnCount);
        row.setAll(IdRole, id)
            .setAll(Qt::ToolTipRole, upgrade ? upgrade->summary.in(lang) : QString())
            .setAll(BoxesRole, upgrade ? upgrade->boxes : 1)
            .setAll(MarkedRole, c.upgrades.value(id))
            .setAll(CategoryRole, upgrade ? upgrade->category : QString())
            .setAll(ScopeRole, upgrade ? upgrade->scope : QString())
            .set(NameColumn, Qt::DisplayRole, upgrade ? upgrade->name.in(lang) : id);
        rows.append(row);
    }
    return rows;
}

} // namespace sw::models
