// A campaign chooses its Fate pack or profile (issue #17: "a custom skill list and creation
// pattern … is a profile, not code"; spec §7.2, rule 17): the choice is Fate's own campaign
// document, one undo step; user profiles load from the user's Fate pack folder; a sheet on the
// diamond profile is stored and checked with the diamond pattern.
#include "core/systems/fate/diamondprofile.h"
#include "store/campaignstore.h"
#include "systems/fate/characterjson.h"
#include "systems/fate/fatesystem.h"
#include "systems/fate/store/fatesheets.h"
#include "systems/gamesystem.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::fate;

TEST(FateCampaignPack, UserProfilesLoadFromTheFatePackFolder)
{
    QTemporaryDir dir;
    ASSERT_FALSE(test::writeDiamondProfile(dir.path()).isEmpty());
    const QList<FatePackLoad> loads = discoverFatePacks(dir.path());
    ASSERT_EQ(loads.size(), 2);
    EXPECT_EQ(loads.at(0).pack->id, u"fate_condensed"_s);
    ASSERT_TRUE(loads.at(1).pack) << loads.at(1).errors.join(u"; "_s).toStdString();
    EXPECT_EQ(loads.at(1).pack->id, test::kDiamond);
    EXPECT_EQ(fatePackById(test::kDiamond, dir.path())->creationPattern.first().rating, 5);
    EXPECT_EQ(fatePackById({}, dir.path()), builtInFatePack());
    EXPECT_EQ(fatePackById(u"nowhere"_s, dir.path()), nullptr);
}

// Rule 17 (spec §9.2, §7.2): at creation the skills match "a pattern configured for a custom list".
TEST(FateCampaignPack, Rule17_ACampaignOnTheDiamondProfileValidatesADiamondSheet)
{
    ASSERT_FALSE(test::writeDiamondProfile().isEmpty());
    QTemporaryDir dir;
    sw::store::FileError error;
    auto file = sw::store::CampaignFile::create(dir.filePath(u"diamond.sheetwright"_s), &error);
    ASSERT_NE(file, nullptr);
    sw::store::CampaignStore store(*file, sw::systems::builtInSystems().documentKinds());
    EXPECT_EQ(campaignFatePack(store)->id, u"fate_condensed"_s);

    ASSERT_TRUE(setCampaignFatePack(store, test::kDiamond, u"Diamond"_s).ok);
    EXPECT_EQ(campaignFatePackId(store), test::kDiamond);
    const auto pack = campaignFatePack(store);
    EXPECT_EQ(pack->id, test::kDiamond);
    EXPECT_TRUE(store.list().isEmpty()); // the settings are not a sheet of the campaign list

    const Character c = test::diamondCharles(pack->id);
    EXPECT_TRUE(validateCharacter(c, *pack, CheckMode::Complete).isEmpty());
    EXPECT_TRUE(sw::rules::hasCode(validateCharacter(c, test::pack(), CheckMode::Complete), u"fate.skills.pattern"_s));
    // The store checks the sheet against the pack it names: the diamond is accepted there.
    const sw::store::Receipt added = addCharacter(store, c, u"Charles"_s);
    ASSERT_TRUE(added.ok) << added.error.toStdString();
    EXPECT_EQ(character(store, added.sheet.id.toLongLong())->packId, test::kDiamond);

    // Choosing the pack was one undo step (after the sheet's own).
    ASSERT_TRUE(store.undo().ok);
    ASSERT_TRUE(store.undo().ok);
    EXPECT_EQ(campaignFatePack(store)->id, u"fate_condensed"_s);
    ASSERT_TRUE(store.redo().ok);
    EXPECT_EQ(campaignFatePack(store)->id, test::kDiamond);
}

TEST(FateCampaignPack, AMissingPackFallsBackToTheBuiltInOneAndSaysWhich)
{
    QTemporaryDir dir;
    sw::store::FileError error;
    auto file = sw::store::CampaignFile::create(dir.filePath(u"missing.sheetwright"_s), &error);
    ASSERT_NE(file, nullptr);
    sw::store::CampaignStore store(*file, sw::systems::builtInSystems().documentKinds());
    ASSERT_TRUE(setCampaignFatePack(store, u"lost_profile"_s, u"Lost"_s).ok);
    QString missing;
    EXPECT_EQ(campaignFatePack(store, &missing)->id, u"fate_condensed"_s);
    EXPECT_EQ(missing, u"lost_profile"_s);
    // A document that is not Fate's campaign settings is refused.
    EXPECT_FALSE(store.apply({{campaignSettingsRef(), QJsonObject{{u"pack"_s, 3}}}}, u"fate.campaign.pack"_s, u"Bad"_s).ok);
    EXPECT_FALSE(checkCampaignDocument(QJsonObject{{u"pack"_s, QJsonObject{{u"id"_s, u"x"_s}}}, {u"extra"_s, 1}}).isEmpty());
}
