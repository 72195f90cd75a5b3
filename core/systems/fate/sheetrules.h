#pragma once

// The numbers a Fate sheet derives, and its check (spec §9.2, rules 17–20, 22, 30). Every
// violation has a stable code (docs/violations.md lists them) and the numbers that explain it.
#include "common/language.h"
#include "systems/fate/character.h"
#include "systems/fate/pack.h"

#include <QList>
#include <QStringList>
#include <optional>

namespace sw::fate {

// Rule 30: the ladder's adjective for a value, or empty off the ladder.
QString ladderName(const FatePack &pack, int value, Language language);
// "+2", "0" is "+0", "-1".
QString signedNumber(int value);
// Rule 30: "Fair (+2)", 「尚可（+2）」; off the ladder the bare signed number ("+9").
QString ladderLabel(const FatePack &pack, int value, Language language);

struct StressTrackSize
{
    int boxes = 0;
    bool extraMild = false; // one more mild consequence slot for this track's hits
};
// Rule 22: the size of a track from its skill's rating (Physique, Will).
StressTrackSize stressTrackSize(const FatePack &pack, int rating);
StressTrackSize stressTrackSize(const FatePack &pack, const Character &character, Track track);
// The consequence slots the sheet may hold: mild, moderate, severe, the extra mild ones its
// Physique and Will give, and extreme when the pack allows it.
QStringList availableConsequenceSlots(const FatePack &pack, const Character &character);
// Rule 20: refresh = start + gained at major milestones − stunts beyond the free ones.
int expectedRefresh(const FatePack &pack, const Character &character);

// Rule 18 at advancement (spec §7.8, "when raising skills"): one step up must leave the rating
// the skill reaches holding no more skills than the rating below it. The violation
// (fate.skills.column) or nothing. A profile's starting pattern is not judged here: only the step.
std::optional<rules::Violation> raiseBreaksColumns(const Character &character, const QString &skill);

enum class CheckMode {
    Stored,   // what any stored sheet must keep (a sheet being created may be unfinished)
    Complete, // also: creation finished (the pattern filled, every aspect written)
};

// Every rule the sheet breaks, overridden ones marked (the GM's overrides on the sheet).
QList<rules::Violation> validateCharacter(const Character &character, const FatePack &pack,
                                          CheckMode mode = CheckMode::Stored);
// Those not covered by an override.
QList<rules::Violation> blockingViolations(const Character &character, const FatePack &pack,
                                           CheckMode mode = CheckMode::Stored);
// A new sheet: the aspects to write, no skills yet, stress tracks sized, refresh and fate points
// at the pack's start.
Character newCharacter(const FatePack &pack, const QString &name);

} // namespace sw::fate
