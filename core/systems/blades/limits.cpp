#include "systems/blades/limits.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::blades {

CrewBenefits crewBenefits(const QStringList &completedUpgrades, const RulePack &pack)
{
    CrewBenefits benefits;
    for (const QString &id : completedUpgrades) {
        const Upgrade *upgrade = pack.upgrade(id);
        if (!upgrade)
            continue;
        for (const Effect &e : upgrade->effects) {
            if (e.kind == u"action_cap"_s)
                benefits.actionCap = std::max(benefits.actionCap, e.value());
            else if (e.kind == u"stress_boxes"_s)
                benefits.stressBoxes += e.value();
            else if (e.kind == u"trauma_boxes"_s)
                benefits.traumaBoxes += e.value();
            else if (e.kind == u"training_xp"_s)
                benefits.trainingXp[e.stringParam(QLatin1StringView("track"))] = e.value();
            else if (e.kind == u"free_load"_s) {
                benefits.freeLoad += e.value();
                benefits.freeLoadFrom.append(id);
            }
        }
    }
    return benefits;
}

int LoadLimits::forLevel(const QString &level) const
{
    if (level == u"light"_s)
        return light;
    if (level == u"normal"_s)
        return normal;
    if (level == u"heavy"_s)
        return heavy;
    if (level == u"encumbered"_s)
        return encumbered;
    return -1;
}

CharacterLimits limitsFor(const Character &character, const RulePack &pack, const CrewBenefits &crew)
{
    CharacterLimits l;
    l.stressMax = pack.numberOr(u"stress_max"_s, l.stressMax) + crew.stressBoxes;
    l.traumaMax = pack.numberOr(u"trauma_max"_s, l.traumaMax) + crew.traumaBoxes;
    l.healingClock = pack.numberOr(u"healing_clock"_s, l.healingClock);
    l.actionCap = crew.actionCap > 0 ? crew.actionCap : pack.numberOr(u"action_cap"_s, l.actionCap);
    l.creationCap = pack.numberOr(u"action_cap_creation"_s, l.creationCap);
    l.actionRatingMax = pack.numberOr(u"action_rating_max"_s, l.actionRatingMax);
    l.coinMax = pack.numberOr(u"coin_on_person"_s, l.coinMax);
    l.stashMax = pack.numberOr(u"stash_max"_s, l.stashMax);
    l.playbookXp = pack.numberOr(u"playbook_xp"_s, l.playbookXp);
    l.attributeXp = pack.numberOr(u"attribute_xp"_s, l.attributeXp);
    l.freeLoad = crew.freeLoad;
    for (const LoadLevel &level : pack.loadLevels) {
        if (level.id == u"light"_s)
            l.load.light = level.maxLoad;
        else if (level.id == u"normal"_s)
            l.load.normal = level.maxLoad;
        else if (level.id == u"heavy"_s)
            l.load.heavy = level.maxLoad;
        else if (level.id == u"encumbered"_s)
            l.load.encumbered = level.maxLoad;
    }
    for (const QString &id : character.abilities) {
        const Ability *ability = pack.ability(id);
        if (!ability)
            continue;
        for (const Effect &e : ability->effects) {
            if (e.kind == u"load_limits"_s) {
                l.load.light = e.intParam(QLatin1StringView("light"), l.load.light);
                l.load.normal = e.intParam(QLatin1StringView("normal"), l.load.normal);
                l.load.heavy = e.intParam(QLatin1StringView("heavy"), l.load.heavy);
                l.load.encumbered = e.intParam(QLatin1StringView("encumbered"), l.load.encumbered);
            } else if (e.kind == u"healing_clock_size"_s) {
                l.healingClock = e.value(l.healingClock);
            } else if (e.kind == u"special_armor"_s) {
                l.specialArmor = true;
            } else if (e.kind == u"harm_penalty_shift"_s) {
                l.harmPenaltyShift = e.value();
            } else if (e.kind == u"stress_boxes"_s) {
                l.stressMax += e.value();
            } else if (e.kind == u"trauma_boxes"_s) {
                l.traumaMax += e.value();
            } else if (e.kind == u"action_cap"_s) {
                l.actionCap = std::max(l.actionCap, e.value());
            }
        }
    }
    return l;
}

int attributeRating(const Character &character, const Attribute &attribute)
{
    int rating = 0;
    for (const QString &action : attribute.actions) {
        if (character.rating(action) > 0)
            ++rating;
    }
    return rating;
}

int carriedLoad(const Character &character, const RulePack &pack)
{
    const LoadSummary s = loadSummary(character, pack, CharacterLimits{});
    return s.items + s.coin;
}

LoadSummary loadSummary(const Character &character, const RulePack &pack, const CharacterLimits &limits)
{
    LoadSummary s;
    for (const QString &id : character.items) {
        if (const Item *item = pack.item(id, character.playbook))
            s.items += item->load;
    }
    s.coin = character.coin * pack.numberOr(u"load_per_coin"_s, 1);
    s.free = std::clamp(limits.freeLoad, 0, s.items);
    s.counted = s.items - s.free + s.coin;
    s.level = character.loadLevel;
    s.limit = character.loadLevel.isEmpty() ? -1 : limits.load.forLevel(character.loadLevel);
    return s;
}

LoadSummary loadSummary(const Character &character, const RulePack &pack, const CrewBenefits &crew)
{
    LoadSummary s = loadSummary(character, pack, limitsFor(character, pack, crew));
    if (s.free > 0)
        s.freeFrom = crew.freeLoadFrom;
    return s;
}

int lifestyle(int stash, const RulePack &pack)
{
    const int perLevel = std::max(1, pack.numberOr(u"stash_per_lifestyle_level"_s, 10));
    return std::max(0, stash) / perLevel;
}

} // namespace sw::blades
