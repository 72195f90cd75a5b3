// sheetwright-cli soulhunter charm (spec §18; seed L29–L30): the charms of the current scene and of a
// Sin — added, a slash marked with its note, cleared, removed, one undo step each; refused by code and
// in words while the kind's [base] size is unfilled and when a charm would hold more than its capacity.
#include "cli/clirun.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::test::cli;
using sw::test::CliRun;

TEST(CliSoulhunterCharm, Spec18_L29_L30_SceneAndSinCharmsAreMarkedUpToTheirCapacity)
{
    QTemporaryDir dir;
    const QString campaign = dir.filePath(u"charm.sheetwright"_s);
    CliRun r = cli({u"soulhunter"_s, u"gmscene"_s, campaign, u"--name"_s, u"天台"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    const auto charm = [&](const QStringList &args) { return cli(QStringList{u"soulhunter"_s, u"charm"_s, campaign} + args); };
    r = charm({u"--scene"_s, u"--add"_s, u"警报"_s, u"--kind"_s, u"warning"_s});
    EXPECT_EQ(r.code, sw::cli::UsageError);
    EXPECT_TRUE(r.err.contains(u"soulhunter.charm.capacity_unset\tThe charm's kind has no size yet: fill the setting charm_size_warning"_s))
        << r.err.toStdString();
    r = cli({u"soulhunter"_s, u"setting"_s, campaign, u"charm_size_warning"_s, u"2"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    r = charm({u"--scene"_s, u"--add"_s, u"警报"_s, u"--kind"_s, u"warning"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    EXPECT_EQ(r.out, u"Charms of 天台: 1\n0\t警报\twarning\t0 of 2 slashes\n"_s);
    ASSERT_EQ(charm({u"--scene"_s, u"--mark"_s, u"0"_s, u"--note"_s, u"脚步声"_s}).code, sw::cli::Ok);
    r = charm({u"--scene"_s, u"--mark"_s, u"0"_s, u"--note"_s, u"门被推开"_s});
    EXPECT_EQ(r.out, u"Charms of 天台: 1\n0\t警报\twarning\t2 of 2 slashes\n  1\t脚步声\n  2\t门被推开\n"_s);
    r = charm({u"--scene"_s, u"--mark"_s, u"0"_s});
    EXPECT_EQ(r.code, sw::cli::UsageError);
    EXPECT_TRUE(r.err.contains(u"soulhunter.charm.slashes_over\tThe charm is full: it holds 2 slashes and would have 3"_s)) << r.err.toStdString();
    ASSERT_EQ(charm({u"--scene"_s, u"--clear"_s, u"0"_s}).code, sw::cli::Ok);
    EXPECT_TRUE(charm({u"--scene"_s}).out.contains(u"1 of 2 slashes\n  1\t脚步声\n"_s));
    ASSERT_EQ(cli({u"undo"_s, campaign}).code, sw::cli::Ok);
    EXPECT_TRUE(charm({u"--scene"_s}).out.contains(u"2 of 2 slashes"_s)) << "one clear, one undo step";
    EXPECT_EQ(charm({u"--scene"_s, u"--remove"_s, u"3"_s}).code, sw::cli::UsageError);
    ASSERT_EQ(charm({u"--scene"_s, u"--remove"_s, u"0"_s}).code, sw::cli::Ok);
    EXPECT_EQ(charm({u"--scene"_s}).out, u"Charms of 天台: 0\n"_s);

    r = cli({u"soulhunter"_s, u"sin"_s, campaign, u"--name"_s, u"饥渴之罪"_s, u"--tag"_s, u"孤独"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    r = charm({u"--sin"_s, u"1"_s, u"--add"_s, u"斗法"_s, u"--kind"_s, u"duel"_s});
    EXPECT_TRUE(r.err.contains(u"charm_size_duel"_s)) << r.err.toStdString();
    r = charm({u"--sin"_s, u"1"_s, u"--add"_s, u"斗法"_s, u"--kind"_s, u"duel"_s, u"--capacity"_s, u"1"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    ASSERT_EQ(charm({u"--sin"_s, u"1"_s, u"--mark"_s, u"0"_s, u"--note"_s, u"第一击"_s}).code, sw::cli::Ok);
    EXPECT_EQ(charm({u"--sin"_s, u"1"_s, u"--mark"_s, u"0"_s}).code, sw::cli::UsageError);
    EXPECT_EQ(charm({u"--sin"_s, u"1"_s}).out, u"Charms of 饥渴之罪: 1\n0\t斗法\tduel\t1 of 1 slashes\n  1\t第一击\n"_s);
    EXPECT_EQ(charm({u"--sin"_s, u"9"_s}).code, sw::cli::Failure);
    EXPECT_EQ(charm({u"--scene"_s, u"--sin"_s, u"1"_s}).code, sw::cli::UsageError);
}
