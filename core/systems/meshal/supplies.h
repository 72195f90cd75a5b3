#pragma once

// 补给 Supplies (module replenishing, spec §4.14, rule 61, L1058–L1098): a day's food and drink by
// size (D26: food 小型1/中型2/大型3, drink 小型1/中型2/大型4; the other sizes are not given [gap])
// and at least 6 hours of sleep made of sessions of at least an hour. Each need unmet takes one
// die of its attribute at the start of the next day — hunger 强壮, thirst 活力, exhaustion 精神 —
// which may leave the character unconscious or dead; those dice come back one per full rest
// (health.h), not by other means. A species that needs no sleep (「圣俑无需睡眠」 L1062) skips it.
#include "systems/meshal/character.h"

#include <optional>

namespace sw::meshal {

struct DailyNeeds
{
    int food = 0;
    int drink = 0;
    int sleepHours = 6;
};
// Nullopt for the sizes the rulebook gives no numbers for.
std::optional<DailyNeeds> dailyNeeds(Size size);

struct Day
{
    int food = 0;
    int drink = 0;
    QList<int> sleepSessions; // whole hours of each time asleep; shorter than 1 h does not count
};

struct DayEnd
{
    bool hungry = false;
    bool thirsty = false;
    bool exhausted = false;
    std::array<int, 3> taken{}; // dice taken, by Attribute
};

// Rule 61, at the start of the next day. Nullopt when the character's size has no stated needs.
std::optional<DayEnd> startNextDay(Character &c, const Day &day);

} // namespace sw::meshal
