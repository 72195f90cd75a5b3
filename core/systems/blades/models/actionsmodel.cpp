#include "systems/blades/models/actionsmodel.h"

namespace sw::models {

ActionsModel::ActionsModel(QObject *parent) : CharacterSheetModel(ColumnCount, Shape::Tree, parent) {}

QModelIndex ActionsModel::indexOfAction(const QString &actionId) const
{
    for (int row = 0; row < rowCount(); ++row) {
        const QModelIndex attribute = index(row, 0);
        for (int child = 0; child < rowCount(attribute); ++child) {
            const QModelIndex action = index(child, 0, attribute);
            if (action.data(IdRole).toString() == actionId)
                return action;
        }
    }
    return {};
}

QList<TreeRowSnapshot> ActionsModel::build() const
{
    if (!pack())
        return {};
    const blades::RulePack &rules = *pack();
    const blades::Character &c = character();
    const blades::CharacterLimits limits = blades::limitsFor(c, rules, crewBenefits());
    const int cap = c.phase == blades::CharacterPhase::Creation ? limits.creationCap : limits.actionCap;
    const Language lang = language();

    QList<TreeRowSnapshot> rows;
    for (const blades::Attribute &attribute : rules.attributes) {
        const int rating = blades::attributeRating(c, attribute);
        TreeRowSnapshot row(attribute.id, ColumnCount);
        row.setAll(IdRole, attribute.id)
            .setAll(Qt::ToolTipRole, attribute.summary.in(lang))
            .setAll(RatingRole, rating)
            .setAll(XpRole, c.attributeXp.value(attribute.id))
            .setAll(XpMaxRole, limits.attributeXp)
            .setAll(PendingAdvanceRole, c.pendingAttributeAdvances.value(attribute.id))
            .set(NameColumn, Qt::DisplayRole, attribute.name.in(lang))
            .set(RatingColumn, Qt::DisplayRole, rating);
        for (const QString &actionId : attribute.actions) {
            const blades::Entity *action = rules.action(actionId);
            RowSnapshot child(actionId, ColumnCount);
            child.setAll(IdRole, actionId)
                .setAll(RatingRole, c.rating(actionId))
                .setAll(MaxRole, cap)
                .setAll(RatingMaxRole, limits.actionRatingMax)
                .set(NameColumn, Qt::DisplayRole, action ? action->name.in(lang) : actionId)
                .set(RatingColumn, Qt::DisplayRole, c.rating(actionId));
            if (action)
                child.setAll(Qt::ToolTipRole, action->summary.in(lang));
            row.children.append(child);
        }
        rows.append(row);
    }
    return rows;
}

} // namespace sw::models
