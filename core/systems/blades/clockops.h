#pragma once

// The GM's pencil on the clocks board (A §6): ticking and clearing segments with the rules of each
// kind of clock — linked clocks wait for the one before them, a race ends when one side fills,
// only tug-of-war (and healing) clocks lose segments.
#include "systems/blades/characterops.h"
#include "systems/blades/gm.h"
#include "systems/blades/gmvalidator.h"

namespace sw::blades {

// The clock after the edit, what it broke (nothing is changed then) and what it set off:
// "clock.completed" {id}, "clock.unlocked" {id} (the next linked clock), "clock.race_won"
// {id, rival}.
using ClockOutcome = EditResult<ClockEntry>;

// Fills `segments` more (A §6). A full clock keeps its size: the excess is reported as
// "clock.overflow" {id, segments}. Refused: a negative amount ("clock.amount.negative"), a linked
// clock still locked ("clock.link.locked"), a race already won by either side ("clock.race.over").
ClockOutcome applyTickClock(const ClockEntry &entry, int segments, const QList<ClockEntry> &all,
                            const ClockOwners &owners);
// Sets the filled segments, as a click on the clock does: more ticks, fewer clears — only on a
// kind the rules empty ("clock.not_emptiable"); the rest as applyTickClock.
ClockOutcome applySetClockFill(const ClockEntry &entry, int filled, const QList<ClockEntry> &all,
                               const ClockOwners &owners);
// A new clock, or one edited (name, size, owner, links): the clock's own rules (validateClock)
// plus a size the UI offers or the clock already had.
ClockOutcome applySaveClock(const ClockEntry &entry, const QList<ClockEntry> &all, const ClockOwners &owners);

} // namespace sw::blades
