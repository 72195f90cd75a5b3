#include "store/campaignfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
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
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

QSqlDatabase CampaignFile::database() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

std::unique_ptr<CampaignFile> CampaignFile::create(const QString &path, FileError *error)
{
    const QFileInfo info(path);
    if (info.exists()) {
        setError(error, FileProblem::AlreadyExists, path);
        return nullptr;
    }
    if (!QDir().mkpath(info.absolutePath())) {
        setError(error, FileProblem::Io, info.absolutePath());
        return nullptr;
    }
    auto file = connect(path, true, error);
    if (!file)
        QFile::remove(path);
    return file;
}

std::unique_ptr<CampaignFile> CampaignFile::open(const QString &path, FileError *error)
{
    const FileError problem = inspect(path);
    if (problem.problem != FileProblem::None) {
        setError(error, problem.problem, problem.detail);
        return nullptr;
    }
    return connect(path, false, error);
}

std::unique_ptr<CampaignFile> CampaignFile::connect(const QString &path, bool creating,
                                                    FileError *error)
{
    const QString name = nextConnectionName();
    bool ok = false;
    int version = 0;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        if (!creating)
            db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=5000"_s);
        if (!db.open()) {
            setError(error, FileProblem::Io, db.lastError().text());
        } else if (creating) {
            ok = exec(db, u"PRAGMA application_id = %1"_s.arg(qint32(kApplicationId)), error) &&
                 exec(db, u"PRAGMA user_version = %1"_s.arg(kSchemaVersion), error) &&
                 exec(db, u"PRAGMA journal_mode = WAL"_s, error) &&
                 exec(db, u"PRAGMA foreign_keys = ON"_s, error);
            version = kSchemaVersion;
        } else {
            qint64 appId = 0;
            qint64 userVersion = 0;
            QSqlQuery check(db);
            if (!check.exec(u"PRAGMA quick_check"_s) || !check.next() ||
                check.value(0).toString() != u"ok"_s) {
                setError(error, FileProblem::Corrupt,
                         check.lastError().isValid() ? check.lastError().text()
                                                     : check.value(0).toString());
            } else if (pragmaInt(db, u"application_id"_s, &appId, error) &&
                       pragmaInt(db, u"user_version"_s, &userVersion, error)) {
                if (quint32(appId) != kApplicationId)
                    setError(error, FileProblem::Foreign);
                else if (userVersion > kSchemaVersion)
                    setError(error, FileProblem::Newer, u"user_version %1"_s.arg(userVersion));
                else
                    ok = exec(db, u"PRAGMA foreign_keys = ON"_s, error);
                version = int(userVersion);
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
    return std::unique_ptr<CampaignFile>(new CampaignFile(path, name, version));
}

} // namespace sw::store
