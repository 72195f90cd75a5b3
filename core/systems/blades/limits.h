#pragma once

#include "systems/blades/character.h"
#include "systems/blades/rulepack.h"

#include <QSet>

namespace sw::blades {

// What the crew's upgrades do to each of its characters, read from the upgrades' effects.
struct CrewBenefits
{
    int actionCap = 0;   // 0: the pack's normal cap; Mastery raises it
    int stressBoxes = 0; // Composed
    int traumaBoxes = 0; // Hardened
    QMap<QString, int> trainingXp; // track → xp per training (Training upgrades)
    int freeLoad = 0;              // Rigging
};

// The crew benefits of a set of fully marked upgrades.
CrewBenefits crewBenefits(const QStringList &completedUpgrades, const RulePack &pack);

// Load limits of one character (Mule raises them).
struct LoadLimits
{
    int light = 3;
    int normal = 5;
    int heavy = 6;
    int encumbered = 9;
    int forLevel(const QString &level) const;
};

// Every limit a sheet is checked against, from the pack's numbers, the character's abilities
// and the crew's upgrades.
struct CharacterLimits
{
    int stressMax = 9;
    int traumaMax = 4;
    int healingClock = 4;
    int actionCap = 3;         // after creation
    int creationCap = 2;       // during creation
    int actionRatingMax = 4;   // the dots on the sheet
    int coinMax = 4;
    int stashMax = 40;
    int playbookXp = 8;
    int attributeXp = 6;
    int harmPenaltyShift = 0;  // Tough as nails
    bool specialArmor = false; // an ability uses the special armor box
    int freeLoad = 0;
    LoadLimits load;
};

CharacterLimits limitsFor(const Character &character, const RulePack &pack,
                          const CrewBenefits &crew = {});

// Derived numbers.
int attributeRating(const Character &character, const Attribute &attribute);
int carriedLoad(const Character &character, const RulePack &pack);
int lifestyle(int stash, const RulePack &pack);

} // namespace sw::blades
