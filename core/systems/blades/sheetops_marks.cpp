// Pencil marks on a character's tracks, harm and armor (A §2.1–§2.5, §4.2): what a player
// writes or erases by hand, checked against the same limits as the sheet, with none of the
// consequences the play operations bring (a full track giving trauma or an advance).
#include "systems/blades/sheetops.h"

#include "systems/blades/characteredit.h"

#include <utility>

using namespace Qt::StringLiterals;

namespace sw::blades {
using namespace detail;
namespace {

// The harm at `index`, or a refusal naming it (never overridden into a write out of bounds).
bool harmExists(Edit &e, int index)
{
    const bool exists = index >= 0 && index < e.before.harm.size();
    if (!exists)
        e.refuse(u"edit.target_missing"_s, u"harm/%1"_s.arg(index));
    return exists && !e.blocked();
}

} // namespace

// A §2.1, §8.4: 0 … stress max (9, +1 Composed); reaching it by hand gives no trauma.
Outcome applySetStress(const Character &c, int value, const RulePack &pack, const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        e.after.stress = value;
        e.check(CharacterAspect::StressAndTrauma, fieldIs(u"stress"_s));
    });
}

// A §2.3, §8.5: 0 … trauma max (4, +1 Hardened). The conditions are circled separately, and a
// full track asks for retirement through the validator's trauma.must_retire.
Outcome applySetTrauma(const Character &c, int value, const RulePack &pack, const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        e.after.trauma = value;
        e.check(CharacterAspect::StressAndTrauma, fieldIs(u"trauma"_s));
    });
}

// A §2.4, §8.9 (§Recover, §健壯): 0 … clock size − 1; a full clock is applyTickHealing's job.
Outcome applySetHealing(const Character &c, int segments, const RulePack &pack, const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        if (segments > 0 && c.harm.isEmpty())
            e.refuse(u"healing.nothing_to_heal"_s, u"healing"_s);
        e.after.healing = segments;
        e.check(CharacterAspect::Harm, fieldIs(u"healing"_s));
    });
}

// A §4.2, §8.16: 0 … track length − 1; a full track is applyMarkXp's job.
Outcome applySetXp(const Character &c, const QString &track, int value, const RulePack &pack, const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        if (!e.knownTrack(track))
            return;
        if (track == u"playbook"_s)
            e.after.playbookXp = value;
        else if (value == 0)
            e.after.attributeXp.remove(track);
        else
            e.after.attributeXp[track] = value;
        e.check(CharacterAspect::Experience, fieldIs(u"xp/"_s + track));
    });
}

// A §2.3, §8.5 (§創傷狀態): a trauma condition is permanent. Erasing one the sheet cannot hold
// (unknown, circled twice, more than the trauma) only repairs the sheet.
Outcome applyRemoveTraumaCondition(const Character &c, const QString &condition, const RulePack &pack,
                                   const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        const QString field = u"trauma_conditions"_s;
        const qsizetype at = c.traumaConditions.lastIndexOf(condition);
        if (at < 0)
            return e.refuse(u"edit.target_missing"_s, field, {{u"id"_s, condition}});
        const bool repair = !pack.hasTraumaCondition(condition) || c.traumaConditions.count(condition) > 1
                            || c.traumaConditions.size() > c.trauma;
        if (!repair)
            e.refuse(u"trauma.condition_permanent"_s, field, {{u"id"_s, condition}});
        e.after.traumaConditions.removeAt(at);
    });
}

// A §2.4: erasing harm by hand; with no harm left, the healing clock has nothing to heal and
// empties (as in applyTickHealing).
Outcome applyRemoveHarm(const Character &c, int index, const RulePack &pack, const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        if (!harmExists(e, index))
            return;
        e.after.harm.removeAt(index);
        if (e.after.harm.isEmpty() && c.healing > 0)
            e.event(u"healing.cleared"_s, {{u"value"_s, std::exchange(e.after.healing, 0)}});
    });
}

// A §2.4, §8.8 (§傷害): harm keeps a name.
Outcome applyEditHarm(const Character &c, int index, const QString &description, const RulePack &pack,
                      const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        if (!harmExists(e, index))
            return;
        e.after.harm[index].description = description.trimmed();
        e.check(CharacterAspect::Harm, fieldIs(u"harm/%1"_s.arg(index)));
    });
}

// A §2.5 (§護甲): unticking a used box by hand (applyResetArmor restores them at their time).
Outcome applyClearArmor(const Character &c, const QString &kind, const RulePack &pack, const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        const QString field = u"armor/"_s + kind;
        bool *box = armorBox(e.after.armor, kind);
        if (!box || !pack.armorKind(kind))
            return e.refuse(u"armor.kind_unknown"_s, field, {{u"id"_s, kind}});
        if (!*box)
            return e.refuse(u"edit.target_missing"_s, field, {{u"id"_s, kind}});
        *box = false;
    });
}

} // namespace sw::blades
