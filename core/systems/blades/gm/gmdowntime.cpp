// Downtime through the GM's table (C §3, §7, §8): start, the entanglement, extra activities,
// each activity with its roll, and the end of the phase.
#include "systems/blades/gm/gmtable.h"

#include "systems/blades/clockops.h"
#include "systems/blades/crewops.h"
#include "systems/blades/gmvalidator.h"
#include "systems/blades/sheetops.h"
#include "systems/blades/procedures/downtime.h"
#include "systems/blades/procedures/score.h"
#include "systems/blades/procedures/tables.h"
#include "systems/blades/gm/gmbatch.h"
#include "systems/blades/store/campaignsheets.h"

using namespace Qt::StringLiterals;
using namespace sw::blades;

namespace sw::gm {
namespace detail {

bool warLimited(const Crew &crew, const RulePack &pack)
{
    return atWar(crew) && !hasCrewFlag(crew, u"war_no_hold_loss"_s, pack);
}

int activityBudget(const Downtime &downtime, const Crew &crew, const QString &character, const RulePack &pack)
{
    return downtimeBudget(warLimited(crew, pack), 0, downtime.extraActivities.value(character), pack);
}

bool refuseOutOfPlay(GmTable::Batch &batch, const Character &pc, const QString &id)
{
    if (!outOfPlay(pc))
        return false;
    batch.refuse(u"gm.downtime.out_of_play"_s, u"character"_s,
                 {{u"id"_s, id}, {u"status"_s, pc.status == CharacterStatus::Dead ? u"dead"_s : u"retired"_s}});
    return true;
}

int activitiesTaken(const Downtime &downtime, const QString &character)
{
    return int(std::count_if(downtime.activities.begin(), downtime.activities.end(),
                             [&](const DowntimeActivity &a) { return a.character == character; }));
}

} // namespace detail

int GmTable::activitiesLeft(const Downtime &downtime, const QString &character) const
{
    const std::optional<Crew> crew = blades::crew(m_store, downtime.crew.toLongLong());
    const std::optional<Character> pc = blades::character(m_store, character.toLongLong());
    if (!crew || !pc || outOfPlay(*pc))
        return 0;
    return std::max(0, detail::activityBudget(downtime, *crew, character, m_pack) - detail::activitiesTaken(downtime, character));
}

GmResult GmTable::startDowntime(qint64 crewId, const QString &afterScore)
{
    const Request request(*this, [=, this] { return startDowntime(crewId, afterScore); });
    Batch batch(m_store, m_replay);
    const QString crew = QString::number(crewId);
    if (!batch.crew(crew)) {
        batch.refuse(u"gm.crew.unknown"_s, u"crew"_s, {{u"id"_s, crew}});
        return commit(batch, {}, {});
    }
    // C §3: payoff and heat come first, so the score must have ended.
    if (!afterScore.isEmpty()) {
        const std::optional<Score> score = batch.score(afterScore);
        if (!score || score->crew != crew)
            batch.refuse(u"gm.score.unknown"_s, u"after_score"_s, {{u"id"_s, afterScore}});
        else if (score->outcome.isEmpty())
            batch.refuse(u"gm.downtime.score_open"_s, u"after_score"_s, {{u"id"_s, afterScore}});
    }
    for (const store::SheetInfo &info : m_store.list(u"downtime"_s)) {
        const std::optional<Downtime> open = batch.downtime(info.ref.id);
        if (open && open->crew == crew && !open->finished)
            batch.refuse(u"gm.downtime.open"_s, u"downtime"_s, {{u"id"_s, open->id}});
    }
    Downtime downtime;
    downtime.id = newId(u"downtime"_s);
    downtime.crew = crew;
    downtime.afterScore = afterScore;
    // C §3 (000 §智囊): special armor is restored at the start of downtime — for the PCs in play;
    // a retired or dead one (A §2.3, §5.7) is left out of downtime, not the crew.
    for (qint64 member : members(crewId)) {
        const QString id = QString::number(member);
        std::optional<Character> pc = batch.character(id);
        if (pc && !outOfPlay(*pc) && batch.take(applyResetArmor(*pc, ArmorReset::Downtime, packOf(*pc), batch.benefitsFor(id, packOf(*pc))), *pc))
            batch.put(id, *pc);
    }
    batch.put(downtime);
    GmResult r = commit(batch, u"downtime.start"_s, downtime.id);
    r.id = downtime.id;
    return r;
}

GmResult GmTable::rollEntanglement(const QString &downtimeId)
{
    const Request request(*this, [=, this] { return rollEntanglement(downtimeId); });
    Batch batch(m_store, m_replay);
    std::optional<Downtime> downtime;
    std::optional<Crew> crew;
    if (!batch.downtimeWithCrew(downtimeId, downtime, crew))
        return commit(batch, {}, {});
    if (downtime->finished)
        batch.refuse(u"gm.downtime.finished"_s, u"downtime"_s, {{u"id"_s, downtimeId}});
    if (!downtime->entanglementDice.isEmpty())
        batch.refuse(u"gm.entanglement.rolled"_s, u"entanglement"_s, {{u"id"_s, downtimeId}});
    if (!batch.refused.isEmpty())
        return commit(batch, {}, {});
    // C §7.1: dice = wanted level, column = heat after this score's heat.
    const EntanglementRoll roll = entanglementRoll(crew->wantedLevel, crew->heat, m_pack, m_random);
    downtime->entanglementDice = QList<int>(roll.roll.dice.begin(), roll.roll.dice.end());
    downtime->entanglementBand = roll.band;
    downtime->entanglementRow = roll.row;
    downtime->entanglements = roll.entanglements;
    downtime->entanglement = roll.entanglements.size() == 1 ? roll.entanglements.first() : QString();
    batch.rolls.append(detail::record(u"entanglement"_s, roll.band, roll.roll, u"downtime:"_s + downtimeId, {}));
    batch.events.append({u"downtime.entanglement"_s, {{u"options"_s, roll.entanglements}, {u"band"_s, roll.band}}});
    batch.put(*downtime);
    GmResult r = commit(batch, u"downtime.entanglement"_s, downtimeId);
    r.id = downtimeId;
    return r;
}

GmResult GmTable::chooseEntanglement(const QString &downtimeId, const QString &entanglement)
{
    const Request request(*this, [=, this] { return chooseEntanglement(downtimeId, entanglement); });
    Batch batch(m_store, m_replay);
    std::optional<Downtime> downtime = batch.downtime(downtimeId);
    if (!downtime) {
        batch.refuse(u"gm.downtime.unknown"_s, u"downtime"_s, {{u"id"_s, downtimeId}});
        return commit(batch, {}, {});
    }
    // C §7.1: in an "X or Y" cell the GM picks one of the two — of the roll made.
    if (downtime->entanglements.isEmpty())
        batch.refuse(u"gm.entanglement.not_rolled"_s, u"entanglement"_s, {{u"id"_s, downtimeId}});
    else if (!downtime->entanglements.contains(entanglement))
        batch.refuse(u"gm.entanglement.not_offered"_s, u"entanglement"_s,
                     {{u"id"_s, entanglement}, {u"offered"_s, downtime->entanglements.join(u", "_s)}});
    downtime->entanglement = entanglement;
    batch.put(*downtime);
    GmResult r = commit(batch, u"downtime.entanglement_choice"_s, entanglement);
    r.id = downtimeId;
    return r;
}

GmResult GmTable::buyActivity(const QString &downtimeId, const QString &character, const QString &purse)
{
    const Request request(*this, [=, this] { return buyActivity(downtimeId, character, purse); });
    Batch batch(m_store, m_replay);
    std::optional<Downtime> downtime;
    std::optional<Crew> crew;
    if (!batch.downtimeWithCrew(downtimeId, downtime, crew))
        return commit(batch, {}, {});
    std::optional<Character> pc = batch.character(character);
    if (!pc || !members(downtime->crew.toLongLong()).contains(character.toLongLong())) {
        batch.refuse(u"gm.score.not_member"_s, u"character"_s, {{u"id"_s, character}});
        return commit(batch, {}, {});
    }
    if (detail::refuseOutOfPlay(batch, *pc, character))
        return commit(batch, {}, {});
    if (downtime->finished)
        batch.refuse(u"gm.downtime.finished"_s, u"downtime"_s, {{u"id"_s, downtimeId}});
    // C §8.1: each extra activity costs 1 coin or 1 rep — the PC's coin, the crew's, or crew rep.
    const int cost = blades::detail::scoreInt(m_pack, u"/downtime/extra_activity_cost/amount/base"_s);
    if (purse == u"coin"_s) {
        if (batch.take(applySetCoin(*pc, pc->coin - cost, packOf(*pc), batch.benefitsFor(character, packOf(*pc))), *pc))
            batch.put(character, *pc);
    } else if (purse == u"crew_coin"_s) {
        if (batch.take(applySetCrewCoin(*crew, crew->coin - cost, packOf(*crew)), *crew))
            batch.put(downtime->crew, *crew);
    } else if (purse == u"rep"_s) {
        if (batch.take(applySetRep(*crew, crew->rep - cost, packOf(*crew)), *crew))
            batch.put(downtime->crew, *crew);
    } else {
        batch.refuse(u"gm.purse.unknown"_s, u"purse"_s, {{u"id"_s, purse}});
    }
    downtime->extraActivities[character] += 1;
    batch.put(*downtime);
    GmResult r = commit(batch, u"downtime.extra_activity"_s, pc->name);
    r.id = downtimeId;
    return r;
}

GmResult GmTable::finishDowntime(const QString &downtimeId)
{
    const Request request(*this, [=, this] { return finishDowntime(downtimeId); });
    Batch batch(m_store, m_replay);
    std::optional<Downtime> downtime;
    std::optional<Crew> crew;
    if (!batch.downtimeWithCrew(downtimeId, downtime, crew))
        return commit(batch, {}, {});
    if (downtime->finished) {
        batch.refuse(u"gm.downtime.finished"_s, u"downtime"_s, {{u"id"_s, downtimeId}});
        return commit(batch, {}, {});
    }
    // C §8.9: a PC who did not indulge their vice takes stress equal to their trauma.
    for (qint64 member : members(downtime->crew.toLongLong())) {
        const QString id = QString::number(member);
        const bool indulged = std::any_of(downtime->activities.begin(), downtime->activities.end(), [&](const DowntimeActivity &a) {
            return a.character == id && a.activity == u"indulge_vice"_s;
        });
        std::optional<Character> pc = batch.character(id);
        if (indulged || !pc || pc->status != CharacterStatus::Active)
            continue;
        const int stress = ignoreVice(pc->trauma, packOf(*pc));
        if (stress > 0 && batch.take(applyMarkStress(*pc, stress, packOf(*pc), batch.benefitsFor(id, packOf(*pc))), *pc)) {
            batch.events.append({u"vice.ignored"_s, {{u"character"_s, id}, {u"stress"_s, stress}}});
            batch.put(id, *pc);
        }
    }
    // B §4 (cohort harm & healing): in downtime each harmed cohort recovers one level; a dead one
    // does not.
    const int cohortDead = packOf(*crew).numberOr(u"cohort_harm_max"_s, 4);
    bool cohortsHealed = false;
    for (int i = 0; i < crew->cohorts.size(); ++i) {
        const int harm = crew->cohorts.at(i).harm;
        if (harm > 0 && harm < cohortDead)
            cohortsHealed |= batch.take(applySetCohortHarm(*crew, i, harm - 1, packOf(*crew)), *crew);
    }
    if (cohortsHealed)
        batch.put(downtime->crew, *crew);
    downtime->finished = true;
    batch.put(*downtime);
    GmResult r = commit(batch, u"downtime.finish"_s, downtimeId);
    r.id = downtimeId;
    return r;
}

} // namespace sw::gm
