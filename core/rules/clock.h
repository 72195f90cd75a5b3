#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace sw::rules {

// What a progress clock tracks (A §6); the kind decides whether it may be emptied.
enum class ClockKind {
    Danger,
    Racing,
    Linked,
    Mission,
    TugOfWar,
    LongTermProject,
    Healing,
    Faction,
};

inline constexpr std::array kAllClockKinds{
    ClockKind::Danger,   ClockKind::Racing,          ClockKind::Linked,  ClockKind::Mission,
    ClockKind::TugOfWar, ClockKind::LongTermProject, ClockKind::Healing, ClockKind::Faction,
};

// The sizes the UI offers. Data may hold any positive size (e.g. a 3-segment healing clock).
inline constexpr std::array kOfferedClockSizes{4, 6, 8, 10, 12};

// A progress clock: a circle of segments, some of them filled.
struct Clock
{
    int segments = 4;
    int filled = 0; // 0..segments
    ClockKind kind = ClockKind::Danger;

    friend bool operator==(const Clock &, const Clock &) = default;
};

// Why a clock operation was refused. A refused operation leaves the clock as it was.
enum class ClockError {
    None,
    InvalidSize,      // segments < 1
    FilledOutOfRange, // filled outside 0..segments
    NegativeAmount,   // tick or clear by a negative number of segments
    NotEmptiable,     // clear on a kind the rules never empty
};

// The outcome of a clock operation: the clock after it, the segments that did not fit (beyond
// full for tick, below empty for clear), and an error if the operation was refused.
struct ClockResult
{
    Clock clock;
    int overflow = 0;
    ClockError error = ClockError::None;

    bool ok() const { return error == ClockError::None; }
    friend bool operator==(const ClockResult &, const ClockResult &) = default;
};

// "danger", "racing", "linked", "mission", "tug_of_war", "long_term_project", "healing",
// "faction": the id stored in campaign files and rule packs.
std::string_view clockKindId(ClockKind kind);
std::optional<ClockKind> clockKindFromId(std::string_view id);

// None for a clock that satisfies segments >= 1 and 0 <= filled <= segments.
ClockError validate(const Clock &clock);
// A new clock, checked as validate() does.
ClockResult makeClock(int segments, ClockKind kind, int filled = 0);
// Fills n more segments; overflow is how many did not fit. Ticking a full clock is allowed (all
// of n overflows): a healing clock rolls the excess over (C §8.6).
ClockResult tick(const Clock &clock, int n);
// Empties n segments, stopping at 0; overflow is how many were not there. Only tug-of-war
// clocks (A §6, §拔河鐘) and healing clocks (which clear when they fill or on new harm, C §8.6)
// may be emptied; other kinds give NotEmptiable.
ClockResult clear(const Clock &clock, int n);
// Whether every segment is filled.
bool isComplete(const Clock &clock);
// Whether the rules let this kind of clock lose segments.
bool canEmpty(ClockKind kind);

} // namespace sw::rules
