#pragma once

// The fate point economy and conflicts on one sheet (spec §7.4–§7.7, rules 21, 23–28): session
// start, absorbing a hit with stress and consequences, recovery, concession, compels, hostile
// invokes paid out after the scene, teamwork. Plain functions: the caller stores the result.
#include "systems/fate/character.h"
#include "systems/fate/pack.h"

#include <QList>
#include <optional>

namespace sw::fate {

// Rule 21: at the start of a session fate points := max(fate points, refresh). Rule 24 (spec
// §7.5): a session has passed, so a consequence in recovery that clears after a session (moderate)
// is gone; the others stay (mild ones went at the end of their scene, severe ones go at a major
// milestone, extreme ones never).
Character startSession(Character character, const FatePack &pack);

// Rule 23: how a hit is taken: stress boxes to mark (by index) and consequences to write.
struct HitPlan
{
    Track track = Track::Physical;
    QList<int> boxes;
    QList<Consequence> consequences;
    // With an extreme consequence: the index in the sheet's aspects of the one it replaces
    // (spec §7.5: any aspect but the high concept); -1 when none is named.
    int replacesAspect = -1;
};
// What the plan absorbs: every box marked is worth 1, each consequence its slot's value.
int absorbedBy(const FatePack &pack, const HitPlan &plan);
// The most a track can still absorb with its empty boxes and free slots.
int absorbable(const FatePack &pack, const Character &character, Track track);
// Rule 23: a hit the sheet cannot absorb takes the character out.
bool takenOut(const FatePack &pack, const Character &character, Track track, int hit);
// Why the plan cannot take `hit` (fate.absorb.*; an extreme consequence: fate.consequence.extreme_*,
// spec §7.5), or nothing; then applyHit marks it (an extreme one also rewrites the aspect it replaces).
QList<rules::Violation> checkHit(const FatePack &pack, const Character &character, int hit, const HitPlan &plan);
Character applyHit(Character character, const HitPlan &plan);

// Rule 24: the overcome difficulty to start recovering a consequence (+2 when treating yourself),
// or nothing for a slot that cannot be recovered (extreme).
std::optional<int> recoveryDifficulty(const FatePack &pack, const QString &slot, bool treatingYourself);

// Rule 25: conceding before the opponent rolls pays 1 + the consequences taken in the conflict.
// Nothing when the opponent has rolled already.
std::optional<int> concessionFatePoints(bool opponentRolled, int consequencesTaken);

// Rule 26: a compel accepted gains 1 fate point; refused costs 1; it cannot be refused at 0.
std::optional<int> fatePointsAfterCompel(int fatePoints, bool accepted);

// Rule 27: fate points owed from hostile invokes, added to the sheet's owed ones during the
// scene and paid out after it.
Character oweFatePoints(Character character, int points);
Character payOwedFatePoints(Character character);

// Rule 28: +1 per helper with the skill at Average (+1) or better, at most the highest
// participant's rating.
int teamworkBonus(int highestRating, const QList<int> &helperRatings);

} // namespace sw::fate
