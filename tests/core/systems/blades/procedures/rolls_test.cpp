// One test per rule of the rolls of play (rules/blades-A-character.md §5 and
// rules/blades-C-score-downtime.md §1.4), named after the rule and citing its section. Dice are
// scripted so every outcome is exact.
#include "systems/blades/procedures/rolls.h"
#include "systems/blades/procedures/tables.h"
#include "core/systems/blades/fixtures.h"

#include <QJsonArray>

#include <gtest/gtest.h>

#include <stdexcept>
#include <vector>

using namespace Qt::StringLiterals;
using sw::blades::ConsequenceLevel;
using sw::blades::EffectLevel;
using sw::blades::Position;
using sw::rules::RollResult;
using sw::rules::ScriptedRandom;
using sw::rules::SeededRandom;
using sw::test::srd;

namespace {

using Dice = std::vector<int>;

} // namespace

// A §5.2 (§行動擲骰總結): a critical is a success with increased effect, and no consequence.
TEST(ActionRoll, CriticalSucceedsWithIncreasedEffect)
{
    ScriptedRandom dice({6, 2, 6});
    const auto r = sw::blades::actionRoll(3, Position::Risky, EffectLevel::Standard, dice);
    EXPECT_EQ(r.roll.dice, (Dice{6, 2, 6}));
    EXPECT_EQ(r.roll.result, RollResult::Critical);
    EXPECT_TRUE(r.succeeded);
    EXPECT_EQ(r.achievedEffect, EffectLevel::Great);
    EXPECT_EQ(r.consequence, ConsequenceLevel::None);
    EXPECT_EQ(dice.remaining(), 0u);

    ScriptedRandom again({6, 6});
    EXPECT_EQ(sw::blades::actionRoll(2, Position::Controlled, EffectLevel::Extreme, again).achievedEffect,
              EffectLevel::Extreme);
}

// A §5.2 (§行動擲骰總結): a single 6 is a full success at the effect set, with no consequence.
TEST(ActionRoll, SixIsFullSuccessAtTheEffectSet)
{
    ScriptedRandom dice({3, 6});
    const auto r = sw::blades::actionRoll(2, Position::Desperate, EffectLevel::Limited, dice);
    EXPECT_EQ(r.roll.result, RollResult::Success);
    EXPECT_TRUE(r.succeeded);
    EXPECT_EQ(r.achievedEffect, EffectLevel::Limited);
    EXPECT_EQ(r.consequence, ConsequenceLevel::None);
}

// A §5.2 (§行動擲骰總結): 4/5 succeeds with a consequence whose weight follows the position:
// minor when controlled, standard when risky, severe when desperate.
TEST(ActionRoll, FourFiveSucceedsWithAConsequenceByPosition)
{
    const std::pair<Position, ConsequenceLevel> cases[] = {
        {Position::Controlled, ConsequenceLevel::Minor},
        {Position::Risky, ConsequenceLevel::Standard},
        {Position::Desperate, ConsequenceLevel::Severe},
    };
    for (const auto &[position, consequence] : cases) {
        ScriptedRandom dice({4, 5, 1});
        const auto r = sw::blades::actionRoll(3, position, EffectLevel::Standard, dice);
        EXPECT_EQ(r.roll.result, RollResult::Partial);
        EXPECT_TRUE(r.succeeded);
        EXPECT_EQ(r.achievedEffect, EffectLevel::Standard);
        EXPECT_EQ(r.consequence, consequence);
    }
}

// A §5.2 (§6. 擲骰並判定結果): 1-3 fails; the consequence follows the position and the GM
// decides whether any effect happened (zero by default).
TEST(ActionRoll, OneToThreeFailsWithAConsequence)
{
    ScriptedRandom dice({2, 3});
    const auto r = sw::blades::actionRoll(2, Position::Desperate, EffectLevel::Great, dice);
    EXPECT_EQ(r.roll.result, RollResult::Bad);
    EXPECT_FALSE(r.succeeded);
    EXPECT_EQ(r.achievedEffect, EffectLevel::Zero);
    EXPECT_EQ(r.consequence, ConsequenceLevel::Severe);
}

// A §5.1 (§擲骰子): zero dice → roll two, keep the lowest, and no critical is possible.
TEST(ActionRoll, ZeroDiceRollTwoKeepTheLowestNoCritical)
{
    ScriptedRandom dice({6, 6});
    const auto r = sw::blades::actionRoll(0, Position::Risky, EffectLevel::Standard, dice);
    EXPECT_EQ(r.roll.dice.size(), 2u);
    EXPECT_EQ(r.roll.result, RollResult::Success);
    EXPECT_EQ(r.achievedEffect, EffectLevel::Standard);

    ScriptedRandom low({5, 2});
    EXPECT_EQ(sw::blades::actionRoll(-1, Position::Risky, EffectLevel::Standard, low).roll.kept, 2);
}

// A §4.1 (§PC 成長): a desperate action roll marks xp, whatever its result.
TEST(ActionRoll, DesperateRollMarksXp)
{
    ScriptedRandom dice({6, 1});
    EXPECT_TRUE(sw::blades::actionRoll(1, Position::Desperate, EffectLevel::Standard, dice).desperate);
    EXPECT_FALSE(sw::blades::actionRoll(1, Position::Risky, EffectLevel::Standard, dice).desperate);
}

// A §5.5 (§抵抗與護甲): resisting costs 6 stress minus the highest die.
TEST(ResistanceRoll, CostsSixMinusTheHighestDie)
{
    ScriptedRandom dice({4, 2});
    const auto r = sw::blades::resistanceRoll(2, srd(), dice);
    EXPECT_EQ(r.roll.dice, (Dice{4, 2}));
    EXPECT_EQ(r.stress, 2);
    ScriptedRandom six({6});
    EXPECT_EQ(sw::blades::resistanceRoll(1, srd(), six).stress, 0);
    ScriptedRandom one({1});
    EXPECT_EQ(sw::blades::resistanceRoll(1, srd(), one).stress, 5);
}

// A §5.5 (§抵抗與護甲 box): a critical on a resistance roll clears 1 stress.
TEST(ResistanceRoll, CriticalClearsOneStress)
{
    ScriptedRandom dice({6, 3, 6});
    EXPECT_EQ(sw::blades::resistanceRoll(3, srd(), dice).stress, -1);
}

// A §5.5 (§擲骰子): with no attribute dots, two dice, the lowest kept: 0 to 5 stress, never -1.
TEST(ResistanceRoll, ZeroRatingKeepsTheLowestOfTwo)
{
    ScriptedRandom dice({6, 6});
    EXPECT_EQ(sw::blades::resistanceRoll(0, srd(), dice).stress, 0);
    ScriptedRandom low({5, 1});
    EXPECT_EQ(sw::blades::resistanceRoll(0, srd(), low).stress, 5);
}

// A §5.5: the stress numbers are the pack's (resistance_stress_base, resistance_critical_clear).
TEST(ResistanceRoll, StressNumbersComeFromThePack)
{
    sw::blades::RulePack hack = srd();
    hack.numbers[u"resistance_stress_base"_s] = 7;
    hack.numbers[u"resistance_critical_clear"_s] = 2;
    ScriptedRandom dice({4, 6, 6});
    EXPECT_EQ(sw::blades::resistanceRoll(1, hack, dice).stress, 3);
    EXPECT_EQ(sw::blades::resistanceRoll(2, hack, dice).stress, -2);

    hack.numbers.remove(u"resistance_stress_base"_s);
    EXPECT_THROW(sw::blades::resistanceRoll(1, hack, dice), sw::blades::MissingRuleError);
}

// A §5.8 (§運氣骰 box): critical great, 6 standard, 4/5 limited, 1-3 poor (zero) effect.
TEST(FortuneRoll, EffectFollowsTheResult)
{
    const std::pair<Dice, EffectLevel> cases[] = {
        {{6, 6}, EffectLevel::Great},
        {{6, 1}, EffectLevel::Standard},
        {{5, 4}, EffectLevel::Limited},
        {{3, 1}, EffectLevel::Zero},
    };
    for (const auto &[rolled, effect] : cases) {
        ScriptedRandom dice(rolled);
        const auto r = sw::blades::fortuneRoll(2, dice);
        EXPECT_EQ(r.roll.dice, rolled);
        EXPECT_EQ(r.effect, effect);
    }
}

// A §5.8 (§運氣骰): with no trait, a 0 pool rolls two, keeps the lowest, and cannot be great.
TEST(FortuneRoll, ZeroDiceCannotBeGreat)
{
    ScriptedRandom dice({6, 6});
    EXPECT_EQ(sw::blades::fortuneRoll(0, dice).effect, EffectLevel::Standard);
}

// A §5.9 (§蒐集情報 box): a fortune roll on the action rating; its effect sets the detail.
TEST(GatherInformation, EffectSetsTheDetail)
{
    ScriptedRandom dice({2, 6, 6});
    const auto great = sw::blades::gatherInformation(3, dice);
    EXPECT_EQ(great.roll.pool, 3);
    EXPECT_EQ(great.effect, EffectLevel::Great);
    ScriptedRandom partial({4});
    EXPECT_EQ(sw::blades::gatherInformation(1, partial).effect, EffectLevel::Limited);
    ScriptedRandom none({6, 2});
    EXPECT_EQ(sw::blades::gatherInformation(0, none).effect, EffectLevel::Zero);
}

// C §1.4 (002 §Engagement Roll): the pool starts from 1d for sheer luck.
TEST(EngagementRoll, StartsFromOneDieForLuck)
{
    EXPECT_EQ(sw::blades::engagementDice({}, 0, srd()), 1);
    ScriptedRandom dice({5});
    const auto r = sw::blades::engagementRoll({}, 0, srd(), dice);
    EXPECT_EQ(r.roll.pool, 1);
    EXPECT_EQ(dice.remaining(), 0u);
}

// C §1.4 (002 §Major Advantages / Disadvantages): +1d per major advantage, −1d per major
// disadvantage, plus fixed bonuses such as a claim that fits the plan.
TEST(EngagementRoll, AdvantagesAddAndDisadvantagesRemoveDice)
{
    EXPECT_EQ(sw::blades::engagementDice({u"bold_or_daring"_s, u"friends_help"_s}, 0, srd()), 3);
    EXPECT_EQ(sw::blades::engagementDice({u"bold_or_daring"_s, u"target_prepared"_s}, 0, srd()), 1);
    EXPECT_EQ(sw::blades::engagementDice({u"higher_tier_target"_s, u"failed_setup"_s}, 1, srd()), 0);
    EXPECT_THROW(sw::blades::engagementDice({u"lucky_socks"_s}, 0, srd()), std::invalid_argument);
}

// C §1.4 (002 §ENGAGEMENT ROLL): critical → past the first obstacle, controlled; 6 →
// controlled; 4/5 → risky; 1-3 → desperate.
TEST(EngagementRoll, ResultSetsTheStartingPosition)
{
    struct Case
    {
        Dice dice;
        Position position;
        bool pastFirstObstacle;
        QString outcome;
    };
    const Case cases[] = {
        {{6, 6}, Position::Controlled, true, u"engagement_critical"_s},
        {{6, 2}, Position::Controlled, false, u"engagement_good"_s},
        {{4, 1}, Position::Risky, false, u"engagement_mixed"_s},
        {{3, 3}, Position::Desperate, false, u"engagement_bad"_s},
    };
    for (const Case &c : cases) {
        ScriptedRandom dice(c.dice);
        const auto r = sw::blades::engagementRoll({u"bold_or_daring"_s}, 0, srd(), dice);
        EXPECT_EQ(r.position, c.position) << r.outcome.toStdString();
        EXPECT_EQ(r.firstObstacleOvercome, c.pastFirstObstacle);
        EXPECT_EQ(r.outcome, c.outcome);
    }
}

// C §1.4 (002 §Outcomes): at 0d or less the crew rolls two dice, keeps the lowest, cannot get a
// critical, and is never worse off than desperate.
TEST(EngagementRoll, ZeroDiceIsNeverWorseThanDesperate)
{
    ScriptedRandom sixes({6, 6});
    const auto best = sw::blades::engagementRoll({u"overly_complex"_s, u"enemies_interfere"_s}, 0, srd(), sixes);
    EXPECT_EQ(best.roll.pool, -1);
    EXPECT_EQ(best.position, Position::Controlled);
    EXPECT_FALSE(best.firstObstacleOvercome);
    ScriptedRandom ones({1, 1});
    EXPECT_EQ(sw::blades::engagementRoll({u"overly_complex"_s}, -3, srd(), ones).position, Position::Desperate);
}

// A §5.2, §5.3: positions and effect levels carry the pack's ids (character.json).
TEST(RollIds, PositionsAndEffectsUseThePackIds)
{
    for (const QJsonValue &v : sw::blades::detail::arrayAt(srd(), u"character.json"_s, u"/positions"_s)) {
        const QString id = v.toObject().value(u"id"_s).toString();
        ASSERT_TRUE(sw::blades::positionFromId(id).has_value()) << id.toStdString();
        EXPECT_EQ(sw::blades::positionId(*sw::blades::positionFromId(id)), id);
    }
    for (const QJsonValue &v : sw::blades::detail::arrayAt(srd(), u"character.json"_s, u"/effect_levels"_s)) {
        const QString id = v.toObject().value(u"id"_s).toString();
        ASSERT_TRUE(sw::blades::effectLevelFromId(id).has_value()) << id.toStdString();
        EXPECT_EQ(sw::blades::effectLevelId(*sw::blades::effectLevelFromId(id)), id);
    }
    EXPECT_FALSE(sw::blades::positionFromId(u"comfy"_s).has_value());
}

// Reproducibility: the same seed gives the same rolls, drawn exactly as rollPool draws them.
TEST(SeededRolls, SameSeedSameRolls)
{
    for (std::uint64_t seed : {1ull, 42ull, 20240601ull}) {
        SeededRandom a(seed);
        SeededRandom b(seed);
        SeededRandom plain(seed);
        const auto first = sw::blades::actionRoll(4, Position::Risky, EffectLevel::Standard, a);
        EXPECT_EQ(first, sw::blades::actionRoll(4, Position::Risky, EffectLevel::Standard, b));
        EXPECT_EQ(first.roll, sw::rules::rollPool(4, plain));
        EXPECT_EQ(sw::blades::resistanceRoll(2, srd(), a), sw::blades::resistanceRoll(2, srd(), b));
        EXPECT_EQ(sw::blades::engagementRoll({u"friends_help"_s}, 1, srd(), a),
                  sw::blades::engagementRoll({u"friends_help"_s}, 1, srd(), b));
        EXPECT_EQ(sw::blades::fortuneRoll(0, a), sw::blades::fortuneRoll(0, b));
    }
}
