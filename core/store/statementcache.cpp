#include "store/statementcache.h"

#include <QHash>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlRecord>

#include <sqlite3.h>

#include <mutex>

namespace sw::store {
namespace detail {

struct CachedStatement
{
    QSqlQuery query;
    bool busy = false;
};

} // namespace detail

namespace {

using Cache = QHash<QString, std::shared_ptr<detail::CachedStatement>>;

// Connection name → its statements. The caches are used on the thread of their connection; the
// lock guards only the map itself (the integrity check opens connections on another thread).
struct Registry
{
    std::mutex mutex;
    QHash<QString, std::shared_ptr<Cache>> caches;
};

Registry &registry()
{
    static Registry r;
    return r;
}

std::shared_ptr<Cache> cacheOf(const QString &connectionName)
{
    Registry &r = registry();
    const std::lock_guard lock(r.mutex);
    return r.caches.value(connectionName);
}

} // namespace

void attachStatementCache(const QString &connectionName)
{
    Registry &r = registry();
    const std::lock_guard lock(r.mutex);
    r.caches.insert(connectionName, std::make_shared<Cache>());
}

void detachStatementCache(const QString &connectionName)
{
    std::shared_ptr<Cache> cache;
    {
        Registry &r = registry();
        const std::lock_guard lock(r.mutex);
        cache = r.caches.take(connectionName);
    }
    if (cache) {
        for (const auto &entry : std::as_const(*cache))
            entry->query.finish();
    }
}

Statement::Statement(const QSqlDatabase &db, const QString &sql)
{
    if (const std::shared_ptr<Cache> cache = cacheOf(db.connectionName())) {
        std::shared_ptr<detail::CachedStatement> entry = cache->value(sql);
        if (!entry) {
            entry = std::make_shared<detail::CachedStatement>();
            entry->query = QSqlQuery(db);
            entry->query.setForwardOnly(true);
            if (entry->query.prepare(sql))
                cache->insert(sql, entry);
            else
                entry.reset(); // not kept: this use prepares its own and reports the error
        }
        if (entry && !entry->busy) {
            entry->busy = true;
            m_cached = entry.get();
            return;
        }
    }
    m_own = std::make_unique<QSqlQuery>(db);
    m_own->setForwardOnly(true);
    m_own->prepare(sql);
}

Statement::Statement(Statement &&other) noexcept
    : m_cached(std::exchange(other.m_cached, nullptr)), m_own(std::move(other.m_own))
{
}

Statement::~Statement()
{
    if (m_cached) {
        m_cached->query.finish();
        m_cached->busy = false;
    }
}

QSqlQuery &Statement::query()
{
    return m_cached ? m_cached->query : *m_own;
}

const QSqlQuery &Statement::query() const
{
    return m_cached ? m_cached->query : *m_own;
}

bool Statement::exec(const QVariantList &values)
{
    QSqlQuery &q = query();
    for (qsizetype i = 0; i < values.size(); ++i)
        q.bindValue(int(i), values.at(i));
    return q.exec();
}

void *sqliteHandle(const QSqlDatabase &db)
{
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    return handle.isValid() && qstrcmp(handle.typeName(), "sqlite3*") == 0 ? *static_cast<sqlite3 *const *>(handle.constData())
                                                                         : nullptr;
}

bool readTextRows(const QSqlDatabase &db, const QString &sql, const std::function<void(const QStringList &row)> &rowOut,
                  QString *error, const QStringList &binds)
{
    auto *connection = static_cast<sqlite3 *>(sqliteHandle(db));
    if (!connection && db.isOpen()) {
        // A shared campaign's server (store/dialect.h): the same rows through Qt Sql.
        Statement q(db, sql);
        QVariantList values;
        for (const QString &b : binds)
            values.append(b);
        if (!q.exec(values)) {
            if (error)
                *error = q.query().lastError().text();
            return false;
        }
        const int columns = q.query().record().count();
        QStringList row(columns);
        while (q.next()) {
            for (int i = 0; i < columns; ++i)
                row[i] = q.value(i).toString();
            rowOut(row);
        }
        if (q.query().lastError().isValid()) {
            if (error)
                *error = q.query().lastError().text();
            return false;
        }
        return true;
    }
    if (!connection) {
        if (error)
            *error = QStringLiteral("not an open SQLite connection");
        return false;
    }
    sqlite3_stmt *statement = nullptr;
    const QByteArray text = sql.toUtf8();
    int rc = sqlite3_prepare_v2(connection, text.constData(), int(text.size()), &statement, nullptr);
    for (qsizetype i = 0; rc == SQLITE_OK && i < binds.size(); ++i) {
        const QByteArray value = binds.at(i).toUtf8();
        rc = sqlite3_bind_text(statement, int(i + 1), value.constData(), int(value.size()), SQLITE_TRANSIENT);
    }
    if (rc == SQLITE_OK) {
        const int columns = sqlite3_column_count(statement);
        QStringList values(columns);
        while ((rc = sqlite3_step(statement)) == SQLITE_ROW) {
            for (int i = 0; i < columns; ++i) {
                const auto *value = reinterpret_cast<const char *>(sqlite3_column_text(statement, i));
                values[i] = QString::fromUtf8(value, sqlite3_column_bytes(statement, i));
            }
            rowOut(values);
        }
    }
    if (rc != SQLITE_DONE && error)
        *error = QString::fromUtf8(sqlite3_errmsg(connection));
    sqlite3_finalize(statement);
    return rc == SQLITE_DONE;
}

} // namespace sw::store
