#pragma once

// (In core/systems/meshal/l10n, as Fate's and 狩魂者's: translations/ is shared code and names no game
// system; the sheet, the dock and sheetwright-cli meshal say the same sentences.)
// The words for Meshal Lite's rule violations (docs/violations.md, Meshal section), in the
// current language: one short sentence that says what is wrong and which rule says so.
// Attributes, sizes and defences are shown by the pack's names (zh_CN is the rulebook's own).
#include "rules/violation.h"
#include "systems/meshal/pack.h"

#include <QCoreApplication>

namespace sw::l10n {

class MeshalViolationText
{
    Q_DECLARE_TR_FUNCTIONS(MeshalViolationText)

public:
    static QString describe(const rules::Violation &violation, const meshal::MeshalPack &pack, Language language);
    // One sentence per violation not overridden, joined.
    static QString explain(const QList<rules::Violation> &violations, const meshal::MeshalPack &pack, Language language);
    // True when the code has its own sentence (a test checks every code the engine emits).
    static bool knows(const QString &code);
};

} // namespace sw::l10n
