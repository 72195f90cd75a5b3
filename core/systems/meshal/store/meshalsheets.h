#pragma once

// Meshal characters in the campaign store: the "meshal-character" documents read and written as
// value types (characterjson.h). Each write is one journal entry, so one undo step; the store
// checks every write against the sheet's rules (meshalsystem.h) before it commits.
#include "store/campaignstore.h"
#include "systems/meshal/character.h"

#include <optional>
#include <utility>

namespace sw::meshal {

inline constexpr auto kCharacterKind = QLatin1StringView("meshal-character");

store::SheetRef characterRef(qint64 id);
std::optional<Character> character(const store::CampaignStore &store, qint64 id);
// Every Meshal character of the campaign with its id, in listing order.
QList<std::pair<qint64, Character>> characters(const store::CampaignStore &store);
store::Receipt addCharacter(store::CampaignStore &store, const Character &character, const QString &label);
store::Receipt saveCharacter(store::CampaignStore &store, qint64 id, const Character &character, const QString &command,
                             const QString &label, const QList<store::RollRecord> &rolls = {});

// Secret rolls (the host's alone): RollRecord::secret, which a shared campaign's server hides from
// every player and a campaign file keeps (schema v5). A roll a file logged before v5 was marked by
// its context instead; the migration to v5 turns that mark into the flag (meshalsystem.cpp).
inline void markSecret(store::RollRecord &roll)
{
    roll.secret = true;
}
inline bool isSecret(const store::RollRecord &roll)
{
    return roll.secret;
}

} // namespace sw::meshal
