// One side of an opposed check as the check dock makes it (spec §5.6-§5.7, rules 15-18, 23): the
// check each kind is, its outcome with the tie rules, and its exact CAT distribution before the
// roll checked against every face rolled through the engine (brute force, not the counting).
#include "core/systems/soulhunter/fixtures.h"
#include "systems/soulhunter/opposed.h"
#include "systems/soulhunter/sidecheck.h"

#include <gtest/gtest.h>

#include <functional>
#include <map>

using namespace Qt::StringLiterals;
using namespace sw::soulhunter;
using namespace sw::soulhunter::test;

namespace {

// Every sequence of faces for `sides` (one entry a die, in the order the engine rolls them).
void everyFace(const std::vector<int> &sides, const std::function<void(const std::vector<int> &)> &each)
{
    std::vector<int> faces(sides.size(), 1);
    for (;;) {
        each(faces);
        std::size_t i = 0;
        while (i < faces.size() && faces[i] == sides[i])
            faces[i++] = 1;
        if (i == faces.size())
            return;
        ++faces[i];
    }
}

// The side's CAT counted over every face, and its successes.
std::pair<std::map<int, std::int64_t>, std::int64_t> enumerate(CheckKind kind, const CheckSpec &spec, const Rules &rules)
{
    std::vector<int> sides;
    if (!spec.fixedDice)
        sides.assign(std::size_t(2 + std::abs(spec.tilt)), 10);
    if (!spec.fixedDice)
        sides.insert(sides.end(), std::size_t(std::abs(spec.level)), 4);
    std::map<int, std::int64_t> cats;
    std::int64_t successes = 0;
    everyFace(sides, [&](const std::vector<int> &faces) {
        ScriptedDice dice(faces);
        const CheckRoll r = rollCheck(spec, rules, dice);
        const SideOutcome side = resolveSide(kind, r.checkValue, spec.challenge, true, rules);
        ++cats[side.ownCat];
        successes += side.succeeds ? 1 : 0;
    });
    return {cats, successes};
}

void expectEnumerated(CheckKind kind, const CheckSpec &spec, const Rules &rules)
{
    const auto [cats, successes] = enumerate(kind, spec, rules);
    const Distribution d = sideCatDistribution(kind, spec, rules);
    EXPECT_EQ(d.ways, cats) << checkKindId(kind).toStdString() << " tilt " << spec.tilt << " level " << spec.level << " against "
                            << spec.challenge;
    std::int64_t all = 0;
    for (const auto &[cat, ways] : cats)
        all += ways;
    EXPECT_EQ(d.outcomes, all);
    EXPECT_EQ(sideSuccessChance(kind, spec, rules), sw::rules::Fraction(successes, all));
}

} // namespace

TEST(SoulhunterSideCheck, EachKindHasAStableId)
{
    for (CheckKind k : {CheckKind::Action, CheckKind::Parry, CheckKind::Counter, CheckKind::Hazard, CheckKind::Resistance})
        EXPECT_EQ(checkKindFromId(checkKindId(k)), k);
    EXPECT_EQ(checkKindFromId(u"dodge"_s), std::nullopt);
}

// L84 「用10作为骰值。防御时的格挡检定没有关键属性」: the parry drops the key attribute and rolls no d10.
TEST(SoulhunterSideCheck, Rule16_AParryIsTenWithoutItsKeyAttributeAndATieIsCat1_L84)
{
    const Rules rules = filled();
    CheckSpec check;
    check.challenge = 17; // the attack value
    check.level = 1;
    check.modifiers = {{u"physique"_s, 4, false, false}, {QString(), 5, false, false}};
    const CheckSpec parry = checkFor(CheckKind::Parry, check);
    EXPECT_EQ(parry.fixedDice, 10);
    EXPECT_EQ(parry.challenge, 17);
    ASSERT_EQ(parry.modifiers.size(), 1);
    EXPECT_EQ(totalModifier(parry), 5);
    // 10 + 5 + 2 (level 1 on a fixed dice value) = 17 = the attack: the parry's CAT is 1, certain.
    const Distribution d = sideCatDistribution(CheckKind::Parry, parry, rules);
    EXPECT_EQ(d.p(1), sw::rules::Fraction(1, 1));
    EXPECT_EQ(sideSuccessChance(CheckKind::Parry, parry, rules), sw::rules::Fraction(1, 1));
    const SideOutcome tie = resolveSide(CheckKind::Parry, 17, 17, true, rules);
    EXPECT_TRUE(tie.succeeds);
    EXPECT_EQ(tie.ownCat, 1);
    EXPECT_EQ(tie.otherCat, 0);
    // Rule 15 (L83): declared after the attack roll, no defence: the attack hits.
    const SideOutcome late = resolveSide(CheckKind::Parry, 25, 17, false, rules);
    EXPECT_FALSE(late.allowed);
    EXPECT_FALSE(late.succeeds);
}

// L85 「若防御值低于攻击值，则将防御值视为0」: a counter is a rolled attack check; its odds count
// every face, a lower counter's value 0 and the attacker's CAT against it.
TEST(SoulhunterSideCheck, Rule17_ACounterIsRolledAndItsOddsMatchEveryFace_L85)
{
    const Rules rules = filled();
    CheckSpec check;
    check.modifiers = {{u"physique"_s, 3, false, false}};
    for (int tilt : {-1, 0, 2}) {
        for (int level : {-1, 0, 1}) {
            for (int attack : {8, 14, 20}) {
                check.tilt = tilt;
                check.level = level;
                check.challenge = attack;
                expectEnumerated(CheckKind::Counter, checkFor(CheckKind::Counter, check), rules);
            }
        }
    }
    const SideOutcome low = resolveSide(CheckKind::Counter, 15, 18, true, rules);
    EXPECT_EQ(low.value, 0);
    EXPECT_EQ(low.otherCat, 5); // ⌈(18 − 0)/4⌉
    EXPECT_FALSE(low.strikeBack);
    const SideOutcome high = resolveSide(CheckKind::Counter, 19, 15, true, rules);
    EXPECT_TRUE(high.succeeds);
    EXPECT_TRUE(high.strikeBack);
    EXPECT_EQ(high.ownCat, 1);
}

// L89-L90: the hazard is 10 + its modifiers and wins a tie with CAT 1; the resistance is rolled and
// succeeds only when strictly higher.
TEST(SoulhunterSideCheck, Rule18_HazardIsTenAndWinsTiesResistanceMustBeHigher_L89_L90)
{
    const Rules rules = filled();
    CheckSpec check;
    check.modifiers = {{u"wisdom"_s, 4, false, false}};
    check.challenge = 14; // the resistance value
    const CheckSpec hazard = checkFor(CheckKind::Hazard, check);
    EXPECT_EQ(hazard.fixedDice, 10);
    EXPECT_EQ(totalModifier(hazard), 4) << "the hazard keeps its key attribute";
    EXPECT_EQ(sideCatDistribution(CheckKind::Hazard, hazard, rules).p(1), sw::rules::Fraction(1, 1)) << "14 against 14: CAT 1";
    EXPECT_EQ(sideSuccessChance(CheckKind::Hazard, hazard, rules), sw::rules::Fraction(1, 1));
    for (int tilt : {-2, 0, 1}) {
        for (int hazardValue : {10, 15, 21}) {
            CheckSpec resist = check;
            resist.tilt = tilt;
            resist.level = tilt == 0 ? 2 : 0;
            resist.challenge = hazardValue;
            expectEnumerated(CheckKind::Resistance, checkFor(CheckKind::Resistance, resist), rules);
        }
    }
    const SideOutcome tie = resolveSide(CheckKind::Resistance, 15, 15, true, rules);
    EXPECT_FALSE(tie.succeeds);
    EXPECT_EQ(tie.otherCat, 1);
    EXPECT_TRUE(resolveSide(CheckKind::Resistance, 16, 15, true, rules).succeeds);
}

// L90 「抵抗检定：描述你的行为，进行1次行动检定，关键属性由危害决定」: a resistance takes the key
// attribute its hazard calls on, whatever the player or a technique chose; no hazard chosen, none.
TEST(SoulhunterSideCheck, Rule18_TheHazardSetsTheResistancesKeyAttribute_L90)
{
    using A = Attribute;
    EXPECT_EQ(keyAttributeFor(CheckKind::Resistance, A::Physique, A::Soul), A::Soul);
    EXPECT_EQ(keyAttributeFor(CheckKind::Resistance, A::Wisdom, A::Wisdom), A::Wisdom);
    EXPECT_EQ(keyAttributeFor(CheckKind::Resistance, A::Physique, std::nullopt), std::nullopt);
    EXPECT_EQ(keyAttributeFor(CheckKind::Parry, A::Physique, A::Soul), std::nullopt) << "rule 16 (L84): a parry has none";
    for (CheckKind k : {CheckKind::Action, CheckKind::Counter, CheckKind::Hazard})
        EXPECT_EQ(keyAttributeFor(k, A::Wisdom, A::Soul), A::Wisdom) << checkKindId(k).toStdString() << ": only a resistance takes the hazard's";
}

// L222 「每激活1个执念标签，都会使CAT+1或-1」: the odds before the roll with the tags activated are
// every face rolled, its CAT moved by applyObsessions (never below 0), counted.
TEST(SoulhunterSideCheck, Rule38_TheOddsWithObsessionTagsMatchEveryFace_L222)
{
    const Rules rules = filled();
    const QList<QList<Obsession>> activations{
        {{u"孤独"_s, true, 1}}, {{u"孤独"_s, true, -1}}, {{u"孤独"_s, true, 1}, {u"愧疚"_s, true, 1}},
        {{u"孤独"_s, true, -1}, {u"愧疚"_s, true, -1}, {u"秘密"_s, true, -1}}, {{u"孤独"_s, true, 1}, {u"愧疚"_s, true, -1}}};
    for (const QList<Obsession> &tags : activations) {
        int net = 0;
        for (const Obsession &o : tags)
            net += o.direction;
        for (int tilt : {-1, 0, 2}) {
            for (int challenge : {8, 14, 22}) {
                CheckSpec spec;
                spec.modifiers = {{u"soul"_s, 3, false, false}};
                spec.tilt = tilt;
                spec.challenge = challenge;
                std::map<int, std::int64_t> cats;
                std::int64_t all = 0, successes = 0;
                everyFace(std::vector<int>(std::size_t(2 + std::abs(tilt)), 10), [&](const std::vector<int> &faces) {
                    ScriptedDice dice(faces);
                    const CheckRoll r = rollCheck(spec, rules, dice);
                    const int cat = applyObsessions(r.cat, tags, true, false, {}, {}, rules).cat;
                    ++cats[cat];
                    ++all;
                    successes += cat >= 1 ? 1 : 0;
                });
                const Distribution d = withObsessions(sideCatDistribution(CheckKind::Action, spec, rules), net);
                EXPECT_EQ(d.ways, cats) << "net " << net << " tilt " << tilt << " against " << challenge;
                EXPECT_EQ(d.outcomes, all);
                EXPECT_EQ(catAtLeastSuccess(d, rules), sw::rules::Fraction(successes, all));
            }
        }
    }
}

// D14 (L63): an action check's CAT against its challenge, the same counting.
TEST(SoulhunterSideCheck, D14_AnActionCheckAgainstItsChallengeMatchesEveryFace_L63)
{
    const Rules rules = filled();
    CheckSpec check;
    check.modifiers = {{u"soul"_s, 5, false, false}};
    for (int tilt : {-1, 1}) {
        for (int challenge : {6, 16, 26}) {
            check.tilt = tilt;
            check.level = -tilt;
            check.challenge = challenge;
            expectEnumerated(CheckKind::Action, check, rules);
        }
    }
}
