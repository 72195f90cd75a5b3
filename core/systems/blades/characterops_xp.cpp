// Character operations on xp, advances and creation (A §3, §4).
#include "systems/blades/characteredit.h"

using namespace Qt::StringLiterals;

namespace sw::blades {
using namespace detail;

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

} // namespace sw::blades
