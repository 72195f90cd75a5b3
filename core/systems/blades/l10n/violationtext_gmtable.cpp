// Sentences for what the GM's table refuses (core/gm, core/blades/clockops.cpp).
#include "systems/blades/l10n/violationwords.h"

namespace sw::l10n::detail {
void addGmTableSentences(SentenceTable &t)
{
    // The clocks board (A §6).
    t.insert(u"clock.amount.negative"_s, [](const Words &) { return QCoreApplication::translate("ViolationText", "A clock is ticked by 0 segments or more."); });
    t.insert(u"clock.race.over"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "This race is over: one of the two racing clocks is full, and neither moves any more."); });
    t.insert(u"clock.not_emptiable"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "Clocks only fill; only a tug-of-war clock loses segments. Use Undo to take back a tick."); });
    t.insert(u"clock.size.offered"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "A clock has 4, 6, 8, 10 or 12 segments, not %1.").arg(w.num("value")); });
    t.insert(u"gm.clock.unknown"_s, [](const Words &w) { return QCoreApplication::translate("ViolationText", "The campaign has no clock \"%1\".").arg(w.id()); });
    t.insert(u"gm.clock.not_faction"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "Only a faction's clock is rolled in the faction turn: the roll uses the faction's tier."); });

    // Factions, crews, rolls.
    t.insert(u"gm.faction.unknown"_s, [](const Words &w) { return QCoreApplication::translate("ViolationText", "The campaign has no faction \"%1\".").arg(w.id()); });
    t.insert(u"gm.crew.unknown"_s, [](const Words &w) { return QCoreApplication::translate("ViolationText", "The campaign has no crew \"%1\".").arg(w.id()); });
    t.insert(u"gm.roll.unknown"_s, [](const Words &w) { return QCoreApplication::translate("ViolationText", "There is no roll of the kind \"%1\".").arg(w.id()); });
    // Rolls from the sheet (A §5.2, §5.5, §Assist).
    t.insert(u"gm.roll.character_unknown"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The campaign has no character \"%1\".").arg(w.id()); });
    t.insert(u"gm.roll.assistant"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "Only another scoundrel of the same crew can assist a roll."); });
    t.insert(u"gm.roll.dice"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "These dice cannot be a roll of %1 dice.").arg(w.num("pool")); });
    t.insert(u"roll.push_and_bargain"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "Push yourself for +1d or take a devil's bargain, not both."); });
    t.insert(u"roll.bonus_unknown"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "That bonus die is not offered for this roll."); });
    t.insert(u"attribute.unknown"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The rule pack has no attribute \"%1\".").arg(w.id()); });

    // Scores (C §1, §4, §5).
    t.insert(u"gm.score.unknown"_s, [](const Words &w) { return QCoreApplication::translate("ViolationText", "The campaign has no score \"%1\".").arg(w.id()); });
    t.insert(u"gm.score.ended"_s, [](const Words &) { return QCoreApplication::translate("ViolationText", "This score has already ended."); });
    t.insert(u"gm.score.not_member"_s, [](const Words &) { return QCoreApplication::translate("ViolationText", "Only the crew's own characters take part."); });
    t.insert(u"gm.engagement.rolled"_s, [](const Words &) { return QCoreApplication::translate("ViolationText", "The engagement roll is made once per score."); });
    t.insert(u"gm.engagement.modifier_unknown"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The rule pack has no engagement modifier among \"%1\".").arg(w.id()); });
    t.insert(u"gm.score.heat_profile_missing"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "Choose how loud the score was: its heat profile."); });
    t.insert(u"gm.payoff.negative"_s, [](const Words &) { return QCoreApplication::translate("ViolationText", "Extra coin cannot be less than 0."); });
    t.insert(u"gm.payoff.member"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "Coin is handed only to the crew's own characters, and never less than 0."); });
    t.insert(u"gm.payoff.split"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The payoff is %1 coin; %2 cannot be handed out.").arg(w.num("max")).arg(w.num("value")); });

    // Downtime (C §3, §7, §8).
    t.insert(u"gm.downtime.unknown"_s, [](const Words &w) { return QCoreApplication::translate("ViolationText", "The campaign has no downtime \"%1\".").arg(w.id()); });
    t.insert(u"gm.downtime.score_open"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "End the score first: payoff and heat come before the rest of downtime."); });
    t.insert(u"gm.downtime.open"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "The crew's last downtime is still open; finish it first."); });
    t.insert(u"gm.downtime.finished"_s, [](const Words &) { return QCoreApplication::translate("ViolationText", "This downtime is over."); });
    t.insert(u"gm.entanglement.rolled"_s, [](const Words &) { return QCoreApplication::translate("ViolationText", "The entanglement is rolled once per downtime."); });
    t.insert(u"gm.entanglement.not_offered"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "\"%1\" is not one of the entanglements the roll gave; pick one of: %2.")
            .arg(w.id(), w.id("offered")); });
    t.insert(u"gm.entanglement.not_rolled"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "Roll the entanglement first; the GM then picks from what it gave."); });
    t.insert(u"gm.downtime.out_of_play"_s, [](const Words &w) {
        return w.id("status") == u"dead"_s
                   ? QCoreApplication::translate("ViolationText", "Character %1 is dead: out of play, they take no part in downtime.").arg(w.id())
                   : QCoreApplication::translate("ViolationText", "Character %1 is retired: out of play, they take no part in downtime.").arg(w.id()); });
    t.insert(u"gm.purse.unknown"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "An extra activity is paid with the character's coin, the crew's coin or crew rep."); });
    t.insert(u"gm.activity.action_unknown"_s, [](const Words &) { return QCoreApplication::translate("ViolationText", "Choose the action the character rolls."); });
    t.insert(u"gm.activity.coin"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The character has %1 coin to spend, not %2.").arg(w.num("max")).arg(w.num("value")); });
    t.insert(u"gm.activity.unsupported"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "Crafting and rituals are played out at the table; this activity is not rolled here."); });
    t.insert(u"gm.recover.treatment"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "Recovery is treated by a healer, by yourself, or not at all."); });
    t.insert(u"gm.recover.self_needs_physicker"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "Only a character with Physicker can treat their own harm (and takes 2 stress)."); });
    t.insert(u"gm.recover.no_harm"_s, [](const Words &) { return QCoreApplication::translate("ViolationText", "There is no harm to recover from."); });
    t.insert(u"gm.vice.overindulgence_missing"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "Choose beforehand what happens if the vice roll overindulges: attract trouble, brag, lost or tapped."); });
    t.insert(u"gm.vice.overindulgence_unknown"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The rule pack has no overindulgence \"%1\".").arg(w.id()); });
    t.insert(u"gm.cohort.not_healable"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "Only a harmed cohort that is not dead can be healed."); });
}

} // namespace sw::l10n::detail
