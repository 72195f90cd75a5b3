#pragma once

// Meshal's d6 rolls (spec §1.5–§1.6, rules 55–56): a point roll `N🎲` counts 1 → 1, 2 → 2 and
// 3–6 → 0 (L95); a face-total roll `N🎲+` adds the faces (L100). The pool is written in the
// rulebook's notation — 「强壮+3🎲」, 「活力+精神🎲」, 「活力/精神孰低🎲」 — and counts the
// attributes' current dice (L170); advantages add dice, disadvantages remove them, and a roll
// always keeps at least one die (L104–L107). Success is strictly above the difficulty (L114).
#include "rules/random.h"
#include "systems/meshal/character.h"

#include <QList>
#include <QString>
#include <QStringView>

#include <optional>
#include <vector>

namespace sw::meshal {

enum class RollMode { Point, Face };

int pointValue(int face); // 1 → 1, 2 → 2, 3–6 → 0
int pointTotal(const std::vector<int> &faces);
int faceTotal(const std::vector<int> &faces);
int rollResult(const std::vector<int> &faces, RollMode mode);

// One term of a pool: a number, an attribute's current dice, or the fewer (孰低) or more (孰高)
// of two attributes' dice.
struct PoolTerm
{
    enum class Kind { Number, Attribute, Lower, Higher };
    Kind kind = Kind::Number;
    int number = 0;
    Attribute first = Attribute::Might;
    Attribute second = Attribute::Might;
    bool operator==(const PoolTerm &) const = default;
};

struct Pool
{
    QList<PoolTerm> terms; // summed
    RollMode mode = RollMode::Point;
    bool operator==(const Pool &) const = default;
};

// The attribute a name means: 强壮/活力/精神, the zh-TW 強壯, or might/energy/spirit.
std::optional<Attribute> attributeFromName(QStringView name);
// Parses 「强壮+3🎲」, 「6🎲+」, 「活力/精神孰低🎲」 …; on failure nullopt and, if asked, why
// (an English phrase for messages: the CLI translates the common cases).
std::optional<Pool> parsePool(QStringView text, QString *error = nullptr);
// How many dice the pool's expression makes with these current dice (by Attribute).
int poolDice(const Pool &pool, const std::array<int, 3> &dice);

// Rule 55: dice = max(1, base + advantages − disadvantages), then the roller may hold back to
// fewer dice, never below 1.
int diceToRoll(int base, int advantages = 0, int disadvantages = 0, int holdBackTo = 0);
// Rule 56: an attempt succeeds only when the result is greater than the difficulty.
bool succeeds(int result, int difficulty);

struct Roll
{
    std::vector<int> faces;
    RollMode mode = RollMode::Point;
    int result = 0;
};

Roll rollDice(int dice, RollMode mode, rules::RandomSource &random);

// Progressive attempt (L116): rolls are added until the sum exceeds the difficulty; returns how
// many rolls that took, or nullopt when `maxRolls` were not enough.
std::optional<int> progressiveAttempt(int dice, RollMode mode, int difficulty, int maxRolls, rules::RandomSource &random);

} // namespace sw::meshal
