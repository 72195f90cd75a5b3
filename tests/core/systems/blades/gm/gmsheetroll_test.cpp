// Rolls from the sheet through the GM table (rules A §5.2 action roll, §5.5 resistance, §2.2 push,
// §Assist, §4.1 desperate xp): the roll logged and its stress and xp written to every sheet it
// touches in one undo step. Dice are scripted.
#include "core/systems/blades/fixtures.h"
#include "systems/blades/crew.h"
#include "systems/blades/gm/gmtable.h"
#include "systems/blades/store/campaignsheets.h"
#include "store/campaignfile.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::blades;
using sw::gm::GmResult;
using sw::gm::GmTable;
using sw::gm::SheetRollRequest;

namespace {

class SheetRollTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        sw::store::FileError error;
        m_file = sw::store::CampaignFile::create(m_dir.filePath(u"roll.sheetwright"_s), &error);
        ASSERT_NE(m_file, nullptr);
        m_store = std::make_unique<sw::store::CampaignStore>(*m_file);
        for (const QString &name : {u"Crew"_s, u"Other"_s}) {
            Crew crew = startCrew(u"shadows"_s, sw::test::srd());
            crew.name = name;
            crew.phase = CrewPhase::Play;
            ASSERT_TRUE(addCrew(*m_store, crew, u"crew"_s).ok);
        }
        Character pc = sw::test::playingCutter();
        pc.stress = 1;
        ASSERT_TRUE(addCharacter(*m_store, pc, 1, u"pc"_s).ok);     // 1: the roller
        ASSERT_TRUE(addCharacter(*m_store, pc, 1, u"pc"_s).ok);     // 2: of the same crew
        ASSERT_TRUE(addCharacter(*m_store, pc, 2, u"other"_s).ok);  // 3: of another crew
    }

    GmResult roll(const SheetRollRequest &request, std::vector<int> dice)
    {
        sw::rules::ScriptedRandom random(std::move(dice));
        GmTable table(*m_store, sw::test::srd(), random);
        return table.rollFromSheet(request);
    }
    static bool refusedWith(const GmResult &r, const QString &code)
    {
        return std::any_of(r.refused.begin(), r.refused.end(), [&](const sw::rules::Violation &v) { return v.code == code; });
    }

    QTemporaryDir m_dir;
    std::unique_ptr<sw::store::CampaignFile> m_file;
    std::unique_ptr<sw::store::CampaignStore> m_store;
};

} // namespace

// A §5.2, §2.2, §Assist, §4.1: a desperate Skirmish pushed for +1d with help: 2 + 1 + 1 dice; the
// roller marks 2 stress and 1 Prowess xp, the helper 1 stress; one undo step takes it all back,
// the roll stays in the log with that step's batch.
TEST_F(SheetRollTest, A5_2_PushAssistAndDesperateXpAreOneStep)
{
    SheetRollRequest r;
    r.character = u"1"_s;
    r.action.action = u"skirmish"_s;
    r.action.position = Position::Desperate;
    r.action.pushForDie = true;
    r.action.assisted = true;
    r.assistant = u"2"_s;
    r.label = u"Skirmish"_s;
    const GmResult done = roll(r, {2, 5, 1, 3});
    ASSERT_TRUE(done.ok) << done.error.toStdString();
    EXPECT_EQ(character(*m_store, 1)->stress, 3);
    EXPECT_EQ(character(*m_store, 1)->attributeXp.value(u"prowess"_s), 1);
    EXPECT_EQ(character(*m_store, 2)->stress, 2);
    const auto log = m_store->rolls();
    ASSERT_EQ(log.size(), 1);
    EXPECT_EQ(log.first().pool, 4);
    EXPECT_EQ(log.first().dice, (QList<int>{2, 5, 1, 3}));
    EXPECT_EQ(log.first().result, u"mixed"_s);
    EXPECT_EQ(log.first().kind, u"action"_s);
    EXPECT_EQ(log.first().sheet, u"character:1"_s);
    EXPECT_EQ(log.first().batch, done.batch);
    ASSERT_TRUE(m_store->undo().ok);
    EXPECT_EQ(character(*m_store, 1)->stress, 1);
    EXPECT_EQ(character(*m_store, 1)->attributeXp.value(u"prowess"_s), 0);
    EXPECT_EQ(character(*m_store, 2)->stress, 1);
    EXPECT_EQ(m_store->rolls().size(), 1);
}

// §Assist: only another scoundrel of the roller's crew helps; nothing is rolled or written else.
TEST_F(SheetRollTest, Assist_OnlyAnotherScoundrelOfTheCrew)
{
    SheetRollRequest r;
    r.character = u"1"_s;
    r.action.action = u"skirmish"_s;
    r.action.assisted = true;
    for (const QString &helper : {u"1"_s, u"3"_s, u"9"_s}) {
        r.assistant = helper;
        EXPECT_TRUE(refusedWith(roll(r, {6, 6, 6}), u"gm.roll.assistant"_s)) << helper.toStdString();
    }
    EXPECT_TRUE(m_store->rolls().isEmpty());
    EXPECT_EQ(character(*m_store, 3)->stress, 1);
}

// A §5.2, §8.23: push for +1d and a devil's bargain together are refused, nothing rolled.
TEST_F(SheetRollTest, A8_23_PushAndBargainRefused)
{
    SheetRollRequest r;
    r.character = u"1"_s;
    r.action.action = u"skirmish"_s;
    r.action.pushForDie = true;
    r.action.bargain = true;
    EXPECT_TRUE(refusedWith(roll(r, {6, 6, 6, 6}), u"roll.push_and_bargain"_s));
    EXPECT_TRUE(m_store->rolls().isEmpty());
}

// A §5.5 (§抵抗與護甲): Prowess (3 dots) resists; highest 4 → 2 stress; a critical clears 1; dice
// already rolled at the table are read as given.
TEST_F(SheetRollTest, A5_5_ResistanceStressFromTheHighestDie)
{
    SheetRollRequest r;
    r.kind = u"resistance"_s;
    r.character = u"1"_s;
    r.resistance.attribute = u"prowess"_s;
    ASSERT_TRUE(roll(r, {1, 4, 2}).ok);
    EXPECT_EQ(character(*m_store, 1)->stress, 3);
    EXPECT_EQ(m_store->rolls().first().pool, 3);
    r.dice = {6, 6, 3};
    ASSERT_TRUE(roll(r, {}).ok);
    EXPECT_EQ(character(*m_store, 1)->stress, 2);
    r.dice = {6, 6};
    EXPECT_TRUE(refusedWith(roll(r, {}), u"gm.roll.dice"_s));
}

// A §2.3 (§創傷): the push that fills the last box takes the trauma chosen, in the same step.
TEST_F(SheetRollTest, A2_3_PushToTheLastBoxTakesTheTrauma)
{
    Character pc = *character(*m_store, 1);
    pc.stress = 8;
    ASSERT_TRUE(saveCharacter(*m_store, 1, pc, u"set"_s, u"set"_s).ok);
    SheetRollRequest r;
    r.character = u"1"_s;
    r.action.action = u"skirmish"_s;
    r.action.pushForDie = true;
    r.traumaCondition = u"reckless"_s;
    ASSERT_TRUE(roll(r, {1, 2, 3}).ok);
    EXPECT_EQ(character(*m_store, 1)->trauma, 1);
    EXPECT_EQ(character(*m_store, 1)->traumaConditions, QStringList{u"reckless"_s});
}
