// sheetwright-cli list / show / import / export / history / undo / redo on campaign files,
// and every bad-file case through the CLI: a clear message, and the file unchanged.
#include "cli/clirun.h"
#include "store/campaignfile.h"

#include <QCryptographicHash>
#include <QFile>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::test::cli;
using sw::test::CliRun;

namespace {

QString fixture(const char *name)
{
    return QStringLiteral(SHEETWRIGHT_FIXTURES_DIR "/") + QLatin1StringView(name);
}

QByteArray checksum(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256) : QByteArray();
}

} // namespace

TEST(CliStore, ImportListShowHistoryUndoRedo)
{
    QTemporaryDir dir;
    const QString campaign = dir.filePath(u"table.sheetwright"_s);
    const CliRun imported = cli({u"import"_s, campaign, fixture("sheets/legal_cutter.json")});
    ASSERT_EQ(imported.code, sw::cli::Ok) << imported.err.toStdString();
    EXPECT_TRUE(imported.out.contains(u"character:1"_s));
    EXPECT_TRUE(cli({u"list"_s, campaign}).out.startsWith(u"character:1\tMara Kell\tcutter"_s));
    EXPECT_TRUE(cli({u"show"_s, campaign, u"character:1"_s}).out.contains(u"\"Mara Kell\""_s));
    EXPECT_TRUE(cli({u"history"_s, campaign, u"character:1"_s}).out.contains(u"character.add\tdone"_s));
    EXPECT_EQ(cli({u"undo"_s, campaign}).code, sw::cli::Ok);
    EXPECT_TRUE(cli({u"list"_s, campaign}).out.isEmpty());
    EXPECT_EQ(cli({u"redo"_s, campaign}).code, sw::cli::Ok);
    EXPECT_FALSE(cli({u"list"_s, campaign}).out.isEmpty());
    EXPECT_EQ(cli({u"redo"_s, campaign}).code, sw::cli::Failure);
}

TEST(CliStore, ASheetThatBreaksRulesIsNotImported)
{
    QTemporaryDir dir;
    const QString campaign = dir.filePath(u"table.sheetwright"_s);
    const CliRun r = cli({u"import"_s, campaign, fixture("sheets/tenth_stress.json")});
    EXPECT_EQ(r.code, sw::cli::Failure);
    EXPECT_TRUE(r.out.contains(u"stress.out_of_range"_s));
    EXPECT_TRUE(cli({u"list"_s, campaign}).out.isEmpty());
    EXPECT_EQ(cli({u"import"_s, u"--allow-violations"_s, campaign, fixture("sheets/tenth_stress.json")}).code, sw::cli::Ok);
}

TEST(CliStore, ExportImportExportIsIdentical)
{
    QTemporaryDir dir;
    const QString a = dir.filePath(u"a.sheetwright"_s);
    cli({u"import"_s, a, fixture("sheets/legal_cutter.json")});
    cli({u"import"_s, a, fixture("sheets/legal_new_cutter.json")});
    ASSERT_EQ(cli({u"export"_s, a, dir.filePath(u"a.json"_s)}).code, sw::cli::Ok);
    const QString b = dir.filePath(u"a2.sheetwright"_s);
    ASSERT_EQ(cli({u"import"_s, b, dir.filePath(u"a.json"_s)}).code, sw::cli::Ok);
    ASSERT_EQ(cli({u"export"_s, b, dir.filePath(u"b.json"_s)}).code, sw::cli::Ok);
    EXPECT_EQ(checksum(dir.filePath(u"a.json"_s)), checksum(dir.filePath(u"b.json"_s)));
    ASSERT_EQ(cli({u"export"_s, u"--sheet"_s, u"character:1"_s, a, dir.filePath(u"one.json"_s)}).code, sw::cli::Ok);
    EXPECT_EQ(cli({u"validate"_s, dir.filePath(u"one.json"_s)}).code, sw::cli::Ok);
}

// Each bad file, tried through every command, gives its message and stays byte-for-byte.
TEST(CliStore, BadFilesGiveTheirMessageAndStayUntouched)
{
    QTemporaryDir dir;
    const auto write = [&](const QString &name, const QByteArray &bytes) {
        QFile f(dir.filePath(name));
        f.open(QIODevice::WriteOnly);
        f.write(bytes);
        return dir.filePath(name);
    };
    const QString text = write(u"notes.sheetwright"_s, "just some notes\n");
    const QString truncated = write(u"truncated.sheetwright"_s, "SQLite format 3");
    const QString foreign = dir.filePath(u"foreign.sheetwright"_s);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"foreign"_s);
        db.setDatabaseName(foreign);
        db.open();
        QSqlQuery(db).exec(u"CREATE TABLE t (x)"_s);
        db.close();
    }
    QSqlDatabase::removeDatabase(u"foreign"_s);
    const QString newer = dir.filePath(u"newer.sheetwright"_s);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"newer"_s);
        db.setDatabaseName(newer);
        db.open();
        QSqlQuery(db).exec(u"PRAGMA application_id = %1"_s.arg(qint32(sw::store::kApplicationId)));
        QSqlQuery(db).exec(u"PRAGMA user_version = 99"_s);
        db.close();
    }
    QSqlDatabase::removeDatabase(u"newer"_s);
    const QString readOnly = dir.filePath(u"ro.sheetwright"_s);
    cli({u"import"_s, readOnly, fixture("sheets/legal_cutter.json")});
    QFile::setPermissions(readOnly, QFile::ReadOwner);

    const std::pair<QString, QString> cases[] = {
        {text, u"not a Sheetwright campaign"_s}, {truncated, u"not a Sheetwright campaign"_s},
        {foreign, u"another program"_s}, {newer, u"newer version"_s}, {readOnly, u"read-only"_s}};
    for (const auto &[file, message] : cases) {
        const QByteArray before = checksum(file);
        for (const QStringList &args : {QStringList{u"undo"_s, file}, QStringList{u"import"_s, file, fixture("sheets/legal_cutter.json")},
                                        QStringList{u"info"_s, file}}) {
            const CliRun r = cli(args);
            if (file == readOnly && args.first() == u"info"_s) {
                EXPECT_EQ(r.code, sw::cli::Ok); // reading a read-only campaign is fine
                continue;
            }
            EXPECT_EQ(r.code, sw::cli::Failure) << args.join(u' ').toStdString();
            EXPECT_TRUE(r.err.contains(message)) << args.join(u' ').toStdString() << " → " << r.err.toStdString();
        }
        EXPECT_EQ(checksum(file), before) << file.toStdString();
    }
}

// A second process that wants to edit a campaign open for editing is told it is in use; readers
// (list, show, export) still work.
TEST(CliStore, ASecondProcessIsToldTheCampaignIsInUse)
{
    QTemporaryDir dir;
    const QString campaign = dir.filePath(u"shared.sheetwright"_s);
    cli({u"import"_s, campaign, fixture("sheets/legal_cutter.json")});
    sw::store::FileError error;
    auto holder = sw::store::CampaignFile::open(campaign, &error);
    ASSERT_NE(holder, nullptr);
    QProcess editor;
    editor.start(QStringLiteral(SHEETWRIGHT_CLI), {u"undo"_s, campaign});
    ASSERT_TRUE(editor.waitForFinished(20000));
    EXPECT_EQ(editor.exitCode(), sw::cli::Failure);
    EXPECT_TRUE(QString::fromUtf8(editor.readAllStandardError()).contains(u"open for editing"_s));
    QProcess reader;
    reader.start(QStringLiteral(SHEETWRIGHT_CLI), {u"list"_s, campaign});
    ASSERT_TRUE(reader.waitForFinished(20000));
    EXPECT_EQ(reader.exitCode(), sw::cli::Ok);
    EXPECT_TRUE(QString::fromUtf8(reader.readAllStandardOutput()).contains(u"Mara Kell"_s));
}

// Foundry VTT actors import through the CLI with their values intact, unmapped fields listed,
// rules checked (a sheet that breaks one is refused unless allowed), and export back.
TEST(CliStore, FoundryActorsImportAndExport)
{
    QTemporaryDir dir;
    const QString campaign = dir.filePath(u"foundry.sheetwright"_s);
    const CliRun refused = cli({u"import"_s, campaign, fixture("foundry/character.json")});
    EXPECT_EQ(refused.code, sw::cli::Failure);
    EXPECT_TRUE(refused.out.contains(u"not mapped:"_s));
    EXPECT_TRUE(refused.out.contains(u"load.over_limit"_s));
    EXPECT_TRUE(cli({u"list"_s, campaign}).out.isEmpty());

    ASSERT_EQ(cli({u"import"_s, u"--allow-violations"_s, campaign, fixture("foundry/character.json")}).code, sw::cli::Ok);
    ASSERT_EQ(cli({u"import"_s, u"--allow-violations"_s, campaign, fixture("foundry/crew.json")}).code, sw::cli::Ok);
    const CliRun factions = cli({u"import"_s, u"--crew"_s, u"1"_s, campaign, fixture("foundry/faction.json")});
    ASSERT_EQ(factions.code, sw::cli::Ok) << factions.err.toStdString();
    ASSERT_EQ(cli({u"import"_s, campaign, fixture("foundry/clock.json")}).code, sw::cli::Ok);
    const QString listing = cli({u"list"_s, campaign}).out;
    EXPECT_TRUE(listing.contains(u"character:1\tSilas Vane\tcutter"_s)) << listing.toStdString();
    EXPECT_TRUE(listing.contains(u"crew:1\tThe Hollow Vow\tassassins"_s));
    EXPECT_TRUE(listing.contains(u"faction:bluecoats"_s));
    EXPECT_TRUE(listing.contains(u"clock:bluecoat_crackdown"_s));
    EXPECT_TRUE(cli({u"show"_s, campaign, u"crew:1"_s}).out.contains(u"\"bluecoats\": -2"_s));

    ASSERT_EQ(cli({u"export"_s, u"--sheet"_s, u"character:1"_s, u"--foundry"_s, campaign, dir.filePath(u"pc.json"_s)}).code, sw::cli::Ok);
    const QString again = dir.filePath(u"again.sheetwright"_s);
    ASSERT_EQ(cli({u"import"_s, u"--allow-violations"_s, again, dir.filePath(u"pc.json"_s)}).code, sw::cli::Ok);
    const CliRun a = cli({u"show"_s, campaign, u"character:1"_s});
    const CliRun b = cli({u"show"_s, again, u"character:1"_s});
    EXPECT_EQ(a.out, b.out);
}
