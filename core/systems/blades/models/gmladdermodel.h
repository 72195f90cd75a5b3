#pragma once

#include "systems/blades/crew.h"
#include "systems/blades/gm.h"
#include "models/gmlistmodel.h"

#include <QMap>

namespace sw::models {

// The faction ladder as the SRD draws it (B §7.2): the seven rungs of status from +3 (allies)
// down to −3 (war) as top-level rows, each with the campaign's factions at that status with the
// chosen crew, ordered by tier then name (the order FactionStatusModel keeps). A faction without
// a name of its own takes the pack's example name in the language. A step reads only the
// factions and clocks it changed, and the crew when it changed; a faction whose status changes
// leaves its rung and comes into the other (rows removed and inserted), one whose tier or name
// changes moves within its rung. Labeler kinds: "unnamed".
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

protected:
    QList<TreeRowSnapshot> build() const override;
    void readAll(const store::CampaignStore &store) override;
    bool readStep(const store::CampaignStore &store, const store::Receipt &step) override;
    void clearAll() override;

private:
    void readCrew(const store::CampaignStore &store);
    // The factions shown: the campaign's, and any the crew has a status with that the GM has not
    // written up.
    void placeFactions();
    TreeRowSnapshot rungRow(int status) const;
    TreeRowSnapshot factionRow(const blades::Faction &faction, int status) const;

    qint64 m_crewId = 0;
    qint64 m_shownCrew = 0;
    std::optional<blades::Crew> m_crew;
    QMap<QString, blades::Faction> m_factions;                 // the campaign's, by id
    QList<blades::Faction> m_shown;                            // those and the crew's others
    QMap<QString, QMap<QByteArray, blades::ClockEntry>> m_clocks; // faction → its clocks by id (the store's order)
};

} // namespace sw::models
