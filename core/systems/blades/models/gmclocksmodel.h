#pragma once

#include "systems/blades/gm.h"
#include "models/gmlistmodel.h"

#include <optional>

namespace sw::models {

// The campaign's progress clocks for the GM's board (A §6): one row per clock, in the order
// the store lists them, optionally only one owner's. A step reads only the clocks it changed
// (and the names of the crews, PCs and factions it changed that own clocks); rows come, go,
// move or change as SnapshotModel says. Labeler kinds: "clock_kind" (danger …), "owner_kind"
// (campaign, crew, character, faction), "hidden" (the word for GM-only clocks).
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

protected:
    QList<TreeRowSnapshot> build() const override;
    void readAll(const store::CampaignStore &store) override;
    bool readStep(const store::CampaignStore &store, const store::Receipt &step) override;
    void clearAll() override;

private:
    struct Owner
    {
        bool exists = false; // the owner's sheet is in the campaign
        QString name;        // its own name
    };
    void readOwner(const store::CampaignStore &store, const QString &kind, const QString &id);
    void filter();
    TreeRowSnapshot row(const blades::ClockEntry &clock, bool locked) const;

    QList<blades::ClockEntry> m_all;  // the store's order
    QList<QByteArray> m_order;        // each clock's sort key in the store, beside m_all
    QList<blades::ClockEntry> m_rows; // the ones shown
    QHash<QString, Owner> m_owners;   // "kind:id" → the owner's sheet, for the owners of clocks
    QString m_filterKind;
    QString m_filterId;
};

} // namespace sw::models
