#include "systems/blades/procedures/downtime.h"

#include "systems/blades/limits.h"
#include "systems/blades/procedures/tables.h"

#include <algorithm>
#include <limits>
#include <utility>

using namespace Qt::StringLiterals;
using namespace sw::blades::detail;
using sw::rules::RollResult;

namespace sw::blades {
namespace {

// A downtime activity's entry in score.json downtime.activities.
QJsonObject activity(const RulePack &pack, const QString &id)
{
    const QJsonObject entry = entryWithId(scoreArray(pack, u"/downtime/activities"_s), id);
    if (entry.isEmpty())
        throw MissingRuleError(u"rule pack '%1': score.json /downtime/activities has no '%2'"_s.arg(pack.id, id));
    return entry;
}

// A table keyed by result ("bad", "mixed", "good", "critical") inside an activity.
int byResult(const QJsonObject &entry, const QString &table, RollResult result)
{
    return intIn(entry.value(table).toObject(), resultKey(result),
                 u"score.json downtime activity %1 %2"_s.arg(entry.value(u"id"_s).toString(), table));
}

// Rolls a downtime pool and raises the result with coin.
ClockRoll rollWithCoin(int pool, int coinSpent, const RulePack &pack, rules::RandomSource &random)
{
    ClockRoll out;
    out.roll = rules::rollPool(pool, random);
    const CoinBump bump = raiseWithCoin(out.roll.result, coinSpent, pack);
    out.result = bump.result;
    out.coinUsed = bump.coinUsed;
    out.coinLeft = bump.coinLeft;
    return out;
}

} // namespace

int downtimeBudget(bool atWar, int coinOrRepSpent, int bonusActivities, const RulePack &pack)
{
    const int base = scoreInt(pack, atWar ? u"/downtime/activities_at_war"_s : u"/downtime/activities_per_pc"_s);
    const int perExtra = scoreInt(pack, u"/downtime/extra_activity_cost/amount/base"_s);
    const int bought = perExtra > 0 ? std::max(0, coinOrRepSpent) / perExtra : 0;
    return base + bought + bonusActivities;
}

CoinBump raiseWithCoin(RollResult rolled, int coin, const RulePack &pack)
{
    const int perLevel = scoreInt(pack, u"/result_levels/coin_bump/coin_per_level"_s);
    const int available = std::max(0, coin);
    if (perLevel < 1)
        return {rolled, 0, available};
    const int room = static_cast<int>(RollResult::Critical) - static_cast<int>(rolled);
    const int levels = std::min(available / perLevel, room);
    CoinBump out;
    out.result = rules::raiseResult(rolled, levels);
    out.coinUsed = levels * perLevel;
    out.coinLeft = available - out.coinUsed;
    return out;
}

int ticksByResult(RollResult result, const RulePack &pack)
{
    return scoreInt(pack, u"/downtime/ticks_by_result/"_s + resultKey(result));
}

int viceDice(const Character &character, const RulePack &pack)
{
    if (pack.attributes.isEmpty())
        return 0;
    int lowest = std::numeric_limits<int>::max();
    for (const Attribute &attribute : pack.attributes)
        lowest = std::min(lowest, attributeRating(character, attribute));
    return lowest;
}

ViceRoll indulgeVice(int lowestAttribute, int currentStress, const RulePack &pack,
                     rules::RandomSource &random)
{
    const QJsonArray kinds = scoreArray(pack, u"/downtime/vice/overindulgences"_s);
    ViceRoll out;
    out.roll = rules::rollPool(lowestAttribute, random);
    const int stress = std::max(0, currentStress);
    out.overindulged = out.roll.kept > stress;
    out.stressCleared = std::min(out.roll.kept, stress);
    out.stressAfter = stress - out.stressCleared;
    if (out.overindulged) {
        for (const QJsonValue &v : kinds)
            out.overindulgences << v.toObject().value(u"id"_s).toString();
    }
    return out;
}

rules::Fraction overindulgeChance(int pool, int stress)
{
    const int s = std::clamp(stress, 0, 6);
    // The kept die is at most s: every die at most s (highest kept), or not both above s (0d).
    const auto power = [](int base, int n) {
        std::int64_t v = 1;
        for (int i = 0; i < n; ++i)
            v = rules::checkedMul(v, base);
        return v;
    };
    if (pool <= 0)
        return rules::Fraction(power(6 - s, 2), 36);
    return rules::Fraction(1) - rules::Fraction(power(s, pool), power(6, pool));
}

int ignoreVice(int trauma, const RulePack &pack)
{
    return std::max(0, trauma) * packNumber(pack, u"ignore_vice_stress_per_trauma"_s);
}

AssetRoll acquireAsset(int crewTier, int coinSpent, const RulePack &pack, rules::RandomSource &random,
                       int bonusDice)
{
    const QJsonObject entry = activity(pack, u"acquire_asset"_s);
    const QString where = u"score.json downtime activity acquire_asset"_s;
    const int coinPerTier = intIn(entry, u"coin_per_tier_past_critical"_s, where);
    const int floor = intIn(entry, u"quality_floor"_s, where);

    const ClockRoll rolled = rollWithCoin(crewTier + bonusDice, coinSpent, pack, random);
    AssetRoll out;
    out.roll = rolled.roll;
    out.result = rolled.result;
    out.coinUsed = rolled.coinUsed;
    out.coinLeft = rolled.coinLeft;
    int pastCritical = 0;
    if (out.result == RollResult::Critical && coinPerTier > 0) {
        pastCritical = out.coinLeft / coinPerTier;
        out.coinUsed += pastCritical * coinPerTier;
        out.coinLeft -= pastCritical * coinPerTier;
    }
    out.quality = std::max(floor, crewTier + byResult(entry, u"quality_by_result"_s, out.result) + pastCritical);
    return out;
}

ClockRoll longTermProject(const rules::Clock &clock, int pool, int coinSpent, const RulePack &pack,
                          rules::RandomSource &random)
{
    if (const rules::ClockError error = rules::validate(clock); error != rules::ClockError::None) {
        ClockRoll refused;
        refused.clock = clock;
        refused.error = error;
        return refused;
    }
    ClockRoll out = rollWithCoin(pool, coinSpent, pack, random);
    out.ticks = ticksByResult(out.result, pack);
    const rules::ClockResult ticked = rules::tick(clock, out.ticks);
    out.clock = ticked.clock;
    out.overflow = ticked.overflow;
    out.completed = rules::isComplete(ticked.clock);
    return out;
}

int recoveryDice(int healerPool, const RulePack &pack, Treatment treatment)
{
    if (treatment != Treatment::Untreated)
        return healerPool;
    return intIn(activity(pack, u"recover"_s).value(u"untreated"_s).toObject(), u"dice"_s,
                 u"score.json downtime activity recover untreated"_s);
}

RecoverRoll recover(int healerPool, const rules::Clock &healingClock, const QList<Harm> &harm,
                    int coinSpent, const RulePack &pack, rules::RandomSource &random, Treatment treatment)
{
    RecoverRoll out;
    out.harm = harm;
    if (const rules::ClockError error = rules::validate(healingClock); error != rules::ClockError::None) {
        out.healing.clock = healingClock;
        out.healing.error = error;
        return out;
    }
    const QJsonObject entry = activity(pack, u"recover"_s);
    const QString where = u"score.json downtime activity recover"_s;
    const int reducedPerFill = intIn(entry, u"harm_levels_reduced_on_fill"_s, where);
    const bool rollsOver = entry.value(u"excess_rolls_over"_s).toBool();

    const int pool = recoveryDice(healerPool, pack, treatment);
    if (treatment == Treatment::Untreated) {
        const QJsonObject untreated = entry.value(u"untreated"_s).toObject();
        out.stress = changeTotal(untreated.value(u"changes"_s).toArray(), u"gain_stress"_s);
    } else if (treatment == Treatment::SelfTreatment) {
        const QJsonObject self = entry.value(u"self_treatment"_s).toObject();
        out.stress = changeTotal(self.value(u"changes"_s).toArray(), u"gain_stress"_s);
    }

    out.healing = rollWithCoin(pool, coinSpent, pack, random);
    out.healing.ticks = ticksByResult(out.healing.result, pack);
    int filled = healingClock.filled;
    int remaining = out.healing.ticks;
    while (filled + remaining >= healingClock.segments) {
        remaining -= healingClock.segments - filled;
        filled = 0;
        ++out.fills;
        QList<Harm> lowered;
        for (Harm h : std::as_const(out.harm)) {
            h.level -= reducedPerFill;
            if (h.level > 0)
                lowered.append(h);
        }
        out.harm = lowered;
        if (!rollsOver) {
            remaining = 0;
            break;
        }
    }
    out.healing.clock = healingClock;
    out.healing.clock.filled = filled + remaining;
    out.healing.completed = out.fills > 0;
    return out;
}

ReduceHeatRoll reduceHeat(int pool, int heat, int coinSpent, const RulePack &pack,
                          rules::RandomSource &random)
{
    const QJsonObject entry = activity(pack, u"reduce_heat"_s);
    const int floor = scoreInt(pack, u"/heat/minimum"_s);
    const ClockRoll rolled = rollWithCoin(pool, coinSpent, pack, random);
    ReduceHeatRoll out;
    out.roll = rolled.roll;
    out.result = rolled.result;
    out.coinUsed = rolled.coinUsed;
    out.coinLeft = rolled.coinLeft;
    const int cleared = byResult(entry, u"heat_cleared_by_result"_s, out.result);
    out.heatAfter = std::max(floor, heat - cleared);
    out.heatCleared = std::max(0, heat - out.heatAfter);
    return out;
}

} // namespace sw::blades
