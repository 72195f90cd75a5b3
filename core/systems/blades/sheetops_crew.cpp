// Pencil edits of a crew sheet: identity, type, tracks, creation choices, cohorts and contacts
// (B §1, §2, §4, §8).
#include "systems/blades/sheetops.h"

#include "systems/blades/crewedit.h"
#include "systems/blades/huntinggrounds.h"
#include "systems/blades/crewvalidator.h"

#include <utility>

using namespace Qt::StringLiterals;
using sw::rules::Violation;

namespace sw::blades {
namespace {

// A crew edit in progress, checked with validateCrew's codes.
class PencilEdit : public detail::CrewSheetEdit
{
public:
    using detail::CrewSheetEdit::CrewSheetEdit;

    // An entry of a list on the sheet, or a refusal naming it (never overridden into a write out
    // of bounds).
    bool exists(qsizetype index, qsizetype size, const QString &field)
    {
        const bool found = index >= 0 && index < size;
        if (!found)
            refuse(u"edit.target_missing"_s, field);
        return found && !blocked();
    }

};

// A count violation that says "more than the rules allow", not "not yet enough": while a sheet is
// pencilled in, too few is a step on the way, too many is the edit's fault.
bool tooMany(const Violation &v)
{
    return v.params.value(u"value"_s).toInt() > v.params.value(u"expected"_s).toInt();
}

QString &textOf(Crew &crew, CrewText field)
{
    switch (field) {
    case CrewText::Name: return crew.name;
    case CrewText::Reputation: return crew.reputation;
    case CrewText::Lair: return crew.lair;
    case CrewText::LairDistrict: return crew.lairDistrict;
    case CrewText::Notes: return crew.notes;
    case CrewText::HuntingDistrict: return crew.huntingGrounds.district;
    case CrewText::HuntingArea: return crew.huntingGrounds.area;
    case CrewText::HuntingOperation: break;
    }
    return crew.huntingGrounds.operation;
}

// B §4, §9 VR 31–36: what an edit of cohort `index` may not break anew: its own type, edges,
// flaws and harm, the extra types the upgrades pay for, and no more cohorts than paid for.
auto cohortRules(qsizetype index)
{
    return [field = u"cohorts/%1"_s.arg(index)](const Violation &v) {
        return v.field == field
               || (v.field == u"cohorts"_s
                   && (v.code == u"cohort.types.max"_s || (v.code == u"cohort.count"_s && tooMany(v))));
    };
}

} // namespace

// B §1.1: names and descriptions are the table's own; the reputation is never left empty.
CrewOutcome applySetCrewText(const Crew &crew, CrewText field, const QString &value, const RulePack &pack)
{
    PencilEdit e(crew, pack);
    textOf(e.after, field) = value.trimmed();
    // B §2 step 3: a listed operation is kept by its id, also when its name was typed.
    if (const QString id = field == CrewText::HuntingOperation ? huntingOperationId(value, crew.crewType, pack) : QString();
        !id.isEmpty())
        textOf(e.after, field) = id;
    if (field == CrewText::Reputation)
        e.check(detail::fieldIs(u"reputation"_s));
    return e.finish();
}

// B §2 step 1 (§選擇一個幫派類型): the type decides the abilities, upgrades, contacts and claims,
// so the crew starts over; what the table wrote that no type decides stays.
CrewOutcome applyChooseCrewType(const Crew &crew, const QString &crewType, const RulePack &pack)
{
    PencilEdit e(crew, pack);
    if (crew.phase != CrewPhase::Creation)
        e.refuse(u"crew.creation.alreadyFinished"_s, u"crew_type"_s, {{u"id"_s, crewType}});
    if (!pack.crewType(crewType))
        e.refuse(u"crew.type.unknown"_s, u"crew_type"_s, {{u"id"_s, crewType}});
    if (e.blocked() || crewType == crew.crewType)
        return e.finish();
    e.after = startCrew(crewType, pack);
    e.after.name = crew.name;
    e.after.reputation = crew.reputation;
    e.after.lair = crew.lair;
    e.after.lairDistrict = crew.lairDistrict;
    e.after.notes = crew.notes;
    e.after.overrides = crew.overrides;
    e.event(u"crew.restarted"_s, {{u"from"_s, crew.crewType}, {u"to"_s, crewType}});
    return e.finish();
}

// B §1.10 (002 §Heat): 0 … heat_max − 1; a full track is the score's heat procedure's job.
CrewOutcome applySetHeat(const Crew &crew, int value, const RulePack &pack)
{
    PencilEdit e(crew, pack);
    e.after.heat = value;
    e.check(detail::fieldIs(u"heat"_s));
    return e.finish();
}

// B §1.10, §1.5 (§邪魔): 0 … wanted_max. With Fiends, wanted counts as turf: rep above the
// shorter track is lost (B §1.5 [DERIVED]).
CrewOutcome applySetWantedLevel(const Crew &crew, int value, const RulePack &pack)
{
    PencilEdit e(crew, pack);
    e.after.wantedLevel = value;
    e.check(detail::fieldIs(u"wanted_level"_s));
    const int threshold = repThreshold(e.after, pack);
    if (e.after.rep > threshold)
        e.event(u"crew.rep_lost"_s, {{u"lost"_s, e.after.rep - std::exchange(e.after.rep, threshold)}});
    return e.finish();
}

// B §1.11: 0 … crew_xp − 1; a full track is applyMarkCrewXp's job.
CrewOutcome applySetCrewXp(const Crew &crew, int value, const RulePack &pack)
{
    PencilEdit e(crew, pack);
    e.after.xp = value;
    e.check(detail::fieldIs(u"xp"_s));
    return e.finish();
}

// B §1.5–§1.6 (§發展): 0 … the rep needed − 1. The last mark comes from a rep gain
// (applyAddRep), which turns weak hold strong or waits for the tier.
CrewOutcome applySetRep(const Crew &crew, int value, const RulePack &pack)
{
    PencilEdit e(crew, pack);
    if (value == crew.rep)
        return e.finish();
    const int threshold = repThreshold(crew, pack);
    if (value == threshold)
        e.refuse(u"crew.rep.byGain"_s, u"rep"_s, {{u"value"_s, value}, {u"max"_s, threshold - 1}});
    e.after.rep = value;
    e.check(detail::fieldIs(u"rep"_s));
    return e.finish();
}

// B §1.4, §1.6 (§凝聚, §發展): a new crew is strong; weak hold never sits on a full rep track.
CrewOutcome applySetHold(const Crew &crew, Hold hold, const RulePack &pack)
{
    PencilEdit e(crew, pack);
    e.after.hold = hold;
    e.check([](const Violation &v) { return v.field == u"hold"_s || v.code == u"crew.rep.weakFull"_s; });
    return e.finish();
}

// B §1.3, §1.6, §2: a new crew is at the starting tier; in play the tier rises by
// applyAdvanceTier (full rep, strong hold, coin), so a change by hand needs a GM override.
CrewOutcome applySetTier(const Crew &crew, int tier, const RulePack &pack)
{
    PencilEdit e(crew, pack);
    if (crew.phase != CrewPhase::Creation && tier != crew.tier)
        e.refuse(u"crew.tier.byAdvance"_s, u"tier"_s, {{u"value"_s, tier}, {u"tier"_s, crew.tier}});
    e.after.tier = tier;
    e.check(detail::fieldIs(u"tier"_s));
    return e.finish();
}

// B §2 step 4 (§分配幫派升級), §3.1: the type's starting upgrades plus upgrades_chosen_at_creation
// boxes; afterwards boxes come from crew advances (applyTakeCrewAdvance).
CrewOutcome applySetUpgradeBoxes(const Crew &crew, const QString &upgrade, int boxes, const RulePack &pack)
{
    PencilEdit e(crew, pack);
    const QString field = u"upgrades/"_s + upgrade;
    if (crew.phase != CrewPhase::Creation && boxes != crew.upgrades.value(upgrade))
        e.refuse(u"upgrade.byAdvance"_s, field, {{u"id"_s, upgrade}, {u"value"_s, boxes}});
    if (boxes == 0)
        e.after.upgrades.remove(upgrade);
    else
        e.after.upgrades[upgrade] = boxes;
    e.check([&](const Violation &v) {
        return v.field == field || v.code == u"crew.creation.starting_upgrade"_s
               || (v.code == u"crew.creation.counts"_s && v.field == u"upgrades"_s && tooMany(v));
    });
    if (completions(e.after, upgrade, pack) > completions(crew, upgrade, pack))
        e.event(u"upgrade.completed"_s, {{u"id"_s, upgrade}});
    return e.finish();
}

// B §2 step 4 (§選擇一項特殊能力), §5: one of the type's abilities at creation; afterwards
// abilities come from crew advances.
CrewOutcome applyToggleCrewAbility(const Crew &crew, const QString &ability, const RulePack &pack)
{
    PencilEdit e(crew, pack);
    const QString field = u"abilities/"_s + ability;
    if (crew.phase != CrewPhase::Creation)
        e.refuse(u"crew.ability.byAdvance"_s, field, {{u"id"_s, ability}});
    if (!e.after.abilities.removeOne(ability))
        e.after.abilities.append(ability);
    e.check([&](const Violation &v) {
        return v.field == field || (v.code == u"crew.creation.counts"_s && v.field == u"abilities"_s && tooMany(v));
    });
    return e.finish();
}

// B §4 (§同夥): one cohort for each completed Cohort upgrade.
CrewOutcome applyAddCohort(const Crew &crew, const Cohort &cohort, const RulePack &pack)
{
    PencilEdit e(crew, pack);
    e.after.cohorts.append(cohort);
    e.check(cohortRules(e.after.cohorts.size() - 1));
    return e.finish();
}

// B §4: erasing a cohort; its upgrade boxes stay (B §4.6: a lost cohort is replaced, not refunded).
CrewOutcome applyRemoveCohort(const Crew &crew, int index, const RulePack &pack)
{
    PencilEdit e(crew, pack);
    if (e.exists(index, crew.cohorts.size(), u"cohorts/%1"_s.arg(index)))
        e.after.cohorts.removeAt(index);
    return e.finish();
}

// B §4.6 (§同夥受傷與治療): 0 none, 1 weakened, 2 impaired, 3 broken, 4 dead.
CrewOutcome applySetCohortHarm(const Crew &crew, int index, int harm, const RulePack &pack)
{
    PencilEdit e(crew, pack);
    const QString field = u"cohorts/%1"_s.arg(index);
    if (!e.exists(index, crew.cohorts.size(), field))
        return e.finish();
    e.after.cohorts[index].harm = harm;
    e.check([&](const Violation &v) { return v.field == field && v.code == u"cohort.harm.range"_s; });
    return e.finish();
}

// B §4.3–§4.4 (§優勢與缺陷, §調整同夥): the same rules as a new cohort.
CrewOutcome applyEditCohort(const Crew &crew, int index, const Cohort &cohort, const RulePack &pack)
{
    PencilEdit e(crew, pack);
    if (!e.exists(index, crew.cohorts.size(), u"cohorts/%1"_s.arg(index)))
        return e.finish();
    e.after.cohorts[index] = cohort;
    e.check(cohortRules(index));
    return e.finish();
}

// B §8 (§聯絡人): a contact of the type's list, or one the table names; never nameless.
CrewOutcome applyRenameContact(const Crew &crew, int index, const QString &contact, const RulePack &pack)
{
    PencilEdit e(crew, pack);
    const QString field = u"contacts/%1"_s.arg(index);
    if (!e.exists(index, crew.contacts.size(), field))
        return e.finish();
    const QString name = contact.trimmed();
    if (name.isEmpty())
        e.refuse(u"identity.name_empty"_s, field);
    e.after.contacts[index].id = name;
    return e.finish();
}

} // namespace sw::blades
