#pragma once

// The numbers a Meshal sheet derives (spec §2.12, D1–D28): base and total scores, occupancy,
// protections, speeds and senses, size level and footprint, carry load, money, status. Nothing
// here is stored; everything is recomputed from the sheet.
#include "systems/meshal/character.h"
#include "systems/meshal/pack.h"

namespace sw::meshal {

// The modifiers in force: species and features (permanent), equipped and natural items, active
// abilities and ongoing effects (temporary, L162).
Modifiers permanentModifiers(const Character &c);
Modifiers temporaryModifiers(const Character &c);
// D1–D3, rule 5: max(1, trained + feature changes).
int baseScore(const Character &c, Attribute a);
// D4–D6, rule 5: max(1, base + temporary changes) — the most dice the attribute can hold.
int totalScore(const Character &c, Attribute a);
// D7–D9, rules 27–28: Σ levels of the abilities of that attribute's type; free = base − that.
int effectiveLevel(const Ability &ability); // a 天赋 is level 0 (rule 30)
int occupancy(const Character &c, Attribute a);
int freeCapacity(const Character &c, Attribute a);
// D10–D12: Σ of every source (may be negative, L202); immunities from every source.
int protection(const Character &c, Protection p);
QStringList immunities(const Character &c);
// D13, D15, rules 15–16: the highest of the sheet's own value and every source's, at least 0.
int speed(const Character &c, const QString &mode);
int sense(const Character &c, const QString &senseId);
QStringList speedModes(const Character &c); // the modes the character has (speed > 0)
// D18–D20, rule 25: the next +1 costs the trained score (not the total) × the factor.
int raiseCost(const Character &c, Attribute a, const MeshalPack &pack);
// Rule 3: Talent spent raising a trained score from the start to n: factor·(n(n−1)/2 − s(s−1)/2).
int talentToReach(int trained, const MeshalPack &pack);
// D21–D22, rule 48.
int sizeLevel(Size s, const MeshalPack &pack);
int footprint(Size s, const MeshalPack &pack);
// D23, rules 36, 41: heavy and light items carried (equipped or packed), natural ones excluded.
int carried(const Character &c, Scale scale);
// D28, rule 52: the whole purse in copper at the pack's rates.
qint64 moneyInCopper(const Money &money, const MeshalPack &pack);
// D27, rule 51: juvenile, adult or aged from the species' thresholds; empty without an age.
QString ageStage(const Character &c);

} // namespace sw::meshal
