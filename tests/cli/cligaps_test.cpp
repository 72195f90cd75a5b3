// The command line as a new user tried it (issue #15): --lang after the command, a failed import
// into a new file, and the GM commands' refusals with their violation codes.
#include "cli/clirun.h"

#include <QDir>
#include <QFile>
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

} // namespace

// --lang L is the tool's option wherever it stands: before the command, after it, as --lang=L.
TEST(CliGaps, LangIsAcceptedAfterTheCommandAsWellAsBefore)
{
    const CliRun before = cli({u"--lang"_s, u"zh_TW"_s, u"odds"_s, u"2"_s});
    ASSERT_EQ(before.code, sw::cli::Ok) << before.err.toStdString();
    const CliRun after = cli({u"odds"_s, u"2"_s, u"--lang"_s, u"zh_TW"_s});
    ASSERT_EQ(after.code, sw::cli::Ok) << after.err.toStdString();
    EXPECT_EQ(after.out, before.out);
    EXPECT_NE(after.out, cli({u"odds"_s, u"2"_s}).out); // the words are zh_TW's, not English
    const CliRun equals = cli({u"odds"_s, u"2"_s, u"--lang=zh_TW"_s});
    EXPECT_EQ(equals.out, before.out);

    QTemporaryDir dir;
    const QString campaign = dir.filePath(u"c.sheetwright"_s);
    ASSERT_EQ(cli({u"new"_s, campaign}).code, sw::cli::Ok);
    // Also between a command and its subcommand, and after a subcommand's arguments.
    const CliRun list = cli({u"faction"_s, u"list"_s, campaign, u"--lang"_s, u"zh_CN"_s});
    EXPECT_EQ(list.code, sw::cli::Ok) << list.err.toStdString();
    const CliRun sub = cli({u"clock"_s, u"--lang"_s, u"zh_CN"_s, u"list"_s, campaign});
    EXPECT_EQ(sub.code, sw::cli::Ok) << sub.err.toStdString();
    // A wrong language after the command is the same usage error as before it.
    EXPECT_EQ(cli({u"odds"_s, u"--lang"_s, u"klingon"_s}).code, sw::cli::UsageError);
#ifdef SHEETWRIGHT_WITH_PRINT
    // export-pdf (built with the UI's print library only) keeps its own --lang: the sheets'
    // language (its help still lists it once).
    const CliRun help = cli({u"help"_s, u"export-pdf"_s});
    ASSERT_EQ(help.code, sw::cli::Ok) << help.err.toStdString();
    EXPECT_EQ(help.out.count(u"--lang"_s), 2) << help.out.toStdString(); // the usage line and the option
#endif
}

// A failed import into a file that was not there leaves no file behind; into a campaign that
// exists it leaves the campaign as it was.
TEST(CliGaps, AFailedImportIntoANewFileLeavesNoFile)
{
    QTemporaryDir dir;
    const QString fresh = dir.filePath(u"new.sheetwright"_s);
    const CliRun broken = cli({u"import"_s, fresh, fixture("sheets/tenth_stress.json")});
    EXPECT_EQ(broken.code, sw::cli::Failure);
    EXPECT_TRUE(broken.err.contains(u"was not made"_s)) << broken.err.toStdString();
    EXPECT_FALSE(QFile::exists(fresh));
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());

    QFile notJson(dir.filePath(u"notes.json"_s));
    ASSERT_TRUE(notJson.open(QIODevice::WriteOnly));
    notJson.write("{\"format\": \"sheetwright-campaign\", \"version\": 1, \"crews\": 7}");
    notJson.close();
    EXPECT_EQ(cli({u"import"_s, fresh, notJson.fileName()}).code, sw::cli::Failure);
    EXPECT_FALSE(QFile::exists(fresh));

    // An existing campaign stays, with what it held.
    ASSERT_EQ(cli({u"import"_s, fresh, fixture("sheets/legal_cutter.json")}).code, sw::cli::Ok);
    EXPECT_EQ(cli({u"import"_s, fresh, fixture("sheets/tenth_stress.json")}).code, sw::cli::Failure);
    ASSERT_TRUE(QFile::exists(fresh));
    EXPECT_TRUE(cli({u"list"_s, fresh}).out.startsWith(u"character:1\t"_s));
}

// A GM command's refusal prints like `validate`: code, field, sentence, one line each.
TEST(CliGaps, GmRefusalsPrintTheirViolationCode)
{
    QTemporaryDir dir;
    const QString campaign = dir.filePath(u"c.sheetwright"_s);
    ASSERT_EQ(cli({u"new"_s, campaign}).code, sw::cli::Ok);
    const CliRun tick = cli({u"clock"_s, u"tick"_s, campaign, u"nowhere"_s, u"1"_s});
    EXPECT_EQ(tick.code, sw::cli::Failure);
    EXPECT_TRUE(tick.err.startsWith(u"gm.clock.unknown\tclock\t"_s)) << tick.err.toStdString();
    EXPECT_TRUE(tick.err.contains(u"The campaign has no clock \"nowhere\"."_s)) << tick.err.toStdString();
    const CliRun downtime = cli({u"downtime"_s, u"start"_s, campaign, u"9"_s, u"--lang"_s, u"zh_TW"_s});
    EXPECT_EQ(downtime.code, sw::cli::Failure);
    EXPECT_TRUE(downtime.err.startsWith(u"gm.crew.unknown\tcrew\t"_s)) << downtime.err.toStdString();
}
