#pragma once

// Advancement (spec §7.8 [GK] ✓ SRD-en, ✓ zh-TW 〈成長〉): the minor milestone's one choice and the
// major milestone's, with the column rule (rule 18). The choices a dialog may offer are listed
// here, so that it offers only legal ones; apply* checks them again and refuses anything else.
#include "systems/fate/edits.h"

#include <QPair>

namespace sw::fate {

// Minor milestone: do one of these.
enum class MinorKind {
    SwapSkills,    // swap the ratings of two rated skills
    ReplaceSkill,  // replace an Average (+1) skill with one not on the sheet
    RewriteStunt,  // rewrite one stunt
    BuyStunt,      // buy a new stunt for 1 refresh (refresh stays at 1 or more)
    RewriteAspect, // rewrite any aspect but the high concept
};

struct MinorMilestone
{
    MinorKind kind = MinorKind::RewriteAspect;
    QString skill;  // SwapSkills: one skill; ReplaceSkill: the Average skill given up
    QString other;  // SwapSkills: the other; ReplaceSkill: the skill taken instead
    int index = -1; // RewriteStunt: the stunt; RewriteAspect: the aspect
    Stunt stunt;    // RewriteStunt, BuyStunt
    QString text;   // RewriteAspect
};

// The legal choices of a minor milestone on this sheet.
QList<QPair<QString, QString>> swappableSkills(const Character &c); // rated skills, different ratings
QStringList averageSkills(const FatePack &pack, const Character &c); // rated +1, in the pack's order
QStringList skillsNotOnSheet(const FatePack &pack, const Character &c);
bool canBuyStunt(const FatePack &pack, const Character &c);
// Every aspect but the high concept; an aspect an extreme consequence replaced only at a major
// milestone (spec §7.5: it "can only be renamed at the next major milestone").
QList<int> rewritableAspects(const Character &c, bool major = false);
bool minorAvailable(const FatePack &pack, const Character &c, MinorKind kind, bool major = false);

SheetEdit applyMinorMilestone(const Character &c, const FatePack &pack, const MinorMilestone &choice);
// The same choice as part of a major milestone (`major`): the extreme consequence's aspect may be
// rewritten, and the consequence is renamed with it (applyMajorMilestone).
SheetEdit applyMinorMilestone(const Character &c, const FatePack &pack, const MinorMilestone &choice, bool major);

// Major milestone: a minor milestone's choice, plus all of: rewrite the high concept if you wish;
// moderate and severe consequences start recovering (those recovering already clear); one skill
// raised one step. The GM may also give +1 refresh and a second skill step. Steps not spent are
// saved on the sheet (skillSteps) and may be spent at a later major milestone.
struct MajorMilestone
{
    std::optional<MinorMilestone> minor;
    QString highConcept; // empty: kept
    QStringList raises;  // skills raised one step each: at most one, two with the GM's second step
    bool gmSecondStep = false;
    bool gmRefresh = false;
};

// Skills that one step up leaves the columns whole (rule 18): every pack skill, rated or not.
QStringList raisableSkills(const FatePack &pack, const Character &c);
// The consequences after a major milestone's recovery: moderate and severe start recovering, those
// recovering already clear (mild ones clear after a scene, extreme never).
Character recoverAtMajorMilestone(Character c, const FatePack &pack);

SheetEdit applyMajorMilestone(const Character &c, const FatePack &pack, const MajorMilestone &choice);

} // namespace sw::fate
