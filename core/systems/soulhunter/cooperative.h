#pragma once

// The cooperative check of the 追加规则 (spec §5.8; seed L92-L93): willing characters who can work
// together turn a check into one; a leader rolls, the effect most favourable to the check is taken
// from each character, and the result applies to every participant. [inferred §5.8] An "effect"
// is a modifier, a 级别 source or a 倾势 source, and the named-modifier rule still applies: each
// helper adds its single largest bonus (a named one still keeps only the highest of its name,
// rule 12); 级别 and 倾势 are the most favourable (highest) among the participants; the
// challenge, the fixed values and the 专精 cap are the leader's.
#include "systems/soulhunter/check.h"

namespace sw::soulhunter {

// The check the leader rolls for everyone; `helpers` are the other participants' own checks.
CheckSpec cooperativeSpec(const CheckSpec &leader, const QList<CheckSpec> &helpers);
// The helper's effect most favourable to the check: its largest bonus (nullopt: none).
std::optional<Modifier> bestBonus(const CheckSpec &helper);

} // namespace sw::soulhunter
