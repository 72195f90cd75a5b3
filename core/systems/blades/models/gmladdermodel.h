#pragma once

#include "systems/blades/crew.h"
#include "systems/blades/gm.h"
#include "models/gmlistmodel.h"

namespace sw::models {

// The faction ladder as the SRD draws it (B §7.2): the seven rungs of status from +3 (allies)
// down to −3 (war) as top-level rows, each with the campaign's factions at that status with the
// chosen crew, ordered by tier then name (the order FactionStatusModel keeps). A faction without
// a name of its own takes the pack's example name in the language. Labeler kinds: "unnamed".
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

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

protected:
    void read(const store::CampaignStore &store) override;
    void clearRows() override;

private:
    struct Rung
    {
        int status = 0;
        QList<blades::Faction> factions;
    };
    QVariant rungData(const Rung &rung, int column, int role) const;
    QVariant factionData(const Rung &rung, const blades::Faction &f, int column, int role) const;

    qint64 m_crewId = 0;
    qint64 m_shownCrew = 0;
    std::optional<blades::Crew> m_crew;
    QList<Rung> m_rungs; // +3 first
    QList<blades::ClockEntry> m_clocks;
};

} // namespace sw::models
