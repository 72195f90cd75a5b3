#include "systems/blades/legacyrows.h"

#include "systems/blades/io/sheetjson.h"

#include "systems/blades/io/recordjson.h"
#include "store/statementcache.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariantList>

using namespace Qt::StringLiterals;
using namespace sw::blades;

namespace sw::blades::legacy {

using store::Statement;
namespace {
// Everything below reads the tables of schema v2/v3 (store/schema.cpp); nothing writes them.

Statement select(QSqlDatabase &db, const QString &statement, const QVariantList &values)
{
    Statement q(db, statement);
    q.exec(values);
    return q;
}

QStringList listOf(QSqlDatabase &db, const QString &statement, const QVariantList &values)
{
    QStringList out;
    auto q = select(db, statement, values);
    while (q.next())
        out << q.value(0).toString();
    return out;
}

const char *statusKey(CharacterStatus s)
{
    switch (s) {
    case CharacterStatus::Retired:
        return "retired";
    case CharacterStatus::Dead:
        return "dead";
    case CharacterStatus::Incarcerated:
        return "incarcerated";
    case CharacterStatus::Active:
        break;
    }
    return "active";
}

CharacterStatus statusFrom(const QString &key)
{
    for (const CharacterStatus s : {CharacterStatus::Retired, CharacterStatus::Dead, CharacterStatus::Incarcerated}) {
        if (key == QLatin1StringView(statusKey(s)))
            return s;
    }
    return CharacterStatus::Active;
}

QList<rules::Override> readOverrides(QSqlDatabase &db, const QString &kind, qint64 id)
{
    QList<rules::Override> out;
    auto q = select(db, u"SELECT code, field, reason FROM overrides WHERE sheet_kind = ? AND sheet_id = ? ORDER BY position"_s, {kind, id});
    while (q.next())
        out.append({q.value(0).toString(), q.value(1).toString(), q.value(2).toString()});
    return out;
}

} // namespace

namespace {

std::optional<Character> readCharacter(QSqlDatabase &db, qint64 id)
{
    auto q = select(db, uR"(SELECT rule_pack, rule_pack_version, name, alias, look, playbook, heritage,
        heritage_detail, background, background_detail, vice, vice_detail, purveyor, friend_npc, rival_npc, notes,
        phase, status, stress, trauma, healing, armor_standard, armor_heavy, armor_special, load_level, coin,
        stash, playbook_xp, pending_playbook_advances FROM characters WHERE id = ?)"_s, {id});
    if (!q.next())
        return std::nullopt;
    Character c;
    int col = 0;
    const auto s = [&] { return q.value(col++).toString(); };
    const auto n = [&] { return q.value(col++).toInt(); };
    c.rulePack = s(); c.rulePackVersion = s(); c.name = s(); c.alias = s(); c.look = s(); c.playbook = s();
    c.heritage = s(); c.heritageDetail = s(); c.background = s(); c.backgroundDetail = s(); c.vice = s();
    c.viceDetail = s(); c.purveyor = s(); c.friendNpc = s(); c.rivalNpc = s(); c.notes = s();
    c.phase = s() == u"play"_s ? CharacterPhase::Play : CharacterPhase::Creation;
    c.status = statusFrom(s());
    c.stress = n(); c.trauma = n(); c.healing = n();
    c.armor.standard = n() != 0; c.armor.heavy = n() != 0; c.armor.special = n() != 0;
    c.loadLevel = s(); c.coin = n(); c.stash = n(); c.playbookXp = n(); c.pendingPlaybookAdvances = n();
    auto actions = select(db, u"SELECT action, dots FROM character_actions WHERE character_id = ?"_s, {id});
    while (actions.next())
        c.actions.insert(actions.value(0).toString(), actions.value(1).toInt());
    auto tracks = select(db, u"SELECT attribute, kind, value FROM character_tracks WHERE character_id = ?"_s, {id});
    while (tracks.next())
        (tracks.value(1).toString() == u"xp"_s ? c.attributeXp : c.pendingAttributeAdvances)
            .insert(tracks.value(0).toString(), tracks.value(2).toInt());
    const QString lists = u"SELECT value FROM character_lists WHERE character_id = ? AND list = ? ORDER BY position"_s;
    c.abilities = listOf(db, lists, {id, u"ability"_s});
    c.traumaConditions = listOf(db, lists, {id, u"trauma"_s});
    c.items = listOf(db, lists, {id, u"item"_s});
    auto harm = select(db, u"SELECT level, description FROM character_harm WHERE character_id = ? ORDER BY position"_s, {id});
    while (harm.next())
        c.harm.append({harm.value(0).toInt(), harm.value(1).toString()});
    c.overrides = readOverrides(db, u"character"_s, id);
    return c;
}

std::optional<Crew> readCrew(QSqlDatabase &db, qint64 id)
{
    auto q = select(db, uR"(SELECT rule_pack, rule_pack_version, name, crew_type, reputation, lair, lair_district,
        notes, hg_district, hg_area, hg_operation, hg_faction, hg_deal, phase, tier, hold, rep, heat, wanted_level,
        coin, xp, pending_advances FROM crews WHERE id = ?)"_s, {id});
    if (!q.next())
        return std::nullopt;
    Crew c;
    int col = 0;
    const auto s = [&] { return q.value(col++).toString(); };
    const auto n = [&] { return q.value(col++).toInt(); };
    c.rulePack = s(); c.rulePackVersion = s(); c.name = s(); c.crewType = s(); c.reputation = s(); c.lair = s();
    c.lairDistrict = s(); c.notes = s();
    c.huntingGrounds.district = s(); c.huntingGrounds.area = s(); c.huntingGrounds.operation = s();
    c.huntingGrounds.faction = s(); c.huntingGrounds.deal = s();
    c.phase = s() == u"play"_s ? CrewPhase::Play : CrewPhase::Creation;
    c.tier = n();
    c.hold = s() == u"weak"_s ? Hold::Weak : Hold::Strong;
    c.rep = n(); c.heat = n(); c.wantedLevel = n(); c.coin = n(); c.xp = n(); c.pendingAdvances = n();
    c.abilities = listOf(db, u"SELECT ability FROM crew_abilities WHERE crew_id = ? ORDER BY position"_s, {id});
    auto upgrades = select(db, u"SELECT upgrade, boxes FROM crew_upgrades WHERE crew_id = ?"_s, {id});
    while (upgrades.next())
        c.upgrades.insert(upgrades.value(0).toString(), upgrades.value(1).toInt());
    auto claims = select(db, u"SELECT cell, off_path FROM crew_claims WHERE crew_id = ?"_s, {id});
    while (claims.next())
        c.claims.insert(claims.value(0).toInt(), claims.value(1).toInt() != 0);
    auto cohorts = select(db, u"SELECT position, kind, harm FROM cohorts WHERE crew_id = ? ORDER BY position"_s, {id});
    const QString traits = u"SELECT value FROM cohort_traits WHERE crew_id = ? AND cohort_position = ? AND trait = ? ORDER BY position"_s;
    while (cohorts.next()) {
        const int position = cohorts.value(0).toInt();
        c.cohorts.append({cohorts.value(1).toString() == u"expert"_s ? CohortKind::Expert : CohortKind::Gang,
                          listOf(db, traits, {id, position, u"type"_s}), listOf(db, traits, {id, position, u"edge"_s}),
                          listOf(db, traits, {id, position, u"flaw"_s}), cohorts.value(2).toInt()});
    }
    auto contacts = select(db, u"SELECT contact, favorite FROM crew_contacts WHERE crew_id = ? ORDER BY position"_s, {id});
    while (contacts.next())
        c.contacts.append({contacts.value(0).toString(), contacts.value(1).toInt() != 0});
    auto status = select(db, u"SELECT faction_id, status FROM crew_faction_status WHERE crew_id = ?"_s, {id});
    while (status.next())
        c.factionStatus.insert(status.value(0).toString(), status.value(1).toInt());
    c.overrides = readOverrides(db, u"crew"_s, id);
    return c;
}


// One row of `factions` (id first); its allies and enemies are read apart.
Faction factionFrom(const Statement &q)
{
    Faction f;
    f.id = q.value(0).toString();
    f.name = q.value(1).toString();
    f.category = q.value(2).toString();
    f.tier = q.value(3).toInt();
    f.hold = q.value(4).toString();
    f.vulnerable = q.value(5).toInt() != 0;
    f.turf = q.value(6).toString();
    f.notes = q.value(7).toString();
    return f;
}

const QString kFactionSelect = u"SELECT id, name, category, tier, hold, vulnerable, turf, notes FROM factions"_s;


QList<Faction> readFactions(QSqlDatabase &db)
{
    QList<Faction> out;
    QHash<QString, qsizetype> at;
    auto q = select(db, kFactionSelect + u" ORDER BY tier DESC, id"_s, {});
    while (q.next()) {
        out.append(factionFrom(q));
        at.insert(out.constLast().id, out.size() - 1);
    }
    auto r = select(db, u"SELECT faction_id, relation, other_id FROM faction_relations ORDER BY rowid"_s, {});
    while (r.next()) {
        const auto it = at.constFind(r.value(0).toString());
        if (it == at.constEnd())
            continue;
        Faction &f = out[*it];
        (r.value(1).toString() == u"ally"_s ? f.allies : f.enemies).append(r.value(2).toString());
    }
    return out;
}


// One row of `clocks`, the columns in kClockSelect's order.
ClockEntry clockFrom(const Statement &q)
{
    ClockEntry c;
    c.id = q.value(0).toString();
    c.name = q.value(1).toString();
    c.clock.segments = q.value(2).toInt();
    c.clock.filled = q.value(3).toInt();
    c.clock.kind = rules::clockKindFromId(q.value(4).toString().toStdString()).value_or(rules::ClockKind::Danger);
    c.ownerKind = clockOwnerKindFromId(q.value(5).toString()).value_or(ClockOwnerKind::Campaign);
    c.ownerId = q.value(6).toString();
    c.linkedTo = q.value(7).toString();
    c.racing = q.value(8).toString();
    c.hidden = q.value(9).toInt() != 0;
    return c;
}

const QString kClockSelect =
    u"SELECT id, name, segments, filled, kind, owner_kind, owner_id, linked_to, racing, hidden FROM clocks"_s;


QList<ClockEntry> readClocks(QSqlDatabase &db)
{
    QList<ClockEntry> out;
    auto q = select(db, kClockSelect + u" ORDER BY owner_kind, owner_id, id"_s, {});
    while (q.next())
        out.append(clockFrom(q));
    return out;
}


std::optional<QJsonObject> readRecord(QSqlDatabase &db, const QString &table, const QString &id)
{
    auto q = select(db, u"SELECT data FROM %1 WHERE id = ?"_s.arg(table), {id});
    if (!q.next())
        return std::nullopt;
    return QJsonDocument::fromJson(q.value(0).toString().toUtf8()).object();
}


std::optional<Score> readScore(QSqlDatabase &db, const QString &id)
{
    const auto json = readRecord(db, u"scores"_s, id);
    return json ? std::optional(io::scoreFromJson(*json)) : std::nullopt;
}

std::optional<Downtime> readDowntime(QSqlDatabase &db, const QString &id)
{
    const auto json = readRecord(db, u"downtimes"_s, id);
    return json ? std::optional(io::downtimeFromJson(*json)) : std::nullopt;
}


QStringList ids(QSqlDatabase &db, const QString &table)
{
    QStringList out;
    auto q = select(db, u"SELECT id FROM %1 ORDER BY id"_s.arg(table), {});
    while (q.next())
        out.append(q.value(0).toString());
    return out;
}

QString createdAt(QSqlDatabase &db, const QString &table, const QString &id)
{
    auto q = select(db, u"SELECT created_at FROM %1 WHERE id = ?"_s.arg(table), {id});
    return q.next() ? q.value(0).toString() : QString();
}

} // namespace

bool adoptTables(QSqlDatabase &db, const store::DocumentSink &sink, QString *error)
{
    for (const QString &id : ids(db, u"crews"_s)) {
        if (!sink(u"crew"_s, id, io::crewToJson(*readCrew(db, id.toLongLong())), {}, error))
            return false;
    }
    for (const QString &id : ids(db, u"characters"_s)) {
        auto crew = select(db, u"SELECT crew_id FROM characters WHERE id = ?"_s, {id});
        const std::optional<qint64> crewId = crew.next() && !crew.value(0).isNull()
                                                 ? std::optional(crew.value(0).toLongLong()) : std::nullopt;
        const QJsonObject doc{{u"sheet"_s, io::characterSheetToJson({*readCharacter(db, id.toLongLong()), {}})},
                              {u"crew_id"_s, crewId ? QJsonValue(double(*crewId)) : QJsonValue()}};
        if (!sink(u"character"_s, id, doc, {}, error))
            return false;
    }
    for (const Faction &f : readFactions(db)) {
        if (!sink(u"faction"_s, f.id, io::factionToJson(f), {}, error))
            return false;
    }
    for (const ClockEntry &c : readClocks(db)) {
        if (!sink(u"clock"_s, c.id, io::clockToJson(c), {}, error))
            return false;
    }
    for (const QString &id : ids(db, u"scores"_s)) {
        if (!sink(u"score"_s, id, io::scoreToJson(*readScore(db, id)), createdAt(db, u"scores"_s, id), error))
            return false;
    }
    for (const QString &id : ids(db, u"downtimes"_s)) {
        if (!sink(u"downtime"_s, id, io::downtimeToJson(*readDowntime(db, id)), createdAt(db, u"downtimes"_s, id), error))
            return false;
    }
    // Children first, so that no foreign key is left pointing at a dropped table.
    for (const char *table : {"character_actions", "character_tracks", "character_lists", "character_harm", "overrides",
                              "crew_abilities", "crew_upgrades", "crew_claims", "cohort_traits", "cohorts",
                              "crew_contacts", "crew_faction_status", "faction_relations", "scores", "downtimes",
                              "characters", "crews", "factions", "clocks"}) {
        QSqlQuery drop(db);
        if (!drop.exec(u"DROP TABLE IF EXISTS %1"_s.arg(QLatin1StringView(table)))) {
            *error = drop.lastError().text();
            return false;
        }
    }
    return true;
}

} // namespace sw::blades::legacy
