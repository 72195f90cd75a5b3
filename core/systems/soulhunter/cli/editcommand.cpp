// sheetwright-cli soulhunter edit: what a player writes on a sheet (灵识, skills, the 灵能力 and its
// tags, trait and status tags, techniques learned from the campaign's content packs and prepared,
// the end of creation), one journal step; the store refuses a result that breaks a rule.
#include "systems/soulhunter/cli/soulcli.h"

#include "common/undolabel.h"
#include "systems/soulhunter/store/soulsheets.h"

using namespace Qt::StringLiterals;

namespace sw::soulhunter {

using namespace clitool;

int editCommand(cli::Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption sheet(u"sheet"_s, SoulCli::tr("The character's id in the campaign (not needed when it has one)."), SoulCli::tr("ID"));
    const QCommandLineOption lingshi(u"lingshi"_s, SoulCli::tr("Spirit Awareness."), SoulCli::tr("N"));
    const QCommandLineOption skill(u"skill"_s, SoulCli::tr("A skill's level, e.g. diaocha=2."), SoulCli::tr("ID=N"));
    const QCommandLineOption power(u"power"_s, SoulCli::tr("The psychic power's name."), SoulCli::tr("NAME"));
    const QCommandLineOption powerTag(u"power-tag"_s, SoulCli::tr("The power's tags (all of them, one option each)."), SoulCli::tr("TEXT"));
    const QCommandLineOption flaw(u"flaw"_s, SoulCli::tr("The power's flaw tags (all of them, one option each)."), SoulCli::tr("TEXT"));
    const QCommandLineOption trait(u"trait"_s, SoulCli::tr("The trait tags (all of them, one option each)."), SoulCli::tr("TEXT"));
    const QCommandLineOption learn(u"learn"_s, SoulCli::tr("Learn a technique of a content pack in the campaign."), SoulCli::tr("PACK:ID"));
    const QCommandLineOption prepare(u"prepare"_s, SoulCli::tr("The techniques prepared (all of them, by name, one option each)."), SoulCli::tr("NAME"));
    const QCommandLineOption play(u"play"_s, SoulCli::tr("Creation is done: the sheet enters play."));
    for (const QCommandLineOption *o : {&sheet, &lingshi, &skill, &power, &powerTag, &flaw, &trait, &learn, &prepare, &play})
        parser.addOption(*o);
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 1, 1); stop >= 0)
        return stop;
    std::optional<SheetInCampaign> held = openSheet(context, parser.positionalArguments().constFirst(), parser, sheet);
    if (!held)
        return cli::Failure;
    Character &c = held->character;
    if (!number(context, parser, lingshi, 0, 99, &c.lingshi))
        return cli::UsageError;
    for (const QString &s : parser.values(skill)) {
        bool ok = false;
        const int level = s.section(u'=', 1, 1).toInt(&ok);
        if (!ok || !s.contains(u'=')) {
            context.err << SoulCli::tr("--skill takes ID=N, e.g. diaocha=2.") << Qt::endl;
            return cli::UsageError;
        }
        if (level == 0)
            c.skills.remove(s.section(u'=', 0, 0));
        else
            c.skills.insert(s.section(u'=', 0, 0), level);
    }
    if (parser.isSet(power))
        c.power.name = parser.value(power);
    if (parser.isSet(powerTag)) {
        c.power.tags.clear();
        for (const QString &t : parser.values(powerTag))
            c.power.tags.append({t});
    }
    if (parser.isSet(flaw))
        c.power.flaws = parser.values(flaw);
    if (parser.isSet(trait))
        c.traitTags = parser.values(trait);
    for (const QString &l : parser.values(learn)) {
        std::optional<Technique> learned;
        for (const auto &pack : contents(*held->open.store)) {
            if (pack->id == l.section(u':', 0, 0))
                learned = pack->learn(l.section(u':', 1, 1));
        }
        if (!learned) {
            context.err << SoulCli::tr("No technique %1 in the campaign's content packs.").arg(l) << Qt::endl;
            return cli::Failure;
        }
        c.techniques.append(*learned);
    }
    if (parser.isSet(prepare)) {
        const QStringList names = parser.values(prepare);
        for (Technique &t : c.techniques)
            t.prepared = names.contains(t.name);
    }
    if (parser.isSet(play))
        c.stage = u"play"_s;
    if (!saveSheet(context, *held, u"soulhunter.edit"_s, sw::trLabel("sw::soulhunter::SoulCli", "Edit %1").arg(c.name)))
        return cli::Failure;
    context.out << SoulCli::tr("Saved %1.").arg(c.name) << Qt::endl;
    return cli::Ok;
}

} // namespace sw::soulhunter
