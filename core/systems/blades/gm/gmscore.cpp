// Scores through the GM's table: the plan and loads (C §1.2–§1.3), the engagement roll (C §1.4),
// and the end with payoff, heat and faction status (C §4, §5, B §7.3).
#include "systems/blades/gm/gmtable.h"

#include "systems/blades/crewops.h"
#include "systems/blades/gmvalidator.h"
#include "systems/blades/procedures/rolls.h"
#include "systems/blades/procedures/score.h"
#include "systems/blades/gm/gmbatch.h"
#include "systems/blades/store/campaignsheets.h"

#include <stdexcept>

using namespace Qt::StringLiterals;
using namespace sw::blades;

namespace sw::gm {

GmResult GmTable::startScore(qint64 crewId, Score plan)
{
    const Request request(*this, [=, this] { return startScore(crewId, plan); });
    Batch batch(m_store, m_replay);
    plan.id = newId(u"score"_s);
    plan.crew = QString::number(crewId);
    plan.outcome.clear();
    if (!batch.crew(plan.crew)) {
        batch.refuse(u"gm.crew.unknown"_s, u"crew"_s, {{u"id"_s, plan.crew}});
        return commit(batch, {}, {});
    }
    const QList<Faction> factions = batch.factions();
    batch.refused.append(validateScore(plan, m_pack, &factions));
    // C §1.3: each player picks their PC's load for the operation; it goes on their sheet.
    const QList<qint64> crewMembers = members(crewId);
    for (auto it = plan.loads.begin(); it != plan.loads.end(); ++it) {
        std::optional<Character> pc = batch.character(it.key());
        if (!pc || !crewMembers.contains(it.key().toLongLong())) {
            batch.refuse(u"gm.score.not_member"_s, u"loads/"_s + it.key(), {{u"id"_s, it.key()}});
            continue;
        }
        if (!it.value().isEmpty() &&
            batch.take(applySetLoadLevel(*pc, it.value(), packOf(*pc), batch.benefitsFor(it.key(), packOf(*pc))), *pc))
            batch.put(it.key(), *pc);
    }
    batch.put(plan);
    batch.events.append({u"score.started"_s, {{u"id"_s, plan.id}}});
    GmResult r = commit(batch, u"score.start"_s, plan.target);
    r.id = plan.id;
    return r;
}

GmResult GmTable::rollEngagement(const QString &scoreId, const QStringList &modifiers, int extraDice)
{
    const Request request(*this, [=, this] { return rollEngagement(scoreId, modifiers, extraDice); });
    Batch batch(m_store, m_replay);
    std::optional<Score> score = batch.score(scoreId);
    if (!score) {
        batch.refuse(u"gm.score.unknown"_s, u"score"_s, {{u"id"_s, scoreId}});
        return commit(batch, {}, {});
    }
    if (!score->outcome.isEmpty())
        batch.refuse(u"gm.score.ended"_s, u"outcome"_s, {{u"id"_s, scoreId}});
    if (!score->engagementRolled.isEmpty())
        batch.refuse(u"gm.engagement.rolled"_s, u"engagement"_s, {{u"id"_s, scoreId}});
    // C §1.2: the plan and its detail come before the engagement roll.
    if (score->plan.isEmpty())
        batch.refuse(u"score.plan.missing"_s, u"plan"_s);
    if (score->detail.trimmed().isEmpty())
        batch.refuse(u"score.detail.missing"_s, u"detail"_s);
    if (!batch.refused.isEmpty())
        return commit(batch, {}, {});
    try {
        const EngagementRoll roll = engagementRoll(modifiers, extraDice, m_pack, m_random);
        score->engagementModifiers = modifiers;
        score->engagementExtraDice = extraDice;
        score->engagementDice = roll.roll.pool;
        score->engagementRolled = QList<int>(roll.roll.dice.begin(), roll.roll.dice.end());
        score->engagementOutcome = roll.outcome;
        batch.rolls.append(detail::record(u"engagement"_s, score->target, roll.roll, u"score:"_s + scoreId, {}));
        batch.events.append({u"score.engaged"_s, {{u"outcome"_s, roll.outcome}, {u"position"_s, positionId(roll.position)},
                                                  {u"first_obstacle_overcome"_s, roll.firstObstacleOvercome}}});
        batch.put(*score);
    } catch (const std::invalid_argument &) {
        batch.refuse(u"gm.engagement.modifier_unknown"_s, u"engagement"_s, {{u"id"_s, modifiers.join(u", "_s)}});
    }
    GmResult r = commit(batch, u"score.engagement"_s, score->target);
    r.id = scoreId;
    return r;
}

namespace {

// C §4: a success pays rep and coin; a score given up pays payoff.given_up; a failure nothing.
Payoff payoffOf(const Score &score, int crewTier, const RulePack &pack)
{
    if (score.outcome == u"failure"_s)
        return {};
    ScorePayoffInput in;
    in.crewTier = crewTier;
    in.targetTier = score.targetTier;
    in.completelyQuiet = score.quiet;
    in.givenUp = score.outcome == u"given_up"_s;
    in.coinBand = in.givenUp ? QString() : score.coinBand;
    in.extraCoin = in.givenUp ? 0 : score.extraCoin;
    return payoff(in, pack);
}

} // namespace

GmResult GmTable::endScore(const QString &scoreId, const ScoreEnding &ending)
{
    const Request request(*this, [=, this] { return endScore(scoreId, ending); });
    Batch batch(m_store, m_replay);
    std::optional<Score> found = batch.score(scoreId);
    std::optional<Crew> crew = found ? batch.crew(found->crew) : std::nullopt;
    if (!found || !crew) {
        batch.refuse(u"gm.score.unknown"_s, u"score"_s, {{u"id"_s, scoreId}});
        return commit(batch, {}, {});
    }
    if (!found->outcome.isEmpty()) {
        batch.refuse(u"gm.score.ended"_s, u"outcome"_s, {{u"id"_s, scoreId}});
        return commit(batch, {}, {});
    }
    Score score = *found;
    score.outcome = ending.outcome;
    score.coinBand = ending.coinBand;
    score.extraCoin = ending.extraCoin;
    score.quiet = ending.quiet;
    score.heatProfile = ending.heatProfile;
    score.highProfile = ending.highProfile;
    score.hostileTurf = ending.hostileTurf;
    score.killing = ending.killing;
    score.heatAdjustment = ending.heatAdjustment;
    score.statusChanges = ending.statusChanges;
    score.coinToMembers = ending.coinToMembers;
    const QList<Faction> factions = batch.factions();
    batch.refused.append(validateScore(score, m_pack, &factions));
    if (score.heatProfile.isEmpty())
        batch.refuse(u"gm.score.heat_profile_missing"_s, u"heat_profile"_s);
    if (ending.extraCoin < 0)
        batch.refuse(u"gm.payoff.negative"_s, u"extra_coin"_s, {{u"value"_s, ending.extraCoin}});
    if (!batch.refused.isEmpty())
        return commit(batch, {}, {});

    // C §1.3, A §2.6: the load was chosen for this score; every scoundrel on it puts it down now,
    // in the same step, so the payoff's coin meets no limit of a load that is over.
    for (auto it = score.loads.begin(); it != score.loads.end(); ++it) {
        std::optional<Character> pc = batch.character(it.key());
        if (!pc)
            continue;
        const Outcome cleared = applyClearLoad(*pc, packOf(*pc), batch.benefitsFor(it.key(), packOf(*pc)));
        if (cleared.after != *pc && batch.take(cleared, *pc))
            batch.put(it.key(), *pc);
    }

    // C §4.1–§4.2: rep on the crew's track, coin to the crew and to the PCs it is handed to.
    // C §4.1 with B §1.8: rep compares the target with the Tier the crew has, at war the lower one.
    const Payoff pay = payoffOf(score, effectiveStanding(*crew, m_pack).tier, m_pack);
    if (pay.rep > 0)
        batch.take(applyAddRep(*crew, pay.rep, packOf(*crew)), *crew);
    int handed = 0;
    const QList<qint64> crewMembers = members(score.crew.toLongLong());
    for (auto it = ending.coinToMembers.begin(); it != ending.coinToMembers.end(); ++it) {
        std::optional<Character> pc = batch.character(it.key());
        if (it.value() < 0 || !pc || !crewMembers.contains(it.key().toLongLong())) {
            batch.refuse(u"gm.payoff.member"_s, u"coin_to_members/"_s + it.key(), {{u"id"_s, it.key()}, {u"value"_s, it.value()}});
            continue;
        }
        handed += it.value();
        if (batch.take(applySetCoin(*pc, pc->coin + it.value(), packOf(*pc), batch.benefitsFor(it.key(), packOf(*pc))), *pc))
            batch.put(it.key(), *pc);
    }
    if (handed > pay.coin)
        batch.refuse(u"gm.payoff.split"_s, u"coin_to_members"_s, {{u"value"_s, handed}, {u"max"_s, pay.coin}});
    if (pay.coin - handed > 0)
        batch.take(applySetCrewCoin(*crew, crew->coin + pay.coin - handed, packOf(*crew)), *crew);

    // C §5.1–§5.2: heat from the profile and its modifiers (war adds its own, B §1.8), marked on
    // the heat track; a full track raises the wanted level and the excess rolls over. A score
    // given up still draws heat (C §1.7).
    HeatModifiers modifiers;
    modifiers.highProfile = score.highProfile;
    modifiers.hostileTurf = score.hostileTurf;
    modifiers.atWar = atWar(*crew);
    modifiers.killing = score.killing;
    modifiers.adjustment = score.heatAdjustment;
    const int heat = heatAfterScore(score.heatProfile, modifiers, m_pack);
    const HeatTrack track = applyHeat(crew->heat, crew->wantedLevel, heat, m_pack);
    crew->heat = track.heat;
    crew->wantedLevel = track.wanted;
    batch.events.append({u"crew.heat"_s, {{u"heat"_s, heat}, {u"wanted_gained"_s, track.wantedGained}}});
    if (track.pastWantedMax)
        batch.events.append({u"crew.wanted_max"_s, {{u"wanted"_s, track.wanted}}});

    // B §7.3: factions helped or hurt; −3 is war.
    const int statusMin = m_pack.numberOr(u"status_min"_s, -3);
    const int statusMax = m_pack.numberOr(u"status_max"_s, 3);
    for (auto it = score.statusChanges.begin(); it != score.statusChanges.end(); ++it) {
        const int status = std::clamp(crew->factionStatus.value(it.key()) + it.value(), statusMin, statusMax);
        batch.take(applySetFactionStatus(*crew, it.key(), status, packOf(*crew)), *crew);
    }

    score.atWar = modifiers.atWar;
    score.repGained = pay.rep;
    score.coinGained = pay.coin;
    score.heatGained = heat;
    score.wantedGained = track.wantedGained;
    batch.events.prepend({u"score.payoff"_s, {{u"rep"_s, pay.rep}, {u"coin"_s, pay.coin}}});
    batch.put(score.crew, *crew);
    batch.put(score);
    GmResult r = commit(batch, u"score.end"_s, score.target);
    r.id = scoreId;
    return r;
}

} // namespace sw::gm
