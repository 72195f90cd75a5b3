// The crew sheet window's models (rules B: upgrades, abilities, cohorts, contacts, the faction
// ladder), each checked by Qt's QAbstractItemModelTester on every signal.
#include "core/systems/blades/fixtures.h"
#include "core/systems/blades/models/sheetmodels_testing.h"
#include "systems/blades/models/cohortsmodel.h"
#include "systems/blades/models/contactsmodel.h"
#include "systems/blades/models/crewabilitiesmodel.h"
#include "systems/blades/models/factionstatusmodel.h"
#include "systems/blades/models/upgradesmodel.h"

#include <QAbstractItemModelTester>

using namespace Qt::StringLiterals;
using namespace sw::models;
using sw::test::expectCellsChanged;

namespace {

constexpr auto kFatal = QAbstractItemModelTester::FailureReportingMode::Fatal;

template <typename Model>
class CrewModelTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        crew = sw::blades::startCrew(u"shadows"_s, sw::test::srd());
        show();
    }
    void show() { model.setSheet(crew, sw::test::srd()); }
    QModelIndex at(int row, int column = 0) const { return model.index(row, column); }
    QStringList ids() const
    {
        QStringList out;
        for (int row = 0; row < model.rowCount(); ++row)
            out << at(row).data(SnapshotModel::IdRole).toString();
        return out;
    }

    sw::blades::Crew crew;
    Model model;
    QAbstractItemModelTester tester{&model, kFatal};
};

using UpgradesModelTest = CrewModelTest<UpgradesModel>;
using CrewAbilitiesModelTest = CrewModelTest<CrewAbilitiesModel>;
using CohortsModelTest = CrewModelTest<CohortsModel>;
using ContactsModelTest = CrewModelTest<ContactsModel>;

sw::blades::Faction faction(const QString &id, int tier, const QString &name = {})
{
    sw::blades::Faction f;
    f.id = id;
    f.tier = tier;
    f.name = name;
    return f;
}

class FactionLadderTest : public CrewModelTest<FactionStatusModel>
{
protected:
    void SetUp() override
    {
        CrewModelTest::SetUp();
        crew.factionStatus = {{u"crows"_s, 3}, {u"billhooks"_s, -3}, {u"lampblacks_of_our_own"_s, 1}};
        show();
        model.setFactions({faction(u"billhooks"_s, 2), faction(u"fog_hounds"_s, 1), faction(u"hive"_s, 4),
                           faction(u"crows"_s, 2), faction(u"circle_of_flame"_s, 3),
                           faction(u"lampblacks_of_our_own"_s, 2, u"The Lamplighters"_s)});
    }
};

} // namespace

// B §3: the crew type's own upgrades first, then the general ones.
TEST_F(UpgradesModelTest, TheTypesUpgradesComeBeforeTheGeneralOnes)
{
    const QStringList shadows = sw::test::srd().crewType(u"shadows"_s)->upgrades;
    ASSERT_GT(model.rowCount(), shadows.size());
    EXPECT_EQ(ids().mid(0, shadows.size()), shadows);
    EXPECT_EQ(at(0).data(UpgradesModel::ScopeRole).toString(), u"crew_specific"_s);
    EXPECT_EQ(at(int(shadows.size())).data(UpgradesModel::ScopeRole).toString(), u"general"_s);
    EXPECT_FALSE(ids().contains(u"ritual_sanctum"_s)); // the Cult's own
    const int mastery = model.rowOfKey(u"mastery"_s);
    EXPECT_EQ(at(mastery).data(UpgradesModel::BoxesRole).toInt(), 4);
    EXPECT_EQ(at(mastery).data(Qt::ToolTipRole).toString(), sw::test::srd().upgrade(u"mastery"_s)->summary.en);
    EXPECT_EQ(at(model.rowOfKey(u"quality_tools"_s)).data(UpgradesModel::CategoryRole).toString(), u"quality"_s);
    EXPECT_EQ(at(model.rowOfKey(u"hidden_lair"_s)).data(UpgradesModel::MarkedRole).toInt(), 1); // a starting upgrade
}

TEST_F(UpgradesModelTest, MarkingABoxChangesThatUpgradeOnly)
{
    const int mastery = model.rowOfKey(u"mastery"_s);
    expectCellsChanged(model, [&] {
        crew.upgrades[u"mastery"_s] = 2;
        show();
    }, {std::to_string(mastery) + ":0"});
    EXPECT_EQ(at(mastery).data(UpgradesModel::MarkedRole).toInt(), 2);
}

// B §5: the type's abilities, checked where taken.
TEST_F(CrewAbilitiesModelTest, TheTypesAbilitiesCheckedWhereTaken)
{
    EXPECT_EQ(ids(), sw::test::srd().crewType(u"shadows"_s)->abilities);
    const int patron = model.rowOfKey(u"patron"_s);
    expectCellsChanged(model, [&] {
        crew.abilities = {u"patron"_s};
        show();
    }, {std::to_string(patron) + ":0"});
    EXPECT_EQ(at(patron).data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
    EXPECT_FALSE(at(patron).data(CrewAbilitiesModel::SummaryRole).toString().isEmpty());
}

// B §4: kind, types, edges, flaws and harm, named by the pack.
TEST_F(CohortsModelTest, CohortsAreRowsNamedByThePack)
{
    EXPECT_EQ(model.rowCount(), 0);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    model.setLabeler([](const QString &kind, const QString &id) -> QString { return kind + u'/' + id; });
    crew.cohorts = {{sw::blades::CohortKind::Gang, {u"thugs"_s}, {u"fearsome"_s}, {u"savage"_s}, 0},
                    {sw::blades::CohortKind::Expert, {u"Locksmith"_s}, {u"loyal"_s, u"tenacious"_s},
                     {u"wild"_s, u"unreliable"_s}, 2}};
    show();
    EXPECT_EQ(inserted.count(), 1);
    ASSERT_EQ(model.rowCount(), 2);
    EXPECT_EQ(at(0, CohortsModel::KindColumn).data().toString(), u"Gang"_s);
    EXPECT_EQ(at(0, CohortsModel::TypesColumn).data().toString(), u"Thugs"_s);
    EXPECT_EQ(at(0, CohortsModel::EdgesColumn).data().toString(), u"Fearsome"_s);
    EXPECT_EQ(at(0, CohortsModel::FlawsColumn).data().toString(), u"Savage"_s);
    EXPECT_EQ(at(0, CohortsModel::HarmColumn).data().toString(), u"cohort_harm/0"_s);
    EXPECT_EQ(at(1, CohortsModel::TypesColumn).data().toString(), u"Locksmith"_s); // an expert's own words
    EXPECT_TRUE(at(1, CohortsModel::EdgesColumn).data().toString().contains(u"Tenacious"_s));
    EXPECT_EQ(at(1, CohortsModel::HarmColumn).data().toString(), u"Impaired"_s);
    EXPECT_EQ(at(1).data(CohortsModel::FlawsRole).toStringList(), (QStringList{u"wild"_s, u"unreliable"_s}));

    model.setLanguage(sw::Language::TraditionalChinese);
    EXPECT_EQ(at(0, CohortsModel::KindColumn).data().toString(), u"團夥"_s);
    EXPECT_EQ(at(0, CohortsModel::TypesColumn).data().toString(), u"暴徒"_s);
    EXPECT_EQ(at(1, CohortsModel::HarmColumn).data().toString(), u"受損"_s);
}

TEST_F(CohortsModelTest, HarmChangesOneCellAndALostCohortOneRow)
{
    crew.cohorts = {{sw::blades::CohortKind::Gang, {u"thugs"_s}, {u"fearsome"_s}, {u"savage"_s}, 0},
                    {sw::blades::CohortKind::Gang, {u"skulks"_s}, {u"loyal"_s}, {u"wild"_s}, 0}};
    show();
    expectCellsChanged(model, [&] {
        crew.cohorts[1].harm = 3;
        show();
    }, {"1:0", "1:1", "1:2", "1:3", "1:4"}); // HarmRole is on every cell; the Harm column shows it
    EXPECT_EQ(at(1).data(CohortsModel::HarmRole).toInt(), 3);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    crew.cohorts.removeFirst();
    show();
    EXPECT_EQ(removed.count(), 1);
    EXPECT_EQ(reset.count(), 0);
    ASSERT_EQ(model.rowCount(), 1);
    EXPECT_EQ(at(0, CohortsModel::TypesColumn).data().toString(), u"Skulks"_s);
}

// B §8: the type's contacts, the favourite checked.
TEST_F(ContactsModelTest, TheTypesContactsWithTheFavouriteChecked)
{
    QStringList contacts;
    for (const sw::blades::Entity &e : sw::test::srd().crewType(u"shadows"_s)->contacts)
        contacts << e.id;
    EXPECT_EQ(ids(), contacts);
    const int broker = model.rowOfKey(u"deal_broker"_s);
    expectCellsChanged(model, [&] {
        crew.contacts[broker].favorite = true;
        show();
    }, {std::to_string(broker) + ":0"});
    EXPECT_EQ(at(broker).data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
    crew.contacts.append({u"Old Nan"_s, false});
    show();
    ASSERT_EQ(model.rowCount(), contacts.size() + 1);
    EXPECT_EQ(at(int(contacts.size())).data().toString(), u"Old Nan"_s);
    EXPECT_FALSE(at(int(contacts.size())).data(ContactsModel::FromPackRole).toBool());
}

// B §7: +3 at the top, war at the bottom, tier descending within a status.
TEST_F(FactionLadderTest, TheLadderRunsFromAlliesToWarThenByTier)
{
    EXPECT_EQ(ids(), (QStringList{u"crows"_s, u"lampblacks_of_our_own"_s, u"hive"_s, u"circle_of_flame"_s,
                                  u"fog_hounds"_s, u"billhooks"_s}));
    EXPECT_EQ(at(0, FactionStatusModel::NameColumn).data().toString(), u"The Crows"_s); // the pack's name
    EXPECT_EQ(at(1, FactionStatusModel::NameColumn).data().toString(), u"The Lamplighters"_s);
    EXPECT_EQ(at(0).data(FactionStatusModel::StatusRole).toInt(), 3);
    EXPECT_EQ(at(0, FactionStatusModel::StatusColumn).data().toString(), u"+3 Allies"_s);
    EXPECT_EQ(at(2, FactionStatusModel::TierColumn).data().toInt(), 4);
    EXPECT_EQ(at(5).data(FactionStatusModel::StatusRole).toInt(), -3);
    EXPECT_TRUE(at(5).data(FactionStatusModel::AtWarRole).toBool());
    EXPECT_FALSE(at(4).data(FactionStatusModel::AtWarRole).toBool());
    EXPECT_EQ(at(5, FactionStatusModel::HoldColumn).data().toString(), u"Strong"_s);
}

TEST_F(FactionLadderTest, AChangedStatusMovesTheRowNeverResets)
{
    QSignalSpy moved(&model, &QAbstractItemModel::rowsMoved);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    crew.factionStatus[u"fog_hounds"_s] = 2;
    show();
    EXPECT_EQ(reset.count(), 0);
    EXPECT_EQ(removed.count(), 0);
    EXPECT_EQ(moved.count(), 1);
    EXPECT_EQ(ids().at(1), u"fog_hounds"_s);
    EXPECT_EQ(at(1, FactionStatusModel::StatusColumn).data().toString(), u"+2 Friendly"_s);

    // A faction rising to tier 5 passes the Hive among the neutrals.
    QList<sw::blades::Faction> factions = model.factions();
    factions[4].tier = 5; // circle_of_flame
    model.setFactions(factions);
    EXPECT_EQ(ids().at(3), u"circle_of_flame"_s);
    EXPECT_EQ(ids().at(4), u"hive"_s);
    EXPECT_EQ(reset.count(), 0);
}

TEST_F(FactionLadderTest, NamesFollowTheLanguage)
{
    model.setLanguage(sw::Language::TraditionalChinese);
    EXPECT_EQ(at(model.rowOfKey(u"billhooks"_s)).data().toString(), u"鉤鐮幫"_s);
    EXPECT_EQ(at(model.rowOfKey(u"lampblacks_of_our_own"_s)).data().toString(), u"The Lamplighters"_s);
    EXPECT_TRUE(at(model.rowOfKey(u"billhooks"_s), FactionStatusModel::StatusColumn).data().toString().contains(u"戰爭"_s));
}

// Removals, insertions and moves in one new value: views keep their place on the rows kept.
TEST_F(FactionLadderTest, AMixedChangeKeepsPersistentIndexesOnTheirFactions)
{
    const QPersistentModelIndex hive = at(model.rowOfKey(u"hive"_s), FactionStatusModel::NameColumn);
    const QPersistentModelIndex crows = at(model.rowOfKey(u"crows"_s), FactionStatusModel::TierColumn);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    crew.factionStatus[u"hive"_s] = 3;
    crew.factionStatus[u"crows"_s] = -2;
    crew.factionStatus[u"dimmer_sisters"_s] = 1;
    show();
    model.setFactions({faction(u"dimmer_sisters"_s, 2), faction(u"hive"_s, 4), faction(u"crows"_s, 2),
                       faction(u"billhooks"_s, 2), faction(u"gray_cloaks"_s, 2)});
    EXPECT_EQ(reset.count(), 0);
    EXPECT_EQ(ids(), (QStringList{u"hive"_s, u"dimmer_sisters"_s, u"gray_cloaks"_s, u"crows"_s, u"billhooks"_s}));
    ASSERT_TRUE(hive.isValid());
    EXPECT_EQ(hive.data(SnapshotModel::IdRole).toString(), u"hive"_s);
    EXPECT_EQ(hive.row(), 0);
    EXPECT_EQ(crows.row(), 3);
    EXPECT_EQ(crows.column(), int(FactionStatusModel::TierColumn));
}

// dataChanged names the roles that changed, so a view repaints only what it must.
TEST_F(ContactsModelTest, DataChangedNamesTheChangedRoles)
{
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    crew.contacts[0].favorite = true;
    show();
    ASSERT_EQ(changed.count(), 1);
    EXPECT_EQ(changed.first().at(2).value<QList<int>>(), QList<int>{Qt::CheckStateRole});
}
