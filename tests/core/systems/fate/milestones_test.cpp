// Advancement, spec §7.8 [GK] (✓ SRD-en; ✓ zh-TW 〈成長〉), with the column rule (rule 18): one
// test per rule of the minor and the major milestone, and the sheet edits the UI makes.
#include "core/systems/fate/fixtures.h"
#include "systems/fate/characterjson.h"
#include "systems/fate/milestones.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::fate;
using sw::fate::test::charles;
using sw::fate::test::pack;

namespace {

Character played()
{
    Character c = charles();
    c.creation = false;
    return c;
}

MinorMilestone mm(MinorKind kind, const QString &skill = {}, const QString &other = {}, int index = -1, const Stunt &stunt = {},
                  const QString &text = {})
{
    MinorMilestone m;
    m.kind = kind;
    m.skill = skill;
    m.other = other;
    m.index = index;
    m.stunt = stunt;
    m.text = text;
    return m;
}

bool refusedWith(const SheetEdit &e, const QString &code)
{
    return sw::rules::hasCode(e.refused, code);
}

} // namespace

// §7.8 minor milestone: swap the ratings of two skills (rated ones of different ratings).
TEST(FateMilestones, Minor_SwapTwoSkillRatings)
{
    const Character c = played();
    const auto pairs = swappableSkills(c);
    EXPECT_TRUE(pairs.contains(qMakePair(u"investigate"_s, u"lore"_s)));
    EXPECT_FALSE(pairs.contains(qMakePair(u"lore"_s, u"notice"_s))); // both Good: nothing to swap
    const SheetEdit e = applyMinorMilestone(c, pack(), mm(MinorKind::SwapSkills, u"investigate"_s, u"physique"_s));
    ASSERT_TRUE(e.done());
    EXPECT_EQ(e.after.rating(u"investigate"_s), 1);
    EXPECT_EQ(e.after.rating(u"physique"_s), 4);
    EXPECT_EQ(e.after.physicalStress.size(), 6); // rule 22 follows Physique +4
    EXPECT_TRUE(refusedWith(applyMinorMilestone(c, pack(), mm(MinorKind::SwapSkills, u"lore"_s, u"notice"_s)),
                            u"fate.milestone.swap"_s));
    EXPECT_TRUE(refusedWith(applyMinorMilestone(c, pack(), mm(MinorKind::SwapSkills, u"lore"_s, u"fight"_s)),
                            u"fate.milestone.swap"_s)); // Fight is not on the sheet
}

// §7.8 minor milestone: replace an Average (+1) skill with one not on the sheet.
TEST(FateMilestones, Minor_ReplaceAnAverageSkill)
{
    const Character c = played();
    EXPECT_EQ(averageSkills(pack(), c), (QStringList{u"athletics"_s, u"contacts"_s, u"physique"_s, u"resources"_s}));
    EXPECT_FALSE(skillsNotOnSheet(pack(), c).contains(u"lore"_s));
    EXPECT_TRUE(skillsNotOnSheet(pack(), c).contains(u"fight"_s));
    const SheetEdit e = applyMinorMilestone(c, pack(), mm(MinorKind::ReplaceSkill, u"contacts"_s, u"fight"_s));
    ASSERT_TRUE(e.done());
    EXPECT_EQ(e.after.rating(u"contacts"_s), 0);
    EXPECT_EQ(e.after.rating(u"fight"_s), 1);
    EXPECT_TRUE(refusedWith(applyMinorMilestone(c, pack(), mm(MinorKind::ReplaceSkill, u"lore"_s, u"fight"_s)),
                            u"fate.milestone.replace_not_average"_s));
    EXPECT_TRUE(refusedWith(applyMinorMilestone(c, pack(), mm(MinorKind::ReplaceSkill, u"contacts"_s, u"lore"_s)),
                            u"fate.milestone.replace_on_sheet"_s));
}

// §7.8 minor milestone: rewrite a stunt (refresh unchanged: the count is the same).
TEST(FateMilestones, Minor_RewriteAStunt)
{
    const Character c = played();
    Stunt s{u"Ghost Hunter"_s, {}, false, u"lore"_s, Action::CreateAdvantage, 2, 0, {}, std::nullopt};
    const SheetEdit e = applyMinorMilestone(c, pack(), mm(MinorKind::RewriteStunt, {}, {}, 1, s));
    ASSERT_TRUE(e.done());
    EXPECT_EQ(e.after.stunts.at(1).name, u"Ghost Hunter"_s);
    EXPECT_EQ(e.after.refresh, 3);
    EXPECT_TRUE(refusedWith(applyMinorMilestone(c, pack(), mm(MinorKind::RewriteStunt, {}, {}, 7, s)), u"fate.stunt.missing"_s));
}

// §7.8 minor milestone: buy a stunt for 1 refresh; refresh never goes below 1 (rule 20).
TEST(FateMilestones, Minor_BuyAStuntForOneRefresh)
{
    Character c = played();
    Stunt s{u"Bookworm"_s, {}, false, u"academics"_s, Action::Overcome, 2, 0, {}, std::nullopt};
    EXPECT_TRUE(canBuyStunt(pack(), c));
    SheetEdit e = applyMinorMilestone(c, pack(), mm(MinorKind::BuyStunt, {}, {}, -1, s));
    ASSERT_TRUE(e.done());
    EXPECT_EQ(e.after.stunts.size(), 4);
    EXPECT_EQ(e.after.refresh, 2);
    e = applyMinorMilestone(e.after, pack(), mm(MinorKind::BuyStunt, {}, {}, -1, s));
    ASSERT_TRUE(e.done());
    EXPECT_EQ(e.after.refresh, 1);
    EXPECT_FALSE(canBuyStunt(pack(), e.after));
    const SheetEdit planned = planEdit(e.after, pack(), [&](const Character &x, const FatePack &p) {
        return applyMinorMilestone(x, p, mm(MinorKind::BuyStunt, {}, {}, -1, s));
    });
    EXPECT_TRUE(refusedWith(planned, u"fate.refresh.minimum"_s));
}

// §7.8 minor milestone: rewrite any aspect but the high concept.
TEST(FateMilestones, Minor_RewriteAnAspectButNotTheHighConcept)
{
    const Character c = played();
    EXPECT_EQ(rewritableAspects(c), (QList<int>{1, 2, 3, 4}));
    const SheetEdit e = applyMinorMilestone(c, pack(), mm(MinorKind::RewriteAspect, {}, {}, 1, {}, u"Curiosity Saves the Day"_s));
    ASSERT_TRUE(e.done());
    EXPECT_EQ(e.after.aspects.at(1).text, u"Curiosity Saves the Day"_s);
    EXPECT_TRUE(refusedWith(applyMinorMilestone(c, pack(), mm(MinorKind::RewriteAspect, {}, {}, 0, {}, u"x"_s)),
                            u"fate.milestone.high_concept"_s));
}

// §7.8: milestones are for characters in play (a sheet still being made follows rule 17).
TEST(FateMilestones, OnlyInPlay)
{
    const Character c = charles(); // stage: creation
    EXPECT_TRUE(refusedWith(applyMinorMilestone(c, pack(), mm(MinorKind::RewriteAspect, {}, {}, 1, {}, u"x"_s)),
                            u"fate.milestone.creation"_s));
    EXPECT_TRUE(refusedWith(applyMajorMilestone(c, pack(), {}), u"fate.milestone.creation"_s));
}

// §7.8 major milestone: rewrite the high concept if you wish, with a minor milestone's choice.
TEST(FateMilestones, Major_RewriteTheHighConceptAndAMinorChoice)
{
    MajorMilestone m;
    m.highConcept = u"Master of the Occult"_s;
    m.minor = mm(MinorKind::RewriteAspect, {}, {}, 2, {}, u"Ethan Is My Brother"_s);
    const SheetEdit e = applyMajorMilestone(played(), pack(), m);
    ASSERT_TRUE(e.done());
    EXPECT_EQ(e.after.aspects.at(0).text, u"Master of the Occult"_s);
    EXPECT_EQ(e.after.aspects.at(2).text, u"Ethan Is My Brother"_s);
}

// §7.8 major milestone: moderate and severe consequences start recovering; those recovering clear.
TEST(FateMilestones, Major_ConsequencesRecover)
{
    Character c = played();
    c.consequences = {{u"mild"_s, u"Bruised"_s, false, {}, {}},
                      {u"moderate"_s, u"Broken Arm"_s, true, {}, {}},
                      {u"severe"_s, u"Haunted"_s, false, {}, {}}};
    const SheetEdit e = applyMajorMilestone(c, pack(), {});
    ASSERT_TRUE(e.done());
    ASSERT_EQ(e.after.consequences.size(), 2);
    EXPECT_EQ(e.after.consequences.at(0).slot, u"mild"_s);
    EXPECT_FALSE(e.after.consequences.at(0).inRecovery);
    EXPECT_EQ(e.after.consequences.at(1).slot, u"severe"_s);
    EXPECT_TRUE(e.after.consequences.at(1).inRecovery);
}

// §7.8 major milestone: raise one skill one step, keeping the columns (rule 18).
TEST(FateMilestones, Major_RaiseOneSkillWithTheColumnRule)
{
    const Character c = played(); // 1 / 2 / 3 / 4
    const QStringList raisable = raisableSkills(pack(), c);
    EXPECT_TRUE(raisable.contains(u"fight"_s));        // 0 → 1: 5 Average over 3 Fair
    EXPECT_FALSE(raisable.contains(u"physique"_s));    // 1 → 2: 4 Fair over 3 Average
    EXPECT_FALSE(raisable.contains(u"investigate"_s)); // 4 → 5: 1 Superb over 0 Great
    EXPECT_FALSE(raisable.contains(u"lore"_s));        // 3 → 4: 2 Great over 1 Good
    MajorMilestone m;
    m.raises = {u"fight"_s};
    SheetEdit e = applyMajorMilestone(c, pack(), m);
    ASSERT_TRUE(e.done());
    EXPECT_EQ(e.after.rating(u"fight"_s), 1);
    m.raises = {u"physique"_s};
    e = applyMajorMilestone(c, pack(), m);
    EXPECT_TRUE(refusedWith(e, u"fate.skills.column"_s));
    EXPECT_EQ(e.after, c);
    m.raises = {u"fight"_s, u"drive"_s}; // a second step needs the GM's leave
    EXPECT_TRUE(refusedWith(applyMajorMilestone(c, pack(), m), u"fate.milestone.raises"_s));
}

// §7.8 major milestone: the GM may give +1 refresh and a second skill step.
TEST(FateMilestones, Major_GmRefreshAndSecondStep)
{
    MajorMilestone m;
    m.gmRefresh = true;
    m.gmSecondStep = true;
    m.raises = {u"fight"_s, u"drive"_s};
    const SheetEdit e = applyMajorMilestone(played(), pack(), m);
    ASSERT_TRUE(e.done());
    EXPECT_EQ(e.after.refreshGained, 1);
    EXPECT_EQ(e.after.refresh, 4); // rule 20: 3 + 1 gained − 0 extra stunts
    EXPECT_EQ(e.after.rating(u"drive"_s), 1);
    EXPECT_TRUE(validateCharacter(e.after, pack()).isEmpty());
}

// §7.8: "unspent skill steps may be saved" — a major milestone without a raise keeps its step on
// the sheet; the next major milestone may spend it with its own (rule 18 still holds).
TEST(FateMilestones, Major_UnspentSkillStepsAreSaved)
{
    MajorMilestone none;
    SheetEdit e = applyMajorMilestone(played(), pack(), none);
    ASSERT_TRUE(e.done());
    EXPECT_EQ(e.after.skillSteps, 1);
    EXPECT_EQ(characterFromJson(toJson(e.after)).skillSteps, 1); // stored with the sheet
    MajorMilestone two;
    two.raises = {u"fight"_s, u"drive"_s}; // this milestone's step and the saved one
    e = applyMajorMilestone(e.after, pack(), two);
    ASSERT_TRUE(e.done()) << e.refused.first().code.toStdString();
    EXPECT_EQ(e.after.rating(u"fight"_s), 1);
    EXPECT_EQ(e.after.rating(u"drive"_s), 1);
    EXPECT_EQ(e.after.skillSteps, 0);
    EXPECT_FALSE(toJson(e.after).contains(u"skill_steps"_s));
    two.raises = {u"fight"_s, u"drive"_s, u"shoot"_s}; // three steps, two to spend
    Character saved = played();
    saved.skillSteps = 1;
    EXPECT_TRUE(refusedWith(applyMajorMilestone(saved, pack(), two), u"fate.milestone.raises"_s));
}

// The sheet's edits: Physique and Will size the stress tracks at once (rule 22), marks kept.
TEST(FateEdits, Rule22_StressFollowsPhysique)
{
    Character c = played();
    c.physicalStress = {true, false, true, false};
    SheetEdit e = setSkillRating(c, pack(), u"physique"_s, 0);
    ASSERT_TRUE(e.done());
    EXPECT_EQ(e.after.physicalStress, (QList<bool>{true, false, true}));
    e = planEdit(c, pack(), [](const Character &x, const FatePack &p) { return setSkillRating(x, p, u"physique"_s, 2); });
    EXPECT_TRUE(refusedWith(e, u"fate.skills.column"_s)); // 4 Fair over 3 Average
    e = planEdit(c, pack(), [](const Character &x, const FatePack &p) { return setSkillRating(x, p, u"physique"_s, 2); },
                 true, u"the GM's house rule"_s);
    ASSERT_TRUE(e.done());
    ASSERT_EQ(e.after.overrides.size(), 1);
    EXPECT_EQ(e.after.overrides.first().code, u"fate.skills.column"_s);
    EXPECT_EQ(e.after.overrides.first().reason, u"the GM's house rule"_s);
}

// Rule 20 through the sheet: a fourth stunt costs a refresh; removing it gives it back.
TEST(FateEdits, Rule20_StuntsMoveRefresh)
{
    const Character c = played();
    SheetEdit e = addStunt(c, pack(), {u"Bookworm"_s, {}, false, u"academics"_s, Action::Overcome, 2, 0, {}, std::nullopt});
    ASSERT_TRUE(e.done());
    EXPECT_EQ(e.after.refresh, 2);
    e = removeStunt(e.after, pack(), 0);
    ASSERT_TRUE(e.done());
    EXPECT_EQ(e.after.refresh, 3);
    EXPECT_TRUE(refusedWith(addStunt(c, pack(), {}), u"fate.stunt.name_missing"_s));
}

// Rule 26 through the sheet: compels, and never a refusal at 0 fate points.
TEST(FateEdits, Rule26_Compels)
{
    Character c = played();
    c.fatePoints = 0;
    EXPECT_TRUE(refusedWith(compel(c, false), u"fate.compel.cannot_refuse"_s));
    const SheetEdit e = compel(c, true);
    ASSERT_TRUE(e.done());
    EXPECT_EQ(e.after.fatePoints, 1);
    EXPECT_EQ(compel(e.after, false).after.fatePoints, 0);
    EXPECT_TRUE(refusedWith(setFatePoints(c, -1), u"fate.fate_points.negative"_s));
}
