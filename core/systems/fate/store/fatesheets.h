#pragma once

// Fate characters in the campaign store: the "fate-character" documents read and written as
// value types (characterjson.h). Each write is one journal entry, so one undo step.
#include "store/campaignstore.h"
#include "systems/fate/character.h"
#include "systems/fate/roll.h"

#include <optional>
#include <utility>

namespace sw::fate {

inline constexpr auto kCharacterKind = QLatin1StringView("fate-character");

store::SheetRef characterRef(qint64 id);
std::optional<Character> character(const store::CampaignStore &store, qint64 id);
// Every Fate character of the campaign with its id, in listing order.
QList<std::pair<qint64, Character>> characters(const store::CampaignStore &store);
store::Receipt addCharacter(store::CampaignStore &store, const Character &character, const QString &label);
store::Receipt saveCharacter(store::CampaignStore &store, qint64 id, const Character &character, const QString &command,
                             const QString &label, const QList<store::LedgerEvent> &ledger = {});

// A roll (or an invoke that changed it) for the campaign's roll log: its four dice, its outcome,
// the character who rolled (0: the GM or an NPC). `kind` is "fate.<action>" or "fate.invoke".
store::RollRecord rollRecord(const QString &kind, const QString &label, const RollResolution &roll, qint64 sheet);

} // namespace sw::fate
