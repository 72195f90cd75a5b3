#include "systems/blades/l10n/violationtext.h"

#include "systems/blades/l10n/violationwords.h"

using namespace Qt::StringLiterals;

namespace sw::l10n {
namespace {

using namespace detail;

const SentenceTable &sentences()
{
    static const SentenceTable table = [] {
        SentenceTable t{
        {u"playbook.unknown"_s, [](const Words &w) { return ViolationText::tr("The rule pack has no playbook \"%1\".").arg(w.id()); }},
        {u"heritage.unknown"_s, [](const Words &w) { return ViolationText::tr("The rule pack has no heritage \"%1\".").arg(w.id()); }},
        {u"background.unknown"_s, [](const Words &w) { return ViolationText::tr("The rule pack has no background \"%1\".").arg(w.id()); }},
        {u"vice.unknown"_s, [](const Words &w) { return ViolationText::tr("The rule pack has no vice \"%1\".").arg(w.id()); }},
        {u"action.unknown"_s, [](const Words &w) { return ViolationText::tr("The rule pack has no action \"%1\".").arg(w.id()); }},
        {u"action.negative"_s, [](const Words &w) { return ViolationText::tr("%1 cannot have fewer than 0 dots.").arg(w.action(w.fieldId())); }},
        {u"action.rating_above_cap"_s, [](const Words &w) {
             return ViolationText::tr("%1 has %2 dots; an action holds at most %3 now (the crew's Mastery upgrade raises the limit).")
                 .arg(w.action(w.fieldId())).arg(w.num("value")).arg(w.num("cap")); }},
        {u"creation.rating_above_cap"_s, [](const Words &w) {
             return ViolationText::tr("%1 has %2 dots; no action starts above %3.").arg(w.action(w.fieldId())).arg(w.num("value")).arg(w.num("cap")); }},
        {u"creation.name_missing"_s, [](const Words &) { return ViolationText::tr("Give the character a name."); }},
        {u"creation.playbook_missing"_s, [](const Words &) { return ViolationText::tr("Choose a playbook."); }},
        {u"creation.heritage_missing"_s, [](const Words &) { return ViolationText::tr("Choose a heritage."); }},
        {u"creation.background_missing"_s, [](const Words &) { return ViolationText::tr("Choose a background."); }},
        {u"creation.vice_missing"_s, [](const Words &) { return ViolationText::tr("Choose a vice."); }},
        {u"creation.dots_total"_s, [](const Words &w) {
             return ViolationText::tr("A new character has %1 action dots (the playbook's and the ones you place); this sheet has %2.")
                 .arg(w.num("expected")).arg(w.num("value")); }},
        {u"creation.playbook_dots_missing"_s, [](const Words &w) {
             return ViolationText::tr("The playbook starts with %1 dots in %2; the sheet has %3.")
                 .arg(w.num("expected")).arg(w.action(w.fieldId())).arg(w.num("value")); }},
        {u"creation.ability_count"_s, [](const Words &w) {
             return ViolationText::tr("Choose %n special ability(s) at creation; the sheet has %1.", nullptr, w.num("expected")).arg(w.num("value")); }},
        {u"creation.friend_missing"_s, [](const Words &) { return ViolationText::tr("Choose a close friend from the playbook's list."); }},
        {u"creation.rival_missing"_s, [](const Words &) { return ViolationText::tr("Choose a rival from the playbook's list."); }},
        {u"creation.friend_is_rival"_s, [](const Words &) { return ViolationText::tr("The close friend and the rival must be different people."); }},
        {u"creation.npc_not_in_playbook"_s, [](const Words &w) { return ViolationText::tr("%1 is not on the playbook's list of friends and rivals.").arg(w.npc(w.id())); }},
        {u"ability.unknown"_s, [](const Words &w) { return ViolationText::tr("The rule pack has no special ability \"%1\".").arg(w.id()); }},
        {u"ability.duplicate"_s, [](const Words &w) { return ViolationText::tr("%1 can be taken %n time(s) at most.", nullptr, w.num("max")).arg(w.ability(w.id())); }},
        {u"ability.not_in_playbook"_s, [](const Words &w) {
             return ViolationText::tr("%1 is not one of the playbook's abilities; take it with a Veteran advance or a GM override.").arg(w.ability(w.id())); }},
        {u"stress.out_of_range"_s, [](const Words &w) {
             return ViolationText::tr("Stress %1 does not fit the stress track of %2 boxes.").arg(w.num("value")).arg(w.num("max")); }},
        {u"trauma.out_of_range"_s, [](const Words &w) {
             return ViolationText::tr("Trauma %1 does not fit the trauma track of %2 boxes.").arg(w.num("value")).arg(w.num("max")); }},
        {u"trauma.conditions_mismatch"_s, [](const Words &w) {
             return ViolationText::tr("Circle one trauma condition per trauma: %1 trauma, %2 circled.").arg(w.num("expected")).arg(w.num("value")); }},
        {u"trauma.condition_unknown"_s, [](const Words &w) { return ViolationText::tr("The rule pack has no trauma condition \"%1\".").arg(w.id()); }},
        {u"trauma.condition_duplicate"_s, [](const Words &w) { return ViolationText::tr("%1 is circled twice; each trauma condition is taken only once.").arg(w.traumaCondition(w.id())); }},
        {u"trauma.must_retire"_s, [](const Words &w) {
             return ViolationText::tr("With %1 trauma the character can no longer be a scoundrel: retire them, or send them to prison for the crew.").arg(w.num("value")); }},
        {u"harm.level_invalid"_s, [](const Words &w) { return ViolationText::tr("Harm has levels 1 to 4, not %1.").arg(w.num("value")); }},
        {u"harm.description_missing"_s, [](const Words &w) { return ViolationText::tr("Write what the level-%1 harm is.").arg(w.num("level")); }},
        {u"harm.row_full"_s, [](const Words &w) {
             return ViolationText::tr("The level-%1 harm row holds %n harm(s); further harm of that level is written one level higher.", nullptr, w.num("slots")).arg(w.num("level")); }},
        {u"harm.fatal"_s, [](const Words &) { return ViolationText::tr("Fatal harm: the character dies unless it is resisted."); }},
        {u"healing.out_of_range"_s, [](const Words &w) {
             return ViolationText::tr("The healing clock has %1 segments; %2 filled is not possible.").arg(w.num("size")).arg(w.num("value")); }},
        {u"armor.not_carried"_s, [](const Words &w) { return ViolationText::tr("This armor box needs %1 in the loadout.").arg(w.item(w.id("item"))); }},
        {u"armor.special_without_ability"_s, [](const Words &) { return ViolationText::tr("Special armor needs a special ability that uses it."); }},
        {u"load.item_unknown"_s, [](const Words &w) { return ViolationText::tr("The rule pack has no item \"%1\" for this playbook.").arg(w.id()); }},
        {u"load.item_twice"_s, [](const Words &) { return ViolationText::tr("An item is ticked only once per score."); }},
        {u"load.level_missing"_s, [](const Words &) { return ViolationText::tr("Choose a load level before ticking items."); }},
        {u"load.level_unknown"_s, [](const Words &w) { return ViolationText::tr("The rule pack has no load level \"%1\".").arg(w.id()); }},
        {u"load.over_limit"_s, [](const Words &w) {
             return ViolationText::tr("Load %1 is over the %2 limit of %3.").arg(w.num("value")).arg(w.loadLevel(w.id("level"))).arg(w.num("max")); }},
        {u"coin.out_of_range"_s, [](const Words &w) {
             return ViolationText::tr("A character carries at most %1 coin; put the rest in the stash.").arg(w.num("max")); }},
        {u"stash.out_of_range"_s, [](const Words &w) { return ViolationText::tr("The stash holds 0 to %1.").arg(w.num("max")); }},
        {u"xp.out_of_range"_s, [](const Words &w) {
             return ViolationText::tr("The %1 XP track holds at most %2 marks; filling it gives an advance.").arg(w.track(w.fieldId())).arg(w.num("max")); }},
        {u"xp.attribute_unknown"_s, [](const Words &w) { return ViolationText::tr("The rule pack has no attribute \"%1\".").arg(w.id()); }},
        };
        addOperationSentences(t);
        addCrewSentences(t);
        addGmSentences(t);
        addGmTableSentences(t);
        return t;
    }();
    return table;
}

} // namespace

QString ViolationText::describe(const rules::Violation &violation, const blades::RulePack &pack, Language language)
{
    const auto it = sentences().constFind(violation.code);
    const QString sentence = it == sentences().constEnd() ? tr("Rule %1 is broken.").arg(violation.code)
                                                          : (*it)(Words{violation, pack, language});
    // A step over several sheets (the GM's table) says whose sheet each refusal is about.
    const QString sheet = violation.params.value(u"sheet_name"_s).toString();
    return sheet.isEmpty() ? sentence : tr("%1: %2", "the sheet's name: what is wrong with it").arg(sheet, sentence);
}

bool ViolationText::knows(const QString &code)
{
    return sentences().contains(code);
}

} // namespace sw::l10n
