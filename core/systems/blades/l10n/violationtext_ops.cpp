// Sentences for the edits a player makes on a character sheet (core/blades/characterops.cpp).
#include "systems/blades/l10n/violationwords.h"

namespace sw::l10n::detail {

void addOperationSentences(SentenceTable &t)
{
    t.insert(u"character.read_only"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "This character is out of play (retired or dead); only a GM override changes the sheet now."); });
    t.insert(u"edit.amount_invalid"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "%1 is not an amount this edit accepts.").arg(w.num("value")); });
    t.insert(u"trauma.condition_without_trauma"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "%1 is circled only with a new trauma, when the last stress box is marked.")
            .arg(w.traumaCondition(w.id())); });
    t.insert(u"healing.nothing_to_heal"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "There is no harm to heal."); });
    t.insert(u"xp.trigger_unknown"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "There is no XP trigger \"%1\".").arg(w.id()); });
    t.insert(u"xp.trigger_award_out_of_range"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "An XP trigger gives 0 to %1 XP, not %2.").arg(w.num("max")).arg(w.num("value")); });
    t.insert(u"xp.session_split_mismatch"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The triggers give %1 XP, but %2 were marked on the tracks.").arg(w.num("expected")).arg(w.num("value")); });
    t.insert(u"train.track_already_trained"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The %1 track was already trained this downtime.").arg(w.track(w.id("track"))); });
    t.insert(u"advance.none_pending"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "There is no %1 advance to take: fill its XP track first.").arg(w.track(w.id("track"))); });
    t.insert(u"advance.action_not_in_attribute"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "%1 is not an action of %2.").arg(w.action(w.id()), w.track(w.id("attribute"))); });
    t.insert(u"action.fixed_after_creation"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "After creation, action dots come only from advances."); });
    t.insert(u"creation.already_finished"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "Creation is already finished."); });
    t.insert(u"stash.withdraw_not_in_pairs"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "Stash comes out %1 at a time for each coin; %2 cannot be withdrawn.").arg(w.num("per_coin")).arg(w.num("value")); });
    t.insert(u"armor.kind_unknown"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "There is no armor box \"%1\".").arg(w.id()); });
    t.insert(u"armor.already_used"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "This armor box is already used; it comes back with the next loadout (special armor: at the start of downtime)."); });
    // Pencil edits (core/blades/sheetops*.cpp).
    t.insert(u"edit.target_missing"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "There is no such entry on the sheet."); });
    t.insert(u"identity.name_empty"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "A name cannot be left empty."); });
    t.insert(u"playbook.fixed_after_creation"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "The playbook is chosen at creation; changing it afterwards needs a GM override."); });
    t.insert(u"ability.fixed_after_creation"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "After creation, special abilities come only from playbook advances."); });
    t.insert(u"trauma.condition_permanent"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "%1 is permanent: a trauma condition is never erased.").arg(w.traumaCondition(w.id())); });
}

} // namespace sw::l10n::detail
