#include "systems/soulhunter/cli/sheetroll.h"

#include "common/undolabel.h"
#include "systems/soulhunter/characterjson.h"
#include "systems/soulhunter/cooperative.h"
#include "systems/soulhunter/derived.h"
#include "systems/soulhunter/opposed.h"
#include "systems/soulhunter/play.h"
#include "systems/soulhunter/sheetrules.h"
#include "systems/soulhunter/store/soulsheets.h"

using namespace Qt::StringLiterals;

namespace sw::soulhunter {

using namespace clitool;

SheetRollOptions::SheetRollOptions()
    : campaign(u"campaign"_s, SoulCli::tr("Roll for a character of this campaign and keep the roll in its log."), SoulCli::tr("FILE")),
      sheet(u"sheet"_s, SoulCli::tr("The character's id in the campaign."), SoulCli::tr("ID")),
      attribute(u"attribute"_s, SoulCli::tr("The key attribute (physique, wisdom, soul), from the sheet."), SoulCli::tr("A")),
      skill(u"skill"_s, SoulCli::tr("A skill check or add-on: 2 specialty per level, from the sheet."), SoulCli::tr("ID")),
      mark(u"mark"_s, SoulCli::tr("Activate a psychic mark (by number from 0): +2 specialty."), SoulCli::tr("I")),
      flaw(u"flaw"_s, SoulCli::tr("Activate a flaw tag (by number from 0): a penalty of 4."), SoulCli::tr("I")),
      grievous(u"grievous"_s, SoulCli::tr("Activate a grievous tag (by number from 0): a penalty of 4, 1 damage the first time in a scene."), SoulCli::tr("I")),
      trait(u"trait"_s, SoulCli::tr("Activate a trait tag for level +1 or -1 (5 SP after the check)."), SoulCli::tr("+1|-1")),
      powerTag(u"power-tag"_s, SoulCli::tr("Activate a power tag (by number from 0, :N to count it as N): level +1 each."), SoulCli::tr("I[:N]")),
      helper(u"helper"_s, SoulCli::tr("A cooperative check: another character of the campaign who helps (L92-L93); repeat for each."), SoulCli::tr("ID"))
{
}

void SheetRollOptions::addTo(QCommandLineParser &parser) const
{
    for (const QCommandLineOption *o : {&campaign, &sheet, &attribute, &skill, &mark, &flaw, &grievous, &trait, &powerTag, &helper})
        parser.addOption(*o);
}

namespace {

bool index(cli::Context &context, const QString &text, qsizetype size, int *out)
{
    bool ok = false;
    *out = text.toInt(&ok);
    if (!ok || *out < 0 || *out >= size) {
        context.err << SoulCli::tr("The sheet has no entry %1 there.").arg(text) << Qt::endl;
        return false;
    }
    return true;
}

} // namespace

int prepareSheetRoll(cli::Context &context, const QCommandLineParser &parser, const SheetRollOptions &o, CheckSpec &spec, Rules &rules,
                     SheetRoll &roll)
{
    if (!parser.isSet(o.campaign)) {
        for (const QCommandLineOption *needs : {&o.attribute, &o.skill, &o.mark, &o.flaw, &o.grievous, &o.trait, &o.powerTag, &o.helper}) {
            if (parser.isSet(*needs)) {
                context.err << SoulCli::tr("--%1 reads a sheet: give --campaign.").arg(needs->names().constFirst()) << Qt::endl;
                return cli::UsageError;
            }
        }
        return -1;
    }
    roll.held = openSheet(context, parser.value(o.campaign), parser, o.sheet);
    if (!roll.held)
        return cli::Failure;
    rules = campaignRules(*roll.held->open.store);
    Character &c = roll.held->character;
    spec.specialtyCap = specialtyCap(c); // rule 13
    if (parser.isSet(o.attribute)) {
        const auto a = attributeFromId(parser.value(o.attribute));
        if (!a) {
            context.err << SoulCli::tr("--attribute is physique, wisdom or soul.") << Qt::endl;
            return cli::UsageError;
        }
        if (c.attribute(*a) > 0) // L62, L74: named after the attribute
            spec.modifiers.append({attributeId(*a), c.attribute(*a), false, false});
    }
    if (parser.isSet(o.skill) && skillSpecialty(c, parser.value(o.skill), rules) > 0) // L78, L126
        spec.modifiers.append({parser.value(o.skill), skillSpecialty(c, parser.value(o.skill), rules), false, true});
    int i = 0;
    for (const QString &m : parser.values(o.mark)) {
        if (!index(context, m, c.marks.size(), &i))
            return cli::UsageError;
        if (const Activation a = activateMark(c, i, rules); a.specialty > 0) // rule 35
            spec.modifiers.append({u"mark:"_s + m, a.specialty, false, true});
    }
    for (const QString &f : parser.values(o.flaw)) {
        if (!index(context, f, c.power.flaws.size(), &i))
            return cli::UsageError;
        spec.modifiers.append({u"flaw:"_s + c.power.flaws.at(i), activateFlaw(rules).penalty, true, false}); // rule 34
    }
    for (const QString &g : parser.values(o.grievous)) {
        if (!index(context, g, c.grievous.size(), &i))
            return cli::UsageError;
        const Activation a = activateGrievous(c, i, rules); // rule 33: the damage and XP go on the sheet
        spec.modifiers.append({u"grievous:"_s + c.grievous.at(i).text, a.penalty, true, false});
    }
    for (const QString &t : parser.values(o.trait)) {
        const Activation a = activateTrait(t.toInt(), rules); // rule 37
        spec.level += a.level;
        roll.spAfter += a.spAfter;
    }
    QList<int> counts(c.power.tags.size(), 0);
    for (const QString &p : parser.values(o.powerTag)) {
        if (!index(context, p.section(u':', 0, 0), c.power.tags.size(), &i))
            return cli::UsageError;
        counts[i] += p.contains(u':') ? p.section(u':', 1, 1).toInt() : 1;
    }
    if (!parser.values(o.powerTag).isEmpty()) { // rule 6; L42: level +1 per tag
        const QList<rules::Violation> broken = checkTagActivation(c, counts, rules);
        if (!broken.isEmpty()) {
            context.err << broken.first().code << u'\t' << describe(broken.first(), rules, context.language) << Qt::endl;
            return cli::UsageError;
        }
        for (int n : counts)
            spec.level += n;
    }
    // §5.8 (L92-L93): each helper's own key attribute and skill; its best bonus joins the check.
    QList<CheckSpec> helpers;
    for (const QString &h : parser.values(o.helper)) {
        bool ok = false;
        const std::optional<Character> other = h.toLongLong(&ok) == roll.held->id ? std::nullopt
                                                                                 : character(*roll.held->open.store, h.toLongLong(&ok));
        if (!ok || !other) {
            context.err << SoulCli::tr("No other character %1 in the campaign to help.").arg(h) << Qt::endl;
            return cli::UsageError;
        }
        CheckSpec helping;
        if (const auto a = attributeFromId(parser.value(o.attribute)); a && other->attribute(*a) > 0)
            helping.modifiers.append({attributeId(*a), other->attribute(*a), false, false});
        if (parser.isSet(o.skill) && skillSpecialty(*other, parser.value(o.skill), rules) > 0)
            helping.modifiers.append({parser.value(o.skill), skillSpecialty(*other, parser.value(o.skill), rules), false, true});
        helpers.append(helping);
    }
    if (!helpers.isEmpty())
        spec = cooperativeSpec(spec, helpers);
    spec.cheer += c.cheerPending; // rule 24: the cheer bought for this check
    c.cheerPending = 0;
    return -1;
}

int finishSheetRoll(cli::Context &context, SheetRoll &roll, const CheckSpec &spec, const CheckRoll &result)
{
    if (!roll.held)
        return cli::Ok;
    Character &c = roll.held->character;
    awardSp(c, roll.spAfter);
    if (result.criticalSuccess || result.criticalFailure)
        fortuneFromCritical(c, result); // L208 (an action check)
    store::RollRecord record;
    record.kind = u"soulhunter.check"_s;
    record.label = sw::trLabel("sw::soulhunter::SoulCli", "Check against %1").arg(spec.challenge);
    record.pool = int(result.d10.size());
    for (int d : result.d10)
        record.dice << d;
    record.result = QString::number(result.cat);
    record.sheet = QString(kCharacterKind) + u':' + QString::number(roll.held->id);
    const std::optional<Character> before = character(*roll.held->open.store, roll.held->id);
    QList<store::SheetChange> changes;
    if (!before || *before != c)
        changes.append({characterRef(roll.held->id), toJson(c)});
    const store::Receipt r = roll.held->open.store->apply(changes, u"soulhunter.roll"_s, record.label, {}, {record});
    if (!r.ok) {
        context.err << SoulCli::tr("Not saved: %1").arg(r.error) << Qt::endl;
        return cli::Failure;
    }
    if (roll.spAfter > 0)
        context.out << SoulCli::tr("Trait tags at -1: +%1 SP.").arg(roll.spAfter) << Qt::endl;
    if (!changes.isEmpty())
        printState(context, c, campaignRules(*roll.held->open.store));
    return cli::Ok;
}

} // namespace sw::soulhunter
