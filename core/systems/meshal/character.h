#pragma once

// The Meshal Lite character sheet as plain values (spec /rules/meshal-lite.md §2). The sheet is
// self-contained: the species, features, abilities and items a group wrote are copied onto it
// (with the id of the catalogue entry they came from), so a sheet can be checked without the
// campaign's content. Read and written as the "meshal-character" document by characterjson.h;
// its numbers are derived by derived.h, checked by sheetrules.h, its Talent by ledger.h.
#include "rules/violation.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace sw::meshal {

// 强壮 Might, 活力 Energy, 精神 Spirit (L134–L179).
enum class Attribute { Might, Energy, Spirit };
inline constexpr std::array kAttributes{Attribute::Might, Attribute::Energy, Attribute::Spirit};
// 物理 / 侵蚀 / 灵异 protection (L181–L211); an attack may also be 真实 raw (L945).
enum class Protection { Physical, Erosion, Occult };
inline constexpr std::array kProtections{Protection::Physical, Protection::Erosion, Protection::Occult};
// 微型 … 超巨型 (L267–L275).
enum class Size { Tiny, Small, Medium, Large, Huge, Gargantuan };
// Which attribute an ability occupies, or none (通用 common, 天赋 innate) (L370–L381).
enum class AbilityType { Might, Energy, Spirit, Common, Innate };
// 琐碎 / 轻型 / 重型 (L454–L460).
enum class Scale { Trivial, Light, Heavy };
// 友善 / 中立 / 敌对 (L29–L39).
enum class Stance { Friendly, Neutral, Hostile };
// When Talent was spent: at creation, during a rest, or in play (L156, L236, L336).
enum class Phase { Creation, Rest, Play };

// What a feature, ability, item or effect changes (L162, L184, L219–L229).
struct Modifiers
{
    std::array<int, 3> attributes{}; // by Attribute
    std::array<int, 3> protections{}; // by Protection; may be negative (L202)
    QMap<QString, int> speeds;        // walk, climb, burrow, swim, fly, hover, teleport → 步
    QMap<QString, int> senses;        // sight, hearing, vibration, smell, hypersense → 步
    QStringList immunities;           // physical, erosion, occult, raw
    bool operator==(const Modifiers &) const = default;
};

struct BodyPart
{
    QString part; // head, torso, arm, leg, tail, wing, fin (L296–L309)
    int count = 0;
    bool operator==(const BodyPart &) const = default;
};

// A species (种族, its own record also for a subspecies, L260) or another feature (特征, L253).
// A species limits gender, size and form (rule 47) and may give body parts and age thresholds.
struct Feature
{
    QString id;
    QString name;
    QString text;
    QString parent; // a subspecies: the species it is shown under
    Modifiers modifiers;
    QStringList genders; // species: the allowed values (empty: any)
    QList<Size> sizes;
    QStringList forms;
    QList<BodyPart> bodyParts;
    std::optional<int> adultAge; // species: age stage thresholds (rule 51)
    std::optional<int> agedAge;
    bool noSleep = false; // e.g. 「圣俑无需睡眠」 (L1062)
    bool operator==(const Feature &) const = default;
};

// What acquiring an ability asks (rule 31): empty lists ask nothing.
struct Requirements
{
    QStringList genders;
    QStringList species; // species ids
    QList<Size> sizes;
    bool operator==(const Requirements &) const = default;
};

struct Ability
{
    QString key; // unique on the sheet; ledger entries name it
    QString id;  // the catalogue entry it came from, if any
    QString name;
    AbilityType type = AbilityType::Common;
    int level = 1;          // as written; a 天赋 counts as 0 whatever this says (rule 30)
    QStringList tags;       // power, stunt, lore, magic, and magic's delivery and school
    QString grantedBy;      // a 天赋: the feature (or species) that grants it (rule 29)
    Requirements requirements;
    QString activation;     // "1⚡️战术", "1⚡️应对1次攻击", "passive" …
    int frequency = 0;      // uses per window, 0 for no limit (rule 33)
    QString window;         // round, moment, day
    int usesSpent = 0;
    QString text;
    Modifiers modifiers;    // while active (temporary, L162)
    bool active = false;
    bool operator==(const Ability &) const = default;
};

struct Item
{
    QString key;
    QString id;
    QString name;
    int quantity = 1;
    QStringList types;      // "weapon.blade", "armour.helmet", "accessory.ring", "misc.food" …
    Scale scale = Scale::Light;
    qint64 value = 0;       // in copper (L442–L447)
    bool equipped = false;
    QStringList slots;      // body parts it occupies while equipped, one entry per part
    QList<Size> sizes;      // who may use it (rule 42); empty: anyone
    Modifiers modifiers;    // while equipped (natural items: always)
    QStringList attacks;    // in the rulebook's notation (spec §1.8)
    QString actionCost;     // "1⚡️战术"
    QString loaded;         // ammunition or charge loaded now (rule 44)
    bool magic = false;
    bool cursed = false;
    bool unique = false;
    bool natural() const; // 天生防具 / 天生武器 (rule 41)
    bool operator==(const Item &) const = default;
};

struct Money
{
    qint64 gold = 0;
    qint64 silver = 0;
    qint64 copper = 0;
    bool operator==(const Money &) const = default;
};

struct Relationship
{
    QString target; // another sheet's id or a name
    Stance stance = Stance::Neutral;
    QString note;
    bool operator==(const Relationship &) const = default;
};

// An ongoing effect on the character (rule 34: a same-name effect replaces it).
struct Effect
{
    QString name;
    QString source;
    QString duration;
    Modifiers modifiers;
    bool operator==(const Effect &) const = default;
};

struct Conditions
{
    bool unconscious = false; // any attribute's dice at 0 (rule 8)
    bool prone = false;       // 倒地
    bool dead = false;
    QString deathCause;       // "dice" (rule 8), or another lethal effect
    bool asleep = false;
    // Module replenishing (rule 61): dice held back by hunger (强壮), thirst (活力) and exhaustion
    // (精神), by Attribute; each full rest gives one of each back (L1085–L1098).
    std::array<int, 3> deprived{};
    bool operator==(const Conditions &) const = default;
};

// One line of the Talent ledger (rules 20–25): an award, a raise of a trained score, a purchased
// ability, or an ability renounced (its cost forfeited, never refunded).
struct LedgerEntry
{
    enum class Kind { Award, Raise, Ability, Renounce };
    Kind kind = Kind::Award;
    Attribute attribute = Attribute::Might; // Raise
    QString ability;                        // Ability, Renounce: the ability's key
    int amount = 0;                         // Award: Talent earned; else the cost paid or forfeited
    Phase phase = Phase::Creation;
    QString note;
    bool operator==(const LedgerEntry &) const = default;
};

struct Character
{
    QString packId = QStringLiteral("meshal_lite");
    QString packVersion = QStringLiteral("1.0.0");
    bool creation = true;
    // Identity and required features (§2.1)
    QString name;
    QString shortName;
    QString player;
    bool playerCharacter = true;
    Feature species;
    QList<Feature> features;
    QString gender;
    std::optional<Size> size;
    QString form;
    // Optional features (§2.2, module more_features)
    QString height;
    QString weight;
    QString looks;
    std::optional<int> age;
    QString personality;
    QString orientation;
    QString hobby;
    QStringList aliases;
    QList<BodyPart> bodyParts;
    // Attributes (§2.3): trained scores and current dice; the rest is derived
    std::array<int, 3> trained{3, 3, 3};
    std::array<int, 3> dice{3, 3, 3};
    // Other scores (§2.5): the sheet's own values; features and items add sources
    QMap<QString, int> speeds{{QStringLiteral("walk"), 3}, {QStringLiteral("climb"), 1}};
    QMap<QString, int> senses;
    int executionMax = 3;
    int execution = 3;
    // Talent (§2.5, §5)
    int startingTalent = 36;
    QList<LedgerEntry> ledger;
    QList<Ability> abilities;
    QList<Item> items;
    Money money;
    QList<Relationship> relationships;
    QList<Effect> effects;
    Conditions conditions;
    QList<rules::Override> overrides;

    int trainedScore(Attribute a) const { return trained[std::size_t(a)]; }
    int currentDice(Attribute a) const { return dice[std::size_t(a)]; }
    const Ability *ability(const QString &key) const;
    const Feature *feature(const QString &id) const; // the species, a subspecies or a feature
    bool operator==(const Character &) const = default;
};

// Stable ids, as documents and packs write them.
QString attributeId(Attribute a);    // might, energy, spirit
QString protectionId(Protection p);  // physical, erosion, occult
QString sizeId(Size s);              // tiny, small, medium, large, huge, gargantuan
QString abilityTypeId(AbilityType t); // might, energy, spirit, common, innate
QString scaleId(Scale s);            // trivial, light, heavy
QString stanceId(Stance s);          // friendly, neutral, hostile
QString phaseId(Phase p);            // creation, rest, play
std::optional<Attribute> attributeFromId(const QString &id);
std::optional<Protection> protectionFromId(const QString &id);
std::optional<Size> sizeFromId(const QString &id);
std::optional<AbilityType> abilityTypeFromId(const QString &id);
std::optional<Scale> scaleFromId(const QString &id);
std::optional<Stance> stanceFromId(const QString &id);
std::optional<Phase> phaseFromId(const QString &id);
// The attribute an ability type occupies, if any (rule 28).
std::optional<Attribute> occupiedAttribute(AbilityType t);

} // namespace sw::meshal
