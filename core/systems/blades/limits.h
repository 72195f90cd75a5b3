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
    QStringList freeLoadFrom;      // the upgrades that give it (ids)
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
// Everything carried, coin included, before any free load.
int carriedLoad(const Character &character, const RulePack &pack);

// The load a character carries, as the sheet, its tooltip, the printed page and the validator
// count it (A §2.6, §8.12): the ticked items' load, the coin's, the item load the crew's upgrades
// carry free (Rigging: items only, never coin; B §3.3), and what is left against the limit.
struct LoadSummary
{
    int items = 0;        // the ticked items' load
    int coin = 0;         // carried coin's load (1 a coin)
    int free = 0;         // item load carried free (at most `items`)
    QStringList freeFrom; // the crew upgrades it comes from (ids); empty when not known
    int counted = 0;      // items − free + coin: what counts against the limit
    int limit = -1;       // the chosen level's limit (Mule raises it); -1 while none is chosen
    QString level;        // the chosen level's id
    bool operator==(const LoadSummary &) const = default;
};
LoadSummary loadSummary(const Character &character, const RulePack &pack, const CrewBenefits &crew = {});
LoadSummary loadSummary(const Character &character, const RulePack &pack, const CharacterLimits &limits);
int lifestyle(int stash, const RulePack &pack);

} // namespace sw::blades
