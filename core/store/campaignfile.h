#pragma once

#include <QSqlDatabase>
#include <QString>

#include <memory>

namespace sw::store {

// "ShWr": written into every campaign file's SQLite header so that we recognise our own files
// and refuse everyone else's.
inline constexpr quint32 kApplicationId = 0x53685772;
// The schema this build writes and understands. Files with a higher user_version are refused.
inline constexpr int kSchemaVersion = 1;
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
    // Opens an existing campaign; a file that is not one is left byte-for-byte untouched.
    static std::unique_ptr<CampaignFile> open(const QString &path, FileError *error);

    QString path() const { return m_path; }
    int schemaVersion() const { return m_schemaVersion; }
    QSqlDatabase database() const;

private:
    CampaignFile(QString path, QString connectionName, int schemaVersion);
    static std::unique_ptr<CampaignFile> connect(const QString &path, bool creating,
                                                 FileError *error);

    QString m_path;
    QString m_connectionName;
    int m_schemaVersion = 0;
};

} // namespace sw::store
