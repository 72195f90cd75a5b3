#pragma once

#include "systems/blades/gm.h"
#include "models/gmlistmodel.h"

namespace sw::models {

// The campaign's progress clocks for the GM's board (A §6): one row per clock, in the order
// the store lists them, optionally only one owner's. Labeler kinds: "clock_kind" (danger …),
// "owner_kind" (campaign, crew, character, faction), "hidden" (the word for GM-only clocks).
class GmClocksModel : public GmTableModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, KindColumn, OwnerColumn, ProgressColumn, ColumnCount };
    enum Role {
        SegmentsRole = FirstGmRole, // int
        FilledRole,                 // int
        KindRole,                   // QString: clock kind id
        OwnerKindRole,              // QString: campaign, crew, character, faction
        OwnerIdRole,                // QString
        LinkedToRole,               // QString: the clock this one unlocks
        RacingRole,                 // QString: the rival clock
        HiddenRole,                 // bool: GM only
        LockedRole,                 // bool: a linked clock whose predecessor is not complete
        CompleteRole,               // bool
    };

    explicit GmClocksModel(QObject *parent = nullptr);

    // Only the clocks of one owner (kind "campaign", "crew", "character" or "faction", and its
    // id; an empty kind shows every clock).
    void setOwnerFilter(const QString &ownerKind, const QString &ownerId = {});
    QString ownerFilterKind() const { return m_filterKind; }
    QString ownerFilterId() const { return m_filterId; }

    int rowOf(const QString &id) const;
    const blades::ClockEntry *clockAt(int row) const;
    const QList<blades::ClockEntry> &clocks() const { return m_rows; }
    // The name the board shows for an owner (crew, PC or faction name).
    QString ownerName(blades::ClockOwnerKind kind, const QString &id) const;

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

protected:
    void read(const store::CampaignStore &store) override;
    void clearRows() override;
    int rows() const override { return int(m_rows.size()); }

private:
    QList<blades::ClockEntry> m_rows;
    QList<blades::ClockEntry> m_all;
    QHash<QString, QString> m_ownerNames; // "kind:id" → name
    QString m_filterKind;
    QString m_filterId;
};

} // namespace sw::models
