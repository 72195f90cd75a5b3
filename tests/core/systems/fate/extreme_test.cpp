// The optional extreme consequence (spec §7.5, SRD "Extreme Consequences"; the rules file gives it
// no §9 number, so the tests are named after its §7.5 bullets): it absorbs 8, permanently replaces
// one of the character's aspects other than the high concept, and may be taken at most once
// between major milestones. Stable codes fate.consequence.extreme_replaces / extreme_once.
#include "core/systems/fate/fixtures.h"
#include "systems/fate/economy.h"
#include "systems/fate/milestones.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::fate;
using sw::fate::test::charles;
using sw::fate::test::pack;

namespace {

HitPlan extreme(int replaces)
{
    HitPlan plan;
    plan.consequences = {{u"extreme"_s, u"Haunted by the Deep"_s, false, u"The Deep One"_s, {{u"The Deep One"_s, 1}}}};
    plan.replacesAspect = replaces;
    return plan;
}

} // namespace

// Spec §7.5: "permanently replaces an existing aspect other than the high concept".
TEST(FateExtremeConsequence, Spec7_5_ReplacesAnAspectOtherThanTheHighConcept)
{
    const Character c = charles(); // aspects: high concept, trouble, relationship, two free
    ASSERT_EQ(c.aspects.first().kind, u"high_concept"_s);
    // No aspect named, the high concept, or one off the sheet: refused.
    for (int i : {-1, 0, 5})
        EXPECT_TRUE(sw::rules::hasCode(checkHit(pack(), c, 8, extreme(i)), u"fate.consequence.extreme_replaces"_s)) << i;
    // The relationship (index 2): legal; it absorbs 8 (spec §7.5).
    EXPECT_TRUE(checkHit(pack(), c, 8, extreme(2)).isEmpty());
    const Character after = applyHit(c, extreme(2));
    EXPECT_EQ(after.aspects.at(2).text, u"Haunted by the Deep"_s);
    EXPECT_EQ(after.aspects.at(2).kind, u"relationship"_s);
    EXPECT_EQ(after.aspects.at(2).freeInvokes, (QList<FreeInvokes>{{u"The Deep One"_s, 1}}));
    EXPECT_EQ(after.aspects.first().text, c.aspects.first().text);
    EXPECT_EQ(after.consequences.last().slot, u"extreme"_s);
    EXPECT_TRUE(after.extremeTaken);
}

// Spec §7.5: "may be taken at most once between major milestones".
TEST(FateExtremeConsequence, Spec7_5_AtMostOnceBetweenMajorMilestones)
{
    Character c = applyHit(charles(), extreme(3));
    // The slot is free again (say the GM cleared it), but no second extreme before a major milestone.
    c.consequences.clear();
    const QList<sw::rules::Violation> refused = checkHit(pack(), c, 8, extreme(4));
    ASSERT_EQ(refused.size(), 1);
    EXPECT_EQ(refused.first().code, u"fate.consequence.extreme_once"_s);
    // A major milestone opens it again.
    const Character later = recoverAtMajorMilestone(c, pack());
    EXPECT_FALSE(later.extremeTaken);
    EXPECT_TRUE(checkHit(pack(), later, 8, extreme(4)).isEmpty());
    // Other consequences are not limited by it.
    HitPlan mild;
    mild.consequences = {{u"mild"_s, u"Bruised"_s, false, {}, {}}};
    EXPECT_TRUE(checkHit(pack(), c, 2, mild).isEmpty());
}
