#include "store/sheetrows.h"

#include "io/recordjson.h"
#include "store/statementcache.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariantList>

using namespace Qt::StringLiterals;
using namespace sw::blades;

namespace sw::store::rows {
namespace {

// One prepared statement run with its values; the first failure is kept.
class Sql
{
public:
    Sql(QSqlDatabase &db, QString *error) : m_db(db), m_error(error) {}

    bool run(const QString &statement, const QVariantList &values = {})
    {
        if (m_failed)
            return false;
        Statement q(m_db, statement);
        QVariantList bound = values;
        for (QVariant &v : bound) {
            // A null QString would bind as SQL NULL; text columns hold "" for "nothing".
            if (v.typeId() == QMetaType::QString && v.toString().isNull() && !v.isNull())
                v = QString(u""_s);
        }
        if (q.exec(bound))
            return true;
        m_failed = true;
        if (m_error)
            *m_error = q.query().lastError().text();
        return false;
    }
    void list(const QString &statement, const QVariantList &head, const QStringList &values)
    {
        for (qsizetype i = 0; i < values.size(); ++i)
            run(statement, head + QVariantList{i, values.at(i)});
    }
    bool ok() const { return !m_failed; }

private:
    QSqlDatabase &m_db;
    QString *m_error;
    bool m_failed = false;
};

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

void writeOverrides(Sql &sql, const QString &kind, qint64 id, const QList<rules::Override> &overrides)
{
    sql.run(u"DELETE FROM overrides WHERE sheet_kind = ? AND sheet_id = ?"_s, {kind, id});
    for (qsizetype i = 0; i < overrides.size(); ++i)
        sql.run(u"INSERT INTO overrides VALUES (?, ?, ?, ?, ?, ?)"_s,
                {kind, id, i, overrides.at(i).code, overrides.at(i).field, overrides.at(i).reason});
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

bool writeCharacter(QSqlDatabase &db, qint64 id, const Character &c, std::optional<qint64> crewId, QString *error,
                    const Character *previous)
{
    Sql sql(db, error);
    sql.run(uR"(INSERT INTO characters (id, crew_id, rule_pack, rule_pack_version, name, alias, look, playbook,
        heritage, heritage_detail, background, background_detail, vice, vice_detail, purveyor, friend_npc,
        rival_npc, notes, phase, status, stress, trauma, healing, armor_standard, armor_heavy, armor_special,
        load_level, coin, stash, playbook_xp, pending_playbook_advances)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (id) DO UPDATE SET crew_id = excluded.crew_id, rule_pack = excluded.rule_pack,
        rule_pack_version = excluded.rule_pack_version, name = excluded.name, alias = excluded.alias,
        look = excluded.look, playbook = excluded.playbook, heritage = excluded.heritage,
        heritage_detail = excluded.heritage_detail, background = excluded.background,
        background_detail = excluded.background_detail, vice = excluded.vice, vice_detail = excluded.vice_detail,
        purveyor = excluded.purveyor, friend_npc = excluded.friend_npc, rival_npc = excluded.rival_npc,
        notes = excluded.notes, phase = excluded.phase, status = excluded.status, stress = excluded.stress,
        trauma = excluded.trauma, healing = excluded.healing, armor_standard = excluded.armor_standard,
        armor_heavy = excluded.armor_heavy, armor_special = excluded.armor_special,
        load_level = excluded.load_level, coin = excluded.coin, stash = excluded.stash,
        playbook_xp = excluded.playbook_xp, pending_playbook_advances = excluded.pending_playbook_advances)"_s,
            {id, crewId ? QVariant(*crewId) : QVariant(QMetaType(QMetaType::LongLong)), c.rulePack, c.rulePackVersion,
             c.name, c.alias, c.look, c.playbook, c.heritage, c.heritageDetail, c.background, c.backgroundDetail,
             c.vice, c.viceDetail, c.purveyor, c.friendNpc, c.rivalNpc, c.notes,
             c.phase == CharacterPhase::Play ? u"play"_s : u"creation"_s, QString::fromLatin1(statusKey(c.status)),
             c.stress, c.trauma, c.healing, int(c.armor.standard), int(c.armor.heavy), int(c.armor.special),
             c.loadLevel, c.coin, c.stash, c.playbookXp, c.pendingPlaybookAdvances});
    // Each group of child rows is rewritten whole, and only when it changed.
    const auto differs = [&](auto member) { return !previous || c.*member != previous->*member; };
    const auto clear = [&](const char *table) {
        sql.run(u"DELETE FROM %1 WHERE character_id = ?"_s.arg(QLatin1StringView(table)), {id});
    };
    if (differs(&Character::actions)) {
        clear("character_actions");
        for (auto it = c.actions.begin(); it != c.actions.end(); ++it)
            sql.run(u"INSERT INTO character_actions VALUES (?, ?, ?)"_s, {id, it.key(), it.value()});
    }
    if (differs(&Character::attributeXp) || differs(&Character::pendingAttributeAdvances)) {
        clear("character_tracks");
        for (auto it = c.attributeXp.begin(); it != c.attributeXp.end(); ++it)
            sql.run(u"INSERT INTO character_tracks VALUES (?, ?, 'xp', ?)"_s, {id, it.key(), it.value()});
        for (auto it = c.pendingAttributeAdvances.begin(); it != c.pendingAttributeAdvances.end(); ++it)
            sql.run(u"INSERT INTO character_tracks VALUES (?, ?, 'pending', ?)"_s, {id, it.key(), it.value()});
    }
    if (differs(&Character::abilities) || differs(&Character::traumaConditions) || differs(&Character::items)) {
        clear("character_lists");
        sql.list(u"INSERT INTO character_lists VALUES (?, 'ability', ?, ?)"_s, {id}, c.abilities);
        sql.list(u"INSERT INTO character_lists VALUES (?, 'trauma', ?, ?)"_s, {id}, c.traumaConditions);
        sql.list(u"INSERT INTO character_lists VALUES (?, 'item', ?, ?)"_s, {id}, c.items);
    }
    if (differs(&Character::harm)) {
        clear("character_harm");
        for (qsizetype i = 0; i < c.harm.size(); ++i)
            sql.run(u"INSERT INTO character_harm VALUES (?, ?, ?, ?)"_s, {id, i, c.harm.at(i).level, c.harm.at(i).description});
    }
    if (differs(&Character::overrides))
        writeOverrides(sql, u"character"_s, id, c.overrides);
    return sql.ok();
}

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

bool writeCrew(QSqlDatabase &db, qint64 id, const Crew &c, QString *error)
{
    Sql sql(db, error);
    const HuntingGrounds &h = c.huntingGrounds;
    sql.run(uR"(INSERT INTO crews (id, rule_pack, rule_pack_version, name, crew_type, reputation, lair,
        lair_district, notes, hg_district, hg_area, hg_operation, hg_faction, hg_deal, phase, tier, hold, rep,
        heat, wanted_level, coin, xp, pending_advances)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (id) DO UPDATE SET rule_pack = excluded.rule_pack, rule_pack_version = excluded.rule_pack_version,
        name = excluded.name, crew_type = excluded.crew_type, reputation = excluded.reputation, lair = excluded.lair,
        lair_district = excluded.lair_district, notes = excluded.notes, hg_district = excluded.hg_district,
        hg_area = excluded.hg_area, hg_operation = excluded.hg_operation, hg_faction = excluded.hg_faction,
        hg_deal = excluded.hg_deal, phase = excluded.phase, tier = excluded.tier, hold = excluded.hold,
        rep = excluded.rep, heat = excluded.heat, wanted_level = excluded.wanted_level, coin = excluded.coin,
        xp = excluded.xp, pending_advances = excluded.pending_advances)"_s,
            {id, c.rulePack, c.rulePackVersion, c.name, c.crewType, c.reputation, c.lair, c.lairDistrict, c.notes,
             h.district, h.area, h.operation, h.faction, h.deal,
             c.phase == CrewPhase::Play ? u"play"_s : u"creation"_s, c.tier,
             c.hold == Hold::Weak ? u"weak"_s : u"strong"_s, c.rep, c.heat, c.wantedLevel, c.coin, c.xp,
             c.pendingAdvances});
    for (const char *table : {"crew_abilities", "crew_upgrades", "crew_claims", "cohorts", "crew_contacts", "crew_faction_status"})
        sql.run(u"DELETE FROM %1 WHERE crew_id = ?"_s.arg(QLatin1StringView(table)), {id});
    sql.list(u"INSERT INTO crew_abilities VALUES (?, ?, ?)"_s, {id}, c.abilities);
    for (auto it = c.upgrades.begin(); it != c.upgrades.end(); ++it)
        sql.run(u"INSERT INTO crew_upgrades VALUES (?, ?, ?)"_s, {id, it.key(), it.value()});
    for (auto it = c.claims.begin(); it != c.claims.end(); ++it)
        sql.run(u"INSERT INTO crew_claims VALUES (?, ?, ?)"_s, {id, it.key(), int(it.value())});
    for (qsizetype i = 0; i < c.cohorts.size(); ++i) {
        const Cohort &k = c.cohorts.at(i);
        sql.run(u"INSERT INTO cohorts VALUES (?, ?, ?, ?)"_s, {id, i, k.kind == CohortKind::Expert ? u"expert"_s : u"gang"_s, k.harm});
        sql.list(u"INSERT INTO cohort_traits VALUES (?, ?, 'type', ?, ?)"_s, {id, i}, k.types);
        sql.list(u"INSERT INTO cohort_traits VALUES (?, ?, 'edge', ?, ?)"_s, {id, i}, k.edges);
        sql.list(u"INSERT INTO cohort_traits VALUES (?, ?, 'flaw', ?, ?)"_s, {id, i}, k.flaws);
    }
    for (qsizetype i = 0; i < c.contacts.size(); ++i)
        sql.run(u"INSERT INTO crew_contacts VALUES (?, ?, ?, ?)"_s, {id, i, c.contacts.at(i).id, int(c.contacts.at(i).favorite)});
    for (auto it = c.factionStatus.begin(); it != c.factionStatus.end(); ++it)
        sql.run(u"INSERT INTO crew_faction_status VALUES (?, ?, ?)"_s, {id, it.key(), it.value()});
    writeOverrides(sql, u"crew"_s, id, c.overrides);
    return sql.ok();
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

bool writeFaction(QSqlDatabase &db, const Faction &f, QString *error)
{
    Sql sql(db, error);
    sql.run(uR"(INSERT INTO factions VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET
        name = excluded.name, category = excluded.category, tier = excluded.tier, hold = excluded.hold,
        vulnerable = excluded.vulnerable, turf = excluded.turf, notes = excluded.notes)"_s,
            {f.id, f.name, f.category, f.tier, f.hold, int(f.vulnerable), f.turf, f.notes});
    sql.run(u"DELETE FROM faction_relations WHERE faction_id = ?"_s, {f.id});
    for (const QString &a : f.allies)
        sql.run(u"INSERT INTO faction_relations VALUES (?, ?, 'ally')"_s, {f.id, a});
    for (const QString &e : f.enemies)
        sql.run(u"INSERT INTO faction_relations VALUES (?, ?, 'enemy')"_s, {f.id, e});
    return sql.ok();
}

namespace {

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

} // namespace

std::optional<Faction> readFaction(QSqlDatabase &db, const QString &id)
{
    auto q = select(db, kFactionSelect + u" WHERE id = ?"_s, {id});
    if (!q.next())
        return std::nullopt;
    Faction f = factionFrom(q);
    const QString relations = u"SELECT other_id FROM faction_relations WHERE faction_id = ? AND relation = ? ORDER BY rowid"_s;
    f.allies = listOf(db, relations, {id, u"ally"_s});
    f.enemies = listOf(db, relations, {id, u"enemy"_s});
    return f;
}

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

bool writeClock(QSqlDatabase &db, const ClockEntry &c, QString *error)
{
    Sql sql(db, error);
    sql.run(uR"(INSERT INTO clocks VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET
        name = excluded.name, segments = excluded.segments, filled = excluded.filled, kind = excluded.kind,
        owner_kind = excluded.owner_kind, owner_id = excluded.owner_id, linked_to = excluded.linked_to,
        racing = excluded.racing, hidden = excluded.hidden)"_s,
            {c.id, c.name, c.clock.segments, c.clock.filled, QString::fromUtf8(rules::clockKindId(c.clock.kind)),
             clockOwnerKindId(c.ownerKind), c.ownerId, c.linkedTo, c.racing, int(c.hidden)});
    return sql.ok();
}

namespace {

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

} // namespace

std::optional<ClockEntry> readClock(QSqlDatabase &db, const QString &id)
{
    auto q = select(db, kClockSelect + u" WHERE id = ?"_s, {id});
    return q.next() ? std::optional(clockFrom(q)) : std::nullopt;
}

QList<ClockEntry> readClocks(QSqlDatabase &db)
{
    QList<ClockEntry> out;
    auto q = select(db, kClockSelect + u" ORDER BY owner_kind, owner_id, id"_s, {});
    while (q.next())
        out.append(clockFrom(q));
    return out;
}

namespace {

// A record kept as one JSON column (scores, downtimes), keyed by id, with its crew for lookups.
bool writeRecord(QSqlDatabase &db, const QString &table, const QString &id, const QString &crew,
                 const QJsonObject &json, const QString &at, QString *error)
{
    Sql sql(db, error);
    sql.run(u"INSERT INTO %1 (id, crew_id, data, created_at) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (id) DO UPDATE SET crew_id = excluded.crew_id, data = excluded.data"_s.arg(table),
            {id, crew.isEmpty() ? QVariant(QMetaType(QMetaType::LongLong)) : QVariant(crew.toLongLong()),
             QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact)), at});
    return sql.ok();
}

std::optional<QJsonObject> readRecord(QSqlDatabase &db, const QString &table, const QString &id)
{
    auto q = select(db, u"SELECT data FROM %1 WHERE id = ?"_s.arg(table), {id});
    if (!q.next())
        return std::nullopt;
    return QJsonDocument::fromJson(q.value(0).toString().toUtf8()).object();
}

} // namespace

bool writeScore(QSqlDatabase &db, const Score &score, const QString &at, QString *error)
{
    return writeRecord(db, u"scores"_s, score.id, score.crew, io::scoreToJson(score), at, error);
}

std::optional<Score> readScore(QSqlDatabase &db, const QString &id)
{
    const auto json = readRecord(db, u"scores"_s, id);
    return json ? std::optional(io::scoreFromJson(*json)) : std::nullopt;
}

bool writeDowntime(QSqlDatabase &db, const Downtime &downtime, const QString &at, QString *error)
{
    return writeRecord(db, u"downtimes"_s, downtime.id, downtime.crew, io::downtimeToJson(downtime), at, error);
}

std::optional<Downtime> readDowntime(QSqlDatabase &db, const QString &id)
{
    const auto json = readRecord(db, u"downtimes"_s, id);
    return json ? std::optional(io::downtimeFromJson(*json)) : std::nullopt;
}

bool removeSheet(QSqlDatabase &db, const QString &kind, const QString &id, QString *error)
{
    Sql sql(db, error);
    if (kind == u"character"_s || kind == u"crew"_s) {
        sql.run(u"DELETE FROM overrides WHERE sheet_kind = ? AND sheet_id = ?"_s, {kind, id.toLongLong()});
        sql.run(u"DELETE FROM %1 WHERE id = ?"_s.arg(kind == u"crew"_s ? u"crews"_s : u"characters"_s), {id.toLongLong()});
    } else if (kind == u"faction"_s) {
        sql.run(u"DELETE FROM factions WHERE id = ?"_s, {id});
    } else if (kind == u"clock"_s) {
        sql.run(u"DELETE FROM clocks WHERE id = ?"_s, {id});
    } else if (kind == u"score"_s) {
        sql.run(u"DELETE FROM scores WHERE id = ?"_s, {id});
    } else if (kind == u"downtime"_s) {
        sql.run(u"DELETE FROM downtimes WHERE id = ?"_s, {id});
    }
    return sql.ok();
}

} // namespace sw::store::rows
