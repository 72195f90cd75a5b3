#pragma once

#include "systems/blades/models/sheetmodelbase.h"

namespace sw::models {

// The pack's trauma conditions (A §2.3), checked where the character has one.
class TraumaModel : public CharacterSheetModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, ColumnCount };

    explicit TraumaModel(QObject *parent = nullptr);

protected:
    QList<TreeRowSnapshot> build() const override;
};

} // namespace sw::models
