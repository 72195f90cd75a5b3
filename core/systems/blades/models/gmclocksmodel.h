#pragma once

#include "systems/blades/gm.h"
#include "models/gmlistmodel.h"

#include <QSet>

#include <optional>

namespace sw::models {

// The campaign's progress clocks for the GM's board (A §6): one row per clock, in the order
// the store lists them (owner kind, owner, id), optionally only one owner kind's or one owner's,
// read a page at a time (issue #20): the first page at open, the next when the board scrolls to
// its end (canFetchMore/fetchMore); SQL does the order and the owner filter (a range of the
// store's order index) and finds the clocks that lock those shown (an indexed lookup, schema v7).
// A step that changes a clock reads the rows shown again (one query of as many rows), rebuilding
// only the rows of the clocks it changed (and those they lock); one that renames a crew, PC or
// faction owning shown clocks reads that name. Rows come, go, move or change as SnapshotModel says. Labeler kinds: "clock_kind" (danger …), "owner_kind"
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
    // The clocks shown (the pages read so far).
    const QList<blades::ClockEntry> &clocks() const { return m_rows; }
    // Clocks per page (at least 1); the board is read again from its first page.
    void setPageSize(int rows);
    // Clocks read from the store since the model was made: what the paging saves.
    qint64 rowsRead() const { return m_rowsRead; }

    void fetchMore(const QModelIndex &parent) override;
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
    // Up to `limit` clocks from row `offset` of the filter's, and whether there are more.
    QList<blades::ClockEntry> readPage(const store::CampaignStore &store, qint64 offset, int limit);
    // The owners and lockers of `clocks`, read for rows about to be shown.
    void readAround(const store::CampaignStore &store, const QList<blades::ClockEntry> &clocks);
    TreeRowSnapshot row(const blades::ClockEntry &clock, bool locked) const;

    QList<blades::ClockEntry> m_rows; // the ones shown, in the store's order
    QSet<QString> m_locked;           // shown clocks that an incomplete clock unlocks
    QHash<QString, Owner> m_owners;   // "kind:id" → the owner's sheet, for the owners of clocks shown
    int m_pageSize = 100;
    qint64 m_rowsRead = 0;
    QString m_filterKind;
    QString m_filterId;
};

} // namespace sw::models
