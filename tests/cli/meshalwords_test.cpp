// Issue #18: Meshal's messages in the reader's language — why an attack string cannot be read
// (parseAttack; `meshal damage`, as the dice dock) and a content pack's cross-checks on import (an
// id used twice, an innate ability granted by a species not in the pack), each with its stable
// code (docs/violations.md) and said by l10n::MeshalViolationText in English and in Chinese.
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

const QString kExamples = QStringLiteral(SHEETWRIGHT_SOURCE_DIR "/resources/rulepacks/meshal-lite-examples/content.json");

QJsonObject examples()
{
    QFile f(kExamples);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    return QJsonDocument::fromJson(f.readAll()).object();
}

QString written(const QTemporaryDir &dir, const QJsonObject &pack)
{
    const QString path = dir.filePath(u"pack.json"_s);
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(pack).toJson());
    return path;
}

} // namespace

TEST(CliMeshalWords, AnAttackThatCannotBeReadIsSaidInTheReadersLanguage)
{
    CliRun r = cli({u"meshal"_s, u"damage"_s, u"对强壮造成3🎲火焰攻击"_s, u"--roll"_s, u"2"_s});
    EXPECT_NE(r.code, 0);
    EXPECT_TRUE(r.err.contains(u"meshal.attack.syntax.type"_s)) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(u"\"火焰\" is not an attack type"_s)) << r.err.toStdString();
    r = cli({u"--lang"_s, u"zh_CN"_s, u"meshal"_s, u"damage"_s, u"对强壮造成3🎲火焰攻击"_s, u"--roll"_s, u"2"_s});
    EXPECT_TRUE(r.err.contains(u"meshal.attack.syntax.type"_s)) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(u"“火焰”不是攻击类型"_s)) << r.err.toStdString();
    r = cli({u"--lang"_s, u"zh_TW"_s, u"meshal"_s, u"damage"_s, u"对迅捷造成3🎲物理攻击"_s, u"--roll"_s, u"2"_s});
    EXPECT_TRUE(r.err.contains(u"meshal.attack.syntax.attribute"_s)) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(u"「迅捷」不是屬性"_s)) << r.err.toStdString();
}

TEST(CliMeshalWords, APacksCrossChecksAreSaidInTheReadersLanguage)
{
    QTemporaryDir dir;
    const QString campaign = dir.filePath(u"c.sheetwright"_s);
    QJsonObject pack = examples();
    QJsonArray species = pack[u"species"_s].toArray();
    species.append(species.at(0));
    pack.insert(u"species"_s, species);
    const QString twice = written(dir, pack);
    CliRun r = cli({u"import"_s, campaign, twice});
    EXPECT_NE(r.code, 0);
    EXPECT_TRUE(r.err.contains(u"meshal.content.duplicate_id"_s)) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(u"is used twice"_s)) << r.err.toStdString();
    r = cli({u"--lang"_s, u"zh_CN"_s, u"import"_s, campaign, twice});
    EXPECT_NE(r.code, 0);
    EXPECT_TRUE(r.err.contains(u"种族：编号"_s)) << r.err.toStdString();

    pack = examples();
    QJsonArray abilities = pack[u"abilities"_s].toArray();
    QJsonObject innate = abilities.at(0).toObject();
    innate.insert(u"type"_s, u"innate"_s);
    innate.insert(u"granted_by"_s, u"no_such_species"_s);
    abilities[0] = innate;
    pack.insert(u"abilities"_s, abilities);
    const QString granted = written(dir, pack);
    r = cli({u"import"_s, campaign, granted});
    EXPECT_NE(r.code, 0);
    EXPECT_TRUE(r.err.contains(u"meshal.content.unknown_granter"_s)) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(u"neither a species nor a feature"_s)) << r.err.toStdString();
    r = cli({u"--lang"_s, u"zh_TW"_s, u"import"_s, campaign, granted});
    EXPECT_TRUE(r.err.contains(u"no_such_species"_s)) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(u"既不是此包的種族"_s)) << r.err.toStdString();
}
