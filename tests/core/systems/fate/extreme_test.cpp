// The optional extreme consequence (spec §7.5, SRD "Extreme Consequences"; the rules file gives it
// no §9 number, so the tests are named after its §7.5 bullets): it absorbs 8, permanently replaces
// one of the character's aspects other than the high concept, and may be taken at most once
// between major milestones; a stored sheet is checked for it too. Stable codes
// fate.consequence.extreme_replaces / extreme_once / extreme_recovery.
#include "core/systems/fate/fixtures.h"
#include "systems/fate/economy.h"
#include "systems/fate/edits.h"
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

// Spec §7.5 on a stored sheet (not only when a hit is taken): the extreme consequence stands as
// one of the aspects other than the high concept, one at most, and it never recovers. The same
// codes as the hit's check; a major milestone renames it with the aspect it replaced.
TEST(FateExtremeConsequence, Spec7_5_AStoredSheetIsCheckedToo)
{
    const Character taken = applyHit(charles(), extreme(3));
    EXPECT_TRUE(validateCharacter(taken, pack()).isEmpty());

    // Written into the slot without replacing an aspect (a hand-edited file, the slot typed in).
    Character c = charles();
    c.consequences = {{u"extreme"_s, u"Haunted by the Deep"_s, false, {}, {}}};
    QList<sw::rules::Violation> vs = validateCharacter(c, pack());
    ASSERT_EQ(vs.size(), 1);
    EXPECT_EQ(vs.first().code, u"fate.consequence.extreme_replaces"_s);
    EXPECT_EQ(vs.first().field, u"consequences/0"_s);
    // On the high concept only: not allowed either.
    c.aspects[0].text = u"Haunted by the Deep"_s;
    EXPECT_TRUE(sw::rules::hasCode(validateCharacter(c, pack()), u"fate.consequence.extreme_replaces"_s));
    // Renamed alone (not at a major milestone): the aspect no longer reads so.
    c = taken;
    c.consequences.last().text = u"Something Else"_s;
    EXPECT_TRUE(sw::rules::hasCode(validateCharacter(c, pack()), u"fate.consequence.extreme_replaces"_s));

    // It never recovers.
    c = taken;
    c.consequences.last().inRecovery = true;
    vs = validateCharacter(c, pack());
    ASSERT_EQ(vs.size(), 1);
    EXPECT_EQ(vs.first().code, u"fate.consequence.extreme_recovery"_s);
    const SheetEdit recovering = planEdit(taken, pack(), [](const Character &k, const FatePack &) {
        return setRecovering(k, u"extreme"_s, true);
    });
    ASSERT_FALSE(recovering.done()); // the sheet's edit is refused by the stored check
    EXPECT_EQ(recovering.refused.first().code, u"fate.consequence.extreme_recovery"_s);

    // Two on one sheet: the once-between-milestones rule's code.
    c = taken;
    c.aspects[4].text = u"Drowned Once"_s;
    c.consequences.append({u"extreme"_s, u"Drowned Once"_s, false, {}, {}});
    EXPECT_TRUE(sw::rules::hasCode(validateCharacter(c, pack()), u"fate.consequence.extreme_once"_s));

    // Only a major milestone rewrites the replaced aspect, and renames the consequence with it; a
    // minor one neither offers it nor takes it.
    Character played = taken;
    played.creation = false;
    MinorMilestone rewrite;
    rewrite.kind = MinorKind::RewriteAspect;
    rewrite.index = 3;
    rewrite.text = u"At Peace with the Deep"_s;
    EXPECT_EQ(rewritableAspects(played), (QList<int>{1, 2, 4}));
    EXPECT_EQ(rewritableAspects(played, true), (QList<int>{1, 2, 3, 4}));
    const SheetEdit minor = applyMinorMilestone(played, pack(), rewrite);
    ASSERT_FALSE(minor.done());
    EXPECT_EQ(minor.refused.first().code, u"fate.milestone.extreme_aspect"_s);
    MajorMilestone m;
    m.minor = rewrite;
    const SheetEdit renamed = applyMajorMilestone(played, pack(), m);
    ASSERT_TRUE(renamed.done());
    EXPECT_EQ(renamed.after.consequences.last().text, u"At Peace with the Deep"_s);
    EXPECT_TRUE(validateCharacter(renamed.after, pack()).isEmpty());
}
