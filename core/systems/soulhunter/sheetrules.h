#pragma once

// The check of a 狩魂者 sheet under the 追加规则 (spec §20.1): every rule that concerns a stored
// sheet has a stable code (docs/soulhunter.md lists them) and the numbers that explain it. A rule
// that needs a base setting the group has not filled in is not decided: it is reported as
// "soulhunter.setting.missing" with the setting's id (never blocking, never a guessed number).
#include "systems/soulhunter/character.h"
#include "systems/soulhunter/pack.h"

namespace sw::soulhunter {

inline constexpr auto kMissingSetting = QLatin1StringView("soulhunter.setting.missing");

struct SheetCheck
{
    QList<rules::Violation> violations; // broken rules, overridden ones marked
    QList<rules::Violation> missing;    // kMissingSetting: {setting, rule}
    QList<rules::Violation> blocking() const;
};

SheetCheck checkCharacter(const Character &character, const Rules &rules);
// Rules that compare two versions of a sheet: trait tags are rewritten only in an interlude
// (rule 10, L218); attributes never go down below 0 (rule 3 is on each version).
QList<rules::Violation> changeViolations(const Character &before, const Character &after);
// Rule 6 (L51): activating power tags, `counts[i]` = how many tags tag i counts as (0: not
// activated). Several only while the power has fewer than 3 tags; the total stays ≤ 3.
QList<rules::Violation> checkTagActivation(const Character &character, const QList<int> &counts, const Rules &rules);

// A new sheet: creation stage, attributes 0, 灵识 from the campaign's starting value (or 0 with
// the setting reported missing), initial SP and fortune full, both charms empty.
Character newCharacter(const Rules &rules, const QString &name);

// Internal: the parts of checkCharacter (sheetrules.cpp, sheetrules_growth.cpp).
namespace detail {
void checkTechniques(const Character &c, const Rules &rules, SheetCheck &out);
void checkLedger(const Character &c, const Rules &rules, SheetCheck &out);
rules::Violation violation(const QString &code, const QString &field, QVariantMap params = {});
void missing(SheetCheck &out, const QStringList &settings, const QString &rule);
} // namespace detail

} // namespace sw::soulhunter
