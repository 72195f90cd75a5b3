#pragma once

// The words for each rule code of the 追加规则 (sheetrules.h, play.h, opposed.h) with the numbers
// that explain it, and a missing base setting by its name: shared by sheetwright-cli and the GUI.
// Their translation context stays SoulCli (where they were first said).
#include "common/language.h"
#include "rules/violation.h"
#include "systems/soulhunter/pack.h"

#include <QCoreApplication>

namespace sw::soulhunter {

class SoulCli
{
    Q_DECLARE_TR_FUNCTIONS(sw::soulhunter::SoulCli)
};

// A violation or a missing setting in words (the installed translation's language; `language`
// picks the pack's own names of settings).
QString describeViolation(const rules::Violation &v, const Rules &rules, Language language);
// A setting's name in `language`, or its id when the pack has no such setting.
QString settingName(const QString &settingId, const Rules &rules, Language language);

} // namespace sw::soulhunter
