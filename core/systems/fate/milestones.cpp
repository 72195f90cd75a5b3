#include "systems/fate/milestones.h"

#include "systems/fate/sheetrules.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::fate {
namespace {

SheetEdit refuse(const Character &c, const QString &code, const QString &field, QVariantMap params = {})
{
    return {c, {{code, field, std::move(params), false}}};
}

int ratingOf(const Character &c, const QString &skill)
{
    return c.rating(skill);
}

bool onSheet(const Character &c, const QString &skill)
{
    for (const SkillRating &s : c.skills) {
        if (s.id == skill && s.rating > 0)
            return true;
    }
    return false;
}

Character withRating(Character c, const QString &skill, int rating)
{
    for (qsizetype i = 0; i < c.skills.size(); ++i) {
        if (c.skills.at(i).id == skill) {
            if (rating == 0)
                c.skills.removeAt(i);
            else
                c.skills[i].rating = rating;
            return c;
        }
    }
    if (rating > 0)
        c.skills.append({skill, rating});
    return c;
}

// Spec §7.5: an extreme consequence "can only be renamed at the next major milestone": when the
// major milestone rewrites the aspect it replaced, the consequence takes the new words too.
Character renameExtreme(Character c, const QString &oldText, const QString &newText)
{
    for (Consequence &k : c.consequences) {
        if (k.slot == u"extreme"_s && k.text.trimmed() == oldText.trimmed())
            k.text = newText;
    }
    return c;
}

// The aspect an extreme consequence replaced: it carries the consequence's text (spec §7.5).
bool isExtremeAspect(const Character &c, int index)
{
    if (index < 0 || index >= c.aspects.size())
        return false;
    const QString text = c.aspects.at(index).text.trimmed();
    return std::any_of(c.consequences.begin(), c.consequences.end(),
                       [&text](const Consequence &k) { return k.slot == u"extreme"_s && k.text.trimmed() == text; });
}

} // namespace

QList<QPair<QString, QString>> swappableSkills(const Character &c)
{
    QList<QPair<QString, QString>> out;
    for (qsizetype i = 0; i < c.skills.size(); ++i) {
        for (qsizetype j = i + 1; j < c.skills.size(); ++j) {
            const SkillRating &a = c.skills.at(i);
            const SkillRating &b = c.skills.at(j);
            if (a.rating > 0 && b.rating > 0 && a.rating != b.rating)
                out.append({a.id, b.id});
        }
    }
    return out;
}

QStringList averageSkills(const FatePack &pack, const Character &c)
{
    QStringList out;
    for (const Skill &s : pack.skills) {
        if (ratingOf(c, s.id) == 1)
            out << s.id;
    }
    return out;
}

QStringList skillsNotOnSheet(const FatePack &pack, const Character &c)
{
    QStringList out;
    for (const Skill &s : pack.skills) {
        if (!onSheet(c, s.id))
            out << s.id;
    }
    return out;
}

bool canBuyStunt(const FatePack &pack, const Character &c)
{
    Character after = c;
    after.stunts.append(Stunt{});
    return expectedRefresh(pack, after) >= pack.number(u"refresh_min"_s);
}

QList<int> rewritableAspects(const Character &c, bool major)
{
    QList<int> out;
    for (qsizetype i = 0; i < c.aspects.size(); ++i) {
        if (c.aspects.at(i).kind != u"high_concept"_s && (major || !isExtremeAspect(c, int(i))))
            out << int(i);
    }
    return out;
}

bool minorAvailable(const FatePack &pack, const Character &c, MinorKind kind, bool major)
{
    switch (kind) {
    case MinorKind::SwapSkills:
        return !swappableSkills(c).isEmpty();
    case MinorKind::ReplaceSkill:
        return !averageSkills(pack, c).isEmpty() && !skillsNotOnSheet(pack, c).isEmpty();
    case MinorKind::RewriteStunt:
        return !c.stunts.isEmpty();
    case MinorKind::BuyStunt:
        return canBuyStunt(pack, c);
    case MinorKind::RewriteAspect:
        break;
    }
    return !rewritableAspects(c, major).isEmpty();
}

SheetEdit applyMinorMilestone(const Character &c, const FatePack &pack, const MinorMilestone &m)
{
    return applyMinorMilestone(c, pack, m, false);
}

SheetEdit applyMinorMilestone(const Character &c, const FatePack &pack, const MinorMilestone &m, bool major)
{
    if (c.creation)
        return refuse(c, u"fate.milestone.creation"_s, u"stage"_s);
    switch (m.kind) {
    case MinorKind::SwapSkills: {
        const int a = ratingOf(c, m.skill);
        const int b = ratingOf(c, m.other);
        if (a <= 0 || b <= 0 || a == b)
            return refuse(c, u"fate.milestone.swap"_s, u"skills"_s, {{u"skill"_s, m.skill}, {u"other"_s, m.other}});
        return {resizeStress(withRating(withRating(c, m.skill, b), m.other, a), pack), {}};
    }
    case MinorKind::ReplaceSkill: {
        if (ratingOf(c, m.skill) != 1)
            return refuse(c, u"fate.milestone.replace_not_average"_s, u"skills"_s, {{u"skill"_s, m.skill}});
        if (!pack.skill(m.other) || onSheet(c, m.other))
            return refuse(c, u"fate.milestone.replace_on_sheet"_s, u"skills"_s, {{u"skill"_s, m.other}});
        return {resizeStress(withRating(withRating(c, m.skill, 0), m.other, 1), pack), {}};
    }
    case MinorKind::RewriteStunt:
        return replaceStunt(c, pack, m.index, m.stunt);
    case MinorKind::BuyStunt:
        return addStunt(c, pack, m.stunt); // the sheet's check refuses refresh below 1 (rule 20)
    case MinorKind::RewriteAspect: {
        if (m.index < 0 || m.index >= c.aspects.size())
            return refuse(c, u"fate.milestone.aspect_missing"_s, u"aspects"_s, {{u"index"_s, m.index}});
        if (c.aspects.at(m.index).kind == u"high_concept"_s)
            return refuse(c, u"fate.milestone.high_concept"_s, u"aspects/%1"_s.arg(m.index));
        if (!major && isExtremeAspect(c, m.index)) // spec §7.5: renamed only at the next major milestone
            return refuse(c, u"fate.milestone.extreme_aspect"_s, u"aspects/%1"_s.arg(m.index));
        if (m.text.trimmed().isEmpty())
            return refuse(c, u"fate.aspects.blank"_s, u"aspects/%1"_s.arg(m.index), {{u"kind"_s, c.aspects.at(m.index).kind}});
        Character after = c;
        after.aspects[m.index].text = m.text.trimmed();
        return {after, {}};
    }
    }
    return refuse(c, u"fate.milestone.swap"_s, u"skills"_s);
}

QStringList raisableSkills(const FatePack &pack, const Character &c)
{
    QStringList out;
    for (const Skill &s : pack.skills) {
        if (!raiseBreaksColumns(c, s.id)) // rule 18: the step, not the profile's starting shape
            out << s.id;
    }
    return out;
}

Character recoverAtMajorMilestone(Character c, const FatePack &)
{
    QList<Consequence> kept;
    for (Consequence k : c.consequences) {
        if (k.slot == u"moderate"_s || k.slot == u"severe"_s) {
            if (k.inRecovery)
                continue; // recovered: it clears
            k.inRecovery = true;
        }
        kept.append(k);
    }
    c.consequences = kept;
    c.extremeTaken = false; // spec §7.5: another extreme consequence may be taken after a major milestone
    return c;
}

SheetEdit applyMajorMilestone(const Character &c, const FatePack &pack, const MajorMilestone &m)
{
    if (c.creation)
        return refuse(c, u"fate.milestone.creation"_s, u"stage"_s);
    // Spec §7.8: one step, a second when the GM gives it, and the steps saved before; what is not
    // spent now is saved.
    const int steps = (m.gmSecondStep ? 2 : 1) + c.skillSteps;
    if (m.raises.size() > steps)
        return refuse(c, u"fate.milestone.raises"_s, u"skills"_s, {{u"raises"_s, int(m.raises.size())}, {u"steps"_s, steps}});
    Character after = c;
    if (m.minor) {
        const SheetEdit minor = applyMinorMilestone(after, pack, *m.minor, true);
        if (!minor.done())
            return minor;
        after = minor.after;
        if (m.minor->kind == MinorKind::RewriteAspect)
            after = renameExtreme(after, c.aspects.at(m.minor->index).text, after.aspects.at(m.minor->index).text);
    }
    if (!m.highConcept.trimmed().isEmpty()) {
        for (Aspect &a : after.aspects) {
            if (a.kind == u"high_concept"_s)
                a.text = m.highConcept.trimmed();
        }
    }
    after = recoverAtMajorMilestone(after, pack);
    for (const QString &skill : m.raises) {
        if (!pack.skill(skill))
            return refuse(c, u"fate.skill.unknown"_s, u"skills"_s, {{u"skill"_s, skill}});
        if (const std::optional<rules::Violation> broken = raiseBreaksColumns(after, skill))
            return {c, {*broken}}; // rule 18: refused, never let through by the milestone
        after = withRating(after, skill, ratingOf(after, skill) + 1);
    }
    after.skillSteps = steps - int(m.raises.size());
    if (m.gmRefresh)
        after.refreshGained += 1;
    after.refresh = expectedRefresh(pack, after);
    after = resizeStress(after, pack);
    for (const rules::Violation &v : validateCharacter(after, pack)) {
        if (v.code == u"fate.skills.column"_s) // rule 18: refused, never let through by the milestone
            return {c, {v}};
    }
    return {after, {}};
}

} // namespace sw::fate
