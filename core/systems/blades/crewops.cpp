#include "systems/blades/crewops.h"

#include "systems/blades/crewedit.h"
#include "systems/blades/crewvalidator.h"

#include <QJsonArray>
#include <QSet>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;
using sw::rules::Violation;

namespace sw::blades {
namespace {

// A crew edit in progress.
class CrewEdit : public detail::CrewSheetEdit
{
public:
    using detail::CrewSheetEdit::CrewSheetEdit;

    // B §1.5–§1.6: rep above the track is lost; a full track with weak hold turns the hold strong
    // and empties the track; with strong hold it waits for the tier to be paid for.
    void settleRep()
    {
        const int threshold = repThreshold(after, pack);
        if (after.rep > threshold)
            event(u"crew.rep_lost"_s, {{u"lost"_s, after.rep - std::exchange(after.rep, threshold)}});
        if (after.rep < threshold || before.rep == repThreshold(before, pack))
            return;
        if (after.hold == Hold::Weak) {
            after.hold = Hold::Strong;
            after.rep = 0;
            event(u"crew.hold_strengthened"_s);
        } else {
            event(u"crew.rep_full"_s, {{u"cost"_s, tierAdvanceCost(after, pack)}});
        }
    }

    // B §2: the creation steps change nothing once the crew is made.
    bool creating()
    {
        if (before.phase != CrewPhase::Creation)
            refuse(u"crew.creation.alreadyFinished"_s, u"phase"_s);
        return !blocked();
    }

    // B §7.2: a status change, kept within −3..+3, for a faction the pack knows.
    void shiftStatus(const QString &faction, int delta)
    {
        if (faction.isEmpty() || delta == 0)
            return;
        const int from = after.factionStatus.value(faction, pack.numberOr(u"status_default"_s, 0));
        const int to = std::clamp(from + delta, pack.numberOr(u"status_min"_s, -3), pack.numberOr(u"status_max"_s, 3));
        after.factionStatus[faction] = to;
        check(detail::fieldIs(u"factions/"_s + faction));
        event(u"faction.status_changed"_s, {{u"faction"_s, faction}, {u"from"_s, from}, {u"to"_s, to}});
    }

    // Crew coin paid out; never below 0 (B §2 engine notes, §9 VR-C12).
    void pay(int coin)
    {
        if (coin <= 0)
            return;
        after.coin -= coin;
        check(detail::fieldIs(u"coin"_s));
        event(u"crew.coin_paid"_s, {{u"coin"_s, coin}});
    }

};

} // namespace

CrewOutcome applyAddRep(const Crew &crew, int rep, const RulePack &pack)
{
    CrewEdit e(crew, pack);
    const int threshold = repThreshold(crew, pack);
    if (e.positive(rep, u"rep"_s) && crew.rep >= threshold)
        e.refuse(u"crew.rep.fullGain"_s, u"rep"_s, {{u"value"_s, crew.rep}, {u"max"_s, threshold}});
    e.after.rep += rep;
    e.settleRep();
    return e.finish();
}

CrewOutcome applyAdvanceTier(const Crew &crew, int pcCoin, const RulePack &pack)
{
    CrewEdit e(crew, pack);
    const int cost = tierAdvanceCost(crew, pack);
    const int threshold = repThreshold(crew, pack);
    if (pcCoin < 0)
        e.refuse(u"edit.amount_invalid"_s, u"coin"_s, {{u"value"_s, pcCoin}});
    const auto need = [&](bool met, const QString &field, const QVariant &value, const QVariant &expected) {
        if (!met)
            e.refuse(u"crew.tierUp.preconditions"_s, field, {{u"value"_s, value}, {u"expected"_s, expected}});
    };
    need(crew.hold == Hold::Strong, u"hold"_s, u"weak"_s, u"strong"_s);
    need(crew.rep >= threshold, u"rep"_s, crew.rep, threshold);
    need(crew.coin + pcCoin >= cost, u"coin"_s, crew.coin + pcCoin, cost);
    const int fromCrew = std::max(0, cost - pcCoin);
    e.after.tier += 1;
    e.after.rep = 0;
    e.after.hold = Hold::Weak;
    e.after.coin -= fromCrew;
    e.check(detail::fieldIs(u"tier"_s));
    e.event(u"crew.tier_raised"_s, {{u"tier"_s, e.after.tier}, {u"cost"_s, cost}, {u"crew_coin"_s, fromCrew}});
    return e.finish();
}

CrewOutcome applyMarkCrewXp(const Crew &crew, int xp, const RulePack &pack)
{
    CrewEdit e(crew, pack);
    if (!e.positive(xp, u"xp"_s))
        return e.finish();
    const int surplus = (e.after.xp += xp) - pack.numberOr(u"crew_xp"_s, 8);
    if (surplus >= 0) {
        e.after.xp = 0;
        ++e.after.pendingAdvances;
        e.event(u"crew.advance_pending"_s, {{u"discarded"_s, surplus}});
        // The Tier the crew has now: a weak crew at war has lost one (B §1.8, issue #15).
        const int tier = effectiveStanding(crew, pack).tier;
        e.event(u"crew.payoff"_s, {{u"stash"_s, tier + pack.numberOr(u"payoff_stash_tier_plus"_s, 2)}});
    }
    return e.finish();
}

CrewOutcome applyTakeCrewAdvance(const Crew &crew, const CrewAdvance &advance, const RulePack &pack)
{
    CrewEdit e(crew, pack);
    if (crew.pendingAdvances < 1)
        e.refuse(u"crew.advance.nonePending"_s, u"xp"_s);
    const int abilities = advance.ability.isEmpty() ? 0 : 1;
    const int boxes = int(advance.upgradeBoxes.size());
    const int perAdvance = pack.numberOr(u"upgrade_boxes_per_advance"_s, 2);
    if (!((abilities == 1 && boxes == 0) || (abilities == 0 && boxes == perAdvance)))
        e.refuse(u"crew.advance.choice"_s, u"xp"_s, {{u"abilities"_s, abilities}, {u"boxes"_s, boxes}});
    if (e.blocked())
        return e.finish();
    e.after.pendingAdvances -= 1;
    if (abilities) {
        e.after.abilities.append(advance.ability);
        e.check(detail::fieldIs(u"abilities/"_s + advance.ability));
    }
    for (const QString &id : advance.upgradeBoxes)
        ++e.after.upgrades[id];
    for (const QString &id : QSet<QString>(advance.upgradeBoxes.begin(), advance.upgradeBoxes.end())) {
        e.check(detail::fieldIs(u"upgrades/"_s + id));
        if (completions(e.after, id, pack) > completions(crew, id, pack))
            e.event(u"upgrade.completed"_s, {{u"id"_s, id}});
    }
    e.event(u"crew.advance_taken"_s, {{u"ability"_s, advance.ability}, {u"upgrades"_s, advance.upgradeBoxes}});
    return e.finish();
}

CrewOutcome applySeizeClaim(const Crew &crew, int cell, bool offPathCleared, const RulePack &pack)
{
    CrewEdit e(crew, pack);
    const QString field = u"claims/%1"_s.arg(cell);
    const CrewType *type = pack.crewType(crew.crewType);
    if (!type)
        e.refuse(u"crew.type.unknown"_s, u"crew_type"_s, {{u"id"_s, crew.crewType}});
    else if (cell < 1 || cell > type->claimsMap.cells.size() || cell == type->claimsMap.lairCell)
        e.refuse(u"claim.cell.unknown"_s, field, {{u"cell"_s, cell}});
    else if (crew.claims.contains(cell))
        e.refuse(u"claim.alreadyHeld"_s, field, {{u"cell"_s, cell}});
    if (e.blocked())
        return e.finish();
    const bool path = onPath(crew, cell, pack);
    if (!path && !offPathCleared)
        e.refuse(u"claim.offPath"_s, field, {{u"cell"_s, cell}});
    e.after.claims.insert(cell, !path);
    e.check([](const Violation &v) { return v.code == u"crew.turf.max"_s; });
    const ClaimsMap::Cell &seized = type->claimsMap.cells.at(cell - 1);
    e.event(u"claim.seized"_s, {{u"cell"_s, cell}, {u"claim"_s, seized.claim}, {u"turf"_s, seized.turf}});
    e.settleRep();
    return e.finish();
}

CrewOutcome applyLoseClaim(const Crew &crew, int cell, const RulePack &pack)
{
    CrewEdit e(crew, pack);
    if (!crew.claims.contains(cell)) {
        e.refuse(u"claim.notHeld"_s, u"claims/%1"_s.arg(cell), {{u"cell"_s, cell}});
        return e.finish();
    }
    e.after.claims.remove(cell);
    e.event(u"claim.lost"_s, {{u"cell"_s, cell}});
    // B §6.4 [DERIVED]: claims cut off from the lair by the loss keep working.
    for (const Violation &v : validateCrew(e.after, pack)) {
        if (v.code == u"claim.offPath"_s) {
            e.after.claims[v.params.value(u"cell"_s).toInt()] = true;
            e.event(u"claim.cut_off"_s, v.params);
        }
    }
    return e.finish();
}

CrewOutcome applySetFactionStatus(const Crew &crew, const QString &faction, int status, const RulePack &pack)
{
    CrewEdit e(crew, pack);
    e.after.factionStatus[faction] = status;
    e.check(detail::fieldIs(u"factions/"_s + faction));
    if (atWar(e.after) && !atWar(crew))
        e.event(u"crew.war_started"_s, {{u"faction"_s, faction}});
    else if (!atWar(e.after) && atWar(crew))
        e.event(u"crew.war_ended"_s, {{u"faction"_s, faction}});
    return e.finish();
}

CrewOutcome applySetCrewCoin(const Crew &crew, int coin, const RulePack &pack)
{
    CrewEdit e(crew, pack);
    e.after.coin = coin;
    e.check(detail::fieldIs(u"coin"_s));
    return e.finish();
}

CrewOutcome applyHuntingGroundsDeal(const Crew &crew, const QString &faction, const QString &deal, const RulePack &pack)
{
    CrewEdit e(crew, pack);
    if (!e.creating())
        return e.finish();
    const QJsonArray deals = pack.documents.value(u"crew.json"_s).value(u"hunting_ground_deals"_s).toArray();
    const auto found = std::find_if(deals.begin(), deals.end(), [&](const QJsonValue &d) { return d[u"id"_s].toString() == deal; });
    if (found == deals.end()) {
        e.refuse(u"crew.hunting_deal.unknown"_s, u"hunting_grounds/deal"_s, {{u"id"_s, deal}});
        return e.finish();
    }
    e.after.huntingGrounds.faction = faction;
    e.after.huntingGrounds.deal = deal;
    e.pay((*found)[u"coin"_s].toInt());
    e.shiftStatus(faction, (*found)[u"status"_s].toInt());
    return e.finish();
}

CrewOutcome applyUpgradeFactionStatus(const Crew &crew, const QString &faction, bool helped, bool paid, const RulePack &pack)
{
    CrewEdit e(crew, pack);
    if (!e.creating())
        return e.finish();
    const QString key = u"creation_upgrade_%1_status%2"_s.arg(helped ? u"helper"_s : u"victim"_s, paid ? u"_paid"_s : QString());
    if (paid)
        e.pay(pack.numberOr(u"creation_status_payment_coin"_s, 1));
    e.shiftStatus(faction, pack.numberOr(key, 0));
    return e.finish();
}

CrewOutcome applyFavoriteContact(const Crew &crew, const QString &contact, const QString &friendly,
                                 const QString &unfriendly, bool intense, const RulePack &pack)
{
    CrewEdit e(crew, pack);
    if (!e.creating())
        return e.finish();
    const auto it = std::find_if(e.after.contacts.begin(), e.after.contacts.end(), [&](const Contact &c) { return c.id == contact; });
    if (it == e.after.contacts.end()) {
        e.refuse(u"contacts.count"_s, u"contacts/"_s + contact, {{u"id"_s, contact}});
        return e.finish();
    }
    for (Contact &c : e.after.contacts)
        c.favorite = &c == &*it;
    const QString prefix = intense ? u"creation_contact_intense_"_s : u"creation_contact_"_s;
    e.shiftStatus(friendly, pack.numberOr(prefix + u"friend_status"_s, intense ? 2 : 1));
    e.shiftStatus(unfriendly, pack.numberOr(prefix + u"enemy_status"_s, intense ? -2 : -1));
    return e.finish();
}

CrewOutcome applyFinishCrewCreation(const Crew &crew, const RulePack &pack)
{
    CrewEdit e(crew, pack);
    if (crew.phase != CrewPhase::Creation)
        e.refuse(u"crew.creation.alreadyFinished"_s, u"phase"_s);
    for (const Violation &v : crew.phase == CrewPhase::Creation ? validateCrew(crew, pack) : QList<Violation>())
        e.refuse(v.code, v.field, v.params);
    e.after.phase = CrewPhase::Play;
    e.event(u"crew.creation_finished"_s);
    return e.finish();
}

} // namespace sw::blades
