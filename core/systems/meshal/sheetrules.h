#pragma once

// The check of a Meshal sheet (spec §6): every rule that concerns a stored sheet has a stable
// code (docs/violations.md lists them) and the numbers that explain it. Errors block a write;
// warnings (the spec's W rules) are told and never block; the GM's overrides on the sheet mark
// errors accepted.
#include "systems/meshal/character.h"
#include "systems/meshal/pack.h"

#include <QList>
#include <utility>

namespace sw::meshal {

enum class CheckMode {
    Stored,   // what any stored sheet must keep (one being created may be unfinished)
    Complete, // also: the required features are all chosen (rule 46)
};

// Every error rule the sheet breaks (rules 1–3, 6, 8–9, 19, 21–23, 25–27, 29, 33, 36–40, 42,
// 46–47, 52), overridden ones marked.
QList<rules::Violation> validateCharacter(const Character &character, const MeshalPack &pack,
                                          CheckMode mode = CheckMode::Stored);
QList<rules::Violation> blockingViolations(const Character &character, const MeshalPack &pack,
                                           CheckMode mode = CheckMode::Stored);
// The warning rules: 17 (new-character defaults), 20 (starting Talent), 24 and 32 (spending and
// renouncing outside a rest).
QList<rules::Violation> characterWarnings(const Character &character, const MeshalPack &pack);
// Rule 4: a trained score went down between two versions of a sheet.
QList<rules::Violation> changeWarnings(const Character &before, const Character &after);
// Rule 54: A calls B 友善 but B does not call A so (sheets by id).
QList<rules::Violation> relationshipWarnings(const QList<std::pair<QString, Character>> &sheets);

// A new sheet at the pack's starting values: trained 3/3/3, dice full, 平移3/攀爬1, 机动3,
// starting Talent (rule 20), nothing spent.
Character newCharacter(const MeshalPack &pack, const QString &name);

} // namespace sw::meshal
