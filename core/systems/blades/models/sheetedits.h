#pragma once

#include "systems/blades/characterops.h"
#include "systems/blades/crewops.h"
#include "store/campaignstore.h"

#include <functional>

namespace sw::models {

class CampaignSession;

// An edit the GM allows although it breaks a rule: each refused rule is recorded on the sheet as
// an override with the reason, and the edit goes through (DESIGN "The spine", step 3).
struct OverrideMode
{
    bool on = false;
    QString reason;
};

// What the engine said of an edit of one sheet, and, when it may go ahead, the write that
// stores it (one transaction and journal entry) for the undo stack to run.
struct PlannedEdit
{
    bool allowed = false;
    QList<rules::Violation> refused; // what the edit breaks; those a GM override lets through are marked
    QList<blades::Event> events;
    std::function<store::Receipt(store::CampaignStore &)> write;
};

using CharacterOp = std::function<blades::Outcome(const blades::Character &, const blades::RulePack &,
                                                  const blades::CrewBenefits &)>;
using CrewOp = std::function<blades::CrewOutcome(const blades::Crew &, const blades::RulePack &)>;

// The benefits a character has from their crew's upgrades (none without a crew).
blades::CrewBenefits benefitsOf(const store::CampaignStore &store, qint64 characterId, const blades::RulePack &pack);

// Runs `op` on the stored sheet. `command` is the journal's stable code, `label` what the user saw.
PlannedEdit planCharacterEdit(const CampaignSession &session, qint64 characterId, const QString &command,
                              const QString &label, const CharacterOp &op, const OverrideMode &mode = {});
PlannedEdit planCrewEdit(const CampaignSession &session, qint64 crewId, const QString &command,
                         const QString &label, const CrewOp &op, const OverrideMode &mode = {});

} // namespace sw::models
