#include "systems/soulhunter/sheetrules.h"

#include "systems/soulhunter/characterjson.h"
#include "systems/soulhunter/derived.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::soulhunter {

namespace detail {

rules::Violation violation(const QString &code, const QString &field, QVariantMap params)
{
    return {code, field, std::move(params), false};
}

void missing(SheetCheck &out, const QStringList &settings, const QString &rule)
{
    for (const QString &s : settings)
        out.missing.append(violation(QString(kMissingSetting), u"settings/"_s + s, {{u"setting"_s, s}, {u"rule"_s, rule}}));
}

} // namespace detail

using detail::missing;
using detail::violation;

namespace {

int num(const Rules &rules, const QString &key)
{
    return rules.number(key).value_or(0);
}

// Rules 1-3 (L43-L44).
void checkAttributes(const Character &c, const Rules &rules, SheetCheck &out)
{
    const int creationMax = num(rules, u"creation_attribute_max"_s);
    for (Attribute a : kAttributes) {
        const int v = c.attribute(a);
        const QString field = u"attributes/"_s + attributeId(a);
        if (v < 0)
            out.violations.append(violation(u"soulhunter.attribute.negative"_s, field, {{u"value"_s, v}}));
        else if (c.stage == u"creation"_s && v > creationMax)
            out.violations.append(violation(u"soulhunter.attribute.creation_range"_s, field, {{u"value"_s, v}, {u"max"_s, creationMax}}));
    }
    const auto [low, high] = std::minmax_element(c.attributes.begin(), c.attributes.end());
    if (*high - *low > num(rules, u"attribute_spread_max"_s))
        out.violations.append(violation(u"soulhunter.attribute.spread"_s, u"attributes"_s,
                                        {{u"spread"_s, *high - *low}, {u"max"_s, num(rules, u"attribute_spread_max"_s)}}));
}

// Rule 4 (L45-L46, L125-L133): the seven skills, each within the cap, paid from the budget.
void checkSkills(const Character &c, const Rules &rules, SheetCheck &out)
{
    const auto cap = rules.number(u"skill_level_max"_s);
    for (auto it = c.skills.begin(); it != c.skills.end(); ++it) {
        const QString field = u"skills/"_s + it.key();
        if (!rules.pack().skill(it.key()))
            out.violations.append(violation(u"soulhunter.skill.unknown"_s, field, {{u"skill"_s, it.key()}}));
        if (it.value() < 0)
            out.violations.append(violation(u"soulhunter.skill.level_range"_s, field, {{u"level"_s, it.value()}, {u"max"_s, cap.value_or(0)}}));
        else if (cap && it.value() > *cap)
            out.violations.append(violation(u"soulhunter.skill.level_range"_s, field, {{u"level"_s, it.value()}, {u"max"_s, *cap}}));
    }
    if (!cap && std::any_of(c.skills.begin(), c.skills.end(), [](int level) { return level > 0; }))
        missing(out, {u"skill_level_max"_s}, u"4"_s);
    const Derived budget = skillPointBudget(c, rules);
    const Derived spent = skillPointsSpent(c, rules);
    if (!budget.ok() || !spent.ok()) {
        missing(out, budget.missing + spent.missing, u"4"_s);
        return;
    }
    if (*spent.value > *budget.value)
        out.violations.append(violation(u"soulhunter.skill.budget"_s, u"skills"_s, {{u"spent"_s, *spent.value}, {u"budget"_s, *budget.value}}));
}

// Rules 5, 7 and 8 (L51, L137-L144).
void checkPower(const Character &c, const Rules &rules, SheetCheck &out)
{
    const int cap = powerTagCap(c, rules);
    if (c.power.tags.size() > cap)
        out.violations.append(violation(u"soulhunter.power.tag_cap"_s, u"power/tags"_s, {{u"tags"_s, int(c.power.tags.size())}, {u"cap"_s, cap}}));
    int fromSoul = 0, others = 0;
    for (qsizetype i = 0; i < c.marks.size(); ++i) {
        const Mark &m = c.marks.at(i);
        (m.fromSoul ? fromSoul : others) += 1;
        if (m.fromSoul && m.released)
            out.violations.append(violation(u"soulhunter.mark.soul_released"_s, u"marks/%1"_s.arg(i), {{u"mark"_s, m.type}}));
    }
    if (fromSoul != marksFromSoul(c))
        out.violations.append(violation(u"soulhunter.mark.soul_count"_s, u"marks"_s, {{u"marks"_s, fromSoul}, {u"expected"_s, marksFromSoul(c)}}));
    if (const auto base = rules.number(u"marks_base"_s)) {
        if (others > *base)
            out.violations.append(violation(u"soulhunter.mark.base_count"_s, u"marks"_s, {{u"marks"_s, others}, {u"max"_s, *base}}));
    } else if (others > 0) {
        missing(out, {u"marks_base"_s}, u"7"_s);
    }
    for (qsizetype i = 0; i < c.unlocks.size(); ++i) {
        const Unlock &u = c.unlocks.at(i);
        const Derived needed = u.tier == 0 ? soulWeaponLingshi(c, rules) : ultimateLingshi(c, u.tier, rules);
        if (!needed.ok())
            missing(out, needed.missing, u"8"_s);
        else if (c.lingshi < *needed.value)
            out.violations.append(violation(u"soulhunter.unlock.lingshi"_s, u"unlocks/%1"_s.arg(i),
                                            {{u"tier"_s, u.tier}, {u"lingshi"_s, c.lingshi}, {u"needed"_s, *needed.value}}));
    }
}

// Rules 28-33 and the resources' ranges (L147-L169, L203-L212).
void checkResources(const Character &c, const Rules &rules, SheetCheck &out)
{
    const auto range = [&out](const QString &code, const QString &field, int value, int max) {
        if (value < 0 || value > max)
            out.violations.append(violation(code, field, {{u"value"_s, value}, {u"max"_s, max}}));
    };
    if (c.damage < 0) // rule 31: damage may exceed max HP, never go below 0
        out.violations.append(violation(u"soulhunter.hp.damage_negative"_s, u"resources/damage"_s, {{u"value"_s, c.damage}}));
    const int capacity = num(rules, u"charm_capacity"_s);
    range(u"soulhunter.charm.jieti_range"_s, u"charms/jieti/slashes"_s, c.jietiSlashes, capacity);
    range(u"soulhunter.charm.shige_range"_s, u"charms/shige/slashes"_s, c.shigeSlashes, capacity);
    if (c.grievous.size() != c.jietiSlashes) // rule 33: each slash is a 重创 tag (L155)
        out.violations.append(violation(u"soulhunter.charm.grievous_count"_s, u"charms/jieti/grievous"_s,
                                        {{u"tags"_s, int(c.grievous.size())}, {u"slashes"_s, c.jietiSlashes}}));
    const int threshold = num(rules, u"anxiety_threshold"_s);
    if (c.anxiety < 0 || c.anxiety >= threshold) // rule 29: 50 becomes a 失格 slash at once
        out.violations.append(violation(u"soulhunter.anxiety.range"_s, u"resources/anxiety"_s, {{u"value"_s, c.anxiety}, {u"max"_s, threshold - 1}}));
    range(u"soulhunter.fp.range"_s, u"resources/fp"_s, c.fp, maxFp(c));
    for (const auto &[code, field, value, max] : {std::tuple{u"soulhunter.mp.range"_s, u"resources/mp"_s, c.mp, maxMp(c, rules)},
                                                 std::tuple{u"soulhunter.kp.range"_s, u"resources/kp"_s, c.kp, maxKp(c, rules)},
                                                 std::tuple{u"soulhunter.sp.initial_range"_s, u"resources/sp_initial"_s, c.spInitial, initialSp(c, rules)}}) {
        if (max.ok())
            range(code, field, value, *max.value);
        else if (value != 0)
            missing(out, max.missing, code);
    }
    if (c.spExtra < 0)
        out.violations.append(violation(u"soulhunter.sp.extra_negative"_s, u"resources/sp_extra"_s, {{u"value"_s, c.spExtra}}));
    if (c.cheerPending < 0)
        out.violations.append(violation(u"soulhunter.style.cheer_negative"_s, u"resources/cheer_pending"_s, {{u"value"_s, c.cheerPending}}));
    if (c.traitTags.size() > num(rules, u"trait_tags_max"_s)) // rule 10 (L215)
        out.violations.append(violation(u"soulhunter.trait.count"_s, u"trait_tags"_s,
                                        {{u"tags"_s, int(c.traitTags.size())}, {u"max"_s, num(rules, u"trait_tags_max"_s)}}));
}

} // namespace

QList<rules::Violation> SheetCheck::blocking() const
{
    QList<rules::Violation> out;
    for (const rules::Violation &v : violations) {
        if (!v.overridden)
            out.append(v);
    }
    return out;
}

SheetCheck checkCharacter(const Character &c, const Rules &rules)
{
    SheetCheck out;
    checkAttributes(c, rules, out);
    checkSkills(c, rules, out);
    checkPower(c, rules, out);
    checkResources(c, rules, out);
    detail::checkTechniques(c, rules, out);
    detail::checkLedger(c, rules, out);
    (void)rules::applyOverrides(out.violations, c.overrides);
    return out;
}

QList<rules::Violation> changeViolations(const Character &before, const Character &after)
{
    QList<rules::Violation> out;
    if (before.stage == u"play"_s && before.traitTags != after.traitTags && !after.interlude)
        out.append(violation(u"soulhunter.trait.outside_interlude"_s, u"trait_tags"_s));
    return out;
}

QList<rules::Violation> checkTagActivation(const Character &c, const QList<int> &counts, const Rules &rules)
{
    QList<rules::Violation> out;
    const int max = num(rules, u"power_tags_max"_s);
    int total = 0;
    bool multiple = false;
    for (qsizetype i = 0; i < counts.size(); ++i) {
        total += counts.at(i);
        multiple = multiple || counts.at(i) > 1;
        if (i >= c.power.tags.size() || counts.at(i) < 0)
            out.append(violation(u"soulhunter.power.tag_unknown"_s, u"power/tags/%1"_s.arg(i)));
    }
    if (multiple && c.power.tags.size() >= max)
        out.append(violation(u"soulhunter.power.tag_multiple"_s, u"power/tags"_s, {{u"tags"_s, int(c.power.tags.size())}, {u"max"_s, max}}));
    if (multiple && total > max)
        out.append(violation(u"soulhunter.power.tag_multiple_total"_s, u"power/tags"_s, {{u"total"_s, total}, {u"max"_s, max}}));
    return out;
}

Character newCharacter(const Rules &rules, const QString &name)
{
    Character c;
    c.packId = rules.pack().id;
    c.packVersion = rules.pack().version;
    c.name = name;
    c.lingshi = rules.number(u"lingshi_start"_s).value_or(0);
    c.fortune = initialFortune(c, rules);
    c.spInitial = initialSp(c, rules).value.value_or(0);
    c.mp = maxMp(c, rules).value.value_or(0);
    c.kp = maxKp(c, rules).value.value_or(0);
    c.fp = maxFp(c);
    return c;
}

} // namespace sw::soulhunter
