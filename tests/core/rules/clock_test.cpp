#include "rules/clock.h"
#include "systems/blades/dice/dice.h"

#include <gtest/gtest.h>
#include <limits>
#include <ostream>

namespace sw::rules {
// Readable failure messages.
void PrintTo(ClockError error, std::ostream *out)
{
    constexpr const char *names[] = {"None", "InvalidSize", "FilledOutOfRange", "NegativeAmount",
                                     "NotEmptiable"};
    *out << names[static_cast<int>(error)];
}
} // namespace sw::rules

using sw::rules::Clock;
using sw::rules::ClockError;
using sw::rules::ClockKind;

// A §6 (§進度鐘): complex 4, more complex 6, daunting 8; data may hold any positive size.
TEST(Clock, AnyPositiveSizeIsAClock)
{
    for (const int size : {1, 3, 4, 6, 8, 12, 100}) {
        const auto made = sw::rules::makeClock(size, ClockKind::Danger);
        EXPECT_TRUE(made.ok()) << size;
        EXPECT_EQ(made.clock.segments, size);
        EXPECT_EQ(made.clock.filled, 0);
    }
    for (const int size : sw::rules::kOfferedClockSizes)
        EXPECT_TRUE(sw::rules::makeClock(size, ClockKind::Mission).ok()) << size;
}

// A §6 [engine]: no clock has fewer than one segment, or more filled than it has.
TEST(Clock, InvalidSizesAndFillsAreRefused)
{
    EXPECT_EQ(sw::rules::makeClock(0, ClockKind::Danger).error, ClockError::InvalidSize);
    EXPECT_EQ(sw::rules::makeClock(-4, ClockKind::Danger).error, ClockError::InvalidSize);
    EXPECT_EQ(sw::rules::makeClock(4, ClockKind::Danger, 5).error, ClockError::FilledOutOfRange);
    EXPECT_EQ(sw::rules::makeClock(4, ClockKind::Danger, -1).error, ClockError::FilledOutOfRange);
    EXPECT_TRUE(sw::rules::makeClock(4, ClockKind::Danger, 4).ok());
}

// A plain struct can be built wrong: every operation checks it first and leaves it untouched.
TEST(Clock, OperationsOnAnInvalidClockAreRefused)
{
    const Clock empty{0, 0, ClockKind::Danger};
    const Clock overfull{4, 9, ClockKind::TugOfWar};
    EXPECT_EQ(sw::rules::tick(empty, 1).error, ClockError::InvalidSize);
    EXPECT_EQ(sw::rules::tick(overfull, 1).error, ClockError::FilledOutOfRange);
    EXPECT_EQ(sw::rules::tick(overfull, 1).clock, overfull);
    EXPECT_EQ(sw::rules::clear(overfull, 1).error, ClockError::FilledOutOfRange);
    EXPECT_FALSE(sw::rules::isComplete(empty));
}

// A §6 (§危險鐘): the GM ticks 1, 2 or 3 segments; when the clock is full the danger happens.
TEST(Clock, TickFillsSegmentsUntilComplete)
{
    const auto ticked = sw::rules::tick({4, 1, ClockKind::Danger}, 2);
    ASSERT_TRUE(ticked.ok());
    EXPECT_EQ(ticked.clock.filled, 3);
    EXPECT_EQ(ticked.overflow, 0);
    EXPECT_FALSE(sw::rules::isComplete(ticked.clock));
    const auto full = sw::rules::tick(ticked.clock, 1);
    EXPECT_EQ(full.clock.filled, 4);
    EXPECT_TRUE(sw::rules::isComplete(full.clock));
}

// C §8.6 (§Recover): ticks beyond full are reported so the healing clock can roll them over.
TEST(Clock, TicksBeyondFullAreReturnedAsOverflow)
{
    const Clock healing{4, 3, ClockKind::Healing};
    const auto filled =
        sw::rules::tick(healing, sw::rules::ticksFor(sw::rules::RollResult::Critical));
    EXPECT_TRUE(sw::rules::isComplete(filled.clock));
    EXPECT_EQ(filled.overflow, 4);
    // Harm drops a level, the clock clears, and the excess goes onto the fresh clock.
    const auto cleared = sw::rules::clear(filled.clock, filled.clock.segments);
    ASSERT_TRUE(cleared.ok());
    const auto rolledOver = sw::rules::tick(cleared.clock, filled.overflow);
    EXPECT_EQ(rolledOver.clock.filled, 4);
    EXPECT_EQ(rolledOver.overflow, 0);
    EXPECT_EQ(sw::rules::tick(rolledOver.clock, 2).overflow, 2); // a full clock overflows all
    EXPECT_EQ(sw::rules::tick({4, 1, ClockKind::Danger}, std::numeric_limits<int>::max()).overflow,
              std::numeric_limits<int>::max() - 3);
}

// C §8.4 (§Long-term project): an 8-segment project marks 1 / 2 / 3 / 5 by result.
TEST(Clock, LongTermProjectTicksByDowntimeResult)
{
    Clock project{8, 0, ClockKind::LongTermProject};
    project = sw::rules::tick(project, sw::rules::ticksFor(sw::rules::RollResult::Partial)).clock;
    project = sw::rules::tick(project, sw::rules::ticksFor(sw::rules::RollResult::Success)).clock;
    EXPECT_EQ(project.filled, 5);
    const auto done =
        sw::rules::tick(project, sw::rules::ticksFor(sw::rules::RollResult::Critical));
    EXPECT_TRUE(sw::rules::isComplete(done.clock));
    EXPECT_EQ(done.overflow, 2);
}

// A §6 (§拔河鐘): a tug-of-war clock is filled and emptied by events, down to empty.
TEST(Clock, TugOfWarCanBeEmptied)
{
    const Clock revolution{6, 4, ClockKind::TugOfWar};
    const auto pushedBack = sw::rules::clear(revolution, 2);
    ASSERT_TRUE(pushedBack.ok());
    EXPECT_EQ(pushedBack.clock.filled, 2);
    const auto emptied = sw::rules::clear(pushedBack.clock, 5);
    EXPECT_EQ(emptied.clock.filled, 0);
    EXPECT_EQ(emptied.overflow, 3);
    EXPECT_EQ(sw::rules::tick(emptied.clock, 6).clock.filled, 6);
}

// A §6: only the tug-of-war clock is emptied by events (and the healing clock clears, C §8.6);
// other clocks only fill. Correcting a mistake is an edit (makeClock), not a clear.
TEST(Clock, OtherKindsCannotBeEmptied)
{
    for (const ClockKind kind : sw::rules::kAllClockKinds) {
        const Clock clock{8, 3, kind};
        const auto cleared = sw::rules::clear(clock, 1);
        if (kind == ClockKind::TugOfWar || kind == ClockKind::Healing) {
            EXPECT_TRUE(cleared.ok());
        } else {
            EXPECT_EQ(cleared.error, ClockError::NotEmptiable) << sw::rules::clockKindId(kind);
            EXPECT_EQ(cleared.clock, clock);
        }
    }
}

TEST(Clock, NegativeAmountsAreRefused)
{
    const Clock clock{6, 3, ClockKind::TugOfWar};
    EXPECT_EQ(sw::rules::tick(clock, -1).error, ClockError::NegativeAmount);
    EXPECT_EQ(sw::rules::clear(clock, -1).error, ClockError::NegativeAmount);
    EXPECT_EQ(sw::rules::tick(clock, -1).clock, clock);
    EXPECT_EQ(sw::rules::tick(clock, 0).clock, clock);
}

// Campaign files and rule packs store the kind by a stable id.
TEST(Clock, KindIdsRoundTrip)
{
    for (const ClockKind kind : sw::rules::kAllClockKinds)
        EXPECT_EQ(sw::rules::clockKindFromId(sw::rules::clockKindId(kind)), kind);
    EXPECT_EQ(sw::rules::clockKindId(ClockKind::TugOfWar), "tug_of_war");
    EXPECT_EQ(sw::rules::clockKindId(ClockKind::LongTermProject), "long_term_project");
    EXPECT_FALSE(sw::rules::clockKindFromId("doom").has_value());
}
