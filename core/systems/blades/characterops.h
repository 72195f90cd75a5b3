#pragma once

#include "systems/blades/character.h"
#include "systems/blades/limits.h"
#include "systems/blades/rulepack.h"
#include "rules/violation.h"

#include <QMap>
#include <QSet>
#include <QVariantMap>

#include <algorithm>
#include <utility>

namespace sw::blades {

// Something the game makes happen as a result of an edit ("trauma.gained", "advance.pending"):
// a stable code and the numbers that explain it. Like violations, never text.
struct Event
{
    QString code;
    QVariantMap params;
    bool operator==(const Event &) const = default;
};

// The result of one edit of a sheet (a Character here, a Crew in crewops.h). `refused` lists every
// rule the edit would break, with the codes the sheet's validator uses; those a GM override on
// the sheet covers are marked `overridden` and do not stop it. When any refusal blocks, `after`
// is the sheet as it was and no event happened.
template <typename Sheet>
struct EditResult
{
    Sheet after;
    QList<rules::Violation> refused;
    QList<Event> events;

    // No refusal blocks: `after` is the edited sheet.
    bool done() const
    {
        return std::none_of(refused.begin(), refused.end(), [](const rules::Violation &v) { return !v.overridden; });
    }
    bool has(const QString &eventCode) const
    {
        return std::any_of(events.begin(), events.end(), [&](const Event &e) { return e.code == eventCode; });
    }
};

using Outcome = EditResult<Character>;

// What a character did in the current downtime, kept by the downtime procedure, not the sheet.
struct DowntimeState
{
    QSet<QString> trainedThisDowntime; // xp tracks trained: "playbook" or an attribute id
    bool operator==(const DowntimeState &) const = default;
};

struct TrainOutcome : Outcome
{
    DowntimeState downtime; // the state after the training (unchanged when refused)
};

// End-of-session xp (A §4.1): what each trigger awards (0..2, by trigger id: "playbook",
// "beliefs", "vice_trauma", or the id of an ability that adds a trigger, e.g. "vengeful") and
// how the total is split over the tracks ("playbook" or an attribute id → xp).
struct SessionXp
{
    QMap<QString, int> awards;
    QMap<QString, int> tracks;
};

enum class ArmorReset { Loadout, Downtime };

// Stress and trauma (A §2.1, §2.3, §8.4–8.6). Marking the last stress box takes a trauma; given
// `traumaCondition`, the condition is circled in the same edit (it must be one of the pack's the
// sheet does not have yet), otherwise it is left to choose. A condition without a trauma is refused.
Outcome applyMarkStress(const Character &c, int amount, const RulePack &pack, const CrewBenefits &crew = {},
                        const QString &traumaCondition = {});
// Whether marking `amount` stress reaches the last box and so takes a trauma (A §2.3, §8.4).
bool marksLastStressBox(const Character &c, int amount, const CharacterLimits &limits);
// The trauma conditions a new trauma may circle: the pack's, less those taken (A §2.3, §8.5).
QStringList openTraumaConditions(const Character &c, const RulePack &pack);
Outcome applyClearStress(const Character &c, int amount, const RulePack &pack, const CrewBenefits &crew = {});
Outcome applyChooseTraumaCondition(const Character &c, const QString &condition, const RulePack &pack,
                                   const CrewBenefits &crew = {});

// Harm and healing (A §2.4, §8.7–8.9).
Outcome applyAddHarm(const Character &c, int level, const QString &description, const RulePack &pack,
                     const CrewBenefits &crew = {});
Outcome applyTickHealing(const Character &c, int segments, const RulePack &pack, const CrewBenefits &crew = {});

// Experience and advances (A §4, §8.16–8.21).
Outcome applyMarkXp(const Character &c, const QString &track, int amount, const RulePack &pack,
                    const CrewBenefits &crew = {});
Outcome applyDesperateRollXp(const Character &c, const QString &action, const RulePack &pack,
                             const CrewBenefits &crew = {});
Outcome applyEndOfSessionXp(const Character &c, const SessionXp &xp, const RulePack &pack,
                            const CrewBenefits &crew = {});
TrainOutcome applyTrain(const Character &c, const QString &track, const DowntimeState &downtime,
                        const RulePack &pack, const CrewBenefits &crew = {});
Outcome applyTakePlaybookAdvance(const Character &c, const QString &ability, const RulePack &pack,
                                 const CrewBenefits &crew = {});
Outcome applyTakeAttributeAdvance(const Character &c, const QString &attribute, const QString &action,
                                  const RulePack &pack, const CrewBenefits &crew = {});

// Creation (A §3, §8.1, §8.3).
Outcome applySetActionRating(const Character &c, const QString &action, int dots, const RulePack &pack,
                             const CrewBenefits &crew = {});
Outcome applyFinishCreation(const Character &c, const RulePack &pack, const CrewBenefits &crew = {});

// Coin and stash (A §2.7, §2.8, §8.14–8.15).
Outcome applySetCoin(const Character &c, int coin, const RulePack &pack, const CrewBenefits &crew = {});
Outcome applyDepositStash(const Character &c, int coin, const RulePack &pack, const CrewBenefits &crew = {});
Outcome applyWithdrawStash(const Character &c, int stash, const RulePack &pack, const CrewBenefits &crew = {});

// Load and armor (A §2.5, §2.6, §8.11–8.13).
Outcome applySetLoadLevel(const Character &c, const QString &level, const RulePack &pack,
                          const CrewBenefits &crew = {});
Outcome applyToggleItem(const Character &c, const QString &item, const RulePack &pack, const CrewBenefits &crew = {});
Outcome applyUseArmor(const Character &c, const QString &kind, const RulePack &pack, const CrewBenefits &crew = {});
Outcome applyResetArmor(const Character &c, ArmorReset at, const RulePack &pack, const CrewBenefits &crew = {});
// A §2.6, C §1.3 (§整裝, §Item Loadouts): the load is chosen for one score; after it the level and
// the ticked items are cleared, and the armor restored at the loadout with them (A §2.5). Allowed
// on any sheet, a dead or retired one included: it only tidies the loadout.
Outcome applyClearLoad(const Character &c, const RulePack &pack, const CrewBenefits &crew = {});

namespace detail {

// An edit in progress, shared by characterops.cpp and crewops.cpp: the sheet before and after,
// the refusals (with the sheet's own overrides applied) and the events.
// Picks the violations of one field.
inline auto fieldIs(const QString &field)
{
    return [field](const rules::Violation &v) { return v.field == field; };
}

template <typename Sheet>
class SheetEdit
{
public:
    explicit SheetEdit(const Sheet &sheet) : before(sheet), after(sheet) {}

    void refuse(const QString &code, const QString &field, QVariantMap params = {})
    {
        rules::Violation v{code, field, std::move(params), false};
        for (const rules::Override &o : before.overrides)
            v.overridden = v.overridden || (o.code == code && o.field == field);
        refused.append(v);
    }

    // Refuses what `now` breaks and `old` did not break in the same way, among what `concerns` picks.
    template <typename Concerns>
    void refuseNew(const QList<rules::Violation> &old, const QList<rules::Violation> &now, Concerns concerns)
    {
        for (const rules::Violation &v : now) {
            if (concerns(v) && !old.contains(v))
                refuse(v.code, v.field, v.params);
        }
    }

    bool positive(int amount, const QString &field)
    {
        if (amount < 1)
            refuse(QStringLiteral("edit.amount_invalid"), field, {{QStringLiteral("value"), amount}});
        return !blocked();
    }

    bool blocked() const { return !EditResult<Sheet>{before, refused, {}}.done(); }
    void event(const QString &code, QVariantMap params = {}) { events.append({code, std::move(params)}); }
    EditResult<Sheet> finish() const
    {
        return blocked() ? EditResult<Sheet>{before, refused, {}} : EditResult<Sheet>{after, refused, events};
    }

    const Sheet &before;
    Sheet after;
    QList<rules::Violation> refused;
    QList<Event> events;
};

} // namespace detail
} // namespace sw::blades
