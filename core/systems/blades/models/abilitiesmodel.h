#pragma once

#include "systems/blades/models/sheetmodelbase.h"

namespace sw::models {

// The special abilities (A §4): the playbook's, in the pack's order, then every ability taken
// from another playbook (Veteran), in the order taken. Checked = taken; the view routes a
// click through the rules engine.
class AbilitiesModel : public CharacterSheetModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, ColumnCount };
    enum Role {
        TakenCountRole = FirstModelRole, // int: how many times taken (Veteran abilities repeat)
        MaxTakenRole,                    // int: how many times it may be taken
        SummaryRole,                     // QString: the rule summary, for "Name: summary" delegates
        OwnerRole,                       // QString: the playbook the ability belongs to
        OwnPlaybookRole,                 // bool: one of the character's own playbook's abilities
    };

    explicit AbilitiesModel(QObject *parent = nullptr);

protected:
    QList<TreeRowSnapshot> build() const override;
};

} // namespace sw::models
