#include "systems/blades/crewvalidator.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;
using sw::rules::Violation;

namespace sw::blades {
namespace {

QStringList ids(const RulePack &pack, const QString &table)
{
    QStringList out;
    const QJsonObject cohorts = pack.documents.value(u"crew.json"_s).value(u"cohorts"_s).toObject();
    for (const QJsonValue &entry : cohorts.value(table).toArray())
        out << entry[u"id"_s].toString();
    return out;
}

int cohortNumber(const RulePack &pack, const QString &key, int fallback)
{
    const QJsonObject cohorts = pack.documents.value(u"crew.json"_s).value(u"cohorts"_s).toObject();
    return cohorts.value(u"numbers"_s)[key][u"value"_s].toInt(fallback);
}

bool distinct(const QStringList &list) { return QSet<QString>(list.begin(), list.end()).size() == list.size(); }

class CrewChecker
{
public:
    CrewChecker(const Crew &c, const RulePack &p) : crew(c), pack(p), type(p.crewType(c.crewType)) {}

    void add(const QString &code, const QString &field, QVariantMap params = {})
    {
        out.append({code, field, std::move(params), false});
    }

    static QVariantMap range(int value, int max) { return {{u"value"_s, value}, {u"max"_s, max}}; }

    // B §1.1, §1.3–§1.6, §1.9–§1.11, §9 VR 1–14, 18.
    void sheet()
    {
        if (!type)
            add(u"crew.type.unknown"_s, u"crew_type"_s, {{u"id"_s, crew.crewType}});
        if (crew.reputation.trimmed().isEmpty())
            add(u"crew.reputation.value"_s, u"reputation"_s);
        const int tierMax = pack.numberOr(u"tier_max"_s, 4);
        if (crew.tier < 0 || crew.tier > tierMax)
            add(u"crew.tier.range"_s, u"tier"_s, range(crew.tier, tierMax));
        const int threshold = repThreshold(crew, pack);
        if (crew.rep < 0 || crew.rep > threshold)
            add(u"crew.rep.range"_s, u"rep"_s, range(crew.rep, threshold));
        else if (crew.rep == threshold && crew.hold == Hold::Weak)
            add(u"crew.rep.weakFull"_s, u"rep"_s, range(crew.rep, threshold));
        const int turfMax = pack.numberOr(u"turf_max"_s, 6);
        if (turf(crew, pack) > turfMax)
            add(u"crew.turf.max"_s, u"claims"_s, range(turf(crew, pack), turfMax));
        if (crew.coin < 0)
            add(u"crew.coin.negative"_s, u"coin"_s, {{u"value"_s, crew.coin}});
        else if (crew.coin > coinCap(crew, pack))
            add(u"crew.coin.overCap"_s, u"coin"_s, range(crew.coin, coinCap(crew, pack)));
        const int heatMax = pack.numberOr(u"heat_max"_s, 9) - 1;
        if (crew.heat < 0 || crew.heat > heatMax)
            add(u"crew.heat.range"_s, u"heat"_s, range(crew.heat, heatMax));
        const int wantedMax = pack.numberOr(u"wanted_max"_s, 4);
        if (crew.wantedLevel < 0 || crew.wantedLevel > wantedMax)
            add(u"crew.wanted.range"_s, u"wanted_level"_s, range(crew.wantedLevel, wantedMax));
        const int xpMax = pack.numberOr(u"crew_xp"_s, 8) - 1;
        if (crew.xp < 0 || crew.xp > xpMax)
            add(u"crew.xp.range"_s, u"xp"_s, range(crew.xp, xpMax));
    }

    // B §2, §9 VR 12–13: tier 0, strong hold, 0 rep, at most the starting coin, one ability, the
    // type's pre-selected upgrades and two chosen boxes, a hunting ground's operation.
    void creation()
    {
        if (crew.phase != CrewPhase::Creation)
            return;
        const auto state = [&](const QString &field, const QVariant &value, const QVariant &expected) {
            if (value != expected)
                add(u"crew.creation.state"_s, field, {{u"value"_s, value}, {u"expected"_s, expected}});
        };
        state(u"tier"_s, crew.tier, pack.numberOr(u"starting_tier"_s, 0));
        state(u"hold"_s, crew.hold == Hold::Strong ? u"strong"_s : u"weak"_s, u"strong"_s);
        state(u"rep"_s, crew.rep, pack.numberOr(u"starting_rep"_s, 0));
        if (crew.coin > pack.numberOr(u"starting_coin"_s, 2))
            add(u"crew.creation.state"_s, u"coin"_s,
                {{u"value"_s, crew.coin}, {u"expected"_s, pack.numberOr(u"starting_coin"_s, 2)}});
        const auto count = [&](const QString &field, int value, int expected) {
            if (value != expected)
                add(u"crew.creation.counts"_s, field, {{u"value"_s, value}, {u"expected"_s, expected}});
        };
        count(u"abilities"_s, int(crew.abilities.size()), pack.numberOr(u"abilities_at_creation"_s, 1));
        count(u"hunting_grounds/operation"_s, crew.huntingGrounds.operation.isEmpty() ? 0 : 1, 1);
        int marked = 0;
        for (int boxes : crew.upgrades)
            marked += boxes;
        for (const QStringList &options : startingUpgrades(crew.crewType, pack)) {
            const auto granted = std::find_if(options.begin(), options.end(),
                                              [&](const QString &id) { return completions(crew, id, pack) > 0; });
            if (granted == options.end())
                add(u"crew.creation.starting_upgrade"_s, u"upgrades/"_s + options.value(0), {{u"options"_s, options}});
            else
                marked -= pack.upgrade(*granted)->boxes;
        }
        count(u"upgrades"_s, marked, pack.numberOr(u"upgrades_chosen_at_creation"_s, 2));
    }

    // B §5, §9 VR 19: known, once each, from the crew type's list.
    void abilities()
    {
        QSet<QString> seen;
        for (const QString &id : crew.abilities) {
            const QString field = u"abilities/"_s + id;
            const bool known = std::any_of(pack.crewAbilities.begin(), pack.crewAbilities.end(),
                                           [&](const Ability &a) { return a.id == id; });
            if (!known)
                add(u"crew.ability.unknown"_s, field, {{u"id"_s, id}});
            else if (seen.contains(id))
                add(u"crew.ability.duplicate"_s, field, {{u"id"_s, id}});
            else if (type && !type->abilities.contains(id))
                add(u"crew.ability.notInCrewType"_s, field, {{u"id"_s, id}, {u"crew_type"_s, crew.crewType}});
            seen.insert(id);
        }
    }

    // B §3.1–§3.3, §9 VR 22: boxes within the upgrade's count; crew-specific ones from the type.
    void upgrades()
    {
        for (auto it = crew.upgrades.begin(); it != crew.upgrades.end(); ++it) {
            const QString field = u"upgrades/"_s + it.key();
            const Upgrade *upgrade = pack.upgrade(it.key());
            if (!upgrade) {
                add(u"upgrade.unknown"_s, field, {{u"id"_s, it.key()}});
                continue;
            }
            if (it.value() < 0 || (!repeatable(*upgrade) && it.value() > upgrade->boxes))
                add(u"upgrade.boxes.range"_s, field, range(it.value(), upgrade->boxes));
            if (type && upgrade->scope == u"crew_specific"_s && !type->upgrades.contains(it.key()))
                add(u"upgrade.notInCrewType"_s, field, {{u"id"_s, it.key()}, {u"crew_type"_s, crew.crewType}});
        }
    }

    // B §4, §9 VR 31–36.
    void cohorts()
    {
        int cohortUpgrades = 0, extraTypes = 0, extraTypesUsed = 0;
        for (const Upgrade &u : pack.upgrades) {
            if (!repeatable(u))
                continue;
            const bool creates = std::any_of(u.effects.begin(), u.effects.end(),
                                             [](const Effect &e) { return e.kind == u"creates_cohort"_s; });
            (creates ? cohortUpgrades : extraTypes) += completions(crew, u.id, pack);
        }
        if (crew.cohorts.size() != cohortUpgrades)
            add(u"cohort.count"_s, u"cohorts"_s, {{u"value"_s, int(crew.cohorts.size())}, {u"expected"_s, cohortUpgrades}});
        const QStringList gangs = ids(pack, u"gang_types"_s);
        const QStringList edges = ids(pack, u"edges"_s), flaws = ids(pack, u"flaws"_s);
        const int typesMax = cohortNumber(pack, u"types_max"_s, 2);
        const int edgesMin = cohortNumber(pack, u"edges_min"_s, 1), edgesMax = cohortNumber(pack, u"edges_max"_s, 2);
        const int harmMax = cohortNumber(pack, u"harm_max"_s, 4);
        for (qsizetype i = 0; i < crew.cohorts.size(); ++i) {
            const Cohort &c = crew.cohorts.at(i);
            const QString field = u"cohorts/%1"_s.arg(i);
            const bool badType = std::any_of(c.types.begin(), c.types.end(), [&](const QString &t) {
                return c.kind == CohortKind::Gang ? !gangs.contains(t) : t.trimmed().isEmpty();
            });
            if (c.types.isEmpty() || badType || !distinct(c.types))
                add(u"cohort.kind"_s, field, {{u"types"_s, c.types}});
            if (c.types.size() > typesMax)
                add(u"cohort.types.max"_s, field, range(int(c.types.size()), typesMax));
            extraTypesUsed += std::max<int>(0, int(c.types.size()) - 1);
            const bool known = std::all_of(c.edges.begin(), c.edges.end(), [&](const QString &e) { return edges.contains(e); })
                               && std::all_of(c.flaws.begin(), c.flaws.end(), [&](const QString &f) { return flaws.contains(f); });
            if (c.edges.size() < edgesMin || c.edges.size() > edgesMax || c.flaws.size() != c.edges.size() || !known
                || !distinct(c.edges) || !distinct(c.flaws))
                add(u"cohort.edgesFlaws"_s, field, {{u"edges"_s, c.edges}, {u"flaws"_s, c.flaws}});
            if (c.harm < 0 || c.harm > harmMax)
                add(u"cohort.harm.range"_s, field, range(c.harm, harmMax));
        }
        if (extraTypesUsed > extraTypes)
            add(u"cohort.types.max"_s, u"cohorts"_s, {{u"value"_s, extraTypesUsed}, {u"expected"_s, extraTypes}});
    }

    // B §6.1–§6.3, §9 VR 40: cells of the map; each held claim joined to the lair by held claims
    // unless the GM cleared it as off-path.
    void claims()
    {
        if (!type)
            return;
        const ClaimsMap &map = type->claimsMap;
        QSet<int> reached{map.lairCell}, frontier{map.lairCell};
        while (!frontier.isEmpty()) {
            QSet<int> next;
            for (int from : std::as_const(frontier)) {
                for (auto it = crew.claims.begin(); it != crew.claims.end(); ++it) {
                    if (!reached.contains(it.key()) && map.linked(from, it.key()))
                        next.insert(it.key());
                }
            }
            reached.unite(next);
            frontier = next;
        }
        for (auto it = crew.claims.begin(); it != crew.claims.end(); ++it) {
            const QString field = u"claims/%1"_s.arg(it.key());
            if (it.key() < 1 || it.key() > map.cells.size() || it.key() == map.lairCell)
                add(u"claim.cell.unknown"_s, field, {{u"cell"_s, it.key()}});
            else if (!it.value() && !reached.contains(it.key()))
                add(u"claim.offPath"_s, field, {{u"cell"_s, it.key()}});
        }
    }

    // B §7.2, §8, §9 VR 46, 51.
    void factionsAndContacts()
    {
        const int low = pack.numberOr(u"status_min"_s, -3), high = pack.numberOr(u"status_max"_s, 3);
        for (auto it = crew.factionStatus.begin(); it != crew.factionStatus.end(); ++it) {
            const QString field = u"factions/"_s + it.key();
            // Factions belong to the campaign (the pack's examples or the GM's own); the campaign
            // file checks that the faction exists. Here the id must at least be one.
            static const QRegularExpression idPattern(u"^[a-z][a-z0-9_]*$"_s);
            if (!idPattern.match(it.key()).hasMatch())
                add(u"faction.unknown"_s, field, {{u"id"_s, it.key()}});
            else if (it.value() < low || it.value() > high)
                add(u"faction.status.range"_s, field, {{u"value"_s, it.value()}, {u"min"_s, low}, {u"max"_s, high}});
        }
        const auto favorites = std::count_if(crew.contacts.begin(), crew.contacts.end(),
                                             [](const Contact &c) { return c.favorite; });
        const int expected = pack.numberOr(u"contacts_per_crew_type"_s, 5);
        const int favorite = pack.numberOr(u"favorite_contacts"_s, 1);
        if (crew.contacts.size() != expected || favorites != favorite)
            add(u"contacts.count"_s, u"contacts"_s, {{u"value"_s, int(crew.contacts.size())}, {u"expected"_s, expected},
                                                    {u"favorites"_s, int(favorites)}, {u"expected_favorites"_s, favorite}});
    }

    const Crew &crew;
    const RulePack &pack;
    const CrewType *type;
    QList<Violation> out;
};

} // namespace

QList<Violation> validateCrew(const Crew &crew, const RulePack &pack)
{
    CrewChecker checker(crew, pack);
    checker.sheet();
    checker.creation();
    checker.abilities();
    checker.upgrades();
    checker.cohorts();
    checker.claims();
    checker.factionsAndContacts();
    rules::applyOverrides(checker.out, crew.overrides);
    return checker.out;
}

QList<Violation> blockingCrewViolations(const Crew &crew, const RulePack &pack)
{
    QList<Violation> all = validateCrew(crew, pack);
    return rules::applyOverrides(all, crew.overrides);
}

} // namespace sw::blades
