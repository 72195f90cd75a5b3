#include "systems/blades/procedures/rolls.h"

#include "systems/blades/procedures/tables.h"

#include <array>
#include <stdexcept>

using namespace Qt::StringLiterals;
using sw::rules::RollResult;

namespace sw::blades {
namespace {

constexpr std::array kPositionIds{u"controlled", u"risky", u"desperate"};
constexpr std::array kEffectIds{u"zero", u"limited", u"standard", u"great", u"extreme"};

ConsequenceLevel consequenceFor(Position position)
{
    switch (position) {
    case Position::Controlled:
        return ConsequenceLevel::Minor;
    case Position::Risky:
        return ConsequenceLevel::Standard;
    case Position::Desperate:
        return ConsequenceLevel::Severe;
    }
    return ConsequenceLevel::Standard; // not reached: every enumerator is handled above
}

} // namespace

QString positionId(Position position)
{
    return QString::fromUtf16(kPositionIds.at(static_cast<std::size_t>(position)));
}

std::optional<Position> positionFromId(const QString &id)
{
    for (std::size_t i = 0; i < kPositionIds.size(); ++i) {
        if (id == QStringView(kPositionIds[i]))
            return static_cast<Position>(i);
    }
    return std::nullopt;
}

QString effectLevelId(EffectLevel effect)
{
    return QString::fromUtf16(kEffectIds.at(static_cast<std::size_t>(effect)));
}

std::optional<EffectLevel> effectLevelFromId(const QString &id)
{
    for (std::size_t i = 0; i < kEffectIds.size(); ++i) {
        if (id == QStringView(kEffectIds[i]))
            return static_cast<EffectLevel>(i);
    }
    return std::nullopt;
}

EffectLevel shiftEffect(EffectLevel effect, int levels)
{
    constexpr int top = static_cast<int>(EffectLevel::Extreme);
    const int index = static_cast<int>(effect);
    // Compare before adding, so that no value of levels can overflow.
    if (levels >= top - index)
        return EffectLevel::Extreme;
    if (levels <= -index)
        return EffectLevel::Zero;
    return static_cast<EffectLevel>(index + levels);
}

ActionRoll actionRoll(int pool, Position position, EffectLevel effect, rules::RandomSource &random)
{
    ActionRoll out;
    out.roll = rules::rollPool(pool, random);
    out.position = position;
    out.effect = effect;
    out.desperate = position == Position::Desperate;
    switch (out.roll.result) {
    case RollResult::Critical:
        out.succeeded = true;
        out.achievedEffect = shiftEffect(effect, 1);
        break;
    case RollResult::Success:
        out.succeeded = true;
        out.achievedEffect = effect;
        break;
    case RollResult::Partial:
        out.succeeded = true;
        out.achievedEffect = effect;
        out.consequence = consequenceFor(position);
        break;
    case RollResult::Bad:
        out.achievedEffect = EffectLevel::Zero;
        out.consequence = consequenceFor(position);
        break;
    }
    return out;
}

ResistanceRoll resistanceRoll(int attributeRating, const RulePack &pack, rules::RandomSource &random)
{
    const int base = detail::packNumber(pack, u"resistance_stress_base"_s);
    const int criticalClear = detail::packNumber(pack, u"resistance_critical_clear"_s);
    ResistanceRoll out;
    out.roll = rules::rollPool(attributeRating, random);
    out.stress = out.roll.result == RollResult::Critical ? -criticalClear : base - out.roll.kept;
    return out;
}

EffectLevel fortuneEffect(RollResult result)
{
    switch (result) {
    case RollResult::Critical:
        return EffectLevel::Great;
    case RollResult::Success:
        return EffectLevel::Standard;
    case RollResult::Partial:
        return EffectLevel::Limited;
    case RollResult::Bad:
        return EffectLevel::Zero;
    }
    return EffectLevel::Zero; // not reached: every enumerator is handled above
}

FortuneRoll fortuneRoll(int pool, rules::RandomSource &random)
{
    FortuneRoll out;
    out.roll = rules::rollPool(pool, random);
    out.effect = fortuneEffect(out.roll.result);
    return out;
}

GatherInformation gatherInformation(int actionRating, rules::RandomSource &random)
{
    const FortuneRoll fortune = fortuneRoll(actionRating, random);
    return {fortune.roll, fortune.effect};
}

int engagementDice(const QStringList &modifiers, int extraDice, const RulePack &pack)
{
    int dice = detail::scoreInt(pack, u"/engagement/roll/base_dice"_s) + extraDice;
    const QJsonArray known = detail::scoreArray(pack, u"/engagement/modifiers"_s);
    for (const QString &id : modifiers) {
        const QJsonObject modifier = detail::entryWithId(known, id);
        if (modifier.isEmpty())
            throw std::invalid_argument("engagementDice: no engagement modifier '" +
                                        id.toStdString() + "' in the rule pack");
        dice += detail::intIn(modifier, u"dice"_s, u"score.json engagement modifier "_s + id);
    }
    return dice;
}

EngagementRoll engagementRoll(const QStringList &modifiers, int extraDice, const RulePack &pack,
                              rules::RandomSource &random)
{
    const int dice = engagementDice(modifiers, extraDice, pack);
    const QJsonArray outcomes = detail::scoreArray(pack, u"/engagement/outcomes"_s);
    EngagementRoll out;
    out.roll = rules::rollPool(dice, random);
    const QString key = detail::resultKey(out.roll.result);
    for (const QJsonValue &v : outcomes) {
        const QJsonObject outcome = v.toObject();
        if (outcome.value(u"result"_s).toString() != key)
            continue;
        const std::optional<Position> position = positionFromId(outcome.value(u"position"_s).toString());
        if (!position)
            break;
        out.outcome = outcome.value(u"id"_s).toString();
        out.position = *position;
        out.firstObstacleOvercome = outcome.value(u"first_obstacle_overcome"_s).toBool();
        return out;
    }
    throw MissingRuleError(u"rule pack '%1': score.json /engagement/outcomes has no position for '%2'"_s
                               .arg(pack.id, key));
}

} // namespace sw::blades
