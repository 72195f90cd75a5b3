// A shared campaign on a PostgreSQL server: its address, its connection, its schema.
#include "store/servercampaign.h"

#include "store/campaignfile.h"
#include "store/dialect.h"
#include "store/statementcache.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QFileInfo>
#include <QUrlQuery>

#include <algorithm>
#include <atomic>

using namespace Qt::StringLiterals;

namespace sw::store {
namespace {

QString nextServerConnectionName()
{
    static std::atomic<int> counter{0};
    return u"sheetwright-server-%1"_s.arg(counter.fetch_add(1));
}

// An empty database gets the campaign schema (one transaction); a campaign's is checked.
bool prepareSchema(QSqlDatabase &db, bool creating, FileError *error)
{
    QString why;
    const int version = dialect::serverSchemaVersion(db, &why);
    if (version < 0) {
        *error = {FileProblem::Foreign, why};
        return false;
    }
    if (version > kSchemaVersion) {
        *error = {FileProblem::Newer, u"schema version %1"_s.arg(version)};
        return false;
    }
    if (version > 0 && creating) {
        *error = {FileProblem::AlreadyExists, u"the database already holds a campaign"_s};
        return false;
    }
    if (version == 0 && !creating) {
        *error = {FileProblem::Missing, u"the database holds no campaign (sheetwright-cli server init makes one)"_s};
        return false;
    }
    if (!creating) {
        if (version < kSchemaVersion && !dialect::upgradeServer(db, version, &why)) {
            *error = {FileProblem::Io, u"could not bring the campaign to schema version %1: %2"_s.arg(kSchemaVersion).arg(why)};
            return false;
        }
        return true;
    }
    if (!db.transaction()) {
        *error = {FileProblem::Io, db.lastError().text()};
        return false;
    }
    QSqlQuery q(db);
    for (const QString &sql : dialect::serverSchema()) {
        if (!q.exec(sql)) {
            *error = {FileProblem::Io, q.lastError().text() + u" — "_s + sql.simplified().left(80)};
            db.rollback();
            return false;
        }
    }
    if (!db.commit()) {
        *error = {FileProblem::Io, db.lastError().text()};
        return false;
    }
    return true;
}

} // namespace

bool isServerAddress(const QString &path)
{
    return path.startsWith(u"postgresql://"_s) || path.startsWith(u"postgres://"_s);
}

QString campaignShortName(const QString &path)
{
    ServerAddress address;
    QString error;
    if (isServerAddress(path))
        return parseServerAddress(path, &address, &error) && !address.database.isEmpty() ? address.database : shownAddress(path);
    return QFileInfo(path).completeBaseName();
}

bool parseServerAddress(const QString &address, ServerAddress *out, QString *error)
{
    const QUrl url(address, QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != u"postgresql"_s && url.scheme() != u"postgres"_s)) {
        *error = u"not a postgresql:// address: %1"_s.arg(url.errorString());
        return false;
    }
    ServerAddress a;
    a.host = url.host();
    a.port = url.port(-1);
    a.database = url.path().mid(1);
    a.user = url.userName(QUrl::FullyDecoded);
    a.password = url.password(QUrl::FullyDecoded);
    const QUrlQuery query(url);
    for (const auto &[key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (key == u"host"_s)
            a.host = value;
        else if (key == u"port"_s)
            a.port = value.toInt();
        else if (key == u"user"_s)
            a.user = value;
        else if (key == u"password"_s)
            a.password = value;
        else if (key == u"dbname"_s)
            a.database = value;
        else if (!key.contains(u'=') && !key.contains(u';') && !value.contains(u';'))
            a.options.append(key + u'=' + value);
        else {
            *error = u"the address's option \"%1\" cannot be passed on"_s.arg(key);
            return false;
        }
    }
    if (a.database.isEmpty()) {
        *error = u"the address names no database (postgresql://user@host/DATABASE)"_s;
        return false;
    }
    *out = a;
    return true;
}

QString shownAddress(const QString &address)
{
    QUrl url(address);
    url.setPassword({});
    QUrlQuery query(url);
    query.removeAllQueryItems(u"password"_s);
    url.setQuery(query);
    return url.toString();
}

QString addressAs(const QString &address, const QString &user, const QString &password)
{
    QUrl url(address);
    QUrlQuery query(url);
    query.removeAllQueryItems(u"user"_s);
    query.removeAllQueryItems(u"password"_s);
    url.setQuery(query);
    url.setUserName(user, QUrl::DecodedMode);
    url.setPassword(password, QUrl::DecodedMode);
    return url.toString();
}

QStringList connectOptions(const QStringList &given)
{
    QStringList options = given;
    for (const QString &option : {u"connect_timeout=10"_s, u"keepalives=1"_s, u"keepalives_idle=10"_s,
                                  u"keepalives_interval=5"_s, u"keepalives_count=3"_s, u"tcp_user_timeout=30000"_s}) {
        const QString key = option.section(u'=', 0, 0) + u'=';
        if (!std::any_of(given.cbegin(), given.cend(), [&](const QString &o) { return o.startsWith(key); }))
            options.append(option);
    }
    options.append(u"application_name=sheetwright"_s);
    return options;
}

bool connectServer(const QString &connectionName, const QString &address, QString *error)
{
    ServerAddress a;
    if (!parseServerAddress(address, &a, error))
        return false;
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, connectionName);
    if (!db.isValid()) {
        *error = u"Qt's PostgreSQL driver (QPSQL, Debian package libqt6sql6-psql) is not installed"_s;
        return false;
    }
    db.setHostName(a.host);
    if (a.port > 0)
        db.setPort(a.port);
    db.setDatabaseName(a.database);
    db.setUserName(a.user);
    db.setPassword(a.password);
    db.setConnectOptions(connectOptions(a.options).join(u';'));
    if (!db.open()) {
        *error = db.lastError().text().trimmed();
        return false;
    }
    // Text as the store writes and compares it: UTF-8, ISO dates untouched, no locale.
    QSqlQuery q(db);
    if (!q.exec(u"SET client_encoding = 'UTF8'"_s)) {
        *error = q.lastError().text();
        return false;
    }
    return true;
}

std::unique_ptr<CampaignFile> CampaignFile::openServer(const QString &address, FileError *error, Access access,
                                                       bool creating)
{
    const QString name = nextServerConnectionName();
    bool ok = false;
    {
        QString why;
        if (!connectServer(name, address, &why)) {
            if (error)
                *error = {FileProblem::ServerUnreachable, why};
        } else {
            QSqlDatabase db = QSqlDatabase::database(name, false);
            FileError problem;
            ok = prepareSchema(db, creating, &problem);
            if (!ok && error)
                *error = problem;
            if (!ok)
                db.close();
        }
    }
    if (!ok) {
        QSqlDatabase::removeDatabase(name);
        return nullptr;
    }
    if (error)
        *error = {};
    attachStatementCache(name);
    auto file = std::unique_ptr<CampaignFile>(new CampaignFile(shownAddress(address), name, kSchemaVersion));
    file->m_server = true;
    file->m_serverReadOnly = access == Access::ReadOnly;
    return file;
}

bool CampaignFile::linkAlive() const
{
    return !m_server || dialect::linkAlive(database());
}

bool CampaignFile::reconnect(QString *error)
{
    if (!m_server)
        return true;
    // The prepared statements went with the old connection: the cache starts again.
    detachStatementCache(m_connectionName);
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        db.close();
        ok = db.open();
        if (!ok && error)
            *error = db.lastError().text();
    }
    attachStatementCache(m_connectionName);
    return ok;
}

} // namespace sw::store
