#include "systems/fate/sheetrules.h"

#include <QMap>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::fate {
namespace {

rules::Violation violation(const QString &code, const QString &field, QVariantMap params = {})
{
    return {code, field, std::move(params), false};
}

QMap<int, int> patternCounts(const FatePack &pack)
{
    QMap<int, int> allowed;
    for (const PatternStep &step : pack.creationPattern)
        allowed[step.rating] += step.count;
    return allowed;
}

// Rule 17: the creation pattern (the pyramid by default). Stored: no rating holds more skills
// than the pattern allows, none is off the pattern. Complete: every count is met.
void checkPattern(const FatePack &pack, const QMap<int, int> &counts, CheckMode mode,
                  QList<rules::Violation> &out)
{
    const QMap<int, int> allowed = patternCounts(pack);
    QList<int> ratings = counts.keys();
    for (int r : allowed.keys()) {
        if (!ratings.contains(r))
            ratings.append(r);
    }
    for (int r : ratings) {
        const int n = counts.value(r);
        const int max = allowed.value(r);
        if (n > max || (mode == CheckMode::Complete && n < max))
            out.append(violation(u"fate.skills.pattern"_s, u"skills"_s, {{u"rating"_s, r}, {u"count"_s, n}, {u"expected"_s, max}}));
    }
}

// Rule 18 (spec §7.8: "no rating may hold more skills than the rating below it" when skills are
// raised) on a sheet in play. Advancement keeps the columns; the profile's own starting pattern
// may stand steeper than that (the diamond 1/2/3/2/1 of spec §7.2 holds three at +3 over two at
// +2) and is kept, no steeper: count(r) − count(r−1) ≤ max(0, pattern(r) − pattern(r−1)). With
// the pyramid that is count(r) ≤ count(r−1), the rule as written.
void checkColumns(const FatePack &pack, const QMap<int, int> &counts, QList<rules::Violation> &out)
{
    const QMap<int, int> pattern = patternCounts(pack);
    for (auto it = counts.begin(); it != counts.end(); ++it) {
        const int r = it.key();
        const int allowance = std::max(0, pattern.value(r) - pattern.value(r - 1));
        if (r >= 2 && it.value() - counts.value(r - 1) > allowance)
            out.append(violation(u"fate.skills.column"_s, u"skills"_s,
                                 {{u"rating"_s, r}, {u"count"_s, it.value()}, {u"below"_s, counts.value(r - 1)}}));
    }
}

// Rule 19: the character aspects by kind (one high concept, trouble and relationship, two free).
void checkAspects(const Character &c, const FatePack &pack, CheckMode mode, QList<rules::Violation> &out)
{
    QMap<QString, int> counts;
    for (qsizetype i = 0; i < c.aspects.size(); ++i) {
        const Aspect &a = c.aspects.at(i);
        counts[a.kind] += 1;
        if (mode == CheckMode::Complete && a.text.trimmed().isEmpty())
            out.append(violation(u"fate.aspects.blank"_s, u"aspects/%1"_s.arg(i), {{u"kind"_s, a.kind}}));
    }
    for (auto it = pack.aspectsAtCreation.begin(); it != pack.aspectsAtCreation.end(); ++it) {
        const int n = counts.value(it.key());
        if (n > it.value() || (mode == CheckMode::Complete && n < it.value()))
            out.append(violation(u"fate.aspects.count"_s, u"aspects"_s, {{u"kind"_s, it.key()}, {u"count"_s, n}, {u"expected"_s, it.value()}}));
    }
}

// Spec §7.5, the optional extreme consequence, as a stored sheet keeps it (the hit that takes it
// is checked by checkHit, fate/economy.h): it permanently replaced one of the character's aspects
// other than the high concept, so one of those carries its text; it never recovers.
void checkExtreme(const Character &c, const Consequence &k, const QString &field, QList<rules::Violation> &out)
{
    const bool replaced = std::any_of(c.aspects.begin(), c.aspects.end(), [&k](const Aspect &a) {
        return a.kind != u"high_concept"_s && a.text.trimmed() == k.text.trimmed();
    });
    if (!replaced)
        out.append(violation(u"fate.consequence.extreme_replaces"_s, field, {{u"slot"_s, k.slot}, {u"text"_s, k.text}}));
    if (k.inRecovery)
        out.append(violation(u"fate.consequence.extreme_recovery"_s, field, {{u"slot"_s, k.slot}}));
}

void checkHarm(const Character &c, const FatePack &pack, QList<rules::Violation> &out)
{
    for (Track t : {Track::Physical, Track::Mental}) { // rule 22
        const int boxes = int((t == Track::Physical ? c.physicalStress : c.mentalStress).size());
        const int expected = stressTrackSize(pack, c, t).boxes;
        if (boxes != expected)
            out.append(violation(u"fate.stress.boxes"_s, u"stress/"_s + trackId(t),
                                 {{u"boxes"_s, boxes}, {u"expected"_s, expected}, {u"skill"_s, pack.stressSkill[int(t)]}}));
    }
    const QStringList slots = availableConsequenceSlots(pack, c);
    QStringList used;
    for (qsizetype i = 0; i < c.consequences.size(); ++i) {
        const QString slot = c.consequences.at(i).slot;
        const QString field = u"consequences/%1"_s.arg(i);
        if (!slots.contains(slot))
            out.append(violation(u"fate.consequence.slot_unavailable"_s, field, {{u"slot"_s, slot}}));
        else if (used.contains(slot))
            out.append(violation(slot == u"extreme"_s ? u"fate.consequence.extreme_once"_s : u"fate.consequence.slot_taken"_s,
                                 field, {{u"slot"_s, slot}}));
        used << slot;
        if (slot == u"extreme"_s)
            checkExtreme(c, c.consequences.at(i), field, out);
    }
}

} // namespace

QString ladderName(const FatePack &pack, int value, Language language)
{
    for (const LadderRung &rung : pack.ladder) {
        if (rung.value == value)
            return rung.name.in(language);
    }
    return {};
}

QString signedNumber(int value)
{
    return value >= 0 ? u'+' + QString::number(value) : QString::number(value);
}

QString ladderLabel(const FatePack &pack, int value, Language language)
{
    const QString name = ladderName(pack, value, language);
    if (name.isEmpty())
        return signedNumber(value);
    return pack.labelFormat.in(language).arg(name, signedNumber(value));
}

StressTrackSize stressTrackSize(const FatePack &pack, int rating)
{
    StressTrackSize size;
    for (const StressRow &row : pack.stressBoxes) {
        if (rating >= row.minRating)
            size = {row.boxes, row.extraMild};
    }
    return size;
}

StressTrackSize stressTrackSize(const FatePack &pack, const Character &character, Track track)
{
    return stressTrackSize(pack, character.rating(pack.stressSkill[int(track)]));
}

QStringList availableConsequenceSlots(const FatePack &pack, const Character &character)
{
    QStringList slots;
    for (const ConsequenceSlot &slot : pack.consequences) {
        if (slot.optional && pack.number(u"extreme_consequences"_s) == 0)
            continue;
        if (!slot.needsTrack.isEmpty()) {
            const Track t = slot.needsTrack == u"mental"_s ? Track::Mental : Track::Physical;
            if (!stressTrackSize(pack, character, t).extraMild)
                continue;
        }
        slots << slot.id;
    }
    return slots;
}

int expectedRefresh(const FatePack &pack, const Character &character)
{
    const int extraStunts = std::max(0, int(character.stunts.size()) - pack.number(u"free_stunts"_s));
    return pack.number(u"refresh_start"_s) + character.refreshGained - extraStunts;
}

std::optional<rules::Violation> raiseBreaksColumns(const Character &c, const QString &skill)
{
    const int from = c.rating(skill);
    const int to = from + 1;
    if (to < 2)
        return std::nullopt;
    int at = 1; // the raised skill
    int below = -1; // it leaves the rating below
    for (const SkillRating &s : c.skills) {
        at += s.rating == to ? 1 : 0;
        below += s.rating == from ? 1 : 0;
    }
    if (at <= below)
        return std::nullopt;
    return violation(u"fate.skills.column"_s, u"skills"_s, {{u"rating"_s, to}, {u"count"_s, at}, {u"below"_s, below}});
}

QList<rules::Violation> validateCharacter(const Character &c, const FatePack &pack, CheckMode mode)
{
    QList<rules::Violation> out;
    QMap<int, int> counts; // rated skills (above Mediocre) by rating
    QStringList seen;
    for (qsizetype i = 0; i < c.skills.size(); ++i) {
        const SkillRating &s = c.skills.at(i);
        if (!pack.skill(s.id))
            out.append(violation(u"fate.skill.unknown"_s, u"skills/%1"_s.arg(i), {{u"skill"_s, s.id}}));
        if (seen.contains(s.id))
            out.append(violation(u"fate.skill.duplicate"_s, u"skills/%1"_s.arg(i), {{u"skill"_s, s.id}}));
        seen << s.id;
        if (s.rating > 0)
            counts[s.rating] += 1;
    }
    if (c.creation) {
        checkPattern(pack, counts, mode, out);
        checkAspects(c, pack, mode, out);
    } else {
        checkColumns(pack, counts, out);
        checkAspects(c, pack, CheckMode::Stored, out);
    }
    const int expected = expectedRefresh(pack, c); // rule 20
    if (c.refresh != expected)
        out.append(violation(u"fate.refresh.balance"_s, u"refresh"_s,
                             {{u"refresh"_s, c.refresh}, {u"expected"_s, expected}, {u"stunts"_s, int(c.stunts.size())}}));
    if (c.refresh < pack.number(u"refresh_min"_s))
        out.append(violation(u"fate.refresh.minimum"_s, u"refresh"_s, {{u"refresh"_s, c.refresh}, {u"minimum"_s, pack.number(u"refresh_min"_s)}}));
    for (qsizetype i = 0; i < c.stunts.size(); ++i) {
        const Stunt &s = c.stunts.at(i);
        if (!s.skill.isEmpty() && !pack.skill(s.skill))
            out.append(violation(u"fate.skill.unknown"_s, u"stunts/%1"_s.arg(i), {{u"skill"_s, s.skill}}));
    }
    checkHarm(c, pack, out);
    rules::applyOverrides(out, c.overrides);
    return out;
}

QList<rules::Violation> blockingViolations(const Character &c, const FatePack &pack, CheckMode mode)
{
    QList<rules::Violation> all = validateCharacter(c, pack, mode);
    QList<rules::Violation> blocking;
    for (const rules::Violation &v : all) {
        if (!v.overridden)
            blocking.append(v);
    }
    return blocking;
}

Character newCharacter(const FatePack &pack, const QString &name)
{
    Character c;
    c.packId = pack.id;
    c.packVersion = pack.version;
    c.name = name;
    for (const auto &kind : pack.aspectKinds) {
        for (int i = 0; i < pack.aspectsAtCreation.value(kind.first); ++i)
            c.aspects.append({kind.first, {}, {}});
    }
    c.refresh = pack.number(u"refresh_start"_s);
    c.fatePoints = c.refresh;
    c.physicalStress = QList<bool>(stressTrackSize(pack, 0).boxes, false);
    c.mentalStress = QList<bool>(stressTrackSize(pack, 0).boxes, false);
    return c;
}

} // namespace sw::fate
