// sheetwright-cli export-pdf: any sheet, language and paper, headless.
#include "systems/blades/crew.h"
#include "core/systems/blades/fixtures.h"
#include "store/campaignstore.h"
#include "systems/blades/store/campaignsheets.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace sw::test {
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

class CliExportPdf : public ::testing::Test
{
protected:
    void SetUp() override
    {
        store::FileError error;
        auto file = store::CampaignFile::create(path, &error);
        ASSERT_TRUE(file);
        store::CampaignStore store(*file);
        blades::Crew crew = blades::startCrew(u"smugglers"_s, srd());
        crew.name = u"Red Sashes 力刀"_s;
        const store::Receipt c = blades::addCrew(store, crew, u"crew"_s);
        ASSERT_TRUE(c.ok);
        crewId = c.sheet.id;
        for (const QString &name : {u"Ada"_s, u"Bex"_s}) {
            blades::Character pc = playingCutter();
            pc.name = name;
            ASSERT_TRUE(blades::addCharacter(store, pc, crewId.toLongLong(), u"pc"_s).ok);
        }
        blades::ClockEntry hidden;
        hidden.id = u"plot"_s;
        hidden.name = u"Secret plot"_s;
        hidden.hidden = true;
        ASSERT_TRUE(blades::saveClock(store, hidden, u"clock.add"_s, u"c"_s).ok);
    }

    QString pdfText(const QString &pdf) { return run(u"pdftotext"_s, {pdf, u"-"_s}).out; }
    int pages(const QString &pdf)
    {
        return QRegularExpression(u"Pages:\\s+(\\d+)"_s).match(run(u"pdfinfo"_s, {pdf}).out).captured(1).toInt();
    }

    QTemporaryDir dir;
    QString path = dir.filePath(u"table.sheetwright"_s);
    QString crewId;
};

TEST_F(CliExportPdf, CrewWithMembersInEveryLanguageAndPaper)
{
    const QString cli = QStringLiteral(SHEETWRIGHT_CLI);
    for (const QString &lang : {u"en"_s, u"zh_TW"_s, u"zh_CN"_s}) {
        for (const QString &paper : {u"a4"_s, u"letter"_s}) {
            const QString out = dir.filePath(lang + paper + u".pdf"_s);
            const ToolRun r = run(cli, {u"export-pdf"_s, path, u"crew:"_s + crewId, u"--with-members"_s, u"--lang"_s, lang,
                                    u"--paper"_s, paper, u"-o"_s, out});
            ASSERT_EQ(r.code, 0) << r.err.toStdString();
            const QString text = pdfText(out);
            for (const QString &name : {u"Red Sashes 力刀"_s, u"Ada"_s, u"Bex"_s})
                EXPECT_TRUE(text.contains(name)) << lang.toStdString() << " " << name.toStdString();
            EXPECT_GE(pages(out), 3);
            const QString info = run(u"pdfinfo"_s, {out}).out;
            EXPECT_TRUE(info.contains(paper == u"a4"_s ? u"(A4)"_s : u"(letter)"_s)) << info.toStdString();
        }
    }
}

TEST_F(CliExportPdf, HandoutLeavesHiddenClocksOut)
{
    const QString cli = QStringLiteral(SHEETWRIGHT_CLI);
    const QString gm = dir.filePath(u"gm.pdf"_s);
    const QString handout = dir.filePath(u"handout.pdf"_s);
    ASSERT_EQ(run(cli, {u"export-pdf"_s, path, u"clocks"_s, u"factions"_s, u"-o"_s, gm}).code, 0);
    ASSERT_EQ(run(cli, {u"export-pdf"_s, path, u"clocks"_s, u"--handout"_s, u"-o"_s, handout}).code, 0);
    EXPECT_TRUE(pdfText(gm).contains(u"Secret plot"_s));
    EXPECT_FALSE(pdfText(handout).contains(u"Secret plot"_s));
}

TEST_F(CliExportPdf, BlankSheetsAndBadArguments)
{
    const QString cli = QStringLiteral(SHEETWRIGHT_CLI);
    const QString blank = dir.filePath(u"blank.pdf"_s);
    ASSERT_EQ(run(cli, {u"export-pdf"_s, path, u"blank-character:hound"_s, u"blank-crew:cult"_s, u"-o"_s, blank}).code, 0);
    EXPECT_GE(pages(blank), 2);
    EXPECT_EQ(run(cli, {u"export-pdf"_s, path, u"nonsense"_s, u"-o"_s, blank}).code, 2);
    EXPECT_EQ(run(cli, {u"export-pdf"_s, path, u"crew:"_s + crewId, u"--paper"_s, u"a3"_s, u"-o"_s, blank}).code, 2);
    EXPECT_EQ(run(cli, {u"export-pdf"_s, path, u"crew:"_s + crewId}).code, 2);
    const ToolRun missing = run(cli, {u"export-pdf"_s, path, u"character:404"_s, u"-o"_s, blank});
    EXPECT_EQ(missing.code, 1);
    EXPECT_FALSE(missing.err.isEmpty());
}

} // namespace
} // namespace sw::test
