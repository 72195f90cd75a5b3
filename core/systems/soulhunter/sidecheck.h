#pragma once

// What a character's check is for (spec §5.1, §5.6-§5.7; rules 15-18, 23): an action check against
// a challenge value, or one side of an opposed check against the other side's value — a parry or a
// counter against an attack value, a hazard against a resistance value, a resistance against a
// hazard value. The check each one is, its outcome with the tie rules, and the exact distribution
// of its own side's CAT before the roll (every face counted, odds.h).
#include "rules/fraction.h"
#include "systems/soulhunter/character.h"
#include "systems/soulhunter/check.h"
#include "systems/soulhunter/odds.h"

#include <optional>

namespace sw::soulhunter {

enum class CheckKind { Action, Parry, Counter, Hazard, Resistance };

QString checkKindId(CheckKind kind); // "action", "parry", "counter", "hazard", "resistance"
std::optional<CheckKind> checkKindFromId(const QString &id);

// The check the character makes; `check.challenge` is the other side's value (the 挑战值 of an
// action check). Parry: 10 as its dice value and no key attribute (rule 16, L84); hazard: 10 as
// its dice value (rule 18, L89); counter (an attack check, L85) and resistance (an action check
// whose key attribute the hazard sets, L90): rolled as they are.
CheckSpec checkFor(CheckKind kind, CheckSpec check);

// The key attribute a side's check takes: none for a parry (rule 16, L84); for a resistance the
// one its hazard calls on (rule 18, L90 「关键属性由危害决定」), whatever else was chosen, and none
// while no hazard is chosen; otherwise the one chosen (by the player, or a technique's school).
std::optional<Attribute> keyAttributeFor(CheckKind kind, std::optional<Attribute> chosen, std::optional<Attribute> hazard);

struct SideOutcome
{
    bool allowed = true; // false: a defence declared after the attack roll (rule 15): none
    int value = 0;       // the check value as it counts (a lower counter's: 0, rule 17)
    int ownCat = 0;      // this side's CAT (rule 23: each side its own)
    int otherCat = 0;    // the other side's (an action check: none, 0)
    bool succeeds = false; // parry/counter: the attack misses; hazard: the resistance fails; resistance: strictly higher
    bool strikeBack = false; // a successful counter: 【打击】 with the same check value (L85)
};
SideOutcome resolveSide(CheckKind kind, int checkValue, int otherValue, bool declaredBeforeRoll, const Rules &rules);

// The exact distribution of the side's own CAT (tie rules applied) and its chance of success, for
// `check` as checkFor made it; declared in time.
Distribution sideCatDistribution(CheckKind kind, const CheckSpec &check, const Rules &rules);
rules::Fraction sideSuccessChance(CheckKind kind, const CheckSpec &check, const Rules &rules);

// Rule 38 (L222) on the odds: each value of a side's CAT distribution moved by the net of the 执念
// tags activated before the roll (+1 or −1 each), never below 0 ([inferred] §5.13 step 6) — what
// applyObsessions (opposed.h) makes of each rolled CAT.
Distribution withObsessions(const Distribution &cat, int net);
// P(CAT ≥ the success_min_cat setting) of a CAT distribution.
rules::Fraction catAtLeastSuccess(const Distribution &cat, const Rules &rules);

} // namespace sw::soulhunter
