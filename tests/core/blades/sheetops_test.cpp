// Pencil edits of a sheet (rules/blades-A-character.md §3, blades-B-crew.md §2).
#include "blades/sheetops.h"
#include "core/blades/fixtures.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::test::srd;

// A §3 step 1 (§選擇遊玩書): a new character starts with the playbook's dots and nothing else.
TEST(StartCharacter, TakesThePlaybooksStartingDots)
{
    const sw::blades::Character c = sw::blades::startCharacter(u"cutter"_s, srd());
    EXPECT_EQ(c.playbook, u"cutter"_s);
    EXPECT_EQ(c.phase, sw::blades::CharacterPhase::Creation);
    EXPECT_EQ(c.rulePack, srd().id);
    EXPECT_EQ(c.actions, srd().playbook(u"cutter"_s)->startingDots);
    int dots = 0;
    for (int d : c.actions)
        dots += d;
    EXPECT_EQ(dots, srd().numberOr(u"playbook_dots"_s, 0));
    EXPECT_TRUE(c.abilities.isEmpty());
}
