#pragma once

// A 狩魂者 character under the 追加规则 as plain values (spec /rules/house-rules-004.md §19). What
// the rules derive (max HP, MP, FP, KP, initial SP and fortune, XP, the skill budget, marks from
// 心魂, the 灵识 thresholds, the Load budget: derived.h) is never stored. Read and written as the
// "soulhunter-character" document by characterjson.h; checked by sheetrules.h.
#include "rules/violation.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace sw::soulhunter {

enum class Attribute { Physique, Wisdom, Soul }; // 体魄, 智慧, 心魂 (L43-L47)
inline constexpr std::array<Attribute, 3> kAttributes{Attribute::Physique, Attribute::Wisdom, Attribute::Soul};
QString attributeId(Attribute a); // physique, wisdom, soul
std::optional<Attribute> attributeFromId(const QString &id);

// The seven skills of L125-L133, by id (the pack names them).
inline constexpr std::array<const char *, 7> kSkillIds{"lingzhi", "zhijin", "yunchou", "diaocha", "dongxi", "biaoda", "gongming"};

struct PowerTag
{
    QString text;
    bool operator==(const PowerTag &) const = default;
};

struct Power // 灵能力 (L38-L40, L51, L53)
{
    QString name;
    QString description; // no length limit (L40)
    QList<PowerTag> tags;
    QStringList flaws;   // 缺陷标签
    bool operator==(const Power &) const = default;
};

struct Mark // 灵能印记 (L137-L144)
{
    QString type;
    QString note;
    bool fromSoul = false; // granted by 心魂: never released (L144)
    bool released = false;
    bool operator==(const Mark &) const = default;
};

struct Unlock // 灵魂武器 or 狩魂绝技 (L138-L140)
{
    QString name;
    QString note;
    int tier = 0; // 0: the soul weapon; 1, 2: an ultimate's tier
    bool operator==(const Unlock &) const = default;
};

struct GrievousTag // 重创标签 (L155, L158)
{
    QString text;
    bool usedThisScene = false;
    bool usedSinceInterlude = false;
    bool operator==(const GrievousTag &) const = default;
};

enum class School { Martial, Spell, Universal }; // 武术, 法术, 通用 (L261)
enum class Tier { Basic, Standard, Advanced };   // 基础, 标准, 进阶 (L262-L263)

struct Technique // 技艺 (L260-L273)
{
    QString name;
    QList<School> schools;
    Tier tier = Tier::Standard;
    int load = 0;
    int loadReduction = 0; // from growth (L199)
    bool prepared = false;
    bool viaGrowth = false; // learned with a growth purchase (counted apart from attribute slots)
    bool operator==(const Technique &) const = default;
};

struct Enchantment // an active 附魔 (L57, L243, L264, L272)
{
    QString name;
    int pow = 1;
    QString technique; // the technique that caused it; empty: none
    bool sustained = false;
    int roundsLeft = 0;
    bool operator==(const Enchantment &) const = default;
};

// The XP ledger (L157-L158, L169, L195): XP held is its sum, never typed.
struct LedgerEntry
{
    enum class Kind {
        Award,          // XP from play (base sources) or the DH
        GrievousReward, // +1 per different 重创 tag activated between interludes (L158)
        GrowthKp,       // −2: +1 KP max (L196)
        GrowthSp,       // −2: +5 initial SP (L197)
        GrowthFortune,  // −2: +1 initial fortune (L198)
        GrowthTechnique,// −2: a technique with Load −1 (L199)
        RemoveJieti,    // −1: one 解体 slash beyond the free one (L157)
        RemoveShige,    // −2: one 失格 slash (L169)
        SpExchange,     // SP → XP at the base's rate (L161: never initial SP)
    };
    Kind kind = Kind::Award;
    int amount = 0;         // signed XP change
    bool interlude = false; // made during an interlude
    QString note;
    QString spPool;         // SpExchange: "extra" or "initial"
    bool operator==(const LedgerEntry &) const = default;
};

struct Character
{
    QString packId;
    QString packVersion;
    QString stage = QStringLiteral("creation"); // creation (rule 1 applies) or play
    bool interlude = false;                      // the character is in an interlude now
    QString name;
    QString codename;
    QString background;
    QString appearance;
    std::array<int, 3> attributes{};           // 体魄, 智慧, 心魂
    int lingshi = 0;                           // 灵识
    QMap<QString, int> skills;                 // skill id → level
    Power power;
    QList<Mark> marks;
    QList<Unlock> unlocks;
    QStringList traitTags;                     // ≤ 5 (L215)
    QStringList statusTags;
    int damage = 0;                            // 损伤: may exceed max HP (L147-L148)
    int mp = 0;
    int fp = 0;
    int kp = 0;
    int spInitial = 0;  // the initial SP still held (0 … initial SP)
    int spExtra = 0;    // SP beyond it
    int anxiety = 0;    // 焦虑, 0-49 once normalised (L167)
    int fortune = 0;    // 机运: may be negative (L207)
    int jietiSlashes = 0;  // 解体护符, capacity 3 (L153)
    QList<GrievousTag> grievous; // one per slash (L155)
    int shigeSlashes = 0;  // 失格护符, capacity 3 (L167)
    QList<Technique> techniques;
    QList<Enchantment> enchantments;
    QList<LedgerEntry> ledger;
    int cheerPending = 0;          // 喝彩 for the next action check (L188)
    bool destinyUsedThisScene = false; // 天命所归 (L192)
    QList<rules::Override> overrides;

    int attribute(Attribute a) const { return attributes[std::size_t(a)]; }
    int skill(const QString &skillId) const { return skills.value(skillId); }
    bool operator==(const Character &) const = default;
};

} // namespace sw::soulhunter
