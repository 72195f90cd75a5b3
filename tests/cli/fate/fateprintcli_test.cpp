// sheetwright-cli export-pdf prints any game system's sheets (issue #17): its help says so and
// lists Fate's character among the sheets; a Fate character prints headless in every language.
#include "core/systems/fate/fixtures.h"
#include "store/campaignstore.h"
#include "systems/fate/store/fatesheets.h"

#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

struct ToolRun
{
    int code = -1;
    QString out;
    QString err;
};

ToolRun run(const QString &program, const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"QT_QPA_PLATFORM"_s); // the tool picks offscreen itself
    p.setProcessEnvironment(env);
    p.start(program, args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

TEST(CliFatePrint, TheHelpSaysItPrintsEverySystemsSheets)
{
    const ToolRun help = run(QStringLiteral(SHEETWRIGHT_CLI), {u"export-pdf"_s, u"--help"_s});
    ASSERT_EQ(help.code, 0) << help.err.toStdString();
    EXPECT_TRUE(help.out.contains(u"any game system"_s)) << help.out.toStdString();
    EXPECT_TRUE(help.out.contains(u"fate-character:ID"_s)) << help.out.toStdString();
    EXPECT_TRUE(help.out.contains(u"character:ID"_s)) << help.out.toStdString(); // Blades' still
    const ToolRun summary = run(QStringLiteral(SHEETWRIGHT_CLI), {u"--help"_s});
    EXPECT_TRUE(summary.out.contains(u"Print the sheets of any game system to a PDF"_s)) << summary.out.toStdString();
    const ToolRun zh = run(QStringLiteral(SHEETWRIGHT_CLI), {u"--lang"_s, u"zh_TW"_s, u"export-pdf"_s, u"--help"_s});
    EXPECT_TRUE(zh.out.contains(u"fate-character:ID"_s)) << zh.out.toStdString();
    EXPECT_FALSE(zh.out.contains(u"any game system"_s)) << zh.out.toStdString();
}

TEST(CliFatePrint, AFateCharacterPrintsInEveryLanguage)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"fate.sheetwright"_s);
    QString id;
    {
        sw::store::FileError error;
        auto file = sw::store::CampaignFile::create(path, &error);
        ASSERT_TRUE(file);
        sw::store::CampaignStore store(*file);
        const sw::store::Receipt r = sw::fate::addCharacter(store, sw::fate::test::charles(), u"add"_s);
        ASSERT_TRUE(r.ok) << r.error.toStdString();
        id = r.sheet.id;
    }
    for (const QString &lang : {u"en"_s, u"zh_TW"_s, u"zh_CN"_s}) {
        const QString pdf = dir.filePath(lang + u".pdf"_s);
        const ToolRun r = run(QStringLiteral(SHEETWRIGHT_CLI), {u"export-pdf"_s, path, u"fate-character:"_s + id, u"--lang"_s, lang, u"-o"_s, pdf});
        ASSERT_EQ(r.code, 0) << r.err.toStdString();
        const QString text = run(u"pdftotext"_s, {pdf, u"-"_s}).out;
        EXPECT_TRUE(text.contains(u"Charles"_s)) << lang.toStdString();
        EXPECT_TRUE(text.contains(u"Occult Investigator"_s)) << lang.toStdString();
    }
}

} // namespace
