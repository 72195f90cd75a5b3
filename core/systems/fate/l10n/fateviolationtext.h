#pragma once

// (In core/systems/fate, not translations/: that is shared code and names no game system; the
// CLI says them too.)
// The words for Fate Condensed's rule violations (docs/violations.md, Fate section), in the
// current language: one short sentence that says what is wrong and what the rule is. Skill,
// aspect kind and consequence slot ids are shown by the pack's names.
#include "rules/violation.h"
#include "systems/fate/pack.h"

#include <QCoreApplication>

namespace sw::l10n {

class FateViolationText
{
    Q_DECLARE_TR_FUNCTIONS(FateViolationText)

public:
    static QString describe(const rules::Violation &violation, const fate::FatePack &pack, Language language);
    // One sentence per violation not overridden, joined.
    static QString explain(const QList<rules::Violation> &violations, const fate::FatePack &pack, Language language);
    // True when the code has its own sentence (a test checks every code the engine emits).
    static bool knows(const QString &code);
};

} // namespace sw::l10n
