// One PC's downtime activity through the GM's table (C §8.1–§8.8, B §4.6): the allowance, the
// roll with coin after it, and what the result writes on the sheets.
#include "systems/blades/gm/gmtable.h"

#include "systems/blades/clockops.h"
#include "systems/blades/crewops.h"
#include "systems/blades/sheetops.h"
#include "systems/blades/procedures/downtime.h"
#include "systems/blades/procedures/score.h"
#include "systems/blades/procedures/tables.h"
#include "systems/blades/gm/gmbatch.h"
#include "systems/blades/store/campaignsheets.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;
using namespace sw::blades;

namespace sw::gm {
namespace {

// Everything one activity needs, loaded once.
struct Activity
{
    GmTable::Batch &batch;
    const RulePack &pack;
    rules::RandomSource &random;
    const ActivityRequest &request;
    Downtime &downtime;
    Crew &crew;
    Character &pc;
    DowntimeActivity record;
    bool crewChanged = false;

    void logRoll(const rules::DiceRoll &roll)
    {
        record.pool = roll.pool;
        record.dice = QList<int>(roll.dice.begin(), roll.dice.end());
        batch.rolls.append(detail::record(request.activity, pc.name, roll, u"downtime:"_s + downtime.id,
                                          u"character:"_s + request.character));
    }
    void settle(rules::RollResult result, int coinUsed, int value)
    {
        record.result = blades::detail::resultKey(result);
        record.coinSpent = coinUsed;
        record.value = value;
    }
    int actionPool()
    {
        if (!pack.action(request.action)) {
            batch.refuse(u"gm.activity.action_unknown"_s, u"action"_s, {{u"id"_s, request.action}});
            return -1;
        }
        record.action = request.action;
        return pc.rating(request.action) + request.bonusDice;
    }
    void markHeat(int heat)
    {
        const HeatTrack track = applyHeat(crew.heat, crew.wantedLevel, heat, pack);
        crew.heat = track.heat;
        crew.wantedLevel = track.wanted;
        crewChanged = true;
        batch.events.append({u"crew.heat"_s, {{u"heat"_s, heat}, {u"wanted_gained"_s, track.wantedGained}}});
    }
};

int cohortNumber(const RulePack &pack, const QString &key, int fallback)
{
    return pack.documents.value(u"crew.json"_s).value(u"cohorts"_s).toObject().value(u"numbers"_s).toObject()
        .value(key).toObject().value(u"value"_s).toInt(fallback);
}

// C §8.3: the crew's Tier; the result sets the asset's quality. Restricted items bring heat.
void acquireAsset(Activity &a)
{
    // B §1.8: at war a weak crew rolls (and gets quality from) the Tier it has for the war.
    const int tier = effectiveStanding(a.crew, a.pack).tier;
    const AssetRoll roll = blades::acquireAsset(tier, a.request.coin, a.pack, a.random, a.request.bonusDice);
    a.logRoll(roll.roll);
    a.settle(roll.result, roll.coinUsed, roll.quality);
    if (a.request.restricted) {
        const QJsonObject restricted = blades::detail::entryWithId(blades::detail::scoreArray(a.pack, u"/downtime/activities"_s), u"acquire_asset"_s)
                                           .value(u"restricted"_s).toObject();
        a.markHeat(blades::detail::changeTotal(restricted.value(u"changes"_s).toArray(), u"gain_heat"_s));
    }
    a.batch.events.append({u"asset.acquired"_s, {{u"quality"_s, roll.quality}}});
}

// C §8.4: roll an action, mark 1/2/3/5 segments on the project's clock.
void longTermProject(Activity &a, const store::CampaignStore &store)
{
    std::optional<ClockEntry> clock = a.batch.clock(a.request.clock);
    if (!clock) {
        a.batch.refuse(u"gm.clock.unknown"_s, u"clock"_s, {{u"id"_s, a.request.clock}});
        return;
    }
    const int pool = a.actionPool();
    if (pool < 0)
        return;
    const ClockRoll roll = blades::longTermProject(clock->clock, pool, a.request.coin, a.pack, a.random);
    if (roll.error != rules::ClockError::None) {
        a.batch.refuse(u"clock.filled.range"_s, u"clock"_s, {{u"id"_s, clock->id}});
        return;
    }
    a.logRoll(roll.roll);
    a.settle(roll.result, roll.coinUsed, roll.ticks);
    a.record.clock = clock->id;
    // The clock's own rules (a locked linked clock, a race already won) still hold.
    ClockEntry after = *clock;
    if (a.batch.take(applyTickClock(*clock, roll.ticks, a.batch.clocks(), detail::clockOwners(store)), after))
        a.batch.put(after);
}

// C §8.6: the healer rolls; the healing clock fills and each fill lowers every harm one level.
void recover(Activity &a)
{
    const QString treatment = a.request.treatment;
    const Treatment how = treatment == u"self"_s ? Treatment::SelfTreatment
                          : treatment == u"untreated"_s ? Treatment::Untreated : Treatment::Healer;
    if (treatment != u"healer"_s && treatment != u"self"_s && treatment != u"untreated"_s)
        a.batch.refuse(u"gm.recover.treatment"_s, u"treatment"_s, {{u"id"_s, treatment}});
    // Healing yourself takes the Physicker ability (C §8.6).
    if (how == Treatment::SelfTreatment && !a.pc.abilities.contains(u"physicker"_s))
        a.batch.refuse(u"gm.recover.self_needs_physicker"_s, u"treatment"_s);
    if (a.pc.harm.isEmpty())
        a.batch.refuse(u"gm.recover.no_harm"_s, u"harm"_s);
    if (!a.batch.refused.isEmpty())
        return;
    const CrewBenefits benefits = a.batch.benefitsFor(a.request.character, a.pack);
    const int segments = limitsFor(a.pc, a.pack, benefits).healingClock;
    const rules::Clock clock{segments, std::min(a.pc.healing, segments), rules::ClockKind::Healing};
    const RecoverRoll roll = blades::recover(a.request.healerPool + a.request.bonusDice, clock, a.pc.harm,
                                             a.request.coin, a.pack, a.random, how);
    a.logRoll(roll.healing.roll);
    a.settle(roll.healing.result, roll.healing.coinUsed, roll.healing.ticks);
    a.record.choice = treatment;
    a.pc.harm = roll.harm;
    a.pc.healing = roll.healing.clock.filled;
    if (roll.stress > 0)
        a.batch.take(applyMarkStress(a.pc, roll.stress, a.pack, benefits), a.pc);
    a.batch.events.append({u"character.recovered"_s, {{u"fills"_s, roll.fills}}});
}

// C §8.5: an action roll; heat cleared 1/2/3/5.
void reduceHeat(Activity &a)
{
    const int pool = a.actionPool();
    if (pool < 0)
        return;
    const ReduceHeatRoll roll = blades::reduceHeat(pool, a.crew.heat, a.request.coin, a.pack, a.random);
    a.logRoll(roll.roll);
    a.settle(roll.result, roll.coinUsed, roll.heatCleared);
    a.crew.heat = roll.heatAfter;
    a.crewChanged = true;
}

// C §8.7: 1 xp (2 with the crew's Training), each track once per downtime.
void train(Activity &a)
{
    DowntimeState state;
    for (const DowntimeActivity &done : a.downtime.activities) {
        if (done.character == a.request.character && done.activity == u"train"_s)
            state.trainedThisDowntime.insert(done.track);
    }
    const Character before = a.pc;
    const TrainOutcome outcome = applyTrain(a.pc, a.request.track, state, a.pack,
                                            a.batch.benefitsFor(a.request.character, a.pack));
    if (!a.batch.take<Character>(outcome, a.pc))
        return;
    a.record.track = a.request.track;
    a.record.value = a.request.track == u"playbook"_s
                         ? a.pc.playbookXp - before.playbookXp + a.pc.pendingPlaybookAdvances - before.pendingPlaybookAdvances
                         : a.pc.attributeXp.value(a.request.track) - before.attributeXp.value(a.request.track);
}

// C §8.8: the lowest attribute's dice; clear stress by the highest die; overindulge past it.
void indulgeVice(Activity &a)
{
    const QJsonArray choices = blades::detail::scoreArray(a.pack, u"/downtime/vice/overindulgences"_s);
    QStringList ids;
    for (const QJsonValue &c : choices)
        ids.append(c[u"id"_s].toString());
    // The player says beforehand what they take if the roll overindulges; only a PC with 6 or
    // more stress cannot overindulge.
    const bool canOverindulge = a.pc.stress < 6;
    if (!a.request.overindulgence.isEmpty() && !ids.contains(a.request.overindulgence)) {
        a.batch.refuse(u"gm.vice.overindulgence_unknown"_s, u"overindulgence"_s, {{u"id"_s, a.request.overindulgence}});
        return;
    }
    if (canOverindulge && a.request.overindulgence.isEmpty()) {
        a.batch.refuse(u"gm.vice.overindulgence_missing"_s, u"overindulgence"_s);
        return;
    }
    const ViceRoll roll = blades::indulgeVice(viceDice(a.pc, a.pack) + a.request.bonusDice, a.pc.stress, a.pack, a.random);
    a.logRoll(roll.roll);
    a.settle(roll.roll.result, 0, roll.stressCleared);
    const CrewBenefits benefits = a.batch.benefitsFor(a.request.character, a.pack);
    if (roll.stressCleared > 0)
        a.batch.take(applyClearStress(a.pc, roll.stressCleared, a.pack, benefits), a.pc);
    if (!roll.overindulged)
        return;
    const QString choice = a.request.overindulgence;
    a.record.choice = choice;
    a.batch.events.append({u"vice.overindulged"_s, {{u"choice"_s, choice}}});
    const QJsonArray changes = blades::detail::entryWithId(choices, choice).value(u"changes"_s).toArray();
    if (const int heat = blades::detail::changeTotal(changes, u"gain_heat"_s); heat > 0)
        a.markHeat(heat); // Brag
    for (const QJsonValue &change : changes) {
        const QString kind = change[u"kind"_s].toString();
        if (kind == u"heal_all_harm"_s) { // Lost: back from the bender with every harm healed
            a.pc.harm.clear();
            a.pc.healing = 0;
        } else if (kind == u"lose_purveyor"_s) { // Tapped: a new source must be found
            a.pc.purveyor.clear();
        } else if (kind == u"extra_entanglement"_s) { // Attract Trouble: one more entanglement
            const EntanglementRoll extra = entanglementRoll(a.crew.wantedLevel, a.crew.heat, a.pack, a.random);
            a.batch.rolls.append(detail::record(u"entanglement"_s, extra.band, extra.roll, u"downtime:"_s + a.downtime.id, {}));
            a.downtime.entanglements.append(extra.entanglements);
        }
    }
}

// B §4.6: a PC's activity spent on a cohort heals it two levels this downtime instead of one —
// the extra level now, the usual one when the downtime ends.
void healCohort(Activity &a)
{
    const int index = a.request.cohort;
    if (index < 0 || index >= a.crew.cohorts.size() || a.crew.cohorts.at(index).harm <= 0 ||
        a.crew.cohorts.at(index).harm >= cohortNumber(a.pack, u"harm_max"_s, 4)) {
        a.batch.refuse(u"gm.cohort.not_healable"_s, u"cohort"_s, {{u"value"_s, index}});
        return;
    }
    const int extra = cohortNumber(a.pack, u"heal_with_pc_activity"_s, 2) - cohortNumber(a.pack, u"heal_per_downtime"_s, 1);
    const int harm = std::max(0, a.crew.cohorts.at(index).harm - extra);
    if (a.batch.take(applySetCohortHarm(a.crew, index, harm, a.pack), a.crew))
        a.crewChanged = true;
    a.record.value = index;
}

} // namespace

GmResult GmTable::performActivity(const QString &downtimeId, const ActivityRequest &request)
{
    const Request again(*this, [=, this] { return performActivity(downtimeId, request); });
    Batch batch(m_store, m_replay);
    std::optional<Downtime> downtime;
    std::optional<Crew> crew;
    if (!batch.downtimeWithCrew(downtimeId, downtime, crew))
        return commit(batch, {}, {});
    std::optional<Character> pc = batch.character(request.character);
    if (!pc || !members(downtime->crew.toLongLong()).contains(request.character.toLongLong())) {
        batch.refuse(u"gm.score.not_member"_s, u"character"_s, {{u"id"_s, request.character}});
        return commit(batch, {}, {});
    }
    // A §2.3, §5.7: a retired or dead PC is out of play and takes no downtime activity.
    if (detail::refuseOutOfPlay(batch, *pc, request.character))
        return commit(batch, {}, {});
    if (downtime->finished)
        batch.refuse(u"gm.downtime.finished"_s, u"downtime"_s, {{u"id"_s, downtimeId}});
    // C §8.1: 2 activities, 1 at war, plus those bought.
    const int budget = detail::activityBudget(*downtime, *crew, request.character, m_pack);
    const int taken = detail::activitiesTaken(*downtime, request.character);
    if (taken >= budget) {
        batch.refuse(u"downtime.budget.exceeded"_s, u"characters/"_s + request.character,
                     {{u"value"_s, taken + 1}, {u"max"_s, budget}, {u"at_war"_s, detail::warLimited(*crew, m_pack)}});
    }
    // Coin after the roll comes from the PC's purse (C §8.1).
    if (request.coin < 0 || request.coin > pc->coin)
        batch.refuse(u"gm.activity.coin"_s, u"coin"_s, {{u"value"_s, request.coin}, {u"max"_s, pc->coin}});
    if (!batch.refused.isEmpty())
        return commit(batch, {}, {});

    Activity a{batch, packOf(*pc), m_random, request, *downtime, *crew, *pc, {}};
    a.record.character = request.character;
    a.record.activity = request.activity;
    a.record.detail = request.detail;
    const QString &kind = request.activity;
    if (kind == u"acquire_asset"_s)
        acquireAsset(a);
    else if (kind == u"long_term_project"_s)
        longTermProject(a, m_store);
    else if (kind == u"recover"_s)
        recover(a);
    else if (kind == u"reduce_heat"_s)
        reduceHeat(a);
    else if (kind == u"train"_s)
        train(a);
    else if (kind == u"indulge_vice"_s)
        indulgeVice(a);
    else if (kind == u"heal_cohort"_s)
        healCohort(a);
    else
        batch.refuse(u"gm.activity.unsupported"_s, u"activity"_s, {{u"id"_s, kind}});
    if (!batch.refused.isEmpty())
        return commit(batch, {}, {});

    if (a.record.coinSpent > 0)
        batch.take(applySetCoin(*pc, pc->coin - a.record.coinSpent, packOf(*pc), batch.benefitsFor(request.character, packOf(*pc))), *pc);
    downtime->activities.append(a.record);
    batch.put(request.character, *pc);
    if (a.crewChanged)
        batch.put(downtime->crew, *crew);
    batch.put(*downtime);
    batch.events.prepend({u"downtime.activity"_s, {{u"activity"_s, kind}, {u"character"_s, request.character},
                                                   {u"result"_s, a.record.result}, {u"value"_s, a.record.value}}});
    GmResult r = commit(batch, u"downtime.activity"_s, pc->name);
    r.id = downtimeId;
    return r;
}

} // namespace sw::gm
