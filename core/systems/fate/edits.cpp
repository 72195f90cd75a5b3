#include "systems/fate/edits.h"

#include "systems/fate/economy.h"
#include "systems/fate/sheetrules.h"

using namespace Qt::StringLiterals;

namespace sw::fate {
namespace {

SheetEdit refuse(const Character &c, const QString &code, const QString &field, QVariantMap params = {})
{
    return {c, {{code, field, std::move(params), false}}};
}

QList<bool> &stressOf(Character &c, Track t)
{
    return t == Track::Physical ? c.physicalStress : c.mentalStress;
}

int consequenceIndex(const Character &c, const QString &slot)
{
    for (qsizetype i = 0; i < c.consequences.size(); ++i) {
        if (c.consequences.at(i).slot == slot)
            return int(i);
    }
    return -1;
}

Character withRefreshBalanced(Character c, const FatePack &pack)
{
    c.refresh = expectedRefresh(pack, c);
    return c;
}

} // namespace

SheetEdit planEdit(const Character &before, const FatePack &pack, const SheetOp &op, bool overrideOn, const QString &reason)
{
    SheetEdit edit = op(before, pack);
    if (!edit.done())
        return edit;
    edit.refused = blockingViolations(edit.after, pack);
    if (edit.done() || !overrideOn)
        return edit;
    Character overridden = edit.after;
    for (const rules::Violation &v : edit.refused)
        overridden.overrides.append({v.code, v.field, reason});
    if (!blockingViolations(overridden, pack).isEmpty())
        return edit;
    return {overridden, {}};
}

Character resizeStress(Character c, const FatePack &pack)
{
    for (Track t : {Track::Physical, Track::Mental}) {
        QList<bool> &boxes = stressOf(c, t);
        const int size = stressTrackSize(pack, c, t).boxes;
        while (boxes.size() > size)
            boxes.removeLast();
        while (boxes.size() < size)
            boxes.append(false);
    }
    return c;
}

SheetEdit setSkillRating(const Character &c, const FatePack &pack, const QString &skill, int rating)
{
    if (!pack.skill(skill))
        return refuse(c, u"fate.skill.unknown"_s, u"skills"_s, {{u"skill"_s, skill}});
    if (rating < 0)
        return refuse(c, u"fate.skill.negative"_s, u"skills"_s, {{u"skill"_s, skill}, {u"rating"_s, rating}});
    Character after = c;
    qsizetype at = -1;
    for (qsizetype i = 0; i < after.skills.size(); ++i) {
        if (after.skills.at(i).id == skill)
            at = i;
    }
    if (rating == 0 && at >= 0)
        after.skills.removeAt(at);
    else if (at >= 0)
        after.skills[at].rating = rating;
    else if (rating > 0)
        after.skills.append({skill, rating});
    return {resizeStress(after, pack), {}};
}

SheetEdit addStunt(const Character &c, const FatePack &pack, const Stunt &stunt)
{
    if (stunt.name.trimmed().isEmpty())
        return refuse(c, u"fate.stunt.name_missing"_s, u"stunts"_s);
    Character after = c;
    after.stunts.append(stunt);
    return {withRefreshBalanced(after, pack), {}};
}

SheetEdit replaceStunt(const Character &c, const FatePack &pack, int index, const Stunt &stunt)
{
    if (index < 0 || index >= c.stunts.size())
        return refuse(c, u"fate.stunt.missing"_s, u"stunts"_s, {{u"index"_s, index}});
    if (stunt.name.trimmed().isEmpty())
        return refuse(c, u"fate.stunt.name_missing"_s, u"stunts/%1"_s.arg(index));
    Character after = c;
    after.stunts[index] = stunt;
    return {withRefreshBalanced(after, pack), {}};
}

SheetEdit removeStunt(const Character &c, const FatePack &pack, int index)
{
    if (index < 0 || index >= c.stunts.size())
        return refuse(c, u"fate.stunt.missing"_s, u"stunts"_s, {{u"index"_s, index}});
    Character after = c;
    after.stunts.removeAt(index);
    return {withRefreshBalanced(after, pack), {}};
}

SheetEdit setFatePoints(const Character &c, int fatePoints)
{
    if (fatePoints < 0)
        return refuse(c, u"fate.fate_points.negative"_s, u"fate_points"_s, {{u"fate_points"_s, fatePoints}});
    Character after = c;
    after.fatePoints = fatePoints;
    return {after, {}};
}

SheetEdit compel(const Character &c, bool accepted)
{
    const std::optional<int> after = fatePointsAfterCompel(c.fatePoints, accepted);
    if (!after)
        return refuse(c, u"fate.compel.cannot_refuse"_s, u"fate_points"_s, {{u"fate_points"_s, c.fatePoints}});
    return setFatePoints(c, *after);
}

SheetEdit setConsequence(const Character &c, const QString &slot, const QString &text)
{
    Character after = c;
    const int at = consequenceIndex(c, slot);
    const QString written = text.trimmed();
    if (written.isEmpty()) {
        if (at >= 0)
            after.consequences.removeAt(at);
        return {after, {}};
    }
    if (at >= 0)
        after.consequences[at].text = written;
    else
        after.consequences.append({slot, written, false, {}, {}});
    return {after, {}};
}

SheetEdit setRecovering(const Character &c, const QString &slot, bool recovering)
{
    const int at = consequenceIndex(c, slot);
    if (at < 0)
        return refuse(c, u"fate.consequence.empty"_s, u"consequences"_s, {{u"slot"_s, slot}});
    Character after = c;
    after.consequences[at].inRecovery = recovering;
    return {after, {}};
}

SheetEdit setStressBox(const Character &c, Track track, int box, bool marked)
{
    Character after = c;
    QList<bool> &boxes = stressOf(after, track);
    if (box < 0 || box >= boxes.size())
        return refuse(c, u"fate.stress.no_box"_s, u"stress/"_s + trackId(track), {{u"box"_s, box + 1}, {u"boxes"_s, int(boxes.size())}});
    boxes[box] = marked;
    return {after, {}};
}

SheetEdit setName(const Character &c, const QString &name)
{
    if (name.trimmed().isEmpty())
        return refuse(c, u"fate.name.missing"_s, u"name"_s);
    Character after = c;
    after.name = name.trimmed();
    return {after, {}};
}

} // namespace sw::fate
