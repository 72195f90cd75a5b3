#pragma once

#include "systems/blades/models/sheetmodelbase.h"

namespace sw::models {

// The action ratings as the sheet groups them: a tree whose top-level rows are the pack's
// attributes in sheet order (Insight, Prowess, Resolve) and whose children are their actions.
// Attribute rows rate as many as their actions with a dot (A §1.1); action rows rate their dots.
// Names in the chosen language; ToolTipRole is the rule summary.
class ActionsModel : public CharacterSheetModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, RatingColumn, ColumnCount };
    enum Role {
        RatingRole = FirstModelRole, // int, on every column: the attribute's or the action's rating
        XpRole,                      // attribute rows: xp marks on the attribute's track
        XpMaxRole,                   // attribute rows: the track's length
        PendingAdvanceRole,          // attribute rows: advances earned and not yet taken
        MaxRole,                     // action rows: the cap now (creation cap while creating)
        RatingMaxRole,               // action rows: the dots drawn on the sheet
    };

    explicit ActionsModel(QObject *parent = nullptr);

    // The index of an action's row (column 0), or an invalid index.
    QModelIndex indexOfAction(const QString &actionId) const;

protected:
    QList<TreeRowSnapshot> build() const override;
};

} // namespace sw::models
