#include "store/campaignfile.h"

#include "store/campaignlock.h"
#include "store/datafolder.h"
#include "store/integritycheck.h"
#include "store/listingkeys.h"
#include "store/rowrepairs.h"
#include "store/schema.h"
#include "store/statementcache.h"

#include <QCryptographicHash>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryFile>
#include <QtEndian>

#include <atomic>

using namespace Qt::StringLiterals;

namespace sw::store {
namespace {

constexpr char kSqliteMagic[] = "SQLite format 3";
constexpr int kHeaderSize = 100;

QString nextConnectionName()
{
    static std::atomic<int> counter{0};
    return u"sheetwright-campaign-%1"_s.arg(counter.fetch_add(1));
}

void setError(FileError *error, FileProblem problem, const QString &detail = {})
{
    if (error)
        *error = FileError{problem, detail};
}

bool exec(QSqlDatabase &db, const QString &sql, FileError *error)
{
    QSqlQuery query(db);
    if (query.exec(sql))
        return true;
    setError(error, FileProblem::Io, query.lastError().text());
    return false;
}

// Reads one integer pragma; returns false (with an error) when SQLite cannot answer.
bool pragmaInt(QSqlDatabase &db, const QString &name, qint64 *value, FileError *error)
{
    QSqlQuery query(db);
    if (!query.exec(u"PRAGMA "_s + name) || !query.next()) {
        setError(error, FileProblem::Corrupt, query.lastError().text());
        return false;
    }
    *value = query.value(0).toLongLong();
    return true;
}

// The checks whose cost does not grow with the file; empty when they find nothing.
// - the header's page count (valid when its "version-valid-for" matches the change counter, as
//   SQLite itself decides) against the file's length: a file cut short by a copy or a full disk.
//   Not while a write-ahead log holds pages: a checkpoint cut off by a crash may have written the
//   new header before the pages, and SQLite finishes it from the log when the file is opened;
// - the schema, read whole: a damaged first page or schema page fails here.
QString cheapDamage(QSqlDatabase &db, const QString &path)
{
    QFile file(path);
    if (QFileInfo(path + u"-wal"_s).size() == 0 && file.open(QIODevice::ReadOnly)) {
        const QByteArray h = file.read(kHeaderSize);
        if (h.size() == kHeaderSize) {
            const auto *d = reinterpret_cast<const uchar *>(h.constData());
            const quint32 pageSize = qFromBigEndian<quint16>(d + 16) == 1 ? 65536u : qFromBigEndian<quint16>(d + 16);
            const quint32 pages = qFromBigEndian<quint32>(d + 28);
            const bool sizeValid = pages > 0 && qFromBigEndian<quint32>(d + 24) == qFromBigEndian<quint32>(d + 92);
            if (sizeValid && qint64(pages) * pageSize > file.size())
                return u"the file is shorter than its header says (%1 of %2 bytes)"_s.arg(file.size()).arg(qint64(pages) * pageSize);
        }
    }
    QSqlQuery q(db);
    if (!q.exec(u"SELECT count(*), sum(length(sql)) FROM sqlite_schema"_s) || !q.next())
        return q.lastError().text();
    return {};
}

} // namespace

FileHeader readHeader(const QString &path)
{
    FileHeader header;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return header;
    const QByteArray bytes = file.read(kHeaderSize);
    if (bytes.size() < kHeaderSize || !bytes.startsWith(QByteArrayView(kSqliteMagic)))
        return header;
    header.sqlite = true;
    const auto *data = reinterpret_cast<const uchar *>(bytes.constData());
    header.userVersion = qFromBigEndian<qint32>(data + 60);
    header.applicationId = qFromBigEndian<quint32>(data + 68);
    return header;
}

FileError inspect(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return {FileProblem::Missing, path};
    if (!info.isFile() || !info.isReadable())
        return {FileProblem::Io, path};
    const FileHeader header = readHeader(path);
    if (!header.sqlite)
        return {FileProblem::NotSqlite, path};
    if (header.applicationId != kApplicationId)
        return {FileProblem::Foreign, u"application_id 0x%1"_s.arg(qulonglong(header.applicationId), 8, 16, QChar(u'0'))};
    if (header.userVersion > kSchemaVersion)
        return {FileProblem::Newer, u"user_version %1"_s.arg(header.userVersion)};
    // Write permission bits count even for root, who may write anything: a file marked
    // read-only by its owner is not written behind their back.
    constexpr auto anyWrite = QFile::WriteOwner | QFile::WriteGroup | QFile::WriteOther;
    if (!info.isWritable() || !(info.permissions() & anyWrite) ||
        !QFileInfo(info.absolutePath()).isWritable())
        return {FileProblem::ReadOnly, path};
    return {};
}

CampaignFile::CampaignFile(QString path, QString connectionName, int schemaVersion)
    : m_path(std::move(path)), m_connectionName(std::move(connectionName)),
      m_schemaVersion(schemaVersion)
{
}

CampaignFile::~CampaignFile()
{
    detachStatementCache(m_connectionName);
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
    if (!m_viewCopy.isEmpty()) {
        for (const char *suffix : {"", "-wal", "-shm"})
            QFile::remove(m_viewCopy + QLatin1StringView(suffix));
    }
}

QSqlDatabase CampaignFile::database() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

std::unique_ptr<CampaignFile> CampaignFile::create(const QString &path, FileError *error)
{
    if (isServerAddress(path))
        return openServer(path, error, Access::Edit, true);
    const QFileInfo info(path);
    if (info.exists()) {
        setError(error, FileProblem::AlreadyExists, path);
        return nullptr;
    }
    if (!QDir().mkpath(info.absolutePath())) {
        setError(error, FileProblem::Io, info.absolutePath());
        return nullptr;
    }
    auto lock = lockCampaign(path, error);
    if (!lock)
        return nullptr;
    auto file = connect(path, true, false, error);
    if (!file) {
        QFile::remove(path);
        return nullptr;
    }
    file->m_lock = std::move(lock);
    return file;
}

std::unique_ptr<CampaignFile> CampaignFile::open(const QString &path, FileError *error, Access access)
{
    if (isServerAddress(path))
        return openServer(path, error, access);
    const FileError problem = inspect(path);
    const bool readOnly = access == Access::ReadOnly;
    if (problem.problem != FileProblem::None && !(readOnly && problem.problem == FileProblem::ReadOnly)) {
        setError(error, problem.problem, problem.detail);
        return nullptr;
    }
    std::unique_ptr<QLockFile> lock;
    if (!readOnly) {
        lock = lockCampaign(path, error);
        if (!lock)
            return nullptr;
    }
    QString backup;
    const int version = readHeader(path).userVersion;
    if (!readOnly && version < kSchemaVersion) {
        // The dated copy comes first; the migration then runs in one transaction.
        const QString folder = backupFolder(path);
        QDir().mkpath(folder);
        backup = folder + u"/before-v%1-%2.sheetwright"_s.arg(kSchemaVersion).arg(
                     QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd-HHmmss"_s));
        if (!QFile::copy(path, backup)) {
            setError(error, FileProblem::Io, backup);
            return nullptr;
        }
    }
    auto file = connect(path, false, readOnly, error);
    if (!file)
        return nullptr;
    if (readOnly && file->schemaVersion() < kSchemaVersion)
        return upToDateCopy(std::move(file), error);
    file->m_lock = std::move(lock);
    file->m_migrationBackup = backup;
    return file;
}

std::unique_ptr<CampaignFile> CampaignFile::upToDateCopy(std::unique_ptr<CampaignFile> old, FileError *error)
{
    // SQLite's own copy (VACUUM INTO) reads a consistent snapshot, WAL included, through the
    // read-only connection; the copy is then migrated like any older file and read instead.
    QTemporaryFile name(QDir::tempPath() + u"/sheetwright-view-XXXXXX.sheetwright"_s);
    if (!name.open()) {
        setError(error, FileProblem::Io, name.errorString());
        return nullptr;
    }
    const QString target = name.fileName();
    name.close();
    name.remove();
    QString copyError;
    QSqlDatabase db = old->database();
    const bool copied = backupTo(db, target, &copyError);
    const QString path = old->m_path;
    db = QSqlDatabase();
    old.reset();
    if (!copied) {
        QFile::remove(target);
        setError(error, FileProblem::Io, copyError);
        return nullptr;
    }
    auto copy = connect(target, false, false, error);
    if (!copy) {
        QFile::remove(target);
        return nullptr;
    }
    copy->m_path = path;
    copy->m_viewCopy = target;
    return copy;
}

std::unique_ptr<CampaignFile> CampaignFile::connect(const QString &path, bool creating, bool readOnly,
                                                    FileError *error)
{
    const QString name = nextConnectionName();
    bool ok = false;
    int version = 0;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        db.setConnectOptions(readOnly ? u"QSQLITE_BUSY_TIMEOUT=5000;QSQLITE_OPEN_READONLY"_s
                                      : u"QSQLITE_BUSY_TIMEOUT=5000"_s);
        QString migrationError;
        if (!db.open()) {
            setError(error, FileProblem::Io, db.lastError().text());
        } else if (creating) {
            ok = exec(db, u"PRAGMA application_id = %1"_s.arg(qint32(kApplicationId)), error) &&
                 exec(db, u"PRAGMA user_version = 1"_s, error) &&
                 exec(db, u"PRAGMA journal_mode = WAL"_s, error) &&
                 exec(db, u"PRAGMA foreign_keys = ON"_s, error);
            if (ok && !migrate(db, 1, &migrationError)) {
                setError(error, FileProblem::Io, migrationError);
                ok = false;
            }
            version = kSchemaVersion;
        } else {
            qint64 appId = 0;
            qint64 userVersion = 0;
            // The open reads what it needs and no more, so it takes as long for a campaign of ten
            // sheets as of ten thousand: the header (a file cut short is refused here) and the
            // schema (damage there stops every read). The whole file is checked page by page by
            // IntegrityCheck (store/integritycheck.h), in the background of an open session, and
            // here before a migration rewrites it.
            const QString damage = cheapDamage(db, path);
            if (!damage.isEmpty()) {
                setError(error, FileProblem::Corrupt, damage);
            } else if (pragmaInt(db, u"application_id"_s, &appId, error) &&
                       pragmaInt(db, u"user_version"_s, &userVersion, error)) {
                version = int(userVersion);
                const bool migrating = !readOnly && userVersion < kSchemaVersion;
                const QString fullDamage = migrating ? quickCheck(db) : QString();
                if (quint32(appId) != kApplicationId) {
                    setError(error, FileProblem::Foreign);
                } else if (userVersion > kSchemaVersion) {
                    setError(error, FileProblem::Newer, u"user_version %1"_s.arg(userVersion));
                } else if (!fullDamage.isEmpty()) {
                    setError(error, FileProblem::Corrupt, fullDamage);
                } else if (migrating && !(exec(db, u"PRAGMA foreign_keys = ON"_s, error) &&
                                          migrate(db, int(userVersion), &migrationError))) {
                    setError(error, FileProblem::MigrationFailed, migrationError);
                } else {
                    ok = readOnly || exec(db, u"PRAGMA foreign_keys = ON"_s, error);
                    version = readOnly ? int(userVersion) : kSchemaVersion;
                    // Keys another ICU made order the list by its rules: made again (listingkeys.h).
                    // Never a reason to refuse the file: when they cannot be, the old ones stay
                    // (the list is in that ICU's order) and damage is told by the reads.
                    if (ok && !readOnly)
                        listing::refreshKeys(db, &migrationError);
                    // The systems' row repairs (store/rowrepairs.h): their probes alone when
                    // nothing is left to repair; a failed one refuses nothing either (what it would
                    // change is still read, and it is tried again at the next open).
                    if (ok && !readOnly && !repairAtOpen(db, &migrationError))
                        qWarning("a row repair of %s failed: %s", qPrintable(path), qPrintable(migrationError));
                }
            }
        }
        if (!ok)
            db.close();
    }
    if (!ok) {
        QSqlDatabase::removeDatabase(name);
        return nullptr;
    }
    setError(error, FileProblem::None);
    attachStatementCache(name);
    return std::unique_ptr<CampaignFile>(new CampaignFile(path, name, version));
}

QString backupFolder(const QString &campaignPath)
{
    return backupFolderIn(dataFolder(), campaignPath);
}

bool backupTo(QSqlDatabase &db, const QString &target, QString *error)
{
    QFile::remove(target);
    QSqlQuery query(db);
    query.prepare(u"VACUUM INTO ?"_s);
    query.addBindValue(target);
    if (query.exec())
        return true;
    if (error)
        *error = query.lastError().text();
    return false;
}

bool rotateDailyBackups(QSqlDatabase &db, const QString &campaignPath, int keep)
{
    const QString folder = backupFolder(campaignPath);
    if (!QDir().mkpath(folder))
        return false;
    const QString today = folder + u"/daily-"_s + QDate::currentDate().toString(Qt::ISODate) + u".sheetwright"_s;
    if (!QFile::exists(today)) {
        // Written under another name first: an interrupted copy never passes for today's backup.
        const QString part = today + u".part"_s;
        if (!backupTo(db, part, nullptr) || !QFile::rename(part, today)) {
            QFile::remove(part);
            return false;
        }
    }
    QStringList daily = QDir(folder).entryList({u"daily-*.sheetwright"_s}, QDir::Files, QDir::Name | QDir::Reversed);
    while (daily.size() > keep)
        QFile::remove(folder + u'/' + daily.takeLast());
    return true;
}

} // namespace sw::store
