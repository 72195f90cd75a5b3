#include "store/dialect.h"

#include "store/campaignfile.h"
#include "store/documentkinds.h"
#include "store/documentlookup.h"
#include "store/collationkey.h"
#include "store/listingkeys.h"

#include <QSqlDriver>
#include <QSqlError>

using namespace Qt::StringLiterals;

namespace sw::store::dialect {
namespace {

// The key of the advisory lock every write of a shared campaign takes ("ShWr" again).
constexpr qint64 kWriteLock = kApplicationId;

} // namespace

Engine engineOf(const QSqlDatabase &db)
{
    return db.driverName() == u"QPSQL"_s ? Engine::Postgres : Engine::Sqlite;
}

bool linkAlive(const QSqlDatabase &db)
{
    if (!isServer(db))
        return true;
    if (!db.isOpen())
        return false;
    QSqlQuery q(db);
    return q.exec(u"SELECT 1"_s);
}

QString forUpdate(const QSqlDatabase &db)
{
    return isServer(db) ? u" FOR UPDATE"_s : QString();
}

bool beginWrite(QSqlDatabase &db, QString *error)
{
    if (!db.transaction()) {
        *error = db.lastError().text();
        return false;
    }
    if (!isServer(db))
        return true;
    QSqlQuery q(db);
    if (q.exec(u"SELECT pg_advisory_xact_lock(%1)"_s.arg(kWriteLock)))
        return true;
    *error = q.lastError().text();
    db.rollback();
    return false;
}

QString returningId(const QSqlDatabase &db, const QString &sql)
{
    return isServer(db) ? sql + u" RETURNING id"_s : sql;
}

qint64 insertedId(const QSqlDatabase &db, QSqlQuery &q)
{
    if (!isServer(db))
        return q.lastInsertId().toLongLong();
    return q.next() ? q.value(0).toLongLong() : 0;
}

std::optional<qint64> reserveJournalId(const QSqlDatabase &db, QString *error)
{
    if (!isServer(db))
        return std::nullopt;
    QSqlQuery q(db);
    if (q.exec(u"SELECT nextval(pg_get_serial_sequence('journal', 'id'))"_s) && q.next())
        return q.value(0).toLongLong();
    *error = q.lastError().text();
    return std::nullopt;
}

QString numberIn(const QSqlDatabase &db, const QString &column)
{
    return isServer(db) ? u"(CASE WHEN %1 ~ '^[0-9]{1,18}$' THEN CAST(%1 AS BIGINT) ELSE 0 END)"_s.arg(column)
                        : u"CAST(%1 AS INTEGER)"_s.arg(column);
}

bool afterExplicitIds(QSqlDatabase &db, QString *error)
{
    if (!isServer(db))
        return true;
    QSqlQuery q(db);
    for (const QString &table : {u"sessions"_s, u"journal"_s, u"advancement_ledger"_s, u"rolls"_s}) {
        if (!q.exec(u"SELECT setval(pg_get_serial_sequence('%1', 'id'), COALESCE((SELECT MAX(id) FROM %1), 0) + 1, false)"_s
                        .arg(table))) {
            *error = q.lastError().text();
            return false;
        }
    }
    return true;
}

QString document(const QSqlDatabase &db, const QString &column)
{
    if (!isServer(db))
        return column;
    if (column == u"data"_s)
        return u"sheetwright_with_secrets(data, (SELECT s.data FROM sheet_secrets s WHERE s.kind = sheets.kind AND s.id = sheets.id))"_s;
    return u"sheetwright_with_secrets(%1, (SELECT s.%1 FROM journal_secrets s WHERE s.id = journal.id))"_s.arg(column);
}

QString ownSteps(const QSqlDatabase &db)
{
    return isServer(db) ? u" AND role = current_user"_s : QString();
}

bool mayWrite(const QSqlDatabase &db, const QString &kind, const QString &id)
{
    if (!isServer(db))
        return true;
    QSqlQuery q(db);
    if (!q.exec(u"SELECT to_regprocedure('sheetwright_may_write(text, text)') IS NOT NULL"_s) || !q.next() || !q.value(0).toBool())
        return true;
    q.prepare(u"SELECT sheetwright_may_write(?, ?)"_s);
    q.addBindValue(kind);
    q.addBindValue(id);
    return q.exec() && q.next() && q.value(0).toBool();
}

QString writerColumn(const QSqlDatabase &db)
{
    return isServer(db) ? u"role"_s : u"author"_s;
}

QString insertRoll(const QSqlDatabase &db)
{
    Q_UNUSED(db); // the same on both since schema v5 (a file keeps a roll's secret too)
    return u"INSERT INTO rolls (at, session_id, batch, kind, label, pool, dice, result, context, sheet, secret) "
           "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s;
}

QString rollSecret(const QSqlDatabase &db)
{
    Q_UNUSED(db);
    return u"secret"_s;
}

int serverSchemaVersion(const QSqlDatabase &db, QString *error)
{
    QSqlQuery q(db);
    if (!q.exec(u"SELECT to_regclass('sheetwright') IS NOT NULL"_s) || !q.next()) {
        if (error)
            *error = q.lastError().text();
        return -1;
    }
    if (!q.value(0).toBool())
        return 0;
    if (!q.exec(u"SELECT application_id, schema_version FROM sheetwright"_s) || !q.next()) {
        if (error)
            *error = q.lastError().text();
        return -1;
    }
    if (quint32(q.value(0).toLongLong()) != kApplicationId) {
        if (error)
            *error = u"the database's sheetwright table is not a Sheetwright campaign's"_s;
        return -1;
    }
    return q.value(1).toInt();
}

namespace {

QString sqlText(const QString &text)
{
    return u'\'' + QString(text).replace(u'\'', u"''"_s) + u'\'';
}

} // namespace

// What the server keeps from the players, kind by kind, as the game systems said it
// (DocumentKind::gm), and the triggers that keep it apart: a GM field of a document is stored in
// sheet_secrets / journal_secrets (written by the GM's role only), the rest in sheets / journal;
// a document whose hidden flag is set is marked gm_only, a row players read none of. The rights
// on them are put by store/serverroles.cpp; until then (no roles yet) everyone is the GM. Every
// statement may run again over a server an earlier build made (store/serverupgrade.h).
QStringList serverTriggers()
{
    return {
        // "already exists, skipping" is no news (until the transaction ends).
        u"SET LOCAL client_min_messages = warning"_s,
        u"ALTER TABLE sheets ADD COLUMN IF NOT EXISTS gm_only BOOLEAN NOT NULL DEFAULT false"_s,
        u"ALTER TABLE journal ADD COLUMN IF NOT EXISTS gm_only BOOLEAN NOT NULL DEFAULT false"_s,
        u"ALTER TABLE journal ADD COLUMN IF NOT EXISTS role TEXT NOT NULL DEFAULT current_user"_s,
        u"ALTER TABLE rolls ADD COLUMN IF NOT EXISTS secret BOOLEAN NOT NULL DEFAULT false"_s,
        uR"(CREATE TABLE IF NOT EXISTS gm_rules (kind TEXT COLLATE "C" PRIMARY KEY, gm_writes BOOLEAN NOT NULL,
            gm_fields TEXT[] NOT NULL, hidden_flag TEXT NOT NULL))"_s,
        uR"(CREATE TABLE IF NOT EXISTS sheet_secrets (kind TEXT COLLATE "C" NOT NULL, id TEXT COLLATE "C" NOT NULL,
            data JSONB NOT NULL, PRIMARY KEY (kind, id)))"_s,
        u"CREATE TABLE IF NOT EXISTS journal_secrets (id BIGINT PRIMARY KEY, before JSONB, after JSONB)"_s,
        uR"(CREATE OR REPLACE FUNCTION sheetwright_with_secrets(doc JSONB, secret JSONB) RETURNS JSONB LANGUAGE sql IMMUTABLE AS $$
            SELECT CASE WHEN secret IS NULL OR jsonb_typeof(doc) IS DISTINCT FROM 'object' THEN doc ELSE doc || secret END $$)"_s,
        uR"(CREATE OR REPLACE FUNCTION sheetwright_gm_part(doc JSONB, fields TEXT[]) RETURNS JSONB LANGUAGE sql IMMUTABLE AS $$
            SELECT CASE WHEN jsonb_typeof(doc) IS DISTINCT FROM 'object' THEN NULL
                        ELSE COALESCE((SELECT jsonb_object_agg(key, value) FROM jsonb_each(doc) WHERE key = ANY(fields)), '{}'::jsonb) END $$)"_s,
        uR"(CREATE OR REPLACE FUNCTION sheetwright_public_part(doc JSONB, fields TEXT[]) RETURNS JSONB LANGUAGE sql IMMUTABLE AS $$
            SELECT CASE WHEN jsonb_typeof(doc) IS DISTINCT FROM 'object' THEN doc ELSE doc - fields END $$)"_s,
        uR"(CREATE OR REPLACE FUNCTION sheetwright_has_any(doc JSONB, fields TEXT[]) RETURNS BOOLEAN LANGUAGE sql IMMUTABLE AS $$
            SELECT jsonb_typeof(doc) IS NOT DISTINCT FROM 'object' AND EXISTS (SELECT 1 FROM jsonb_object_keys(doc) k WHERE k = ANY(fields)) $$)"_s,
        uR"(CREATE OR REPLACE FUNCTION sheetwright_hidden(doc JSONB, flag TEXT) RETURNS BOOLEAN LANGUAGE sql IMMUTABLE AS $$
            SELECT flag <> '' AND jsonb_typeof(doc) IS NOT DISTINCT FROM 'object' AND (doc -> flag) IS NOT DISTINCT FROM 'true'::jsonb $$)"_s,
        uR"(CREATE OR REPLACE FUNCTION sheetwright_sheet_secrets() RETURNS trigger LANGUAGE plpgsql AS $$
            DECLARE r gm_rules%ROWTYPE;
            BEGIN
                SELECT * INTO r FROM gm_rules WHERE kind = NEW.kind;
                IF NOT FOUND THEN NEW.gm_only := false; RETURN NEW; END IF;
                NEW.gm_only := sheetwright_hidden(NEW.data, r.hidden_flag);
                IF cardinality(r.gm_fields) > 0 THEN
                    IF sheetwright_is_gm() AND sheetwright_has_any(NEW.data, r.gm_fields) THEN
                        INSERT INTO sheet_secrets VALUES (NEW.kind, NEW.id, sheetwright_gm_part(NEW.data, r.gm_fields))
                            ON CONFLICT (kind, id) DO UPDATE SET data = excluded.data;
                    END IF;
                    NEW.data := sheetwright_public_part(NEW.data, r.gm_fields);
                END IF;
                RETURN NEW;
            END $$)"_s,
        u"DROP TRIGGER IF EXISTS sheets_secrets ON sheets"_s,
        u"CREATE TRIGGER sheets_secrets BEFORE INSERT OR UPDATE OF data ON sheets FOR EACH ROW EXECUTE FUNCTION sheetwright_sheet_secrets()"_s,
        uR"(CREATE OR REPLACE FUNCTION sheetwright_journal_secrets() RETURNS trigger LANGUAGE plpgsql AS $$
            DECLARE r gm_rules%ROWTYPE;
            BEGIN
                SELECT * INTO r FROM gm_rules WHERE kind = NEW.sheet_kind;
                IF NOT FOUND THEN NEW.gm_only := false; RETURN NEW; END IF;
                NEW.gm_only := sheetwright_hidden(NEW.before, r.hidden_flag) OR sheetwright_hidden(NEW.after, r.hidden_flag);
                IF cardinality(r.gm_fields) > 0 THEN
                    IF sheetwright_is_gm() AND (sheetwright_has_any(NEW.before, r.gm_fields) OR sheetwright_has_any(NEW.after, r.gm_fields)) THEN
                        INSERT INTO journal_secrets VALUES (NEW.id, sheetwright_gm_part(NEW.before, r.gm_fields), sheetwright_gm_part(NEW.after, r.gm_fields))
                            ON CONFLICT (id) DO UPDATE SET before = excluded.before, after = excluded.after;
                    END IF;
                    NEW.before := sheetwright_public_part(NEW.before, r.gm_fields);
                    NEW.after := sheetwright_public_part(NEW.after, r.gm_fields);
                END IF;
                RETURN NEW;
            END $$)"_s,
        u"DROP TRIGGER IF EXISTS journal_secrets ON journal"_s,
        u"CREATE TRIGGER journal_secrets BEFORE INSERT OR UPDATE OF before, after ON journal FOR EACH ROW EXECUTE FUNCTION sheetwright_journal_secrets()"_s,
        // Live: every journal entry written, undone or redone is announced on the campaign's
        // channel, "kind:id:entry:state", at commit (store/campaignlistener.h). Any role may
        // LISTEN, so an entry only the GM reads (gm_only) is announced without its sheet: a
        // listener asks the journal, which tells the GM's role alone.
        uR"(CREATE OR REPLACE FUNCTION sheetwright_announce() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                PERFORM pg_notify('%1', CASE WHEN NEW.gm_only THEN '' ELSE NEW.sheet_kind || ':' || NEW.sheet_id END
                                        || ':' || NEW.id || ':' || NEW.state);
                RETURN NULL;
            END $$)"_s.arg(QLatin1StringView(kChannel)),
        u"DROP TRIGGER IF EXISTS journal_announce ON journal"_s,
        uR"(CREATE TRIGGER journal_announce AFTER INSERT OR UPDATE OF state ON journal
            FOR EACH ROW WHEN (NEW.state <> 'abandoned') EXECUTE FUNCTION sheetwright_announce())"_s,
    };
}

QStringList gmRules()
{
    QStringList sql;
    QStringList without;
    for (const DocumentKind &kind : registeredDocumentKinds().all()) {
        const GmRights &gm = kind.gm;
        if (!gm.gmWrites && gm.gmFields.isEmpty() && gm.hiddenFlag.isEmpty()) {
            without << sqlText(kind.kind);
            continue;
        }
        QStringList fields;
        for (const QString &field : gm.gmFields)
            fields << sqlText(field);
        sql << uR"(INSERT INTO gm_rules VALUES (%1, %2, ARRAY[%3]::TEXT[], %4) ON CONFLICT (kind) DO UPDATE
                   SET gm_writes = excluded.gm_writes, gm_fields = excluded.gm_fields, hidden_flag = excluded.hidden_flag
                   WHERE (gm_rules.gm_writes, gm_rules.gm_fields, gm_rules.hidden_flag)
                         IS DISTINCT FROM (excluded.gm_writes, excluded.gm_fields, excluded.hidden_flag))"_s
                   .arg(sqlText(kind.kind), gm.gmWrites ? u"true"_s : u"false"_s, fields.join(u", "_s), sqlText(gm.hiddenFlag));
    }
    // A kind this build registers without rights has none on the server either; a kind of a
    // system this build does not hold keeps what another build said of it.
    if (!without.isEmpty())
        sql << u"DELETE FROM gm_rules WHERE kind IN (%1)"_s.arg(without.join(u", "_s));
    return sql;
}

QStringList serverSchema()
{
    // Version 4 in substance (schema.cpp): the same tables and columns; documents as jsonb; every
    // column the store sorts or compares as text in bytewise order, as SQLite does.
    QStringList sql{
        uR"(CREATE TABLE sheetwright (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            application_id BIGINT NOT NULL,
            schema_version INTEGER NOT NULL))"_s,
        u"INSERT INTO sheetwright VALUES (1, %1, %2)"_s.arg(kApplicationId).arg(kSchemaVersion),
        uR"(CREATE TABLE campaign (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            name TEXT NOT NULL DEFAULT '',
            rule_pack TEXT NOT NULL DEFAULT 'blades_srd',
            rule_pack_version TEXT NOT NULL DEFAULT '',
            created_at TEXT NOT NULL DEFAULT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')))"_s,
        u"INSERT INTO campaign (id) VALUES (1)"_s,
        uR"(CREATE TABLE sessions (
            id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            label TEXT NOT NULL DEFAULT '',
            started_at TEXT COLLATE "C" NOT NULL,
            ended_at TEXT COLLATE "C"))"_s,
        uR"(CREATE TABLE sheets (
            kind TEXT COLLATE "C" NOT NULL,
            id TEXT COLLATE "C" NOT NULL,
            system TEXT NOT NULL,
            pack TEXT NOT NULL DEFAULT '',
            pack_version TEXT NOT NULL DEFAULT '',
            format INTEGER NOT NULL DEFAULT 1,
            data JSONB NOT NULL,
            version BIGINT NOT NULL DEFAULT 1,
            name TEXT COLLATE "C" NOT NULL DEFAULT '',
            type TEXT NOT NULL DEFAULT '',
            parent TEXT COLLATE "C" NOT NULL DEFAULT '',
            sort_key TEXT COLLATE "C" NOT NULL DEFAULT '',
            created_at TEXT COLLATE "C" NOT NULL,
            gm_only BOOLEAN NOT NULL DEFAULT false,
            PRIMARY KEY (kind, id)))"_s,
        u"CREATE INDEX sheets_order ON sheets (kind, sort_key, created_at, id)"_s,
        u"ALTER TABLE campaign ADD COLUMN collation_version TEXT NOT NULL DEFAULT ''"_s,
        u"UPDATE campaign SET collation_version = '%1'"_s.arg(collationVersion()),
        u"CREATE INDEX sheets_parent ON sheets (parent, kind)"_s,
        uR"(CREATE TABLE journal (
            id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            at TEXT COLLATE "C" NOT NULL,
            author TEXT NOT NULL DEFAULT '',
            session_id BIGINT REFERENCES sessions(id),
            sheet_kind TEXT COLLATE "C" NOT NULL,
            sheet_id TEXT COLLATE "C" NOT NULL,
            command TEXT COLLATE "C" NOT NULL,
            label TEXT NOT NULL DEFAULT '',
            batch BIGINT NOT NULL,
            before JSONB,
            after JSONB,
            state TEXT NOT NULL DEFAULT 'done' CHECK (state IN ('done', 'undone', 'abandoned')),
            gm_only BOOLEAN NOT NULL DEFAULT false,
            role TEXT NOT NULL DEFAULT current_user))"_s,
        u"CREATE INDEX journal_sheet ON journal (sheet_kind, sheet_id, id)"_s,
        u"CREATE INDEX journal_state ON journal (state, id)"_s,
        u"CREATE INDEX journal_batch ON journal (batch)"_s,
        u"CREATE INDEX journal_command ON journal (command, batch)"_s,
        uR"(CREATE TABLE advancement_ledger (
            id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            journal_id BIGINT NOT NULL REFERENCES journal(id) ON DELETE CASCADE,
            sheet_kind TEXT COLLATE "C" NOT NULL, sheet_id TEXT COLLATE "C" NOT NULL,
            event TEXT NOT NULL, detail TEXT NOT NULL DEFAULT ''))"_s,
        u"CREATE INDEX ledger_sheet ON advancement_ledger (sheet_kind, sheet_id)"_s,
        uR"(CREATE TABLE rolls (
            id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            at TEXT COLLATE "C" NOT NULL,
            session_id BIGINT REFERENCES sessions(id),
            batch BIGINT NOT NULL DEFAULT 0,
            kind TEXT NOT NULL,
            label TEXT NOT NULL DEFAULT '',
            pool INTEGER NOT NULL,
            dice JSONB NOT NULL,
            result TEXT NOT NULL,
            context TEXT COLLATE "C" NOT NULL DEFAULT '',
            sheet TEXT NOT NULL DEFAULT '',
            secret BOOLEAN NOT NULL DEFAULT false))"_s,
        u"CREATE INDEX rolls_context ON rolls (context, id)"_s,
    };
    // Until serverroles.cpp gives the campaign its roles, whoever connects is the GM.
    sql << serverKeys() << u"CREATE FUNCTION sheetwright_is_gm() RETURNS BOOLEAN LANGUAGE sql STABLE AS $$ SELECT true $$"_s;
    return sql << serverTriggers() << gmRules() << lookup::indexes(true);
}

QStringList serverKeys()
{
    // The names' collation keys per language as bytea (compared as bytes, like SQLite's BLOBs);
    // no FTS5 here: a search is a LIKE on the lower-cased name (listingSearch).
    QStringList sql;
    for (Language language : kAllLanguages) {
        sql << u"ALTER TABLE sheets ADD COLUMN %1 BYTEA NOT NULL DEFAULT ''::bytea"_s.arg(collationColumn(language))
            << u"CREATE INDEX sheets_%1 ON sheets (%1, kind, id)"_s.arg(collationColumn(language));
    }
    return sql;
}

bool upgradeServer(QSqlDatabase &db, int from, QString *error)
{
    if (from >= kSchemaVersion)
        return true;
    if (!db.transaction()) {
        *error = db.lastError().text();
        return false;
    }
    QSqlQuery q(db);
    QStringList sql{u"LOCK TABLE sheets IN EXCLUSIVE MODE"_s};
    if (from < 6) // the names' collation keys (#20)
        sql << u"ALTER TABLE campaign ADD COLUMN collation_version TEXT NOT NULL DEFAULT ''"_s << serverKeys();
    sql << lookup::indexes(true); // v7: the kinds' lookup fields (#20)
    for (const QString &statement : std::as_const(sql)) {
        if (!q.exec(statement)) {
            *error = q.lastError().text() + u" — "_s + statement.left(80);
            db.rollback();
            return false;
        }
    }
    if ((from < 6 && !listing::makeKeys(db, error))
        || !q.exec(u"UPDATE sheetwright SET schema_version = %1"_s.arg(kSchemaVersion))) {
        if (error->isEmpty())
            *error = q.lastError().text();
        db.rollback();
        return false;
    }
    if (!db.commit()) {
        *error = db.lastError().text();
        return false;
    }
    return true;
}

QString unindexed(const QSqlDatabase &db, const QString &expression)
{
    return isServer(db) ? expression : u"+"_s + expression;
}

QString kindCount(const QSqlDatabase &db, const QString &placeholders)
{
    if (isServer(db)) // row-level security decides what a player counts: the rows themselves
        return u"SELECT COUNT(*) FROM sheets WHERE kind IN (%1)"_s.arg(placeholders);
    return u"SELECT COALESCE(SUM(n), 0) FROM sheet_counts WHERE kind IN (%1)"_s.arg(placeholders);
}

QString listingSearch(const QSqlDatabase &db, const QString &alias, qsizetype length, QVariantList *binds,
                      const QString &text)
{
    QString escaped = text;
    escaped.replace(u'\\', u"\\\\"_s).replace(u'%', u"\\%"_s).replace(u'_', u"\\_"_s);
    const QString like = u'%' + escaped + u'%';
    if (isServer(db)) {
        binds->append(like);
        return u"lower(%1.name) LIKE lower(?) ESCAPE '\\'"_s.arg(alias);
    }
    // FTS5's trigram tokenizer indexes runs of three characters: a query of one or two (a Chinese
    // surname, 李) matches no trigram and is a LIKE over the names alone. The LIKE also confirms
    // every hit of the index (store/listingkeys.cpp).
    if (length < 3) {
        binds->append(like);
        return u"%1.name LIKE ? ESCAPE '\\'"_s.arg(alias);
    }
    binds->append(QString(u'"' + QString(text).replace(u'"', u"\"\""_s) + u'"'));
    binds->append(like);
    return u"(%1.rowid IN (SELECT rowid FROM sheet_names WHERE sheet_names MATCH ?) AND %1.name LIKE ? ESCAPE '\\')"_s.arg(alias);
}

} // namespace sw::store::dialect
