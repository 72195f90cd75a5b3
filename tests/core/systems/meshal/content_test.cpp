// A campaign's own Meshal content (issue #18: "a content editor for the campaign's species,
// abilities and items … validated, translatable names, importable and exportable as a JSON pack"):
// entries written with three names, refused when they would not be valid content, packs merged
// in, the example pack (the rulebook's 战斧, L985) shown beside the campaign's own and marked, and
// the content kept in the store as one document, each change one undo step.
#include "core/systems/meshal/fixtures.h"
#include "store/campaignfile.h"
#include "store/campaignstore.h"
#include "systems/gamesystem.h"
#include "systems/meshal/contentedit.h"
#include "systems/meshal/store/meshalcontentstore.h"
#include "systems/meshal/store/meshalprofile.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::meshal;

namespace {

Feature lizardfolk()
{
    Feature f;
    f.id = u"lizardfolk"_s;
    f.genders = {u"雄性"_s, u"雌性"_s};
    f.sizes = {Size::Medium};
    f.forms = {u"爬虫"_s};
    f.modifiers.protections[std::size_t(Protection::Physical)] = 1;
    f.modifiers.speeds.insert(u"swim"_s, 3);
    return f;
}

const Text kLizardName{u"Lizardfolk"_s, u"蜥蜴人"_s, u"蜥蜴人"_s};

} // namespace

TEST(MeshalContentEdit, AnEntryIsWrittenWithItsThreeNamesAndReplacedByItsId)
{
    MeshalContent c = newCampaignContent();
    ASSERT_TRUE(putSpecies(c, lizardfolk(), kLizardName).isEmpty());
    ASSERT_EQ(c.species.size(), 1);
    EXPECT_EQ(c.species.first().name, u"蜥蜴人"_s) << "the sheet's copy takes the rulebook's language";
    EXPECT_EQ(c.names.value(u"lizardfolk"_s).in(sw::Language::English), u"Lizardfolk"_s);
    Feature faster = lizardfolk();
    faster.modifiers.speeds.insert(u"swim"_s, 4);
    ASSERT_TRUE(putSpecies(c, faster, kLizardName).isEmpty());
    ASSERT_EQ(c.species.size(), 1);
    EXPECT_EQ(c.species.first().modifiers.speeds.value(u"swim"_s), 4);
    // Through JSON and back, as a pack is exported and imported.
    const MeshalContentLoad again = meshalContentFromJson(toJson(c), u"export"_s);
    ASSERT_TRUE(again.content) << again.errors.join(u"; "_s).toStdString();
    EXPECT_EQ(again.content->species.first(), c.species.first());
    EXPECT_EQ(again.content->names.value(u"lizardfolk"_s).zhTW, u"蜥蜴人"_s);
}

TEST(MeshalContentEdit, InvalidEntriesAreRefusedAndChangeNothing)
{
    MeshalContent c = newCampaignContent();
    ASSERT_TRUE(putSpecies(c, lizardfolk(), kLizardName).isEmpty());
    const MeshalContent before = c;
    Feature badId = lizardfolk();
    badId.id = u"Lizard Folk"_s; // ids are lower case words (the schema's pattern)
    EXPECT_FALSE(putSpecies(c, badId, kLizardName).isEmpty());
    EXPECT_FALSE(putSpecies(c, lizardfolk(), {u"Lizardfolk"_s, {}, {}}).isEmpty()) << "the zh_CN name is required";
    Ability same = test::ability(u"lizardfolk"_s, AbilityType::Common, 1);
    same.id = u"lizardfolk"_s;
    EXPECT_FALSE(putAbility(c, same, {u"Bite"_s, u"咬"_s, u"咬"_s}).isEmpty()) << "an id is used once in a pack";
    Item club;
    club.id = u"club"_s;
    club.attacks = {u"a big hit"_s}; // not the rulebook's notation (spec §1.8)
    EXPECT_FALSE(putItem(c, club, {u"Club"_s, u"棍棒"_s, u"棍棒"_s}).isEmpty());
    EXPECT_EQ(toJson(c), toJson(before));
}

// The example pack (spec: "a small example pack marked as an example") stays beside the
// campaign's own entries; an entry of the campaign with an example's id takes its place.
TEST(MeshalContentEdit, ExamplesAreShownBesideTheCampaignsOwnAndMarked)
{
    MeshalContent own = newCampaignContent();
    ASSERT_TRUE(putSpecies(own, lizardfolk(), kLizardName).isEmpty());
    const MeshalContent all = withExamples(own);
    ASSERT_TRUE(all.findSpecies(u"human"_s));
    ASSERT_TRUE(all.findItem(u"battle_axe"_s));
    EXPECT_EQ(all.names.value(u"battle_axe"_s).zhCN, u"战斧"_s);
    EXPECT_TRUE(isExampleEntry(own, u"battle_axe"_s));
    EXPECT_FALSE(isExampleEntry(own, u"lizardfolk"_s));
    EXPECT_TRUE(exampleMeshalContent()->example);
    EXPECT_FALSE(own.example);
    Item axe = *exampleMeshalContent()->findItem(u"battle_axe"_s);
    axe.scale = Scale::Heavy;
    ASSERT_TRUE(putItem(own, axe, {u"Great axe"_s, u"巨斧"_s, u"巨斧"_s}).isEmpty());
    EXPECT_FALSE(isExampleEntry(own, u"battle_axe"_s));
    EXPECT_EQ(withExamples(own).findItem(u"battle_axe"_s)->scale, Scale::Heavy);
}

TEST(MeshalContentEdit, APackMergesInAddingAndReplacing)
{
    MeshalContent own = newCampaignContent();
    Item axe = *exampleMeshalContent()->findItem(u"battle_axe"_s);
    axe.scale = Scale::Heavy;
    ASSERT_TRUE(putItem(own, axe, {u"Great axe"_s, u"巨斧"_s, u"巨斧"_s}).isEmpty());
    const ContentMerge merge = mergeContent(own, *exampleMeshalContent());
    ASSERT_TRUE(merge.errors.isEmpty()) << merge.errors.join(u"; "_s).toStdString();
    const MeshalContent &ex = *exampleMeshalContent();
    const int entries = int(ex.species.size() + ex.features.size() + ex.abilities.size() + ex.items.size());
    EXPECT_EQ(merge.replaced, 1);
    EXPECT_EQ(merge.added, entries - 1);
    EXPECT_EQ(own.findItem(u"battle_axe"_s)->scale, Scale::Light) << "the pack's entry replaces the old one";
    EXPECT_EQ(own.names.value(u"battle_axe"_s).zhCN, u"战斧"_s);
}

TEST(MeshalContentStore, TheContentIsOneDocumentAndEachChangeOneUndoStep)
{
    QTemporaryDir dir;
    sw::store::FileError error;
    auto file = sw::store::CampaignFile::create(dir.filePath(u"content.sheetwright"_s), &error);
    ASSERT_TRUE(file) << error.detail.toStdString();
    sw::store::CampaignStore store(*file, sw::systems::builtInSystems().documentKinds());
    EXPECT_TRUE(campaignContent(store).species.isEmpty());
    MeshalContent c = campaignContent(store);
    ASSERT_TRUE(putSpecies(c, lizardfolk(), kLizardName).isEmpty());
    ASSERT_TRUE(saveContent(store, c, u"meshal.content.put"_s, u"Write 蜥蜴人"_s).ok);
    Ability bite = test::ability(u"bite"_s, AbilityType::Might, 1);
    bite.id = u"bite"_s;
    ASSERT_TRUE(putAbility(c, bite, {u"Bite"_s, u"撕咬"_s, u"撕咬"_s}).isEmpty());
    ASSERT_TRUE(saveContent(store, c, u"meshal.content.put"_s, u"Write 撕咬"_s).ok);
    EXPECT_TRUE(store.list().isEmpty()) << "content is not a sheet of the campaign list";
    EXPECT_EQ(campaignContent(store).abilities.size(), 1);
    ASSERT_TRUE(store.undo().ok);
    EXPECT_TRUE(campaignContent(store).abilities.isEmpty());
    EXPECT_EQ(campaignContent(store).species.size(), 1);
    ASSERT_TRUE(store.redo().ok);
    EXPECT_EQ(campaignContent(store).findAbility(u"bite"_s)->type, AbilityType::Might);
    // The store refuses a document that is not valid content.
    QJsonObject broken = toJson(c);
    broken.insert(u"system"_s, u"blades"_s);
    EXPECT_FALSE(store.save(contentRef(), broken, u"meshal.content.put"_s, u"Broken"_s).ok);
}

// Spec §3 step 1: the campaign's rules profile, one document; rule 49 (「当启用年龄特征时,也应当
// 同时启用寿终正寝规则」 L319) refuses age without natural death; the pack follows the profile.
TEST(MeshalContentStore, TheRulesProfileTurnsModulesOnAndKeepsRule49)
{
    QTemporaryDir dir;
    sw::store::FileError error;
    auto file = sw::store::CampaignFile::create(dir.filePath(u"profile.sheetwright"_s), &error);
    ASSERT_TRUE(file) << error.detail.toStdString();
    sw::store::CampaignStore store(*file, sw::systems::builtInSystems().documentKinds());
    EXPECT_FALSE(campaignPack(store)->moduleOn(u"replenishing"_s));
    ASSERT_TRUE(saveProfile(store, {u"replenishing"_s}, u"Supplies on"_s).ok);
    EXPECT_TRUE(campaignPack(store)->moduleOn(u"replenishing"_s));
    EXPECT_FALSE(profileProblems({u"age"_s}).isEmpty());
    EXPECT_FALSE(saveProfile(store, {u"age"_s}, u"Age alone"_s).ok);
    EXPECT_FALSE(saveProfile(store, {u"no_such_module"_s}, u"Unknown"_s).ok);
    ASSERT_TRUE(saveProfile(store, {u"more_features"_s, u"age"_s, u"natural_death"_s}, u"Age and natural death"_s).ok);
    EXPECT_TRUE(campaignPack(store)->moduleOn(u"natural_death"_s));
    ASSERT_TRUE(store.undo().ok);
    EXPECT_EQ(enabledModules(store), QStringList{u"replenishing"_s});
}

// Rules 20 and 52 (L237 「主持人可以适当地增减起始潜能的数量」; L447 and spec §2.8: the coins' rates are
// the campaign's to set): the profile keeps the campaign's starting Talent and coin rates; a new
// sheet starts with that Talent (rule 20 then warns of nothing) and money is counted at those rates.
TEST(MeshalContentStore, Rule20And52_TheCampaignSetsItsStartingTalentAndCoinRates)
{
    QTemporaryDir dir;
    sw::store::FileError error;
    auto file = sw::store::CampaignFile::create(dir.filePath(u"numbers.sheetwright"_s), &error);
    ASSERT_TRUE(file) << error.detail.toStdString();
    sw::store::CampaignStore store(*file, sw::systems::builtInSystems().documentKinds());
    EXPECT_EQ(campaignPack(store)->number(u"starting_talent"_s), 36);
    ASSERT_TRUE(saveProfile(store, {u"replenishing"_s}, {{u"starting_talent"_s, 45}, {u"silver_per_gold"_s, 20}}, u"Harder"_s).ok);
    const auto pack = campaignPack(store);
    EXPECT_TRUE(pack->moduleOn(u"replenishing"_s));
    EXPECT_EQ(pack->number(u"starting_talent"_s), 45);
    EXPECT_EQ(pack->number(u"silver_per_gold"_s), 20);
    EXPECT_EQ(pack->number(u"copper_per_silver"_s), 100); // the pack's own
    const Character c = newCharacter(*pack, u"新"_s);
    EXPECT_EQ(c.startingTalent, 45);
    EXPECT_FALSE(sw::rules::hasCode(characterWarnings(c, *pack), u"meshal.talent.starting"_s));
    EXPECT_TRUE(sw::rules::hasCode(characterWarnings(c, *builtInMeshalPack()), u"meshal.talent.starting"_s));
    // 1 gold, 2 silver, 3 copper at 20 silver a gold: (20 + 2) × 100 + 3.
    EXPECT_EQ(moneyInCopper({1, 2, 3}, *pack), 2203);
    // Saving the modules alone keeps the numbers; numbers out of range or unknown are refused.
    ASSERT_TRUE(saveProfile(store, {}, u"Modules off"_s).ok);
    EXPECT_EQ(campaignNumbers(store).value(u"starting_talent"_s), 45);
    EXPECT_FALSE(saveProfile(store, {}, {{u"silver_per_gold"_s, 0}}, u"Worthless gold"_s).ok);
    EXPECT_FALSE(saveProfile(store, {}, {{u"carry_heavy"_s, 5}}, u"Not the campaign's"_s).ok);
    ASSERT_TRUE(store.undo().ok);
    EXPECT_TRUE(campaignPack(store)->moduleOn(u"replenishing"_s));
}

// L296–L309 (body parts), L464–L474 (where armour goes): written in the editor as text, read back
// the same; a word that is no body part is named.
TEST(MeshalContentEdit, BodyPartsAndSlotsAreReadFromTheEditorsText)
{
    const auto parts = sw::meshal::bodyPartsFromText(u"head 1, torso 1、arm 2, leg×4, tail"_s);
    ASSERT_TRUE(parts);
    ASSERT_EQ(parts->size(), 5);
    EXPECT_EQ(parts->at(2).part, u"arm"_s);
    EXPECT_EQ(parts->at(2).count, 2);
    EXPECT_EQ(parts->at(3).count, 4);
    EXPECT_EQ(parts->at(4).count, 1);
    EXPECT_EQ(sw::meshal::bodyPartsText(*parts), u"head 1, torso 1, arm 2, leg 4, tail 1"_s);
    QString bad;
    EXPECT_FALSE(sw::meshal::bodyPartsFromText(u"head 1, tentacle 8"_s, &bad));
    EXPECT_EQ(bad, u"tentacle 8"_s);
    EXPECT_EQ(sw::meshal::slotsFromText(u"leg, leg"_s), (QStringList{u"leg"_s, u"leg"_s}));
    EXPECT_EQ(sw::meshal::slotsFromText(u""_s), QStringList{});
    EXPECT_FALSE(sw::meshal::slotsFromText(u"head, hat"_s, &bad));
    EXPECT_EQ(bad, u"hat"_s);
}

// A species' senses (spec §2.1, §4.7, L786–L856; D15 takes the largest range of each sense) and its
// other movement (§4.6, D13): written as "sight 10, smell 3" and "climb 3, burrow 1", kept on the
// species, and the character of that species perceives and moves that far.
TEST(MeshalContentEdit, ASpeciesSensesAreReadFromTheEditorsTextAndReachTheSheet)
{
    QString bad;
    const auto senses = sw::meshal::sensesFromText(u"sight 10，smell: 3"_s, &bad);
    ASSERT_TRUE(senses) << bad.toStdString();
    EXPECT_EQ(senses->value(u"sight"_s), 10);
    EXPECT_EQ(senses->value(u"smell"_s), 3);
    EXPECT_EQ(sw::meshal::rangesText(*senses), u"sight 10, smell 3"_s);
    EXPECT_EQ(sw::meshal::sensesFromText(u""_s), (QMap<QString, int>{}));
    EXPECT_FALSE(sw::meshal::sensesFromText(u"sight 10, echo 4"_s, &bad));
    EXPECT_EQ(bad, u"echo 4"_s);
    EXPECT_FALSE(sw::meshal::sensesFromText(u"smell"_s, &bad)); // a range is needed
    EXPECT_EQ(bad, u"smell"_s);
    // Movement beside swimming and flying (L674–L784; D13 the fastest source): "climb 3, burrow 1".
    const auto moves = sw::meshal::movesFromText(u"climb 3、burrow 1"_s, &bad);
    ASSERT_TRUE(moves) << bad.toStdString();
    EXPECT_EQ(*moves, (QMap<QString, int>{{u"climb"_s, 3}, {u"burrow"_s, 1}}));
    EXPECT_FALSE(sw::meshal::movesFromText(u"swim 3"_s, &bad)); // swimming has its own box
    EXPECT_EQ(bad, u"swim 3"_s);

    MeshalContent content = newCampaignContent();
    Feature species = lizardfolk();
    species.modifiers.senses = *senses;
    species.modifiers.speeds.insert(*moves);
    ASSERT_TRUE(putSpecies(content, species, {u"Lizardfolk"_s, u"蜥蜴人"_s, u"蜥蜴人"_s}).isEmpty());
    Character c = sw::meshal::test::human(u"鳞"_s);
    c.species = *content.findSpecies(u"lizardfolk"_s);
    EXPECT_EQ(sense(c, u"smell"_s), 3);
    EXPECT_EQ(speed(c, u"climb"_s), 3); // above the new character's 攀爬1
    EXPECT_EQ(speed(c, u"burrow"_s), 1);
    EXPECT_EQ(sense(c, u"sight"_s), std::max(10, sense(sw::meshal::test::human(u"人"_s), u"sight"_s)));
}
