#include "store/schema.h"

#include "store/documentkinds.h"
#include "store/documentrows.h"
#include "store/documentlookup.h"
#include "store/listingkeys.h"

#include <QDateTime>
#include <QScopeGuard>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace sw::store {
namespace {

// Version 2: every sheet, relational, with CHECK constraints that mirror the rule ranges as a
// second line of defence (the rules engine is the first). Ranges are the widest any rule pack
// or upgrade allows (e.g. stress up to 12, not 9), so the engine, not SQL, decides legality.
QStringList version2()
{
    return {
        uR"(CREATE TABLE campaign (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            name TEXT NOT NULL DEFAULT '',
            rule_pack TEXT NOT NULL DEFAULT 'blades_srd',
            rule_pack_version TEXT NOT NULL DEFAULT '',
            created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')))
        )"_s,
        u"INSERT INTO campaign (id) VALUES (1)"_s,
        uR"(CREATE TABLE crews (
            id INTEGER PRIMARY KEY,
            rule_pack TEXT NOT NULL, rule_pack_version TEXT NOT NULL DEFAULT '',
            name TEXT NOT NULL DEFAULT '', crew_type TEXT NOT NULL DEFAULT '',
            reputation TEXT NOT NULL DEFAULT '', lair TEXT NOT NULL DEFAULT '',
            lair_district TEXT NOT NULL DEFAULT '', notes TEXT NOT NULL DEFAULT '',
            hg_district TEXT NOT NULL DEFAULT '', hg_area TEXT NOT NULL DEFAULT '',
            hg_operation TEXT NOT NULL DEFAULT '', hg_faction TEXT NOT NULL DEFAULT '',
            hg_deal TEXT NOT NULL DEFAULT '',
            phase TEXT NOT NULL CHECK (phase IN ('creation', 'play')),
            tier INTEGER NOT NULL CHECK (tier BETWEEN 0 AND 6),
            hold TEXT NOT NULL CHECK (hold IN ('weak', 'strong')),
            rep INTEGER NOT NULL CHECK (rep BETWEEN 0 AND 12),
            heat INTEGER NOT NULL CHECK (heat BETWEEN 0 AND 9),
            wanted_level INTEGER NOT NULL CHECK (wanted_level BETWEEN 0 AND 4),
            coin INTEGER NOT NULL CHECK (coin BETWEEN 0 AND 99),
            xp INTEGER NOT NULL CHECK (xp BETWEEN 0 AND 12),
            pending_advances INTEGER NOT NULL CHECK (pending_advances >= 0))
        )"_s,
        uR"(CREATE TABLE crew_abilities (
            crew_id INTEGER NOT NULL REFERENCES crews(id) ON DELETE CASCADE,
            position INTEGER NOT NULL, ability TEXT NOT NULL,
            PRIMARY KEY (crew_id, position))
        )"_s,
        uR"(CREATE TABLE crew_upgrades (
            crew_id INTEGER NOT NULL REFERENCES crews(id) ON DELETE CASCADE,
            upgrade TEXT NOT NULL, boxes INTEGER NOT NULL CHECK (boxes BETWEEN 1 AND 16),
            PRIMARY KEY (crew_id, upgrade))
        )"_s,
        uR"(CREATE TABLE crew_claims (
            crew_id INTEGER NOT NULL REFERENCES crews(id) ON DELETE CASCADE,
            cell INTEGER NOT NULL CHECK (cell BETWEEN 1 AND 64), off_path INTEGER NOT NULL CHECK (off_path IN (0, 1)),
            PRIMARY KEY (crew_id, cell))
        )"_s,
        uR"(CREATE TABLE cohorts (
            crew_id INTEGER NOT NULL REFERENCES crews(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('gang', 'expert')),
            harm INTEGER NOT NULL CHECK (harm BETWEEN 0 AND 4),
            PRIMARY KEY (crew_id, position))
        )"_s,
        uR"(CREATE TABLE cohort_traits (
            crew_id INTEGER NOT NULL, cohort_position INTEGER NOT NULL,
            trait TEXT NOT NULL CHECK (trait IN ('type', 'edge', 'flaw')),
            position INTEGER NOT NULL, value TEXT NOT NULL,
            PRIMARY KEY (crew_id, cohort_position, trait, position),
            FOREIGN KEY (crew_id, cohort_position) REFERENCES cohorts(crew_id, position) ON DELETE CASCADE)
        )"_s,
        uR"(CREATE TABLE crew_contacts (
            crew_id INTEGER NOT NULL REFERENCES crews(id) ON DELETE CASCADE,
            position INTEGER NOT NULL, contact TEXT NOT NULL,
            favorite INTEGER NOT NULL CHECK (favorite IN (0, 1)),
            PRIMARY KEY (crew_id, position))
        )"_s,
        uR"(CREATE TABLE factions (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL DEFAULT '', category TEXT NOT NULL DEFAULT '',
            tier INTEGER NOT NULL CHECK (tier BETWEEN 0 AND 6),
            hold TEXT NOT NULL CHECK (hold IN ('weak', 'strong')),
            vulnerable INTEGER NOT NULL CHECK (vulnerable IN (0, 1)),
            turf TEXT NOT NULL DEFAULT '', notes TEXT NOT NULL DEFAULT '')
        )"_s,
        uR"(CREATE TABLE faction_relations (
            faction_id TEXT NOT NULL REFERENCES factions(id) ON DELETE CASCADE,
            other_id TEXT NOT NULL,
            relation TEXT NOT NULL CHECK (relation IN ('ally', 'enemy')),
            PRIMARY KEY (faction_id, other_id, relation))
        )"_s,
        uR"(CREATE TABLE crew_faction_status (
            crew_id INTEGER NOT NULL REFERENCES crews(id) ON DELETE CASCADE,
            faction_id TEXT NOT NULL,
            status INTEGER NOT NULL CHECK (status BETWEEN -3 AND 3),
            PRIMARY KEY (crew_id, faction_id))
        )"_s,
        uR"(CREATE TABLE characters (
            id INTEGER PRIMARY KEY,
            crew_id INTEGER REFERENCES crews(id) ON DELETE SET NULL,
            rule_pack TEXT NOT NULL, rule_pack_version TEXT NOT NULL DEFAULT '',
            name TEXT NOT NULL DEFAULT '', alias TEXT NOT NULL DEFAULT '', look TEXT NOT NULL DEFAULT '',
            playbook TEXT NOT NULL DEFAULT '', heritage TEXT NOT NULL DEFAULT '',
            heritage_detail TEXT NOT NULL DEFAULT '', background TEXT NOT NULL DEFAULT '',
            background_detail TEXT NOT NULL DEFAULT '', vice TEXT NOT NULL DEFAULT '',
            vice_detail TEXT NOT NULL DEFAULT '', purveyor TEXT NOT NULL DEFAULT '',
            friend_npc TEXT NOT NULL DEFAULT '', rival_npc TEXT NOT NULL DEFAULT '',
            notes TEXT NOT NULL DEFAULT '',
            phase TEXT NOT NULL CHECK (phase IN ('creation', 'play')),
            status TEXT NOT NULL CHECK (status IN ('active', 'retired', 'dead', 'incarcerated')),
            stress INTEGER NOT NULL CHECK (stress BETWEEN 0 AND 12),
            trauma INTEGER NOT NULL CHECK (trauma BETWEEN 0 AND 6),
            healing INTEGER NOT NULL CHECK (healing BETWEEN 0 AND 12),
            armor_standard INTEGER NOT NULL CHECK (armor_standard IN (0, 1)),
            armor_heavy INTEGER NOT NULL CHECK (armor_heavy IN (0, 1)),
            armor_special INTEGER NOT NULL CHECK (armor_special IN (0, 1)),
            load_level TEXT NOT NULL DEFAULT '',
            coin INTEGER NOT NULL CHECK (coin BETWEEN 0 AND 99),
            stash INTEGER NOT NULL CHECK (stash BETWEEN 0 AND 99),
            playbook_xp INTEGER NOT NULL CHECK (playbook_xp BETWEEN 0 AND 16),
            pending_playbook_advances INTEGER NOT NULL CHECK (pending_playbook_advances >= 0))
        )"_s,
        uR"(CREATE TABLE character_actions (
            character_id INTEGER NOT NULL REFERENCES characters(id) ON DELETE CASCADE,
            action TEXT NOT NULL, dots INTEGER NOT NULL CHECK (dots BETWEEN 0 AND 6),
            PRIMARY KEY (character_id, action))
        )"_s,
        uR"(CREATE TABLE character_tracks (
            character_id INTEGER NOT NULL REFERENCES characters(id) ON DELETE CASCADE,
            attribute TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('xp', 'pending')),
            value INTEGER NOT NULL CHECK (value BETWEEN 0 AND 16),
            PRIMARY KEY (character_id, attribute, kind))
        )"_s,
        uR"(CREATE TABLE character_lists (
            character_id INTEGER NOT NULL REFERENCES characters(id) ON DELETE CASCADE,
            list TEXT NOT NULL CHECK (list IN ('ability', 'trauma', 'item')),
            position INTEGER NOT NULL, value TEXT NOT NULL,
            PRIMARY KEY (character_id, list, position))
        )"_s,
        uR"(CREATE TABLE character_harm (
            character_id INTEGER NOT NULL REFERENCES characters(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            level INTEGER NOT NULL CHECK (level BETWEEN 1 AND 4),
            description TEXT NOT NULL,
            PRIMARY KEY (character_id, position))
        )"_s,
        uR"(CREATE TABLE overrides (
            sheet_kind TEXT NOT NULL CHECK (sheet_kind IN ('character', 'crew')),
            sheet_id INTEGER NOT NULL, position INTEGER NOT NULL,
            code TEXT NOT NULL, field TEXT NOT NULL, reason TEXT NOT NULL CHECK (length(reason) > 0),
            PRIMARY KEY (sheet_kind, sheet_id, position))
        )"_s,
        uR"(CREATE TABLE clocks (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL DEFAULT '',
            segments INTEGER NOT NULL CHECK (segments BETWEEN 1 AND 24),
            filled INTEGER NOT NULL CHECK (filled BETWEEN 0 AND segments),
            kind TEXT NOT NULL,
            owner_kind TEXT NOT NULL CHECK (owner_kind IN ('campaign', 'crew', 'character', 'faction')),
            owner_id TEXT NOT NULL DEFAULT '',
            linked_to TEXT NOT NULL DEFAULT '', racing TEXT NOT NULL DEFAULT '',
            hidden INTEGER NOT NULL CHECK (hidden IN (0, 1)))
        )"_s,
        uR"(CREATE TABLE scores (
            id TEXT PRIMARY KEY, crew_id INTEGER REFERENCES crews(id) ON DELETE SET NULL,
            data TEXT NOT NULL, created_at TEXT NOT NULL)
        )"_s,
        uR"(CREATE TABLE downtimes (
            id TEXT PRIMARY KEY, crew_id INTEGER REFERENCES crews(id) ON DELETE SET NULL,
            data TEXT NOT NULL, created_at TEXT NOT NULL)
        )"_s,
        uR"(CREATE TABLE sessions (
            id INTEGER PRIMARY KEY, label TEXT NOT NULL DEFAULT '',
            started_at TEXT NOT NULL, ended_at TEXT)
        )"_s,
        uR"(CREATE TABLE journal (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            at TEXT NOT NULL,
            author TEXT NOT NULL DEFAULT '',
            session_id INTEGER REFERENCES sessions(id),
            sheet_kind TEXT NOT NULL CHECK (sheet_kind IN ('character', 'crew', 'faction', 'clock', 'campaign')),
            sheet_id TEXT NOT NULL,
            command TEXT NOT NULL,
            label TEXT NOT NULL DEFAULT '',
            batch INTEGER NOT NULL DEFAULT 0,
            before TEXT,
            after TEXT,
            state TEXT NOT NULL DEFAULT 'done' CHECK (state IN ('done', 'undone', 'abandoned')))
        )"_s,
        u"CREATE INDEX journal_sheet ON journal (sheet_kind, sheet_id, id)"_s,
        u"CREATE INDEX journal_state ON journal (state, id)"_s,
        u"CREATE INDEX journal_batch ON journal (batch)"_s,
        uR"(CREATE TABLE advancement_ledger (
            id INTEGER PRIMARY KEY,
            journal_id INTEGER NOT NULL REFERENCES journal(id) ON DELETE CASCADE,
            sheet_kind TEXT NOT NULL, sheet_id TEXT NOT NULL,
            event TEXT NOT NULL, detail TEXT NOT NULL DEFAULT '')
        )"_s,
        u"CREATE INDEX characters_crew ON characters (crew_id, name)"_s,
        u"CREATE INDEX clocks_owner ON clocks (owner_kind, owner_id)"_s,
        u"CREATE INDEX ledger_sheet ON advancement_ledger (sheet_kind, sheet_id)"_s,
    };
}

// Version 3: scores and downtimes join the journal as sheets of their own (undoable, on the
// timeline), and the roll log keeps every roll of play. SQLite cannot widen a CHECK in place, so
// the journal is copied into a new table (foreign keys are off while migrate() runs).
QStringList version3()
{
    return {
        uR"(CREATE TABLE journal_v3 (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            at TEXT NOT NULL,
            author TEXT NOT NULL DEFAULT '',
            session_id INTEGER REFERENCES sessions(id),
            sheet_kind TEXT NOT NULL CHECK (sheet_kind IN ('character', 'crew', 'faction', 'clock', 'campaign', 'score', 'downtime')),
            sheet_id TEXT NOT NULL,
            command TEXT NOT NULL,
            label TEXT NOT NULL DEFAULT '',
            batch INTEGER NOT NULL DEFAULT 0,
            before TEXT,
            after TEXT,
            state TEXT NOT NULL DEFAULT 'done' CHECK (state IN ('done', 'undone', 'abandoned')))
        )"_s,
        u"INSERT INTO journal_v3 SELECT id, at, author, session_id, sheet_kind, sheet_id, command, label, batch, before, after, state FROM journal"_s,
        u"DROP TABLE journal"_s,
        u"ALTER TABLE journal_v3 RENAME TO journal"_s,
        u"CREATE INDEX journal_sheet ON journal (sheet_kind, sheet_id, id)"_s,
        u"CREATE INDEX journal_state ON journal (state, id)"_s,
        u"CREATE INDEX journal_batch ON journal (batch)"_s,
        uR"(CREATE TABLE rolls (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            at TEXT NOT NULL,
            session_id INTEGER REFERENCES sessions(id),
            batch INTEGER NOT NULL DEFAULT 0,
            kind TEXT NOT NULL,
            label TEXT NOT NULL DEFAULT '',
            pool INTEGER NOT NULL,
            dice TEXT NOT NULL,
            result TEXT NOT NULL CHECK (result IN ('bad', 'mixed', 'good', 'critical')),
            context TEXT NOT NULL DEFAULT '',
            sheet TEXT NOT NULL DEFAULT '')
        )"_s,
    };
}


// Version 4: every sheet of every game system is one JSON document in `sheets`, with the columns
// the campaign list reads written beside it; no CHECK names a sheet kind or a roll result any
// more (the rules engine and the JSON schemas check those on every write). The journal and the
// roll log are copied one last time to shed their CHECKs; each game system then turns its old
// tables into documents and drops them (DocumentKinds::legacyAdopters).
QStringList version4()
{
    return {
        uR"(CREATE TABLE sheets (
            kind TEXT NOT NULL,
            id TEXT NOT NULL,
            system TEXT NOT NULL,
            pack TEXT NOT NULL DEFAULT '',
            pack_version TEXT NOT NULL DEFAULT '',
            format INTEGER NOT NULL DEFAULT 1,
            data TEXT NOT NULL CHECK (json_valid(data)),
            version INTEGER NOT NULL DEFAULT 1,
            name TEXT NOT NULL DEFAULT '',
            type TEXT NOT NULL DEFAULT '',
            parent TEXT NOT NULL DEFAULT '',
            sort_key TEXT NOT NULL DEFAULT '',
            created_at TEXT NOT NULL,
            PRIMARY KEY (kind, id))
        )"_s,
        u"CREATE INDEX sheets_order ON sheets (kind, sort_key, created_at, id)"_s,
        u"CREATE INDEX sheets_parent ON sheets (parent, kind)"_s,
        uR"(CREATE TABLE journal_v4 (
            id INTEGER PRIMARY KEY,
            at TEXT NOT NULL,
            author TEXT NOT NULL DEFAULT '',
            session_id INTEGER REFERENCES sessions(id),
            sheet_kind TEXT NOT NULL,
            sheet_id TEXT NOT NULL,
            command TEXT NOT NULL,
            label TEXT NOT NULL DEFAULT '',
            batch INTEGER NOT NULL,
            before TEXT CHECK (before IS NULL OR json_valid(before)),
            after TEXT CHECK (after IS NULL OR json_valid(after)),
            state TEXT NOT NULL DEFAULT 'done' CHECK (state IN ('done', 'undone', 'abandoned')))
        )"_s,
        u"INSERT INTO journal_v4 SELECT id, at, author, session_id, sheet_kind, sheet_id, command, label, batch, before, after, state FROM journal"_s,
        u"DROP TABLE journal"_s,
        u"ALTER TABLE journal_v4 RENAME TO journal"_s,
        u"CREATE INDEX journal_sheet ON journal (sheet_kind, sheet_id, id)"_s,
        u"CREATE INDEX journal_state ON journal (state, id)"_s,
        u"CREATE INDEX journal_batch ON journal (batch)"_s,
        u"CREATE INDEX journal_command ON journal (command, batch)"_s,
        uR"(CREATE TABLE rolls_v4 (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            at TEXT NOT NULL,
            session_id INTEGER REFERENCES sessions(id),
            batch INTEGER NOT NULL DEFAULT 0,
            kind TEXT NOT NULL,
            label TEXT NOT NULL DEFAULT '',
            pool INTEGER NOT NULL,
            dice TEXT NOT NULL CHECK (json_valid(dice)),
            result TEXT NOT NULL,
            context TEXT NOT NULL DEFAULT '',
            sheet TEXT NOT NULL DEFAULT '')
        )"_s,
        u"INSERT INTO rolls_v4 SELECT id, at, session_id, batch, kind, label, pool, dice, result, context, sheet FROM rolls"_s,
        u"DROP TABLE rolls"_s,
        u"ALTER TABLE rolls_v4 RENAME TO rolls"_s,
        u"CREATE INDEX rolls_context ON rolls (context, id)"_s,
    };
}

// Version 5: a roll keeps whether it was the GM's secret (#19), so that a shared campaign pulled
// into a file, and shared again, keeps its secret rolls secret.
QStringList version5()
{
    return {u"ALTER TABLE rolls ADD COLUMN secret INTEGER NOT NULL DEFAULT 0 CHECK (secret IN (0, 1))"_s};
}

// Version 6 (#20): the campaign browser reads a page at a time, in the language's order, from SQL:
// each sheet's name as a collation key per interface language, indexed, and the names' FTS5 index
// (store/listingkeys.h); the keys of the sheets already there are made by listing::makeKeys.

// Version 7 (#20): the GM boards read a page at a time; what a system finds documents by (a
// clock by the clock it unlocks: DocumentKind::lookupFields) is indexed (store/documentlookup.h).

// Each game system's tables from before version 4 become documents (nothing to do in a new file).
bool adoptLegacyTables(QSqlDatabase &db, QString *error)
{
    const DocumentKinds &kinds = registeredDocumentKinds();
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    const DocumentSink sink = [&](const QString &kind, const QString &id, const QJsonObject &data,
                                  const QString &createdAt, QString *sinkError) {
        const DocumentKind *k = kinds.find(kind);
        if (!k) {
            *sinkError = u"no game system keeps sheets of kind \"%1\""_s.arg(kind);
            return false;
        }
        // Written without the v6 keys (their columns come later in the same migration, which makes them).
        return documents::put(db, *k, id, data, createdAt.isEmpty() ? now : createdAt, sinkError, {}, false);
    };
    for (const LegacyAdopter &adopt : kinds.legacyAdopters()) {
        if (!adopt(db, sink, error))
            return false;
    }
    return true;
}

} // namespace

const QList<SchemaStep> &schemaSteps()
{
    static const QList<SchemaStep> steps{{2, version2()}, {3, version3()}, {4, version4(), adoptLegacyTables}, {5, version5()},
                                         {6, listing::fileSchemaV6(), listing::makeKeys}, {7, {}, lookup::makeIndexes}};
    return steps;
}

int latestSchemaVersion()
{
    return schemaSteps().constLast().version;
}

bool migrate(QSqlDatabase &db, int from, QString *error)
{
    // A step may rebuild a table others refer to; SQLite's own recipe turns foreign keys off
    // around the transaction (the pragma is ignored inside one) and checks them before commit.
    QSqlQuery pragma(db);
    pragma.exec(u"PRAGMA foreign_keys = OFF"_s);
    const auto keysOn = qScopeGuard([&] { pragma.exec(u"PRAGMA foreign_keys = ON"_s); });
    if (!db.transaction()) {
        *error = db.lastError().text();
        return false;
    }
    QSqlQuery query(db);
    for (const SchemaStep &step : schemaSteps()) {
        if (step.version <= from)
            continue;
        for (const QString &sql : step.statements) {
            const bool ran = query.exec(sql);
            query.finish();
            if (!ran) {
                *error = query.lastError().text() + u" — "_s + sql.simplified().left(80);
                db.rollback();
                return false;
            }
        }
        if (step.convert && !step.convert(db, error)) {
            db.rollback();
            return false;
        }
        for (const auto &[version, convert] : registeredDocumentKinds().conversions()) {
            if (version == step.version && !convert(db, error)) {
                db.rollback();
                return false;
            }
        }
        if (!query.exec(u"PRAGMA user_version = %1"_s.arg(step.version))) {
            *error = query.lastError().text();
            db.rollback();
            return false;
        }
    }
    if (!query.exec(u"PRAGMA foreign_key_check"_s) || query.next()) {
        *error = u"foreign key check failed after migration"_s;
        db.rollback();
        return false;
    }
    if (!db.commit()) {
        *error = db.lastError().text();
        db.rollback();
        return false;
    }
    return true;
}

} // namespace sw::store
