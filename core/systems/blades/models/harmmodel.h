#pragma once

#include "systems/blades/models/sheetmodelbase.h"

namespace sw::models {

// The harm box as the sheet draws it (A §2.4): one row per harm level, most severe first
// (severe, moderate, lesser). The fatal level has no line on the sheet; its row appears only
// while fatal harm is written, so a dead character's sheet still shows what killed them.
// Slot cells show the harm written at that level, in the order it was taken; a harm beyond the
// level's slots (let through by a GM override) is added to the last slot's text, never hidden.
// The Penalty column shows the labeler's word for ("harm_penalty", penalty id), or the level's
// rule summary from the pack when the view gives none. ActiveRole follows Tough as nails: each
// harm's penalty applies one level lighter (a lesser harm then has none), fatal stays fatal.
class HarmModel : public CharacterSheetModel
{
    Q_OBJECT

public:
    enum Column { LevelColumn, Slot1Column, Slot2Column, PenaltyColumn, ColumnCount };
    enum Role {
        LevelRole = FirstModelRole, // int, every column: 1 lesser … 4 fatal
        SlotsRole,                  // int, every column: the level's slots
        PenaltyRole,                // QString, every column: the penalty id (reduced_effect, less_dice …)
        ActiveRole,                 // bool, every column: this row's penalty applies now
        HarmIndexRole,              // int, filled slot cells: the harm's index in Character::harm
    };

    explicit HarmModel(QObject *parent = nullptr);

    static constexpr int kSlotColumns = 2;

protected:
    QList<TreeRowSnapshot> build() const override;
};

} // namespace sw::models
