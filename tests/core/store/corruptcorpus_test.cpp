// The corrupt-file corpus, generated here from a real campaign: truncated at many lengths, pages
// zeroed, random bytes written over, random noise, an empty file, a foreign SQLite database and
// a campaign from a newer Sheetwright. Each is opened in-process (CampaignFile::open for editing
// and read-only; whatever opens is read through the store) and by `sheetwright-cli list` in a
// child process, so a crash is counted rather than taken for a test failure. Every file must be
// left byte-for-byte as it was, every refusal must say why, and nothing may crash.
#include "core/store/reliabilityresults.h"
#include "support/campaigngenerator.h"

#include "store/campaignstore.h"
#include "store/integritycheck.h"

#include <QCryptographicHash>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::store::CampaignFile;
using sw::store::FileProblem;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

struct Outcome
{
    bool changed = false;
    bool crashed = false;
    bool refusedWithoutReason = false;
    bool opened = false; // for editing: the damage was not in the header or the schema
    bool flagged = false; // opened, and the whole-file check a session runs in the background found it
};

// Opens the file every way the app and the CLI do; reports whether it changed or anything crashed.
Outcome probe(const QString &path)
{
    Outcome out;
    const QByteArray before = QCryptographicHash::hash(readAll(path), QCryptographicHash::Sha256);
    for (const auto access : {CampaignFile::Access::Edit, CampaignFile::Access::ReadOnly}) {
        sw::store::FileError error;
        auto file = CampaignFile::open(path, &error, access);
        if (!file) {
            if (error.problem == FileProblem::None)
                out.refusedWithoutReason = true;
            continue;
        }
        if (access == CampaignFile::Access::Edit) {
            out.opened = true;
            // What a session runs beside the open campaign (store/integritycheck.h), backups off:
            // a sound check would otherwise add a file to the backups folder, not to this one.
            sw::store::IntegrityCheck check;
            out.flagged = check.run(path, false).result.problem == FileProblem::Corrupt;
        }
        // Whatever opens is read in full, damaged or not: nothing may crash.
        sw::store::CampaignStore store(*file);
        for (const sw::store::SheetInfo &info : store.list())
            (void)store.snapshot(info.ref);
        (void)store.history();
    }
    QProcess cli;
    cli.start(QStringLiteral(SHEETWRIGHT_CLI), {u"list"_s, path});
    if (!cli.waitForFinished(60000) || cli.exitStatus() == QProcess::CrashExit)
        out.crashed = true;
    out.changed = QCryptographicHash::hash(readAll(path), QCryptographicHash::Sha256) != before;
    return out;
}

} // namespace

class CorruptCorpus : public ::testing::Test
{
protected:
    static void SetUpTestSuite()
    {
        s_dir = new QTemporaryDir;
        s_original = s_dir->filePath(u"original.sheetwright"_s);
        const auto g = sw::test::generateCampaign(s_original, sw::test::CampaignScale::times(0.01));
        ASSERT_TRUE(g.ok) << g.error.toStdString();
        s_bytes = readAll(s_original);
    }
    static void TearDownTestSuite()
    {
        delete s_dir;
        s_dir = nullptr;
    }

    // Runs every variant through probe() and records the counts under `area`.
    void run(const QString &area, const QList<QByteArray> &variants, const QString &note)
    {
        sw::test::ReliabilityCount count{area, 0, 0, 0, 0, note};
        int opened = 0;
        int flagged = 0;
        for (qsizetype i = 0; i < variants.size(); ++i) {
            const QString path = s_dir->filePath(u"case-%1.sheetwright"_s.arg(++s_case));
            writeAll(path, variants.at(i));
            const Outcome o = probe(path);
            ++count.tried;
            count.changed += o.changed ? 1 : 0;
            count.crashes += o.crashed ? 1 : 0;
            opened += o.opened ? 1 : 0;
            flagged += o.flagged ? 1 : 0;
            EXPECT_FALSE(o.changed) << area.toStdString() << " case " << i << " was modified";
            EXPECT_FALSE(o.crashed) << area.toStdString() << " case " << i << " crashed sheetwright-cli";
            EXPECT_FALSE(o.refusedWithoutReason) << area.toStdString() << " case " << i;
        }
        count.note += u" (%1 refused at open with a reason; %2 opened and read in full, %3 of them found damaged by the "
                      "background whole-file check)"_s.arg(count.tried - opened).arg(opened).arg(flagged);
        sw::test::recordReliability(count);
    }

    static constexpr int kPage = 4096;
    static inline QTemporaryDir *s_dir = nullptr;
    static inline QString s_original;
    static inline QByteArray s_bytes;
    static inline int s_case = 0;
};

TEST_F(CorruptCorpus, TruncatedFiles)
{
    QList<QByteArray> variants;
    const qsizetype size = s_bytes.size();
    for (qsizetype length : {qsizetype(0), qsizetype(1), qsizetype(16), qsizetype(99), qsizetype(100), qsizetype(512),
                             qsizetype(kPage - 1), qsizetype(kPage), qsizetype(kPage + 1), 2 * qsizetype(kPage),
                             size / 4, size / 2, size - qsizetype(kPage), size - 1})
        variants.append(s_bytes.left(length));
    run(u"corrupt file: truncated"_s, variants, u"refused (not a campaign, damaged) or opened read-only of what is left"_s);
}

TEST_F(CorruptCorpus, ZeroedPages)
{
    QList<QByteArray> variants;
    const int pages = int(s_bytes.size() / kPage);
    ASSERT_GT(pages, 8);
    QRandomGenerator rng(1);
    QList<int> which = {0, 1, 2, pages / 2, pages - 1};
    while (which.size() < 20)
        which.append(int(rng.bounded(pages)));
    for (int page : which) {
        QByteArray b = s_bytes;
        std::fill(b.begin() + qsizetype(page) * kPage, b.begin() + qsizetype(page + 1) * kPage, '\0');
        variants.append(b);
    }
    run(u"corrupt file: zeroed pages"_s, variants, u"refused as damaged or not a campaign, or opened, read and flagged by the whole-file check"_s);
}

TEST_F(CorruptCorpus, RandomBytesWrittenOver)
{
    QList<QByteArray> variants;
    QRandomGenerator rng(2);
    for (int i = 0; i < 40; ++i) {
        QByteArray b = s_bytes;
        const qsizetype at = qsizetype(rng.bounded(quint32(b.size() - 64)));
        const int length = 1 + int(rng.bounded(64));
        for (int k = 0; k < length; ++k)
            b[at + k] = char(rng.bounded(256));
        variants.append(b);
    }
    run(u"corrupt file: random bytes written over"_s, variants,
        u"refused, or opened and read in full when the damage is inside a value"_s);
}

TEST_F(CorruptCorpus, NoiseEmptyForeignAndNewer)
{
    QList<QByteArray> variants;
    QRandomGenerator rng(3);
    QByteArray noise(s_bytes.size(), '\0');
    for (char &c : noise)
        c = char(rng.bounded(256));
    variants.append(noise);
    variants.append(QByteArray());
    variants.append(QByteArray("SQLite format 3") + QByteArray(200, 'x'));
    run(u"corrupt file: random noise, empty, fake header"_s, variants, u"refused: not a campaign"_s);

    // A foreign SQLite database, and a campaign of a newer schema.
    const QString foreign = s_dir->filePath(u"foreign.db"_s);
    const QString newer = s_dir->filePath(u"newer.sheetwright"_s);
    QFile::copy(s_original, newer);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"corpus"_s);
        db.setDatabaseName(foreign);
        ASSERT_TRUE(db.open());
        QSqlQuery(db).exec(u"CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)"_s);
        QSqlQuery(db).exec(u"INSERT INTO notes (text) VALUES ('not a campaign')"_s);
        db.close();
        db.setDatabaseName(newer);
        ASSERT_TRUE(db.open());
        QSqlQuery(db).exec(u"PRAGMA journal_mode = DELETE"_s);
        ASSERT_TRUE(QSqlQuery(db).exec(u"PRAGMA user_version = %1"_s.arg(sw::store::kSchemaVersion + 1)));
        db.close();
    }
    QSqlDatabase::removeDatabase(u"corpus"_s);
    sw::store::FileError error;
    EXPECT_EQ(CampaignFile::open(foreign, &error), nullptr);
    EXPECT_EQ(error.problem, FileProblem::Foreign);
    EXPECT_EQ(CampaignFile::open(newer, &error), nullptr);
    EXPECT_EQ(error.problem, FileProblem::Newer);
    run(u"foreign SQLite file, newer schema"_s, {readAll(foreign), readAll(newer)},
        u"refused: foreign / written by a newer Sheetwright"_s);
}
