#pragma once

// Prepared statements kept for the life of a campaign's connection. Parsing and planning a
// statement costs more than running it on one row, and an edit runs the same few dozen
// statements every time, so CampaignFile keeps one cache per connection and the store's row
// code checks its statements out of it.
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariantList>

#include <functional>
#include <memory>

namespace sw::store {

namespace detail {
struct CachedStatement;
}

// Turns the cache of a connection on (CampaignFile::connect) and off (before it closes).
void attachStatementCache(const QString &connectionName);
void detachStatementCache(const QString &connectionName);

// One statement, checked out of its connection's cache (or prepared for this use alone when the
// connection has no cache or the cached one is in use by an outer loop). Always finished when it
// goes, so a half-read SELECT never holds the file's read snapshot open.
class Statement
{
public:
    Statement(const QSqlDatabase &db, const QString &sql);
    ~Statement();
    Statement(Statement &&other) noexcept;
    Statement &operator=(Statement &&) = delete;
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;

    // Binds `values` in order and runs the statement.
    bool exec(const QVariantList &values = {});
    bool next() { return query().next(); }
    QVariant value(int column) const { return query().value(column); }
    QSqlQuery &query();
    const QSqlQuery &query() const;

private:
    detail::CachedStatement *m_cached = nullptr; // checked out of the cache
    std::unique_ptr<QSqlQuery> m_own;            // or prepared for this use alone
};

// The SQLite connection under a Qt one (a sqlite3*, as void* to keep sqlite3.h out of headers);
// null when `db` is not an open QSQLITE connection.
void *sqliteHandle(const QSqlDatabase &db);

// Reads every row of a SELECT of text columns straight through SQLite's C API (UTF-8, no
// QVariant per value), for the listings that read thousands of rows. `binds` fill the
// statement's ? in order; `row` gets the row's columns; false (with the error) when SQLite
// refuses the statement or a step fails.
bool readTextRows(const QSqlDatabase &db, const QString &sql, const std::function<void(const QStringList &row)> &row,
                  QString *error = nullptr, const QStringList &binds = {});

} // namespace sw::store
