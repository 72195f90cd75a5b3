#include "systems/blades/models/contactsmodel.h"

#include <QSet>

namespace sw::models {

ContactsModel::ContactsModel(QObject *parent) : CrewSheetModel(ColumnCount, Shape::List, parent) {}

QList<TreeRowSnapshot> ContactsModel::build() const
{
    if (!pack())
        return {};
    const blades::Crew &c = crew();
    const Language lang = language();

    QSet<QString> favorites;
    for (const blades::Contact &contact : c.contacts) {
        if (contact.favorite)
            favorites.insert(contact.id);
    }

    QList<TreeRowSnapshot> rows;
    QSet<QString> listed;
    const auto add = [&](const blades::Entity &contact, bool fromPack) {
        if (listed.contains(contact.id))
            return;
        listed.insert(contact.id);
        TreeRowSnapshot row(contact.id, ColumnCount);
        row.setAll(IdRole, contact.id)
            .setAll(Qt::ToolTipRole, contact.summary.in(lang))
            .setAll(FromPackRole, fromPack)
            .set(NameColumn, Qt::DisplayRole, contact.name.in(lang))
            .set(NameColumn, Qt::CheckStateRole, checkState(favorites.contains(contact.id)))
            .setFlags(NameColumn, Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        rows.append(row);
    };

    if (const blades::CrewType *type = pack()->crewType(c.crewType)) {
        for (const blades::Entity &contact : type->contacts)
            add(contact, true);
    }
    for (const blades::Contact &contact : c.contacts)
        add({contact.id, {contact.id, {}, {}}, {}, {}, false}, false);
    return rows;
}

} // namespace sw::models
