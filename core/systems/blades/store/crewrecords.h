#pragma once

// A crew's records beyond its sheet: the factions a new crew names, written with it, and the
// downtime under way (over the shared store, like campaignsheets.h).
#include "systems/blades/crew.h"
#include "systems/blades/gm.h"
#include "systems/blades/rulepack.h"
#include "store/campaignstore.h"

#include <optional>

namespace sw::blades {

// A new crew (B §2) with a record of each faction its sheet names — the hunting grounds' faction
// and those it has a status with (the deal, its upgrades, its contact) — that the campaign has none
// of yet, made from the pack's example factions (B §7): one transaction, one undo step.
store::Receipt addCrewWithFactions(store::CampaignStore &store, const Crew &crew, const RulePack &pack,
                                   const QString &label);

// The crew's downtime still under way (C §8: vice and recovery take downtime); nullopt: none.
std::optional<Downtime> openDowntime(const store::CampaignStore &store, qint64 crewId);

} // namespace sw::blades
