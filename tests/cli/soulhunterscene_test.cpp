// sheetwright-cli soulhunter gmscene and roll --as (issue #21): the GM's scene with its tags and
// challenge value (spec §5.1, §15; L63, L233), the challenge a campaign's roll starts from, and one
// side of an opposed check — a parry, a hazard tied (CAT 1), a resistance higher (L84-L90).
#include "cli/clirun.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::test::cli;
using sw::test::CliRun;

TEST(CliSoulhunterScene, TheScenesChallengeIsWhereARollStartsAndOpposedSidesKeepTheirTieRules_L63_L84_L89_L90)
{
    QTemporaryDir dir;
    const QString campaign = dir.filePath(u"scene.sheetwright"_s);
    CliRun r = cli({u"soulhunter"_s, u"new"_s, campaign, u"--name"_s, u"林澈"_s, u"--physique"_s, u"3"_s, u"--wisdom"_s, u"4"_s,
                    u"--soul"_s, u"5"_s, u"--mark"_s, u"锐利"_s, u"--mark"_s, u"迅捷"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    r = cli({u"soulhunter"_s, u"gmscene"_s, campaign, u"--name"_s, u"天台"_s, u"--tag"_s, u"暴雨"_s, u"--tag"_s, u"黑暗"_s,
             u"--challenge"_s, u"14"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"Scene: 天台\nScene tags: 暴雨, 黑暗\nChallenge value: 14\n"_s)) << r.out.toStdString();
    r = cli({u"soulhunter"_s, u"gmscene"_s, campaign, u"--tag"_s, u"暴雨"_s});
    EXPECT_EQ(r.code, sw::cli::UsageError);
    EXPECT_TRUE(r.err.contains(u"soulhunter.scene.tag_repeated\tThe scene already has the tag 暴雨."_s)) << r.err.toStdString();

    // 5 + 6 + 体魄 3 = 14 against the scene's 14: CAT 0.
    r = cli({u"soulhunter"_s, u"roll"_s, u"--campaign"_s, campaign, u"--attribute"_s, u"physique"_s, u"--faces"_s, u"5,6"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"Challenge 14: the scene's."_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"Check value: 14 against 14\nCAT 0: failure"_s)) << r.out.toStdString();
    // --challenge still wins.
    r = cli({u"soulhunter"_s, u"roll"_s, u"--campaign"_s, campaign, u"--attribute"_s, u"physique"_s, u"--faces"_s, u"5,6"_s,
             u"--challenge"_s, u"9"_s});
    EXPECT_FALSE(r.out.contains(u"the scene's"_s));
    EXPECT_TRUE(r.out.contains(u"Check value: 14 against 9\nCAT 2: success"_s)) << r.out.toStdString();

    // A parry: 10, no key attribute (L84), against attack 13: the attack hits with CAT 1.
    r = cli({u"soulhunter"_s, u"roll"_s, u"--campaign"_s, campaign, u"--attribute"_s, u"physique"_s, u"--as"_s, u"parry"_s,
             u"--challenge"_s, u"13"_s, u"--seed"_s, u"1"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"Dice value: 10\n"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"Defence value: 10\nAttacker's CAT: 1; defender's CAT: 0\nThe attack hits.\n"_s)) << r.out.toStdString();
    // A hazard: 10 + 体魄 3 = 13 against resistance 13, a tie: the hazard's CAT 1 (L89).
    r = cli({u"soulhunter"_s, u"roll"_s, u"--campaign"_s, campaign, u"--attribute"_s, u"physique"_s, u"--as"_s, u"hazard"_s,
             u"--challenge"_s, u"13"_s, u"--seed"_s, u"1"_s});
    EXPECT_TRUE(r.out.contains(u"Hazard's CAT: 1; resistance's CAT: 0\nThe resistance fails.\n"_s)) << r.out.toStdString();
    // A resistance: 6 + 7 + 3 = 16 against hazard 15, strictly higher (L90); 15 against 15 is not.
    r = cli({u"soulhunter"_s, u"roll"_s, u"--campaign"_s, campaign, u"--attribute"_s, u"physique"_s, u"--as"_s, u"resistance"_s,
             u"--challenge"_s, u"15"_s, u"--faces"_s, u"6,7"_s});
    EXPECT_TRUE(r.out.contains(u"Hazard's CAT: 0; resistance's CAT: 1\nThe resistance succeeds.\n"_s)) << r.out.toStdString();
    r = cli({u"soulhunter"_s, u"roll"_s, u"--campaign"_s, campaign, u"--attribute"_s, u"physique"_s, u"--as"_s, u"resistance"_s,
             u"--challenge"_s, u"15"_s, u"--faces"_s, u"5,7"_s});
    EXPECT_TRUE(r.out.contains(u"Hazard's CAT: 1; resistance's CAT: 0\nThe resistance fails.\n"_s)) << r.out.toStdString();
    r = cli({u"soulhunter"_s, u"roll"_s, u"--as"_s, u"dodge"_s});
    EXPECT_EQ(r.code, sw::cli::UsageError);

    // No challenge value: a roll starts from 10; undo brings the scene's 14 back.
    r = cli({u"soulhunter"_s, u"gmscene"_s, campaign, u"--no-challenge"_s, u"--remove-tag"_s, u"黑暗"_s});
    EXPECT_TRUE(r.out.contains(u"Scene tags: 暴雨\nChallenge value: none set (checks start from 10)"_s)) << r.out.toStdString();
    r = cli({u"undo"_s, campaign});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    r = cli({u"soulhunter"_s, u"gmscene"_s, campaign});
    EXPECT_TRUE(r.out.contains(u"Scene tags: 暴雨, 黑暗\nChallenge value: 14\n"_s)) << r.out.toStdString();
}
