#include "cli/clirun.h"
#include "store/campaignfile.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

using sw::test::cli;
using Result = sw::test::CliRun;

TEST(Cli, VersionPrintsTheVersion)
{
    const Result r = cli({u"--version"_s});
    EXPECT_EQ(r.code, sw::cli::Ok);
    EXPECT_EQ(r.out.trimmed(), u"sheetwright-cli "_s + QStringLiteral(SHEETWRIGHT_VERSION));
}

TEST(Cli, HelpListsEveryCommand)
{
    const Result r = cli({u"--help"_s});
    EXPECT_EQ(r.code, sw::cli::Ok);
    EXPECT_TRUE(r.out.contains(u"--version"_s));
    for (const sw::cli::Command &command : sw::cli::Cli::commands())
        EXPECT_TRUE(r.out.contains(u"  "_s + command.name + u' ')) << command.name.toStdString();
}

TEST(Cli, HelpFollowsTheLanguage)
{
    const Result tw = cli({u"--lang"_s, u"zh_TW"_s, u"--help"_s});
    EXPECT_TRUE(tw.out.contains(u"指令"_s)) << tw.out.toStdString();
    const Result cn = cli({u"--lang"_s, u"zh_CN"_s, u"--help"_s});
    EXPECT_TRUE(cn.out.contains(u"命令"_s)) << cn.out.toStdString();
}

TEST(Cli, NoCommandIsAUsageError)
{
    const Result r = cli({});
    EXPECT_EQ(r.code, sw::cli::UsageError);
    EXPECT_TRUE(r.out.contains(u"Commands:"_s));
}

TEST(Cli, UnknownCommandAndLanguageAreUsageErrors)
{
    EXPECT_EQ(cli({u"fly"_s}).code, sw::cli::UsageError);
    EXPECT_EQ(cli({u"--lang"_s, u"klingon"_s, u"--help"_s}).code, sw::cli::UsageError);
}

TEST(Cli, CommandHelpShowsItsUsage)
{
    const Result r = cli({u"new"_s, u"--help"_s});
    EXPECT_EQ(r.code, sw::cli::Ok);
    EXPECT_TRUE(r.out.startsWith(u"Usage: sheetwright-cli new FILE"_s)) << r.out.toStdString();
    EXPECT_EQ(cli({u"help"_s, u"info"_s}).code, sw::cli::Ok);
}

TEST(Cli, NewCreatesACampaignThatInfoAccepts)
{
    QTemporaryDir dir;
    const QString file = dir.filePath(u"table.sheetwright"_s);
    const Result made = cli({u"new"_s, file});
    EXPECT_EQ(made.code, sw::cli::Ok) << made.err.toStdString();
    const Result info = cli({u"info"_s, file});
    EXPECT_EQ(info.code, sw::cli::Ok) << info.err.toStdString();
    EXPECT_TRUE(info.out.contains(u"format version %1"_s.arg(sw::store::kSchemaVersion)));
}

TEST(Cli, NewRefusesAnExistingFile)
{
    QTemporaryDir dir;
    const QString file = dir.filePath(u"taken"_s);
    QFile f(file);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("keep me");
    f.close();
    const Result r = cli({u"new"_s, file});
    EXPECT_EQ(r.code, sw::cli::Failure);
    EXPECT_TRUE(r.err.contains(u"already exists"_s));
}

TEST(Cli, InfoExplainsAForeignFileInTheChosenLanguageAndLeavesIt)
{
    QTemporaryDir dir;
    const QString file = dir.filePath(u"notes.txt"_s);
    QFile f(file);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("shopping list");
    f.close();
    const Result en = cli({u"info"_s, file});
    EXPECT_EQ(en.code, sw::cli::Failure);
    EXPECT_TRUE(en.err.contains(u"not a Sheetwright campaign"_s)) << en.err.toStdString();
    const Result tw = cli({u"--lang"_s, u"zh_TW"_s, u"info"_s, file});
    EXPECT_TRUE(tw.err.contains(u"戰役"_s)) << tw.err.toStdString();
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_EQ(f.readAll(), QByteArray("shopping list"));
}

TEST(Cli, WrongArgumentCountIsAUsageError)
{
    EXPECT_EQ(cli({u"info"_s}).code, sw::cli::UsageError);
    EXPECT_EQ(cli({u"new"_s, u"a"_s, u"b"_s}).code, sw::cli::UsageError);
}
