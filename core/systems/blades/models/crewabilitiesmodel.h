#pragma once

#include "systems/blades/models/sheetmodelbase.h"

namespace sw::models {

// The crew's special abilities (B §5): the crew type's, in the pack's order, then any taken
// from another type. Checked = taken; the view routes a click through the rules engine.
class CrewAbilitiesModel : public CrewSheetModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, ColumnCount };
    enum Role {
        SummaryRole = FirstModelRole, // QString: the rule summary, for two-line delegates
    };

    explicit CrewAbilitiesModel(QObject *parent = nullptr);

protected:
    QList<TreeRowSnapshot> build() const override;
};

} // namespace sw::models
