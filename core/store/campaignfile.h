#pragma once

#include <QLockFile>
#include <QSqlDatabase>
#include <QString>

#include <memory>

namespace sw::store {

// "ShWr": written into every campaign file's SQLite header so that we recognise our own files
// and refuse everyone else's.
inline constexpr quint32 kApplicationId = 0x53685772;
// The schema this build writes and understands (store/schema.h has its steps). Files with a
// higher user_version are refused; older ones are migrated after a backup copy.
inline constexpr int kSchemaVersion = 7;
inline constexpr auto kCampaignSuffix = "sheetwright";

// Why a campaign file could not be created or opened. Stable codes; the text is chosen where
// it is shown, in the user's language.
enum class FileProblem {
    None,
    Missing,       // no file at that path
    AlreadyExists, // create() refuses to overwrite
    NotSqlite,     // not an SQLite database at all (or empty, or truncated header)
    Foreign,       // an SQLite database, but not a Sheetwright campaign
    Newer,         // a campaign written by a newer Sheetwright
    ReadOnly,      // the file or its folder cannot be written
    Corrupt,       // SQLite reports damage
    Io,            // the operating system refused (permissions, disk full …)
    InUse,         // another Sheetwright has it open for editing
    MigrationFailed, // an older campaign could not be brought up to date (left as it was)
    ServerUnreachable, // a shared campaign's server could not be reached or refused the login
};

struct FileError
{
    FileProblem problem = FileProblem::None;
    QString detail; // what SQLite or the OS said, for the log and the "details" of a message
};

// What the first 100 bytes of a file say, read without opening it as a database, so that a file
// that is not ours is never touched.
struct FileHeader
{
    bool sqlite = false;
    quint32 applicationId = 0;
    qint32 userVersion = 0;
};
FileHeader readHeader(const QString &path);

// Inspects a file without modifying it and says whether open() would accept it.
FileError inspect(const QString &path);

// One open campaign file: an SQLite connection with our pragmas. Owns the connection and
// closes it on destruction.
class CampaignFile
{
public:
    ~CampaignFile();
    CampaignFile(const CampaignFile &) = delete;
    CampaignFile &operator=(const CampaignFile &) = delete;

    // Makes a new, empty campaign (application_id, user_version, WAL). Refuses to overwrite.
    static std::unique_ptr<CampaignFile> create(const QString &path, FileError *error);
    enum class Access { Edit, ReadOnly };
    // Opens an existing campaign; a file that is not one is left byte-for-byte untouched. For
    // editing, the campaign is locked against a second editor (Problem::InUse); read-only
    // access (listing, showing, exporting) needs no lock and never migrates.
    static std::unique_ptr<CampaignFile> open(const QString &path, FileError *error,
                                              Access access = Access::Edit);
    // A shared campaign on a PostgreSQL server (issue #19), by its address
    // (postgresql://user[:password]@host[:port]/database[?sslmode=…&host=/socket/folder], see
    // isServerAddress()). open() and create() take such an address too and come here: create()
    // writes the campaign schema into an empty database. No lock file: many edit at once, and
    // every write checks the versions of the sheets it changes (store/servercampaign.cpp).
    static std::unique_ptr<CampaignFile> openServer(const QString &address, FileError *error,
                                                    Access access = Access::Edit, bool creating = false);

    QString path() const { return m_path; }
    int schemaVersion() const { return m_schemaVersion; }
    QSqlDatabase database() const;
    bool readOnly() const { return m_server ? m_serverReadOnly : m_lock == nullptr; }
    // A campaign on a server (openServer()), not a file.
    bool isServer() const { return m_server; }
    // A shared campaign's link to its server: whether it answers now (a file's always does), and
    // the connection opened again after a restart or a dropped network (store/servercampaign.cpp);
    // false with the driver's words while the server cannot be reached.
    bool linkAlive() const;
    bool reconnect(QString *error);
    // The copy made before this open migrated an older file (empty when none was needed).
    QString migrationBackup() const { return m_migrationBackup; }
    // Read-only access to a file of an older schema reads an up-to-date copy of it in the
    // temporary folder (the file itself is never changed); empty otherwise.
    QString viewCopy() const { return m_viewCopy; }

private:
    CampaignFile(QString path, QString connectionName, int schemaVersion);
    static std::unique_ptr<CampaignFile> connect(const QString &path, bool creating,
                                                 bool readOnly, FileError *error);
    static std::unique_ptr<CampaignFile> upToDateCopy(std::unique_ptr<CampaignFile> old, FileError *error);

    QString m_path;
    QString m_connectionName;
    int m_schemaVersion = 0;
    std::unique_ptr<QLockFile> m_lock;
    QString m_migrationBackup;
    QString m_viewCopy;
    bool m_server = false;
    bool m_serverReadOnly = false;
};

// Whether `path` is the address of a shared campaign (postgresql:// or postgres://), not a file.
bool isServerAddress(const QString &path);
// A campaign's short name for titles and lists when it has none of its own: a file's name without
// its extension, a shared campaign's database name.
QString campaignShortName(const QString &path);

// The folder that keeps the rotating daily backups (and migration backups) of a campaign:
// <dataFolder()>/backups/<name>-<hash of its path>/ (store/datafolder.h).
QString backupFolder(const QString &campaignPath);
// Copies the campaign (consistently, with SQLite's VACUUM INTO) to `target`.
bool backupTo(QSqlDatabase &db, const QString &target, QString *error);
// Makes today's backup if there is none yet and keeps the newest `keep` daily backups; false
// when the copy could not be made. Run after a clean IntegrityCheck (store/integritycheck.h).
bool rotateDailyBackups(QSqlDatabase &db, const QString &campaignPath, int keep = 7);

} // namespace sw::store
