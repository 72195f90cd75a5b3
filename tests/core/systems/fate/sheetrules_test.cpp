// Fate Condensed sheets and the table's economy: rules 17–30 of /rules/fate-condensed.md §9.2
// (general knowledge of Fate Condensed, checked against the SRD: spec §7), one test per rule.
#include "core/systems/fate/fixtures.h"
#include "systems/fate/economy.h"
#include "systems/fate/milestones.h"
#include "systems/fate/scene.h"
#include "systems/fate/roll.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::fate;
using sw::fate::test::charles;
using sw::fate::test::pack;
using sw::Language;

namespace {

bool has(const QList<sw::rules::Violation> &vs, const QString &code)
{
    return sw::rules::hasCode(vs, code);
}

} // namespace

TEST(FateSheet, TheLegalCharacterBreaksNoRule)
{
    EXPECT_TRUE(validateCharacter(charles(), pack(), CheckMode::Complete).isEmpty());
}

// §9 rule 17, spec §7.2: at creation the skills match the pyramid (one +4, two +3, three +2,
// four +1) — or a pattern the pack configures.
TEST(FateRules, Rule17_CreationPattern)
{
    Character c = charles();
    c.skills[1].rating = 4; // two Great
    QList<sw::rules::Violation> vs = validateCharacter(c, pack());
    ASSERT_TRUE(has(vs, u"fate.skills.pattern"_s));
    EXPECT_EQ(vs.first().params.value(u"rating"_s).toInt(), 4);
    EXPECT_EQ(vs.first().params.value(u"count"_s).toInt(), 2);
    EXPECT_EQ(vs.first().params.value(u"expected"_s).toInt(), 1);
    c = charles();
    c.skills.removeLast(); // three Average: fine while creating, not when done
    EXPECT_TRUE(validateCharacter(c, pack(), CheckMode::Stored).isEmpty());
    EXPECT_TRUE(has(validateCharacter(c, pack(), CheckMode::Complete), u"fate.skills.pattern"_s));
    c.skills.append({u"burglary"_s, 5}); // no +5 in the pyramid
    EXPECT_TRUE(has(validateCharacter(c, pack()), u"fate.skills.pattern"_s));
    // A diamond 1/2/3/2/1 (spec §7.2) is data: a pack with another pattern accepts it.
    FatePack diamond = pack();
    diamond.creationPattern = {{5, 1}, {4, 2}, {3, 3}, {2, 2}, {1, 1}};
    c = charles();
    c.skills = {{u"fight"_s, 5}, {u"lore"_s, 4}, {u"will"_s, 4}, {u"notice"_s, 3}, {u"crafts"_s, 3}, {u"drive"_s, 3},
                {u"stealth"_s, 2}, {u"shoot"_s, 2}, {u"physique"_s, 1}};
    c.physicalStress = QList<bool>(4, false);
    c.mentalStress = QList<bool>(6, false);
    EXPECT_FALSE(has(validateCharacter(c, diamond, CheckMode::Complete), u"fate.skills.pattern"_s));
    EXPECT_TRUE(has(validateCharacter(c, pack()), u"fate.skills.pattern"_s));
}

// §9 rule 18, spec §7.8: after advancement no rating holds more skills than the one below.
TEST(FateRules, Rule18_ColumnRule)
{
    Character c = charles();
    c.creation = false;
    EXPECT_TRUE(validateCharacter(c, pack()).isEmpty());
    c.skills[0].rating = 5;              // +5 ×1 over +4 ×0
    QList<sw::rules::Violation> vs = validateCharacter(c, pack());
    ASSERT_TRUE(has(vs, u"fate.skills.column"_s));
    EXPECT_EQ(vs.first().params.value(u"rating"_s).toInt(), 5);
    EXPECT_EQ(vs.first().params.value(u"below"_s).toInt(), 0);
    c.skills[1].rating = 4;              // +5 ×1, +4 ×1, +3 ×1, +2 ×3, +1 ×4: columns hold
    EXPECT_TRUE(validateCharacter(c, pack()).isEmpty());
    c.skills[2].rating = 4;              // +4 ×2 over +3 ×0
    EXPECT_TRUE(has(validateCharacter(c, pack()), u"fate.skills.column"_s));
}

// §9 rule 18, spec §7.8 ("when raising skills") with a profile's pattern (spec §7.2): the rule
// judges the steps taken in play, not the profile's starting shape. A finished diamond 1/2/3/2/1
// (three at +3 over two at +2) is legal in play; a raise that makes a rating hold more skills than
// the one below is refused, and a stored sheet steeper than its profile's pattern breaks it.
TEST(FateRules, Rule18_ColumnRuleJudgesAdvancementNotTheProfilesPattern)
{
    FatePack diamond = pack();
    diamond.creationPattern = {{5, 1}, {4, 2}, {3, 3}, {2, 2}, {1, 1}};
    Character c = charles();
    c.skills = {{u"fight"_s, 5}, {u"lore"_s, 4}, {u"will"_s, 4}, {u"notice"_s, 3}, {u"crafts"_s, 3}, {u"drive"_s, 3},
                {u"stealth"_s, 2}, {u"shoot"_s, 2}, {u"physique"_s, 1}};
    c.physicalStress = QList<bool>(4, false);
    c.mentalStress = QList<bool>(6, false);
    c.creation = false; // finished (the wizard's last step)
    EXPECT_TRUE(validateCharacter(c, diamond).isEmpty()) << validateCharacter(c, diamond).first().code.toStdString();
    // The same shape under the pyramid's rule breaks the columns (+3 ×3 over +2 ×2).
    EXPECT_TRUE(has(validateCharacter(c, pack()), u"fate.skills.column"_s));

    // Advancement: +0 → +1 keeps the columns; +2 → +3 (4 Good over 1 Fair) and +1 → +2 (3 Fair
    // over 0 Average) do not.
    EXPECT_FALSE(raiseBreaksColumns(c, u"rapport"_s).has_value());
    const std::optional<sw::rules::Violation> steep = raiseBreaksColumns(c, u"stealth"_s);
    ASSERT_TRUE(steep.has_value());
    EXPECT_EQ(steep->code, u"fate.skills.column"_s);
    EXPECT_EQ(steep->params.value(u"rating"_s).toInt(), 3);
    EXPECT_EQ(steep->params.value(u"count"_s).toInt(), 4);
    EXPECT_EQ(steep->params.value(u"below"_s).toInt(), 1);
    EXPECT_TRUE(raiseBreaksColumns(c, u"physique"_s).has_value());
    const QStringList raisable = raisableSkills(diamond, c);
    EXPECT_TRUE(raisable.contains(u"rapport"_s));
    EXPECT_FALSE(raisable.contains(u"stealth"_s));
    MajorMilestone m;
    m.raises = {u"rapport"_s};
    const SheetEdit raised = applyMajorMilestone(c, diamond, m);
    ASSERT_TRUE(raised.done());
    EXPECT_TRUE(validateCharacter(raised.after, diamond).isEmpty());
    m.raises = {u"stealth"_s};
    const SheetEdit refused = applyMajorMilestone(c, diamond, m);
    ASSERT_FALSE(refused.done());
    EXPECT_EQ(refused.refused.first().code, u"fate.skills.column"_s);
    EXPECT_EQ(refused.after, c);

    // A stored sheet steeper than the profile's pattern: +3 ×4 over +2 ×1 breaks the rule.
    c.skills[6].rating = 3;
    EXPECT_TRUE(has(validateCharacter(c, diamond), u"fate.skills.column"_s));
}

// §9 rule 19, spec §7.1: five character aspects at creation: high concept, trouble,
// relationship and two free.
TEST(FateRules, Rule19_FiveAspectsOfTheirKinds)
{
    EXPECT_EQ(newCharacter(pack(), u"New"_s).aspects.size(), 5);
    Character c = charles();
    c.aspects.append({u"trouble"_s, u"Second Trouble"_s, {}});
    QList<sw::rules::Violation> vs = validateCharacter(c, pack());
    ASSERT_TRUE(has(vs, u"fate.aspects.count"_s));
    EXPECT_EQ(vs.first().params.value(u"kind"_s).toString(), u"trouble"_s);
    c = charles();
    c.aspects.removeLast();
    EXPECT_TRUE(validateCharacter(c, pack()).isEmpty()) << "the relationship may be written last";
    EXPECT_TRUE(has(validateCharacter(c, pack(), CheckMode::Complete), u"fate.aspects.count"_s));
    c = charles();
    c.aspects[0].text.clear();
    EXPECT_TRUE(has(validateCharacter(c, pack(), CheckMode::Complete), u"fate.aspects.blank"_s));
}

// §9 rule 20, spec §7.3: refresh = 3 + gained − stunts beyond three, and never below 1.
TEST(FateRules, Rule20_RefreshBalance)
{
    Character c = charles();
    EXPECT_EQ(expectedRefresh(pack(), c), 3);
    c.stunts.append(c.stunts.first());
    EXPECT_TRUE(has(validateCharacter(c, pack()), u"fate.refresh.balance"_s));
    c.refresh = 2;
    EXPECT_TRUE(validateCharacter(c, pack()).isEmpty());
    c.stunts.append(c.stunts.first());
    c.stunts.append(c.stunts.first());
    c.refresh = 0;
    const auto vs = validateCharacter(c, pack());
    EXPECT_FALSE(has(vs, u"fate.refresh.balance"_s));
    EXPECT_TRUE(has(vs, u"fate.refresh.minimum"_s));
    c.refreshGained = 1; // a major milestone's +1 refresh buys the sixth stunt back to 1
    c.refresh = 1;
    EXPECT_TRUE(validateCharacter(c, pack()).isEmpty());
    // A GM override lets the sheet through, marked.
    c.refresh = 0;
    c.overrides = {{u"fate.refresh.balance"_s, u"refresh"_s, u"house rule"_s}, {u"fate.refresh.minimum"_s, u"refresh"_s, u"house rule"_s}};
    EXPECT_TRUE(blockingViolations(c, pack()).isEmpty());
    EXPECT_EQ(validateCharacter(c, pack()).size(), 2);
}

// §9 rule 21, spec §7.3: at session start fate points := max(fate points, refresh).
TEST(FateRules, Rule21_SessionStartRefresh)
{
    Character c = charles();
    c.fatePoints = 5;
    c.refresh = 2; // Charles: ends with 5, refresh 2, starts with 5
    EXPECT_EQ(startSession(c, pack()).fatePoints, 5);
    c.fatePoints = 1;
    c.refresh = 3; // Ethan: ends with 1, refresh 3, starts with 3
    EXPECT_EQ(startSession(c, pack()).fatePoints, 3);
}

// §9 rule 22, spec §7.5: Physique/Will 0 → 3 boxes, 1–2 → 4, 3–4 → 6, 5+ → 6 and an extra mild
// slot for that track.
TEST(FateRules, Rule22_StressBoxesFollowPhysiqueAndWill)
{
    const int expected[] = {3, 4, 4, 6, 6, 6, 6};
    for (int rating = 0; rating <= 6; ++rating) {
        EXPECT_EQ(stressTrackSize(pack(), rating).boxes, expected[rating]) << rating;
        EXPECT_EQ(stressTrackSize(pack(), rating).extraMild, rating >= 5) << rating;
    }
    Character c = charles();
    c.physicalStress.append(false);
    QList<sw::rules::Violation> vs = validateCharacter(c, pack());
    ASSERT_TRUE(has(vs, u"fate.stress.boxes"_s));
    EXPECT_EQ(vs.first().field, u"stress/physical"_s);
    EXPECT_EQ(vs.first().params.value(u"expected"_s).toInt(), 4);
    c = charles();
    c.consequences = {{u"mild_physical"_s, u"Bruised"_s, false, {}, {}}};
    EXPECT_TRUE(has(validateCharacter(c, pack()), u"fate.consequence.slot_unavailable"_s));
    c.creation = false;
    c.skills[6].rating = 5; // Physique Superb
    c.skills[0].rating = 2; // keep the columns
    c.physicalStress = QList<bool>(6, false);
    EXPECT_TRUE(availableConsequenceSlots(pack(), c).contains(u"mild_physical"_s));
    EXPECT_FALSE(availableConsequenceSlots(pack(), c).contains(u"mild_mental"_s));
    EXPECT_FALSE(has(validateCharacter(c, pack()), u"fate.consequence.slot_unavailable"_s));
}

// §9 rule 23, spec §7.5: a hit is absorbed by marked boxes (1 each) and empty consequence slots
// (2/4/6, the extra mild 2); what cannot be absorbed takes the character out.
TEST(FateRules, Rule23_AbsorbingAHit)
{
    Character c = charles(); // 4 physical boxes; mild, moderate, severe, extreme
    HitPlan plan{Track::Physical, {0, 1}, {{u"mild"_s, u"Sprained Wrist"_s, false, u"Ruth"_s, {}}}};
    EXPECT_EQ(absorbedBy(pack(), plan), 4);
    EXPECT_TRUE(checkHit(pack(), c, 4, plan).isEmpty());
    EXPECT_TRUE(has(checkHit(pack(), c, 5, plan), u"fate.absorb.short"_s));
    c = applyHit(c, plan);
    EXPECT_EQ(c.physicalStress, (QList<bool>{true, true, false, false}));
    EXPECT_TRUE(has(checkHit(pack(), c, 1, {Track::Physical, {0}, {}}), u"fate.absorb.box_unavailable"_s));
    EXPECT_TRUE(has(checkHit(pack(), c, 2, {Track::Physical, {}, {{u"mild"_s, u"Again"_s, false, {}, {}}}}),
                    u"fate.absorb.slot_unavailable"_s));
    // Left: 2 boxes + moderate 4 + severe 6 + extreme 8 = 20.
    EXPECT_EQ(absorbable(pack(), c, Track::Physical), 20);
    EXPECT_FALSE(takenOut(pack(), c, Track::Physical, 20));
    EXPECT_TRUE(takenOut(pack(), c, Track::Physical, 21));
}

// §9 rule 24, spec §7.5: recovery difficulty +2/+4/+6, two more when treating yourself (not
// doubled); mild clears after a scene, moderate a session, severe a major milestone.
TEST(FateRules, Rule24_RecoveryDifficulties)
{
    EXPECT_EQ(recoveryDifficulty(pack(), u"mild"_s, false), 2);
    EXPECT_EQ(recoveryDifficulty(pack(), u"moderate"_s, false), 4);
    EXPECT_EQ(recoveryDifficulty(pack(), u"severe"_s, false), 6);
    EXPECT_EQ(recoveryDifficulty(pack(), u"severe"_s, true), 8);
    EXPECT_EQ(recoveryDifficulty(pack(), u"mild_mental"_s, true), 4);
    EXPECT_FALSE(recoveryDifficulty(pack(), u"extreme"_s, false).has_value());
    EXPECT_EQ(pack().slot(u"mild"_s)->clearsAfter, u"scene"_s);
    EXPECT_EQ(pack().slot(u"moderate"_s)->clearsAfter, u"session"_s);
    EXPECT_EQ(pack().slot(u"severe"_s)->clearsAfter, u"major_milestone"_s);
    EXPECT_EQ(pack().recoverySkill[int(Track::Physical)], u"academics"_s);
    EXPECT_EQ(pack().recoverySkill[int(Track::Mental)], u"empathy"_s);
}

// §9 rule 24, spec §7.5 ("It then clears after one full scene (mild), one full session
// (moderate), or at the next major milestone (severe)"): once in recovery, a mild consequence is
// gone at the end of the scene, a moderate one at the start of the next session, a severe one at
// the next major milestone; one not in recovery stays through all three, an extreme one never goes.
TEST(FateRules, Rule24_RecoveredConsequencesClearAfterASceneASessionOrAMajorMilestone)
{
    Character c = charles();
    c.consequences = {{u"mild"_s, u"Bruised"_s, true, {}, {}}, {u"moderate"_s, u"Cracked Rib"_s, true, {}, {}},
                      {u"severe"_s, u"Broken Arm"_s, true, {}, {}}, {u"extreme"_s, u"Marked"_s, false, {}, {}}};
    const auto slots = [](const Character &k) {
        QStringList out;
        for (const Consequence &q : k.consequences)
            out << q.slot;
        return out;
    };
    const Character scene = endOfScene(c, pack());
    EXPECT_EQ(slots(scene), (QStringList{u"moderate"_s, u"severe"_s, u"extreme"_s}));
    const Character session = startSession(scene, pack());
    EXPECT_EQ(slots(session), (QStringList{u"severe"_s, u"extreme"_s}));
    EXPECT_EQ(slots(recoverAtMajorMilestone(session, pack())), QStringList{u"extreme"_s});

    Character untreated = c; // nothing in recovery: a scene and a session change nothing
    for (Consequence &k : untreated.consequences)
        k.inRecovery = false;
    EXPECT_EQ(startSession(endOfScene(untreated, pack()), pack()).consequences, untreated.consequences);
    // The session start clears a recovering moderate one even without a scene between.
    EXPECT_EQ(slots(startSession(c, pack())), (QStringList{u"mild"_s, u"severe"_s, u"extreme"_s}));
}

// §9 rule 25, spec §7.4: conceding before the opponent rolls gains 1 + consequences taken.
TEST(FateRules, Rule25_Concession)
{
    EXPECT_EQ(concessionFatePoints(false, 0), 1);
    EXPECT_EQ(concessionFatePoints(false, 2), 3);
    EXPECT_FALSE(concessionFatePoints(true, 2).has_value());
}

// §9 rule 26, spec §7.4: a compel accepted gains 1 fate point, refused costs 1; never refused at 0.
TEST(FateRules, Rule26_Compels)
{
    EXPECT_EQ(fatePointsAfterCompel(0, true), 1);
    EXPECT_EQ(fatePointsAfterCompel(2, false), 1);
    EXPECT_FALSE(fatePointsAfterCompel(0, false).has_value());
}

// §9 rule 27, spec §7.4: a paid hostile invoke's fate point goes to the aspect's owner, owed
// until after the scene; a free one pays nothing.
TEST(FateRules, Rule27_HostileInvokePaysTheOwnerAfterTheScene)
{
    RollRequest r;
    r.roller = u"Ruth"_s;
    r.action = Action::Overcome;
    r.fatePoints = 2;
    r.aspects = {{u"curiosity"_s, u"Charles"_s, false, {{u"Ruth"_s, 1}}}, {u"ruths_own"_s, u"Ruth"_s, false, {}}};
    r.invokes = {{u"curiosity"_s, true, {}, InvokeEffect::Bonus, {}, false},
                 {u"curiosity"_s, false, u"Ruth"_s, InvokeEffect::Bonus, {}, false},
                 {u"ruths_own"_s, true, {}, InvokeEffect::Bonus, {}, false}};
    const RollResolution out = resolveRoll(r, pack());
    ASSERT_TRUE(out.ok());
    EXPECT_EQ(out.fatePointsSpent, 2);
    EXPECT_EQ(out.owedAfterScene, (QMap<QString, int>{{u"Charles"_s, 1}}));
    Character c = oweFatePoints(charles(), out.owedAfterScene.value(u"Charles"_s));
    EXPECT_EQ(c.fatePointsOwed, 1);
    EXPECT_EQ(c.fatePoints, 3) << "not usable during the scene";
    c = payOwedFatePoints(c);
    EXPECT_EQ(c.fatePoints, 4);
    EXPECT_EQ(c.fatePointsOwed, 0);
    // The end of the scene pays them too (the dice dock's End of Scene).
    const Character ended = endOfScene(oweFatePoints(charles(), 2), pack());
    EXPECT_EQ(ended.fatePoints, 5);
    EXPECT_EQ(ended.fatePointsOwed, 0);
}

// §9 rule 28, spec §7.7: +1 per helper at Average (+1) or better, capped at the highest rating.
TEST(FateRules, Rule28_TeamworkBonus)
{
    EXPECT_EQ(teamworkBonus(3, {1, 2, 0}), 2);
    EXPECT_EQ(teamworkBonus(1, {1, 2, 4}), 1);
    EXPECT_EQ(teamworkBonus(0, {3}), 0);
}

// §9 rule 29, spec §7.6: a boost has exactly one free invoke, is never paid for, and is gone
// once used.
TEST(FateRules, Rule29_BoostsAreOneFreeInvoke)
{
    RollRequest r;
    r.roller = u"Charles"_s;
    r.fatePoints = 3;
    r.aspects = {{u"off_balance"_s, {}, true, {}}};
    r.invokes = {{u"off_balance"_s, false, u"Charles"_s, InvokeEffect::Bonus, {}, false}};
    RollResolution out = resolveRoll(r, pack());
    ASSERT_TRUE(out.ok());
    EXPECT_EQ(out.invokeBonus, 2);
    r.invokes.append(r.invokes.first());
    EXPECT_TRUE(sw::rules::hasCode(resolveRoll(r, pack()).violations, u"fate.invoke.no_free_invoke"_s));
    r.invokes = {{u"off_balance"_s, true, {}, InvokeEffect::Bonus, {}, false}};
    out = resolveRoll(r, pack());
    EXPECT_TRUE(sw::rules::hasCode(out.violations, u"fate.invoke.boost_paid"_s));
    EXPECT_EQ(out.fatePointsSpent, 0);
}

// §9 rule 30, spec §2: every integer has a label: −4…+8 by the ladder, others a signed number.
TEST(FateRules, Rule30_LadderLabels)
{
    EXPECT_EQ(ladderLabel(pack(), 2, Language::English), u"Fair (+2)"_s);
    EXPECT_EQ(ladderLabel(pack(), 1, Language::TraditionalChinese), u"一般（+1）"_s);
    EXPECT_EQ(ladderLabel(pack(), 4, Language::SimplifiedChinese), u"杰出（+4）"_s);
    EXPECT_EQ(ladderLabel(pack(), 0, Language::English), u"Mediocre (+0)"_s);
    EXPECT_EQ(ladderLabel(pack(), -4, Language::English), u"Horrifying (-4)"_s);
    EXPECT_EQ(ladderLabel(pack(), 8, Language::TraditionalChinese), u"傳奇（+8）"_s);
    EXPECT_EQ(ladderLabel(pack(), 9, Language::English), u"+9"_s);
    EXPECT_EQ(ladderLabel(pack(), -5, Language::TraditionalChinese), u"-5"_s);
    for (int v = -4; v <= 8; ++v) {
        for (Language l : sw::kAllLanguages)
            EXPECT_FALSE(ladderName(pack(), v, l).isEmpty()) << v;
    }
}
