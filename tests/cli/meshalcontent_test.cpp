// sheetwright-cli import with a Meshal content pack (issue #18: "content packs importable with
// `import`") and sheetwright-cli meshal content: the example pack (the rulebook's 战斧, L985)
// imported into a new campaign, listed, exported and imported back as one undo step each; a pack
// with an attack not in the rulebook's notation (spec §1.8) changes nothing.
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

QJsonObject readJson(const QString &path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    return QJsonDocument::fromJson(f.readAll()).object();
}

} // namespace

TEST(CliMeshalContent, TheExamplePackImportsListsAndExports)
{
    QTemporaryDir dir;
    const QString campaign = dir.filePath(u"c.sheetwright"_s);
    const CliRun in = cli({u"import"_s, campaign, kExamples});
    ASSERT_EQ(in.code, 0) << in.err.toStdString();
    EXPECT_TRUE(in.out.contains(u"7 new, 0 replaced"_s)) << in.out.toStdString();
    EXPECT_TRUE(in.out.contains(u"marked as an example"_s)) << in.out.toStdString();
    const CliRun zh = cli({u"--lang"_s, u"zh_CN"_s, u"meshal"_s, u"content"_s, campaign});
    ASSERT_EQ(zh.code, 0) << zh.err.toStdString();
    EXPECT_TRUE(zh.out.contains(u"item\tbattle_axe\t战斧"_s)) << zh.out.toStdString();
    EXPECT_TRUE(zh.out.contains(u"species\thuman\t人类"_s)) << zh.out.toStdString();

    const QString out = dir.filePath(u"out.json"_s);
    ASSERT_EQ(cli({u"meshal"_s, u"content"_s, campaign, u"--export"_s, out}).code, 0);
    const QJsonObject pack = readJson(out);
    EXPECT_EQ(pack[u"system"_s].toString(), u"meshal"_s);
    EXPECT_FALSE(pack.contains(u"example"_s)) << "the campaign's own content is not the example pack";
    EXPECT_EQ(pack[u"items"_s].toArray().size(), 4);
    const CliRun again = cli({u"import"_s, campaign, out});
    ASSERT_EQ(again.code, 0) << again.err.toStdString();
    EXPECT_TRUE(again.out.contains(u"0 new, 7 replaced"_s)) << again.out.toStdString();
    // Each import is one undo step: two undos leave no content.
    ASSERT_EQ(cli({u"undo"_s, campaign}).code, 0);
    ASSERT_EQ(cli({u"undo"_s, campaign}).code, 0);
    const CliRun empty = cli({u"meshal"_s, u"content"_s, campaign});
    ASSERT_EQ(empty.code, 0);
    EXPECT_TRUE(empty.out.isEmpty()) << empty.out.toStdString();
}

TEST(CliMeshalContent, APackWithABadAttackImportsNothing)
{
    QTemporaryDir dir;
    const QString campaign = dir.filePath(u"c.sheetwright"_s);
    ASSERT_EQ(cli({u"import"_s, campaign, kExamples}).code, 0);
    QJsonObject pack = readJson(kExamples);
    QJsonArray items = pack[u"items"_s].toArray();
    QJsonObject axe = items.at(0).toObject();
    axe.insert(u"attacks"_s, QJsonArray{u"a mighty swing"_s});
    items[0] = axe;
    pack.insert(u"items"_s, items);
    const QString bad = dir.filePath(u"bad.json"_s);
    QFile f(bad);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(pack).toJson());
    f.close();
    const CliRun run = cli({u"import"_s, campaign, bad});
    EXPECT_NE(run.code, 0);
    EXPECT_TRUE(run.err.contains(u"/items/0/attacks/0"_s)) << run.err.toStdString();
    const CliRun list = cli({u"meshal"_s, u"content"_s, campaign});
    EXPECT_EQ(list.out.count(u'\n'), 7) << list.out.toStdString();
}
