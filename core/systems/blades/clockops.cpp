#include "systems/blades/clockops.h"

using namespace Qt::StringLiterals;

namespace sw::blades {
namespace {

const ClockEntry *find(const QList<ClockEntry> &all, const QString &id)
{
    for (const ClockEntry &c : all) {
        if (c.id == id)
            return &c;
    }
    return nullptr;
}

// The campaign's clocks with this one as it would be after the edit.
QList<ClockEntry> withEntry(QList<ClockEntry> all, const ClockEntry &entry)
{
    for (ClockEntry &c : all) {
        if (c.id == entry.id) {
            c = entry;
            return all;
        }
    }
    all.append(entry);
    return all;
}

ClockOutcome refused(const ClockEntry &entry, const QString &code, const QString &field, QVariantMap params = {})
{
    ClockOutcome out{entry, {}, {}};
    out.refused.append({code, field, params});
    return out;
}

// What filling the clock set off: completion, the next linked clock, a race won.
QList<Event> completionEvents(const ClockEntry &after, const QList<ClockEntry> &all)
{
    if (!rules::isComplete(after.clock))
        return {};
    QList<Event> events{{u"clock.completed"_s, {{u"id"_s, after.id}}}};
    if (!after.linkedTo.isEmpty() && find(all, after.linkedTo))
        events.append({u"clock.unlocked"_s, {{u"id"_s, after.linkedTo}}});
    if (!after.racing.isEmpty())
        events.append({u"clock.race_won"_s, {{u"id"_s, after.id}, {u"rival"_s, after.racing}}});
    return events;
}

} // namespace

ClockOutcome applyTickClock(const ClockEntry &entry, int segments, const QList<ClockEntry> &all,
                            const ClockOwners &owners)
{
    if (segments < 0)
        return refused(entry, u"clock.amount.negative"_s, u"filled"_s, {{u"value"_s, segments}});
    // A §6 (§競賽鐘): the first clock to fill wins the race; neither moves after that.
    if (!entry.racing.isEmpty()) {
        const ClockEntry *rival = find(all, entry.racing);
        if (rules::isComplete(entry.clock) || (rival && rules::isComplete(rival->clock)))
            return refused(entry, u"clock.race.over"_s, u"filled"_s, {{u"id"_s, entry.racing}});
    }
    const rules::ClockResult ticked = rules::tick(entry.clock, segments);
    ClockEntry after = entry;
    after.clock = ticked.clock;
    ClockOutcome out{entry, {}, {}};
    for (const rules::Violation &v : validateClock(after, withEntry(all, after), owners)) {
        if (v.code == u"clock.link.locked"_s)
            out.refused.append(v);
    }
    if (!out.refused.isEmpty())
        return out;
    out.after = after;
    if (!rules::isComplete(entry.clock))
        out.events = completionEvents(after, all);
    if (ticked.overflow > 0)
        out.events.append({u"clock.overflow"_s, {{u"id"_s, after.id}, {u"segments"_s, ticked.overflow}}});
    return out;
}

ClockOutcome applySetClockFill(const ClockEntry &entry, int filled, const QList<ClockEntry> &all,
                               const ClockOwners &owners)
{
    if (filled < 0 || filled > entry.clock.segments)
        return refused(entry, u"clock.filled.range"_s, u"filled"_s,
                       {{u"value"_s, filled}, {u"min"_s, 0}, {u"max"_s, entry.clock.segments}});
    if (filled >= entry.clock.filled)
        return applyTickClock(entry, filled - entry.clock.filled, all, owners);
    // A §6: clocks fill; only tug-of-war clocks (and the healing clock, C §8.6) go back.
    if (!rules::canEmpty(entry.clock.kind))
        return refused(entry, u"clock.not_emptiable"_s, u"filled"_s,
                       {{u"kind"_s, QString::fromUtf8(rules::clockKindId(entry.clock.kind))}});
    ClockOutcome out{entry, {}, {}};
    out.after.clock = rules::clear(entry.clock, entry.clock.filled - filled).clock;
    return out;
}

ClockOutcome applySaveClock(const ClockEntry &entry, const QList<ClockEntry> &all, const ClockOwners &owners)
{
    ClockOutcome out{entry, validateClock(entry, withEntry(all, entry), owners), {}};
    const ClockEntry *before = find(all, entry.id);
    const bool offered = std::find(rules::kOfferedClockSizes.begin(), rules::kOfferedClockSizes.end(),
                                   entry.clock.segments) != rules::kOfferedClockSizes.end();
    // A §6: clocks of 4, 6, 8 (and 10, 12); an imported clock of another size may keep it.
    if (!offered && !(before && before->clock.segments == entry.clock.segments))
        out.refused.append({u"clock.size.offered"_s, u"segments"_s, {{u"value"_s, entry.clock.segments}}});
    if (!out.refused.isEmpty())
        out.after = before ? *before : entry;
    return out;
}

} // namespace sw::blades
