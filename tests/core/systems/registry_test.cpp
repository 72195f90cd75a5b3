// Game systems as modules: the registry, and the shared campaign store driven by a system that is
// not Blades (tests/support/toysystem: one kind, registered by one call).
#include "store/campaignstore.h"
#include "support/toysystem/toysystem.h"
#include "systems/gamesystem.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::store::CampaignFile;
using sw::store::CampaignStore;
using sw::store::SheetRef;
using sw::systems::GameSystemRegistry;

namespace {

QJsonObject token(const QString &name, int value)
{
    return {{u"name"_s, name}, {u"value"_s, value}};
}

class ToySystemStoreTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        sw::test::registerToySystem(registry);
        sw::store::FileError error;
        file = CampaignFile::create(dir.filePath(u"toy.sheetwright"_s), &error);
        ASSERT_NE(file, nullptr);
        store = std::make_unique<CampaignStore>(*file, registry.documentKinds());
    }

    void reopen()
    {
        store.reset();
        file.reset();
        sw::store::FileError error;
        file = CampaignFile::open(dir.filePath(u"toy.sheetwright"_s), &error);
        ASSERT_NE(file, nullptr);
        store = std::make_unique<CampaignStore>(*file, registry.documentKinds());
    }

    GameSystemRegistry registry;
    QTemporaryDir dir;
    std::unique_ptr<CampaignFile> file;
    std::unique_ptr<CampaignStore> store;
};

} // namespace

TEST(GameSystemRegistryTest, TheBuildRegistersBladesWithItsKinds)
{
    const GameSystemRegistry &systems = sw::systems::builtInSystems();
    const sw::systems::GameSystem *blades = systems.find(u"blades"_s);
    ASSERT_NE(blades, nullptr);
    EXPECT_EQ(blades->displayName(sw::Language::English), u"Blades in the Dark"_s);
    EXPECT_EQ(blades->displayName(sw::Language::TraditionalChinese), u"暗夜冷鋒"_s);
    EXPECT_EQ(blades->displayName(sw::Language::SimplifiedChinese), u"暗夜刀锋"_s);
    for (const QString &kind : {u"crew"_s, u"character"_s, u"faction"_s, u"clock"_s, u"score"_s, u"downtime"_s})
        EXPECT_EQ(systems.systemOfKind(kind), blades) << kind.toStdString();
    EXPECT_EQ(systems.systemOfKind(u"toy-token"_s), nullptr);
    ASSERT_FALSE(blades->packs().isEmpty());
    EXPECT_EQ(blades->packs().first().id, u"blades_srd"_s);
}

TEST(GameSystemRegistryTest, ASecondSystemSitsBesideTheFirst)
{
    GameSystemRegistry registry;
    sw::systems::registerBuiltInSystems(registry);
    sw::test::registerToySystem(registry);
    EXPECT_EQ(registry.all().size(), 5); // Blades, Fate, Meshal, Soul Hunter, the toy
    EXPECT_EQ(registry.systemOfKind(u"toy-token"_s), registry.find(u"toy"_s));
    EXPECT_EQ(registry.systemOfKind(u"character"_s), registry.find(u"blades"_s));
}

TEST(GameSystemRegistryDeathTest, ASystemRegisteredTwiceStopsTheProgram)
{
    EXPECT_DEATH(
        {
            GameSystemRegistry registry;
            sw::test::registerToySystem(registry);
            sw::test::registerToySystem(registry);
        },
        "registered twice");
}

// Create, list, edit, undo, redo, history, reopen: the shared store does all of it for a system
// it has never heard of, through the system's own document kind and checks.
TEST_F(ToySystemStoreTest, TheSharedStoreKeepsAnotherSystemsSheets)
{
    const SheetRef ref{u"toy-token"_s, u"1"_s};
    ASSERT_TRUE(store->apply({{ref, token(u"Brass key"_s, 3)}}, u"toy.add"_s, u"New token"_s).ok);
    ASSERT_EQ(store->list().size(), 1);
    EXPECT_EQ(store->list().first().name, u"Brass key"_s);
    EXPECT_EQ(store->list().first().type, u"token"_s);

    ASSERT_TRUE(store->apply({{ref, token(u"Brass key"_s, 7)}}, u"toy.set"_s, u"Value 7"_s).ok);
    EXPECT_EQ(store->snapshot(ref)->value(u"value"_s).toInt(), 7);
    EXPECT_EQ(store->version(ref), 2);
    EXPECT_EQ(store->undoLabel(), u"Value 7"_s);
    ASSERT_TRUE(store->undo().ok);
    EXPECT_EQ(store->snapshot(ref)->value(u"value"_s).toInt(), 3);
    ASSERT_TRUE(store->redo().ok);
    reopen();
    EXPECT_EQ(store->snapshot(ref)->value(u"value"_s).toInt(), 7);
    ASSERT_EQ(store->history(ref).size(), 2);
    EXPECT_EQ(store->history(ref).first().command, u"toy.add"_s);
    ASSERT_TRUE(store->undo().ok) << "undo reaches across the restart";
    EXPECT_EQ(store->snapshot(ref)->value(u"value"_s).toInt(), 3);
}

TEST_F(ToySystemStoreTest, TheSystemsOwnChecksRefuseABadSheetAndNothingIsWritten)
{
    const auto receipt = store->apply({{{u"toy-token"_s, u"1"_s}, token(u"Brass key"_s, 11)}}, u"toy.add"_s, u"New"_s);
    EXPECT_FALSE(receipt.ok);
    EXPECT_TRUE(receipt.error.contains(u"/value"_s)) << receipt.error.toStdString();
    EXPECT_TRUE(store->list().isEmpty());
    EXPECT_TRUE(store->history().isEmpty());
}

TEST_F(ToySystemStoreTest, AStoreWithoutBladesRefusesBladesSheetsByName)
{
    const auto receipt = store->apply({{{u"character"_s, u"1"_s}, QJsonObject{}}}, u"character.add"_s, u"New"_s);
    EXPECT_FALSE(receipt.ok);
    EXPECT_TRUE(receipt.error.contains(u"character"_s)) << receipt.error.toStdString();
}
