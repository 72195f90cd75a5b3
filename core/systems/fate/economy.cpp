#include "systems/fate/economy.h"

#include "systems/fate/sheetrules.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::fate {
namespace {

QList<bool> &stressOf(Character &c, Track t)
{
    return t == Track::Physical ? c.physicalStress : c.mentalStress;
}

bool slotTaken(const Character &c, const QString &slot)
{
    return std::any_of(c.consequences.begin(), c.consequences.end(), [&](const Consequence &k) { return k.slot == slot; });
}

// A slot whose hits are of one track only (the extra mild ones) serves that track alone.
bool slotServes(const FatePack &pack, const QString &slot, Track track)
{
    const ConsequenceSlot *s = pack.slot(slot);
    return s && (s->needsTrack.isEmpty() || s->needsTrack == trackId(track));
}

} // namespace

Character startSession(Character c, const FatePack &pack)
{
    c.fatePoints = std::max(c.fatePoints, c.refresh);
    c.consequences.removeIf([&pack](const Consequence &k) {
        const ConsequenceSlot *slot = pack.slot(k.slot);
        return k.inRecovery && slot && slot->clearsAfter == u"session"_s;
    });
    return c;
}

int absorbedBy(const FatePack &pack, const HitPlan &plan)
{
    int total = int(plan.boxes.size());
    for (const Consequence &k : plan.consequences) {
        if (const ConsequenceSlot *s = pack.slot(k.slot))
            total += s->absorbs;
    }
    return total;
}

int absorbable(const FatePack &pack, const Character &c, Track track)
{
    const QList<bool> &boxes = track == Track::Physical ? c.physicalStress : c.mentalStress;
    int total = int(std::count(boxes.begin(), boxes.end(), false));
    for (const QString &slot : availableConsequenceSlots(pack, c)) {
        if (!slotTaken(c, slot) && slotServes(pack, slot, track))
            total += pack.slot(slot)->absorbs;
    }
    return total;
}

bool takenOut(const FatePack &pack, const Character &c, Track track, int hit)
{
    return hit > absorbable(pack, c, track);
}

QList<rules::Violation> checkHit(const FatePack &pack, const Character &c, int hit, const HitPlan &plan)
{
    QList<rules::Violation> out;
    const QList<bool> &boxes = plan.track == Track::Physical ? c.physicalStress : c.mentalStress;
    QList<int> seenBoxes;
    for (int b : plan.boxes) {
        if (b < 0 || b >= boxes.size() || boxes.at(b) || seenBoxes.contains(b))
            out.append({u"fate.absorb.box_unavailable"_s, u"stress/"_s + trackId(plan.track), {{u"box"_s, b}}, false});
        seenBoxes << b;
    }
    const QStringList slots = availableConsequenceSlots(pack, c);
    QStringList seenSlots;
    for (const Consequence &k : plan.consequences) {
        if (!slots.contains(k.slot) || slotTaken(c, k.slot) || seenSlots.contains(k.slot) || !slotServes(pack, k.slot, plan.track))
            out.append({u"fate.absorb.slot_unavailable"_s, u"consequences"_s, {{u"slot"_s, k.slot}}, false});
        seenSlots << k.slot;
    }
    for (const Consequence &k : plan.consequences) {
        if (k.slot != u"extreme"_s)
            continue;
        // Spec §7.5, optional extreme consequence: it replaces an aspect other than the high
        // concept, and may be taken at most once between major milestones.
        const int i = plan.replacesAspect;
        if (i < 0 || i >= c.aspects.size() || c.aspects.at(i).kind == u"high_concept"_s)
            out.append({u"fate.consequence.extreme_replaces"_s, u"aspects"_s, {{u"slot"_s, k.slot}, {u"aspect"_s, i}}, false});
        if (c.extremeTaken)
            out.append({u"fate.consequence.extreme_once"_s, u"consequences"_s, {{u"slot"_s, k.slot}}, false});
    }
    const int absorbed = absorbedBy(pack, plan);
    if (absorbed < hit)
        out.append({u"fate.absorb.short"_s, u"hit"_s, {{u"hit"_s, hit}, {u"absorbed"_s, absorbed}}, false});
    return out;
}

Character applyHit(Character c, const HitPlan &plan)
{
    QList<bool> &boxes = stressOf(c, plan.track);
    for (int b : plan.boxes)
        boxes[b] = true;
    c.consequences.append(plan.consequences);
    for (const Consequence &k : plan.consequences) {
        if (k.slot != u"extreme"_s || plan.replacesAspect < 0 || plan.replacesAspect >= c.aspects.size())
            continue;
        Aspect &replaced = c.aspects[plan.replacesAspect]; // spec §7.5: permanently replaced
        replaced.text = k.text;
        replaced.freeInvokes = k.freeInvokes;
        c.extremeTaken = true;
    }
    return c;
}

std::optional<int> recoveryDifficulty(const FatePack &pack, const QString &slot, bool treatingYourself)
{
    const ConsequenceSlot *s = pack.slot(slot);
    if (!s || !s->recoveryDifficulty)
        return std::nullopt;
    return *s->recoveryDifficulty + (treatingYourself ? pack.treatingYourself : 0);
}

std::optional<int> concessionFatePoints(bool opponentRolled, int consequencesTaken)
{
    if (opponentRolled)
        return std::nullopt;
    return 1 + consequencesTaken;
}

std::optional<int> fatePointsAfterCompel(int fatePoints, bool accepted)
{
    if (accepted)
        return fatePoints + 1;
    if (fatePoints < 1)
        return std::nullopt;
    return fatePoints - 1;
}

Character oweFatePoints(Character c, int points)
{
    c.fatePointsOwed += points;
    return c;
}

Character payOwedFatePoints(Character c)
{
    c.fatePoints += c.fatePointsOwed;
    c.fatePointsOwed = 0;
    return c;
}

int teamworkBonus(int highestRating, const QList<int> &helperRatings)
{
    const int helpers = int(std::count_if(helperRatings.begin(), helperRatings.end(), [](int r) { return r >= 1; }));
    return std::max(0, std::min(helpers, highestRating));
}

} // namespace sw::fate
