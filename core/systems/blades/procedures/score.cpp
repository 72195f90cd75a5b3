#include "systems/blades/procedures/score.h"

#include "systems/blades/procedures/tables.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

using namespace Qt::StringLiterals;
using namespace sw::blades::detail;

namespace sw::blades {
namespace {

// The wanted levels the pack lists, lowest and highest.
struct WantedRange
{
    int low = 0;
    int high = 0;
};

WantedRange wantedRange(const RulePack &pack)
{
    const QJsonArray levels = scoreArray(pack, u"/wanted_levels"_s);
    if (levels.isEmpty())
        throw MissingRuleError(u"rule pack '%1': score.json /wanted_levels is empty"_s.arg(pack.id));
    WantedRange range{std::numeric_limits<int>::max(), std::numeric_limits<int>::min()};
    for (const QJsonValue &v : levels) {
        const int level = intIn(v.toObject(), u"level"_s, u"score.json wanted level"_s);
        range.low = std::min(range.low, level);
        range.high = std::max(range.high, level);
    }
    return range;
}

// The wanted_levels entry for a level, brought into the pack's range.
QJsonObject wantedEntry(int wanted, const RulePack &pack)
{
    const WantedRange range = wantedRange(pack);
    const int level = std::clamp(wanted, range.low, range.high);
    for (const QJsonValue &v : scoreArray(pack, u"/wanted_levels"_s)) {
        if (v.toObject().value(u"level"_s).toInt() == level)
            return v.toObject();
    }
    throw MissingRuleError(u"rule pack '%1': score.json /wanted_levels has no level %2"_s.arg(pack.id).arg(level));
}

} // namespace

Payoff payoff(const ScorePayoffInput &score, const RulePack &pack)
{
    Payoff out;
    if (score.givenUp) {
        const QJsonObject givenUp = scoreObject(pack, u"/payoff/given_up"_s);
        out.rep = intIn(givenUp, u"rep"_s, u"score.json payoff.given_up"_s);
        out.coin = intIn(givenUp, u"coin"_s, u"score.json payoff.given_up"_s);
        return out;
    }

    const QJsonObject rep = scoreObject(pack, u"/payoff/rep"_s);
    const QString where = u"score.json payoff.rep"_s;
    const int above = score.targetTier - score.crewTier;
    out.rep = intIn(rep, u"base"_s, where) +
              (above >= 0 ? above * intIn(rep, u"per_tier_above"_s, where)
                          : -above * intIn(rep, u"per_tier_below"_s, where));
    out.rep = std::max(out.rep, intIn(rep, u"minimum"_s, where));
    if (score.completelyQuiet) {
        const QJsonObject quiet = entryWithId(rep.value(u"conditions"_s).toArray(), u"completely_quiet"_s);
        out.rep = intIn(quiet, u"rep_override"_s, u"score.json payoff.rep completely_quiet"_s);
    }

    out.coin = score.extraCoin;
    if (!score.coinBand.isEmpty()) {
        const QJsonObject band = entryWithId(scoreArray(pack, u"/payoff/coin"_s), score.coinBand);
        if (band.isEmpty())
            throw std::invalid_argument("payoff: no coin band '" + score.coinBand.toStdString() +
                                        "' in the rule pack");
        out.coin += intIn(band, u"coin"_s, u"score.json payoff.coin "_s + score.coinBand);
    }
    return out;
}

int tithe(int crewTier, const RulePack &pack)
{
    return crewTier * scoreInt(pack, u"/payoff/tithe/per_tier"_s) + scoreInt(pack, u"/payoff/tithe/plus"_s);
}

int heatAfterScore(const QString &profile, const HeatModifiers &modifiers, const RulePack &pack)
{
    const QJsonObject entry = entryWithId(scoreArray(pack, u"/heat/profiles"_s), profile);
    if (entry.isEmpty())
        throw std::invalid_argument("heatAfterScore: no heat profile '" + profile.toStdString() +
                                    "' in the rule pack");
    int heat = intIn(entry, u"heat"_s, u"score.json heat profile "_s + profile);

    const QJsonArray known = scoreArray(pack, u"/heat/modifiers"_s);
    const auto add = [&](bool applies, const QString &id) {
        if (applies)
            heat += intIn(entryWithId(known, id), u"heat"_s, u"score.json heat modifier "_s + id);
    };
    add(modifiers.highProfile, u"high_profile_target"_s);
    add(modifiers.hostileTurf, u"hostile_turf"_s);
    add(modifiers.atWar, u"at_war"_s);
    add(modifiers.killing, u"killing"_s);
    return std::max(heat + modifiers.adjustment, scoreInt(pack, u"/heat/minimum"_s));
}

HeatTrack applyHeat(int heat, int wanted, int gained, const RulePack &pack)
{
    const int heatMax = scoreInt(pack, u"/heat/heat_max"_s);
    const int wantedMax = scoreInt(pack, u"/heat/wanted_max"_s);
    const int wantedGain = scoreInt(pack, u"/heat/overflow/wanted_gain"_s);
    const bool repeat = valueAt(pack, u"score.json"_s, u"/heat/overflow/repeat_while_full"_s).toBool();
    if (heatMax < 1)
        throw MissingRuleError(u"rule pack '%1': score.json /heat/heat_max must be at least 1"_s.arg(pack.id));

    HeatTrack out;
    out.wanted = std::clamp(wanted, wantedRange(pack).low, wantedMax);
    out.heat = std::max(heat + gained, scoreInt(pack, u"/heat/minimum"_s));
    // Each full track is one step up; with repeat_while_full off only one step is taken and the
    // heat stops just short of full.
    const int fills = repeat ? out.heat / heatMax : std::min(1, out.heat / heatMax);
    out.heat = std::min(out.heat - fills * heatMax, heatMax - 1);
    const int reached = out.wanted + fills * wantedGain;
    out.pastWantedMax = reached > wantedMax;
    const int before = out.wanted;
    out.wanted = std::min(reached, wantedMax);
    out.wantedGained = out.wanted - before;
    return out;
}

EntanglementRoll entanglementRoll(int wantedLevel, int heat, const RulePack &pack,
                                  rules::RandomSource &random)
{
    const int dice = intIn(wantedEntry(wantedLevel, pack), u"entanglement_dice"_s,
                           u"score.json wanted level"_s);
    const QString criticalAs = valueAt(pack, u"score.json"_s, u"/entanglements/roll/critical_as"_s).toString();
    const QJsonArray table = scoreArray(pack, u"/entanglements/table"_s);
    if (table.isEmpty())
        throw MissingRuleError(u"rule pack '%1': score.json /entanglements/table is empty"_s.arg(pack.id));

    // The band holding the heat; heat outside every band takes the nearest end.
    QJsonObject band;
    QJsonObject lowest = table.first().toObject();
    QJsonObject highest = lowest;
    for (const QJsonValue &v : table) {
        const QJsonObject entry = v.toObject();
        const int minHeat = intIn(entry, u"min_heat"_s, u"score.json entanglement band"_s);
        const int maxHeat = intIn(entry, u"max_heat"_s, u"score.json entanglement band"_s);
        if (heat >= minHeat && heat <= maxHeat)
            band = entry;
        if (minHeat < lowest.value(u"min_heat"_s).toInt())
            lowest = entry;
        if (maxHeat > highest.value(u"max_heat"_s).toInt())
            highest = entry;
    }
    if (band.isEmpty())
        band = heat < lowest.value(u"min_heat"_s).toInt() ? lowest : highest;

    EntanglementRoll out;
    out.roll = rules::rollPool(dice, random);
    out.band = band.value(u"id"_s).toString();
    out.row = out.roll.result == rules::RollResult::Critical ? criticalAs : resultKey(out.roll.result);
    out.entanglements = stringsFrom(band.value(u"results"_s).toObject().value(out.row));
    if (out.entanglements.isEmpty())
        throw MissingRuleError(u"rule pack '%1': score.json entanglement band %2 has no '%3' row"_s
                                   .arg(pack.id, out.band, out.row));
    return out;
}

IncarcerationRoll incarcerationRoll(int tier, const RulePack &pack, rules::RandomSource &random)
{
    return incarcerationOutcome(rules::rollPool(tier, random), pack);
}

IncarcerationRoll incarcerationOutcome(const rules::DiceRoll &roll, const RulePack &pack)
{
    const QJsonObject results = scoreObject(pack, u"/incarceration/roll/results"_s);
    IncarcerationRoll out;
    out.roll = roll;
    const QString key = resultKey(out.roll.result);
    if (!results.value(key).isObject())
        throw MissingRuleError(u"rule pack '%1': score.json /incarceration/roll/results has no '%2'"_s
                                   .arg(pack.id, key));
    const QJsonArray changes = results.value(key).toObject().value(u"changes"_s).toArray();
    out.rep = changeTotal(changes, u"gain_rep"_s);
    out.prisonClaims = changeTotal(changes, u"gain_prison_claim"_s);
    out.status = changeTotal(changes, u"gain_status"_s);
    out.trauma = changeTotal(changes, u"gain_trauma"_s);
    return out;
}

Sentence sentenceFor(int wantedLevel, bool paroleInfluence, const RulePack &pack)
{
    const int reduction = paroleInfluence ? packNumber(pack, u"parole_wanted_reduction"_s) : 0;
    const QJsonObject level = wantedEntry(wantedLevel - reduction, pack);
    Sentence out;
    out.wantedLevel = level.value(u"level"_s).toInt();
    out.wantedId = level.value(u"id"_s).toString();
    for (const QJsonValue &v : scoreArray(pack, u"/incarceration/sentences"_s)) {
        const QJsonObject entry = v.toObject();
        if (entry.value(u"wanted_level"_s).toString() != out.wantedId)
            continue;
        out.sentence = textFrom(entry.value(u"sentence"_s));
        const QJsonObject alternative = entry.value(u"alternative"_s).toObject();
        if (!alternative.isEmpty()) {
            out.beatingHarm = intIn(alternative, u"harm_level"_s, u"score.json sentence alternative"_s);
            out.beatingResistible = alternative.value(u"resistance_allowed"_s).toBool();
        }
        return out;
    }
    throw MissingRuleError(u"rule pack '%1': score.json /incarceration/sentences has none for %2"_s
                               .arg(pack.id, out.wantedId));
}

HeatTrack afterConviction(int wanted, const RulePack &pack)
{
    const QJsonObject conviction = scoreObject(pack, u"/incarceration/conviction"_s);
    const QString where = u"score.json incarceration.conviction"_s;
    const WantedRange range = wantedRange(pack);
    HeatTrack out;
    out.heat = intIn(conviction, u"heat_set_to"_s, where);
    out.wanted = std::clamp(wanted + intIn(conviction, u"wanted_change"_s, where), range.low, range.high);
    out.wantedGained = out.wanted - wanted;
    return out;
}

} // namespace sw::blades
