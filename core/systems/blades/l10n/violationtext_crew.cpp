// Sentences for crew sheets (core/blades/crewvalidator.cpp, crewops.cpp).
#include "systems/blades/l10n/violationwords.h"

namespace sw::l10n::detail {
namespace {

QString crewAbility(const Words &w)
{
    for (const blades::Ability &a : w.pack.crewAbilities) {
        if (a.id == w.id())
            return a.name.in(w.language);
    }
    return w.id();
}

QString upgrade(const Words &w)
{
    const blades::Upgrade *u = w.pack.upgrade(w.id());
    return u ? u->name.in(w.language) : w.id();
}

} // namespace

void addCrewSentences(SentenceTable &t)
{
    const auto text = [](const char *source) { return QCoreApplication::translate("ViolationText", source); };
    t.insert(u"crew.type.unknown"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The rule pack has no crew type \"%1\".").arg(w.id()); });
    t.insert(u"crew.tier.range"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "Tier %1 is outside 0 to %2.").arg(w.num("value")).arg(w.num("max")); });
    t.insert(u"crew.rep.range"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "Rep %1 does not fit the rep track of %2 (12 less the crew's turf).").arg(w.num("value")).arg(w.num("max")); });
    t.insert(u"crew.rep.fullGain"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "The rep track is full: the crew gains no more rep until it advances its tier."); });
    t.insert(u"crew.rep.weakFull"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "With a full rep track and weak hold, the next step is strong hold, not more rep."); });
    t.insert(u"crew.turf.max"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "A crew holds at most %1 turf; it has %2.").arg(w.num("max")).arg(w.num("value")); });
    t.insert(u"crew.tierUp.preconditions"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "Raising the tier needs a full rep track, strong hold and %1 coin; there is %2.").arg(w.num("expected")).arg(w.num("value")); });
    t.insert(u"crew.coin.negative"_s, [](const Words &) {
        return QCoreApplication::translate("ViolationText", "The crew cannot have less than 0 coin."); });
    t.insert(u"crew.coin.overCap"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The lair holds %1 coin (more with a Vault); spend the rest or share it out.").arg(w.num("max")); });
    t.insert(u"crew.heat.range"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "Heat %1 does not fit the heat track; a full track raises the wanted level.").arg(w.num("value")); });
    t.insert(u"crew.wanted.range"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The wanted level runs from 0 to %1.").arg(w.num("max")); });
    t.insert(u"crew.xp.range"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The crew XP track holds at most %1 marks; filling it gives a crew advance.").arg(w.num("max")); });
    t.insert(u"crew.creation.state"_s, [](const Words &w) {
        if (w.v.field == u"hold"_s)
            return QCoreApplication::translate("ViolationText", "A new crew starts with strong hold.");
        return QCoreApplication::translate("ViolationText", "A new crew starts with %1 here, not %2.").arg(w.num("expected")).arg(w.num("value")); });
    t.insert(u"crew.creation.starting_upgrade"_s, [](const Words &w) {
        QStringList names;
        for (const QVariant &id : w.v.params.value(u"options"_s).toList()) {
            const blades::Upgrade *u = w.pack.upgrade(id.toString());
            names << (u ? u->name.in(w.language) : id.toString());
        }
        return QCoreApplication::translate("ViolationText", "The crew type starts with this upgrade marked: %1.")
            .arg(names.join(QCoreApplication::translate("ViolationText", " or "))); });
    t.insert(u"crew.creation.counts"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "A new crew chooses %1 here; it has %2.").arg(w.num("expected")).arg(w.num("value")); });
    t.insert(u"crew.creation.alreadyFinished"_s, [text](const Words &) { return text(QT_TRANSLATE_NOOP("ViolationText", "Crew creation is already finished.")); });
    t.insert(u"crew.advance.choice"_s, [text](const Words &) { return text(QT_TRANSLATE_NOOP("ViolationText", "A crew advance is one crew ability or two upgrade boxes.")); });
    t.insert(u"crew.tier.byAdvance"_s, [text](const Words &) {
        return text(QT_TRANSLATE_NOOP("ViolationText", "In play the tier rises by advancing it (a full rep track, strong hold and the coin); changing it by hand needs a GM override.")); });
    t.insert(u"crew.rep.byGain"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "By hand the rep track takes at most %1; it fills by gaining rep, so that hold or tier follows.").arg(w.num("max")); });
    t.insert(u"upgrade.byAdvance"_s, [text](const Words &) { return text(QT_TRANSLATE_NOOP("ViolationText", "After creation, upgrade boxes come only from crew advances.")); });
    t.insert(u"crew.ability.byAdvance"_s, [text](const Words &) { return text(QT_TRANSLATE_NOOP("ViolationText", "After creation, crew abilities come only from crew advances.")); });
    t.insert(u"crew.advance.nonePending"_s, [text](const Words &) { return text(QT_TRANSLATE_NOOP("ViolationText", "There is no crew advance to take: fill the crew XP track first.")); });
    t.insert(u"crew.hunting_deal.unknown"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The rule pack has no hunting-grounds deal \"%1\".").arg(w.id()); });
    t.insert(u"crew.reputation.value"_s, [text](const Words &) { return text(QT_TRANSLATE_NOOP("ViolationText", "Choose the crew's reputation.")); });
    t.insert(u"crew.ability.unknown"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The rule pack has no crew ability \"%1\".").arg(w.id()); });
    t.insert(u"crew.ability.duplicate"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "%1 is taken twice.").arg(crewAbility(w)); });
    t.insert(u"crew.ability.notInCrewType"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "%1 is not one of this crew type's abilities.").arg(crewAbility(w)); });
    t.insert(u"upgrade.unknown"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The rule pack has no upgrade \"%1\".").arg(w.id()); });
    t.insert(u"upgrade.notInCrewType"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "%1 belongs to another crew type.").arg(upgrade(w)); });
    t.insert(u"upgrade.boxes.range"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "This upgrade has %1 boxes; %2 are marked.").arg(w.num("max")).arg(w.num("value")); });
    t.insert(u"cohort.count"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The Cohort upgrades pay for %1 cohorts; the sheet has %2.").arg(w.num("expected")).arg(w.num("value")); });
    t.insert(u"cohort.kind"_s, [text](const Words &) { return text(QT_TRANSLATE_NOOP("ViolationText", "A gang has one or two gang types; an expert has one type of its own.")); });
    t.insert(u"cohort.types.max"_s, [text](const Words &) { return text(QT_TRANSLATE_NOOP("ViolationText", "This cohort has more types than its upgrades pay for.")); });
    t.insert(u"cohort.edgesFlaws"_s, [text](const Words &) { return text(QT_TRANSLATE_NOOP("ViolationText", "A new cohort takes one edge and one flaw (more only in pairs).")); });
    t.insert(u"cohort.harm.range"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "Cohort harm runs from 0 to %1.").arg(w.num("max")); });
    t.insert(u"contacts.count"_s, [text](const Words &) { return text(QT_TRANSLATE_NOOP("ViolationText", "Choose one favorite contact from the crew type's list.")); });
    t.insert(u"claim.cell.unknown"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The claims map has no square %1.").arg(w.num("cell")); });
    t.insert(u"claim.offPath"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "Square %1 is not next to the lair or a held claim; an off-path claim needs the GM's leave.").arg(w.num("cell")); });
    t.insert(u"claim.alreadyHeld"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The crew already holds square %1.").arg(w.num("cell")); });
    t.insert(u"claim.notHeld"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The crew does not hold square %1.").arg(w.num("cell")); });
    t.insert(u"faction.unknown"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "The campaign has no faction \"%1\".").arg(w.id()); });
    t.insert(u"faction.status.range"_s, [](const Words &w) {
        return QCoreApplication::translate("ViolationText", "Status runs from %1 (war) to %2 (allies).").arg(w.num("min")).arg(w.num("max")); });
}

} // namespace sw::l10n::detail
