#include "systems/meshal/supplies.h"

#include "systems/meshal/health.h"

namespace sw::meshal {

std::optional<DailyNeeds> dailyNeeds(Size size)
{
    switch (size) {
    case Size::Small:
        return DailyNeeds{1, 1, 6}; // L1067, L1072
    case Size::Medium:
        return DailyNeeds{2, 2, 6};
    case Size::Large:
        return DailyNeeds{3, 4, 6};
    case Size::Tiny:
    case Size::Huge:
    case Size::Gargantuan:
        break;
    }
    return std::nullopt;
}

std::optional<DayEnd> startNextDay(Character &c, const Day &day)
{
    const std::optional<DailyNeeds> needs = c.size ? dailyNeeds(*c.size) : std::nullopt;
    if (!needs)
        return std::nullopt;
    DayEnd end;
    int slept = 0;
    for (int hours : day.sleepSessions) {
        if (hours >= 1) // L1077: each session at least an hour
            slept += hours;
    }
    bool noSleep = c.species.noSleep;
    for (const Feature &f : c.features)
        noSleep = noSleep || f.noSleep;
    end.hungry = day.food < needs->food;
    end.thirsty = day.drink < needs->drink;
    end.exhausted = !noSleep && slept < needs->sleepHours;
    const std::array<std::pair<bool, Attribute>, 3> lacks{
        {{end.hungry, Attribute::Might}, {end.thirsty, Attribute::Energy}, {end.exhausted, Attribute::Spirit}}};
    for (const auto &[lacking, a] : lacks) {
        if (!lacking || c.conditions.dead)
            continue;
        const DamageDone done = removeDice(c, a, 1);
        end.taken[std::size_t(a)] = done.removed[std::size_t(a)];
        c.conditions.deprived[std::size_t(a)] += 1;
    }
    updateConditions(c);
    return end;
}

} // namespace sw::meshal
