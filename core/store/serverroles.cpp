#include "store/serverroles.h"

#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace sw::store {
namespace {

QString quoted(const QString &text)
{
    return u'\'' + QString(text).replace(u'\'', u"''"_s) + u'\'';
}

QString identifier(const QString &name)
{
    return u'"' + QString(name).replace(u'"', u"\"\""_s) + u'"';
}

// One policy, put again in place of the one of that name (a DO block: one statement).
QString policy(const QString &table, const QString &name, const QString &rule)
{
    return u"DO $$ BEGIN DROP POLICY IF EXISTS %2 ON %1; CREATE POLICY %2 ON %1 %3; END $$"_s.arg(table, name, rule);
}

// The rights, as statements that may run again (server upgrade puts them over an earlier build's):
// `gm` and `players` are the two roles' quoted identifiers, `gmName` and `playersName` their names.
QStringList rights(const QString &gm, const QString &players, const QString &gmName, const QString &playersName)
{
    QStringList sql{
        u"SET LOCAL client_min_messages = warning"_s, // "does not exist, skipping" is no news
        uR"(CREATE TABLE IF NOT EXISTS sheet_owners (
            sheet_kind TEXT COLLATE "C" NOT NULL, sheet_id TEXT COLLATE "C" NOT NULL,
            role_name TEXT NOT NULL, PRIMARY KEY (sheet_kind, sheet_id, role_name)))"_s,
        // Who reads the GM's own data (dialect.cpp's serverTriggers): the GM's role, and whoever is no
        // player (the database's owner, who runs init, share and pull).
        uR"(CREATE OR REPLACE FUNCTION sheetwright_is_gm() RETURNS BOOLEAN LANGUAGE sql STABLE AS $$
            SELECT pg_has_role(current_user, %1, 'MEMBER') OR NOT pg_has_role(current_user, %2, 'MEMBER') $$)"_s
            .arg(quoted(gmName), quoted(playersName)),
        // Whether the user may write a sheet: the GM any; a player the sheets given to them, but
        // never one of a kind only the GM writes (gm_rules: factions, clocks, scores, downtime).
        uR"(CREATE OR REPLACE FUNCTION sheetwright_may_write(k TEXT, i TEXT) RETURNS BOOLEAN LANGUAGE sql STABLE AS $$
            SELECT sheetwright_is_gm()
                OR (NOT EXISTS (SELECT 1 FROM gm_rules g WHERE g.kind = k AND g.gm_writes)
                    AND EXISTS (SELECT 1 FROM sheet_owners o WHERE o.sheet_kind = k AND o.sheet_id = i AND o.role_name = current_user))
            $$)"_s,
        u"REVOKE ALL ON ALL TABLES IN SCHEMA public FROM PUBLIC"_s,
        u"GRANT USAGE ON SCHEMA public TO %1, %2"_s.arg(gm, players),
        u"GRANT SELECT ON ALL TABLES IN SCHEMA public TO %1, %2"_s.arg(gm, players),
        u"GRANT INSERT, UPDATE, DELETE ON sheets, journal, advancement_ledger TO %1, %2"_s.arg(gm, players),
        u"GRANT INSERT, UPDATE ON sessions TO %1, %2"_s.arg(gm, players),
        u"GRANT INSERT ON rolls TO %1, %2"_s.arg(gm, players),
        u"GRANT UPDATE, DELETE ON rolls, campaign TO %1"_s.arg(gm),
        u"GRANT INSERT, UPDATE, DELETE ON sheet_owners, sheet_secrets, journal_secrets TO %1"_s.arg(gm),
        u"GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO %1, %2"_s.arg(gm, players),
    };
    for (const auto &[table, kind, id] : {std::tuple{u"sheets"_s, u"kind"_s, u"id"_s},
                                          std::tuple{u"journal"_s, u"sheet_kind"_s, u"sheet_id"_s},
                                          std::tuple{u"advancement_ledger"_s, u"sheet_kind"_s, u"sheet_id"_s}}) {
        const QString may = u"sheetwright_may_write(%1, %2)"_s.arg(kind, id);
        // A row marked gm_only (a hidden clock and its journal) is read by the GM alone.
        const QString read = table == u"advancement_ledger"_s ? u"true"_s : u"NOT gm_only OR sheetwright_is_gm()"_s;
        sql << u"ALTER TABLE %1 ENABLE ROW LEVEL SECURITY"_s.arg(table)
            << policy(table, u"shared_read"_s, u"FOR SELECT USING (%1)"_s.arg(read))
            << policy(table, u"own_insert"_s, u"FOR INSERT WITH CHECK (%1)"_s.arg(may))
            << policy(table, u"own_update"_s, u"FOR UPDATE USING (%1) WITH CHECK (%1)"_s.arg(may))
            << policy(table, u"own_delete"_s, u"FOR DELETE USING (%1)"_s.arg(may));
    }
    // The GM's fields of documents and journal entries (a faction's notes): no row for a player.
    for (const QString &table : {u"sheet_secrets"_s, u"journal_secrets"_s})
        sql << u"ALTER TABLE %1 ENABLE ROW LEVEL SECURITY"_s.arg(table)
            << policy(table, u"gm_alone"_s, u"USING (sheetwright_is_gm()) WITH CHECK (sheetwright_is_gm())"_s);
    // Secret rolls: the GM's alone. Anyone adds a roll; the GM alone changes one (GRANTs above).
    sql << u"ALTER TABLE rolls ENABLE ROW LEVEL SECURITY"_s
        << policy(u"rolls"_s, u"rolls_read"_s, u"FOR SELECT USING (NOT secret OR sheetwright_is_gm())"_s)
        << policy(u"rolls"_s, u"rolls_add"_s, u"FOR INSERT WITH CHECK (true)"_s)
        << policy(u"rolls"_s, u"rolls_change"_s, u"FOR UPDATE USING (true)"_s)
        << policy(u"rolls"_s, u"rolls_remove"_s, u"FOR DELETE USING (true)"_s);
    return sql;
}

} // namespace

QStringList rightsStatements(const QString &database)
{
    const QString gm = roleName(database, u"gm"_s);
    const QString players = roleName(database, u"players"_s);
    return rights(identifier(gm), identifier(players), gm, players);
}

QString roleName(const QString &database, const QString &who)
{
    static const QRegularExpression name(u"^[A-Za-z][A-Za-z0-9_]{0,30}$"_s);
    if (!name.match(who).hasMatch() || !name.match(database).hasMatch())
        return {};
    return (database + u'_' + who).toLower();
}

QString newPassword()
{
    static const QString alphabet = u"ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"_s;
    QString out;
    for (int i = 0; i < 20; ++i)
        out += alphabet.at(QRandomGenerator::system()->bounded(int(alphabet.size())));
    return out;
}

bool setUpRoles(QSqlDatabase &db, const QString &database, const QList<std::pair<QString, QString>> &players,
                const QString &gmPassword, QList<ServerRole> *made, QString *error)
{
    QList<ServerRole> roles{{roleName(database, u"gm"_s), gmPassword.isEmpty() ? newPassword() : gmPassword, true}};
    for (const auto &[who, password] : players) {
        const QString role = roleName(database, who);
        if (role.isEmpty() || who.compare(u"gm"_s, Qt::CaseInsensitive) == 0 || who.compare(u"players"_s, Qt::CaseInsensitive) == 0) {
            *error = u"\"%1\" cannot name a player's role (letters, digits and _, starting with a letter; not gm or players)"_s.arg(who);
            return false;
        }
        roles.append({role, password.isEmpty() ? newPassword() : password, false});
    }
    if (roles.first().name.isEmpty()) {
        *error = u"the database's name \"%1\" cannot begin a role's name"_s.arg(database);
        return false;
    }
    const QString players_ = identifier(roleName(database, u"players"_s));
    QStringList sql{u"CREATE ROLE %1 NOLOGIN"_s.arg(players_)};
    for (const ServerRole &r : std::as_const(roles))
        sql << u"CREATE ROLE %1 LOGIN PASSWORD %2%3"_s.arg(identifier(r.name), quoted(r.password),
                                                           r.gm ? QString() : u" IN ROLE "_s + players_);
    sql << rights(identifier(roles.first().name), players_, roles.first().name, roleName(database, u"players"_s));
    if (!db.transaction()) {
        *error = db.lastError().text();
        return false;
    }
    QSqlQuery q(db);
    for (const QString &statement : std::as_const(sql)) {
        if (!q.exec(statement)) {
            // The statement may hold a password: only its first words are told.
            *error = q.lastError().text().trimmed() + u" — "_s + statement.simplified().section(u' ', 0, 2);
            db.rollback();
            return false;
        }
    }
    if (!db.commit()) {
        *error = db.lastError().text();
        return false;
    }
    *made = roles;
    return true;
}

bool assignSheet(QSqlDatabase &db, const SheetRef &sheet, const QString &role, QString *error)
{
    QSqlQuery q(db);
    q.prepare(u"INSERT INTO sheet_owners (sheet_kind, sheet_id, role_name) VALUES (?, ?, ?) ON CONFLICT DO NOTHING"_s);
    q.addBindValue(sheet.kind);
    q.addBindValue(sheet.id);
    q.addBindValue(role);
    if (q.exec())
        return true;
    *error = q.lastError().text();
    return false;
}

} // namespace sw::store
