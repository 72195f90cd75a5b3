// sheetwright-cli fate odds / fate roll, run in-process: exact odds as fractions, the seed's
// worked examples through --faces, seeded rolls that repeat, words in the chosen language.
#include "cli/clirun.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::test::cli;
using sw::test::CliRun;

TEST(CliFate, OddsAgainstEveryDifficulty)
{
    const CliRun r = cli({u"fate"_s, u"odds"_s, u"--skill"_s, u"2"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 15); // header, −4…+8, cases
    // Fair (+2) against Fair (+2): ties are the 19 of 81 rolls that sum to 0 (spec §1.3).
    EXPECT_EQ(lines.at(7), u"Fair (+2)\t31/81 (38.3%)\t19/81 (23.5%)\t26/81 (32.1%)\t5/81 (6.2%)"_s);
    EXPECT_EQ(lines.last(), u"Cases: 81"_s);
}

TEST(CliFate, OddsOfAnOpposedRollInChinese)
{
    const CliRun r = cli({u"--lang"_s, u"zh_TW"_s, u"fate"_s, u"odds"_s, u"--skill"_s, u"2"_s, u"--opposed"_s, u"2"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    EXPECT_TRUE(r.out.startsWith(u"目標\t失敗\t平手\t成功\t絕妙成功\n"_s)) << r.out.toStdString();
    // Ties are 1,107 of the 6,561 pairs (spec §1.3), reduced.
    EXPECT_TRUE(r.out.contains(u"41/243 (16.9%)"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"尚可（+2）"_s));
}

// §6.6 rows 3–4: Ruth's Fight +4 rolls --00 against the corpse's effort +0: 2 shifts, a hit of 2.
TEST(CliFate, RollWithGivenFacesReproducesTheSeedsExample)
{
    const CliRun r = cli({u"fate"_s, u"roll"_s, u"--skill"_s, u"4"_s, u"--faces=--00"_s, u"--opposed"_s, u"0"_s,
                          u"--action"_s, u"attack"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    EXPECT_EQ(r.out, u"Dice: --00 (-2)\nEffort: Fair (+2)\nOpposition: Mediocre (+0)\nShifts: +2\nOutcome: Succeed\n"
                     "Attack: A hit equal to your shifts.\n  Hit: 2\n"_s);
    const CliRun tw = cli({u"--lang"_s, u"zh_TW"_s, u"fate"_s, u"roll"_s, u"--skill"_s, u"1"_s, u"--faces"_s, u"00++"_s,
                           u"--difficulty"_s, u"2"_s});
    EXPECT_TRUE(tw.out.contains(u"良好（+3）"_s)) << tw.out.toStdString();
    EXPECT_TRUE(tw.out.contains(u"成功"_s));
}

TEST(CliFate, SeededRollsRepeat)
{
    const QStringList args{u"fate"_s, u"roll"_s, u"--skill"_s, u"3"_s, u"--difficulty"_s, u"2"_s, u"--seed"_s, u"12345"_s};
    const CliRun a = cli(args);
    const CliRun b = cli(args);
    ASSERT_EQ(a.code, sw::cli::Ok);
    EXPECT_EQ(a.out, b.out);
    EXPECT_TRUE(a.out.contains(u"Seed: 12345"_s));
}

TEST(CliFate, BadInputIsExplained)
{
    CliRun r = cli({u"fate"_s, u"roll"_s, u"--faces"_s, u"0+x+"_s});
    EXPECT_EQ(r.code, sw::cli::UsageError);
    EXPECT_TRUE(r.err.contains(u"--faces"_s));
    r = cli({u"fate"_s, u"roll"_s, u"--action"_s, u"attack"_s, u"--difficulty"_s, u"2"_s});
    EXPECT_EQ(r.code, sw::cli::UsageError);
    EXPECT_TRUE(r.err.contains(u"--opposed"_s));
    r = cli({u"fate"_s, u"dance"_s});
    EXPECT_EQ(r.code, sw::cli::UsageError);
    r = cli({u"--lang"_s, u"zh_CN"_s, u"fate"_s, u"odds"_s, u"--skill"_s, u"x"_s});
    EXPECT_EQ(r.code, sw::cli::UsageError);
    EXPECT_FALSE(r.err.contains(u"takes a whole number"_s)) << "said in Chinese: " << r.err.toStdString();
}
