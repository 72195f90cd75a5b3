// sheetwright-cli and Meshal Lite's rules of what a character does with its sheet (issue #18,
// spec §6): rule 45 (one weapon per weapon attack, from the attacker's sheet: meshal damage
// --attacker --weapon) and rule 62 (背负: meshal bear, and --bearing on roll and odds); validate on
// a Meshal sheet file, its schema's findings said in the reader's language.
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

class CliMeshalActions : public ::testing::Test
{
protected:
    // A new sheet (3/3/3, 36 Talent), of the example human when `human`.
    QString sheet(const QString &name, bool human = true)
    {
        const QString path = dir.filePath(name + u".json"_s);
        QStringList args{u"meshal"_s, u"new"_s, path, u"--name"_s, name};
        if (human)
            args << u"--species"_s << u"human"_s;
        const CliRun r = cli(args);
        EXPECT_EQ(r.code, 0) << r.err.toStdString();
        return path;
    }
    static QJsonObject read(const QString &path)
    {
        QFile file(path);
        EXPECT_TRUE(file.open(QIODevice::ReadOnly));
        return QJsonDocument::fromJson(file.readAll()).object();
    }
    static void write(const QString &path, const QJsonObject &o)
    {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(QJsonDocument(o).toJson());
    }
    static void change(const QString &path, const QString &key, const QJsonValue &value)
    {
        QJsonObject o = read(path);
        o.insert(key, value);
        write(path, o);
    }

    QTemporaryDir dir;
};

// Rule 62 (spec §6, §2.10; L772 「背负者每次只能背负一个体型与自己相同或更小的生物」, L775 「你的移速减半,
// 且你与被背负者在任何投骰时都有3劣势」): one creature at a time, the bearer's size or smaller; the
// bearer's speeds halved (平移3 → 1, 攀爬1 → 0); 3 disadvantages on the rolls of both.
TEST_F(CliMeshalActions, Rule62_BearOneCreatureNoLargerAtHalfSpeedWithThreeDisadvantages)
{
    const QString bearer = sheet(u"甲"_s);
    const QString small = sheet(u"乙"_s, false);
    change(small, u"size"_s, u"small"_s);
    const QString large = sheet(u"丙"_s, false);
    change(large, u"size"_s, u"large"_s);
    const QString same = sheet(u"丁"_s);

    CliRun r = cli({u"meshal"_s, u"bear"_s, bearer, small});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"甲 bears 乙."_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"Walk: speed 3 → 1"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"Climb: speed 1 → 0"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"Both roll with 3 disadvantages"_s)) << r.out.toStdString();
    EXPECT_EQ(cli({u"meshal"_s, u"bear"_s, bearer, same}).code, 0); // the bearer's own size

    r = cli({u"meshal"_s, u"bear"_s, bearer, large});
    EXPECT_EQ(r.code, sw::cli::Failure);
    EXPECT_TRUE(r.err.contains(u"meshal.bearing.too_large"_s)) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(u"too large to bear"_s)) << r.err.toStdString();
    r = cli({u"meshal"_s, u"bear"_s, bearer, small, u"--already"_s, u"1"_s});
    EXPECT_EQ(r.code, sw::cli::Failure);
    EXPECT_TRUE(r.err.contains(u"only one other creature at a time (rule 62)"_s)) << r.err.toStdString();
    // In the rulebook's language.
    r = cli({u"--lang"_s, u"zh_CN"_s, u"meshal"_s, u"bear"_s, bearer, small});
    ASSERT_EQ(r.code, 0);
    EXPECT_TRUE(r.out.contains(u"平移"_s)) << r.out.toStdString();
    EXPECT_FALSE(r.out.contains(u"bears"_s)) << r.out.toStdString();

    // --bearing: 4 dice less 3 roll 1; the odds of beating 0 with one die are 2/6 = 1/3.
    r = cli({u"meshal"_s, u"odds"_s, u"--dice"_s, u"4"_s, u"--bearing"_s, u"--difficulty"_s, u"0"_s});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"Dice: 1 "_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"1/3"_s)) << r.out.toStdString();
    r = cli({u"meshal"_s, u"roll"_s, u"5🎲"_s, u"--bearing"_s, u"--faces"_s, u"1,2"_s});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"Dice rolled: 2"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"Result: 3"_s)) << r.out.toStdString();
}

// Rule 45 (spec §6, §2.7; L952 「即使你装备了多件武器,每次也仅能选择其中一件进行一次武器攻击」): an attack
// made with one weapon of the attacker's sheet, equipped (or natural); its dice are the attacker's.
TEST_F(CliMeshalActions, Rule45_OneEquippedWeaponOfTheAttackersSheetPerAttack)
{
    const QString attacker = sheet(u"甲"_s);
    const QString target = sheet(u"乙"_s);
    const QJsonObject axe{{u"key"_s, u"axe"_s}, {u"name"_s, u"战斧"_s}, {u"types"_s, QJsonArray{u"weapon"_s}}, {u"scale"_s, u"light"_s},
                          {u"attacks"_s, QJsonArray{u"对强壮造成强壮🎲物理攻击,穿透2防护(可格挡/闪避)"_s}}, {u"equipped"_s, true}};
    QJsonObject bow{{u"key"_s, u"bow"_s}, {u"name"_s, u"长弓"_s}, {u"types"_s, QJsonArray{u"weapon.direct_fire"_s}}, {u"scale"_s, u"light"_s},
                    {u"attacks"_s, QJsonArray{u"对强壮造成强壮/精神孰低🎲物理攻击(可格挡/闪避)"_s}}};
    change(attacker, u"items"_s, QJsonArray{axe, bow});

    // Two weapons at once: refused.
    CliRun r = cli({u"meshal"_s, u"damage"_s, u"--attacker"_s, attacker, u"--weapon"_s, u"axe"_s, u"--weapon"_s, u"bow"_s,
                    u"--roll"_s, u"3"_s, u"--sheet"_s, target});
    EXPECT_EQ(r.code, sw::cli::Failure);
    EXPECT_TRUE(r.err.contains(u"meshal.attack.one_weapon"_s)) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(u"uses one weapon, not 2 (rule 45)"_s)) << r.err.toStdString();
    // The bow is in the pack, not to hand.
    r = cli({u"meshal"_s, u"damage"_s, u"--attacker"_s, attacker, u"--weapon"_s, u"bow"_s, u"--roll"_s, u"3"_s});
    EXPECT_EQ(r.code, sw::cli::Failure);
    EXPECT_TRUE(r.err.contains(u"长弓 is not equipped"_s)) << r.err.toStdString();
    // The axe has one attack.
    r = cli({u"meshal"_s, u"damage"_s, u"--attacker"_s, attacker, u"--weapon"_s, u"axe"_s, u"--attack"_s, u"2"_s, u"--roll"_s, u"3"_s});
    EXPECT_EQ(r.code, sw::cli::Failure);
    EXPECT_TRUE(r.err.contains(u"meshal.attack.not_a_weapon"_s)) << r.err.toStdString();
    // A written attack and a weapon together: which one?
    r = cli({u"meshal"_s, u"damage"_s, u"3🎲"_s, u"--attacker"_s, attacker, u"--weapon"_s, u"axe"_s, u"--roll"_s, u"3"_s});
    EXPECT_EQ(r.code, sw::cli::UsageError);

    // The axe (L985): 强壮🎲 with the attacker's 3 Might dice, 3,1,2 → 3 points; 穿透2 against
    // physical protection 0 leaves 0, so 3 damage: the target's Might 3 → 0, unconscious (rule 8).
    r = cli({u"meshal"_s, u"damage"_s, u"--attacker"_s, attacker, u"--weapon"_s, u"axe"_s, u"--faces"_s, u"3,1,2"_s, u"--sheet"_s, target});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"Attack with 战斧: 对强壮造成强壮🎲物理攻击,穿透2防护(可格挡/闪避)"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"Attack roll: 3"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"Damage: 3"_s)) << r.out.toStdString();
    EXPECT_EQ(read(target)[u"attributes"_s][u"might"_s][u"dice"_s].toInt(), 0);
    // Taken up again, the bow attacks (its dice: the lower of 强壮 3 and 精神 3).
    bow.insert(u"equipped"_s, true);
    change(attacker, u"items"_s, QJsonArray{axe, bow});
    r = cli({u"meshal"_s, u"damage"_s, u"--attacker"_s, attacker, u"--weapon"_s, u"bow"_s, u"--faces"_s, u"1,1,4"_s,
             u"--physical"_s, u"1"_s});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"Damage: 1"_s)) << r.out.toStdString();
}

// `validate` on a Meshal sheet: every rule it breaks in words; a file that breaks the schema told
// where and why, in the reader's language (issue #18: validate on Meshal sheets).
TEST_F(CliMeshalActions, ValidateChecksAMeshalSheetAndSaysTheSchemaInTheReadersLanguage)
{
    const QString good = sheet(u"甲"_s);
    CliRun r = cli({u"validate"_s, good});
    ASSERT_EQ(r.code, 0) << r.err.toStdString() << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"the sheet follows the rules"_s)) << r.out.toStdString();

    // Dice above the total (rule 6).
    QJsonObject o = read(good);
    QJsonObject attributes = o[u"attributes"_s].toObject();
    QJsonObject might = attributes[u"might"_s].toObject();
    might.insert(u"dice"_s, 5);
    attributes.insert(u"might"_s, might);
    o.insert(u"attributes"_s, attributes);
    const QString broken = dir.filePath(u"broken.json"_s);
    write(broken, o);
    r = cli({u"validate"_s, broken});
    EXPECT_EQ(r.code, sw::cli::Failure);
    EXPECT_TRUE(r.codes().contains(u"meshal.dice.out_of_range"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"(rule 6)"_s)) << r.out.toStdString();

    // A name that is a number: the schema's place and reason, in English, zh_TW and zh_CN.
    o = read(good);
    o.insert(u"name"_s, 3);
    const QString bad = dir.filePath(u"bad.json"_s);
    write(bad, o);
    r = cli({u"validate"_s, bad});
    EXPECT_EQ(r.code, sw::cli::Failure);
    EXPECT_TRUE(r.err.contains(u"/name: expected text, found 3"_s)) << r.err.toStdString();
    r = cli({u"--lang"_s, u"zh_TW"_s, u"validate"_s, bad});
    EXPECT_TRUE(r.err.contains(u"/name: 應為文字，實為 3"_s)) << r.err.toStdString();
    r = cli({u"--lang"_s, u"zh_CN"_s, u"validate"_s, bad});
    EXPECT_TRUE(r.err.contains(u"/name: 应为文本，实为 3"_s)) << r.err.toStdString();
    // The sheet commands say it the same way.
    r = cli({u"--lang"_s, u"zh_CN"_s, u"meshal"_s, u"rest"_s, bad, u"--full"_s});
    EXPECT_EQ(r.code, sw::cli::Failure);
    EXPECT_TRUE(r.err.contains(u"/name: 应为文本，实为 3"_s)) << r.err.toStdString();
}

} // namespace
