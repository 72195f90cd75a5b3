// Foundry VTT export of crews, mirroring foundryimportcrew.cpp.
#include "systems/blades/io/foundry.h"

#include "systems/blades/huntinggrounds.h"
#include "systems/blades/io/foundrymapping.h"
#include "systems/blades/io/foundrywriter.h"

using namespace Qt::StringLiterals;

namespace sw::io {
namespace foundry {
namespace {

QString nameIn(const QList<blades::Entity> &list, const QString &id)
{
    const blades::Entity *e = byId(list, id);
    return e ? e->name.en : id;
}

struct CrewWriter
{
    CrewWriter(const blades::Crew &c, const blades::RulePack &p, QStringList *unmapped)
        : crew(c), w{p, unmapped}, pack(p), type(p.crewType(c.crewType))
    {
    }

    const blades::Crew &crew;
    Writer w;
    const blades::RulePack &pack;
    const blades::CrewType *type;
    QJsonArray items;

    QString seed(const QString &what) const { return u"crew/"_s + crew.name + u'/' + what; }

    QJsonObject turfs() const
    {
        QJsonObject out;
        const blades::ClaimsMap &map = type->claimsMap;
        for (qsizetype i = 0; i < map.cells.size(); ++i) {
            const int n = static_cast<int>(i) + 1;
            const blades::ClaimsMap::Cell &cell = map.cells.at(i);
            const blades::Claim *claim = byId(pack.claims, cell.claim);
            QString name = claim ? claim->name.en : cell.claim;
            if (cell.lair || n == map.lairCell)
                name = u"BITD.Lair"_s;
            else if (cell.turf)
                name = u"BITD.Turf"_s;
            QJsonArray connects;
            const struct
            {
                int dRow;
                int dCol;
                const char *side;
            } sides[] = {{0, -1, "left"}, {-1, 0, "top"}, {0, 1, "right"}, {1, 0, "bottom"}};
            for (const auto &side : sides) {
                const int row = cell.row + side.dRow;
                const int col = cell.col + side.dCol;
                if (row >= 1 && row <= map.rows && col >= 1 && col <= map.cols
                    && map.linked(n, (row - 1) * map.cols + col))
                    connects << QString::fromLatin1(side.side);
            }
            const QJsonValue held = n == map.lairCell ? QJsonValue(1) : QJsonValue(crew.claims.contains(n));
            out.insert(QString::number(n), QJsonObject{{u"name"_s, name},
                                                       {u"value"_s, held},
                                                       {u"description"_s, claim && !cell.turf ? claim->summary.en : QString()},
                                                       {u"connects"_s, connects}});
        }
        return out;
    }

    void crewTypeAndClaims()
    {
        if (type) {
            items << embeddedItem(seed(u"crew_type"_s), type->name.en, u"crew_type"_s,
                                  {{u"description"_s, type->summary.en},
                                   {u"experience_clues"_s, type->xpTrigger.en},
                                   {u"turfs"_s, turfs()}},
                                  {{u"id"_s, type->id}});
        } else if (!crew.crewType.isEmpty()) {
            w.note(u"crew type "_s + quoted(crew.crewType) + u": not in %1; no crew_type item written"_s.arg(pack.id));
        }
        for (auto it = crew.claims.constBegin(); it != crew.claims.constEnd(); ++it) {
            if (!type || it.key() < 1 || it.key() > type->claimsMap.cells.size() || it.key() == type->claimsMap.lairCell)
                w.note(u"claims/%1: no such cell on the claim map; not written"_s.arg(it.key()));
            else if (it.value())
                w.note(u"claims/%1: taken off-path with the GM's leave; Foundry does not show it (kept in flags.sheetwright)"_s.arg(it.key()));
        }
    }

    void reputationAndAbilities()
    {
        if (!crew.reputation.isEmpty()) {
            items << embeddedItem(seed(u"reputation"_s),
                                  nameIn(packList(pack, u"crew.json"_s, u"/reputations"_s), crew.reputation),
                                  u"crew_reputation"_s, {{u"description"_s, QString()}}, {{u"id"_s, crew.reputation}});
        }
        for (qsizetype i = 0; i < crew.abilities.size(); ++i) {
            const QString &id = crew.abilities.at(i);
            const blades::Ability *ability = byId(pack.crewAbilities, id);
            const blades::CrewType *owner = nullptr;
            for (const blades::CrewType &t : pack.crewTypes) {
                if (!owner && t.abilities.contains(id))
                    owner = &t;
            }
            if (!ability)
                w.note(u"abilities/"_s + id + u": not in %1; written under its id"_s.arg(pack.id));
            items << embeddedItem(seed(u"ability/%1"_s.arg(i)), ability ? ability->name.en : id, u"crew_ability"_s,
                                  {{u"description"_s, ability ? ability->summary.en : QString()},
                                   {u"class"_s, owner ? owner->name.en : QString()},
                                   {u"price"_s, 1},
                                   {u"purchased"_s, true},
                                   {u"class_default"_s, false}},
                                  {{u"id"_s, id}});
        }
    }

    void upgrades()
    {
        for (auto it = crew.upgrades.constBegin(); it != crew.upgrades.constEnd(); ++it) {
            const blades::Upgrade *up = pack.upgrade(it.key());
            const auto add = [&](const QString &name, int index, std::optional<int> boxes) {
                QJsonObject fl{{u"id"_s, it.key()}};
                if (boxes)
                    fl.insert(u"boxes"_s, *boxes);
                items << embeddedItem(seed(u"upgrade/%1/%2"_s.arg(it.key()).arg(index)), name, u"crew_upgrade"_s,
                                      {{u"description"_s, up ? up->summary.en : QString()},
                                       {u"class"_s, QString()},
                                       {u"price"_s, up ? up->boxes : 1},
                                       {u"purchased"_s, true},
                                       {u"logic"_s, QString()},
                                       {u"crew_type"_s, QString()}},
                                      fl);
            };
            if (it.value() <= 0)
                continue;
            if (!up) {
                w.note(u"upgrades/"_s + it.key() + u": not in %1; written under its id"_s.arg(pack.id));
                add(it.key(), 0, it.value());
            } else if (blades::repeatable(*up) && up->boxes > 0) {
                // One item per cohort, as Foundry's "Cohort 1" … "Cohort 4"; a part-marked one carries its boxes.
                const int whole = it.value() / up->boxes;
                for (int i = 0; i < whole; ++i)
                    add(up->name.en, i, std::nullopt);
                if (it.value() % up->boxes != 0) {
                    add(up->name.en, whole, it.value() % up->boxes);
                    w.note(u"upgrades/"_s + it.key() + u": %1 box(es) of a cohort not yet complete; Foundry shows a whole one"_s
                                                         .arg(it.value() % up->boxes));
                }
            } else if (it.value() < up->boxes) {
                add(u"%1 %2"_s.arg(up->name.en).arg(it.value()), 0, it.value()); // "Vault 1": its first box
            } else {
                add(up->name.en, 0, it.value() == up->boxes ? std::nullopt : std::optional<int>(it.value()));
            }
        }
    }

    void cohorts()
    {
        static const QStringList harm{u"No"_s, u"Weakened"_s, u"Impaired"_s, u"Broken"_s, u"Dead"_s};
        const QList<blades::Entity> gangTypes = packList(pack, u"crew.json"_s, u"/cohorts/gang_types"_s);
        const QList<blades::Entity> expertTypes = packList(pack, u"crew.json"_s, u"/cohorts/expert_types"_s);
        const QList<blades::Entity> edges = packList(pack, u"crew.json"_s, u"/cohorts/edges"_s);
        const QList<blades::Entity> flaws = packList(pack, u"crew.json"_s, u"/cohorts/flaws"_s);
        for (qsizetype i = 0; i < crew.cohorts.size(); ++i) {
            const blades::Cohort &co = crew.cohorts.at(i);
            const bool gang = co.kind == blades::CohortKind::Gang;
            QStringList typeNames;
            for (const QString &t : co.types)
                typeNames << nameIn(gang ? gangTypes : expertTypes, t);
            const auto traitList = [&](const QList<blades::Entity> &known, const QStringList &chosen, const QString &prefix) {
                QJsonObject list;
                for (const blades::Entity &e : known) {
                    const QString key = labelKey(QString(), e.name.en);
                    list.insert(key, QJsonObject{{u"label"_s, QString(prefix + key)},
                                                 {u"description"_s, QString(prefix + key + u"Description"_s)},
                                                 {u"selected"_s, chosen.contains(e.id)}});
                }
                return list;
            };
            const auto names = [&](const QList<blades::Entity> &known, const QStringList &chosen) {
                QJsonArray out;
                for (const QString &id : chosen)
                    out << labelKey(QString(), nameIn(known, id));
                return out;
            };
            if (co.harm < 0 || co.harm >= harm.size())
                w.note(u"cohorts[%1] harm %2: no such cohort harm; written as none"_s.arg(i).arg(co.harm));
            const QString name = typeNames.isEmpty() ? (gang ? u"Gang"_s : u"Expert"_s) : typeNames.join(u" & "_s);
            items << embeddedItem(seed(u"cohort/%1"_s.arg(i)), name, u"cohort"_s,
                                  {{u"description"_s, QString()},
                                   {u"cohort"_s, gang ? u"Gang"_s : u"Expert"_s},
                                   {u"scale"_s, gang ? crew.tier : 0},
                                   {u"quality"_s, gang ? crew.tier : crew.tier + 1},
                                   {u"gang_type"_s, gang ? QJsonArray::fromStringList(typeNames) : QJsonArray()},
                                   {u"expert_type"_s, gang ? QString() : typeNames.join(u", "_s)},
                                   {u"edges"_s, names(edges, co.edges)},
                                   {u"flaws"_s, names(flaws, co.flaws)},
                                   {u"edges_list"_s, traitList(edges, co.edges, u"BITD.Edges"_s)},
                                   {u"flaws_list"_s, traitList(flaws, co.flaws, u"BITD.Flaws"_s)},
                                   {u"harm"_s, harm.value(co.harm, u"No"_s)},
                                   {u"armor"_s, false}},
                                  {{u"types"_s, QJsonArray::fromStringList(co.types)}});
        }
    }

    QJsonArray contacts() const
    {
        QJsonArray out;
        for (qsizetype i = 0; i < crew.contacts.size(); ++i) {
            const blades::Contact &contact = crew.contacts.at(i);
            const blades::Entity *known = type ? byId(type->contacts, contact.id) : nullptr;
            out << QJsonObject{{u"id"_s, documentId(seed(u"contact/%1"_s.arg(i)))},
                               {u"name"_s, known ? known->name.en : contact.id},
                               {u"description_short"_s, known ? known->summary.en : QString()},
                               {u"standing"_s, contact.favorite ? u"friend"_s : u"neutral"_s}};
        }
        return out;
    }

    QJsonObject flags() const
    {
        QJsonObject fl = baseFlags(crew.rulePack.isEmpty() ? pack.id : crew.rulePack,
                                   crew.rulePack.isEmpty() ? pack.version : crew.rulePackVersion);
        fl.insert(u"phase"_s, crew.phase == blades::CrewPhase::Play ? u"play"_s : u"creation"_s);
        fl.insert(u"pending_advances"_s, crew.pendingAdvances);
        fl.insert(u"lair_district"_s, crew.lairDistrict);
        const blades::HuntingGrounds &hg = crew.huntingGrounds;
        fl.insert(u"hunting_grounds"_s, QJsonObject{{u"district"_s, hg.district}, {u"area"_s, hg.area},
                                                     {u"operation"_s, hg.operation}, {u"faction"_s, hg.faction},
                                                     {u"deal"_s, hg.deal}});
        QJsonObject status;
        for (auto it = crew.factionStatus.constBegin(); it != crew.factionStatus.constEnd(); ++it)
            status.insert(it.key(), it.value());
        fl.insert(u"faction_status"_s, status);
        QJsonArray offPath;
        for (auto it = crew.claims.constBegin(); it != crew.claims.constEnd(); ++it) {
            if (it.value())
                offPath << it.key();
        }
        fl.insert(u"off_path"_s, offPath);
        QJsonArray overrides;
        for (const rules::Override &o : crew.overrides)
            overrides << QJsonObject{{u"code"_s, o.code}, {u"field"_s, o.field}, {u"reason"_s, o.reason}};
        fl.insert(u"overrides"_s, overrides);

        if (!crew.lairDistrict.isEmpty())
            w.note(u"lair district: Foundry's sheet has no field for it; kept in flags.sheetwright"_s);
        if (!hg.district.isEmpty() || !hg.operation.isEmpty() || !hg.faction.isEmpty() || !hg.deal.isEmpty())
            w.note(u"hunting grounds: Foundry keeps only a name; district, operation, faction and deal kept in flags.sheetwright"_s);
        if (!crew.factionStatus.isEmpty())
            w.note(u"faction status: Foundry keeps it on the faction items of a factions actor (exportFoundryFactions); kept in flags.sheetwright"_s);
        if (crew.pendingAdvances != 0)
            w.note(u"pending advances: Foundry's sheet has no field for them; kept in flags.sheetwright"_s);
        if (!crew.overrides.isEmpty())
            w.note(u"overrides: Foundry has no GM overrides; kept in flags.sheetwright"_s);
        return fl;
    }

    QByteArray write()
    {
        crewTypeAndClaims();
        reputationAndAbilities();
        upgrades();
        cohorts();
        const blades::HuntingGrounds &hg = crew.huntingGrounds;
        const QString grounds = !hg.area.isEmpty() ? hg.area : hg.district;
        if (!grounds.isEmpty())
            items << embeddedItem(seed(u"hunting_grounds"_s), grounds, u"hunting_grounds"_s,
                                  {{u"description"_s, blades::huntingOperationName(hg.operation, crew.crewType, pack).en},
                                   {u"class"_s, QString()}});

        const int cap = blades::coinCap(crew, pack);
        const int hand = std::min(crew.coin, kCrewCoinsInHand);
        const blades::CrewBenefits benefits = blades::crewBenefits(crew, pack);
        const QJsonObject system{
            {u"name"_s, QString()},
            {u"reputation"_s, boxes(crew.rep)},
            {u"lair"_s, crew.lair},
            {u"tier"_s, crew.tier},
            {u"deity"_s, QString()},
            {u"rep2"_s, QJsonObject{{u"value"_s, QString()}, {u"visible"_s, false}, {u"label"_s, u"BITD.Description"_s}}},
            {u"hold"_s, QJsonArray{crew.hold == blades::Hold::Weak ? u"weak"_s : u"strong"_s}},
            {u"experience"_s, boxes(crew.xp)},
            {u"exp_clock"_s, QJsonObject{{u"value"_s, 0}, {u"number"_s, 0}, {u"size"_s, 6}, {u"color"_s, u"black"_s}}},
            {u"hold_types"_s, QJsonArray{u"weak"_s, u"strong"_s}},
            {u"coins"_s, QJsonObject{{u"max"_s, kCrewCoinsInHand}, {u"value"_s, boxes(hand)}}},
            {u"vault"_s, QJsonObject{{u"value"_s, boxes(crew.coin - hand)}, {u"max"_s, std::max(0, cap - kCrewCoinsInHand)}}},
            {u"turf"_s, QJsonObject{{u"descriptions"_s, QJsonArray()}, {u"max"_s, pack.numberOr(u"turf_max"_s, 6)}, {u"bonus"_s, 0}}},
            {u"features"_s, QJsonArray()},
            {u"heat"_s, boxes(crew.heat)},
            {u"wanted"_s, boxes(crew.wantedLevel)},
            {u"acquaintances"_s, contacts()},
            {u"acquaintances_label"_s, u"BITD.Contacts"_s},
            {u"hunting_grounds"_s, QJsonArray()},
            {u"hunting_grounds_label"_s, u"BITD.HuntingGrounds"_s},
            {u"scoundrel"_s, QJsonObject{{u"add_trauma"_s, benefits.traumaBoxes},
                                          {u"add_stress"_s, benefits.stressBoxes},
                                          {u"mastery"_s, benefits.actionCap > pack.numberOr(u"action_cap"_s, 3)}}},
            {u"max"_s, QJsonObject{{u"heat"_s, pack.numberOr(u"heat_max"_s, 9)},
                                    {u"tier"_s, pack.numberOr(u"tier_max"_s, 4)},
                                    {u"wanted"_s, pack.numberOr(u"wanted_max"_s, 4)},
                                    {u"rep"_s, pack.numberOr(u"rep_track"_s, 12)},
                                    {u"exp"_s, pack.numberOr(u"crew_xp"_s, 8)}}},
            {u"description"_s, crew.notes},
        };
        return toJson(actorDocument(crew.name, u"crew"_s, u"icons/svg/village.svg"_s, system, items, flags()));
    }
};

} // namespace
} // namespace foundry

QByteArray exportFoundryCrew(const blades::Crew &crew, const blades::RulePack &pack, QStringList *unmapped)
{
    return foundry::CrewWriter(crew, pack, unmapped).write();
}

} // namespace sw::io
