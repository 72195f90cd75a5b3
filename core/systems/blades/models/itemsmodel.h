#pragma once

#include "systems/blades/models/sheetmodelbase.h"

namespace sw::models {

// The loadout (A §2.7): the character's playbook items first, then the pack's standard items,
// then any ticked item from elsewhere (a GM override), so that nothing ticked is hidden. The
// Name column is checkable and shows whether the item is ticked; the view routes a click
// through the rules engine (setData is not supported), and the new sheet comes back here.
class ItemsModel : public CharacterSheetModel
{
    Q_OBJECT
    Q_PROPERTY(int carriedLoad READ carriedLoad NOTIFY loadChanged)
    Q_PROPERTY(int loadLimit READ loadLimit NOTIFY loadChanged)

public:
    enum Column { NameColumn, LoadColumn, ColumnCount };
    enum Role {
        LoadRole = FirstModelRole, // int, every column: the item's load (0 … 3)
        CategoryRole,              // QString, every column: weapons, armor, gear …
        PlaybookItemRole,          // bool, every column: one of the playbook's own items
    };

    explicit ItemsModel(QObject *parent = nullptr);

    // The load that counts against the limit (blades::loadSummary), as the validator counts it.
    int carriedLoad() const { return m_carried; }
    // The chosen load level's limit (Mule raises it); -1 while no level is chosen.
    int loadLimit() const { return m_limit; }

Q_SIGNALS:
    void loadChanged();

protected:
    QList<TreeRowSnapshot> build() const override;
    void refreshed() override;

private:
    int m_carried = 0;
    int m_limit = -1;
};

} // namespace sw::models
