// sheetwright-cli fate import / fate export (Fari's character JSON) and `validate` on a Fate sheet
// file (issue #17): a Fari file comes in as one journaled sheet and goes back out; a bad file or a
// sheet that breaks rules changes nothing; validate lists each broken rule in words.
#include "cli/clirun.h"

#include "store/campaignfile.h"
#include "store/campaignstore.h"
#include "systems/fate/io/fari.h"
#include "systems/fate/pack.h"
#include "systems/fate/store/fatesheets.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::test::cli;
using sw::test::CliRun;

namespace {

QString fixture(const QString &name)
{
    return QStringLiteral(SHEETWRIGHT_FIXTURES_DIR) + u"/fate/"_s + name;
}

int fateCharacters(const QString &campaign)
{
    sw::store::FileError error;
    auto file = sw::store::CampaignFile::open(campaign, &error, sw::store::CampaignFile::Access::ReadOnly);
    if (!file)
        return -1;
    sw::store::CampaignStore store(*file);
    return int(sw::fate::characters(store).size());
}

TEST(CliFateFari, ImportThenExportKeepsTheCharacter)
{
    QTemporaryDir dir;
    const QString campaign = dir.filePath(u"fari.sheetwright"_s);
    const CliRun in = cli({u"fate"_s, u"import"_s, campaign, fixture(u"ada.fari.json"_s)});
    ASSERT_EQ(in.code, sw::cli::Ok) << in.err.toStdString();
    EXPECT_TRUE(in.out.contains(u"Imported fate-character:1"_s)) << in.out.toStdString();
    EXPECT_TRUE(in.out.contains(u"not mapped:\tSKILLS / PILOTING: +2"_s)) << in.out.toStdString();
    EXPECT_EQ(fateCharacters(campaign), 1);
    // One journal entry: undo takes the import back.
    const CliRun history = cli({u"history"_s, campaign});
    EXPECT_TRUE(history.out.contains(u"Import Ada Quill"_s)) << history.out.toStdString();

    const QString out = dir.filePath(u"ada-back.fari.json"_s);
    const CliRun exported = cli({u"fate"_s, u"export"_s, campaign, u"fate-character:1"_s, out});
    ASSERT_EQ(exported.code, sw::cli::Ok) << exported.err.toStdString();
    QFile file(out);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const sw::fate::FariImport back = sw::fate::importFari(file.readAll(), *sw::fate::builtInFatePack());
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(back.character->name, u"Ada Quill"_s);
    EXPECT_EQ(back.character->aspects.first().text, u"Cat Burglar of the Upper Wards"_s);
    EXPECT_EQ(back.character->rating(u"notice"_s), 4);
    EXPECT_EQ(back.character->fatePoints, 2);
    EXPECT_EQ(back.character->consequences.first().text, u"Bruised Ego"_s);
}

TEST(CliFateFari, ABadFileChangesNothing)
{
    QTemporaryDir dir;
    const QString campaign = dir.filePath(u"keep.sheetwright"_s);
    ASSERT_EQ(cli({u"fate"_s, u"import"_s, campaign, fixture(u"ada.fari.json"_s)}).code, sw::cli::Ok);
    const QString bad = dir.filePath(u"backup.fari.json"_s);
    QFile file(bad);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(R"({"fariType": "full", "characters": [], "scenes": []})");
    file.close();
    const CliRun r = cli({u"fate"_s, u"import"_s, campaign, bad});
    EXPECT_EQ(r.code, sw::cli::Failure);
    EXPECT_TRUE(r.err.contains(u"backup"_s)) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(u"Nothing was imported."_s));
    EXPECT_EQ(fateCharacters(campaign), 1);
    // Into a campaign that does not exist yet: no file is made.
    const QString fresh = dir.filePath(u"fresh.sheetwright"_s);
    EXPECT_EQ(cli({u"fate"_s, u"import"_s, fresh, bad}).code, sw::cli::Failure);
    EXPECT_FALSE(QFile::exists(fresh));
}

TEST(CliFateFari, ACharacterThatBreaksRulesNeedsAllowViolations)
{
    QTemporaryDir dir;
    QFile source(fixture(u"ada.fari.json"_s));
    ASSERT_TRUE(source.open(QIODevice::ReadOnly));
    // Two Great skills: the column rule (rule 18) breaks.
    QByteArray bytes = source.readAll();
    bytes.replace(R"("label":"ATHLETICS","value":"3")", R"("label":"ATHLETICS","value":"4")");
    const QString path = dir.filePath(u"two-greats.fari.json"_s);
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(bytes);
    file.close();
    const QString campaign = dir.filePath(u"rules.sheetwright"_s);
    const CliRun refused = cli({u"fate"_s, u"import"_s, campaign, path});
    EXPECT_EQ(refused.code, sw::cli::Failure);
    EXPECT_TRUE(refused.codes().contains(u"fate.skills.column"_s)) << refused.out.toStdString();
    EXPECT_FALSE(QFile::exists(campaign));
    const CliRun allowed = cli({u"fate"_s, u"import"_s, campaign, path, u"--allow-violations"_s});
    ASSERT_EQ(allowed.code, sw::cli::Ok) << allowed.err.toStdString();
    EXPECT_EQ(fateCharacters(campaign), 1);
}

TEST(CliFateValidate, AFateSheetFileIsCheckedByFatesRules)
{
    QTemporaryDir dir;
    const QString campaign = dir.filePath(u"v.sheetwright"_s);
    ASSERT_EQ(cli({u"fate"_s, u"import"_s, campaign, fixture(u"bram.v3.fari.json"_s)}).code, sw::cli::Ok);
    const QString sheet = dir.filePath(u"bram.json"_s);
    ASSERT_EQ(cli({u"export"_s, campaign, sheet, u"--sheet"_s, u"fate-character:1"_s}).code, sw::cli::Ok);
    const CliRun good = cli({u"validate"_s, sheet});
    EXPECT_EQ(good.code, sw::cli::Ok) << good.out.toStdString() << good.err.toStdString();
    EXPECT_TRUE(good.out.contains(u"the sheet follows the rules"_s)) << good.out.toStdString();

    QFile file(sheet);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    QJsonObject doc = QJsonDocument::fromJson(file.readAll()).object();
    file.close();
    doc[u"refresh"_s] = 0; // rule 20: refresh is at least 1 and follows the stunts
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QJsonDocument(doc).toJson());
    file.close();
    const CliRun bad = cli({u"--lang"_s, u"zh_TW"_s, u"validate"_s, sheet});
    EXPECT_EQ(bad.code, sw::cli::Failure);
    EXPECT_FALSE(bad.codes().isEmpty()) << bad.out.toStdString();
    for (const QString &code : bad.codes())
        EXPECT_TRUE(code.startsWith(u"fate."_s)) << code.toStdString();
    EXPECT_TRUE(bad.out.contains(u"重振"_s)) << bad.out.toStdString();

    doc[u"skills"_s] = u"many"_s; // not the document's shape
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QJsonDocument(doc).toJson());
    file.close();
    const CliRun broken = cli({u"validate"_s, sheet});
    EXPECT_EQ(broken.code, sw::cli::Failure);
    EXPECT_TRUE(broken.err.contains(u"/skills"_s)) << broken.err.toStdString();
}

} // namespace
