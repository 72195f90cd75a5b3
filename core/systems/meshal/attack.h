#pragma once

// An attack in the rulebook's notation (spec §1.8, L915, L985) and its damage (spec §4.10,
// rules 12–14, 59–60): 「对强壮造成强壮🎲物理攻击,穿透2防护(可格挡/闪避)」. The lowest of the
// applicable protections counts (L206), penetration lowers it to 0 at most (L981), a raw attack
// ignores protection (L945), immune types drop out (L211), a defence subtracts like protection
// (L1016), multipliers apply after the subtraction (L982), and a roll of 0 never hits (L983).
#include "rules/violation.h"
#include "systems/meshal/character.h"
#include "systems/meshal/dice.h"

#include <QList>
#include <QString>

#include <optional>

namespace sw::meshal {

enum class AttackType { Physical, Erosion, Occult, Raw };
enum class Defence { Parry, Dodge, Resist };

QString attackTypeId(AttackType t); // physical, erosion, occult, raw
QString defenceId(Defence d);       // parry, dodge, resist
std::optional<Defence> defenceFromId(const QString &id);

struct Attack
{
    QList<Attribute> targets; // 「对强壮/精神」: the defender splits the damage between them
    Pool roll;
    QList<AttackType> types;
    int penetration = 0;      // 「穿透N防护」
    int multiplier = 1;       // 「造成的伤害×N」
    QList<Defence> defences;  // 「(可格挡/闪避)」; none: cannot be defended
    bool operator==(const Attack &) const = default;
};

// Parses the notation (full-width or ASCII punctuation); nullopt and, if asked, why otherwise:
// `why` a stable code (meshal.attack.syntax.*, docs/violations.md) with its params, said in the
// user's language by l10n::MeshalViolationText (#18); `error` the same in English, for logs.
std::optional<Attack> parseAttack(QStringView text, rules::Violation *why);
std::optional<Attack> parseAttack(QStringView text, QString *error = nullptr);

// What the defender brings: protections (by Protection) and immunities (attack type ids).
struct Defender
{
    std::array<int, 3> protections{};
    QStringList immunities;
    bool unconscious = false;
};
Defender defenderOf(const Character &c);

struct DamageRequest
{
    int roll = 0;                   // the attack roll's result
    std::optional<Defence> defence; // chosen after seeing the roll (L1016)
    int defencePoints = 0;          // the defence roll's points
};

struct Damage
{
    bool miss = false;    // the roll was 0 (rule 60)
    bool immune = false;  // every type is one the defender is immune to
    QList<AttackType> types; // the types that still apply
    int protection = 0;   // after penetration (rules 12–14)
    int net = 0;          // dice to remove, after the multiplier
    bool hit = false;
    bool solidDefence = false; // 完全防御: defended, rolled above 0, nothing got through
    QList<rules::Violation> violations; // the defence is not allowed (rule 59)
    bool ok() const { return violations.isEmpty(); }
};

Damage resolveDamage(const Attack &attack, const DamageRequest &request, const Defender &defender);

} // namespace sw::meshal
