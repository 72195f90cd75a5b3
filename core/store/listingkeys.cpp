#include "store/listingkeys.h"

#include "common/language.h"
#include "store/collationkey.h"
#include "store/dialect.h"
#include "store/statementcache.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace sw::store::listing {

QStringList fileSchemaV6()
{
    QStringList sql;
    for (Language language : kAllLanguages) {
        const QString column = collationColumn(language);
        sql << u"ALTER TABLE sheets ADD COLUMN %1 BLOB NOT NULL DEFAULT x''"_s.arg(column)
            << u"CREATE INDEX sheets_%1 ON sheets (%1, kind, id)"_s.arg(column);
    }
    // The rowid of a name is its sheet's rowid; a search confirms each hit against the sheet's
    // own name (LIKE), so a row the index kept by mistake (a VACUUM may renumber rowids) is never
    // shown, and a new row first deletes any such row under its rowid. (Not INSERT OR REPLACE: a
    // trigger's conflict clause gives way to its outer statement's, an upsert's ABORT.)
    sql << u"ALTER TABLE campaign ADD COLUMN collation_version TEXT NOT NULL DEFAULT ''"_s
        << u"CREATE VIRTUAL TABLE sheet_names USING fts5(name, tokenize = 'trigram')"_s
        << u"CREATE TRIGGER sheet_names_add AFTER INSERT ON sheets BEGIN "
           "DELETE FROM sheet_names WHERE rowid = new.rowid; "
           "INSERT INTO sheet_names (rowid, name) VALUES (new.rowid, new.name); END"_s
        << u"CREATE TRIGGER sheet_names_rename AFTER UPDATE OF name ON sheets WHEN old.name IS NOT new.name BEGIN "
           "DELETE FROM sheet_names WHERE rowid = old.rowid; "
           "INSERT INTO sheet_names (rowid, name) VALUES (new.rowid, new.name); END"_s
        << u"CREATE TRIGGER sheet_names_remove AFTER DELETE ON sheets BEGIN "
           "DELETE FROM sheet_names WHERE rowid = old.rowid; END"_s;
    // How many sheets of each kind, kept by triggers: the browser's count at open reads a few
    // rows instead of counting the whole kind index (an upsert that updates fires no INSERT trigger).
    sql << u"CREATE TABLE sheet_counts (kind TEXT PRIMARY KEY, n INTEGER NOT NULL)"_s
        << u"CREATE TRIGGER sheet_counts_add AFTER INSERT ON sheets BEGIN "
           "INSERT INTO sheet_counts (kind, n) VALUES (new.kind, 1) ON CONFLICT (kind) DO UPDATE SET n = n + 1; END"_s
        << u"CREATE TRIGGER sheet_counts_remove AFTER DELETE ON sheets BEGIN "
           "UPDATE sheet_counts SET n = n - 1 WHERE kind = old.kind; END"_s;
    return sql;
}

bool makeKeys(QSqlDatabase &db, QString *error)
{
    QList<QStringList> rows;
    if (!readTextRows(db, u"SELECT kind, id, name FROM sheets"_s, [&](const QStringList &row) { rows.append(row); }, error))
        return false;
    QSqlQuery update(db);
    update.prepare(u"UPDATE sheets SET key_en = ?, key_zh_tw = ?, key_zh_cn = ? WHERE kind = ? AND id = ?"_s);
    for (const QStringList &row : std::as_const(rows)) {
        for (Language language : kAllLanguages)
            update.addBindValue(collationKey(row.at(2), language));
        update.addBindValue(row.at(0));
        update.addBindValue(row.at(1));
        if (!update.exec()) {
            *error = update.lastError().text();
            return false;
        }
    }
    QSqlQuery q(db);
    if (!dialect::isServer(db)
        && !(q.exec(u"DELETE FROM sheet_names"_s) && q.exec(u"INSERT INTO sheet_names (rowid, name) SELECT rowid, name FROM sheets"_s)
             && q.exec(u"DELETE FROM sheet_counts"_s)
             && q.exec(u"INSERT INTO sheet_counts (kind, n) SELECT kind, COUNT(*) FROM sheets GROUP BY kind"_s))) {
        *error = q.lastError().text();
        return false;
    }
    q.prepare(u"UPDATE campaign SET collation_version = ? WHERE id = 1"_s);
    q.addBindValue(collationVersion());
    if (!q.exec()) {
        *error = q.lastError().text();
        return false;
    }
    return true;
}

bool keysCurrent(const QSqlDatabase &db)
{
    // A version that cannot be read (a damaged file) is not a reason to rewrite every sheet.
    QSqlQuery q(db);
    if (!q.exec(u"SELECT collation_version FROM campaign WHERE id = 1"_s) || !q.next())
        return true;
    return q.value(0).toString() == collationVersion();
}

bool refreshKeys(QSqlDatabase &db, QString *error)
{
    if (keysCurrent(db))
        return true;
    if (!db.transaction()) {
        *error = db.lastError().text();
        return false;
    }
    if (!makeKeys(db, error)) {
        db.rollback();
        return false;
    }
    if (db.commit())
        return true;
    *error = db.lastError().text();
    db.rollback();
    return false;
}

} // namespace sw::store::listing
