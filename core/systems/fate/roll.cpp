#include "systems/fate/roll.h"

using namespace Qt::StringLiterals;

namespace sw::fate {
namespace {

rules::Violation violation(const QString &code, const QString &field, QVariantMap params = {})
{
    return {code, field, std::move(params), false};
}

const AspectInPlay *findAspect(const RollRequest &r, const QString &id)
{
    for (const AspectInPlay &a : r.aspects) {
        if (a.id == id)
            return &a;
    }
    return nullptr;
}

int freeInvokesHeld(const AspectInPlay &aspect, const QString &holder)
{
    int held = 0;
    for (const FreeInvokes &f : aspect.freeInvokes) {
        if (f.holder == holder)
            held += f.count;
    }
    return held;
}

// Rule 16: the default attack and defence skills (seed L229–L239, spec §6.5), or a stunt's
// permission.
void checkSkillUse(const RollRequest &r, const FatePack &pack, RollResolution &out)
{
    if (r.action != Action::Attack && r.action != Action::Defend)
        return;
    for (const Stunt &s : r.rollerStunts) {
        if (s.permitsSkill == r.skill && s.permitsAction == r.action)
            return;
    }
    const Skill *skill = pack.skill(r.skill);
    const QStringList uses = skill ? (r.action == Action::Attack ? skill->attacks : skill->defends) : QStringList();
    bool allowed = false;
    if (r.action == Action::Attack)
        allowed = r.harm.isEmpty() ? !uses.isEmpty() : uses.contains(r.harm);
    else if (r.harm.isEmpty())
        allowed = true; // defending against an overcome or an advantage: any skill the fiction justifies
    else
        allowed = uses.contains(r.harm) || (r.harm == u"melee"_s && uses.contains(u"physical"_s));
    if (!allowed)
        out.warnings.append(violation(r.action == Action::Attack ? u"fate.skill.cannot_attack"_s : u"fate.skill.cannot_defend"_s,
                                      u"skill"_s, {{u"skill"_s, r.skill}, {u"harm"_s, r.harm}}));
}

} // namespace

Outcome outcomeOf(int shifts, int styleShifts)
{
    if (shifts < 0)
        return Outcome::Fail;
    if (shifts == 0)
        return Outcome::Tie;
    return shifts < styleShifts ? Outcome::Success : Outcome::Style;
}

QString outcomeId(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Fail:
        return u"fail"_s;
    case Outcome::Tie:
        return u"tie"_s;
    case Outcome::Success:
        return u"success"_s;
    case Outcome::Style:
        break;
    }
    return u"style"_s;
}

bool needsDefendRoll(Action action, bool targetsCharacter)
{
    return action == Action::Attack || (action == Action::CreateAdvantage && targetsCharacter);
}

RollResolution resolveRoll(const RollRequest &r, const FatePack &pack)
{
    RollResolution out;
    out.faces = r.faces;
    if (!validFaces(r.faces))
        out.violations.append(violation(u"fate.dice.faces"_s, u"faces"_s));
    if (needsDefendRoll(r.action, r.targetsCharacter) && r.targetKind != TargetKind::Opposition)
        out.violations.append(violation(u"fate.roll.defence_required"_s, u"target"_s, {{u"action"_s, actionId(r.action)}}));

    int fatePoints = r.fatePoints;
    QStringList paidAspects;
    QMap<QPair<QString, QString>, int> freeUsed;
    for (qsizetype i = 0; i < r.invokes.size(); ++i) {
        const Invoke &inv = r.invokes.at(i);
        if (inv.retracted)
            continue; // rule 8: the fate point or free invoke stays where it was, the effect is gone
        const QString field = u"invokes/%1"_s.arg(i);
        const AspectInPlay *aspect = findAspect(r, inv.aspect);
        if (!aspect) {
            out.violations.append(violation(u"fate.invoke.unknown_aspect"_s, field, {{u"aspect"_s, inv.aspect}}));
            continue;
        }
        if (inv.paid) {
            if (aspect->boost) { // rule 29: a boost is only ever invoked free
                out.violations.append(violation(u"fate.invoke.boost_paid"_s, field, {{u"aspect"_s, inv.aspect}}));
                continue;
            }
            if (paidAspects.contains(inv.aspect)) { // rule 6
                out.violations.append(violation(u"fate.invoke.paid_twice"_s, field, {{u"aspect"_s, inv.aspect}}));
                continue;
            }
            if (fatePoints < 1) { // rule 4
                out.violations.append(violation(u"fate.invoke.no_fate_point"_s, field, {{u"fate_points"_s, fatePoints}}));
                continue;
            }
            paidAspects << inv.aspect;
            --fatePoints;
            ++out.fatePointsSpent;
            if (!aspect->owner.isEmpty() && aspect->owner != r.roller) // rule 27: a hostile invoke
                out.owedAfterScene[aspect->owner] += 1;
        } else {
            const int held = aspect->boost ? 1 : freeInvokesHeld(*aspect, inv.holder);
            int &used = freeUsed[{inv.aspect, inv.holder}];
            if (used >= held) { // rule 5 (rule 29: a boost holds exactly one)
                out.violations.append(violation(u"fate.invoke.no_free_invoke"_s, field,
                                                {{u"aspect"_s, inv.aspect}, {u"holder"_s, inv.holder}, {u"held"_s, held}}));
                continue;
            }
            ++used;
            out.freeInvokesSpent.append({inv.aspect, inv.holder});
        }
        switch (inv.effect) { // rule 7
        case InvokeEffect::Bonus:
            out.invokeBonus += pack.number(u"invoke_bonus"_s);
            break;
        case InvokeEffect::Reroll:
            if (!validFaces(inv.reroll))
                out.violations.append(violation(u"fate.dice.faces"_s, field));
            out.faces = inv.reroll;
            break;
        case InvokeEffect::RaiseDifficulty:
            ++out.raisesForOthers;
            break;
        }
    }

    for (qsizetype i = 0; i < r.stunts.size(); ++i) { // rule 9
        const StuntUse &use = r.stunts.at(i);
        const QString field = u"stunts/%1"_s.arg(i);
        if (use.stunt.ruleChange || use.stunt.skill != r.skill || use.stunt.action != r.action || !use.circumstanceConfirmed) {
            out.violations.append(violation(u"fate.stunt.criteria"_s, field, {{u"stunt"_s, use.stunt.name}}));
            continue;
        }
        if (use.stunt.fpCost > 0) {
            if (fatePoints < use.stunt.fpCost) {
                out.violations.append(violation(u"fate.stunt.no_fate_point"_s, field, {{u"fate_points"_s, fatePoints}}));
                continue;
            }
            fatePoints -= use.stunt.fpCost;
            out.fatePointsSpent += use.stunt.fpCost;
        }
        out.stuntBonus += use.stunt.bonus;
    }

    checkSkillUse(r, pack, out);
    out.diceSum = diceSum(out.faces);
    out.effort = r.skillRating + out.diceSum + out.invokeBonus + out.stuntBonus; // rule 2
    out.target = r.target + r.difficultyRaises * pack.number(u"invoke_difficulty_raise"_s);
    out.shifts = out.effort - out.target; // rule 3
    out.outcome = outcomeOf(out.shifts, pack.number(u"style_shifts"_s));
    return out;
}

} // namespace sw::fate
