#include "systems/blades/characteredit.h"

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace sw::blades {
using namespace detail;


// A §2.3, §8.4–8.6: the last stress box gives a trauma; stress returns to 0; the 4th retires.
Outcome applyMarkStress(const Character &c, int amount, const RulePack &pack, const CrewBenefits &crew,
                        const QString &traumaCondition)
{
    return play(c, pack, crew, [&](Edit &e) {
        if (!e.positive(amount, u"stress"_s))
            return;
        if (c.stress + amount < e.lim.stressMax) {
            if (!traumaCondition.isEmpty())
                return e.refuse(u"trauma.condition_without_trauma"_s, u"trauma_conditions"_s, {{u"id"_s, traumaCondition}});
            e.after.stress += amount;
            return;
        }
        e.after.stress = 0;
        ++e.after.trauma;
        if (!traumaCondition.isEmpty()) {
            e.after.traumaConditions.append(traumaCondition);
            e.check(CharacterAspect::StressAndTrauma, [](const Violation &v) {
                return v.code == u"trauma.condition_unknown"_s || v.code == u"trauma.condition_duplicate"_s;
            });
            e.event(u"trauma.condition_chosen"_s, {{u"id"_s, traumaCondition}});
        }
        e.event(u"trauma.gained"_s, {{u"trauma"_s, e.after.trauma}, {u"max"_s, e.lim.traumaMax},
                                     {u"stress_lost"_s, c.stress + amount - e.lim.stressMax}});
        e.event(u"character.out_of_action"_s);
        e.event(u"vice.satisfied_next_downtime"_s);
        if (e.after.trauma >= e.lim.traumaMax) {
            e.after.status = CharacterStatus::Retired;
            e.event(u"character.retired"_s, {{u"trauma"_s, e.after.trauma}});
        }
    });
}

// A §2.1: clearing never goes below 0; clearing more than was marked is reported.
Outcome applyClearStress(const Character &c, int amount, const RulePack &pack, const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        if (!e.positive(amount, u"stress"_s))
            return;
        e.after.stress = std::max(0, c.stress - amount);
        if (amount > c.stress)
            e.event(u"stress.excess_cleared"_s, {{u"excess"_s, amount - c.stress}});
    });
}

// A §2.3, §8.5: one distinct condition of the eight per trauma, never more than the trauma.
// Allowed on a retired sheet: the trauma that retired it still needs its condition.
Outcome applyChooseTraumaCondition(const Character &c, const QString &condition, const RulePack &pack,
                                   const CrewBenefits &crew)
{
    Edit e(c, pack, crew);
    e.after.traumaConditions.append(condition);
    e.check(CharacterAspect::StressAndTrauma, [](const Violation &v) {
        return v.field == u"trauma_conditions"_s
               && !(v.code == u"trauma.conditions_mismatch"_s && param(v, u"value"_s) < param(v, u"expected"_s));
    });
    return e.finish();
}

// A §2.4, §8.7–8.9: a full row moves the harm up; a full top row is catastrophic; level 4 kills;
// new harm clears the healing clock.
Outcome applyAddHarm(const Character &c, int level, const QString &description, const RulePack &pack,
                     const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        const QString field = u"harm/%1"_s.arg(c.harm.size());
        if (!pack.harmLevel(level))
            return e.refuse(u"harm.level_invalid"_s, field, {{u"value"_s, level}});
        if (description.trimmed().isEmpty())
            return e.refuse(u"harm.description_missing"_s, field, {{u"level"_s, level}});
        const auto full = [&](int l) {
            return std::count_if(c.harm.begin(), c.harm.end(), [&](const Harm &h) { return h.level == l; })
                   >= pack.harmLevel(l)->slots;
        };
        const auto fatal = [&](int l) { return pack.harmLevel(l)->penalty == u"fatal"_s; };
        int at = level;
        while (full(at) && !fatal(at) && pack.harmLevel(at + 1) && !fatal(at + 1))
            ++at;
        if (at != level)
            e.event(u"harm.moved_up"_s, {{u"from"_s, level}, {u"to"_s, at}});
        if (full(at)) {
            e.event(u"harm.catastrophic"_s, {{u"level"_s, at}, {u"description"_s, description}});
        } else {
            e.after.harm.append({at, description});
            if (fatal(at)) {
                e.after.status = CharacterStatus::Dead;
                e.event(u"harm.fatal"_s, {{u"description"_s, description}});
            }
        }
        if (c.healing > 0)
            e.event(u"healing.cleared"_s, {{u"value"_s, std::exchange(e.after.healing, 0)}});
    });
}

// A §2.4, §8.9 (§Recover, §健壯): a full clock lowers every harm one level; surplus rolls over.
Outcome applyTickHealing(const Character &c, int segments, const RulePack &pack, const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        if (!e.positive(segments, u"healing"_s))
            return;
        if (c.harm.isEmpty())
            return e.refuse(u"healing.nothing_to_heal"_s, u"healing"_s);
        int ticks = c.healing + segments;
        for (; ticks >= e.lim.healingClock && !e.after.harm.isEmpty(); ticks -= e.lim.healingClock) {
            QList<Harm> lowered;
            for (const Harm &h : std::as_const(e.after.harm)) {
                if (h.level > 1)
                    lowered.append({h.level - 1, h.description});
            }
            e.event(u"healing.completed"_s, {{u"healed"_s, int(e.after.harm.size() - lowered.size())},
                                             {u"remaining"_s, int(lowered.size())}});
            e.after.harm = lowered;
        }
        e.after.healing = e.after.harm.isEmpty() ? 0 : ticks; // nothing left to heal: the clock clears
    });
}

// A §2.7, §8.14: at most 4 coin on the person, and carried coin takes load.
Outcome applySetCoin(const Character &c, int coin, const RulePack &pack, const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        e.after.coin = coin;
        e.check(CharacterAspect::Money, fieldIs(u"coin"_s));
        e.check(CharacterAspect::ArmorAndLoad, overLoad);
    });
}

// A §2.8 (§錢幣使用): 1 coin → 1 stash, up to 40.
Outcome applyDepositStash(const Character &c, int coin, const RulePack &pack, const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        if (!e.positive(coin, u"coin"_s))
            return;
        e.after.coin -= coin;
        e.after.stash += coin * pack.numberOr(u"stash_per_coin_deposited"_s, 1);
        e.check(CharacterAspect::Money, anything);
    });
}

// A §2.8, §8.15 (§從私金中移除錢幣): 2 stash → 1 coin, in pairs only, coin stays within 4.
Outcome applyWithdrawStash(const Character &c, int stash, const RulePack &pack, const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        const int perCoin = std::max(1, pack.numberOr(u"stash_per_coin_withdrawn"_s, 2));
        if (!e.positive(stash, u"stash"_s))
            return;
        if (stash % perCoin != 0)
            e.refuse(u"stash.withdraw_not_in_pairs"_s, u"stash"_s, {{u"value"_s, stash}, {u"per_coin"_s, perCoin}});
        e.after.stash -= stash;
        e.after.coin += stash / perCoin;
        e.check(CharacterAspect::Money, anything);
        e.check(CharacterAspect::ArmorAndLoad, overLoad);
    });
}

// A §2.6, §8.12: a known level whose limit holds the load carried; encumbered is flagged.
Outcome applySetLoadLevel(const Character &c, const QString &level, const RulePack &pack, const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        e.after.loadLevel = level;
        e.check(CharacterAspect::ArmorAndLoad,
                [](const Violation &v) { return v.field == u"load_level"_s || overLoad(v); });
        if (level == u"encumbered"_s)
            e.event(u"load.encumbered"_s);
    });
}

// A §2.6, §8.12–8.13: ticking an item never passes the chosen level; armor in use stays carried.
Outcome applyToggleItem(const Character &c, const QString &item, const RulePack &pack, const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        const bool adding = !e.after.items.removeOne(item); // taking one off only lightens the load
        if (adding)
            e.after.items.append(item);
        e.check(CharacterAspect::ArmorAndLoad, [&](const Violation &v) {
            return v.field.startsWith(u"armor/"_s)
                   || (adding && (v.field == u"items/"_s + item || v.field == u"load_level"_s || overLoad(v)));
        });
    });
}

// A §2.5, §8.11: a box once, only with its armor carried or its ability taken.
Outcome applyUseArmor(const Character &c, const QString &kind, const RulePack &pack, const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        const QString field = u"armor/"_s + kind;
        bool *box = armorBox(e.after.armor, kind);
        if (!box || !pack.armorKind(kind))
            return e.refuse(u"armor.kind_unknown"_s, field, {{u"id"_s, kind}});
        if (*box)
            e.refuse(u"armor.already_used"_s, field);
        *box = true;
        e.check(CharacterAspect::ArmorAndLoad, fieldIs(field));
    });
}

// A §2.5: standard and heavy come back at the next loadout, special at the start of downtime
// (each kind's `restored_at` in the pack).
Outcome applyResetArmor(const Character &c, ArmorReset at, const RulePack &pack, const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        const QString when = at == ArmorReset::Loadout ? u"loadout"_s : u"downtime"_s;
        for (const QJsonValue &kind : characterTable(pack, u"armor"_s)) {
            const QString id = kind[u"id"_s].toString();
            bool *box = armorBox(e.after.armor, id);
            if (box && *box && kind[u"restored_at"_s].toString() == when) {
                *box = false;
                e.event(u"armor.restored"_s, {{u"kind"_s, id}});
            }
        }
    });
}

} // namespace sw::blades
