#pragma once

// Blades' sheets in a campaign: the typed reads and writes of its documents ("character",
// "crew", "faction", "clock" and the GM's "score" and "downtime" records) over the shared store,
// which knows them only as JSON documents of registered kinds.
#include "systems/blades/character.h"
#include "systems/blades/characterops.h"
#include "systems/blades/crew.h"
#include "systems/blades/gm.h"
#include "store/campaignstore.h"

#include <optional>

namespace sw::blades {

std::optional<Character> character(const store::CampaignStore &store, qint64 id);
// The crew a character belongs to (nullopt: none, or its crew is gone).
std::optional<qint64> crewOf(const store::CampaignStore &store, qint64 characterId);
std::optional<Crew> crew(const store::CampaignStore &store, qint64 id);
std::optional<Faction> faction(const store::CampaignStore &store, const QString &id);
std::optional<ClockEntry> clock(const store::CampaignStore &store, const QString &id);
std::optional<Score> score(const store::CampaignStore &store, const QString &id);
std::optional<Downtime> downtime(const store::CampaignStore &store, const QString &id);
// The campaign's factions and clocks, whole (the GM's boards show them all).
QList<Faction> factions(const store::CampaignStore &store);
// Those of `ids` the campaign holds, in listing order (one query).
QList<Faction> factionsWithIds(const store::CampaignStore &store, const QStringList &ids);
QList<ClockEntry> clocks(const store::CampaignStore &store);
// A page of the clocks in the board's order (the store's: owner kind, owner, id), only one owner
// kind's (or one owner's) when given: rows [offset, offset + limit) (issue #20).
QList<ClockEntry> clockPage(const store::CampaignStore &store, const QString &ownerKind, const QString &ownerId,
                            qint64 offset, int limit);
// The clocks that unlock one of `ids` (their linked_to), read by the indexed field.
QList<ClockEntry> clocksUnlocking(const store::CampaignStore &store, const QStringList &ids);
// The clocks of the owners of `kind` with `ids`, in the store's order (a range of it per owner).
QList<ClockEntry> clocksOfOwners(const store::CampaignStore &store, ClockOwnerKind kind, const QStringList &ids);

// The document of a character sheet (the sheet format plus its crew), for store::apply().
QJsonObject characterJson(const Character &character, std::optional<qint64> crewId);
// The events of an edit that the advancement ledger keeps (A §4, B §1.12).
QList<store::LedgerEvent> ledgerEvents(const QList<Event> &events);

store::Receipt addCharacter(store::CampaignStore &store, const Character &character, std::optional<qint64> crewId,
                            const QString &label);
store::Receipt saveCharacter(store::CampaignStore &store, qint64 id, const Character &character,
                             const QString &command, const QString &label, const QList<Event> &events = {});
store::Receipt addCrew(store::CampaignStore &store, const Crew &crew, const QString &label);
store::Receipt saveCrew(store::CampaignStore &store, qint64 id, const Crew &crew, const QString &command,
                        const QString &label, const QList<Event> &events = {});
store::Receipt saveFaction(store::CampaignStore &store, const Faction &faction, const QString &command,
                           const QString &label);
store::Receipt saveClock(store::CampaignStore &store, const ClockEntry &clock, const QString &command,
                         const QString &label);
// Several sheets in one undo step (store::CampaignStore::apply) with the edit's events ledgered.
store::Receipt apply(store::CampaignStore &store, const QList<store::SheetChange> &changes, const QString &command,
                     const QString &label, const QList<Event> &events, const QList<store::RollRecord> &rolls = {});

} // namespace sw::blades
