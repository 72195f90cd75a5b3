#pragma once

// The rules the GM's records keep (factions, clocks, scores, downtime), as stable codes with the
// field they concern and the numbers that explain them (docs/violations.md style). Overrides are
// not applied: the GM's records carry none yet.
#include "systems/blades/crew.h"
#include "systems/blades/gm.h"
#include "systems/blades/rulepack.h"
#include "rules/violation.h"

#include <QList>
#include <QStringList>

namespace sw::blades {

// A faction (B §7.1): tier 0..faction_tier_max, a weak or strong hold, a known category (or
// none), allies and enemies among the campaign's factions, never itself and never both, an id,
// and a name when the pack has none for it. `all` is the campaign's factions, this one among
// them (an id found twice in it is a duplicate).
QList<rules::Violation> validateFaction(const Faction &faction, const QList<Faction> &all, const RulePack &pack);

// The ids a clock may belong to, per owner kind (the campaign itself needs none).
struct ClockOwners
{
    QStringList crews;
    QStringList characters;
    QStringList factions;
};

// A clock (A §6): at least one segment, 0..segments filled, a name, an owner that exists, links
// and rivals among the campaign's clocks, no loop of links, and no progress on a linked clock
// before the clock that unlocks it is full. `all` is the campaign's clocks, this one among them.
QList<rules::Violation> validateClock(const ClockEntry &entry, const QList<ClockEntry> &all,
                                      const ClockOwners &owners);

// A score (C §1): plan, load levels, outcome, coin band and heat profile from the rule pack,
// plan, detail and loads chosen once the score has an outcome, target tier 0..faction_tier_max,
// status changes of +1, −1 or −2 (B §7.3). With `factions`, the target faction and every faction
// in the status changes must be one of them.
QList<rules::Violation> validateScore(const Score &score, const RulePack &pack,
                                      const QList<Faction> *factions = nullptr);

// A downtime (C §3, §8): listed activities, each PC within their allowance (C §8.1: 2, 1 while
// at war unless War dogs, plus the extra ones in extraActivities), each xp track trained once per
// PC, no negative coin, known entanglements.
QList<rules::Violation> validateDowntime(const Downtime &downtime, const Crew &crew, const RulePack &pack);

// B §7.4: a faction at war with the crew (its status is −3) loses war_hold_loss hold while the war
// lasts; a weak faction drops a tier instead (never below 0).
struct FactionWarEffects
{
    bool atWar = false;
    int tier = 0;
    QString hold;
    bool operator==(const FactionWarEffects &) const = default;
};
FactionWarEffects gmWarEffects(const Faction &faction, const Crew &crew, const RulePack &pack);

} // namespace sw::blades
