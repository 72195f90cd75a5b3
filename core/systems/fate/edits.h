#pragma once

// Edits of a Fate sheet as the sheet page and the CLI make them: each takes the sheet and returns
// the sheet after, or why not (stable codes, docs/violations.md). planEdit runs one against the
// sheet's rules (sheetrules.h) and, in GM override mode, records what it breaks as overrides with
// the reason and lets exactly that through (DESIGN "The spine", step 3).
#include "systems/fate/character.h"
#include "systems/fate/pack.h"

#include <functional>

namespace sw::fate {

struct SheetEdit
{
    Character after;
    QList<rules::Violation> refused; // empty: the edit may be stored
    bool done() const { return refused.isEmpty(); }
};

using SheetOp = std::function<SheetEdit(const Character &, const FatePack &)>;

// Runs `op`, then checks the sheet after it (CheckMode::Stored). With `overrideOn`, what the sheet
// then breaks is recorded on it with `reason` (what the op itself refuses stays refused).
SheetEdit planEdit(const Character &before, const FatePack &pack, const SheetOp &op, bool overrideOn = false,
                   const QString &reason = {});

// A skill's rating (0 removes it from the list). Rule 22: the stress track of Physique or Will
// follows at once, keeping the marks of the boxes that remain.
SheetEdit setSkillRating(const Character &c, const FatePack &pack, const QString &skill, int rating);
// Stress tracks sized by Physique and Will (rule 22), marks kept where the boxes remain.
Character resizeStress(Character c, const FatePack &pack);
// Stunts: refresh follows (rule 20: each stunt past the free ones costs 1 refresh).
SheetEdit addStunt(const Character &c, const FatePack &pack, const Stunt &stunt);
SheetEdit replaceStunt(const Character &c, const FatePack &pack, int index, const Stunt &stunt);
SheetEdit removeStunt(const Character &c, const FatePack &pack, int index);
// Fate points are never below 0 (spec §8).
SheetEdit setFatePoints(const Character &c, int fatePoints);
// Rule 26: a compel accepted gains 1, refused costs 1, never refused at 0.
SheetEdit compel(const Character &c, bool accepted);
// A consequence written in a free slot (empty text clears it); recovery started or not.
SheetEdit setConsequence(const Character &c, const QString &slot, const QString &text);
SheetEdit setRecovering(const Character &c, const QString &slot, bool recovering);
SheetEdit setStressBox(const Character &c, Track track, int box, bool marked);
// The sheet's name, never empty (spec §8).
SheetEdit setName(const Character &c, const QString &name);

} // namespace sw::fate
