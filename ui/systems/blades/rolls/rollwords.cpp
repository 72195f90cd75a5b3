#include "systems/blades/rolls/rollwords.h"

#include "systems/blades/dice/odds.h"
#include "systems/blades/gm/gmwords.h"

#include <QComboBox>
#include <QSignalBlocker>

using namespace Qt::StringLiterals;

namespace sw::ui {
namespace {

QString chance(const rules::Fraction &f)
{
    if (f.numerator() == 0)
        return u"0"_s;
    return u"%1 (%2)"_s.arg(QString::fromStdString(f.toString()), GmWords::percent(f.toDouble()));
}

void refill(QComboBox *combo, const QList<std::pair<QString, QString>> &items, const QString &fallback)
{
    const QString current = combo->currentData().toString();
    const QSignalBlocker blocker(combo);
    combo->clear();
    for (const auto &[id, text] : items)
        combo->addItem(text, id);
    combo->setCurrentIndex(std::max(0, combo->findData(current.isEmpty() ? fallback : current)));
}

} // namespace

void RollWords::fillPositions(QComboBox *combo)
{
    refill(combo, {{u"controlled"_s, tr("Controlled")}, {u"risky"_s, tr("Risky")}, {u"desperate"_s, tr("Desperate")}},
           u"risky"_s);
}

void RollWords::fillEffects(QComboBox *combo)
{
    QList<std::pair<QString, QString>> items;
    for (int level = 0; level <= static_cast<int>(blades::EffectLevel::Extreme); ++level) {
        const auto e = static_cast<blades::EffectLevel>(level);
        items.append({blades::effectLevelId(e), effect(e)});
    }
    refill(combo, items, u"standard"_s);
}

QString RollWords::effect(blades::EffectLevel effect)
{
    switch (effect) {
    case blades::EffectLevel::Zero:
        return tr("Zero");
    case blades::EffectLevel::Limited:
        return tr("Limited");
    case blades::EffectLevel::Standard:
        return tr("Standard");
    case blades::EffectLevel::Great:
        return tr("Great");
    case blades::EffectLevel::Extreme:
        return tr("Extreme");
    }
    return {};
}

QString RollWords::actionOutcome(const blades::ActionRoll &roll)
{
    using R = rules::RollResult;
    using P = blades::Position;
    switch (roll.roll.result) {
    case R::Critical:
        return tr("Critical: you succeed with increased effect (%1).").arg(effect(roll.achievedEffect));
    case R::Success:
        return tr("Full success at %1 effect.").arg(effect(roll.achievedEffect));
    case R::Partial:
        if (roll.position == P::Controlled)
            return tr("Partial success: hesitate and try another way, or succeed with a minor consequence.");
        if (roll.position == P::Risky)
            return tr("Partial success: you do it, with a consequence (harm, complication, reduced effect or a worse position).");
        return tr("Partial success: you do it, with a severe consequence (severe harm, serious complication or reduced effect).");
    case R::Bad:
        if (roll.position == P::Controlled)
            return tr("Bad outcome: you falter; press on with a risky roll or withdraw.");
        if (roll.position == P::Risky)
            return tr("Bad outcome: things go wrong (harm, complication, desperate position or lost opportunity).");
        return tr("Bad outcome: the worst (severe harm, serious complication or lost opportunity).");
    }
    return {};
}

QString RollWords::exactOdds(int pool)
{
    const std::optional<rules::PoolOdds> odds = rules::poolOdds(pool);
    const QString dice = pool > 0 ? tr("%n dice", nullptr, pool) : tr("0 dice (roll 2, keep the lower)");
    if (!odds)
        return dice;
    return tr("%1 — critical %2 · 6: %3 · 4/5: %4 · 1–3: %5")
        .arg(dice, chance(odds->critical), chance(odds->success), chance(odds->partial), chance(odds->bad));
}

QString RollWords::fraction(const rules::Fraction &f)
{
    return chance(f);
}

QString RollWords::stressOdds(int pool)
{
    const std::optional<rules::PoolOdds> odds = rules::poolOdds(pool);
    if (!odds)
        return {};
    QStringList parts;
    for (int s = rules::kMinResistanceStress; s <= rules::kMaxResistanceStress; ++s) {
        const rules::Fraction f = odds->chanceOfStress(s);
        if (f.numerator() == 0)
            continue;
        parts << (s < 0 ? tr("clear %n: %1", nullptr, -s) : tr("%n stress: %1", nullptr, s)).arg(chance(f));
    }
    return tr("Stress — %1").arg(parts.join(u" · "_s));
}

} // namespace sw::ui
