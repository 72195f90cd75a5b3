// 狩魂者 as a game system: the base pack holds every [base] value as a required setting with no
// value (never guessed), the 追加规则 profile is laid over it by id, the campaign's values come
// last; the schemas are ones our validator accepts; the registry knows the system and its kinds;
// a sheet and the campaign's settings go through the shared store (journal, undo, reopen).
#include "core/systems/soulhunter/fixtures.h"
#include "rules/jsonschema.h"
#include "store/campaignfile.h"
#include "store/campaignstore.h"
#include "systems/gamesystem.h"
#include "systems/soulhunter/schemas.h"
#include "systems/soulhunter/soulhuntersystem.h"
#include "systems/soulhunter/store/soulsheets.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::soulhunter;
using namespace sw::soulhunter::test;

namespace {

const QStringList kBaseSettings{u"mp_base_max"_s, u"sp_initial_base"_s, u"kp_base_max"_s, u"skill_points_base"_s,
                                u"skill_points_per_wisdom"_s, u"skill_level_cost"_s, u"skill_level_max"_s, u"lingshi_start"_s,
                                u"soul_weapon_lingshi"_s, u"ultimate1_lingshi"_s, u"ultimate2_lingshi"_s, u"marks_base"_s,
                                u"charm_size_warning"_s, u"charm_size_duel"_s, u"charm_size_task"_s, u"charm_size_event"_s};

} // namespace

// spec §22: every [base] value is a required, editable setting, empty until the group fills it.
TEST(SoulhunterPack, TheBasePackHoldsEveryBaseValueRequiredAndEmpty)
{
    const PackLoad load = loadPack(QStringLiteral(SHEETWRIGHT_SOURCE_DIR "/resources/rulepacks/soulhunter-base"));
    ASSERT_TRUE(load.errors.isEmpty()) << load.errors.join(u"\n"_s).toStdString();
    const Pack &base = *load.pack;
    EXPECT_EQ(base.id, u"soulhunter_base"_s);
    EXPECT_TRUE(base.extends.isEmpty());
    for (const Setting &s : base.settings) {
        EXPECT_EQ(s.tag, u"base"_s) << s.id.toStdString();
        EXPECT_TRUE(s.required) << s.id.toStdString();
        EXPECT_FALSE(s.filled()) << s.id.toStdString() << " has a value: nothing of the rulebook is guessed";
        for (sw::Language l : sw::kAllLanguages) {
            EXPECT_FALSE(s.name.in(l).isEmpty()) << s.id.toStdString();
            EXPECT_FALSE(s.help.in(l).isEmpty()) << s.id.toStdString();
        }
    }
    for (const QString &id : kBaseSettings)
        EXPECT_NE(base.setting(id), nullptr) << id.toStdString();
    EXPECT_TRUE(Rules(builtInBasePack()).missingSettings().contains(u"critical_rule"_s));
}

// A profile overrides by id: the 追加规则 gives the critical rule its [gap] default and adds the
// seed's numbers, skills and style actions; the base values stay required.
TEST(SoulhunterPack, TheProfileIsLaidOverTheBaseById)
{
    const Pack &profile = *builtInProfile();
    EXPECT_EQ(profile.id, u"soulhunter_zhuijia"_s);
    EXPECT_EQ(profile.extends, u"soulhunter_base"_s);
    const Setting *critical = profile.setting(u"critical_rule"_s);
    ASSERT_NE(critical, nullptr);
    EXPECT_EQ(critical->tag, u"gap"_s);
    EXPECT_EQ(critical->option, u"both_ten_or_one"_s);
    for (const QString &id : kBaseSettings) {
        ASSERT_NE(profile.setting(id), nullptr) << id.toStdString();
        EXPECT_TRUE(profile.setting(id)->required);
    }
    for (const Setting &s : profile.settings) {
        if (s.tag != u"base"_s) {
            EXPECT_TRUE(s.filled()) << s.id.toStdString() << ": a [gap]/[inferred] setting carries the spec's default";
        }
    }
    EXPECT_EQ(profile.numbers.value(u"hp_base"_s), 2);           // L147
    EXPECT_EQ(profile.numbers.value(u"anxiety_threshold"_s), 50); // L167
    ASSERT_EQ(profile.skills.size(), 7);                           // L125-L133
    EXPECT_EQ(profile.skill(u"lingzhi"_s)->name.in(sw::Language::SimplifiedChinese), u"灵知"_s);
    EXPECT_EQ(profile.skill(u"lingzhi"_s)->name.in(sw::Language::TraditionalChinese), u"靈知"_s);
    EXPECT_EQ(profile.skill(u"lingzhi"_s)->name.in(sw::Language::English), u"Spirit Lore"_s);
    bool awakeningRemoved = false;
    for (const NamedEntry &s : profile.styles)
        awakeningRemoved = awakeningRemoved || (s.id == u"chaoling"_s && s.removed); // L173
    EXPECT_TRUE(awakeningRemoved);
    EXPECT_EQ(findBuiltInPack(u"soulhunter_zhuijia"_s), builtInProfile());
}

TEST(SoulhunterPack, AProfileWithoutItsBaseIsRefused)
{
    const PackLoad load = loadPack(QStringLiteral(SHEETWRIGHT_SOURCE_DIR "/resources/rulepacks/soulhunter-zhuijia"));
    EXPECT_EQ(load.pack, nullptr);
    ASSERT_FALSE(load.errors.isEmpty());
    EXPECT_TRUE(load.errors.first().contains(u"soulhunter_base"_s)) << load.errors.first().toStdString();
}

// The campaign's values come first; a required setting without one is reported missing by id.
TEST(SoulhunterPack, UnfilledBaseSettingsAreReportedMissingAndCampaignValuesAreChecked)
{
    EXPECT_EQ(unfilled().missingSettings(), kBaseSettings);
    EXPECT_TRUE(filled().missingSettings().isEmpty());
    EXPECT_EQ(unfilled().number(u"mp_base_max"_s), std::nullopt);
    EXPECT_EQ(filled().number(u"mp_base_max"_s), 5);
    EXPECT_EQ(unfilled().number(u"success_min_cat"_s), 1);
    EXPECT_EQ(unfilled().choice(u"break_when_full"_s), u"stay_full"_s);
    const Rules rules = unfilled();
    EXPECT_TRUE(rules.checkValue(u"mp_base_max"_s, 4).isEmpty());
    EXPECT_FALSE(rules.checkValue(u"mp_base_max"_s, -1).isEmpty());
    EXPECT_FALSE(rules.checkValue(u"mp_base_max"_s, u"four"_s).isEmpty());
    EXPECT_FALSE(rules.checkValue(u"critical_rule"_s, u"nat20"_s).isEmpty());
    EXPECT_FALSE(rules.checkValue(u"no_such_setting"_s, 1).isEmpty());
    EXPECT_TRUE(rules.checkValue(u"critical_rule"_s, u"none"_s).isEmpty());
}

TEST(SoulhunterSchema, OurValidatorAcceptsTheSchemasAndTheSheets)
{
    sw::rules::JsonSchemaValidator v;
    for (const char *name : {"soulhunter.character.schema.json", "soulhunter.pack.schema.json", "soulhunter.campaign.schema.json",
                             "soulhunter.sin.schema.json", "soulhunter.content.schema.json"}) {
        QFile file(QStringLiteral(SHEETWRIGHT_SOURCE_DIR "/resources/schemas/") + QLatin1StringView(name));
        ASSERT_TRUE(file.open(QIODevice::ReadOnly));
        const auto faults = v.addSchema(QLatin1StringView(name), QJsonDocument::fromJson(file.readAll()).object());
        EXPECT_TRUE(faults.isEmpty()) << name << ": " << (faults.isEmpty() ? "" : faults.first().reason.toStdString());
    }
    Character full = linche();
    full.codename = u"影子"_s;
    full.unlocks = {{u"影之刃"_s, u"一把影子凝成的刀"_s, 0}};
    full.statusTags = {u"湿透"_s};
    full.enchantments = {{u"迟缓"_s, 2, u"缚咒"_s, true, 1}};
    full.ledger = {{LedgerEntry::Kind::Award, 4, false, u"第一章"_s, {}}, {LedgerEntry::Kind::GrowthSp, -2, true, {}, {}}};
    full.jietiSlashes = 1;
    full.grievous = {{u"肋骨断裂"_s, true, false}};
    full.overrides = {{u"soulhunter.skill.budget"_s, u"skills"_s, u"DH 同意"_s}};
    EXPECT_EQ(characterFromJson(toJson(full)), full);
    EXPECT_EQ(checkCharacterDocument(toJson(linche())), QString());
    EXPECT_TRUE(schemas().validate(toJson(full), u"soulhunter.character.schema.json"_s).isEmpty());
}

TEST(SoulhunterSystem, TheBuildRegistersSoulhunterWithItsKinds)
{
    const sw::systems::GameSystemRegistry &systems = sw::systems::builtInSystems();
    const sw::systems::GameSystem *soul = systems.find(u"soulhunter"_s);
    ASSERT_NE(soul, nullptr);
    EXPECT_EQ(soul->displayName(sw::Language::English), u"Soul Hunter TRPG (additional rules)"_s);
    EXPECT_EQ(soul->displayName(sw::Language::TraditionalChinese), u"狩魂者TRPG（追加規則）"_s);
    EXPECT_EQ(soul->displayName(sw::Language::SimplifiedChinese), u"狩魂者TRPG（追加规则）"_s);
    EXPECT_EQ(systems.systemOfKind(u"soulhunter-character"_s), soul);
    EXPECT_EQ(systems.systemOfKind(u"soulhunter-campaign"_s), soul);
    const sw::store::DocumentKind *kind = systems.documentKinds().find(u"soulhunter-character"_s);
    ASSERT_NE(kind, nullptr);
    EXPECT_EQ(kind->format, kFormatVersion);
    ASSERT_EQ(soul->packs().size(), 2);
    EXPECT_EQ(soul->packs().at(1).extends, u"soulhunter_base"_s);
}

// A character and the campaign's settings through the shared store: each write one journal
// entry, refused when it breaks a rule, undone and redone, still there after a reopen.
TEST(SoulhunterSystem, SheetsAndSettingsGoThroughTheSharedStore)
{
    QTemporaryDir dir;
    sw::store::FileError error;
    const QString path = dir.filePath(u"soul.sheetwright"_s);
    auto file = sw::store::CampaignFile::create(path, &error);
    ASSERT_NE(file, nullptr);
    auto store = std::make_unique<sw::store::CampaignStore>(*file, sw::systems::builtInSystems().documentKinds());
    EXPECT_EQ(campaignRules(*store).missingSettings(), kBaseSettings);
    ASSERT_TRUE(setCampaignSetting(*store, u"mp_base_max"_s, 5).ok);
    EXPECT_FALSE(setCampaignSetting(*store, u"mp_base_max"_s, -2).ok);
    EXPECT_EQ(campaignRules(*store).number(u"mp_base_max"_s), 5);
    const sw::store::Receipt added = addCharacter(*store, linche(), u"New character"_s);
    ASSERT_TRUE(added.ok) << added.error.toStdString();
    const qint64 id = added.sheet.id.toLongLong();
    EXPECT_EQ(store->list(QString(kCharacterKind)).first().name, u"林澈"_s);
    Character hurt = linche();
    hurt.damage = 4;
    ASSERT_TRUE(saveCharacter(*store, id, hurt, u"soulhunter.damage"_s, u"Damage"_s).ok);
    Character cheat = hurt;
    cheat.attributes = {0, 0, 9}; // at creation, 0-6 (rule 1)
    const sw::store::Receipt refused = saveCharacter(*store, id, cheat, u"soulhunter.edit"_s, u"Edit"_s);
    EXPECT_FALSE(refused.ok);
    EXPECT_TRUE(refused.error.contains(u"soulhunter.attribute.creation_range"_s)) << refused.error.toStdString();
    ASSERT_TRUE(store->undo().ok);
    EXPECT_EQ(character(*store, id), linche());
    ASSERT_TRUE(store->redo().ok);
    store.reset();
    file.reset();
    file = sw::store::CampaignFile::open(path, &error);
    ASSERT_NE(file, nullptr);
    store = std::make_unique<sw::store::CampaignStore>(*file, sw::systems::builtInSystems().documentKinds());
    EXPECT_EQ(character(*store, id), hurt);
    EXPECT_EQ(characters(*store).size(), 1);
    EXPECT_EQ(campaignRules(*store).number(u"mp_base_max"_s), 5);
    ASSERT_TRUE(store->undo().ok);
    ASSERT_TRUE(store->undo().ok);
    ASSERT_TRUE(store->undo().ok) << "the setting's write is undone like a sheet's";
    EXPECT_EQ(campaignRules(*store).number(u"mp_base_max"_s), std::nullopt);
}
