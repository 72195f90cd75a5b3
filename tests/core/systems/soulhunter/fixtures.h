#pragma once

// 狩魂者 sheets and rules for the tests. The base settings are filled with a test group's own
// values (the rulebook is not among our sources): what matters is that the formulas read them.
#include "systems/soulhunter/characterjson.h"
#include "systems/soulhunter/derived.h"
#include "systems/soulhunter/pack.h"
#include "systems/soulhunter/sheetrules.h"

#include <QJsonValue>

namespace sw::soulhunter::test {

// The 追加规则 profile with nothing filled in.
inline Rules unfilled()
{
    return Rules(builtInProfile());
}

// The profile with every base setting filled by a test group.
inline Rules filled()
{
    return Rules(builtInProfile(), {{QStringLiteral("mp_base_max"), 5}, {QStringLiteral("sp_initial_base"), 10},
                                    {QStringLiteral("kp_base_max"), 3}, {QStringLiteral("skill_points_base"), 2},
                                    {QStringLiteral("skill_points_per_wisdom"), 1}, {QStringLiteral("skill_level_cost"), 1},
                                    {QStringLiteral("skill_level_max"), 5}, {QStringLiteral("lingshi_start"), 10},
                                    {QStringLiteral("soul_weapon_lingshi"), 12}, {QStringLiteral("ultimate1_lingshi"), 14},
                                    {QStringLiteral("ultimate2_lingshi"), 18}, {QStringLiteral("marks_base"), 1},
                                    {QStringLiteral("charm_size_warning"), 4}, {QStringLiteral("charm_size_duel"), 6},
                                    {QStringLiteral("charm_size_task"), 8}, {QStringLiteral("charm_size_event"), 6},
                                    {QStringLiteral("critical_rule"), QStringLiteral("both_ten_or_one")}});
}

// 林澈: 体魄 3, 智慧 4, 心魂 5 at creation, 灵识 10; HP 6, MP 7, FP 3, KP 3, initial SP 10.
inline Character linche()
{
    const Rules rules = filled();
    Character c = newCharacter(rules, QStringLiteral("林澈"));
    c.attributes = {3, 4, 5};
    c.skills = {{QStringLiteral("zhijin"), 1}, {QStringLiteral("diaocha"), 2}};
    c.power = {QStringLiteral("影缚"), QStringLiteral("以影子束缚他人"), {{QStringLiteral("影")}, {QStringLiteral("缚")}},
               {QStringLiteral("畏光")}};
    c.marks = {{QStringLiteral("锐利"), {}, true, false}, {QStringLiteral("迅捷"), {}, true, false}};
    c.traitTags = {QStringLiteral("前警察"), QStringLiteral("固执")};
    c.mp = 7;
    c.fp = 3;
    c.techniques = {{QStringLiteral("打击"), {School::Universal}, Tier::Basic, 1, 0, true, false},
                    {QStringLiteral("影刃"), {School::Martial}, Tier::Standard, 2, 0, true, false},
                    {QStringLiteral("缚咒"), {School::Spell}, Tier::Standard, 3, 0, true, false}};
    return c;
}

inline bool has(const QList<rules::Violation> &list, const QString &code)
{
    for (const rules::Violation &v : list) {
        if (v.code == code)
            return true;
    }
    return false;
}

inline bool breaks(const Character &c, const QString &code, const Rules &rules = filled())
{
    return has(checkCharacter(c, rules).violations, code);
}

} // namespace sw::soulhunter::test
