#pragma once

// The derived values of spec §20.2 (D1-D23), computed from the sheet and the campaign's rules,
// never typed. A value that needs a base setting the group has not filled in is not a number: it
// says which setting is missing (Derived::missing), so nothing is invented.
#include "systems/soulhunter/character.h"
#include "systems/soulhunter/pack.h"

namespace sw::soulhunter {

struct Derived
{
    std::optional<int> value;
    QStringList missing; // the settings it waits for
    bool ok() const { return value.has_value(); }
    static Derived of(int v) { return {v, {}}; }
};

int floorDiv(int a, int b); // ⌊a/b⌋ for any signs, b > 0 (L39: fractions round down)
int ceilDiv(int a, int b);  // ⌈a/b⌉, b > 0

QString gradeLabel(int value);                                                  // D1
Derived skillPointBudget(const Character &c, const Rules &rules);               // D2
Derived skillPointsSpent(const Character &c, const Rules &rules);               // rule 4
Derived maxMp(const Character &c, const Rules &rules);                          // D3
int mpRegainedOnSceneChange(const Character &c);                                // D4
Derived mpRegainedOnInterlude(const Character &c, const Rules &rules);          // D4
int maxHp(const Character &c, const Rules &rules);                              // D5
int marksFromSoul(const Character &c);                                          // D6
int powerTagCap(const Character &c, const Rules &rules);                        // D7
Derived soulWeaponLingshi(const Character &c, const Rules &rules);              // D8
Derived ultimateLingshi(const Character &c, int tier, const Rules &rules);      // D8
int damageRemovedOnSceneChange(const Character &c);                             // D9
int maxFp(const Character &c);                                                  // D10
Derived initialSp(const Character &c, const Rules &rules);                      // D23
Derived spRegainedOnSceneChange(const Character &c, const Rules &rules);        // D11
int anxietyRemovedAtInterludeEnd(int anxiety, const Rules &rules);              // D12
int specialtyCap(const Character &c);                                           // D13: 灵识 − 1
int skillSpecialty(const Character &c, const QString &skillId, const Rules &rules); // D13: 2 × level
int loadBudget(const Character &c, const Rules &rules);                         // D18: 灵识 − 4
int preparedLoad(const Character &c, const Rules &rules);                       // rule 39
int effectiveLoad(const Technique &t, const Rules &rules);                      // Load − reduction, ≥ floor
int standardSlots(const Character &c, School school);                           // D17
int defaultPow(std::optional<int> techniqueCat);                                // D19
int initialFortune(const Character &c, const Rules &rules);                     // D23
Derived maxKp(const Character &c, const Rules &rules);                          // D23
int xp(const Character &c);                                                     // the ledger's sum
int growthPurchases(const Character &c, LedgerEntry::Kind kind);
int breakSlashes(int damageTaken, int hpMax);                                   // D21
int anxietyFromDamageWhileFull(int damage, const Rules &rules);                 // D22
// D20: the SP costs of the style actions.
int cheerCost(int x, const Rules &rules);
int destinyCost(int x, const Rules &rules);
int empowerCost(const Rules &rules);
// Rule 30: what the charms mean.
bool cannotAct(const Character &c, const Rules &rules);   // 解体 3/3
bool retired(const Character &c, const Rules &rules);     // 失格 3/3

} // namespace sw::soulhunter
