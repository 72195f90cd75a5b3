#pragma once

// What each of the four actions gives on each outcome (rules 11–15, spec §6), read from the
// pack's outcome tables with the numbers of this roll filled in: a hit's size from the shifts,
// free invokes by count, the options the player chooses among.
#include "systems/fate/pack.h"

namespace sw::fate {

// The options of `action`'s row for `outcome` (choose one; each a list of effects). `table` picks
// create-an-advantage's "new" or "existing" table; for an existing aspect, `known` says whether
// it was known before the roll (options that depend on it are filtered). Hits ("hit") carry
// their size in `count`: the shifts, or one less for a boost on style (rule 14); a defender's
// "take_hit" carries the attacker's shifts (rule 15).
QList<QList<Effect>> outcomeOptions(const FatePack &pack, Action action, int shifts, const QString &table = QStringLiteral("default"),
                                    bool known = true, int styleShifts = 3);

} // namespace sw::fate
