#pragma once

#include "systems/blades/characterops.h"
#include "systems/blades/crew.h"
#include "systems/blades/rulepack.h"

namespace sw::blades {

// The result of one crew edit (see EditResult): `refused` uses validateCrew's codes.
using CrewOutcome = EditResult<Crew>;

// How a crew advance is spent (B §1.12): one crew ability, or two upgrade boxes (an id twice
// marks two boxes of the same upgrade).
struct CrewAdvance
{
    QString ability;
    QStringList upgradeBoxes;
};

// B §1.5–§1.6: rep up to the track's end; a full track with weak hold turns it strong.
CrewOutcome applyAddRep(const Crew &crew, int rep, const RulePack &pack);
// B §1.6: pay new tier × 8 (half with Patron) from crew coin and what the PCs put in.
CrewOutcome applyAdvanceTier(const Crew &crew, int pcCoin, const RulePack &pack);
// B §1.11–§1.12: a full xp track clears into an advance and a payoff for every PC.
CrewOutcome applyMarkCrewXp(const Crew &crew, int xp, const RulePack &pack);
CrewOutcome applyTakeCrewAdvance(const Crew &crew, const CrewAdvance &advance, const RulePack &pack);
// B §6.3–§6.4: a claim next to the lair or a held claim, or off-path with the GM's leave.
CrewOutcome applySeizeClaim(const Crew &crew, int cell, bool offPathCleared, const RulePack &pack);
CrewOutcome applyLoseClaim(const Crew &crew, int cell, const RulePack &pack);
// B §7.2–§7.3, §1.8: −3..+3; −3 with anyone is war.
CrewOutcome applySetFactionStatus(const Crew &crew, const QString &faction, int status, const RulePack &pack);
// B §1.9: crew coin within 0 and the vault's cap.
CrewOutcome applySetCrewCoin(const Crew &crew, int coin, const RulePack &pack);
// B §2 step 3: the deal with the faction that claims the hunting grounds (pack's
// hunting_ground_deals: pay 1 coin → status 0, pay 2 → +1, pay nothing → −1).
CrewOutcome applyHuntingGroundsDeal(const Crew &crew, const QString &faction, const QString &deal, const RulePack &pack);
// B §2 step 5: a faction that helped the crew to an upgrade (+1, or +2 for 1 coin), or one that
// was hurt by it (−2, or −1 for 1 coin).
CrewOutcome applyUpgradeFactionStatus(const Crew &crew, const QString &faction, bool helped, bool paid, const RulePack &pack);
// B §2 step 6: the favorite contact; one faction friendly to them +1 and one unfriendly −1, or
// +2 and −2 together.
CrewOutcome applyFavoriteContact(const Crew &crew, const QString &contact, const QString &friendly,
                                 const QString &unfriendly, bool intense, const RulePack &pack);
// B §2: creation ends only on a crew sheet that breaks no rule.
CrewOutcome applyFinishCrewCreation(const Crew &crew, const RulePack &pack);

} // namespace sw::blades
