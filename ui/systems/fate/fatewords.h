#pragma once

// Fate's words that are not in the pack: what an outcome's effects give, a stunt in one line,
// percentages of exact odds. The pack's own words (skills, the ladder, actions) come from it.
#include "common/language.h"
#include "rules/fraction.h"
#include "systems/fate/pack.h"

#include <QCoreApplication>

namespace sw::ui {

class FateWords
{
    Q_DECLARE_TR_FUNCTIONS(FateWords)

public:
    static QString effect(const fate::Effect &effect);
    // One option of an outcome row: its effects joined.
    static QString option(const QList<fate::Effect> &effects);
    static QString stunt(const fate::Stunt &stunt, const fate::FatePack &pack, Language language);
    static QString percent(const rules::Fraction &p);
    static QString skillName(const fate::FatePack &pack, const QString &id, Language language);
    static QString aspectKind(const fate::FatePack &pack, const QString &kind, Language language);
    static QString slotName(const fate::FatePack &pack, const QString &slot, Language language);
    static QString clearsAfter(const QString &when);
};

} // namespace sw::ui
