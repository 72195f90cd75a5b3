#include "blades/characterops.h"

#include "blades/charactervalidator.h"

#include <QJsonArray>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;
using sw::rules::Violation;

namespace sw::blades {
namespace {

auto fieldIs(const QString &field)
{
    return [field](const Violation &v) { return v.field == field; };
}

bool overLoad(const Violation &v) { return v.code == u"load.over_limit"_s; }
bool anything(const Violation &) { return true; }
int param(const Violation &v, const QString &key) { return v.params.value(key).toInt(); }

// A character edit in progress, with the limits the sheet is checked against.
class Edit : public detail::SheetEdit<Character>
{
public:
    Edit(const Character &c, const RulePack &p, const CrewBenefits &cr)
        : SheetEdit(c), pack(p), crew(cr), lim(limitsFor(c, p, cr)) {}

    // The rules of `aspect` the edit breaks anew, among those it `concerns`.
    template <typename Concerns>
    void check(CharacterAspect aspect, Concerns concerns)
    {
        refuseNew(checkCharacterAspect(before, aspect, pack, crew), checkCharacterAspect(after, aspect, pack, crew), concerns);
    }

    bool knownTrack(const QString &track)
    {
        if (track != u"playbook"_s && !pack.attribute(track))
            refuse(u"xp.attribute_unknown"_s, u"xp/"_s + track, {{u"id"_s, track}});
        return !blocked();
    }

    // Marks xp; a full track is cleared into a pending advance, the surplus is dropped (A §4.2).
    void markTrack(const QString &track, int amount)
    {
        const bool playbook = track == u"playbook"_s;
        int &xp = playbook ? after.playbookXp : after.attributeXp[track];
        const int surplus = (xp += amount) - (playbook ? lim.playbookXp : lim.attributeXp);
        if (surplus < 0)
            return;
        xp = 0;
        ++(playbook ? after.pendingPlaybookAdvances : after.pendingAttributeAdvances[track]);
        event(u"advance.pending"_s, {{u"track"_s, track}, {u"discarded"_s, surplus}});
    }

    const RulePack &pack;
    const CrewBenefits &crew;
    const CharacterLimits lim;
};

// A play edit: a dead or retired character's sheet takes none (A §8.28).
template <typename Body>
Outcome play(const Character &c, const RulePack &pack, const CrewBenefits &crew, Body body)
{
    Edit e(c, pack, crew);
    if (c.status == CharacterStatus::Dead || c.status == CharacterStatus::Retired)
        e.refuse(u"character.read_only"_s, u"status"_s,
                 {{u"status"_s, c.status == CharacterStatus::Dead ? u"dead"_s : u"retired"_s}});
    if (!e.blocked())
        body(e);
    return e.finish();
}

QJsonArray characterTable(const RulePack &pack, const QString &key)
{
    return pack.documents.value(u"character.json"_s).value(key).toArray();
}

bool *armorBox(ArmorUse &a, const QString &kind)
{
    return kind == u"standard"_s ? &a.standard : kind == u"heavy"_s ? &a.heavy : kind == u"special"_s ? &a.special : nullptr;
}

} // namespace

// A §2.3, §8.4–8.6: the last stress box gives a trauma; stress returns to 0; the 4th retires.
Outcome applyMarkStress(const Character &c, int amount, const RulePack &pack, const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        if (!e.positive(amount, u"stress"_s))
            return;
        if (c.stress + amount < e.lim.stressMax) {
            e.after.stress += amount;
            return;
        }
        e.after.stress = 0;
        ++e.after.trauma;
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

// A §4.2, §8.16: a full track is cleared into a pending advance.
Outcome applyMarkXp(const Character &c, const QString &track, int amount, const RulePack &pack,
                    const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        if (e.knownTrack(track) && e.positive(amount, u"xp/"_s + track))
            e.markTrack(track, amount);
    });
}

// A §4.1, §8.18: a desperate roll marks 1 xp on the attribute that owns the action.
Outcome applyDesperateRollXp(const Character &c, const QString &action, const RulePack &pack,
                             const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        if (const Attribute *attribute = pack.attributeOf(action))
            e.markTrack(attribute->id, pack.numberOr(u"desperate_roll_xp"_s, 1));
        else
            e.refuse(u"action.unknown"_s, u"actions/"_s + action, {{u"id"_s, action}});
    });
}

// A §4.1, §8.17: each trigger awards 0..2 (Vengeful adds a trigger); the sum goes to any tracks.
Outcome applyEndOfSessionXp(const Character &c, const SessionXp &xp, const RulePack &pack, const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        QMap<QString, int> maxima;
        for (const QJsonValue &t : characterTable(pack, u"xp_triggers"_s))
            maxima.insert(t[u"id"_s].toString(), t[u"max_xp"_s].toInt(2));
        for (const QString &id : c.abilities) {
            for (const Effect &effect : pack.ability(id) ? pack.ability(id)->effects : QList<Effect>()) {
                if (effect.kind == u"xp_trigger"_s)
                    maxima.insert(id, pack.numberOr(u"xp_per_trigger_max"_s, 2));
            }
        }
        int awarded = 0, split = 0;
        for (auto it = xp.awards.begin(); it != xp.awards.end(); ++it) {
            const QString field = u"xp_triggers/"_s + it.key();
            if (!maxima.contains(it.key()))
                e.refuse(u"xp.trigger_unknown"_s, field, {{u"id"_s, it.key()}});
            else if (it.value() < 0 || it.value() > maxima.value(it.key()))
                e.refuse(u"xp.trigger_award_out_of_range"_s, field,
                         {{u"value"_s, it.value()}, {u"max"_s, maxima.value(it.key())}});
            awarded += it.value();
        }
        for (auto it = xp.tracks.begin(); it != xp.tracks.end(); ++it) {
            if (e.knownTrack(it.key()) && it.value() < 0)
                e.refuse(u"edit.amount_invalid"_s, u"xp/"_s + it.key(), {{u"value"_s, it.value()}});
            split += it.value();
        }
        if (split != awarded)
            e.refuse(u"xp.session_split_mismatch"_s, u"xp"_s, {{u"value"_s, split}, {u"expected"_s, awarded}});
        for (auto it = xp.tracks.begin(); it != xp.tracks.end() && !e.blocked(); ++it) {
            if (it.value() > 0)
                e.markTrack(it.key(), it.value());
        }
    });
}

// A §4.1, §8.19 (§Train, §幫派升級範例 訓練): once per track per downtime; 2 xp with Training.
TrainOutcome applyTrain(const Character &c, const QString &track, const DowntimeState &downtime,
                        const RulePack &pack, const CrewBenefits &crew)
{
    TrainOutcome out{play(c, pack, crew, [&](Edit &e) {
                         if (downtime.trainedThisDowntime.contains(track))
                             e.refuse(u"train.track_already_trained"_s, u"xp/"_s + track, {{u"track"_s, track}});
                         if (e.knownTrack(track))
                             e.markTrack(track, crew.trainingXp.value(track, pack.numberOr(u"training_xp"_s, 1)));
                     }),
                     downtime};
    if (out.done())
        out.downtime.trainedThisDowntime.insert(track);
    return out;
}

// A §4.2, §8.20: a new special ability, own playbook unless Veteran allows another.
Outcome applyTakePlaybookAdvance(const Character &c, const QString &ability, const RulePack &pack,
                                 const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        if (c.pendingPlaybookAdvances < 1)
            e.refuse(u"advance.none_pending"_s, u"abilities"_s, {{u"track"_s, u"playbook"_s}});
        e.after.abilities.append(ability);
        e.after.pendingPlaybookAdvances = std::max(0, c.pendingPlaybookAdvances - 1);
        e.check(CharacterAspect::Abilities, fieldIs(u"abilities/"_s + ability));
        e.event(u"advance.taken"_s, {{u"track"_s, u"playbook"_s}, {u"ability"_s, ability}});
    });
}

// A §4.2, §8.21: +1 dot on an action under the attribute, within the cap (3, 4 with Mastery).
Outcome applyTakeAttributeAdvance(const Character &c, const QString &attribute, const QString &action,
                                  const RulePack &pack, const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        if (!e.knownTrack(attribute))
            return;
        if (c.pendingAttributeAdvances.value(attribute) < 1)
            e.refuse(u"advance.none_pending"_s, u"xp/"_s + attribute, {{u"track"_s, attribute}});
        if (!pack.attribute(attribute)->actions.contains(action))
            return e.refuse(u"advance.action_not_in_attribute"_s, u"actions/"_s + action,
                            {{u"id"_s, action}, {u"attribute"_s, attribute}});
        ++e.after.actions[action];
        if (--e.after.pendingAttributeAdvances[attribute] <= 0)
            e.after.pendingAttributeAdvances.remove(attribute);
        e.check(CharacterAspect::Actions, fieldIs(u"actions/"_s + action));
        e.event(u"advance.taken"_s, {{u"track"_s, attribute}, {u"action"_s, action}});
    });
}

// A §3 step 4, §8.1, §8.3: at creation no action above 2, at most 7 dots, the playbook's stay.
Outcome applySetActionRating(const Character &c, const QString &action, int dots, const RulePack &pack,
                             const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        const QString field = u"actions/"_s + action;
        if (c.phase != CharacterPhase::Creation)
            e.refuse(u"action.fixed_after_creation"_s, field, {{u"value"_s, dots}});
        if (!pack.action(action))
            return e.refuse(u"action.unknown"_s, field, {{u"id"_s, action}});
        if (dots == 0)
            e.after.actions.remove(action);
        else
            e.after.actions[action] = dots;
        e.check(CharacterAspect::Actions, fieldIs(field));
        e.check(CharacterAspect::Creation, [&](const Violation &v) {
            return (v.code == u"creation.dots_total"_s && param(v, u"value"_s) > param(v, u"expected"_s))
                   || (v.code == u"creation.playbook_dots_missing"_s && v.field == field);
        });
    });
}

// A §3, §8.3: creation ends only on a sheet that breaks no rule.
Outcome applyFinishCreation(const Character &c, const RulePack &pack, const CrewBenefits &crew)
{
    Edit e(c, pack, crew);
    if (c.phase != CharacterPhase::Creation)
        e.refuse(u"creation.already_finished"_s, u"phase"_s);
    for (const Violation &v : c.phase == CharacterPhase::Creation ? validateCharacter(c, pack, crew) : QList<Violation>())
        e.refuse(v.code, v.field, v.params);
    e.after.phase = CharacterPhase::Play;
    e.event(u"creation.finished"_s);
    return e.finish();
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
