#include "systems/blades/gmvalidator.h"

#include "systems/blades/procedures/downtime.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;
using sw::rules::Violation;

namespace sw::blades {
namespace {

// The value at a path ("/downtime/activities") in one of the pack's files; undefined if absent.
QJsonValue lookup(const RulePack &pack, const QString &file, const QString &pointer)
{
    QJsonValue value = pack.documents.value(file);
    for (const QString &key : pointer.split(u'/', Qt::SkipEmptyParts))
        value = value.toObject().value(key);
    return value;
}

// The ids of an id'd list in one of the pack's files.
QStringList ids(const RulePack &pack, const QString &file, const QString &pointer)
{
    QStringList out;
    for (const QJsonValue &entry : lookup(pack, file, pointer).toArray())
        out << entry[u"id"_s].toString();
    return out;
}

template <typename T>
qsizetype countId(const QList<T> &all, const QString &id)
{
    return std::count_if(all.begin(), all.end(), [&](const T &x) { return x.id == id; });
}

template <typename T>
const T *findId(const QList<T> &all, const QString &id)
{
    const auto it = std::find_if(all.begin(), all.end(), [&](const T &x) { return x.id == id; });
    return it == all.end() ? nullptr : &*it;
}

class Checker
{
public:
    void add(const QString &code, const QString &field, QVariantMap params = {})
    {
        out.append({code, field, std::move(params), false});
    }

    static QVariantMap range(int value, int max) { return {{u"value"_s, value}, {u"max"_s, max}}; }
    static QVariantMap id(const QString &value) { return {{u"id"_s, value}}; }

    QList<Violation> out;
};

// Status changes a score causes (B §7.3; 000 §派系地位變化): +1 when it helps a faction, −1 or
// −2 (the GM's pick) when it hurts one, 0 when kept completely quiet.
constexpr int kScoreStatusMin = -2;
constexpr int kScoreStatusMax = 1;

// How a score ended (C §1, §1.7); empty while it is under way.
const QStringList &scoreOutcomes()
{
    static const QStringList outcomes{u"success"_s, u"failure"_s, u"given_up"_s};
    return outcomes;
}

} // namespace

QList<Violation> validateFaction(const Faction &faction, const QList<Faction> &all, const RulePack &pack)
{
    Checker c;
    const bool example = std::any_of(pack.factions.begin(), pack.factions.end(),
                                     [&](const ExampleFaction &f) { return f.id == faction.id; });
    if (faction.id.trimmed().isEmpty())
        c.add(u"faction.id.missing"_s, u"id"_s);
    else if (countId(all, faction.id) > 1)
        c.add(u"faction.id.duplicate"_s, u"id"_s, Checker::id(faction.id));
    if (faction.name.trimmed().isEmpty() && !example)
        c.add(u"faction.name.missing"_s, u"name"_s);

    // B §7.1: tier 0..6 (000 §層級), hold weak or strong (000 §凝聚).
    const int tierMax = pack.numberOr(u"faction_tier_max"_s, 6);
    if (faction.tier < 0 || faction.tier > tierMax)
        c.add(u"faction.tier.range"_s, u"tier"_s, Checker::range(faction.tier, tierMax));
    QStringList holds = ids(pack, u"crew.json"_s, u"/holds"_s);
    if (holds.isEmpty())
        holds = {u"weak"_s, u"strong"_s};
    if (!holds.contains(faction.hold))
        c.add(u"faction.hold.value"_s, u"hold"_s, Checker::id(faction.hold));
    if (!faction.category.isEmpty() && !ids(pack, u"crew.json"_s, u"/faction_categories"_s).contains(faction.category))
        c.add(u"faction.category.unknown"_s, u"category"_s, Checker::id(faction.category));

    // B §7.1: allies and enemies are other factions of the campaign.
    const auto relations = [&](const QStringList &list, const QString &name) {
        for (const QString &other : list) {
            const QString field = name + u'/' + other;
            if (other == faction.id)
                c.add(u"faction.relation.self"_s, field, Checker::id(other));
            else if (!findId(all, other))
                c.add(u"faction.relation.unknown"_s, field, Checker::id(other));
        }
    };
    relations(faction.allies, u"allies"_s);
    relations(faction.enemies, u"enemies"_s);
    for (const QString &other : faction.enemies) {
        if (other != faction.id && faction.allies.contains(other))
            c.add(u"faction.relation.both"_s, u"enemies/"_s + other, Checker::id(other));
    }
    return c.out;
}

QList<Violation> validateClock(const ClockEntry &entry, const QList<ClockEntry> &all, const ClockOwners &owners)
{
    Checker c;
    if (entry.id.trimmed().isEmpty())
        c.add(u"clock.id.missing"_s, u"id"_s);
    else if (countId(all, entry.id) > 1)
        c.add(u"clock.id.duplicate"_s, u"id"_s, Checker::id(entry.id));
    // A §6 (§進度鐘): a clock names the obstacle.
    if (entry.name.trimmed().isEmpty())
        c.add(u"clock.name.missing"_s, u"name"_s);

    // A §6: any positive size in data; 0..segments filled.
    switch (rules::validate(entry.clock)) {
    case rules::ClockError::InvalidSize:
        c.add(u"clock.size.invalid"_s, u"segments"_s, {{u"value"_s, entry.clock.segments}});
        break;
    case rules::ClockError::FilledOutOfRange:
        c.add(u"clock.filled.range"_s, u"filled"_s, Checker::range(entry.clock.filled, entry.clock.segments));
        break;
    default:
        break;
    }

    // The crew, character or faction the clock belongs to (B §7.6: a faction's goal clocks).
    const QStringList *known = nullptr;
    switch (entry.ownerKind) {
    case ClockOwnerKind::Crew: known = &owners.crews; break;
    case ClockOwnerKind::Character: known = &owners.characters; break;
    case ClockOwnerKind::Faction: known = &owners.factions; break;
    case ClockOwnerKind::Campaign: break;
    }
    const QString kind = clockOwnerKindId(entry.ownerKind);
    if (known && entry.ownerId.isEmpty())
        c.add(u"clock.owner.missing"_s, u"owner"_s, {{u"kind"_s, kind}});
    else if (known && !known->contains(entry.ownerId))
        c.add(u"clock.owner.unknown"_s, u"owner"_s, {{u"kind"_s, kind}, {u"id"_s, entry.ownerId}});

    // A §6 (§連環鐘): completing this clock unlocks the linked one; a loop would lock them all.
    if (!entry.linkedTo.isEmpty()) {
        if (!findId(all, entry.linkedTo)) {
            c.add(u"clock.link.unknown"_s, u"linked_to"_s, Checker::id(entry.linkedTo));
        } else {
            QString next = entry.linkedTo;
            for (qsizetype step = 0; step <= all.size() && !next.isEmpty() && next != entry.id; ++step) {
                const ClockEntry *hop = findId(all, next);
                next = hop ? hop->linkedTo : QString();
            }
            if (next == entry.id)
                c.add(u"clock.link.cycle"_s, u"linked_to"_s, Checker::id(entry.linkedTo));
        }
    }
    if (entry.clock.filled > 0) {
        for (const ClockEntry &other : all) {
            if (other.id != entry.id && other.linkedTo == entry.id && !rules::isComplete(other.clock)) {
                c.add(u"clock.link.locked"_s, u"filled"_s, Checker::id(other.id));
                break;
            }
        }
    }

    // A §6 (§競賽鐘): two opposed clocks, each naming the other.
    if (!entry.racing.isEmpty()) {
        const ClockEntry *rival = findId(all, entry.racing);
        if (entry.racing == entry.id)
            c.add(u"clock.racing.self"_s, u"racing"_s, Checker::id(entry.racing));
        else if (!rival)
            c.add(u"clock.racing.unknown"_s, u"racing"_s, Checker::id(entry.racing));
        else if (!rival->racing.isEmpty() && rival->racing != entry.id)
            c.add(u"clock.racing.mismatch"_s, u"racing"_s, {{u"id"_s, rival->id}, {u"other"_s, rival->racing}});
    }
    return c.out;
}

QList<Violation> validateScore(const Score &score, const RulePack &pack, const QList<Faction> *factions)
{
    Checker c;
    const QString file = u"score.json"_s;
    // C §1.2: one of the six plans; C §12.B V-PLAN: plan and detail before the engagement roll,
    // so certainly once the score has an outcome.
    const bool ended = !score.outcome.isEmpty();
    if (!score.plan.isEmpty() && !ids(pack, file, u"/plans"_s).contains(score.plan))
        c.add(u"score.plan.unknown"_s, u"plan"_s, Checker::id(score.plan));
    if (ended && score.plan.isEmpty())
        c.add(u"score.plan.missing"_s, u"plan"_s);
    if (ended && score.detail.trimmed().isEmpty())
        c.add(u"score.detail.missing"_s, u"detail"_s);
    if (ended && !scoreOutcomes().contains(score.outcome))
        c.add(u"score.outcome.unknown"_s, u"outcome"_s, Checker::id(score.outcome));

    // B §7.1: a target faction's tier is 0..6.
    const int tierMax = pack.numberOr(u"faction_tier_max"_s, 6);
    if (score.targetTier < 0 || score.targetTier > tierMax)
        c.add(u"score.target_tier.range"_s, u"target_tier"_s, Checker::range(score.targetTier, tierMax));

    // C §1.3, V-LOAD: each PC picks a load level, before the first roll.
    for (auto it = score.loads.begin(); it != score.loads.end(); ++it) {
        const QString field = u"loads/"_s + it.key();
        if (it.value().isEmpty()) {
            if (ended)
                c.add(u"score.load.missing"_s, field);
        } else if (!pack.loadLevel(it.value())) {
            c.add(u"score.load.unknown"_s, field, Checker::id(it.value()));
        }
    }

    // C §4.2, §5.1: the payoff's coin band and the heat profile are the pack's.
    if (!score.coinBand.isEmpty() && !ids(pack, file, u"/payoff/coin"_s).contains(score.coinBand))
        c.add(u"score.coin_band.unknown"_s, u"coin_band"_s, Checker::id(score.coinBand));
    if (!score.heatProfile.isEmpty() && !ids(pack, file, u"/heat/profiles"_s).contains(score.heatProfile))
        c.add(u"score.heat_profile.unknown"_s, u"heat_profile"_s, Checker::id(score.heatProfile));

    // B §7.3: a score helps (+1) or hurts (−1, −2) a faction.
    for (auto it = score.statusChanges.begin(); it != score.statusChanges.end(); ++it) {
        if (it.value() < kScoreStatusMin || it.value() > kScoreStatusMax)
            c.add(u"score.status_change.range"_s, u"status_changes/"_s + it.key(),
                  {{u"value"_s, it.value()}, {u"min"_s, kScoreStatusMin}, {u"max"_s, kScoreStatusMax}});
    }
    if (factions) {
        if (!score.targetFaction.isEmpty() && !findId(*factions, score.targetFaction))
            c.add(u"score.faction.unknown"_s, u"target_faction"_s, Checker::id(score.targetFaction));
        for (auto it = score.statusChanges.begin(); it != score.statusChanges.end(); ++it) {
            if (!findId(*factions, it.key()))
                c.add(u"score.faction.unknown"_s, u"status_changes/"_s + it.key(), Checker::id(it.key()));
        }
    }
    return c.out;
}

QList<Violation> validateDowntime(const Downtime &downtime, const Crew &crew, const RulePack &pack)
{
    Checker c;
    const QJsonArray listed = lookup(pack, u"score.json"_s, u"/downtime/activities"_s).toArray();
    const auto entryOf = [&](const QString &id) -> QJsonObject {
        for (const QJsonValue &e : listed) {
            if (e[u"id"_s].toString() == id)
                return e.toObject();
        }
        return {};
    };

    QMap<QString, int> spent;               // character → activities used
    QMap<QString, QSet<QString>> trained;   // character → xp tracks trained
    for (qsizetype i = 0; i < downtime.activities.size(); ++i) {
        const DowntimeActivity &a = downtime.activities.at(i);
        const QString field = u"activities/"_s + QString::number(i);
        if (a.character.isEmpty())
            c.add(u"downtime.character.missing"_s, field);
        if (a.coinSpent < 0)
            c.add(u"downtime.coin.negative"_s, field, {{u"value"_s, a.coinSpent}});
        // C §8.1, V-DT-LIST: only the listed activities (and those other rules say spend one).
        const QJsonObject entry = entryOf(a.activity);
        if (entry.isEmpty()) {
            c.add(u"downtime.activity.unknown"_s, field, Checker::id(a.activity));
            continue;
        }
        spent[a.character] += entry.value(u"activities_cost"_s).toInt(1);
        // C §8.7, V-TRAIN-ONCE: each xp track once per PC per downtime.
        if (!entry.value(u"once_per_track"_s).toBool())
            continue;
        QStringList tracks;
        for (const QJsonValue &t : entry.value(u"tracks"_s).toArray())
            tracks << t.toString();
        if (a.track.isEmpty())
            c.add(u"downtime.train.track_missing"_s, field);
        else if (!tracks.isEmpty() && !tracks.contains(a.track))
            c.add(u"downtime.train.track_unknown"_s, field, Checker::id(a.track));
        else if (trained[a.character].contains(a.track))
            c.add(u"downtime.train.twice"_s, field, {{u"id"_s, a.track}, {u"character"_s, a.character}});
        trained[a.character].insert(a.track);
    }

    for (auto it = downtime.extraActivities.begin(); it != downtime.extraActivities.end(); ++it) {
        if (it.value() < 0)
            c.add(u"downtime.extra.negative"_s, u"extra_activities/"_s + it.key(), {{u"value"_s, it.value()}});
    }

    // C §8.1, V-DT-COUNT: 2 activities per PC, 1 while at war (B §1.8; 2 with War dogs), plus
    // the extra ones bought with coin or rep.
    const bool warLimited = atWar(crew) && !hasCrewFlag(crew, u"war_no_hold_loss"_s, pack);
    for (auto it = spent.begin(); it != spent.end(); ++it) {
        const int budget = downtimeBudget(warLimited, 0, std::max(0, downtime.extraActivities.value(it.key())), pack);
        if (it.value() > budget)
            c.add(u"downtime.budget.exceeded"_s, u"characters/"_s + it.key(),
                  {{u"value"_s, it.value()}, {u"max"_s, budget}, {u"at_war"_s, warLimited}});
    }

    // C §7: entanglements come from the pack's table.
    const QStringList entanglements = ids(pack, u"score.json"_s, u"/entanglements/entries"_s);
    for (qsizetype i = 0; i < downtime.entanglements.size(); ++i) {
        if (!entanglements.contains(downtime.entanglements.at(i)))
            c.add(u"downtime.entanglement.unknown"_s, u"entanglements/"_s + QString::number(i),
                  Checker::id(downtime.entanglements.at(i)));
    }
    return c.out;
}

FactionWarEffects gmWarEffects(const Faction &faction, const Crew &crew, const RulePack &pack)
{
    FactionWarEffects w;
    w.tier = faction.tier;
    w.hold = faction.hold;
    w.atWar = crew.factionStatus.value(faction.id, 0) <= kWarStatus;
    if (!w.atWar)
        return w;
    const int loss = pack.numberOr(u"war_hold_loss"_s, 1);
    for (int lost = 0; lost < loss; ++lost) {
        if (w.hold == u"strong"_s)
            w.hold = u"weak"_s;
        else
            w.tier = std::max(0, w.tier - 1);
    }
    return w;
}

QString clockOwnerKindId(ClockOwnerKind kind)
{
    switch (kind) {
    case ClockOwnerKind::Crew: return u"crew"_s;
    case ClockOwnerKind::Character: return u"character"_s;
    case ClockOwnerKind::Faction: return u"faction"_s;
    case ClockOwnerKind::Campaign: break;
    }
    return u"campaign"_s;
}

std::optional<ClockOwnerKind> clockOwnerKindFromId(const QString &id)
{
    for (auto kind : {ClockOwnerKind::Campaign, ClockOwnerKind::Crew, ClockOwnerKind::Character, ClockOwnerKind::Faction}) {
        if (clockOwnerKindId(kind) == id)
            return kind;
    }
    return std::nullopt;
}

} // namespace sw::blades
