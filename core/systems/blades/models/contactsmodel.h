#pragma once

#include "systems/blades/models/sheetmodelbase.h"

namespace sw::models {

// The crew's contacts (B §8): the crew type's list, then any contact of the table's own
// (shown by the name it was written with). Checked = the crew's favourite.
class ContactsModel : public CrewSheetModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, ColumnCount };
    enum Role {
        FromPackRole = FirstModelRole, // bool: one of the crew type's contacts
    };

    explicit ContactsModel(QObject *parent = nullptr);

protected:
    QList<TreeRowSnapshot> build() const override;
};

} // namespace sw::models
