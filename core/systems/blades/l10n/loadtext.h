#pragma once

#include "common/language.h"
#include "systems/blades/limits.h"
#include "systems/blades/rulepack.h"

#include <functional>

namespace sw::l10n {

// The words for a character's load (blades::loadSummary), the same on the sheet, in its tooltip
// and on the printed page: "Load 6 of 6 (8 in items, 2 free from Rigging)". The words come from
// `translate` (context "LoadText"): the application's language by default, a printed page's own
// language when given (print::PrintWords::translate).
class LoadText
{
public:
    using Translate = std::function<QString(const char *context, const char *source)>;

    static QString line(const blades::LoadSummary &load, const blades::RulePack &pack, Language language,
                        const Translate &translate = {});
    // The line, then what the numbers are and when the load is chosen and cleared.
    static QString tooltip(const blades::LoadSummary &load, const blades::RulePack &pack, Language language,
                           const Translate &translate = {});
};

} // namespace sw::l10n
