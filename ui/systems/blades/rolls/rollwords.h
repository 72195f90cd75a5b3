#pragma once

// The words of a roll from the sheet: positions and effect levels, what an action roll's result
// means at its position (A §5.2 §行動擲骰總結), what a resistance roll costs, and the exact odds.
#include "systems/blades/procedures/rolls.h"
#include "rules/fraction.h"

#include <QCoreApplication>
#include <QString>

class QComboBox;

namespace sw::ui {

class RollWords
{
    Q_DECLARE_TR_FUNCTIONS(sw::ui::RollWords)

public:
    // Fills a combo with the three positions (data: their ids), keeping the choice; risky first time.
    static void fillPositions(QComboBox *combo);
    // Likewise with the five effect levels; standard first time.
    static void fillEffects(QComboBox *combo);
    static QString effect(blades::EffectLevel effect);
    // "Success with a consequence (severe: desperate)." — A §5.2's table, in words.
    static QString actionOutcome(const blades::ActionRoll &roll);
    // The chances of each band, exactly and in per cent: "critical 2/27 (7.4%) · 6: …".
    static QString exactOdds(int pool);
    // A resistance pool's stress chances: "clears 1: 7.4% · 0: 34.7% · 1: …".
    static QString stressOdds(int pool);
    // One exact chance: "19/144 (13.2%)".
    static QString fraction(const rules::Fraction &chance);
};

} // namespace sw::ui
