// Meshal as a game system: the rule pack and the example content load in three languages, the
// schemas are ones our validator accepts, the registry knows the system, content packs export
// and import, and a Meshal sheet — its Talent ledger included — goes through the shared store
// (apply, refuse, undo, redo, reopen) as any system's does.
#include "core/systems/meshal/fixtures.h"
#include "rules/jsonschema.h"
#include "store/campaignfile.h"
#include "store/campaignstore.h"
#include "systems/gamesystem.h"
#include "systems/meshal/meshalsystem.h"
#include "systems/meshal/store/meshalsheets.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::meshal;
using namespace sw::meshal::test;

TEST(MeshalPack, TheBuiltInPackLoadsWithItsSettingsAndNames)
{
    const MeshalPackLoad load = loadMeshalPack(QStringLiteral(SHEETWRIGHT_SOURCE_DIR "/resources/rulepacks/meshal-lite"));
    ASSERT_TRUE(load.errors.isEmpty()) << load.errors.join(u"\n"_s).toStdString();
    const MeshalPack &p = *load.pack;
    EXPECT_EQ(p.id, u"meshal_lite"_s);
    EXPECT_EQ(p.number(u"starting_talent"_s), 36);
    EXPECT_EQ(p.number(u"carry_light"_s), 9);
    EXPECT_EQ(p.modules.size(), 18);
    for (const Module &m : p.modules)
        EXPECT_FALSE(m.enabled) << m.id.toStdString(); // every 扩展 module starts off
    EXPECT_EQ(p.label(u"attribute.might"_s, sw::Language::SimplifiedChinese), u"强壮"_s);
    EXPECT_EQ(p.label(u"attribute.might"_s, sw::Language::TraditionalChinese), u"強壯"_s);
    EXPECT_EQ(p.label(u"attribute.might"_s, sw::Language::English), u"Might"_s);
    for (auto it = p.names.begin(); it != p.names.end(); ++it) {
        for (sw::Language l : sw::kAllLanguages)
            EXPECT_FALSE(it->in(l).isEmpty()) << it.key().toStdString();
    }
    EXPECT_TRUE(builtInMeshalPack()->builtIn);
}

TEST(MeshalPack, AProfileThatBreaksRule49IsRefused)
{
    QTemporaryDir dir;
    const QString source = QStringLiteral(SHEETWRIGHT_SOURCE_DIR "/resources/rulepacks/meshal-lite/");
    for (const QString &name : {u"pack.json"_s, u"numbers.json"_s, u"sizes.json"_s, u"names.json"_s})
        ASSERT_TRUE(QFile::copy(source + name, dir.filePath(name)));
    QFile modules(source + u"modules.json"_s);
    ASSERT_TRUE(modules.open(QIODevice::ReadOnly));
    QJsonObject o = QJsonDocument::fromJson(modules.readAll()).object();
    QJsonArray list = o[u"modules"_s].toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        QJsonObject m = list.at(i).toObject();
        if (m[u"id"_s] == u"age"_s || m[u"id"_s] == u"more_features"_s)
            m.insert(u"enabled"_s, true);
        list[i] = m;
    }
    o.insert(u"modules"_s, list);
    QFile out(dir.filePath(u"modules.json"_s));
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(o).toJson());
    out.close();
    const MeshalPackLoad load = loadMeshalPack(dir.path());
    EXPECT_EQ(load.pack, nullptr);
    ASSERT_FALSE(load.errors.isEmpty());
    EXPECT_TRUE(load.errors.first().contains(u"natural_death"_s)) << load.errors.first().toStdString();
}

TEST(MeshalContent, TheExamplePackIsMarkedAndHoldsTheRulebooksExamples)
{
    const MeshalContent &c = examples();
    EXPECT_TRUE(c.example);
    EXPECT_EQ(c.forPack, u"meshal_lite"_s);
    ASSERT_NE(c.findSpecies(u"human"_s), nullptr);
    EXPECT_EQ(c.findSpecies(u"human"_s)->genders, (QStringList{u"男性"_s, u"女性"_s}));
    EXPECT_TRUE(c.findSpecies(u"shengyong"_s)->noSleep);
    const Item *axe = c.findItem(u"battle_axe"_s);
    ASSERT_NE(axe, nullptr);
    EXPECT_EQ(axe->name, u"战斧"_s);
    EXPECT_EQ(c.names.value(u"battle_axe"_s).zhTW, u"戰斧"_s);
    EXPECT_EQ(c.names.value(u"battle_axe"_s).en, u"Battle axe"_s);
    EXPECT_EQ(axe->attacks, (QStringList{u"对强壮造成强壮🎲物理攻击,穿透2防护(可格挡/闪避)"_s}));
    EXPECT_NE(c.findAbility(u"quick_step"_s), nullptr);
}

TEST(MeshalContent, ContentExportsAndImportsAndBrokenContentIsRefused)
{
    const QJsonObject exported = toJson(examples());
    const MeshalContentLoad again = meshalContentFromJson(exported, u"export.json"_s);
    ASSERT_TRUE(again.errors.isEmpty()) << again.errors.join(u"\n"_s).toStdString();
    EXPECT_EQ(again.content->items, examples().items);
    EXPECT_EQ(again.content->species, examples().species);
    EXPECT_EQ(again.content->names.value(u"human"_s).en, u"Human"_s);
    QJsonObject broken = exported;
    QJsonArray items = broken[u"items"_s].toArray();
    QJsonObject axe = items.first().toObject();
    axe.insert(u"attacks"_s, QJsonArray{u"对强壮造成强壮🎲火焰攻击"_s});
    items[0] = axe;
    broken.insert(u"items"_s, items);
    const MeshalContentLoad refused = meshalContentFromJson(broken, u"broken.json"_s);
    EXPECT_EQ(refused.content, nullptr);
    ASSERT_FALSE(refused.errors.isEmpty());
    EXPECT_TRUE(refused.errors.first().contains(u"火焰"_s)) << refused.errors.first().toStdString();
}

TEST(MeshalSchema, OurValidatorAcceptsTheSchemasAndTheSheets)
{
    sw::rules::JsonSchemaValidator v;
    for (const char *name : {"meshal.character.schema.json", "meshal.content.schema.json", "meshal.pack.schema.json"}) {
        QFile file(QStringLiteral(SHEETWRIGHT_SOURCE_DIR "/resources/schemas/") + QLatin1StringView(name));
        ASSERT_TRUE(file.open(QIODevice::ReadOnly));
        const auto faults = v.addSchema(QLatin1StringView(name), QJsonDocument::fromJson(file.readAll()).object());
        EXPECT_TRUE(faults.isEmpty()) << name << ": " << (faults.isEmpty() ? "" : faults.first().reason.toStdString());
    }
    for (const Character &c : {adan(), trinity()}) {
        EXPECT_EQ(checkCharacterDocument(toJson(c)), QString());
        EXPECT_EQ(characterFromJson(toJson(c)), c);
    }
    Character full = adan();
    full.age = 30;
    full.aliases = {u"“碎骨者”"_s};
    full.bodyParts = full.species.bodyParts;
    full.relationships = {{u"崔妮蒂"_s, Stance::Friendly, u"同伴"_s}};
    full.money = {1, 2, 3};
    full.effects = {{u"祝福"_s, u"祭司"_s, u"1小时"_s, {}}};
    full.overrides = {{u"meshal.item.size"_s, u"items/0"_s, u"house rule"_s}};
    EXPECT_EQ(characterFromJson(toJson(full)), full);
    Character broken = adan();
    broken.dice[1] = 9;
    EXPECT_TRUE(checkCharacterDocument(toJson(broken)).contains(u"meshal.dice.out_of_range"_s));
}

TEST(MeshalSystem, TheBuildRegistersMeshalWithItsKind)
{
    const sw::systems::GameSystemRegistry &systems = sw::systems::builtInSystems();
    const sw::systems::GameSystem *meshal = systems.find(u"meshal"_s);
    ASSERT_NE(meshal, nullptr);
    EXPECT_EQ(meshal->displayName(sw::Language::English), u"Meshal Lite"_s);
    EXPECT_EQ(meshal->displayName(sw::Language::TraditionalChinese), u"Meshal Lite 遊戲規則"_s);
    EXPECT_EQ(meshal->displayName(sw::Language::SimplifiedChinese), u"Meshal Lite 游戏规则"_s);
    EXPECT_EQ(systems.systemOfKind(u"meshal-character"_s), meshal);
    ASSERT_EQ(meshal->packs().size(), 1);
    EXPECT_EQ(meshal->packs().first().id, u"meshal_lite"_s);
}

// A sheet's advancement through the shared store: each ledger entry a write, undoable.
TEST(MeshalSystem, AMeshalSheetGoesThroughTheSharedStore)
{
    QTemporaryDir dir;
    sw::store::FileError error;
    auto file = sw::store::CampaignFile::create(dir.filePath(u"meshal.sheetwright"_s), &error);
    ASSERT_NE(file, nullptr);
    auto store = std::make_unique<sw::store::CampaignStore>(*file, sw::systems::builtInSystems().documentKinds());
    const sw::store::SheetRef ref{u"meshal-character"_s, u"1"_s};
    ASSERT_TRUE(store->apply({{ref, toJson(adan())}}, u"meshal.add"_s, u"New Meshal character"_s).ok);
    ASSERT_EQ(store->list().size(), 1);
    EXPECT_EQ(store->list().first().name, u"阿丹"_s);
    EXPECT_EQ(store->list().first().type, u"人类"_s);

    Character raised = adan();
    ASSERT_FALSE(raiseAttribute(raised, Attribute::Might, Phase::Rest, pack()));
    ASSERT_TRUE(store->apply({{ref, toJson(raised)}}, u"meshal.raise"_s, u"Raise Might"_s).ok);
    EXPECT_EQ(talentSummary(characterFromJson(*store->snapshot(ref))).strength, 30);
    Character cheat = raised;
    cheat.trained[0] = 6; // no ledger entry
    const auto refused = store->apply({{ref, toJson(cheat)}}, u"meshal.edit"_s, u"Edit"_s);
    EXPECT_FALSE(refused.ok);
    EXPECT_TRUE(refused.error.contains(u"meshal.attribute.trained_without_ledger"_s)) << refused.error.toStdString();
    ASSERT_TRUE(store->undo().ok);
    EXPECT_EQ(characterFromJson(*store->snapshot(ref)), adan());
    ASSERT_TRUE(store->redo().ok);
    store.reset();
    file.reset();
    file = sw::store::CampaignFile::open(dir.filePath(u"meshal.sheetwright"_s), &error);
    ASSERT_NE(file, nullptr);
    store = std::make_unique<sw::store::CampaignStore>(*file, sw::systems::builtInSystems().documentKinds());
    EXPECT_EQ(characterFromJson(*store->snapshot(ref)), raised);
    ASSERT_TRUE(store->undo().ok) << "undo reaches across the restart";
    EXPECT_EQ(characterFromJson(*store->snapshot(ref)), adan());
}

// The typed store functions the UI writes through (store/meshalsheets.h): a new sheet gets the
// next number, reads back as the value it was, a save is one undo step, and a save with the dice
// that led to it logs them with its batch.
TEST(MeshalSystem, TheTypedStoreFunctionsReadAndWriteSheets)
{
    QTemporaryDir dir;
    sw::store::FileError error;
    auto file = sw::store::CampaignFile::create(dir.filePath(u"typed.sheetwright"_s), &error);
    ASSERT_TRUE(file) << error.detail.toStdString();
    sw::store::CampaignStore store(*file, sw::systems::builtInSystems().documentKinds());
    const sw::store::Receipt added = addCharacter(store, adan(), u"New Meshal character"_s);
    ASSERT_TRUE(added.ok) << added.error.toStdString();
    EXPECT_EQ(added.sheet, characterRef(1));
    EXPECT_EQ(character(store, 1), adan());
    EXPECT_FALSE(character(store, 2).has_value());
    Character hurt = adan();
    hurt.dice[std::size_t(Attribute::Might)] -= 1;
    sw::store::RollRecord roll;
    roll.kind = u"meshal.rest"_s;
    roll.label = u"rest"_s;
    roll.pool = 1;
    roll.dice = {2};
    roll.result = u"2"_s;
    const sw::store::Receipt saved = saveCharacter(store, 1, hurt, u"meshal.damage"_s, u"Damage"_s, {roll});
    ASSERT_TRUE(saved.ok) << saved.error.toStdString();
    ASSERT_EQ(characters(store).size(), 1);
    EXPECT_EQ(characters(store).first().second, hurt);
    ASSERT_EQ(store.rolls(10).size(), 1);
    EXPECT_EQ(store.rolls(10).first().batch, saved.batch);
    ASSERT_TRUE(store.undo().ok);
    EXPECT_EQ(character(store, 1), adan());
}
