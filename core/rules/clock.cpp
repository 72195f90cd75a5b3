#include "rules/clock.h"

namespace sw::rules {

namespace {

struct KindId
{
    ClockKind kind;
    std::string_view id;
};

constexpr std::array<KindId, kAllClockKinds.size()> kKindIds{{
    {ClockKind::Danger, "danger"},
    {ClockKind::Racing, "racing"},
    {ClockKind::Linked, "linked"},
    {ClockKind::Mission, "mission"},
    {ClockKind::TugOfWar, "tug_of_war"},
    {ClockKind::LongTermProject, "long_term_project"},
    {ClockKind::Healing, "healing"},
    {ClockKind::Faction, "faction"},
}};

ClockResult refused(const Clock &clock, ClockError error)
{
    return {clock, 0, error};
}

} // namespace

std::string_view clockKindId(ClockKind kind)
{
    for (const KindId &entry : kKindIds) {
        if (entry.kind == kind)
            return entry.id;
    }
    return {};
}

std::optional<ClockKind> clockKindFromId(std::string_view id)
{
    for (const KindId &entry : kKindIds) {
        if (entry.id == id)
            return entry.kind;
    }
    return std::nullopt;
}

ClockError validate(const Clock &clock)
{
    if (clock.segments < 1)
        return ClockError::InvalidSize;
    if (clock.filled < 0 || clock.filled > clock.segments)
        return ClockError::FilledOutOfRange;
    return ClockError::None;
}

ClockResult makeClock(int segments, ClockKind kind, int filled)
{
    const Clock clock{segments, filled, kind};
    return {clock, 0, validate(clock)};
}

ClockResult tick(const Clock &clock, int n)
{
    if (const ClockError error = validate(clock); error != ClockError::None)
        return refused(clock, error);
    if (n < 0)
        return refused(clock, ClockError::NegativeAmount);
    const int room = clock.segments - clock.filled; // no overflow: both are in range
    Clock after = clock;
    if (n > room) {
        after.filled = clock.segments;
        return {after, n - room, ClockError::None};
    }
    after.filled += n;
    return {after, 0, ClockError::None};
}

ClockResult clear(const Clock &clock, int n)
{
    if (const ClockError error = validate(clock); error != ClockError::None)
        return refused(clock, error);
    if (n < 0)
        return refused(clock, ClockError::NegativeAmount);
    if (!canEmpty(clock.kind))
        return refused(clock, ClockError::NotEmptiable);
    Clock after = clock;
    if (n > clock.filled) {
        after.filled = 0;
        return {after, n - clock.filled, ClockError::None};
    }
    after.filled -= n;
    return {after, 0, ClockError::None};
}

bool isComplete(const Clock &clock)
{
    return clock.segments >= 1 && clock.filled >= clock.segments;
}

bool canEmpty(ClockKind kind)
{
    return kind == ClockKind::TugOfWar || kind == ClockKind::Healing;
}

} // namespace sw::rules
