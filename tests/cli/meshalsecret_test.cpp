// sheetwright-cli meshal roll --campaign FILE [--secret] (issue #18, secret rolls seen by the host
// only): the roll goes to the campaign's roll log with RollRecord::secret set; a campaign file
// keeps the Meshal secret mark too, so the local log can show it.
#include "cli/clirun.h"
#include "common/undolabel.h"
#include "store/campaignfile.h"
#include "store/campaignstore.h"
#include "systems/meshal/store/meshalsheets.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::test::cli;
using sw::test::CliRun;

TEST(CliMeshalSecret, ASecretRollIsLoggedForTheHostOnly)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString campaign = dir.filePath(u"c.sheetwright"_s);
    {
        sw::store::FileError error;
        ASSERT_NE(sw::store::CampaignFile::create(campaign, &error), nullptr);
    }
    // L97: 4🎲 showing 3,1,2,6 make 3, above 2.
    const CliRun secret = cli({u"meshal"_s, u"roll"_s, u"4🎲"_s, u"--faces"_s, u"3,1,2,6"_s, u"--difficulty"_s, u"2"_s,
                               u"--campaign"_s, campaign, u"--secret"_s});
    ASSERT_EQ(secret.code, 0) << secret.err.toStdString();
    EXPECT_TRUE(secret.out.contains(u"secret: only the host sees it"_s)) << secret.out.toStdString();
    const CliRun open = cli({u"meshal"_s, u"roll"_s, u"2🎲+"_s, u"--faces"_s, u"1,2"_s, u"--campaign"_s, campaign});
    ASSERT_EQ(open.code, 0) << open.err.toStdString();
    // --secret without a campaign has no log to keep it in.
    const CliRun nowhere = cli({u"meshal"_s, u"roll"_s, u"4🎲"_s, u"--secret"_s});
    EXPECT_EQ(nowhere.code, sw::cli::UsageError);
    EXPECT_TRUE(nowhere.err.contains(u"--campaign"_s)) << nowhere.err.toStdString();

    sw::store::FileError error;
    auto file = sw::store::CampaignFile::open(campaign, &error, sw::store::CampaignFile::Access::ReadOnly);
    ASSERT_NE(file, nullptr);
    const sw::store::CampaignStore store(*file);
    const QList<sw::store::RollRecord> rolls = store.rolls(10);
    ASSERT_EQ(rolls.size(), 2);
    // Newest first: the open face-total roll, then the secret point roll.
    EXPECT_EQ(rolls[0].kind, u"meshal.face"_s);
    EXPECT_EQ(rolls[0].result, u"3"_s);
    EXPECT_FALSE(sw::meshal::isSecret(rolls[0]));
    EXPECT_EQ(rolls[1].kind, u"meshal.point"_s);
    EXPECT_EQ(sw::undoLabelText(rolls[1].label), u"4🎲 against 2"_s); // stored untranslated (#16)
    EXPECT_EQ(rolls[1].result, u"3 success"_s);
    EXPECT_EQ(rolls[1].dice, (QList<int>{3, 1, 2, 6}));
    EXPECT_TRUE(sw::meshal::isSecret(rolls[1]));
}
