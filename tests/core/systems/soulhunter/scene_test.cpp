// The GM's scene (spec §5.1, §15; seed L63, L233): its scene tags and the challenge value of its
// checks as the "soulhunter-scene" document through the shared store — one journal step each,
// refused when a tag is empty or named twice, undone, kept after a reopen — and the challenge a
// check starts from.
#include "core/systems/soulhunter/fixtures.h"
#include "store/campaignfile.h"
#include "store/campaignstore.h"
#include "systems/gamesystem.h"
#include "systems/soulhunter/scene.h"
#include "systems/soulhunter/store/soulsheets.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::soulhunter;

TEST(SoulhunterScene, ASceneKeepsItsTagsAndChallengeAsADocument_L63_L233)
{
    const Scene night{u"雨夜的天台"_s, {u"暴雨"_s, u"黑暗"_s}, 14};
    const QJsonObject json = toJson(night);
    EXPECT_EQ(sceneFromJson(json), night);
    EXPECT_EQ(checkSceneDocument(json), QString());
    EXPECT_EQ(defaultChallenge(night), 14);
    EXPECT_EQ(defaultChallenge(Scene{u"x"_s, {}, std::nullopt}), kDefaultChallenge);
    EXPECT_EQ(defaultChallenge(std::nullopt), 10);
    EXPECT_FALSE(toJson(Scene{u"x"_s, {}, std::nullopt}).contains(u"challenge"_s)) << "no challenge set: none stored";
    QJsonObject extra = json;
    extra.insert(u"feats"_s, 1);
    EXPECT_FALSE(checkSceneDocument(extra).isEmpty());
}

TEST(SoulhunterScene, ATagIsNamedOnceAndTheChallengeStaysInRange)
{
    EXPECT_TRUE(checkScene({u"s"_s, {u"暴雨"_s, u"黑暗"_s}, 0}).isEmpty());
    const QList<sw::rules::Violation> twice = checkScene({u"s"_s, {u"暴雨"_s, u"暴雨 "_s}, std::nullopt});
    ASSERT_EQ(twice.size(), 1);
    EXPECT_EQ(twice.first().code, u"soulhunter.scene.tag_repeated"_s);
    EXPECT_EQ(twice.first().field, u"tags/1"_s);
    EXPECT_EQ(checkScene({u"s"_s, {u" "_s}, std::nullopt}).first().code, u"soulhunter.scene.tag_empty"_s);
    EXPECT_EQ(checkScene({u"s"_s, {}, 200}).first().code, u"soulhunter.scene.challenge_range"_s);
    EXPECT_TRUE(checkScene({u"s"_s, {}, -99}).isEmpty());
}

TEST(SoulhunterScene, TheSceneGoesThroughTheSharedStoreOneUndoStepEach)
{
    QTemporaryDir dir;
    sw::store::FileError error;
    const QString path = dir.filePath(u"soul.sheetwright"_s);
    auto file = sw::store::CampaignFile::create(path, &error);
    ASSERT_NE(file, nullptr);
    auto store = std::make_unique<sw::store::CampaignStore>(*file, sw::systems::builtInSystems().documentKinds());
    EXPECT_EQ(scene(*store), std::nullopt);
    const Scene first{u"天台"_s, {u"暴雨"_s}, 12};
    ASSERT_TRUE(saveScene(*store, first, u"Scene"_s).ok);
    const Scene second{u"天台"_s, {u"暴雨"_s, u"黑暗"_s}, 16};
    ASSERT_TRUE(saveScene(*store, second, u"Scene"_s).ok);
    EXPECT_EQ(store->list(QString(kSceneKind)).size(), 1) << "one current scene";
    const sw::store::Receipt refused = saveScene(*store, {u"天台"_s, {u"暴雨"_s, u"暴雨"_s}, 16}, u"Scene"_s);
    EXPECT_FALSE(refused.ok);
    EXPECT_TRUE(refused.error.contains(u"soulhunter.scene.tag_repeated"_s)) << refused.error.toStdString();
    EXPECT_EQ(scene(*store), second);
    ASSERT_TRUE(store->undo().ok);
    EXPECT_EQ(scene(*store), first);
    ASSERT_TRUE(store->redo().ok);
    store.reset();
    file.reset();
    file = sw::store::CampaignFile::open(path, &error);
    ASSERT_NE(file, nullptr);
    store = std::make_unique<sw::store::CampaignStore>(*file, sw::systems::builtInSystems().documentKinds());
    EXPECT_EQ(scene(*store), second);
    ASSERT_TRUE(store->undo().ok);
    ASSERT_TRUE(store->undo().ok);
    EXPECT_EQ(scene(*store), std::nullopt);
}
