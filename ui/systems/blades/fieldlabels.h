#pragma once

// Blades' words for the fields of its sheets, by their path in the sheet's document (a character's
// "sheet/character/alias", a crew's "coin"): what a refused edit names (#19, a true conflict on a
// shared campaign). Ids are named by the pack (an action's name), in the language.
#include "common/language.h"
#include "systems/blades/rulepack.h"

#include <QCoreApplication>

namespace sw::ui {

class BladesFieldLabels
{
    Q_DECLARE_TR_FUNCTIONS(BladesFieldLabels)

public:
    // Empty when the kind or the path is not one Blades names.
    static QString label(const QString &kind, const QString &path, const blades::RulePack &pack, Language language);
};

} // namespace sw::ui
