#pragma once

// The GM tools' shared words: clock kinds, owners, roll kinds and result bands, a pool's odds
// and a roll's dice, in the current language (tr()); and the labeler the core models take.
#include "common/language.h"
#include "models/gmlistmodel.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace sw::ui {

class GmWords
{
    Q_DECLARE_TR_FUNCTIONS(sw::ui::GmWords)

public:
    static QString clockKind(const QString &id);
    static QString clockKindRule(const QString &id);
    static QString ownerKind(const QString &id);
    static QString rollKind(const QString &id);
    static QString result(const QString &id);
    static QString sheetKind(const QString &id);
    // "3d: critical 7%, 6 35%, 4/5 38%, 1–3 20%" from the exact odds (A §5.1); zero dice say so.
    static QString odds(int pool);
    // "Rolled 2 5 6 → 6: success", the kept band in words.
    static QString dice(const QList<int> &dice, const QString &resultId);
    // The labeler the GM models use (clock_kind, owner_kind, roll_kind, result, sheet_kind, state, unnamed).
    static models::GmModelBase::Labeler labeler();
    static QString percent(double chance);
};

} // namespace sw::ui
