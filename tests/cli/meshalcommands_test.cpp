// sheetwright-cli meshal odds / roll / damage / rest / new, run in-process: exact odds as
// fractions, the rulebook's worked rolls through --faces, seeded rolls that repeat, and a
// scripted fight on a sheet file — penetration against protection, dice removed,
// unconsciousness at 0 dice, rest capped at the total — with every number asserted.
#include "cli/clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::test::cli;
using sw::test::CliRun;

namespace {

const QString kAxe = u"对强壮造成强壮🎲物理攻击,穿透2防护(可格挡/闪避)"_s;

QJsonObject readJson(const QString &path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    return QJsonDocument::fromJson(f.readAll()).object();
}

void writeJson(const QString &path, const QJsonObject &o)
{
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(QJsonDocument(o).toJson());
}

} // namespace

// Spec §1.7: 4 dice beat 2 one time in three; 1,296 cases.
TEST(CliMeshal, OddsOfFourDice)
{
    const CliRun r = cli({u"meshal"_s, u"odds"_s, u"--dice"_s, u"4"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 12); // dice, mean, header, above 0…7, cases
    EXPECT_EQ(lines.at(0), u"Dice: 4 (Points)"_s);
    EXPECT_EQ(lines.at(1), u"Mean: 2"_s);
    EXPECT_EQ(lines.at(3), u"0\t65/81 (80.2%)"_s);
    EXPECT_EQ(lines.at(5), u"2\t1/3 (33.3%)"_s);
    EXPECT_EQ(lines.last(), u"Cases: 1296"_s);
}

// A pool in the notation with a disadvantage, in Chinese: 强壮+3🎲 with 4 dice, one
// disadvantage → 6 dice.
TEST(CliMeshal, OddsOfAPoolInChinese)
{
    const CliRun r = cli({u"--lang"_s, u"zh_CN"_s, u"meshal"_s, u"odds"_s, u"--pool"_s, u"强壮+3🎲"_s, u"--might"_s, u"4"_s,
                          u"--disadvantage"_s, u"1"_s, u"--difficulty"_s, u"2"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    EXPECT_TRUE(r.out.startsWith(u"骰数：6（点数）\n"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"\n2\t"_s));
    EXPECT_TRUE(r.out.contains(u"46656"_s));
}

// A1 (L97) and A2 (L102) through --faces; a difficulty is beaten only by more.
TEST(CliMeshal, TheRulebooksRolls)
{
    CliRun r = cli({u"meshal"_s, u"roll"_s, u"4🎲"_s, u"--faces"_s, u"3,1,2,6"_s, u"--difficulty"_s, u"3"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"Result: 3 (Points)\n"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"Difficulty 3: failure"_s));
    r = cli({u"--lang"_s, u"zh_TW"_s, u"meshal"_s, u"roll"_s, u"活力🎲+"_s, u"--energy"_s, u"6"_s, u"--faces"_s, u"2 3 3 4 1 5"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"18（骰面）"_s)) << r.out.toStdString();
}

TEST(CliMeshal, SeededRollsRepeatAndMistakesAreSaid)
{
    const QStringList args{u"meshal"_s, u"roll"_s, u"精神🎲"_s, u"--spirit"_s, u"6"_s, u"--seed"_s, u"2018"_s};
    const CliRun a = cli(args), b = cli(args);
    ASSERT_EQ(a.code, sw::cli::Ok);
    EXPECT_EQ(a.out, b.out);
    EXPECT_TRUE(a.out.contains(u"Dice rolled: 6"_s));
    CliRun r = cli({u"meshal"_s, u"roll"_s, u"力量🎲"_s});
    EXPECT_EQ(r.code, sw::cli::UsageError);
    EXPECT_TRUE(r.err.contains(u"力量"_s));
    r = cli({u"meshal"_s, u"roll"_s, u"4🎲"_s, u"--faces"_s, u"1,2"_s});
    EXPECT_EQ(r.code, sw::cli::UsageError);
    r = cli({u"meshal"_s, u"damage"_s, u"对强壮造成3🎲物理攻击"_s, u"--roll"_s, u"2"_s, u"--defence"_s, u"dodge"_s});
    EXPECT_EQ(r.code, sw::cli::Failure); // the attack lists no defence
}

// T6 (L1020): the wolf's attack rolls 3 against 物理 1, dodged with 2 points: a solid defence.
TEST(CliMeshal, ASolidDefence)
{
    const CliRun r = cli({u"meshal"_s, u"damage"_s, u"对强壮造成4🎲物理攻击(可格挡/闪避)"_s, u"--roll"_s, u"3"_s, u"--physical"_s, u"1"_s,
                          u"--defence"_s, u"dodge"_s, u"--defence-points"_s, u"2"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    EXPECT_EQ(r.out, u"Attack roll: 3\nProtection: 1\nDamage: 0\nSolid defence\n"_s);
}

// A scripted fight: a human with the boar's 物理防护 3 (L985) takes the battle axe twice, falls
// unconscious at 0 强壮 dice, rests and gets back only as many dice as its total.
TEST(CliMeshal, AScriptedFight)
{
    QTemporaryDir dir;
    const QString sheet = dir.filePath(u"boar.json"_s);
    CliRun r = cli({u"meshal"_s, u"new"_s, sheet, u"--name"_s, u"野猪"_s, u"--species"_s, u"human"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    QJsonObject d = readJson(sheet);
    d.insert(u"features"_s, QJsonArray{QJsonObject{{u"id"_s, u"hide"_s}, {u"name"_s, u"厚皮"_s},
                                                   {u"modifiers"_s, QJsonObject{{u"protections"_s, QJsonObject{{u"physical"_s, 3}}}}}}});
    writeJson(sheet, d);
    // Roll 2 (faces 2, 5, 6 of 阿丹's 3 强壮 dice): 2 − (3 − 2) = 1 die.
    r = cli({u"meshal"_s, u"damage"_s, kAxe, u"--might"_s, u"3"_s, u"--faces"_s, u"2,5,6"_s, u"--sheet"_s, sheet});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    EXPECT_EQ(r.out, u"Faces: 2 5 6\nAttack roll: 2\nProtection: 1\nDamage: 1\nMight dice: 3 → 2 (total 3)\n"_s);
    // Roll 4: 4 − 1 = 3 against 2 dice left: 强壮 at 0, unconscious and prone.
    r = cli({u"meshal"_s, u"damage"_s, kAxe, u"--roll"_s, u"4"_s, u"--sheet"_s, sheet});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    EXPECT_EQ(r.out, u"Attack roll: 4\nProtection: 1\nDamage: 3\nMight dice: 2 → 0 (total 3)\nUnconscious, Prone\n"_s);
    d = readJson(sheet);
    EXPECT_EQ(d[u"attributes"_s][u"might"_s][u"dice"_s].toInt(), 0);
    EXPECT_TRUE(d[u"conditions"_s][u"unconscious"_s].toBool());
    EXPECT_TRUE(d[u"conditions"_s][u"prone"_s].toBool());
    EXPECT_FALSE(d[u"conditions"_s][u"dead"_s].toBool());
    // A roll of 0 never hits (L983).
    r = cli({u"meshal"_s, u"damage"_s, kAxe, u"--roll"_s, u"0"_s, u"--sheet"_s, sheet});
    EXPECT_EQ(r.out, u"Attack roll: 0\nMiss: a roll of 0 never hits.\n"_s);
    // An hour of rest rolling 5 points gives back 3: the total.
    r = cli({u"--lang"_s, u"zh_CN"_s, u"meshal"_s, u"rest"_s, sheet, u"--points"_s, u"might=5"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    EXPECT_EQ(r.out, u"强壮：掷出 5，恢复 3\n强壮骰：0 → 3（总数 3）\n恢复清醒\n"_s);
    d = readJson(sheet);
    EXPECT_EQ(d[u"attributes"_s][u"might"_s][u"dice"_s].toInt(), 3);
    EXPECT_FALSE(d[u"conditions"_s][u"unconscious"_s].toBool());
    // A sheet the rules refuse is not read, and why is said in words.
    d.insert(u"attributes"_s, QJsonObject{{u"might"_s, QJsonObject{{u"trained"_s, 3}, {u"dice"_s, 9}}},
                                          {u"energy"_s, QJsonObject{{u"trained"_s, 3}, {u"dice"_s, 3}}},
                                          {u"spirit"_s, QJsonObject{{u"trained"_s, 3}, {u"dice"_s, 3}}}});
    writeJson(sheet, d);
    r = cli({u"meshal"_s, u"rest"_s, sheet, u"--full"_s});
    EXPECT_EQ(r.code, sw::cli::Failure);
    // Said in words (rule 6), not by its code.
    EXPECT_TRUE(r.err.contains(u"Might dice must be between 0 and the total 3; 9 is not (rule 6)."_s)) << r.err.toStdString();
}
