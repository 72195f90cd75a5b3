#pragma once

// 显能 (spec §16-§17; rules 41, 43, 44): showing a technique with the one school chosen for it
// (L267-L269), the healing cap of an improvised manifestation outside combat (L246), and the
// largest scale an improvised manifestation reaches by its 【叙事】 POW (the table of L249-L258).
// Each answers with the code of the rule it breaks, or empty.
#include "systems/soulhunter/character.h"

#include <optional>

namespace sw::soulhunter {

// Rule 41 (L268-L269): a multi-school (or universal) technique is shown with exactly one school,
// chosen for this manifestation (martial arts or spellcraft); its attribute (体魄 or 智慧) is the key
// attribute of the manifestation and of its attack and parry checks. Only a prepared technique is
// shown (L268).
struct Showing
{
    QString refused;
    std::optional<Attribute> keyAttribute;
};
Showing showTechnique(const Technique &technique, std::optional<School> chosen);

// Rule 43 (L246): outside combat the HP and the MP a character restores to itself by an
// improvised manifestation are each at most the MP paid for it.
QString improvisedHealingRefusal(int hpRestored, int mpRestored, int mpPaid, bool inCombat);

// Rule 44 (L248-L258): the six columns of the 【叙事】 table; a row is the POW it needs (7: 7+).
enum class ScaleAspect { People, Size, Area, Distance, Speed, Bulk };
inline constexpr int kScaleRows = 8;
// The seed's words for one cell (zh-CN, the content's language), e.g. (Area, 4) → 整栋建筑.
QString scaleWords(ScaleAspect aspect, int row);
// The row of the seed's words in that column, or nullopt.
std::optional<int> scaleRow(ScaleAspect aspect, const QString &words);
// The manifestation reaches `rows` (one per aspect it uses); each needs 【叙事】 POW ≥ its row.
QString scaleRefusal(int narrativePow, const QList<std::pair<ScaleAspect, int>> &rows);

} // namespace sw::soulhunter
