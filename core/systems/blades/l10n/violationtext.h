#pragma once

#include "systems/blades/rulepack.h"
#include "rules/violation.h"

#include <QCoreApplication>

namespace sw::l10n {

// The words for a rule violation, in the current language: one short sentence that says what
// is wrong and what the rule is. Ids in the parameters are shown by their rule-pack names; a
// violation that names its sheet ("sheet_name", from the GM's table) starts with that name.
class ViolationText
{
    Q_DECLARE_TR_FUNCTIONS(ViolationText)

public:
    static QString describe(const rules::Violation &violation, const blades::RulePack &pack,
                            Language language);
    // True when the code has its own sentence (a test checks every code the engine emits).
    static bool knows(const QString &code);
};

} // namespace sw::l10n
