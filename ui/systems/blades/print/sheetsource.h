#pragma once

#include "systems/blades/print/characterpage.h"
#include "systems/blades/print/crewpage.h"
#include "systems/blades/print/gmpages.h"
#include "store/campaignstore.h"

#include <optional>

namespace sw::print {

// Reads what the printed sheets show from a campaign, every id turned into the words of one
// language: the store and the rule pack are asked, nothing is recomputed here.
class SheetSource
{
public:
    SheetSource(const store::CampaignStore &store, const blades::RulePack &pack, Language language);

    std::optional<CharacterPrint> character(qint64 id) const;
    std::optional<CrewPrint> crew(qint64 id) const;
    std::optional<CharacterPrint> blankCharacter(const QString &playbook) const;
    std::optional<CrewPrint> blankCrew(const QString &crewType) const;
    QList<FactionLine> factions() const;
    // Every clock, or only the one with `id`.
    QList<ClockLine> clocks(const QString &id = {}) const;

    QString campaignName() const { return m_campaign; }
    // A faction of the campaign by its id, as the GM named it (the pack's name otherwise).
    QString factionName(const QString &id) const;

private:
    const store::CampaignStore &m_store;
    const blades::RulePack &m_pack;
    Language m_language;
    QString m_campaign;
};

} // namespace sw::print
