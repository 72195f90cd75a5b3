// The words for each rule code of the 追加规则 (soulviolationtext.h); every text is SoulCli's, so
// in en, zh_TW and zh_CN.
#include "systems/soulhunter/l10n/soulviolationtext.h"
#include "systems/soulhunter/sheetrules.h"

#include <QHash>

#include <functional>

using namespace Qt::StringLiterals;

namespace sw::soulhunter {
namespace {

using Params = QVariantMap;

QString p(const Params &params, const char *key)
{
    return params.value(QLatin1StringView(key)).toString();
}

QString schoolName(const QString &school)
{
    if (school == u"martial"_s)
        return SoulCli::tr("martial arts");
    if (school == u"spell"_s)
        return SoulCli::tr("spellcraft");
    return SoulCli::tr("all schools");
}

const QHash<QString, std::function<QString(const Params &)>> &texts()
{
    static const QHash<QString, std::function<QString(const Params &)>> table{
        {u"soulhunter.attribute.negative"_s, [](const Params &v) { return SoulCli::tr("An attribute is never below 0 (it is %1; L43).").arg(p(v, "value")); }},
        {u"soulhunter.attribute.creation_range"_s, [](const Params &v) { return SoulCli::tr("At creation an attribute is 0 to %2 (it is %1; L43).").arg(p(v, "value"), p(v, "max")); }},
        {u"soulhunter.attribute.spread"_s, [](const Params &v) { return SoulCli::tr("Two attributes differ by %1; at most %2 (L44).").arg(p(v, "spread"), p(v, "max")); }},
        {u"soulhunter.skill.unknown"_s, [](const Params &v) { return SoulCli::tr("\"%1\" is not one of the seven skills (L126).").arg(p(v, "skill")); }},
        {u"soulhunter.skill.level_range"_s, [](const Params &v) { return SoulCli::tr("A skill's level is 0 to %2 (it is %1).").arg(p(v, "level"), p(v, "max")); }},
        {u"soulhunter.skill.budget"_s, [](const Params &v) { return SoulCli::tr("The skills cost %1 skill points; the character has %2 (L45-L46).").arg(p(v, "spent"), p(v, "budget")); }},
        {u"soulhunter.power.tag_cap"_s, [](const Params &v) { return SoulCli::tr("The psychic power has %1 tags; at most %2 (L51, L141).").arg(p(v, "tags"), p(v, "cap")); }},
        {u"soulhunter.power.tag_unknown"_s, [](const Params &) { return SoulCli::tr("The power has no such tag."); }},
        {u"soulhunter.power.tag_multiple"_s, [](const Params &v) { return SoulCli::tr("One tag counts as several only while the power has fewer than %2 tags (it has %1; L51).").arg(p(v, "tags"), p(v, "max")); }},
        {u"soulhunter.power.tag_multiple_total"_s, [](const Params &v) { return SoulCli::tr("The tags count as %1; at most %2 (L51).").arg(p(v, "total"), p(v, "max")); }},
        {u"soulhunter.mark.soul_released"_s, [](const Params &v) { return SoulCli::tr("The mark \"%1\" comes from Soul and can never be released (L144).").arg(p(v, "mark")); }},
        {u"soulhunter.mark.soul_count"_s, [](const Params &v) { return SoulCli::tr("Soul grants %2 psychic marks; the sheet has %1 (L137-L141).").arg(p(v, "marks"), p(v, "expected")); }},
        {u"soulhunter.mark.base_count"_s, [](const Params &v) { return SoulCli::tr("%1 psychic marks besides Soul's; the rulebook's value is %2.").arg(p(v, "marks"), p(v, "max")); }},
        {u"soulhunter.unlock.lingshi"_s, [](const Params &v) {
             if (v.value(u"tier"_s).toInt() == 0)
                 return SoulCli::tr("The soul weapon needs Spirit Awareness %2; the character has %1 (L138).").arg(p(v, "lingshi"), p(v, "needed"));
             return SoulCli::tr("A tier-%3 ultimate needs Spirit Awareness %2; the character has %1 (L139-L140).")
                 .arg(p(v, "lingshi"), p(v, "needed"), p(v, "tier"));
         }},
        {u"soulhunter.hp.damage_negative"_s, [](const Params &) { return SoulCli::tr("Damage is never below 0 (L147)."); }},
        {u"soulhunter.charm.jieti_range"_s, [](const Params &v) { return SoulCli::tr("The Disintegration charm holds 0 to %2 slashes (it has %1; L153).").arg(p(v, "value"), p(v, "max")); }},
        {u"soulhunter.charm.shige_range"_s, [](const Params &v) { return SoulCli::tr("The Disqualification charm holds 0 to %2 slashes (it has %1; L167).").arg(p(v, "value"), p(v, "max")); }},
        {u"soulhunter.charm.grievous_count"_s, [](const Params &v) { return SoulCli::tr("Each Disintegration slash is a grievous tag: %2 slashes, %1 tags (L155).").arg(p(v, "tags"), p(v, "slashes")); }},
        {u"soulhunter.charm.name_empty"_s, [](const Params &) { return SoulCli::tr("A charm needs a name (spec §18)."); }},
        {u"soulhunter.charm.kind_unknown"_s, [](const Params &v) { return SoulCli::tr("\"%1\" is not a charm kind: warning, duel, task or event (spec §18).").arg(p(v, "kind")); }},
        {u"soulhunter.charm.capacity_unset"_s, [](const Params &v) { return SoulCli::tr("The charm's kind has no size yet: fill the setting %1 from your rulebook, or give the charm its own capacity (spec §18).").arg(p(v, "setting")); }},
        {u"soulhunter.charm.capacity_range"_s, [](const Params &v) { return SoulCli::tr("A charm holds at least 1 slash (its capacity is %1; spec §18).").arg(p(v, "value")); }},
        {u"soulhunter.charm.slashes_over"_s, [](const Params &v) { return SoulCli::tr("The charm is full: it holds %2 slashes and would have %1 (spec §18, L29-L30).").arg(p(v, "slashes"), p(v, "capacity")); }},
        {u"soulhunter.anxiety.range"_s, [](const Params &v) { return SoulCli::tr("Anxiety is 0 to %2: at 50 it becomes a Disqualification slash (it is %1; L167).").arg(p(v, "value"), p(v, "max")); }},
        {u"soulhunter.fp.range"_s, [](const Params &v) { return SoulCli::tr("FP is 0 to %2 (it is %1; L204).").arg(p(v, "value"), p(v, "max")); }},
        {u"soulhunter.mp.range"_s, [](const Params &v) { return SoulCli::tr("MP is 0 to %2 (it is %1; L47).").arg(p(v, "value"), p(v, "max")); }},
        {u"soulhunter.kp.range"_s, [](const Params &v) { return SoulCli::tr("KP is 0 to %2 (it is %1; L196).").arg(p(v, "value"), p(v, "max")); }},
        {u"soulhunter.sp.initial_range"_s, [](const Params &v) { return SoulCli::tr("Initial SP held is 0 to %2 (it is %1; L161).").arg(p(v, "value"), p(v, "max")); }},
        {u"soulhunter.sp.extra_negative"_s, [](const Params &) { return SoulCli::tr("Extra SP is never below 0."); }},
        {u"soulhunter.style.cheer_negative"_s, [](const Params &) { return SoulCli::tr("Pending cheer is never below 0."); }},
        {u"soulhunter.trait.count"_s, [](const Params &v) { return SoulCli::tr("%1 trait tags; at most %2 (L215).").arg(p(v, "tags"), p(v, "max")); }},
        {u"soulhunter.trait.outside_interlude"_s, [](const Params &) { return SoulCli::tr("Trait tags are rewritten only during an interlude (L218)."); }},
        {u"soulhunter.technique.load_budget"_s, [](const Params &v) { return SoulCli::tr("The prepared techniques' Load is %1; at most Spirit Awareness − 4 = %2 (L267).").arg(p(v, "load"), p(v, "budget")); }},
        {u"soulhunter.technique.advanced_attribute"_s, [](const Params &v) { return SoulCli::tr("The advanced technique %1 needs its attribute at %3 (it is %2; L262).").arg(p(v, "technique"), p(v, "attribute"), p(v, "needed")); }},
        {u"soulhunter.technique.reduction_without_growth"_s, [](const Params &v) { return SoulCli::tr("Only a technique learned through growth has its Load lowered (%1; L199).").arg(p(v, "technique")); }},
        {u"soulhunter.technique.slots"_s, [](const Params &v) { return SoulCli::tr("%2 techniques of %1 learned; the attribute gives %3 (L262).").arg(schoolName(p(v, "school")), p(v, "learned"), p(v, "slots")); }},
        {u"soulhunter.technique.advanced_slots"_s, [](const Params &v) { return SoulCli::tr("%2 advanced techniques of %1; only %3 slots from the 7th (L262).").arg(schoolName(p(v, "school")), p(v, "advanced"), p(v, "slots")); }},
        {u"soulhunter.technique.growth_unpaid"_s, [](const Params &v) { return SoulCli::tr("%1 techniques learned through growth, %2 paid in the XP ledger (L199).").arg(p(v, "learned"), p(v, "paid")); }},
        {u"soulhunter.enchantment.stacked"_s, [](const Params &v) { return SoulCli::tr("Sustained effects of %1 do not stack (L272).").arg(p(v, "technique")); }},
        {u"soulhunter.xp.initial_sp_exchange"_s, [](const Params &) { return SoulCli::tr("Initial SP can never be exchanged for XP (L161)."); }},
        {u"soulhunter.xp.cost"_s, [](const Params &v) { return SoulCli::tr("This costs %2 XP, not %1 (L157, L169, L195).").arg(p(v, "amount"), p(v, "expected")); }},
        {u"soulhunter.xp.outside_interlude"_s, [](const Params &) { return SoulCli::tr("XP is spent only during an interlude (L157, L169, L195)."); }},
        {u"soulhunter.xp.overspent"_s, [](const Params &) { return SoulCli::tr("Not enough XP: XP is never below 0."); }},
        {u"soulhunter.xp.nothing_to_remove"_s, [](const Params &) { return SoulCli::tr("The charm has no slash to remove."); }},
        {u"soulhunter.sheet.removed_field"_s, [](const Params &) { return SoulCli::tr("Intensity, feats, style dice and power specializations are removed (L38)."); }},
        {u"soulhunter.style.not_enough_sp"_s, [](const Params &) { return SoulCli::tr("Not enough SP: pay part of the cost as anxiety (L172)."); }},
        {u"soulhunter.style.destiny_once_per_scene"_s, [](const Params &) { return SoulCli::tr("Destiny's Choice is used once per scene (L192)."); }},
        {u"soulhunter.style.destiny_x"_s, [](const Params &) { return SoulCli::tr("Destiny's Choice gives a bonus of at least 1 (L192)."); }},
        {u"soulhunter.style.cheer_x"_s, [](const Params &) { return SoulCli::tr("Cheer buys at least 1 die (L188)."); }},
        {u"soulhunter.style.flashback_cost"_s, [](const Params &) { return SoulCli::tr("A flashback costs at least 5 SP, as the DH sets it (L180)."); }},
        {u"soulhunter.style.empower_levels"_s, [](const Params &) { return SoulCli::tr("Empower gives exactly 2 CAT levels in all among general enchantments (L185)."); }},
        {u"soulhunter.style.anxiety_part"_s, [](const Params &) { return SoulCli::tr("The anxiety paid is part of the cost, never more (L172)."); }},
        {u"soulhunter.anxiety.relief_above_anxiety"_s, [](const Params &) { return SoulCli::tr("SP removes anxiety point for point, never more than there is (L163)."); }},
        {u"soulhunter.content.unknown_entry"_s, [](const Params &) { return SoulCli::tr("The campaign's content packs no longer hold this entry."); }},
        {u"soulhunter.obsession.after_roll"_s, [](const Params &) { return SoulCli::tr("Obsession tags are activated before the roll (L221)."); }},
        {u"soulhunter.obsession.unknown"_s, [](const Params &) { return SoulCli::tr("Only known obsession tags can be activated (L221)."); }},
        {u"soulhunter.obsession.once_per_round"_s, [](const Params &) { return SoulCli::tr("A character activates obsession tags once per round (L230)."); }},
        {u"soulhunter.obsession.method_repeated"_s, [](const Params &) { return SoulCli::tr("The same way works only once against the same Sin (L230)."); }},
        {u"soulhunter.sin.obsession_count"_s, [](const Params &v) { return SoulCli::tr("A Sin has 1 to 3 obsession tags (it has %1; L221).").arg(p(v, "count")); }},
        {u"soulhunter.technique.not_prepared"_s, [](const Params &) { return SoulCli::tr("Only a prepared technique is shown (L268)."); }},
        {u"soulhunter.technique.school_not_chosen"_s, [](const Params &) { return SoulCli::tr("Choose martial arts or spellcraft as the one school of this manifestation (L268)."); }},
        {u"soulhunter.technique.school_not_its_own"_s, [](const Params &) { return SoulCli::tr("The technique is not of that school (L268)."); }},
        {u"soulhunter.improvise.healing_cap"_s, [](const Params &) { return SoulCli::tr("Outside combat an improvised manifestation restores at most as much HP, and as much MP, as the MP paid (L246)."); }},
        {u"soulhunter.improvise.scale"_s, [](const Params &) { return SoulCli::tr("The scale is beyond the row of the Narrative POW (L248-L258)."); }},
        {u"soulhunter.scene.tag_empty"_s, [](const Params &) { return SoulCli::tr("A scene tag has words."); }},
        {u"soulhunter.scene.tag_repeated"_s, [](const Params &v) { return SoulCli::tr("The scene already has the tag %1.").arg(p(v, "tag")); }},
        {u"soulhunter.scene.challenge_range"_s, [](const Params &v) { return SoulCli::tr("A challenge value is from %1 to %2 (not %3).").arg(p(v, "min"), p(v, "max"), p(v, "value")); }},
        {u"soulhunter.fortune.spend_not_positive"_s, [](const Params &) { return SoulCli::tr("Fortune is spent only while above 0 (L209)."); }},
        {u"soulhunter.fortune.raise_not_negative"_s, [](const Params &) { return SoulCli::tr("Others raise fortune only while it is below 0 (L210)."); }},
    };
    return table;
}

} // namespace

QString settingName(const QString &settingId, const Rules &rules, Language language)
{
    const Setting *s = rules.pack().setting(settingId);
    return s ? s->name.in(language) : settingId;
}

QString describeViolation(const rules::Violation &v, const Rules &rules, Language language)
{
    if (v.code == kMissingSetting) {
        const QString id = v.params.value(u"setting"_s).toString();
        return SoulCli::tr("Waits for \"%1\" (%2): to be filled from your rulebook.").arg(settingName(id, rules, language), id);
    }
    const auto it = texts().constFind(v.code);
    return it == texts().constEnd() ? v.code : (*it)(v.params);
}

} // namespace sw::soulhunter
