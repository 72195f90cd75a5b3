// The loadout across a score through the GM's table (rules C §1.3 §Item Loadouts, A §2.6
// §整裝): chosen per scoundrel when the score starts, cleared for all of them when it ends, in
// the step that ends it; and every refusal of a step over several sheets names its sheet.
#include "systems/blades/crew.h"
#include "core/systems/blades/fixtures.h"
#include "systems/blades/gm/gmtable.h"
#include "store/campaignfile.h"
#include "systems/blades/store/campaignsheets.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::blades;
using sw::gm::GmResult;
using sw::gm::GmTable;

namespace {

class GmScoreLoadTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        sw::store::FileError error;
        m_file = sw::store::CampaignFile::create(m_dir.filePath(u"gm.sheetwright"_s), &error);
        ASSERT_NE(m_file, nullptr);
        m_store = std::make_unique<sw::store::CampaignStore>(*m_file);
        Crew crew = startCrew(u"shadows"_s, sw::test::srd());
        crew.name = u"Crew"_s;
        crew.phase = CrewPhase::Play;
        ASSERT_TRUE(sw::blades::addCrew(*m_store, crew, u"crew"_s).ok);
        Character mara = sw::test::playingCutter();
        ASSERT_TRUE(sw::blades::addCharacter(*m_store, mara, 1, u"pc"_s).ok); // id 1
        Character vex = sw::test::playingCutter();
        vex.name = u"Vex"_s;
        ASSERT_TRUE(sw::blades::addCharacter(*m_store, vex, 1, u"pc"_s).ok); // id 2
    }

    GmTable table()
    {
        return GmTable(*m_store, sw::test::srd(), m_random);
    }

    QString start(const QMap<QString, QString> &loads)
    {
        Score plan;
        plan.target = u"The counting house"_s;
        plan.plan = u"stealth"_s;
        plan.detail = u"the roof"_s;
        plan.loads = loads;
        const GmResult r = table().startScore(1, plan);
        EXPECT_TRUE(r.ok);
        return r.id;
    }

    // Ticks items on a sheet as the player does during the score.
    void carry(qint64 id, const QStringList &items)
    {
        Character c = *sw::blades::character(*m_store, id);
        for (const QString &item : items) {
            const Outcome o = applyToggleItem(c, item, sw::test::srd());
            ASSERT_TRUE(o.done()) << item.toStdString();
            c = o.after;
        }
        ASSERT_TRUE(sw::blades::saveCharacter(*m_store, id, c, u"character.toggle_item"_s, u"carry"_s).ok);
    }

    QTemporaryDir m_dir;
    std::unique_ptr<sw::store::CampaignFile> m_file;
    std::unique_ptr<sw::store::CampaignStore> m_store;
    sw::rules::ScriptedRandom m_random{std::vector<int>{}};
};

// C §1.3: each player chooses their scoundrel's load at the start; it goes on their sheet.
TEST_F(GmScoreLoadTest, C1_3_EachScoundrelsLoadIsChosenWhenTheScoreStarts)
{
    start({{u"1"_s, u"heavy"_s}, {u"2"_s, u"light"_s}});
    EXPECT_EQ(sw::blades::character(*m_store, 1)->loadLevel, u"heavy"_s);
    EXPECT_EQ(sw::blades::character(*m_store, 2)->loadLevel, u"light"_s);
}

// C §1.3, A §2.6: ending the score clears every participant's items and load level in the same
// batch, and one undo brings them all back.
TEST_F(GmScoreLoadTest, C1_3_EndingTheScoreClearsEveryLoadInTheSameUndoStep)
{
    const QString id = start({{u"1"_s, u"heavy"_s}, {u"2"_s, u"normal"_s}});
    carry(1, {u"armor"_s, u"a_large_weapon"_s, u"climbing_gear"_s});
    carry(2, {u"a_pistol"_s});
    sw::gm::ScoreEnding ending;
    ending.coinBand = u"minor_job"_s;
    const GmResult r = table().endScore(id, ending);
    ASSERT_TRUE(r.ok);
    for (qint64 pc : {1, 2}) {
        EXPECT_TRUE(sw::blades::character(*m_store, pc)->items.isEmpty()) << pc;
        EXPECT_TRUE(sw::blades::character(*m_store, pc)->loadLevel.isEmpty()) << pc;
    }
    EXPECT_TRUE(r.sheets.contains(sw::store::SheetRef{u"character"_s, u"1"_s}));
    EXPECT_TRUE(r.sheets.contains(sw::store::SheetRef{u"character"_s, u"2"_s}));
    ASSERT_TRUE(m_store->undo().ok);
    EXPECT_EQ(sw::blades::character(*m_store, 1)->items.size(), 3);
    EXPECT_EQ(sw::blades::character(*m_store, 2)->loadLevel, u"normal"_s);
    EXPECT_TRUE(sw::blades::score(*m_store, id)->outcome.isEmpty());
}

// C §4.2 with A §2.7: payoff coin handed to a scoundrel who carried a full heavy load is not
// refused for load — the load of the score is over.
TEST_F(GmScoreLoadTest, C4_2_PayoffCoinIsNotRefusedForTheLoadOfTheScore)
{
    const QString id = start({{u"1"_s, u"heavy"_s}});
    carry(1, {u"armor"_s, u"a_large_weapon"_s, u"climbing_gear"_s}); // 6 of 6
    sw::gm::ScoreEnding ending;
    ending.coinBand = u"minor_job"_s;
    ending.coinToMembers = {{u"1"_s, 2}};
    const GmResult r = table().endScore(id, ending);
    ASSERT_TRUE(r.ok) << (r.refused.isEmpty() ? "" : r.refused.first().code.toStdString());
    EXPECT_EQ(sw::blades::character(*m_store, 1)->coin, 2);
}

// A refusal in a step over several sheets names the sheet: coin past the 4 a scoundrel may carry
// (A §2.7) says whose it is.
TEST_F(GmScoreLoadTest, ARefusalOfAStepOverSeveralSheetsNamesTheSheet)
{
    const QString id = start({{u"1"_s, u"normal"_s}, {u"2"_s, u"normal"_s}});
    sw::gm::ScoreEnding ending;
    ending.coinBand = u"standard_score"_s; // 6 coin
    ending.coinToMembers = {{u"1"_s, 1}, {u"2"_s, 5}};
    const GmResult r = table().endScore(id, ending);
    ASSERT_FALSE(r.ok);
    ASSERT_FALSE(r.refused.isEmpty());
    for (const sw::rules::Violation &v : r.refused)
        EXPECT_EQ(v.params.value(u"sheet_name"_s).toString(), u"Vex"_s) << v.code.toStdString();
    // A refusal about a load of the plan names its scoundrel too.
    Score plan = *sw::blades::score(*m_store, id);
    plan.loads = {{u"1"_s, u"feather"_s}};
    const GmResult started = table().startScore(1, plan);
    ASSERT_FALSE(started.ok);
    EXPECT_EQ(started.refused.first().params.value(u"sheet_name"_s).toString(), u"Mara Kell"_s);
}

} // namespace
