#include "systems/meshal/l10n/meshalviolationtext.h"

#include "rules/explain.h"

#include <QHash>

#include <functional>

using namespace Qt::StringLiterals;

namespace sw::l10n {
namespace {


struct Words
{
    const rules::Violation &v;
    const meshal::MeshalPack &pack;
    Language language;

    int num(const char *key) const { return v.params.value(QLatin1StringView(key)).toInt(); }
    QString str(const char *key) const { return v.params.value(QLatin1StringView(key)).toString(); }
    // The attribute named by the params or by the field ("attributes/might/dice").
    QString attribute() const
    {
        QString id = str("attribute");
        if (id.isEmpty() && v.field.startsWith(u"attributes/"_s))
            id = v.field.section(u'/', 1, 1);
        return pack.label(u"attribute."_s + id, language);
    }
    QString size() const
    {
        const std::optional<meshal::Size> s = meshal::sizeFromId(str("size").isEmpty() ? str("value") : str("size"));
        const meshal::SizeRow *row = s ? pack.size(*s) : nullptr;
        return row ? row->name.in(language) : str("size");
    }
    QString feature() const { return v.field; }
};

using Sentence = std::function<QString(const Words &)>;

const QHash<QString, Sentence> &sentences()
{
    static const QHash<QString, Sentence> table{
        {u"meshal.attribute.trained_below_start"_s, [](const Words &w) {
             return MeshalViolationText::tr("%1: trained scores start at %2; %3 is lower (rule 1).").arg(w.attribute()).arg(w.num("start")).arg(w.num("trained")); }},
        {u"meshal.attribute.trained_without_ledger"_s, [](const Words &w) {
             return MeshalViolationText::tr("%1: a trained score changes only through the Talent ledger; it should be %2, not %3 (rule 2).")
                 .arg(w.attribute()).arg(w.num("expected")).arg(w.num("trained")); }},
        {u"meshal.talent.attribute_spent"_s, [](const Words &w) {
             return MeshalViolationText::tr("%1: the ledger spent %2 Talent on it; its trained score needs %3 (rule 3).").arg(w.attribute()).arg(w.num("spent")).arg(w.num("expected")); }},
        {u"meshal.attribute.lowered"_s, [](const Words &w) { return MeshalViolationText::tr("%1: no rule lowers a trained score (rule 4).").arg(w.attribute()); }},
        {u"meshal.dice.out_of_range"_s, [](const Words &w) {
             return MeshalViolationText::tr("%1 dice must be between 0 and the total %2; %3 is not (rule 6).").arg(w.attribute()).arg(w.num("total")).arg(w.num("dice")); }},
        {u"meshal.condition.unconscious"_s, [](const Words &) { return MeshalViolationText::tr("Unconscious is set by the dice: any attribute at 0 dice (rules 8–9)."); }},
        {u"meshal.condition.prone"_s, [](const Words &) { return MeshalViolationText::tr("An unconscious character is prone (rule 8)."); }},
        {u"meshal.condition.dead"_s, [](const Words &) { return MeshalViolationText::tr("Dead is set by the dice: all three attributes at 0 dice (rule 8)."); }},
        {u"meshal.execution.out_of_range"_s, [](const Words &w) {
             return MeshalViolationText::tr("Execution must be between 0 and its maximum %1; %2 is not (rule 19).").arg(w.num("max")).arg(w.num("current")); }},
        {u"meshal.defaults.speed"_s, [](const Words &) { return MeshalViolationText::tr("A new character walks 3 and climbs 1 unless a feature says otherwise (rule 17)."); }},
        {u"meshal.defaults.execution"_s, [](const Words &) { return MeshalViolationText::tr("A new character has 3 Execution unless a feature says otherwise (rule 17)."); }},
        {u"meshal.talent.starting"_s, [](const Words &) { return MeshalViolationText::tr("Starting Talent differs from the campaign's setting (rule 20)."); }},
        {u"meshal.talent.overspent"_s, [](const Words &w) {
             if (w.v.params.contains(u"cost"_s))
                 return MeshalViolationText::tr("That costs %1 Talent; only %2 is unspent (rule 21).").arg(w.num("cost")).arg(w.num("unspent"));
             return MeshalViolationText::tr("The ledger spends more Talent than was earned (rule 21)."); }},
        {u"meshal.talent.strength_mismatch"_s, [](const Words &w) {
             return MeshalViolationText::tr("Strength counts only abilities still held; %1 was paid for but is not on the sheet (rule 22).").arg(w.str("ability")); }},
        {u"meshal.ability.unpaid"_s, [](const Words &w) { return MeshalViolationText::tr("%1 was never paid for in the Talent ledger (rule 22).").arg(w.str("ability")); }},
        {u"meshal.ability.paid_twice"_s, [](const Words &w) { return MeshalViolationText::tr("%1 is paid for twice in the Talent ledger (rule 22).").arg(w.str("ability")); }},
        {u"meshal.talent.renounce_mismatch"_s, [](const Words &w) {
             return MeshalViolationText::tr("Renouncing %1 forfeits what it cost (%2), not %3 (rule 23).").arg(w.str("ability")).arg(w.num("paid")).arg(w.num("amount")); }},
        {u"meshal.talent.spent_outside_rest"_s, [](const Words &) {
             return MeshalViolationText::tr("Talent is spent only while the character is made or rests (rule 24): tick Resting first."); }},
        {u"meshal.talent.raise_cost"_s, [](const Words &w) {
             return MeshalViolationText::tr("A raise of %1 costs the trained score ×3 = %2, not %3 (rule 25).").arg(w.attribute()).arg(w.num("expected")).arg(w.num("cost")); }},
        {u"meshal.talent.award_not_positive"_s, [](const Words &w) { return MeshalViolationText::tr("An award is at least 1 Talent; %1 is not.").arg(w.num("amount")); }},
        {u"meshal.ability.cost"_s, [](const Words &w) {
             return MeshalViolationText::tr("%1 costs its level ×3 = %2 Talent, not %3 (rule 26).").arg(w.str("ability")).arg(w.num("expected")).arg(w.num("cost")); }},
        {u"meshal.ability.innate_paid"_s, [](const Words &w) { return MeshalViolationText::tr("%1 is innate: it costs no Talent (rule 26).").arg(w.str("ability")); }},
        {u"meshal.ability.innate_bought"_s, [](const Words &w) {
             return MeshalViolationText::tr("%1 is innate: it comes with a feature for no Talent and is never bought (rule 26).").arg(w.str("ability")); }},
        {u"meshal.ability.occupancy"_s, [](const Words &w) {
             return MeshalViolationText::tr("%1 abilities would occupy %2 levels, more than the base %1 score %3 (rule 27).").arg(w.attribute()).arg(w.num("occupancy")).arg(w.num("base")); }},
        {u"meshal.ability.innate_without_feature"_s, [](const Words &w) {
             return MeshalViolationText::tr("An innate ability needs the feature that grants it (%1) (rule 29).").arg(w.str("feature")); }},
        {u"meshal.ability.requirement"_s, [](const Words &w) {
             return MeshalViolationText::tr("%1: its requirements (gender, species or size) are not met (rule 31).").arg(w.str("ability")); }},
        {u"meshal.ability.renounce_outside_rest"_s, [](const Words &) {
             return MeshalViolationText::tr("An ability is renounced only during a rest (rule 32): tick Resting first."); }},
        {u"meshal.ability.not_renounceable"_s, [](const Words &w) { return MeshalViolationText::tr("%1 is not a bought ability on this sheet: it cannot be renounced.").arg(w.str("ability")); }},
        {u"meshal.ability.uses"_s, [](const Words &w) {
             return MeshalViolationText::tr("Used %1 times; its frequency allows %2 (rule 33).").arg(w.num("uses")).arg(w.num("frequency")); }},
        {u"meshal.ability.duplicate_key"_s, [](const Words &w) { return MeshalViolationText::tr("The sheet already has the ability %1.").arg(w.str("ability")); }},
        {u"meshal.ability.level"_s, [](const Words &w) { return MeshalViolationText::tr("A bought ability has level 1 or more; %1 has %2.").arg(w.str("ability")).arg(w.num("level")); }},
        {u"meshal.item.carry_heavy"_s, [](const Words &w) {
             return MeshalViolationText::tr("%1 heavy items carried; at most %2 (rule 36).").arg(w.num("count")).arg(w.num("max")); }},
        {u"meshal.item.carry_light"_s, [](const Words &w) {
             return MeshalViolationText::tr("%1 light items carried; at most %2 (rule 36).").arg(w.num("count")).arg(w.num("max")); }},
        {u"meshal.item.accessories"_s, [](const Words &w) {
             return MeshalViolationText::tr("%1 accessories equipped; at most %2 (rule 37).").arg(w.num("count")).arg(w.num("max")); }},
        {u"meshal.item.accessory_type"_s, [](const Words &) { return MeshalViolationText::tr("Two accessories of the same type are equipped (rule 37)."); }},
        {u"meshal.item.accessory_slot"_s, [](const Words &) { return MeshalViolationText::tr("Accessories take no body part (rule 38)."); }},
        {u"meshal.item.armour_slot"_s, [](const Words &) {
             return MeshalViolationText::tr("A helmet goes on the head, armour on the torso, boots on at most two legs (rule 39)."); }},
        {u"meshal.item.part_missing"_s, [](const Words &w) { return MeshalViolationText::tr("The character has no %1 to equip it on (rule 40).").arg(w.str("part")); }},
        {u"meshal.item.part_taken"_s, [](const Words &w) {
             return MeshalViolationText::tr("%1: %2 needed, the character has %3 (rule 40).").arg(w.str("part")).arg(w.num("used")).arg(w.num("has")); }},
        {u"meshal.item.size"_s, [](const Words &w) { return MeshalViolationText::tr("A creature of size %1 cannot use this item (rule 42).").arg(w.size()); }},
        {u"meshal.item.duplicate_key"_s, [](const Words &w) { return MeshalViolationText::tr("The sheet already has the item %1.").arg(w.str("item")); }},
        {u"meshal.identity.missing"_s, [](const Words &w) {
             return MeshalViolationText::tr("Choose every required feature: name, species, gender, size and form (rule 46; missing: %1).").arg(w.feature()); }},
        {u"meshal.identity.not_allowed"_s, [](const Words &w) {
             return MeshalViolationText::tr("The species does not allow %1 (rule 47).").arg(w.v.field == u"size"_s ? w.size() : w.str("value")); }},
        {u"meshal.money.negative"_s, [](const Words &) { return MeshalViolationText::tr("Coins are counted from 0 up (rule 52)."); }},
        {u"meshal.relationship.not_mutual"_s, [](const Words &) { return MeshalViolationText::tr("Friendly should be mutual (rule 54)."); }},
        {u"meshal.defence.not_listed"_s, [](const Words &w) {
             return MeshalViolationText::tr("This attack cannot be defended with %1 (rule 59).").arg(w.pack.label(u"defence."_s + w.str("defence"), w.language)); }},
        {u"meshal.defence.unconscious"_s, [](const Words &) { return MeshalViolationText::tr("An unconscious character cannot defend (rule 59)."); }},
        {u"meshal.damage.split_target"_s, [](const Words &w) { return MeshalViolationText::tr("The attack does not target %1.").arg(w.attribute()); }},
        {u"meshal.damage.split_sum"_s, [](const Words &w) {
             return MeshalViolationText::tr("The split removes %1 dice; the damage is %2.").arg(w.num("sum")).arg(w.num("net")); }},
        {u"meshal.attack.one_weapon"_s, [](const Words &w) {
             return MeshalViolationText::tr("A weapon attack uses one weapon, not %1 (rule 45).").arg(w.num("count")); }},
        {u"meshal.attack.weapon_not_ready"_s, [](const Words &w) {
             return MeshalViolationText::tr("%1 is not equipped: only an equipped or natural weapon attacks (rule 45).").arg(w.str("item")); }},
        {u"meshal.attack.not_a_weapon"_s, [](const Words &w) { return MeshalViolationText::tr("%1 has no such weapon attack.").arg(w.str("item")); }},
        {u"meshal.bearing.one_at_a_time"_s, [](const Words &) { return MeshalViolationText::tr("A creature bears only one other creature at a time (rule 62)."); }},
        {u"meshal.bearing.too_large"_s, [](const Words &w) {
             return MeshalViolationText::tr("A creature of size %1 is too large to bear: only the bearer's size or smaller (rule 62).").arg(w.size()); }},
        // Why an attack string cannot be read (parseAttack, #18): the notation of the rulebook's attacks.
        {u"meshal.attack.syntax.start"_s, [](const Words &) { return MeshalViolationText::tr("An attack starts with 对<attribute>造成."); }},
        {u"meshal.attack.syntax.cause"_s, [](const Words &) { return MeshalViolationText::tr("An attack says 造成<roll><type>攻击."); }},
        {u"meshal.attack.syntax.attribute"_s, [](const Words &w) {
             return MeshalViolationText::tr("\"%1\" is not an attribute (强壮, 活力, 精神).").arg(w.str("name")); }},
        {u"meshal.attack.syntax.die"_s, [](const Words &) { return MeshalViolationText::tr("The attack's roll ends with 🎲."); }},
        {u"meshal.attack.syntax.roll"_s, [](const Words &w) {
             return MeshalViolationText::tr("\"%1\" is not a roll: dice are written as 强壮🎲, 2🎲 or 强壮🎲+.").arg(w.str("roll")); }},
        {u"meshal.attack.syntax.type"_s, [](const Words &w) {
             return MeshalViolationText::tr("\"%1\" is not an attack type (物理, 侵蚀, 灵异, 真实).").arg(w.str("name")); }},
        {u"meshal.attack.syntax.defence"_s, [](const Words &w) {
             return MeshalViolationText::tr("\"%1\" is not a defence (格挡, 闪避, 抵抗).").arg(w.str("name")); }},
        {u"meshal.attack.syntax.tail"_s, [](const Words &w) {
             return MeshalViolationText::tr("\"%1\" is not understood (穿透N防护, 造成的伤害×N, (可格挡/闪避/抵抗)).").arg(w.str("part")); }},
        // A content pack's cross-checks on import (MeshalContentLoad::problems, #18).
        {u"meshal.content.duplicate_id"_s, [](const Words &w) {
             const QString section = w.str("section");
             const QString where = section == u"species"_s    ? MeshalViolationText::tr("Species")
                                   : section == u"features"_s ? MeshalViolationText::tr("Features")
                                   : section == u"abilities"_s ? MeshalViolationText::tr("Abilities")
                                                               : MeshalViolationText::tr("Items");
             return MeshalViolationText::tr("%1: the id \"%2\" is used twice; each entry of a pack has its own id.").arg(where, w.str("id")); }},
        {u"meshal.content.unknown_granter"_s, [](const Words &w) {
             return MeshalViolationText::tr("The innate ability \"%1\" is granted by \"%2\", which is neither a species nor a feature of the pack.")
                 .arg(w.str("ability"), w.str("granter")); }},
        {u"meshal.content.attack_unreadable"_s, [](const Words &w) {
             const rules::Violation reason{w.str("reason"), u"attack"_s, w.v.params.value(u"reason_params"_s).toMap()};
             return MeshalViolationText::tr("Item \"%1\": the attack \"%2\" cannot be read: %3")
                 .arg(w.str("item"), w.str("attack"), MeshalViolationText::describe(reason, w.pack, w.language)); }},
        {u"meshal.bearing.unsized"_s, [](const Words &) { return MeshalViolationText::tr("Both creatures need a size before one bears the other (rule 62)."); }},
    };
    return table;
}

} // namespace

QString MeshalViolationText::describe(const rules::Violation &violation, const meshal::MeshalPack &pack, Language language)
{
    const auto it = sentences().constFind(violation.code);
    if (it == sentences().constEnd())
        return tr("A rule is broken (%1).").arg(violation.code);
    return (*it)(Words{violation, pack, language});
}

QString MeshalViolationText::explain(const QList<rules::Violation> &violations, const meshal::MeshalPack &pack, Language language)
{
    return rules::explainAll(violations, [&](const rules::Violation &v) { return describe(v, pack, language); });
}

bool MeshalViolationText::knows(const QString &code)
{
    return sentences().contains(code);
}

} // namespace sw::l10n
