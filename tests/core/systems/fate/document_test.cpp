// Fate as a game system: the pack loads in three languages, the schema is one our validator
// accepts, the registry knows the system, and a Fate sheet goes through the shared campaign store
// (snapshot, apply, undo, redo, reopen) as any system's does.
#include "core/systems/fate/fixtures.h"
#include "rules/jsonschema.h"
#include "store/campaignstore.h"
#include "systems/fate/characterjson.h"
#include "systems/fate/fatesystem.h"
#include "systems/fate/scene.h"
#include "systems/gamesystem.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::fate;
using sw::fate::test::charles;
using sw::fate::test::pack;

TEST(FatePack, TheBuiltInPackLoadsWithEverythingInThreeLanguages)
{
    const FatePackLoad load = loadFatePack(QStringLiteral(SHEETWRIGHT_SOURCE_DIR "/resources/rulepacks/fate-condensed"));
    ASSERT_TRUE(load.errors.isEmpty()) << load.errors.join(u"\n"_s).toStdString();
    const FatePack &p = *load.pack;
    EXPECT_EQ(p.id, u"fate_condensed"_s);
    EXPECT_EQ(p.skills.size(), 19);
    EXPECT_EQ(p.skill(u"will"_s)->name.zhTW, u"意志"_s);
    EXPECT_EQ(p.skill(u"provoke"_s)->name.zhCN, u"挑弄"_s);
    EXPECT_EQ(p.ladder.size(), 13);
    EXPECT_EQ(p.actions.size(), 4);
    for (const Skill &s : p.skills) {
        for (sw::Language l : sw::kAllLanguages)
            EXPECT_FALSE(s.name.in(l).isEmpty() || s.summary.in(l).isEmpty()) << s.id.toStdString();
    }
    EXPECT_TRUE(builtInFatePack()->builtIn);
}

TEST(FatePack, ABrokenPackIsRefusedWithTheReason)
{
    QTemporaryDir dir;
    const QString source = QStringLiteral(SHEETWRIGHT_SOURCE_DIR "/resources/rulepacks/fate-condensed/");
    for (const QString &name : QDir(source).entryList({u"*.json"_s}, QDir::Files))
        ASSERT_TRUE(QFile::copy(source + name, dir.filePath(name)));
    QFile skills(dir.filePath(u"skills.json"_s));
    ASSERT_TRUE(skills.open(QIODevice::ReadOnly));
    QJsonObject o = QJsonDocument::fromJson(skills.readAll()).object();
    skills.close();
    o.insert(u"stress_skills"_s, QJsonObject{{u"physical"_s, u"brawn"_s}, {u"mental"_s, u"will"_s}});
    QFile::remove(dir.filePath(u"skills.json"_s));
    ASSERT_TRUE(skills.open(QIODevice::WriteOnly));
    skills.write(QJsonDocument(o).toJson());
    skills.close();
    const FatePackLoad load = loadFatePack(dir.path());
    EXPECT_EQ(load.pack, nullptr);
    ASSERT_FALSE(load.errors.isEmpty());
    EXPECT_TRUE(load.errors.first().contains(u"brawn"_s)) << load.errors.first().toStdString();
}

TEST(FateSchema, OurValidatorAcceptsTheSchemaAndTheSheet)
{
    for (const char *name : {"fate.character.schema.json", "fate.pack.schema.json"}) {
        QFile file(QStringLiteral(SHEETWRIGHT_SOURCE_DIR "/resources/schemas/") + QLatin1StringView(name));
        ASSERT_TRUE(file.open(QIODevice::ReadOnly));
        sw::rules::JsonSchemaValidator v;
        EXPECT_TRUE(v.addSchema(QLatin1StringView(name), QJsonDocument::fromJson(file.readAll()).object()).isEmpty()) << name;
    }
    EXPECT_EQ(checkCharacterDocument(toJson(charles())), QString());
    EXPECT_EQ(characterFromJson(toJson(charles())), charles());
    QJsonObject bad = toJson(charles());
    bad.insert(u"fate_points"_s, -1);
    EXPECT_TRUE(checkCharacterDocument(bad).startsWith(u"/fate_points"_s)) << checkCharacterDocument(bad).toStdString();
    bad = toJson(charles());
    bad.insert(u"refresh"_s, 7);
    EXPECT_TRUE(checkCharacterDocument(bad).contains(u"fate.refresh.balance"_s));
}

TEST(FateSystem, TheBuildRegistersFateWithItsKind)
{
    const sw::systems::GameSystemRegistry &systems = sw::systems::builtInSystems();
    const sw::systems::GameSystem *fate = systems.find(u"fate"_s);
    ASSERT_NE(fate, nullptr);
    EXPECT_EQ(fate->displayName(sw::Language::English), u"Fate Condensed"_s);
    EXPECT_EQ(fate->displayName(sw::Language::TraditionalChinese), u"命運濃縮版"_s);
    EXPECT_EQ(fate->displayName(sw::Language::SimplifiedChinese), u"命运浓缩版"_s);
    EXPECT_EQ(systems.systemOfKind(u"fate-character"_s), fate);
    ASSERT_EQ(fate->packs().size(), 1);
    EXPECT_EQ(fate->packs().first().id, u"fate_condensed"_s);
}

// The toy system's journey (tests/core/systems/registry_test.cpp) for a Fate sheet.
TEST(FateSystem, AFateSheetGoesThroughTheSharedStore)
{
    QTemporaryDir dir;
    sw::store::FileError error;
    auto file = sw::store::CampaignFile::create(dir.filePath(u"fate.sheetwright"_s), &error);
    ASSERT_NE(file, nullptr);
    auto store = std::make_unique<sw::store::CampaignStore>(*file, sw::systems::builtInSystems().documentKinds());
    const sw::store::SheetRef ref{u"fate-character"_s, u"1"_s};
    ASSERT_TRUE(store->apply({{ref, toJson(charles())}}, u"fate.add"_s, u"New Fate character"_s).ok);
    ASSERT_EQ(store->list().size(), 1);
    EXPECT_EQ(store->list().first().name, u"Charles"_s);
    EXPECT_EQ(store->list().first().type, u"Occult Investigator"_s);

    Character spent = charles();
    spent.fatePoints = 2;
    ASSERT_TRUE(store->apply({{ref, toJson(spent)}}, u"fate.invoke"_s, u"Invoke"_s).ok);
    EXPECT_EQ(characterFromJson(*store->snapshot(ref)).fatePoints, 2);
    // A sheet that breaks a rule is refused and nothing moves.
    Character broken = spent;
    broken.physicalStress.append(false);
    const auto refused = store->apply({{ref, toJson(broken)}}, u"fate.stress"_s, u"Box"_s);
    EXPECT_FALSE(refused.ok);
    EXPECT_TRUE(refused.error.contains(u"fate.stress.boxes"_s)) << refused.error.toStdString();
    EXPECT_EQ(store->version(ref), 2);
    ASSERT_TRUE(store->undo().ok);
    EXPECT_EQ(characterFromJson(*store->snapshot(ref)), charles());
    ASSERT_TRUE(store->redo().ok);
    store.reset();
    file.reset();
    file = sw::store::CampaignFile::open(dir.filePath(u"fate.sheetwright"_s), &error);
    ASSERT_NE(file, nullptr);
    store = std::make_unique<sw::store::CampaignStore>(*file, sw::systems::builtInSystems().documentKinds());
    EXPECT_EQ(characterFromJson(*store->snapshot(ref)).fatePoints, 2);
    ASSERT_EQ(store->history(ref).size(), 2);
    ASSERT_TRUE(store->undo().ok) << "undo reaches across the restart";
    EXPECT_EQ(characterFromJson(*store->snapshot(ref)), charles());
}

// Spec §6.2: the scene's situation aspects are one "fate-scene" document, checked for its shape,
// not listed among the sheets, and journaled like any other write.
TEST(FateSystem, TheSceneKeepsSituationAspects)
{
    QTemporaryDir dir;
    sw::store::FileError error;
    auto file = sw::store::CampaignFile::create(dir.filePath(u"scene.sheetwright"_s), &error);
    ASSERT_NE(file, nullptr);
    sw::store::CampaignStore store(*file, sw::systems::builtInSystems().documentKinds());
    EXPECT_TRUE(sw::fate::scene(store).aspects.isEmpty());
    const sw::fate::Scene s{{{u"On Fire"_s, {{u"Ethan"_s, 1}}}}};
    ASSERT_TRUE(store.apply({sw::fate::sceneChange(s)}, u"fate.scene.aspect"_s, u"Situation"_s).ok);
    EXPECT_EQ(sw::fate::scene(store), s);
    EXPECT_TRUE(store.list().isEmpty()); // not a sheet of the campaign list
    const auto refused = store.apply({{sw::fate::sceneRef(), QJsonObject{{u"aspects"_s, QJsonArray{QJsonObject{{u"text"_s, u""_s}}}}}}},
                                     u"fate.scene.aspect"_s, u"Blank"_s);
    EXPECT_FALSE(refused.ok);
    EXPECT_TRUE(refused.error.contains(u"/aspects/0/text"_s)) << refused.error.toStdString();
    ASSERT_TRUE(store.undo().ok);
    EXPECT_TRUE(sw::fate::scene(store).aspects.isEmpty());
}

// Spec §7.5 and rule 29: at the end of a scene stress clears, boosts go, and a mild consequence
// that was recovering is gone; the others stay.
TEST(FateScene, TheEndOfASceneClearsStressBoostsAndRecoveredMildConsequences)
{
    Character c = charles();
    c.physicalStress = {true, true, false, false};
    c.mentalStress = {false, true, false, false};
    c.boosts = {u"Off Balance"_s};
    c.consequences = {{u"mild"_s, u"Bruised"_s, true, {}, {}}, {u"moderate"_s, u"Cracked Rib"_s, true, {}, {}},
                      {u"extreme"_s, u"Marked"_s, false, {}, {}}};
    const Character after = sw::fate::endOfScene(c, pack());
    EXPECT_EQ(after.physicalStress, QList<bool>(4, false));
    EXPECT_EQ(after.mentalStress, QList<bool>(4, false));
    EXPECT_TRUE(after.boosts.isEmpty());
    ASSERT_EQ(after.consequences.size(), 2);
    EXPECT_EQ(after.consequences[0].slot, u"moderate"_s); // clears after a session
    EXPECT_EQ(after.consequences[1].slot, u"extreme"_s);  // never
    c.consequences[0].inRecovery = false;                // not recovering yet: it stays
    EXPECT_EQ(sw::fate::endOfScene(c, pack()).consequences.size(), 3);
}
