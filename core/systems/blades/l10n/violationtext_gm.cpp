// Sentences for the GM's records: factions, clocks, scores and downtime (core/blades/gmvalidator.cpp).
#include "systems/blades/l10n/violationwords.h"

namespace sw::l10n::detail {

void addGmSentences(SentenceTable &t)
{
    // Factions (B §7).
    t.insert(u"faction.id.missing"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "A faction needs an id."); });
    t.insert(u"faction.id.duplicate"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "Two factions have the id \"%1\".").arg(w.id()); });
    t.insert(u"faction.name.missing"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "A faction of your own needs a name."); });
    t.insert(u"faction.tier.range"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "A faction's tier runs from 0 to %1, not %2.").arg(w.num("max")).arg(w.num("value")); });
    t.insert(u"faction.hold.value"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "A faction's hold is weak or strong."); });
    t.insert(u"faction.category.unknown"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The rule pack has no faction category \"%1\".").arg(w.id()); });
    t.insert(u"faction.relation.unknown"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "Allies and enemies are factions of the campaign; there is no \"%1\".").arg(w.id()); });
    t.insert(u"faction.relation.self"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "A faction is not its own ally or enemy."); });
    t.insert(u"faction.relation.both"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "A faction cannot be both an ally and an enemy."); });

    // Clocks (A §6).
    t.insert(u"clock.id.missing"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "A clock needs an id."); });
    t.insert(u"clock.id.duplicate"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "Two clocks have the id \"%1\".").arg(w.id()); });
    t.insert(u"clock.name.missing"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "Name the obstacle the clock stands for."); });
    t.insert(u"clock.size.invalid"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "A clock has at least 1 segment, not %1.").arg(w.num("value")); });
    t.insert(u"clock.filled.range"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "A clock of %1 segments has 0 to %1 filled, not %2.").arg(w.num("max")).arg(w.num("value")); });
    t.insert(u"clock.owner.missing"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "Choose whose clock this is."); });
    t.insert(u"clock.owner.unknown"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The clock's owner \"%1\" is not in the campaign.").arg(w.id()); });
    t.insert(u"clock.link.unknown"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The linked clock \"%1\" is not in the campaign.").arg(w.id()); });
    t.insert(u"clock.link.cycle"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "These linked clocks form a loop, so none of them can ever be unlocked."); });
    t.insert(u"clock.link.locked"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "A linked clock stays empty until the clock before it is full."); });
    t.insert(u"clock.racing.unknown"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The rival clock \"%1\" is not in the campaign.").arg(w.id()); });
    t.insert(u"clock.racing.self"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "A racing clock races another clock, not itself."); });
    t.insert(u"clock.racing.mismatch"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "The rival clock races a different clock; racing clocks come in pairs."); });

    // Scores (C §1, B §7.3).
    t.insert(u"score.plan.unknown"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The rule pack has no plan \"%1\".").arg(w.id()); });
    t.insert(u"score.plan.missing"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "Choose the plan before the engagement roll."); });
    t.insert(u"score.detail.missing"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "Give the plan's detail before the engagement roll."); });
    t.insert(u"score.outcome.unknown"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "A score succeeds, fails or is given up."); });
    t.insert(u"score.target_tier.range"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "A target's tier runs from 0 to %1, not %2.").arg(w.num("max")).arg(w.num("value")); });
    t.insert(u"score.load.unknown"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The rule pack has no load level \"%1\".").arg(w.id()); });
    t.insert(u"score.load.missing"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "Each character on the score chooses a load before the first roll."); });
    t.insert(u"score.coin_band.unknown"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The rule pack has no payoff \"%1\".").arg(w.id()); });
    t.insert(u"score.heat_profile.unknown"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The rule pack has no heat profile \"%1\".").arg(w.id()); });
    t.insert(u"score.status_change.range"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "A score changes a faction's status by +1 if it helps them, or by -1 or -2 if it hurts them; not by %1.").arg(w.num("value")); });
    t.insert(u"score.faction.unknown"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The campaign has no faction \"%1\".").arg(w.id()); });

    // Downtime (C §3, §8).
    t.insert(u"downtime.character.missing"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "Choose the character who takes this downtime activity."); });
    t.insert(u"downtime.activity.unknown"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The rule pack has no downtime activity \"%1\".").arg(w.id()); });
    t.insert(u"downtime.budget.exceeded"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "This character has %1 downtime activities and takes %2; each extra one costs 1 coin or 1 rep.").arg(w.num("max")).arg(w.num("value")); });
    t.insert(u"downtime.extra.negative"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "Extra downtime activities cannot be fewer than 0."); });
    t.insert(u"downtime.train.track_missing"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "Choose the XP track to train."); });
    t.insert(u"downtime.train.track_unknown"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "Training marks the playbook or an attribute, not \"%1\".").arg(w.id()); });
    t.insert(u"downtime.train.twice"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The %1 track is trained once per downtime.").arg(w.track(w.id())); });
    t.insert(u"downtime.coin.negative"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "Coin spent on a downtime activity cannot be less than 0."); });
    t.insert(u"downtime.entanglement.unknown"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The rule pack has no entanglement \"%1\".").arg(w.id()); });
}

} // namespace sw::l10n::detail
