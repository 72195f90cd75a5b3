#pragma once

#include "systems/blades/gm.h"
#include "systems/blades/models/sheetmodelbase.h"

namespace sw::models {

// The faction ladder from the crew's side (B §7): one row per faction given, with the crew's
// status with it (Crew::factionStatus, −3..+3). Rows are kept in the SRD's order — grouped by
// status from +3 (allies) down to −3 (war), then tier descending, then by name — and move as
// the status or tier changes (rowsMoved, never a reset). A faction with no name of its own
// takes the pack's example name in the chosen language.
class FactionStatusModel : public CrewSheetModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, TierColumn, HoldColumn, StatusColumn, ColumnCount };
    enum Role {
        StatusRole = FirstModelRole, // int, every column: −3..+3
        AtWarRole,                   // bool, every column: status −3
        TierRole,                    // int, every column
        HoldRole,                    // QString, every column: weak or strong
        CategoryRole,                // QString, every column: faction_categories id
    };

    explicit FactionStatusModel(QObject *parent = nullptr);

    // The campaign's factions (the GM's records); the crew's status comes from setSheet().
    void setFactions(const QList<blades::Faction> &factions);
    const QList<blades::Faction> &factions() const { return m_factions; }

protected:
    QList<TreeRowSnapshot> build() const override;

private:
    QList<blades::Faction> m_factions;
};

} // namespace sw::models
