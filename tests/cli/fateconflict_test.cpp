// A Fate conflict scripted through sheetwright-cli (issue #17): two characters, a paid invoke on
// the attack, the hit absorbed with two stress boxes and a mild consequence (rule 23) whose free
// invoke goes to the attacker, that free invoke spent, a hostile invoke owed to its owner (rule
// 27), an invoke refused at 0 fate points (rule 4), a concession before the opponent rolls (rule
// 25), the owed fate points paid out at the end — every number asserted on the stored sheets.
#include "cli/clirun.h"

#include "store/campaignfile.h"
#include "store/campaignstore.h"
#include "systems/fate/store/fatesheets.h"
#include "common/undolabel.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::test::cli;
using sw::test::CliRun;

namespace {

sw::fate::Character sheet(const QString &campaign, qint64 id)
{
    sw::store::FileError error;
    auto file = sw::store::CampaignFile::open(campaign, &error, sw::store::CampaignFile::Access::ReadOnly);
    EXPECT_NE(file, nullptr);
    sw::store::CampaignStore store(*file);
    return *sw::fate::character(store, id);
}

QList<sw::store::RollRecord> rolls(const QString &campaign)
{
    sw::store::FileError error;
    auto file = sw::store::CampaignFile::open(campaign, &error, sw::store::CampaignFile::Access::ReadOnly);
    EXPECT_NE(file, nullptr);
    return sw::store::CampaignStore(*file).rolls();
}

CliRun ok(const QStringList &args)
{
    const CliRun r = cli(args);
    EXPECT_EQ(r.code, sw::cli::Ok) << args.join(u' ').toStdString() << "\n" << r.err.toStdString();
    return r;
}

TEST(CliFateConflict, AScriptedConflictFromInvokeToPayout)
{
    QTemporaryDir dir;
    const QString c = dir.filePath(u"conflict.sheetwright"_s);
    const QString fixtures = QStringLiteral(SHEETWRIGHT_FIXTURES_DIR) + u"/fate/"_s;
    ok({u"fate"_s, u"import"_s, c, fixtures + u"ada.fari.json"_s});      // 1: Ada, 2 fate points
    ok({u"fate"_s, u"import"_s, c, fixtures + u"bram.v3.fari.json"_s});  // 2: 布蘭, 4 fate points
    ASSERT_EQ(sheet(c, 1).fatePoints, 2);
    ASSERT_EQ(sheet(c, 2).fatePoints, 4);

    // Ada attacks with Fight +2 and invokes her own Rooftop Runner for +2 (rule 4: 1 fate point).
    ok({u"fate"_s, u"invoke"_s, c, u"1"_s, u"--aspect"_s, u"Rooftop Runner"_s});
    EXPECT_EQ(sheet(c, 1).fatePoints, 1);
    const CliRun attack = ok({u"fate"_s, u"roll"_s, u"--skill"_s, u"2"_s, u"--bonus"_s, u"2"_s, u"--faces"_s, u"+000"_s,
                              u"--opposed"_s, u"1"_s, u"--action"_s, u"attack"_s, u"--log"_s, c, u"--for"_s, u"1"_s});
    EXPECT_TRUE(attack.out.contains(u"Effort: Superb (+5)\n"_s)) << attack.out.toStdString();
    EXPECT_TRUE(attack.out.contains(u"Shifts: +4\n"_s)) << attack.out.toStdString();
    // The roll is in the campaign's roll log, Ada's, with its dice and outcome (no sheet changed).
    const QList<sw::store::RollRecord> logged = rolls(c);
    ASSERT_EQ(logged.size(), 1);
    EXPECT_EQ(logged.first().kind, u"fate.attack"_s);
    EXPECT_EQ(sw::undoLabelText(logged.first().label), u"Ada Quill: Attack"_s);
    EXPECT_EQ(logged.first().dice, (QList<int>{1, 0, 0, 0}));
    EXPECT_EQ(logged.first().result, u"style"_s); // 4 shifts
    EXPECT_EQ(logged.first().sheet, u"fate-character:1"_s);
    EXPECT_EQ(cli({u"fate"_s, u"roll"_s, u"--log"_s, c, u"--for"_s, u"9"_s}).code, sw::cli::Failure); // no such character
    EXPECT_EQ(rolls(c).size(), 1);

    // 布蘭 absorbs the 4 shifts: two boxes (1 each) and a mild consequence (2); Ada gets its free invoke.
    const CliRun refused = cli({u"fate"_s, u"hit"_s, c, u"2"_s, u"--shifts"_s, u"4"_s, u"--boxes"_s, u"1,2"_s});
    EXPECT_EQ(refused.code, sw::cli::Failure);
    EXPECT_TRUE(refused.err.contains(u"fate.absorb.short"_s)) << refused.err.toStdString();
    ok({u"fate"_s, u"hit"_s, c, u"2"_s, u"--shifts"_s, u"4"_s, u"--boxes"_s, u"1,2"_s, u"--consequence"_s,
        u"mild=Bloody Nose"_s, u"--by"_s, u"Ada Quill"_s});
    sw::fate::Character bram = sheet(c, 2);
    EXPECT_EQ(bram.physicalStress, (QList<bool>{true, true, false, false}));
    ASSERT_EQ(bram.consequences.size(), 2); // the moderate one from Fari, the new mild one
    EXPECT_EQ(bram.consequences.last().slot, u"mild"_s);
    EXPECT_EQ(bram.consequences.last().freeInvokes, (QList<sw::fate::FreeInvokes>{{u"Ada Quill"_s, 1}}));

    // Ada spends that free invoke (rule 5): no fate point.
    ok({u"fate"_s, u"invoke"_s, c, u"1"_s, u"--aspect"_s, u"Bloody Nose"_s, u"--owner"_s, u"2"_s, u"--free"_s});
    EXPECT_EQ(sheet(c, 1).fatePoints, 1);
    EXPECT_TRUE(sheet(c, 2).consequences.last().freeInvokes.isEmpty());
    // Rule 5: it is gone now.
    EXPECT_EQ(cli({u"fate"_s, u"invoke"_s, c, u"1"_s, u"--aspect"_s, u"Bloody Nose"_s, u"--owner"_s, u"2"_s, u"--free"_s}).code,
              sw::cli::Failure);

    // A hostile invoke of 布蘭's trouble: Ada pays, 布蘭 is owed it after the scene (rule 27).
    ok({u"fate"_s, u"invoke"_s, c, u"1"_s, u"--aspect"_s, u"老朋友總找上門"_s, u"--owner"_s, u"2"_s});
    EXPECT_EQ(sheet(c, 1).fatePoints, 0);
    EXPECT_EQ(sheet(c, 2).fatePointsOwed, 1);
    EXPECT_EQ(sheet(c, 2).fatePoints, 4);
    // Rule 4: no fate point, no paid invoke; nothing changes.
    const CliRun broke = cli({u"fate"_s, u"invoke"_s, c, u"1"_s, u"--aspect"_s, u"Rooftop Runner"_s});
    EXPECT_EQ(broke.code, sw::cli::Failure);
    EXPECT_TRUE(broke.err.contains(u"fate.invoke.no_fate_point"_s)) << broke.err.toStdString();
    EXPECT_EQ(sheet(c, 1).fatePoints, 0);

    // 布蘭 concedes before Ada's next roll: 1 + the 1 consequence taken in this conflict (rule 25).
    EXPECT_EQ(cli({u"fate"_s, u"concede"_s, c, u"2"_s, u"--consequences"_s, u"1"_s, u"--opponent-rolled"_s}).code,
              sw::cli::Failure);
    EXPECT_EQ(sheet(c, 2).fatePointsOwed, 1);
    ok({u"fate"_s, u"concede"_s, c, u"2"_s, u"--consequences"_s, u"1"_s});
    EXPECT_EQ(sheet(c, 2).fatePointsOwed, 3);

    // The end of the conflict: the owed fate points are paid out.
    const CliRun paid = ok({u"fate"_s, u"payout"_s, c, u"2"_s});
    EXPECT_TRUE(paid.out.contains(u"布蘭: fate points 7, owed after the scene 0"_s)) << paid.out.toStdString();
    EXPECT_EQ(sheet(c, 2).fatePoints, 7);
    EXPECT_EQ(sheet(c, 2).fatePointsOwed, 0);
    EXPECT_EQ(sheet(c, 1).fatePoints, 0);

    // Each step was one journal entry: undo takes back the payout alone.
    ok({u"undo"_s, c});
    EXPECT_EQ(sheet(c, 2).fatePoints, 4);
    EXPECT_EQ(sheet(c, 2).fatePointsOwed, 3);
}

} // namespace
