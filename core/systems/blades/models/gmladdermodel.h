#pragma once

#include "systems/blades/crew.h"
#include "systems/blades/gm.h"
#include "models/gmlistmodel.h"

#include <QHash>

namespace sw::models {

// The faction ladder as the SRD draws it (B §7.2): the seven rungs of status from +3 (allies)
// down to −3 (war) as top-level rows, each with the campaign's factions at that status with the
// chosen crew, ordered by tier then name (store/factionorder.h). A faction without a name of its
// own takes the pack's example name in the language. The factions with a status other than 0 are
// the crew's few; rung 0 holds all the others and is read a page at a time (issue #20): SQL pages
// through the factions in the ladder's order, and the pack's examples that keep the pack's name
// (read by id, as many as the pack has) are placed among them by the name they are shown with.
// A goal clock column reads the clocks of the factions shown (a range of the clock order each).
// A step that changes a faction, a clock or the crew shown reads the rows shown again. Views
// are told which rows came, went, moved or changed. Labeler kinds: "unnamed".
class GmLadderModel : public GmModelBase
{
    Q_OBJECT

public:
    enum Column { NameColumn, TierColumn, HoldColumn, CategoryColumn, ClocksColumn, NotesColumn, ColumnCount };
    enum Role {
        StatusRole = FirstGmRole, // int: the rung's status, on rung and faction rows
        AtWarRole,                // bool: status −3
        TierRole,                 // int (faction rows)
        HoldRole,                 // QString: weak or strong
        CategoryRole,             // QString: faction_categories id
        IsRungRole,               // bool: a status rung (top level)
    };

    explicit GmLadderModel(QObject *parent = nullptr);

    // The crew whose status the ladder shows (0: the first crew of the campaign).
    void setCrew(qint64 crew);
    qint64 crew() const { return m_crewId; }
    const std::optional<blades::Crew> &crewSheet() const { return m_crew; }

    // The faction row of `id`, or an invalid index.
    QModelIndex indexOf(const QString &faction, int column = 0) const;
    std::optional<blades::Faction> faction(const QModelIndex &index) const;
    QString factionName(const blades::Faction &faction) const;

    // Rung 0's next page. A tree view asks a parent for more only when it is the last row shown,
    // which rung 0 never is (−1 to −3 come after it), so the ladder's page asks, when rung 0's
    // end scrolls into view (canFetchMore says no to views and testers alike).
    QModelIndex neutralRung() const;
    bool hasMoreNeutral() const { return m_more; }
    void readMoreNeutral();
    bool canFetchMore(const QModelIndex &) const override { return false; }
    // Factions per page of rung 0 (at least 1); read again from the first page.
    void setPageSize(int rows);
    // Factions read from the store since the model was made (the paging's saving, for the bench).
    qint64 rowsRead() const { return m_rowsRead; }

protected:
    QList<TreeRowSnapshot> build() const override;
    void readAll(const store::CampaignStore &store) override;
    bool readStep(const store::CampaignStore &store, const store::Receipt &step) override;
    void clearAll() override;

private:
    void readCrew(const store::CampaignStore &store);
    // Up to `limit` factions of rung 0 from row `offset` of the ladder's order, without those
    // held apart (m_held); m_more says whether the order holds more.
    QList<blades::Faction> readNeutral(const store::CampaignStore &store, qint64 offset, int limit);
    void readClocks(const store::CampaignStore &store, const QList<blades::Faction> &factions);
    QString exampleName(const QString &id) const;
    bool heldApart(const blades::Faction &faction) const;
    // The faction's place in the ladder's order, as SQL compares keys (UTF-8 bytes): by the name
    // it is shown with (`shown`) or by its own, as the store keeps it.
    QByteArray order(const blades::Faction &faction, bool shown) const;
    TreeRowSnapshot rungRow(int status) const;
    TreeRowSnapshot factionRow(const blades::Faction &faction, int status) const;

    qint64 m_crewId = 0;
    qint64 m_shownCrew = 0;
    std::optional<blades::Crew> m_crew;
    QList<blades::Faction> m_held;   // read apart: the crew's other rungs, the examples with the pack's name, those not written up
    QList<blades::Faction> m_neutral; // rung 0's pages read, in the ladder's order
    QByteArray m_lastKey;             // the key of the last faction of the pages read
    qint64 m_neutralRead = 0;         // rows of the order read (those held apart included)
    int m_pageSize = 100;
    qint64 m_rowsRead = 0;
    QHash<QString, QList<blades::ClockEntry>> m_clocks; // faction → its clocks (the store's order)
};

} // namespace sw::models
