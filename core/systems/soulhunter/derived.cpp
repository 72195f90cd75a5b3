#include "systems/soulhunter/derived.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::soulhunter {
namespace {

int num(const Rules &rules, const QString &key)
{
    return rules.number(key).value_or(0);
}

Derived missing(const QStringList &ids)
{
    return {std::nullopt, ids};
}

int soul(const Character &c)
{
    return c.attribute(Attribute::Soul);
}

} // namespace

int floorDiv(int a, int b)
{
    return a >= 0 ? a / b : -((-a + b - 1) / b);
}

int ceilDiv(int a, int b)
{
    return -floorDiv(-a, b);
}

QString gradeLabel(int value)
{
    static const std::array<const char *, 9> grades{"D", "D+", "C", "C+", "B", "B+", "A", "A+", "S"};
    if (value >= 1 && value <= 9)
        return QString::fromLatin1(grades[std::size_t(value - 1)]);
    return QString::number(value); // [gap] §21.23: no grade for 0 or 10+
}

Derived skillPointBudget(const Character &c, const Rules &rules)
{
    const auto base = rules.number(u"skill_points_base"_s);
    const auto perWisdom = rules.number(u"skill_points_per_wisdom"_s);
    QStringList wait;
    if (!base)
        wait << u"skill_points_base"_s;
    if (!perWisdom)
        wait << u"skill_points_per_wisdom"_s;
    if (!wait.isEmpty())
        return missing(wait);
    const int wisdom = c.attribute(Attribute::Wisdom);
    int extra = floorDiv(c.attribute(Attribute::Physique) + soul(c) - 2, 2); // L45
    if (rules.choice(u"skill_points_clamp"_s) == u"clamp_zero"_s)
        extra = std::max(0, extra);
    const int fromWisdom = *perWisdom * std::clamp(wisdom - 1, 0, 8) + std::max(0, wisdom - 9); // L46
    return Derived::of(*base + fromWisdom + extra);
}

Derived skillPointsSpent(const Character &c, const Rules &rules)
{
    const auto cost = rules.number(u"skill_level_cost"_s);
    if (!cost)
        return missing({u"skill_level_cost"_s});
    int levels = 0;
    for (int level : c.skills)
        levels += level;
    return Derived::of(levels * *cost);
}

Derived maxMp(const Character &c, const Rules &rules)
{
    const auto base = rules.number(u"mp_base_max"_s);
    if (!base)
        return missing({u"mp_base_max"_s});
    return Derived::of(*base + floorDiv(soul(c), 2)); // L47
}

int mpRegainedOnSceneChange(const Character &c)
{
    return c.attribute(Attribute::Wisdom); // L48
}

Derived mpRegainedOnInterlude(const Character &c, const Rules &rules)
{
    return Derived::of(num(rules, u"interlude_mp_factor"_s) * c.attribute(Attribute::Wisdom)); // L48 [inferred]
}

int maxHp(const Character &c, const Rules &rules)
{
    return num(rules, u"hp_base"_s) + floorDiv(c.attribute(Attribute::Physique) + soul(c), 2); // L147
}

int marksFromSoul(const Character &c)
{
    const int s = soul(c);
    return int(s >= 2) + int(s >= 5) + int(s >= 7) + int(s >= 9); // L137-L141
}

int powerTagCap(const Character &c, const Rules &rules)
{
    return soul(c) >= 9 ? num(rules, u"power_tags_max_soul9"_s) : num(rules, u"power_tags_max"_s); // L51, L141
}

Derived soulWeaponLingshi(const Character &c, const Rules &rules)
{
    const auto base = rules.number(u"soul_weapon_lingshi"_s);
    if (!base)
        return missing({u"soul_weapon_lingshi"_s});
    return Derived::of(*base - int(soul(c) >= 3)); // L138
}

Derived ultimateLingshi(const Character &c, int tier, const Rules &rules)
{
    const QString key = tier == 1 ? u"ultimate1_lingshi"_s : u"ultimate2_lingshi"_s;
    const auto base = rules.number(key);
    if (!base)
        return missing({key});
    return Derived::of(*base - int(soul(c) >= (tier == 1 ? 5 : 7))); // L139-L140
}

int damageRemovedOnSceneChange(const Character &c)
{
    return 1 + floorDiv(c.attribute(Attribute::Physique), 2); // L150
}

int maxFp(const Character &c)
{
    return floorDiv(c.attribute(Attribute::Physique) + c.attribute(Attribute::Wisdom), 2); // L204
}

int growthPurchases(const Character &c, LedgerEntry::Kind kind)
{
    return int(std::count_if(c.ledger.begin(), c.ledger.end(), [kind](const LedgerEntry &e) { return e.kind == kind; }));
}

Derived initialSp(const Character &c, const Rules &rules)
{
    const auto base = rules.number(u"sp_initial_base"_s);
    if (!base)
        return missing({u"sp_initial_base"_s});
    return Derived::of(*base + num(rules, u"growth_sp"_s) * growthPurchases(c, LedgerEntry::Kind::GrowthSp)); // L197
}

Derived spRegainedOnSceneChange(const Character &c, const Rules &rules)
{
    const Derived total = initialSp(c, rules);
    if (!total.ok())
        return total;
    const int cap = floorDiv(num(rules, u"sp_scene_numerator"_s) * *total.value, std::max(1, num(rules, u"sp_scene_denominator"_s)));
    return Derived::of(std::clamp(*total.value - c.spInitial, 0, cap)); // L50
}

int anxietyRemovedAtInterludeEnd(int anxiety, const Rules &rules)
{
    if (anxiety <= 0)
        return 0;
    return std::min(anxiety, std::max(num(rules, u"anxiety_halving_min"_s), floorDiv(anxiety, 2))); // L163
}

int specialtyCap(const Character &c)
{
    return std::max(0, c.lingshi - 1); // L75
}

int skillSpecialty(const Character &c, const QString &skillId, const Rules &rules)
{
    return num(rules, u"skill_specialty_per_level"_s) * c.skill(skillId); // L78, L126
}

int loadBudget(const Character &c, const Rules &rules)
{
    return c.lingshi - num(rules, u"load_offset"_s); // L267
}

int effectiveLoad(const Technique &t, const Rules &rules)
{
    return std::max(num(rules, u"load_floor"_s), t.load - t.loadReduction);
}

int preparedLoad(const Character &c, const Rules &rules)
{
    int total = 0;
    for (const Technique &t : c.techniques) {
        if (t.prepared)
            total += effectiveLoad(t, rules);
    }
    return total;
}

int standardSlots(const Character &c, School school)
{
    return school == School::Martial ? c.attribute(Attribute::Physique) : c.attribute(Attribute::Wisdom); // L262
}

int defaultPow(std::optional<int> techniqueCat)
{
    return techniqueCat.value_or(1); // L264
}

int initialFortune(const Character &c, const Rules &rules)
{
    return num(rules, u"fortune_initial"_s) + growthPurchases(c, LedgerEntry::Kind::GrowthFortune); // L198, L208
}

Derived maxKp(const Character &c, const Rules &rules)
{
    const auto base = rules.number(u"kp_base_max"_s);
    if (!base)
        return missing({u"kp_base_max"_s});
    return Derived::of(*base + growthPurchases(c, LedgerEntry::Kind::GrowthKp)); // L196
}

int xp(const Character &c)
{
    int total = 0;
    for (const LedgerEntry &e : c.ledger)
        total += e.amount;
    return total;
}

int breakSlashes(int damageTaken, int hpMax)
{
    return 1 + int(damageTaken > hpMax); // L149, L154
}

int anxietyFromDamageWhileFull(int damage, const Rules &rules)
{
    return num(rules, u"damage_anxiety_factor"_s) * damage; // L156
}

int cheerCost(int x, const Rules &rules)
{
    return num(rules, u"cheer_cost"_s) * x; // L188
}

int destinyCost(int x, const Rules &rules)
{
    return num(rules, u"destiny_cost"_s) + x; // L192
}

int empowerCost(const Rules &rules)
{
    return num(rules, u"empower_cost"_s); // L185
}

bool cannotAct(const Character &c, const Rules &rules)
{
    return c.jietiSlashes >= num(rules, u"charm_capacity"_s); // L156
}

bool retired(const Character &c, const Rules &rules)
{
    return c.shigeSlashes >= num(rules, u"charm_capacity"_s); // L168
}

} // namespace sw::soulhunter
