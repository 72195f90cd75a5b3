#pragma once

// Taking an entry of the campaign's content packs onto a character sheet (spec §1.5, §19; issue
// #21): a 灵能印记 type, the 灵魂武器 or a 狩魂绝技 (rule 8: 灵识 thresholds, L138-L140), a 技艺
// learned, prepared or not (rule 39: Load budget 灵识 − 4, L267; rule 40: slots), a general
// enchantment made active (POW 1 unless given, D19). What the sheet would newly break is said by
// its rule codes, and the entry is then not taken.
#include "rules/violation.h"
#include "systems/soulhunter/character.h"
#include "systems/soulhunter/content.h"

#include <memory>
#include <optional>

namespace sw::soulhunter {

enum class CatalogueKind { Mark, SoulWeapon, Ultimate, Technique, Enchantment };

struct CatalogueEntry
{
    QString pack; // the content pack's id
    CatalogueKind kind = CatalogueKind::Mark;
    QString id;
    Text name;
    int tier = 0; // an ultimate's 1 or 2
};

// Every entry of the packs, pack by pack, in the order of CatalogueKind.
QList<CatalogueEntry> catalogue(const QList<std::shared_ptr<const Content>> &packs);

// `c` with the entry taken onto it (names in zh-CN, the content's own language); `prepared`: a
// technique is prepared at once. nullopt when the entry is not in the packs.
std::optional<Character> withEntry(const Character &c, const QList<std::shared_ptr<const Content>> &packs,
                                   const CatalogueEntry &entry, bool prepared = true);

// The rules `after` newly breaks against `before` (blocking ones; a rule waiting for an unfilled
// base setting never blocks), and those between the two versions: empty when the entry is legal.
QList<rules::Violation> newlyBroken(const Character &before, const Character &after, const Rules &rules);

} // namespace sw::soulhunter
