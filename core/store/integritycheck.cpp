#include "store/integritycheck.h"

#include "store/statementcache.h"

#include <QSqlError>
#include <QSqlQuery>

#include <sqlite3.h>

#include <atomic>

using namespace Qt::StringLiterals;

namespace sw::store {
namespace {

QString nextConnectionName()
{
    static std::atomic<int> counter{0};
    return u"sheetwright-check-%1"_s.arg(counter.fetch_add(1));
}

} // namespace

QString quickCheck(QSqlDatabase &db)
{
    QSqlQuery check(db);
    const bool ran = check.exec(u"PRAGMA quick_check"_s) && check.next();
    const QString verdict = ran ? check.value(0).toString() : check.lastError().text();
    check.finish(); // a schema rebuild (migrate) cannot run beside an open read
    return verdict == u"ok"_s ? QString() : verdict;
}

bool IntegrityCheck::publish(void *handle)
{
    const std::lock_guard lock(m_mutex);
    m_handle = handle;
    return !m_cancelled;
}

bool IntegrityCheck::cancelled()
{
    const std::lock_guard lock(m_mutex);
    return m_cancelled;
}

void IntegrityCheck::cancel()
{
    const std::lock_guard lock(m_mutex);
    m_cancelled = true;
    if (m_handle)
        sqlite3_interrupt(static_cast<sqlite3 *>(m_handle));
}

IntegrityReport IntegrityCheck::run(const QString &path, bool backUp)
{
    IntegrityReport report;
    const QString name = nextConnectionName();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=5000;QSQLITE_OPEN_READONLY"_s);
        if (!db.open()) {
            report.result = {FileProblem::Io, db.lastError().text()};
        } else if (!publish(sqliteHandle(db))) {
            report.cancelled = true;
        } else {
            const QString damage = quickCheck(db);
            if (cancelled())
                report.cancelled = true;
            else if (!damage.isEmpty())
                report.result = {FileProblem::Corrupt, damage};
            else if (backUp && !rotateDailyBackups(db, path))
                report.cancelled = cancelled(); // an interrupted backup leaves no file behind
            publish(nullptr);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return report;
}

} // namespace sw::store
