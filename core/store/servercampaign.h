#pragma once

// A shared campaign's address and connection (issue #19): a PostgreSQL server reached through Qt
// Sql's QPSQL driver. CampaignFile::openServer() (store/campaignfile.h) is the way in.
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace sw::store {

// postgresql://user[:password]@host[:port]/database[?sslmode=…&host=/socket/folder&…]: the
// parts QPSQL is given. A password left out of the address is read by libpq from PGPASSWORD or
// ~/.pgpass; `host` in the query names a Unix socket's folder.
struct ServerAddress
{
    QString host;
    int port = -1;
    QString database;
    QString user;
    QString password;
    QStringList options; // libpq's key=value pairs (sslmode, connect_timeout, …)
};

// The parts of an address; false (with why) when it is not one.
bool parseServerAddress(const QString &address, ServerAddress *out, QString *error);
// The address as a user may be shown it: without its password.
QString shownAddress(const QString &address);
// The address with another user and password (a player's connection to the GM's campaign).
QString addressAs(const QString &address, const QString &user, const QString &password);

// The libpq options a connection is opened with: the address's own, and where it gives none,
// connect_timeout=10 and TCP keepalives — keepalives_idle=10, keepalives_interval=5,
// keepalives_count=3 (an idle link that stops answering is dropped within about 25 s) and
// tcp_user_timeout=30000 (a query whose data goes unacknowledged for 30 s is given up), so a
// network that goes silent (neither closes nor answers) is noticed by the heartbeat instead of
// waiting on TCP's own hours. libpq ignores them on a Unix socket.
QStringList connectOptions(const QStringList &given);

// Opens a QPSQL connection named `connectionName` to `address`; false with the server's or the
// driver's words.
bool connectServer(const QString &connectionName, const QString &address, QString *error);

} // namespace sw::store
