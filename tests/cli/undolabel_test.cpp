// Issue #16: `history`, `undo` and `redo` say each step's label in the language of the output
// (--lang), whatever language wrote it; a label stored as plain text (older files) as it is.
#include "cli/clirun.h"
#include "core/systems/fate/fixtures.h"

#include "store/campaignfile.h"
#include "store/campaignstore.h"
#include "systems/fate/store/fatesheets.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::test::cli;
using sw::test::CliRun;

namespace {

CliRun ok(const QStringList &args)
{
    const CliRun r = cli(args);
    EXPECT_EQ(r.code, sw::cli::Ok) << args.join(u' ').toStdString() << "\n" << r.err.toStdString();
    return r;
}

// The label column of `history`'s lines (the last tab-separated field).
QStringList labels(const CliRun &history)
{
    QStringList found;
    for (const QString &line : history.out.split(u'\n', Qt::SkipEmptyParts))
        found << line.section(u'\t', -1);
    return found;
}

} // namespace

TEST(CliUndoLabel, HistoryAndUndoSayTheLabelInTheOutputsLanguage)
{
    QTemporaryDir dir;
    const QString c = dir.filePath(u"labels.sheetwright"_s);
    {
        sw::store::FileError error;
        auto file = sw::store::CampaignFile::create(c, &error);
        ASSERT_NE(file, nullptr);
        sw::store::CampaignStore store(*file);
        sw::fate::Character low = sw::fate::test::charles();
        low.fatePoints = 1; // refresh 3
        ASSERT_TRUE(sw::fate::addCharacter(store, low, u"Charles joins"_s).ok); // an old plain-text label
    }
    ok({u"--lang"_s, u"zh_TW"_s, u"fate"_s, u"session-start"_s, c}); // written in Traditional Chinese

    EXPECT_EQ(labels(ok({u"--lang"_s, u"en"_s, u"history"_s, c})), (QStringList{u"Charles joins"_s, u"Start of Session"_s}));
    EXPECT_EQ(labels(ok({u"--lang"_s, u"zh_CN"_s, u"history"_s, c})), (QStringList{u"Charles joins"_s, u"游戏开始"_s}));
    EXPECT_EQ(ok({u"--lang"_s, u"zh_CN"_s, u"undo"_s, c}).out, u"已撤销：游戏开始\n"_s);
    EXPECT_EQ(ok({u"--lang"_s, u"en"_s, u"redo"_s, c}).out, u"Redid: Start of Session\n"_s);
    EXPECT_EQ(ok({u"--lang"_s, u"zh_TW"_s, u"undo"_s, c}).out, u"已復原：遊戲開始\n"_s);
}
