#include "systems/blades/crew.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::blades {
namespace {

bool hasEffect(const QList<Effect> &effects, const QString &kind, const QString &flag = {})
{
    return std::any_of(effects.begin(), effects.end(), [&](const Effect &e) {
        return e.kind == kind && (flag.isEmpty() || e.stringParam(QLatin1StringView("name")) == flag);
    });
}

const Ability *crewAbility(const QString &id, const RulePack &pack)
{
    const auto it = std::find_if(pack.crewAbilities.begin(), pack.crewAbilities.end(),
                                 [&](const Ability &a) { return a.id == id; });
    return it == pack.crewAbilities.end() ? nullptr : &*it;
}

QJsonObject crewTypeDocument(const QString &crewType, const RulePack &pack)
{
    const QJsonArray types = pack.documents.value(u"crew.json"_s).value(u"crew_types"_s).toArray();
    for (const QJsonValue &t : types) {
        if (t[u"id"_s].toString() == crewType)
            return t.toObject();
    }
    return {};
}

} // namespace

QList<QStringList> startingUpgrades(const QString &crewType, const RulePack &pack)
{
    QList<QStringList> out;
    for (const QJsonValue &entry : crewTypeDocument(crewType, pack).value(u"starting_upgrades"_s).toArray()) {
        QStringList options;
        if (entry.isString())
            options << entry.toString();
        for (const QJsonValue &option : entry[u"one_of"_s].toArray())
            options << option.toString();
        out << options;
    }
    return out;
}

Crew startCrew(const QString &crewType, const RulePack &pack)
{
    Crew crew;
    crew.rulePack = pack.id;
    crew.rulePackVersion = pack.version;
    crew.crewType = crewType;
    crew.tier = pack.numberOr(u"starting_tier"_s, 0);
    crew.hold = Hold::Strong;
    crew.rep = pack.numberOr(u"starting_rep"_s, 0);
    crew.coin = pack.numberOr(u"starting_coin"_s, 2);
    for (const QStringList &options : startingUpgrades(crewType, pack)) {
        if (const Upgrade *upgrade = pack.upgrade(options.value(0)))
            crew.upgrades[upgrade->id] += upgrade->boxes; // granted whole (B §2, engine notes)
    }
    if (const CrewType *type = pack.crewType(crewType)) {
        for (const Entity &contact : type->contacts)
            crew.contacts.append({contact.id, false});
    }
    return crew;
}

bool repeatable(const Upgrade &upgrade)
{
    return hasEffect(upgrade.effects, u"creates_cohort"_s) || hasEffect(upgrade.effects, u"flag"_s, u"cohort_extra_type"_s);
}

int completions(const Crew &crew, const QString &id, const RulePack &pack)
{
    const Upgrade *upgrade = pack.upgrade(id);
    if (!upgrade || upgrade->boxes < 1)
        return 0;
    const int whole = crew.upgrades.value(id) / upgrade->boxes;
    return repeatable(*upgrade) ? whole : std::min(whole, 1);
}

QStringList completedUpgrades(const Crew &crew, const RulePack &pack)
{
    QStringList out;
    for (auto it = crew.upgrades.begin(); it != crew.upgrades.end(); ++it) {
        if (completions(crew, it.key(), pack) > 0)
            out << it.key();
    }
    return out;
}

CrewBenefits crewBenefits(const Crew &crew, const RulePack &pack)
{
    return crewBenefits(completedUpgrades(crew, pack), pack);
}

bool hasCrewFlag(const Crew &crew, const QString &flag, const RulePack &pack)
{
    return std::any_of(crew.abilities.begin(), crew.abilities.end(), [&](const QString &id) {
        const Ability *ability = crewAbility(id, pack);
        return ability && hasEffect(ability->effects, u"flag"_s, flag);
    });
}

int turf(const Crew &crew, const RulePack &pack)
{
    const CrewType *type = pack.crewType(crew.crewType);
    if (!type)
        return 0;
    int count = 0;
    for (auto it = crew.claims.begin(); it != crew.claims.end(); ++it) {
        const int index = it.key() - 1;
        if (index >= 0 && index < type->claimsMap.cells.size() && type->claimsMap.cells.at(index).turf)
            ++count;
    }
    return count;
}

int effectiveTurf(const Crew &crew, const RulePack &pack)
{
    int count = turf(crew, pack);
    if (hasCrewFlag(crew, u"wanted_counts_as_turf"_s, pack)) // Fiends
        count += std::max(0, crew.wantedLevel);
    if (hasCrewFlag(crew, u"allies_count_as_turf"_s, pack)) { // Accord
        const auto allies = std::count(crew.factionStatus.begin(), crew.factionStatus.end(),
                                       pack.numberOr(u"status_max"_s, 3));
        count += std::min<int>(int(allies), pack.numberOr(u"accord_max_factions"_s, 3));
    }
    return count;
}

int repThreshold(const Crew &crew, const RulePack &pack)
{
    return std::max(pack.numberOr(u"rep_threshold_min"_s, 6),
                    pack.numberOr(u"rep_track"_s, 12) - effectiveTurf(crew, pack));
}

int coinCap(const Crew &crew, const RulePack &pack)
{
    int cap = pack.numberOr(u"vault_base"_s, 4);
    for (auto it = crew.upgrades.begin(); it != crew.upgrades.end(); ++it) {
        const Upgrade *upgrade = pack.upgrade(it.key());
        for (const Effect &e : upgrade ? upgrade->effects : QList<Effect>()) {
            const QJsonArray stages = e.params.value(QLatin1StringView("stage_values")).toArray();
            if (e.kind == u"vault_capacity"_s && it.value() > 0 && !stages.isEmpty()) // each box a stage (B §3.1)
                cap = std::max(cap, stages.at(std::min<qsizetype>(it.value(), stages.size()) - 1).toInt());
        }
    }
    return cap;
}

int tierAdvanceCost(const Crew &crew, const RulePack &pack)
{
    const int cost = (crew.tier + 1) * pack.numberOr(u"tier_cost_per_level"_s, 8);
    if (hasCrewFlag(crew, u"tier_cost_half"_s, pack)) // Patron
        return cost / std::max(1, pack.numberOr(u"patron_cost_divisor"_s, 2));
    return cost;
}

bool onPath(const Crew &crew, int cell, const RulePack &pack)
{
    const CrewType *type = pack.crewType(crew.crewType);
    if (!type)
        return false;
    if (type->claimsMap.linked(cell, type->claimsMap.lairCell))
        return true;
    const QList<int> held = crew.claims.keys();
    return std::any_of(held.begin(), held.end(), [&](int h) { return h != cell && type->claimsMap.linked(cell, h); });
}

bool atWar(const Crew &crew)
{
    return std::any_of(crew.factionStatus.begin(), crew.factionStatus.end(), [](int s) { return s <= kWarStatus; });
}

WarEffects warEffects(const Crew &crew, const RulePack &pack)
{
    const QJsonObject downtime = pack.documents.value(u"score.json"_s).value(u"downtime"_s).toObject();
    WarEffects w;
    w.atWar = atWar(crew);
    w.downtimeActivities = downtime.value(u"activities_per_pc"_s).toInt(2);
    w.tier = crew.tier;
    w.hold = crew.hold;
    if (!w.atWar)
        return w;
    const bool warDogs = hasCrewFlag(crew, u"war_no_hold_loss"_s, pack);
    w.heatPerScore = pack.numberOr(u"war_heat_per_score"_s, 1);
    if (warDogs)
        return w;
    w.holdLoss = pack.numberOr(u"war_hold_loss"_s, 1);
    w.downtimeActivities = downtime.value(u"activities_at_war"_s).toInt(pack.numberOr(u"war_downtime_activities"_s, 1));
    for (int lost = 0; lost < w.holdLoss; ++lost) {
        if (w.hold == Hold::Strong)
            w.hold = Hold::Weak;
        else
            w.tier = std::max(0, w.tier - 1); // weak already: a tier lost for the war (B §1.8)
    }
    return w;
}

CrewStanding effectiveStanding(const Crew &crew, const RulePack &pack)
{
    const WarEffects war = warEffects(crew, pack);
    return {war.tier, war.hold, war.tier != crew.tier || war.hold != crew.hold};
}

} // namespace sw::blades
