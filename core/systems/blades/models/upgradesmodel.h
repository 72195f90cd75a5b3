#pragma once

#include "systems/blades/models/sheetmodelbase.h"

namespace sw::models {

// The upgrades open to the crew (B §3): the crew type's own first, then the general ones, then
// any other upgrade with marked boxes (a GM override), so no mark is hidden. A view groups
// them by CategoryRole (quality, training, elite, or none).
class UpgradesModel : public CrewSheetModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, ColumnCount };
    enum Role {
        BoxesRole = FirstModelRole, // int: boxes one upgrade costs
        MarkedRole,                 // int: boxes marked (a repeatable cohort upgrade may pass BoxesRole)
        CategoryRole,               // QString: quality, training, elite or empty
        ScopeRole,                  // QString: crew_specific or general
    };

    explicit UpgradesModel(QObject *parent = nullptr);

protected:
    QList<TreeRowSnapshot> build() const override;
};

} // namespace sw::models
