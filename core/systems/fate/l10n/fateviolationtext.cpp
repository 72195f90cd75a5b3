#include "systems/fate/l10n/fateviolationtext.h"

#include "rules/explain.h"
#include "systems/fate/sheetrules.h"

#include <QHash>

#include <functional>

using namespace Qt::StringLiterals;

namespace sw::l10n {
namespace {

struct FateWords
{
    const rules::Violation &v;
    const fate::FatePack &pack;
    Language language;

    int num(const char *key) const { return v.params.value(QLatin1StringView(key)).toInt(); }
    QString str(const char *key) const { return v.params.value(QLatin1StringView(key)).toString(); }
    QString skill(const char *key = "skill") const
    {
        const QString id = str(key);
        const fate::Skill *s = pack.skill(id);
        return s ? s->name.in(language) : id;
    }
    QString rung(const char *key) const { return fate::ladderLabel(pack, num(key), language); }
    QString aspectKind() const
    {
        const QString id = str("kind");
        for (const auto &k : pack.aspectKinds) {
            if (k.first == id)
                return k.second.in(language);
        }
        return id;
    }
    QString slot() const
    {
        const fate::ConsequenceSlot *s = pack.slot(str("slot"));
        return s ? s->name.in(language) : str("slot");
    }
    QString action() const
    {
        const std::optional<fate::Action> a = fate::actionFromId(str("action"));
        return a ? pack.action(*a).name.in(language) : str("action");
    }
};

using Sentence = std::function<QString(const FateWords &)>;

const QHash<QString, Sentence> &sentences()
{
    static const QHash<QString, Sentence> table{
        {u"fate.skill.unknown"_s, [](const FateWords &w) { return FateViolationText::tr("The pack has no skill \"%1\".").arg(w.str("skill")); }},
        {u"fate.skill.duplicate"_s, [](const FateWords &w) { return FateViolationText::tr("%1 is listed twice; each skill has one rating.").arg(w.skill()); }},
        {u"fate.skill.negative"_s, [](const FateWords &w) { return FateViolationText::tr("%1 cannot be rated below Mediocre (+0) on the sheet.").arg(w.skill()); }},
        {u"fate.skills.pattern"_s, [](const FateWords &w) {
             return FateViolationText::tr("A new character has %1 skill(s) at %2 (the pyramid); this sheet has %3.", nullptr, w.num("expected"))
                 .arg(w.num("expected")).arg(w.rung("rating")).arg(w.num("count")); }},
        {u"fate.skills.column"_s, [](const FateWords &w) {
             return FateViolationText::tr("Column rule: %1 would hold %2 skill(s), more than the %3 one step below.", nullptr, w.num("count"))
                 .arg(w.rung("rating")).arg(w.num("count")).arg(w.num("below")); }},
        {u"fate.aspects.count"_s, [](const FateWords &w) {
             return FateViolationText::tr("A character has %1 aspect(s) of the kind %2; this sheet has %3.", nullptr, w.num("expected"))
                 .arg(w.num("expected")).arg(w.aspectKind()).arg(w.num("count")); }},
        {u"fate.aspects.blank"_s, [](const FateWords &w) { return FateViolationText::tr("Write the %1 aspect.").arg(w.aspectKind()); }},
        {u"fate.refresh.balance"_s, [](const FateWords &w) {
             return FateViolationText::tr("With %1 stunt(s) refresh is %2 (3 free stunts, each more costs 1), not %3.", nullptr, w.num("stunts"))
                 .arg(w.num("stunts")).arg(w.num("expected")).arg(w.num("refresh")); }},
        {u"fate.refresh.minimum"_s, [](const FateWords &w) {
             return FateViolationText::tr("Refresh cannot go below %1; this would leave %2. Drop a stunt first.").arg(w.num("minimum")).arg(w.num("refresh")); }},
        {u"fate.stress.boxes"_s, [](const FateWords &w) {
             return FateViolationText::tr("%1 gives %2 stress box(es); the track has %3.", nullptr, w.num("expected")).arg(w.skill()).arg(w.num("expected")).arg(w.num("boxes")); }},
        {u"fate.stress.no_box"_s, [](const FateWords &w) {
             return FateViolationText::tr("The track has %1 box(es); there is no box %2.", nullptr, w.num("boxes")).arg(w.num("boxes")).arg(w.num("box")); }},
        {u"fate.consequence.slot_unavailable"_s, [](const FateWords &w) {
             return FateViolationText::tr("The %1 consequence slot is not on this sheet (the extra mild slot needs Superb (+5) Physique or Will).").arg(w.slot()); }},
        {u"fate.consequence.slot_taken"_s, [](const FateWords &w) { return FateViolationText::tr("The %1 consequence slot holds one consequence at a time.").arg(w.slot()); }},
        {u"fate.consequence.empty"_s, [](const FateWords &w) { return FateViolationText::tr("Write the %1 consequence before it can recover.").arg(w.slot()); }},
        {u"fate.dice.faces"_s, [](const FateWords &) { return FateViolationText::tr("A Fate roll is four dice, each +, - or 0."); }},
        {u"fate.roll.defence_required"_s, [](const FateWords &w) {
             return FateViolationText::tr("%1 against a character is opposed by their defend roll: choose an opposed roll.").arg(w.action()); }},
        {u"fate.invoke.unknown_aspect"_s, [](const FateWords &w) { return FateViolationText::tr("There is no aspect \"%1\" in play.").arg(w.str("aspect")); }},
        {u"fate.invoke.boost_paid"_s, [](const FateWords &w) { return FateViolationText::tr("\"%1\" is a boost: it is invoked once, free, never with a fate point.").arg(w.str("aspect")); }},
        {u"fate.invoke.paid_twice"_s, [](const FateWords &w) {
             return FateViolationText::tr("\"%1\" was invoked with a fate point on this roll already; only free invokes may be added again.").arg(w.str("aspect")); }},
        {u"fate.invoke.no_fate_point"_s, [](const FateWords &) { return FateViolationText::tr("No fate point left to pay for the invoke."); }},
        {u"fate.invoke.no_free_invoke"_s, [](const FateWords &w) {
             return FateViolationText::tr("No free invoke left on \"%1\" (%2 held).").arg(w.str("aspect")).arg(w.num("held")); }},
        {u"fate.stunt.criteria"_s, [](const FateWords &w) {
             return FateViolationText::tr("The stunt \"%1\" applies only to its own skill and action, in its circumstance.").arg(w.str("stunt")); }},
        {u"fate.stunt.no_fate_point"_s, [](const FateWords &) { return FateViolationText::tr("The stunt costs a fate point, and none is left."); }},
        {u"fate.stunt.name_missing"_s, [](const FateWords &) { return FateViolationText::tr("Give the stunt a name."); }},
        {u"fate.stunt.missing"_s, [](const FateWords &) { return FateViolationText::tr("That stunt is no longer on the sheet."); }},
        {u"fate.skill.cannot_attack"_s, [](const FateWords &w) {
             return FateViolationText::tr("%1 does not usually attack (Fight or Shoot, Provoke for mental harm); a stunt can allow it.").arg(w.skill()); }},
        {u"fate.skill.cannot_defend"_s, [](const FateWords &w) {
             return FateViolationText::tr("%1 does not usually defend against this (Athletics, Fight in melee, Will against mental harm).").arg(w.skill()); }},
        {u"fate.absorb.box_unavailable"_s, [](const FateWords &w) { return FateViolationText::tr("Stress box %1 is marked already or not on the track.").arg(w.num("box") + 1); }},
        {u"fate.absorb.slot_unavailable"_s, [](const FateWords &w) { return FateViolationText::tr("The %1 consequence slot is taken or not open to this hit.").arg(w.slot()); }},
        {u"fate.consequence.extreme_replaces"_s, [](const FateWords &w) {
             if (w.v.params.contains(u"text"_s)) // a stored sheet's (fate/sheetrules.cpp)
                 return FateViolationText::tr("The extreme consequence \"%1\" stands in place of one of the character's aspects (not the high concept), "
                                              "and no aspect reads so: take it with a hit, which rewrites that aspect.").arg(w.str("text"));
             return FateViolationText::tr("An extreme consequence replaces one of the character's aspects for good: choose which one (not the high concept)."); }},
        {u"fate.consequence.extreme_recovery"_s, [](const FateWords &) {
             return FateViolationText::tr("An extreme consequence never recovers; it can only be renamed at the next major milestone."); }},
        {u"fate.consequence.extreme_once"_s, [](const FateWords &) {
             return FateViolationText::tr("An extreme consequence was taken already; another may be taken only after the next major milestone."); }},
        {u"fate.absorb.short"_s, [](const FateWords &w) {
             return FateViolationText::tr("These absorb %1 of the %2-shift hit; what is left takes the character out.").arg(w.num("absorbed")).arg(w.num("hit")); }},
        {u"fate.fate_points.negative"_s, [](const FateWords &) { return FateViolationText::tr("Fate points cannot go below 0."); }},
        {u"fate.compel.cannot_refuse"_s, [](const FateWords &) { return FateViolationText::tr("With no fate point to pay, a compel cannot be refused."); }},
        {u"fate.name.missing"_s, [](const FateWords &) { return FateViolationText::tr("Give the character a name."); }},
        {u"fate.milestone.creation"_s, [](const FateWords &) { return FateViolationText::tr("Milestones come in play; finish making the character first."); }},
        {u"fate.milestone.swap"_s, [](const FateWords &w) {
             return FateViolationText::tr("%1 and %2 cannot swap: a swap takes two rated skills of different ratings.").arg(w.skill("skill"), w.skill("other")); }},
        {u"fate.milestone.replace_not_average"_s, [](const FateWords &w) {
             return FateViolationText::tr("Only an Average (+1) skill can be replaced; %1 is not.").arg(w.skill()); }},
        {u"fate.milestone.replace_on_sheet"_s, [](const FateWords &w) {
             return FateViolationText::tr("%1 is on the sheet already; take a skill the sheet does not have.").arg(w.skill()); }},
        {u"fate.milestone.aspect_missing"_s, [](const FateWords &) { return FateViolationText::tr("That aspect is no longer on the sheet."); }},
        {u"fate.milestone.high_concept"_s, [](const FateWords &) { return FateViolationText::tr("The high concept is rewritten only at a major milestone."); }},
        {u"fate.milestone.extreme_aspect"_s, [](const FateWords &) {
             return FateViolationText::tr("This aspect is an extreme consequence; it can be rewritten only at the next major milestone."); }},
        {u"fate.milestone.raises"_s, [](const FateWords &w) {
             return FateViolationText::tr("A major milestone raises %1 skill step(s) here, not %2.", nullptr, w.num("steps")).arg(w.num("steps")).arg(w.num("raises")); }},
        {u"edit.target_missing"_s, [](const FateWords &) { return FateViolationText::tr("The sheet is no longer in the campaign."); }},
    };
    return table;
}

} // namespace

QString FateViolationText::describe(const rules::Violation &violation, const fate::FatePack &pack, Language language)
{
    const auto it = sentences().constFind(violation.code);
    if (it == sentences().constEnd())
        return tr("Rule %1 is broken.").arg(violation.code);
    return (*it)(FateWords{violation, pack, language});
}

QString FateViolationText::explain(const QList<rules::Violation> &violations, const fate::FatePack &pack, Language language)
{
    return rules::explainAll(violations, [&](const rules::Violation &v) { return describe(v, pack, language); });
}

bool FateViolationText::knows(const QString &code)
{
    return sentences().contains(code);
}

} // namespace sw::l10n
