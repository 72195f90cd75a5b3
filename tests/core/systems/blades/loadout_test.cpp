// The loadout of one score and the trauma of a full stress track, one test per rule
// (rules/blades-A-character.md §2.3, §2.5, §2.6, §8.4, §8.5, §8.12; blades-C §1.3).
#include "systems/blades/characterops.h"
#include "systems/blades/charactervalidator.h"
#include "core/systems/blades/fixtures.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::blades;
using sw::rules::hasCode;
using sw::test::playingCutter;
using sw::test::srd;

namespace {

// Heavy load (6) with four 2-load items: 8 load of items (§整裝: two connected boxes each).
Character heavilyLoaded()
{
    Character c = playingCutter();
    c.loadLevel = u"heavy"_s;
    c.items = {u"armor"_s, u"a_large_weapon"_s, u"climbing_gear"_s, u"demolition_tools"_s};
    return c;
}

CrewBenefits rigging()
{
    return crewBenefits({u"rigging"_s}, srd());
}

} // namespace

// A §2.6 (§整裝), B §3.3 (§幫派升級 Rigging): the load is the items' and the coin's, less the
// 2 item load Rigging carries free, against the chosen level's limit.
TEST(Loadout, A2_6_LoadIsItemsAndCoinLessRiggingAgainstTheLevel)
{
    const LoadSummary s = loadSummary(heavilyLoaded(), srd(), rigging());
    EXPECT_EQ(s.items, 8);
    EXPECT_EQ(s.coin, 0);
    EXPECT_EQ(s.free, 2);
    EXPECT_EQ(s.freeFrom, QStringList{u"rigging"_s});
    EXPECT_EQ(s.counted, 6);
    EXPECT_EQ(s.limit, 6);
    EXPECT_EQ(s.level, u"heavy"_s);
    EXPECT_EQ(loadSummary(playingCutter(), srd()).limit, -1); // no level chosen yet
}

// B §3.3: Rigging frees items of equipment categories; carried coin (A §2.7, 1 load a coin) is
// not an item and always counts.
TEST(Loadout, B3_3_RiggingFreesItemsButNeverCoin)
{
    Character c = playingCutter();
    c.loadLevel = u"light"_s;
    c.coin = 3;
    c.items = {u"a_pistol"_s};
    const LoadSummary s = loadSummary(c, srd(), rigging());
    EXPECT_EQ(s.free, 1); // only the pistol's 1 load is there to free
    EXPECT_EQ(s.coin, 3);
    EXPECT_EQ(s.counted, 3);
    c.coin = 4;
    EXPECT_TRUE(hasCode(blockingViolations(c, srd(), rigging()), u"load.over_limit"_s));
}

// A §8.12: the validator refuses exactly the load the summary shows.
TEST(Loadout, A8_12_TheValidatorCountsTheLoadTheSummaryShows)
{
    Character c = heavilyLoaded();
    c.coin = 1;
    const LoadSummary s = loadSummary(c, srd(), rigging());
    ASSERT_EQ(s.counted, 7);
    bool found = false;
    for (const sw::rules::Violation &v : validateCharacter(c, srd(), rigging())) {
        if (v.code == u"load.over_limit"_s) {
            found = true;
            EXPECT_EQ(v.params.value(u"value"_s).toInt(), s.counted);
            EXPECT_EQ(v.params.value(u"max"_s).toInt(), s.limit);
        }
    }
    EXPECT_TRUE(found);
    EXPECT_EQ(carriedLoad(c, srd()), s.items + s.coin);
}

// C §1.3 (§Item Loadouts), A §2.6 (§整裝): the load is chosen for one score; clearing it puts
// down every item and the level, and restores the armor that comes back at the loadout (§護甲).
TEST(Loadout, C1_3_ClearingTheLoadPutsDownItemsLevelAndRestoresLoadoutArmor)
{
    Character c = heavilyLoaded();
    c.armor = {true, false, true};
    c.coin = 2;
    const Outcome o = applyClearLoad(c, srd());
    ASSERT_TRUE(o.done());
    EXPECT_TRUE(o.after.items.isEmpty());
    EXPECT_TRUE(o.after.loadLevel.isEmpty());
    EXPECT_FALSE(o.after.armor.standard);
    EXPECT_TRUE(o.after.armor.special); // restored at the start of downtime, not here
    EXPECT_EQ(o.after.coin, 2);         // coin stays on the person
    EXPECT_TRUE(o.has(u"load.cleared"_s));
    EXPECT_TRUE(o.has(u"armor.restored"_s));
    EXPECT_TRUE(blockingViolations(o.after, srd()).isEmpty());
}

// A §8.28 keeps play edits off a dead sheet; putting down its loadout after the score is allowed.
TEST(Loadout, C1_3_ADeadScoundrelsLoadIsClearedToo)
{
    Character c = heavilyLoaded();
    c.status = CharacterStatus::Dead;
    c.harm = {{4, u"Shot through the heart"_s}};
    const Outcome o = applyClearLoad(c, srd());
    ASSERT_TRUE(o.done());
    EXPECT_TRUE(o.after.items.isEmpty());
}

// A §2.3, §8.4–8.5 (§創傷): the last stress box takes a trauma and its condition, one edit.
TEST(Loadout, A2_3_TheLastStressBoxTakesTheChosenConditionInOneEdit)
{
    Character c = playingCutter();
    c.stress = 7;
    ASSERT_TRUE(marksLastStressBox(c, 2, limitsFor(c, srd())));
    const Outcome o = applyMarkStress(c, 2, srd(), {}, u"haunted"_s);
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.stress, 0);
    EXPECT_EQ(o.after.trauma, 1);
    EXPECT_EQ(o.after.traumaConditions, QStringList{u"haunted"_s});
    EXPECT_TRUE(o.has(u"trauma.gained"_s));
    EXPECT_TRUE(blockingViolations(o.after, srd()).isEmpty());
}

// A §8.5 (§創傷狀態): a condition is one of the eight and never taken twice; a refused mark
// changes nothing.
TEST(Loadout, A8_5_TheConditionMustBeOneNotTakenYet)
{
    Character c = playingCutter();
    c.stress = 8;
    c.trauma = 1;
    c.traumaConditions = {u"cold"_s};
    for (const QString &bad : {u"cold"_s, u"grumpy"_s}) {
        const Outcome o = applyMarkStress(c, 1, srd(), {}, bad);
        EXPECT_FALSE(o.done()) << bad.toStdString();
        EXPECT_EQ(o.after, c);
        EXPECT_TRUE(o.events.isEmpty());
    }
    EXPECT_EQ(openTraumaConditions(c, srd()).size(), srd().traumaConditions.size() - 1);
    EXPECT_FALSE(openTraumaConditions(c, srd()).contains(u"cold"_s));
}

// A §2.3: a condition comes only with a trauma; stress short of the last box takes none.
TEST(Loadout, A2_3_AConditionWithoutATraumaIsRefused)
{
    Character c = playingCutter();
    c.stress = 2;
    EXPECT_FALSE(marksLastStressBox(c, 1, limitsFor(c, srd())));
    const Outcome o = applyMarkStress(c, 1, srd(), {}, u"cold"_s);
    EXPECT_FALSE(o.done());
    EXPECT_TRUE(hasCode(o.refused, u"trauma.condition_without_trauma"_s));
    // Composed (B §3.3) adds a box: 9 stress is no longer the last one.
    c.stress = 8;
    EXPECT_FALSE(marksLastStressBox(c, 1, limitsFor(c, srd(), crewBenefits({u"composed"_s}, srd()))));
}
