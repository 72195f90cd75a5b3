#include "store/serverupgrade.h"

#include "store/dialect.h"
#include "store/rowrepairs.h"
#include "store/serverroles.h"

#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::store {
namespace {

// The documents the rules now keep otherwise, merged whole (their GM fields put back), and the
// statements that write them again. `%1`: the table's sheets or journal key; the rest per table.
// A row is out of line when what players read holds a GM field, when its gm_only is not what its
// hidden flag says, or when a field is kept apart that the rules no longer give the GM.
const QString kSheetsOutOfLine = uR"(CREATE TEMP TABLE sheetwright_resplit ON COMMIT DROP AS
    SELECT sh.kind, sh.id, sheetwright_with_secrets(sh.data, se.data) AS merged
    FROM sheets sh
    LEFT JOIN sheet_secrets se ON se.kind = sh.kind AND se.id = sh.id
    LEFT JOIN gm_rules g ON g.kind = sh.kind
    WHERE sheetwright_has_any(sh.data, COALESCE(g.gm_fields, '{}'))
       OR sh.gm_only IS DISTINCT FROM COALESCE(sheetwright_hidden(sheetwright_with_secrets(sh.data, se.data), g.hidden_flag), false)
       OR (se.data IS NOT NULL AND EXISTS (SELECT 1 FROM jsonb_object_keys(se.data) k
                                           WHERE NOT k = ANY(COALESCE(g.gm_fields, '{}')))))"_s;

const QString kJournalOutOfLine = uR"(CREATE TEMP TABLE sheetwright_resplit_journal ON COMMIT DROP AS
    SELECT j.id, sheetwright_with_secrets(j.before, se.before) AS before, sheetwright_with_secrets(j.after, se.after) AS after
    FROM journal j
    LEFT JOIN journal_secrets se ON se.id = j.id
    LEFT JOIN gm_rules g ON g.kind = j.sheet_kind
    WHERE sheetwright_has_any(j.before, COALESCE(g.gm_fields, '{}')) OR sheetwright_has_any(j.after, COALESCE(g.gm_fields, '{}'))
       OR j.gm_only IS DISTINCT FROM COALESCE(sheetwright_hidden(sheetwright_with_secrets(j.before, se.before), g.hidden_flag)
                                              OR sheetwright_hidden(sheetwright_with_secrets(j.after, se.after), g.hidden_flag), false)
       OR (se.id IS NOT NULL AND EXISTS (
              SELECT 1 FROM jsonb_object_keys(CASE WHEN jsonb_typeof(se.before) = 'object' THEN se.before ELSE '{}'::jsonb END
                                              || CASE WHEN jsonb_typeof(se.after) = 'object' THEN se.after ELSE '{}'::jsonb END) k
              WHERE NOT k = ANY(COALESCE(g.gm_fields, '{}')))))"_s;

bool exec(QSqlQuery &q, const QString &sql, QString *error, int *affected = nullptr)
{
    if (!q.exec(sql)) {
        *error = q.lastError().text().trimmed() + u" — "_s + sql.simplified().left(80);
        return false;
    }
    if (affected)
        *affected += std::max(0, q.numRowsAffected());
    return true;
}

bool rolesExist(QSqlDatabase &db, const QString &database, bool *exist, QString *error)
{
    QSqlQuery q(db);
    q.prepare(u"SELECT COUNT(*) FROM pg_roles WHERE rolname IN (?, ?)"_s);
    q.addBindValue(roleName(database, u"gm"_s));
    q.addBindValue(roleName(database, u"players"_s));
    if (!q.exec() || !q.next()) {
        *error = q.lastError().text();
        return false;
    }
    *exist = q.value(0).toInt() == 2;
    return true;
}

bool upgradeInTransaction(QSqlDatabase &db, const QString &database, ServerUpgrade *done, QString *error)
{
    QSqlQuery q(db);
    if (!rolesExist(db, database, &done->roles, error))
        return false;
    // Whose data is the GM's: the roles' rule (with the rights below), else everyone's.
    QStringList sql;
    if (!done->roles)
        sql << u"CREATE OR REPLACE FUNCTION sheetwright_is_gm() RETURNS BOOLEAN LANGUAGE sql STABLE AS $$ SELECT true $$"_s;
    sql << dialect::serverTriggers();
    for (const QString &statement : std::as_const(sql)) {
        if (!exec(q, statement, error))
            return false;
    }
    for (const QString &statement : dialect::gmRules()) {
        if (!exec(q, statement, error, &done->rulesChanged))
            return false;
    }
    if (done->roles) {
        for (const QString &statement : rightsStatements(database)) {
            if (!exec(q, statement, error))
                return false;
        }
    }
    if (!runRepairs(db, true, error, &done->repairs))
        return false;
    // Kept apart again by the rules now: the merged documents written back, the triggers split them.
    return exec(q, kSheetsOutOfLine, error)
        && exec(q, u"DELETE FROM sheet_secrets s USING sheetwright_resplit r WHERE s.kind = r.kind AND s.id = r.id"_s, error)
        && exec(q, u"UPDATE sheets SET data = r.merged FROM sheetwright_resplit r WHERE sheets.kind = r.kind AND sheets.id = r.id"_s,
                error, &done->sheetsSplit)
        && exec(q, kJournalOutOfLine, error)
        && exec(q, u"DELETE FROM journal_secrets s USING sheetwright_resplit_journal r WHERE s.id = r.id"_s, error)
        && exec(q, u"UPDATE journal SET before = r.before, after = r.after FROM sheetwright_resplit_journal r WHERE journal.id = r.id"_s,
                error, &done->entriesSplit);
}

} // namespace

bool upgradeServerCampaign(QSqlDatabase &db, const QString &database, ServerUpgrade *done, QString *error)
{
    *done = {};
    if (!dialect::isServer(db)) {
        *error = u"not a shared campaign's server"_s;
        return false;
    }
    if (!dialect::beginWrite(db, error))
        return false;
    ServerUpgrade result;
    if (!upgradeInTransaction(db, database, &result, error)) {
        db.rollback();
        return false;
    }
    if (!db.commit()) {
        *error = db.lastError().text();
        db.rollback();
        return false;
    }
    *done = result;
    return true;
}

} // namespace sw::store
