#pragma once

// After the score (rules C §3–§7): payoff, heat and the wanted level, entanglements, and
// incarceration. Every number comes from the rule pack's score.json and crew numbers.
#include "systems/blades/rulepack.h"
#include "systems/blades/dice/dice.h"
#include "rules/random.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace sw::blades {

// What the crew brought home (C §4).
struct ScorePayoffInput
{
    int crewTier = 0;
    int targetTier = 0;
    bool completelyQuiet = false; // no one knows of it: payoff.rep.conditions completely_quiet
    bool givenUp = false;         // the crew gave up on the score: payoff.given_up
    QString coinBand = {};        // a payoff.coin id ("standard_score"); empty: no coin band
    int extraCoin = 0;            // claim bonuses, or coin above a "10+" band
};

struct Payoff
{
    int rep = 0;
    int coin = 0;

    friend bool operator==(const Payoff &, const Payoff &) = default;
};

// Rep = base + per_tier_above × tiers the target is above the crew (per_tier_below below),
// never under the minimum; a completely quiet score earns its rep_override. Throws
// std::invalid_argument for a coin band the pack does not have.
Payoff payoff(const ScorePayoffInput &score, const RulePack &pack);
// The coin owed to a boss: crew Tier × per_tier + plus (C §4.3).
int tithe(int crewTier, const RulePack &pack);

// The heat modifiers of score.json heat.modifiers (C §5.1).
struct HeatModifiers
{
    bool highProfile = false; // high_profile_target: high-profile or well-connected target
    bool hostileTurf = false; // hostile_turf
    bool atWar = false;       // at_war
    bool killing = false;     // killing: bodies draw attention
    int adjustment = 0;       // other sources: Cover Operation −2, Death veil cancelling killing …
};

// Heat from one score: the profile's heat plus its modifiers, never under heat.minimum.
// Throws std::invalid_argument for a profile id ("contained") the pack does not have.
int heatAfterScore(const QString &profile, const HeatModifiers &modifiers, const RulePack &pack);

// The crew's heat and wanted level after heat is marked (C §5.2).
struct HeatTrack
{
    int heat = 0;
    int wanted = 0;
    int wantedGained = 0;
    // The heat track filled while the wanted level was at its maximum: the wanted level stays,
    // the heat still rolls over, and the GM should be told (C §14 A2).
    bool pastWantedMax = false;

    friend bool operator==(const HeatTrack &, const HeatTrack &) = default;
};

// Marks `gained` heat (negative removes, down to heat.minimum). Each time heat reaches
// heat_max the wanted level goes up by overflow.wanted_gain (at most wanted_max) and the excess
// rolls over.
HeatTrack applyHeat(int heat, int wanted, int gained, const RulePack &pack);

// An entanglement roll (C §7.1): dice = the wanted level's entanglement_dice (0: two dice, keep
// the lowest); the column is the heat band; a critical reads as the pack's critical_as row.
struct EntanglementRoll
{
    rules::DiceRoll roll;
    QString band;              // score.json entanglements.table id, e.g. "heat_4_5"
    QString row;               // "bad", "mixed" or "good"
    QStringList entanglements; // the cell: one id, or two for the GM to pick from

    friend bool operator==(const EntanglementRoll &, const EntanglementRoll &) = default;
};

// Heat above the last band uses the last band, below the first the first; a wanted level out
// of the pack's range is brought into it.
EntanglementRoll entanglementRoll(int wantedLevel, int heat, const RulePack &pack,
                                  rules::RandomSource &random);

// The incarceration roll (C §6.3): the crew's Tier as the pool (add Guard payoff and Prison
// contacts to it), read against incarceration.roll.results.
struct IncarcerationRoll
{
    rules::DiceRoll roll;
    int rep = 0;          // gain_rep
    int prisonClaims = 0; // gain_prison_claim
    int status = 0;       // gain_status with a faction helped inside
    int trauma = 0;       // gain_trauma for the prisoner (none with Cell block control)

    friend bool operator==(const IncarcerationRoll &, const IncarcerationRoll &) = default;
};

IncarcerationRoll incarcerationRoll(int tier, const RulePack &pack, rules::RandomSource &random);
// What a result of that roll brings (the roll's dice as given: the GM panel rolls them itself).
IncarcerationRoll incarcerationOutcome(const rules::DiceRoll &roll, const RulePack &pack);

// The sentence for the wanted level when the prisoner goes in (C §6.2).
struct Sentence
{
    int wantedLevel = 0; // the level served at (Parole influence serves one lower)
    QString wantedId;    // "wanted_2"
    Text sentence;
    // Wanted level 0 may instead be a beating: harm of this level, resisted or not.
    std::optional<int> beatingHarm;
    bool beatingResistible = true;
};

Sentence sentenceFor(int wantedLevel, bool paroleInfluence, const RulePack &pack);

// A conviction tied to the crew (C §6.1): the wanted level changes by conviction.wanted_change
// (not below the lowest wanted level) and heat is set to conviction.heat_set_to, whatever it was.
HeatTrack afterConviction(int wanted, const RulePack &pack);

} // namespace sw::blades
