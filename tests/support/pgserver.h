#pragma once

// A throwaway PostgreSQL server for the tests of shared campaigns (issue #19): initdb and pg_ctl
// into a temporary folder, listening on a Unix socket in that folder only (no TCP at all), with
// password logins (scram-sha-256), stopped and removed when the test process ends. PostgreSQL
// refuses to run as root, and tests may run as root (CI, containers): then initdb, pg_ctl and the
// server run as the `postgres` user (made by Debian's postgresql package) through runuser, in a
// folder given to that user. When the binaries are missing, available() is false and why() says
// so, for GTEST_SKIP (scripts/deps installs them, so CI runs these tests).
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUuid>

#include <algorithm>
#include <memory>

#include <pwd.h>
#include <unistd.h>

namespace sw::test {

class PgServer
{
public:
    // The server of this test process, started on first use.
    static PgServer &instance()
    {
        static PgServer server;
        return server;
    }

    bool available() const { return m_running; }
    QString why() const { return m_why; }

    // An address for `database` as `user` (the superuser when empty).
    QString address(const QString &database, const QString &user = {}, const QString &password = {}) const
    {
        const QString u = user.isEmpty() ? QStringLiteral("postgres") : user;
        const QString p = user.isEmpty() ? superPassword() : password;
        return QStringLiteral("postgresql://localhost/%1?host=%2&port=%3&user=%4&password=%5&connect_timeout=5")
            .arg(database, m_dir->path(), QString::number(kPort), u, p);
    }

    // A new, empty database; its address as the superuser (empty when it could not be made).
    QString newDatabase(QString *name = nullptr)
    {
        const QString db = QStringLiteral("t_") + QUuid::createUuid().toString(QUuid::Id128).left(16);
        if (!psql(QStringLiteral("postgres"), QStringLiteral("CREATE DATABASE %1").arg(db)))
            return {};
        if (name)
            *name = db;
        return address(db);
    }

    // Runs SQL through psql as the superuser (for setting a test up, not for what is tested).
    bool psql(const QString &database, const QString &sql, QString *output = nullptr) const
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PGPASSWORD"), superPassword());
        p.setProcessEnvironment(env);
        p.start(m_bin + QStringLiteral("/psql"), {QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-At"),
                                                  QStringLiteral("-v"), QStringLiteral("ON_ERROR_STOP=1"),
                                                  QStringLiteral("-h"), m_dir->path(), QStringLiteral("-p"),
                                                  QString::number(kPort), QStringLiteral("-U"), QStringLiteral("postgres"),
                                                  QStringLiteral("-d"), database, QStringLiteral("-c"), sql});
        p.waitForFinished(60000);
        if (output)
            *output = QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
        return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    }

    // Stops and starts the server again (a restart under a client's feet).
    bool restart() { return ctl({QStringLiteral("restart"), QStringLiteral("-m"), QStringLiteral("fast")}); }
    // Stops the server (every connection dropped) and starts it again: the time between is the
    // time a client finds it away.
    bool stop() { return ctl({QStringLiteral("stop"), QStringLiteral("-m"), QStringLiteral("fast")}); }
    bool start() { return ctl({QStringLiteral("start")}); }

    ~PgServer()
    {
        if (m_running)
            ctl({QStringLiteral("stop"), QStringLiteral("-m"), QStringLiteral("immediate")});
    }

    PgServer(const PgServer &) = delete;
    PgServer &operator=(const PgServer &) = delete;

private:
    static constexpr int kPort = 54329;
    static QString superPassword() { return QStringLiteral("sheetwright-test-super"); }

    PgServer()
    {
        m_bin = findBinaries();
        if (m_bin.isEmpty()) {
            m_why = QStringLiteral("PostgreSQL's initdb and pg_ctl are not installed (Debian: postgresql; scripts/deps "
                                   "installs it)");
            return;
        }
        // /tmp, not $TMPDIR: the postgres user must reach the folder, and a socket's path is short.
        const QString base = QFileInfo(QStringLiteral("/tmp")).isWritable() ? QStringLiteral("/tmp") : QDir::tempPath();
        m_dir = std::make_unique<QTemporaryDir>(base + QStringLiteral("/swpg-XXXXXX"));
        if (!m_dir->isValid()) {
            m_why = QStringLiteral("no temporary folder");
            return;
        }
        if (geteuid() == 0) {
            const passwd *pw = getpwnam("postgres");
            if (!pw) {
                m_why = QStringLiteral("running as root and there is no postgres user to run the server as");
                return;
            }
            m_runAs = QStringLiteral("postgres");
            if (chown(QFile::encodeName(m_dir->path()).constData(), pw->pw_uid, pw->pw_gid) != 0) {
                m_why = QStringLiteral("could not give the server's folder to the postgres user");
                return;
            }
        }
        const QString pwfile = m_dir->path() + QStringLiteral("/pw");
        QFile f(pwfile);
        if (!f.open(QIODevice::WriteOnly) || f.write(superPassword().toUtf8() + '\n') < 0) {
            m_why = QStringLiteral("could not write the password file");
            return;
        }
        f.close();
        f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther);
        QString out;
        if (!run(m_bin + QStringLiteral("/initdb"),
                 {QStringLiteral("-D"), dataDir(), QStringLiteral("-U"), QStringLiteral("postgres"),
                  QStringLiteral("--auth=scram-sha-256"), QStringLiteral("--pwfile=") + pwfile, QStringLiteral("-E"),
                  QStringLiteral("UTF8"), QStringLiteral("--no-locale"), QStringLiteral("--no-sync")},
                 &out)) {
            m_why = QStringLiteral("initdb failed: ") + out;
            return;
        }
        QFile::remove(pwfile);
        m_running = ctl({QStringLiteral("start")});
        if (!m_running)
            m_why = QStringLiteral("the server did not start: ") + m_lastOutput;
    }

    QString dataDir() const { return m_dir->path() + QStringLiteral("/data"); }

    bool ctl(QStringList args)
    {
        args << QStringLiteral("-D") << dataDir() << QStringLiteral("-w") << QStringLiteral("-l")
             << m_dir->path() + QStringLiteral("/log") << QStringLiteral("-o")
             << QStringLiteral("-c listen_addresses='' -c unix_socket_directories='%1' -p %2 -c fsync=off "
                               "-c full_page_writes=off -c synchronous_commit=off")
                    .arg(m_dir->path())
                    .arg(kPort);
        return run(m_bin + QStringLiteral("/pg_ctl"), args, &m_lastOutput);
    }

    bool run(const QString &program, const QStringList &args, QString *output) const
    {
        QProcess p;
        if (m_runAs.isEmpty())
            p.start(program, args);
        else
            p.start(QStringLiteral("runuser"), QStringList{QStringLiteral("-u"), m_runAs, QStringLiteral("--"), program} + args);
        p.waitForFinished(120000);
        *output = QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
        return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    }

    static QString findBinaries()
    {
        // Debian keeps them out of PATH, one folder per major version: the newest wins.
        QStringList versions = QDir(QStringLiteral("/usr/lib/postgresql")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        std::sort(versions.begin(), versions.end(), [](const QString &a, const QString &b) { return a.toInt() > b.toInt(); });
        for (const QString &v : versions) {
            const QString bin = QStringLiteral("/usr/lib/postgresql/") + v + QStringLiteral("/bin");
            if (QFile::exists(bin + QStringLiteral("/initdb")) && QFile::exists(bin + QStringLiteral("/pg_ctl")) &&
                QFile::exists(bin + QStringLiteral("/psql")))
                return bin;
        }
        const QString initdb = QStandardPaths::findExecutable(QStringLiteral("initdb"));
        if (!initdb.isEmpty() && !QStandardPaths::findExecutable(QStringLiteral("psql")).isEmpty())
            return QFileInfo(initdb).absolutePath();
        return {};
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_bin;
    QString m_runAs;
    QString m_why;
    QString m_lastOutput;
    bool m_running = false;
};

} // namespace sw::test
