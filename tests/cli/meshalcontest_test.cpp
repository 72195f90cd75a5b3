// sheetwright-cli meshal contest (spec §1.6, L118 「结果较高者将赢得此次对抗」; L120 累加对抗): the
// exact odds of each side and of a tie before the roll, the dice as rolled at the table, the
// higher result winning, a tie left to the host, a progressive contest to a target, and seeds.
#include "cli/clirun.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::test::cli;
using sw::test::CliRun;

TEST(CliMeshalContest, OddsThenTheDiceAsRolled)
{
    // One point die each: 9/36 each side, 18/36 a tie.
    const CliRun r = cli({u"meshal"_s, u"contest"_s, u"1"_s, u"1"_s, u"--faces-first"_s, u"1"_s, u"--faces-second"_s, u"2"_s});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"First wins: 1/4 (25.0%)"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"Tie: 1/2 (50.0%)"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"Outcome: the second side wins"_s)) << r.out.toStdString();
    // L97's 4🎲 showing 3,1,2,6 make 3 against 3,5: a tie, left to the host.
    const CliRun tie = cli({u"meshal"_s, u"contest"_s, u"4🎲"_s, u"2🎲+"_s, u"--faces-first"_s, u"3,1,2,6"_s,
                            u"--faces-second"_s, u"1,2"_s});
    ASSERT_EQ(tie.code, 0) << tie.err.toStdString();
    EXPECT_TRUE(tie.out.contains(u"First: 3 1 2 6 → 3"_s)) << tie.out.toStdString();
    EXPECT_TRUE(tie.out.contains(u"Second: 1 2 → 3"_s)) << tie.out.toStdString();
    EXPECT_TRUE(tie.out.contains(u"a tie"_s)) << tie.out.toStdString();
    EXPECT_NE(cli({u"meshal"_s, u"contest"_s, u"2"_s, u"2"_s, u"--faces-first"_s, u"1"_s}).code, 0);
}

TEST(CliMeshalContest, SeededAndProgressiveContestsRepeat)
{
    const QStringList args{u"meshal"_s, u"contest"_s, u"4"_s, u"3🎲+"_s, u"--seed"_s, u"7"_s};
    const CliRun a = cli(args);
    const CliRun b = cli(args);
    ASSERT_EQ(a.code, 0) << a.err.toStdString();
    EXPECT_EQ(a.out, b.out);
    const CliRun p = cli({u"meshal"_s, u"contest"_s, u"2"_s, u"2"_s, u"--progressive"_s, u"4"_s, u"--seed"_s, u"3"_s});
    ASSERT_EQ(p.code, 0) << p.err.toStdString();
    EXPECT_TRUE(p.out.contains(u"(target 4)"_s)) << p.out.toStdString();
    EXPECT_TRUE(p.out.contains(u"Outcome:"_s)) << p.out.toStdString();
}
