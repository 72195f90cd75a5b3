// The character sheet window's models (rules A: actions, harm, load, abilities, trauma), each
// checked by Qt's QAbstractItemModelTester on every signal. A new sheet value must signal
// exactly the cells that changed, rows only when the row set changes, and never a reset.
#include "core/systems/blades/fixtures.h"
#include "core/systems/blades/models/sheetmodels_testing.h"
#include "systems/blades/models/abilitiesmodel.h"
#include "systems/blades/models/actionsmodel.h"
#include "systems/blades/models/harmmodel.h"
#include "systems/blades/models/itemsmodel.h"
#include "systems/blades/models/traumamodel.h"

#include <QAbstractItemModelTester>

using namespace Qt::StringLiterals;
using namespace sw::models;
using sw::blades::Character;
using sw::test::expectCellsChanged;

namespace {

constexpr auto kFatal = QAbstractItemModelTester::FailureReportingMode::Fatal;

// A model of one character sheet under the tester, fed the built-in pack.
template <typename Model>
class CharacterModelTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        sheet = sw::test::creatingCutter();
        show();
    }
    void show(const sw::blades::CrewBenefits &crew = {}) { model.setSheet(sheet, sw::test::srd(), crew); }
    QModelIndex at(int row, int column = 0, const QModelIndex &parent = {}) const
    {
        return model.index(row, column, parent);
    }

    Character sheet;
    Model model;
    QAbstractItemModelTester tester{&model, kFatal};
};

using ActionsModelTest = CharacterModelTest<ActionsModel>;
using HarmModelTest = CharacterModelTest<HarmModel>;
using ItemsModelTest = CharacterModelTest<ItemsModel>;
using AbilitiesModelTest = CharacterModelTest<AbilitiesModel>;
using TraumaModelTest = CharacterModelTest<TraumaModel>;

} // namespace

// A §1.1: attributes in sheet order, each rated by its actions with a dot.
TEST_F(ActionsModelTest, AttributesHoldTheirActionsAndRateByDottedActions)
{
    ASSERT_EQ(model.rowCount(), 3);
    EXPECT_EQ(at(0).data().toString(), u"Insight"_s);
    EXPECT_EQ(at(1).data(ActionsModel::IdRole).toString(), u"prowess"_s);
    EXPECT_EQ(model.rowCount(at(0)), 4);
    EXPECT_EQ(at(0, 0, at(0)).data(ActionsModel::IdRole).toString(), u"hunt"_s);
    EXPECT_EQ(at(1, ActionsModel::RatingColumn).data().toInt(), 3); // prowl, skirmish, wreck
    EXPECT_EQ(at(0, ActionsModel::RatingColumn).data().toInt(), 1); // hunt
    EXPECT_EQ(at(1).data(ActionsModel::XpMaxRole).toInt(), 6);
    EXPECT_EQ(at(1).data(Qt::ToolTipRole).toString(), sw::test::srd().attribute(u"prowess"_s)->summary.en);

    const QModelIndex skirmish = model.indexOfAction(u"skirmish"_s);
    ASSERT_TRUE(skirmish.isValid());
    EXPECT_EQ(skirmish.parent(), at(1));
    EXPECT_EQ(skirmish.siblingAtColumn(ActionsModel::RatingColumn).data().toInt(), 2);
    EXPECT_EQ(skirmish.data(ActionsModel::MaxRole).toInt(), 2); // the creation cap
    EXPECT_EQ(skirmish.data(ActionsModel::RatingMaxRole).toInt(), 4);
    EXPECT_FALSE(model.flags(skirmish).testFlag(Qt::ItemIsEditable));
}

// A §1.2: 3 dots after creation; Mastery (a crew upgrade) raises the cap to 4.
TEST_F(ActionsModelTest, TheCapFollowsThePhaseAndTheCrew)
{
    sheet.phase = sw::blades::CharacterPhase::Play;
    show();
    EXPECT_EQ(model.indexOfAction(u"hunt"_s).data(ActionsModel::MaxRole).toInt(), 3);
    sw::blades::CrewBenefits mastery;
    mastery.actionCap = 4;
    show(mastery);
    EXPECT_EQ(model.indexOfAction(u"hunt"_s).data(ActionsModel::MaxRole).toInt(), 4);
}

TEST_F(ActionsModelTest, ADotChangesItsActionAndItsAttributeOnly)
{
    expectCellsChanged(model, [&] {
        sheet.actions[u"study"_s] = 1;
        show();
    }, {"0:0", "0:1", "0/1:0", "0/1:1"});
    EXPECT_EQ(model.indexOfAction(u"study"_s).siblingAtColumn(1).data().toInt(), 1);
    EXPECT_EQ(at(0, 1).data().toInt(), 2);

    // A second dot on a dotted action leaves the attribute's rating alone.
    expectCellsChanged(model, [&] {
        sheet.actions[u"study"_s] = 2;
        show();
    }, {"0/1:0", "0/1:1"});
}

TEST_F(ActionsModelTest, AttributeXpAndAdvancesAreOnTheAttributeRow)
{
    expectCellsChanged(model, [&] {
        sheet.attributeXp[u"resolve"_s] = 2;
        sheet.pendingAttributeAdvances[u"resolve"_s] = 1;
        show();
    }, {"2:0", "2:1"});
    EXPECT_EQ(at(2).data(ActionsModel::XpRole).toInt(), 2);
    EXPECT_EQ(at(2).data(ActionsModel::PendingAdvanceRole).toInt(), 1);
}

TEST_F(ActionsModelTest, TheSameSheetAgainSignalsNothing)
{
    expectCellsChanged(model, [&] { show(); }, {});
}

TEST_F(ActionsModelTest, ALanguageSwitchRelabelsWithoutAReset)
{
    model.setHeaders({u"Action"_s, u"Rating"_s});
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy headers(&model, &QAbstractItemModel::headerDataChanged);
    model.setLanguage(sw::Language::TraditionalChinese);
    EXPECT_EQ(reset.count(), 0);
    EXPECT_EQ(headers.count(), 1);
    EXPECT_EQ(sw::test::signalledCells(changed).size(), size_t(3 * 2 + 12 * 2)); // every cell
    EXPECT_EQ(at(0).data().toString(), u"洞察"_s);
    EXPECT_EQ(model.indexOfAction(u"skirmish"_s).data().toString(), u"衝突"_s);
    EXPECT_EQ(at(0).data(Qt::ToolTipRole).toString(), sw::test::srd().attribute(u"insight"_s)->summary.zhTW);
    EXPECT_EQ(model.headerData(1, Qt::Horizontal).toString(), u"Rating"_s);
}

// A §2.4: severe, moderate, lesser — the lines of the sheet, most severe on top.
TEST_F(HarmModelTest, OneRowPerLineOfTheSheetMostSevereFirst)
{
    ASSERT_EQ(model.rowCount(), 3);
    EXPECT_EQ(model.columnCount(), 4);
    EXPECT_EQ(at(0).data(HarmModel::LevelRole).toInt(), 3);
    EXPECT_EQ(at(2).data(HarmModel::LevelRole).toInt(), 1);
    EXPECT_EQ(at(0).data().toString(), u"Severe harm"_s);
    EXPECT_EQ(at(1).data(HarmModel::PenaltyRole).toString(), u"less_dice"_s);
    EXPECT_EQ(at(0).data(HarmModel::SlotsRole).toInt(), 1);
    EXPECT_FALSE(model.flags(at(0, HarmModel::Slot2Column)).testFlag(Qt::ItemIsEnabled)); // severe has one box
    EXPECT_TRUE(model.flags(at(1, HarmModel::Slot2Column)).testFlag(Qt::ItemIsEnabled));
    EXPECT_FALSE(at(2).data(HarmModel::ActiveRole).toBool());
    EXPECT_EQ(at(2, HarmModel::PenaltyColumn).data().toString(), sw::test::srd().harmLevel(1)->summary.en);
}

TEST_F(HarmModelTest, HarmFillsItsLevelsSlotsAndActivatesThePenalty)
{
    expectCellsChanged(model, [&] {
        sheet.harm = {{1, u"Bruised ribs"_s}};
        show();
    }, {"2:0", "2:1", "2:2", "2:3"}); // the slot, and the row's penalty now applies
    EXPECT_EQ(at(2, HarmModel::Slot1Column).data().toString(), u"Bruised ribs"_s);
    EXPECT_EQ(at(2, HarmModel::Slot1Column).data(HarmModel::HarmIndexRole).toInt(), 0);
    EXPECT_FALSE(at(2, HarmModel::Slot2Column).data(HarmModel::HarmIndexRole).isValid());
    EXPECT_TRUE(at(2).data(HarmModel::ActiveRole).toBool());

    // A second lesser harm only fills the second slot.
    expectCellsChanged(model, [&] {
        sheet.harm.append({2, u"Deep cut"_s});
        sheet.harm.append({1, u"Sprained wrist"_s});
        show();
    }, {"1:0", "1:1", "1:2", "1:3", "2:2"});
    EXPECT_EQ(at(2, HarmModel::Slot2Column).data().toString(), u"Sprained wrist"_s);
    EXPECT_EQ(at(2, HarmModel::Slot2Column).data(HarmModel::HarmIndexRole).toInt(), 2);
    EXPECT_EQ(at(1, HarmModel::Slot1Column).data(HarmModel::HarmIndexRole).toInt(), 1);
}

// A harm past the line's boxes (a GM override) is shown, not lost.
TEST_F(HarmModelTest, AnOverfullLineShowsEveryHarm)
{
    sheet.harm = {{1, u"A"_s}, {1, u"B"_s}, {1, u"C"_s}};
    show();
    EXPECT_EQ(at(2, HarmModel::Slot2Column).data().toString(), u"B; C"_s);
}

// A §8.9: fatal harm has no line on the sheet; a dead character's row appears, then goes.
TEST_F(HarmModelTest, FatalHarmInsertsItsRow)
{
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    sheet.harm = {{4, u"Shot through the heart"_s}};
    show();
    ASSERT_EQ(inserted.count(), 1);
    EXPECT_EQ(inserted.first().at(1).toInt(), 0);
    ASSERT_EQ(model.rowCount(), 4);
    EXPECT_EQ(at(0).data(HarmModel::LevelRole).toInt(), 4);
    EXPECT_EQ(at(0, HarmModel::Slot1Column).data().toString(), u"Shot through the heart"_s);
    EXPECT_TRUE(at(0).data(HarmModel::ActiveRole).toBool());
    sheet.harm.clear();
    show();
    EXPECT_EQ(removed.count(), 1);
    EXPECT_EQ(model.rowCount(), 3);
    EXPECT_EQ(reset.count(), 0);
}

// Tough as nails: each harm's penalty is one level lighter; lesser harm then has none.
TEST_F(HarmModelTest, ToughAsNailsShiftsWhichPenaltyApplies)
{
    sheet.abilities.append(u"tough_as_nails"_s);
    sheet.harm = {{1, u"Bruised"_s}};
    show();
    EXPECT_FALSE(at(2).data(HarmModel::ActiveRole).toBool());
    sheet.harm = {{2, u"Broken arm"_s}};
    show();
    EXPECT_FALSE(at(1).data(HarmModel::ActiveRole).toBool());
    EXPECT_TRUE(at(2).data(HarmModel::ActiveRole).toBool());
}

TEST_F(HarmModelTest, PenaltyWordsComeFromTheLabeler)
{
    model.setLabeler([](const QString &kind, const QString &id) -> QString { return kind + u'/' + id; });
    EXPECT_EQ(at(1, HarmModel::PenaltyColumn).data().toString(), u"harm_penalty/less_dice"_s);
    model.setLanguage(sw::Language::SimplifiedChinese);
    EXPECT_EQ(at(0).data().toString(), sw::test::srd().harmLevel(3)->name.zhCN);
}

// A §2.7: the playbook's items, then the standard ones; ticks and load.
TEST_F(ItemsModelTest, PlaybookItemsComeFirstThenTheStandardOnes)
{
    const sw::blades::Playbook *cutter = sw::test::srd().playbook(u"cutter"_s);
    const qsizetype own = cutter->items.size();
    ASSERT_EQ(model.rowCount(), own + sw::test::srd().items.size());
    EXPECT_EQ(at(0).data(ItemsModel::IdRole).toString(), cutter->items.first().id);
    EXPECT_TRUE(at(0).data(ItemsModel::PlaybookItemRole).toBool());
    EXPECT_EQ(at(int(own)).data(ItemsModel::IdRole).toString(), sw::test::srd().items.first().id);
    EXPECT_FALSE(at(int(own)).data(ItemsModel::PlaybookItemRole).toBool());
    const int heavy = model.rowOfKey(u"heavy_armor"_s);
    EXPECT_EQ(at(heavy, ItemsModel::LoadColumn).data().toInt(), 3);
    EXPECT_EQ(at(heavy).data(ItemsModel::LoadRole).toInt(), 3);
    EXPECT_EQ(at(heavy).data(ItemsModel::CategoryRole).toString(), u"armor"_s);
    EXPECT_EQ(at(heavy).data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
    EXPECT_TRUE(model.flags(at(heavy)).testFlag(Qt::ItemIsUserCheckable));
    EXPECT_FALSE(model.flags(at(heavy)).testFlag(Qt::ItemIsEditable));
    EXPECT_FALSE(model.setData(at(heavy), int(Qt::Checked), Qt::CheckStateRole)); // through the engine only
}

TEST_F(ItemsModelTest, TickingAnItemChangesItsCheckAndTheLoad)
{
    QSignalSpy load(&model, &ItemsModel::loadChanged);
    EXPECT_EQ(model.carriedLoad(), 0);
    EXPECT_EQ(model.loadLimit(), -1); // no load level chosen yet
    const int blade = model.rowOfKey(u"fine_hand_weapon"_s);
    const int armor = model.rowOfKey(u"armor"_s);
    expectCellsChanged(model, [&] {
        sheet.loadLevel = u"normal"_s;
        sheet.items = {u"fine_hand_weapon"_s, u"armor"_s};
        show();
    }, {std::to_string(blade) + ":0", std::to_string(armor) + ":0"});
    EXPECT_EQ(at(blade).data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
    EXPECT_EQ(load.count(), 1);
    EXPECT_EQ(model.carriedLoad(), 3);
    EXPECT_EQ(model.property("loadLimit").toInt(), 5);

    sheet.coin = 2; // coin on the person weighs too
    show();
    EXPECT_EQ(model.carriedLoad(), 5);
    EXPECT_EQ(load.count(), 2);
}

TEST_F(ItemsModelTest, MuleAndRiggingChangeLimitAndCountedLoad)
{
    sheet.loadLevel = u"light"_s;
    sheet.items = {u"armor"_s, u"a_blade_or_two"_s};
    show();
    EXPECT_EQ(model.loadLimit(), 3);
    QSignalSpy load(&model, &ItemsModel::loadChanged);
    sheet.abilities.append(u"mule"_s);
    show();
    EXPECT_EQ(model.loadLimit(), 5);
    EXPECT_EQ(load.count(), 1);
    sw::blades::CrewBenefits rigging;
    rigging.freeLoad = 1;
    show(rigging);
    EXPECT_EQ(model.carriedLoad(), 2);
    show(rigging); // nothing new: no signal
    EXPECT_EQ(load.count(), 2);
}

TEST_F(ItemsModelTest, AnotherPlaybookSwapsOnlyThePlaybookRows)
{
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    sheet.playbook = u"hound"_s;
    show();
    EXPECT_EQ(reset.count(), 0);
    EXPECT_EQ(removed.count(), 1);
    EXPECT_EQ(inserted.count(), 1);
    EXPECT_EQ(at(0).data(ItemsModel::IdRole).toString(), sw::test::srd().playbook(u"hound"_s)->items.first().id);
}

// A §4: the playbook's abilities, then Veteran picks from other playbooks.
TEST_F(AbilitiesModelTest, ThePlaybooksAbilitiesWithTheTakenChecked)
{
    const sw::blades::Playbook *cutter = sw::test::srd().playbook(u"cutter"_s);
    ASSERT_EQ(model.rowCount(), cutter->abilities.size());
    EXPECT_EQ(at(0).data(AbilitiesModel::IdRole).toString(), u"battleborn"_s);
    EXPECT_EQ(at(0).data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
    EXPECT_EQ(at(0).data(AbilitiesModel::TakenCountRole).toInt(), 1);
    EXPECT_EQ(at(1).data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
    const QString summary = sw::test::srd().ability(u"battleborn"_s)->summary.en;
    EXPECT_EQ(at(0).data(AbilitiesModel::SummaryRole).toString(), summary);
    EXPECT_EQ(at(0).data(Qt::ToolTipRole).toString(), summary);

    const int leader = model.rowOfKey(u"leader"_s);
    expectCellsChanged(model, [&] {
        sheet.abilities.append(u"leader"_s);
        show();
    }, {std::to_string(leader) + ":0"});
}

TEST_F(AbilitiesModelTest, AVeteranPickFromAnotherPlaybookIsAppended)
{
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    const int rows = model.rowCount();
    sheet.abilities.append(u"tough_as_nails"_s);
    show();
    ASSERT_EQ(inserted.count(), 1);
    ASSERT_EQ(model.rowCount(), rows + 1);
    EXPECT_EQ(at(rows).data(AbilitiesModel::IdRole).toString(), u"tough_as_nails"_s);
    EXPECT_EQ(at(rows).data(AbilitiesModel::OwnerRole).toString(), u"hound"_s);
    EXPECT_FALSE(at(rows).data(AbilitiesModel::OwnPlaybookRole).toBool());
    model.setLanguage(sw::Language::TraditionalChinese);
    EXPECT_EQ(at(rows).data().toString(), u"堅韌如鐵"_s);
}

// A §2.3: the eight conditions, checked where taken.
TEST_F(TraumaModelTest, ConditionsAreCheckedWhereTaken)
{
    ASSERT_EQ(model.rowCount(), sw::test::srd().traumaConditions.size());
    const int cold = model.rowOfKey(u"cold"_s);
    expectCellsChanged(model, [&] {
        sheet.trauma = 1;
        sheet.traumaConditions = {u"cold"_s};
        show();
    }, {std::to_string(cold) + ":0"});
    EXPECT_EQ(at(cold).data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
    model.setLanguage(sw::Language::TraditionalChinese);
    EXPECT_EQ(at(cold).data().toString(), sw::test::srd().traumaConditions.at(cold).name.zhTW);
    EXPECT_NE(at(cold).data().toString(), sw::test::srd().traumaConditions.at(cold).name.en);
}

TEST_F(TraumaModelTest, ClearingTheSheetEmptiesTheModel)
{
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    model.clear();
    EXPECT_EQ(model.rowCount(), 0);
    EXPECT_EQ(removed.count(), 1);
}
