#pragma once

// Faults injected into an open campaign, for the tests of what a failed write or read does: a
// read-only file, a full disk, a busy database (another connection writing), damaged tables. The
// connection is the store's own (found by the campaign's path when the code under test owns it).
#include "support/filechecksum.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QStringList>

namespace sw::test {

// The edit connection of the campaign at `path` (CampaignFile names them "sheetwright-campaign-N").
inline QSqlDatabase campaignConnection(const QString &path)
{
    for (const QString &name : QSqlDatabase::connectionNames()) {
        if (!name.startsWith(QStringLiteral("sheetwright-campaign-")))
            continue;
        QSqlDatabase db = QSqlDatabase::database(name, false);
        if (db.databaseName() == path)
            return db;
    }
    return {};
}

inline bool execSql(QSqlDatabase db, const QString &sql)
{
    QSqlQuery q(db);
    return q.exec(sql);
}

inline int pragmaValue(QSqlDatabase db, const QString &name)
{
    QSqlQuery q(db);
    return q.exec(QStringLiteral("PRAGMA ") + name) && q.next() ? q.value(0).toInt() : -1;
}

// The file cannot be written any more (as after a remount read-only): SQLite refuses every write
// of this connection with "attempt to write a readonly database".
inline bool makeReadOnly(QSqlDatabase db, bool on = true)
{
    return execSql(db, on ? QStringLiteral("PRAGMA query_only = 1") : QStringLiteral("PRAGMA query_only = 0"));
}

// The disk is full: the file may not grow by a single page (free pages packed away first, so that
// a write needing room really needs new pages). SQLite says "database or disk is full".
inline bool fillTheDisk(QSqlDatabase db)
{
    if (!execSql(db, QStringLiteral("VACUUM")))
        return false;
    const int pages = pragmaValue(db, QStringLiteral("page_count"));
    return pages > 0 && execSql(db, QStringLiteral("PRAGMA max_page_count = %1").arg(pages));
}

// Makes the connection give up on a busy file after `ms` instead of the app's five seconds.
inline bool waitForBusyAtMost(QSqlDatabase db, int ms)
{
    return execSql(db, QStringLiteral("PRAGMA busy_timeout = %1").arg(ms));
}

// Another program writing the campaign: a connection of its own holding a write transaction until
// release() or destruction. Readers are not blocked (WAL); every other writer is, with "database
// is locked".
class WriteHolder
{
public:
    explicit WriteHolder(const QString &path) : m_name(QStringLiteral("write-holder-") + path)
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        m_held = db.open() && execSql(db, QStringLiteral("BEGIN IMMEDIATE"));
    }
    ~WriteHolder() { release(); }
    WriteHolder(const WriteHolder &) = delete;
    WriteHolder &operator=(const WriteHolder &) = delete;

    bool held() const { return m_held; }
    void release()
    {
        if (m_name.isEmpty())
            return;
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            if (m_held)
                execSql(db, QStringLiteral("ROLLBACK"));
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
        m_name.clear();
        m_held = false;
    }

private:
    QString m_name;
    bool m_held = false;
};

// The campaign as it is on disk, its write-ahead log included (an empty log, or none, holds
// nothing): what a refused write must leave.
inline QByteArray campaignChecksum(const QString &path)
{
    const QString wal = path + QStringLiteral("-wal");
    return fileChecksum(path) + (QFileInfo(wal).size() > 0 ? fileChecksum(wal) : QByteArray());
}

// Zeroes the root page of every table and index but the schema, in a closed campaign: the file
// still opens (its header and schema are sound) and every read of a sheet, the journal or the roll
// log then fails with "database disk image is malformed".
inline bool damageEveryTable(const QString &path)
{
    QList<int> roots;
    int pageSize = 0;
    {
        const QString name = QStringLiteral("damage-") + path;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(path);
            if (!db.open())
                return false;
            execSql(db, QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
            pageSize = pragmaValue(db, QStringLiteral("page_size"));
            QSqlQuery q(db);
            q.exec(QStringLiteral("SELECT rootpage FROM sqlite_schema WHERE rootpage > 1"));
            while (q.next())
                roots.append(q.value(0).toInt());
            q.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }
    QFile file(path);
    if (roots.isEmpty() || pageSize <= 0 || !file.open(QIODevice::ReadWrite))
        return false;
    for (int root : roots) {
        file.seek(qint64(root - 1) * pageSize);
        file.write(QByteArray(pageSize, '\0'));
    }
    return true;
}

} // namespace sw::test
