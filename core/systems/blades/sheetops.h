#pragma once

// Pencil-and-paper edits of a sheet that the play and creation operations (characterops.h,
// crewops.h) do not cover: a new sheet, identity fields, direct marks on a track. Each is checked
// with the validator's own codes (docs/violations.md) and lets through what a GM override on the
// sheet covers. A pencil mark never sets off what the game's procedures do (a full stress track
// giving trauma, a full xp track giving an advance): those stay the job of the operations.
#include "systems/blades/characterops.h"
#include "systems/blades/crewops.h"

namespace sw::blades {

// A new character of a playbook (A §3 steps 1–3): the pack it uses, the playbook's starting
// dots, no ability yet, in the creation phase.
Character startCharacter(const QString &playbook, const RulePack &pack);

// ---- Character (A §2, §3, §8) ----------------------------------------------------------------

enum class CharacterText { Name, Alias, Look, HeritageDetail, BackgroundDetail, ViceDetail, Purveyor, Notes };
enum class CharacterChoice { Playbook, Heritage, Background, Vice, Friend, Rival };

// Free text, trimmed. A character keeps a name once made (A §2.9, §3 step 8).
Outcome applySetText(const Character &c, CharacterText field, const QString &value, const RulePack &pack,
                     const CrewBenefits &crew = {});
// An id of the pack (friend and rival: one of the playbook's NPCs, never the same one); an empty id
// clears the choice during creation. The playbook is chosen only during creation; a new one
// brings its starting dots and clears the abilities, friend and rival (A §3 steps 1, 5, 6). A GM
// override that changes it in play changes nothing else.
Outcome applyChoose(const Character &c, CharacterChoice field, const QString &id, const RulePack &pack,
                    const CrewBenefits &crew = {});

// Direct marks within the tracks (A §2.1, §2.3, §2.4, §4.2): stress 0..max, trauma 0..max,
// healing 0..clock − 1, xp 0..track − 1 (track: "playbook" or an attribute id).
Outcome applySetStress(const Character &c, int value, const RulePack &pack, const CrewBenefits &crew = {});
Outcome applySetTrauma(const Character &c, int value, const RulePack &pack, const CrewBenefits &crew = {});
Outcome applySetHealing(const Character &c, int segments, const RulePack &pack, const CrewBenefits &crew = {});
Outcome applySetXp(const Character &c, const QString &track, int value, const RulePack &pack,
                   const CrewBenefits &crew = {});

// A §2.3, §8.5: conditions are permanent; only one the sheet cannot hold (unknown, twice, more
// than the trauma) is erased without a GM override.
Outcome applyRemoveTraumaCondition(const Character &c, const QString &condition, const RulePack &pack,
                                   const CrewBenefits &crew = {});

// A §2.4: erase or rename one harm (index into c.harm). Erasing the last harm empties the
// healing clock, as healing it would.
Outcome applyRemoveHarm(const Character &c, int index, const RulePack &pack, const CrewBenefits &crew = {});
Outcome applyEditHarm(const Character &c, int index, const QString &description, const RulePack &pack,
                      const CrewBenefits &crew = {});

// A §3 step 5: during creation, take or give back one of the playbook's abilities (as many as
// special_abilities_at_creation); afterwards abilities come only from advances (A §4.2).
Outcome applyToggleAbility(const Character &c, const QString &ability, const RulePack &pack,
                           const CrewBenefits &crew = {});

// A §2.5: untick one used armor box ("standard", "heavy", "special").
Outcome applyClearArmor(const Character &c, const QString &kind, const RulePack &pack, const CrewBenefits &crew = {});

// A §2.3, §5.7, §8.28: the dead stay dead; a character retired by the last trauma box may go to
// prison instead, or come back when the crew's Hardened gives their trauma room (B §3.3); other
// retirements are final. An active character has no fatal harm and room for their trauma.
Outcome applySetStatus(const Character &c, CharacterStatus status, const RulePack &pack,
                       const CrewBenefits &crew = {});

// ---- Crew (B §1, §2, §4, §8) ---------------------------------------------------------------

enum class CrewText { Name, Reputation, Lair, LairDistrict, Notes, HuntingDistrict, HuntingArea, HuntingOperation };

// Free text, trimmed; the reputation is never left empty (B §1.1).
CrewOutcome applySetCrewText(const Crew &crew, CrewText field, const QString &value, const RulePack &pack);

// B §2 step 1, creation only: the crew starts over as the new type (startCrew), keeping its
// name, reputation, lair, notes and GM overrides.
CrewOutcome applyChooseCrewType(const Crew &crew, const QString &crewType, const RulePack &pack);

// Direct marks within the tracks (B §1.5, §1.10, §1.11): heat 0..heat_max − 1, wanted
// 0..wanted_max, xp 0..crew_xp − 1, rep 0..the rep needed − 1 (filling the track is a rep gain's
// job). More wanted with Fiends means less rep needed: rep above it is lost.
CrewOutcome applySetHeat(const Crew &crew, int value, const RulePack &pack);
CrewOutcome applySetWantedLevel(const Crew &crew, int value, const RulePack &pack);
CrewOutcome applySetCrewXp(const Crew &crew, int value, const RulePack &pack);
CrewOutcome applySetRep(const Crew &crew, int value, const RulePack &pack);
// B §1.4, §1.6: a new crew is strong; weak hold never sits on a full rep track.
CrewOutcome applySetHold(const Crew &crew, Hold hold, const RulePack &pack);
// B §1.3, §1.6: a new crew is at the starting tier; in play the tier moves by applyAdvanceTier.
CrewOutcome applySetTier(const Crew &crew, int tier, const RulePack &pack);

// B §2 step 4, §3.1: during creation, marks boxes of an upgrade (the type's starting upgrades
// plus upgrades_chosen_at_creation more); in play boxes come from advances (applyTakeCrewAdvance).
CrewOutcome applySetUpgradeBoxes(const Crew &crew, const QString &upgrade, int boxes, const RulePack &pack);
// B §2 step 4, §5: during creation, take or give back one of the crew type's abilities.
CrewOutcome applyToggleCrewAbility(const Crew &crew, const QString &ability, const RulePack &pack);

// B §4: a cohort for each completed Cohort upgrade; 1 type (a second for 2 more boxes), edges
// and as many flaws, harm 0 (none) … 4 (dead).
CrewOutcome applyAddCohort(const Crew &crew, const Cohort &cohort, const RulePack &pack);
CrewOutcome applyRemoveCohort(const Crew &crew, int index, const RulePack &pack);
CrewOutcome applySetCohortHarm(const Crew &crew, int index, int harm, const RulePack &pack);
CrewOutcome applyEditCohort(const Crew &crew, int index, const Cohort &cohort, const RulePack &pack);

// B §8: a contact of the type's list, or a name of the table's own (trimmed, not empty).
CrewOutcome applyRenameContact(const Crew &crew, int index, const QString &contact, const RulePack &pack);

} // namespace sw::blades
