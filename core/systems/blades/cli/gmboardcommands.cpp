// `clock …` and `faction …`: the clocks board and the faction ladder from the command line.
#include "systems/blades/cli/gmcommands.h"

#include "systems/blades/crew.h"
#include "systems/blades/store/campaignsheets.h"

using namespace Qt::StringLiterals;
using namespace sw::blades;

namespace sw::cli::gmcli {
namespace {

// Parses a subcommand's options and positional arguments; -1 to go on.
int parse(Context &context, QCommandLineParser &parser, const Command &command, const QStringList &rest,
          const QStringList &positional, int min, int max)
{
    for (const QString &p : positional)
        parser.addPositionalArgument(p, {});
    return parseCommandLine(context, parser, command, rest, min, max);
}

int clockAdd(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption segments(u"segments"_s, Cli::tr("Segments: 4, 6, 8, 10 or 12."), Cli::tr("N"), u"4"_s);
    const QCommandLineOption kind(u"kind"_s, Cli::tr("danger, racing, linked, mission, tug_of_war, long_term_project, faction."),
                                  Cli::tr("KIND"), u"danger"_s);
    const QCommandLineOption owner(u"owner"_s, Cli::tr("Whose clock: crew:ID, character:ID or faction:ID (default: the campaign)."), Cli::tr("KIND:ID"));
    const QCommandLineOption linked(u"linked-to"_s, Cli::tr("The clock this one unlocks when full."), Cli::tr("ID"));
    const QCommandLineOption racing(u"racing"_s, Cli::tr("The rival clock of a race."), Cli::tr("ID"));
    const QCommandLineOption hidden(u"hidden"_s, Cli::tr("Known to the GM only."));
    for (const QCommandLineOption *o : {&segments, &kind, &owner, &linked, &racing, &hidden})
        parser.addOption(*o);
    if (const int stop = parse(context, parser, command, rest, {u"campaign"_s, u"name"_s}, 2, 2); stop >= 0)
        return stop;
    auto t = openTable(context, parser.positionalArguments().at(0), parser, nullptr);
    if (!t)
        return Failure;
    ClockEntry c;
    c.name = parser.positionalArguments().at(1);
    const auto size = number(context, parser.value(segments));
    const auto clockKind = rules::clockKindFromId(parser.value(kind).toStdString());
    if (!size || !clockKind) {
        if (!clockKind)
            context.err << Cli::tr("Unknown clock kind \"%1\".").arg(parser.value(kind)) << Qt::endl;
        return UsageError;
    }
    c.clock = {*size, 0, *clockKind};
    if (parser.isSet(owner)) {
        const QString kindText = parser.value(owner).section(u':', 0, 0);
        c.ownerId = parser.value(owner).section(u':', 1);
        c.ownerKind = kindText == u"crew"_s ? ClockOwnerKind::Crew
                      : kindText == u"character"_s ? ClockOwnerKind::Character
                      : kindText == u"faction"_s ? ClockOwnerKind::Faction : ClockOwnerKind::Campaign;
    }
    c.linkedTo = parser.value(linked);
    c.racing = parser.value(racing);
    c.hidden = parser.isSet(hidden);
    return report(context, t->table->saveClock(c), *t->pack);
}

// clock tick|set|roll|remove CAMPAIGN ID [N]
int clockChange(Context &context, const Command &command, const QStringList &rest, const QString &what)
{
    QCommandLineParser parser;
    const DiceOptions dice;
    const QCommandLineOption extra(u"dice"_s, Cli::tr("Dice added to (or, negative, taken from) the faction's tier."), Cli::tr("N"), u"0"_s);
    if (what == u"roll"_s) {
        dice.addTo(parser);
        parser.addOption(extra);
    }
    const bool amount = what == u"tick"_s || what == u"set"_s;
    if (const int stop = parse(context, parser, command, rest, {u"campaign"_s, u"clock"_s, u"n"_s}, amount ? 3 : 2, amount ? 3 : 2);
        stop >= 0)
        return stop;
    const QStringList args = parser.positionalArguments();
    auto t = openTable(context, args.at(0), parser, what == u"roll"_s ? &dice : nullptr);
    if (!t)
        return Failure;
    if (what == u"remove"_s)
        return report(context, t->table->removeClock(args.at(1)), *t->pack);
    if (what == u"roll"_s) {
        const auto n = number(context, parser.value(extra));
        return n ? report(context, t->table->rollFactionClock(args.at(1), *n), *t->pack) : UsageError;
    }
    const auto n = number(context, args.at(2));
    if (!n)
        return UsageError;
    return report(context, what == u"tick"_s ? t->table->tickClock(args.at(1), *n) : t->table->setClockFill(args.at(1), *n),
                  *t->pack);
}

int clockList(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    if (const int stop = parse(context, parser, command, rest, {u"campaign"_s}, 1, 1); stop >= 0)
        return stop;
    const OpenCampaign open = openCampaign(context, parser.positionalArguments().first(), store::CampaignFile::Access::ReadOnly);
    if (!open.store)
        return Failure;
    const QList<ClockEntry> clocks = blades::clocks(*open.store);
    if (!readOk(context, *open.store))
        return Failure;
    for (const ClockEntry &c : clocks) {
        context.out << c.id << u'\t' << c.name << u'\t' << c.clock.filled << u'/' << c.clock.segments << u'\t'
                    << QString::fromUtf8(rules::clockKindId(c.clock.kind)) << u'\t' << c.ownerId
                    << (c.hidden ? u"\thidden"_s : QString()) << Qt::endl;
    }
    return Ok;
}

int factionAdd(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption example(u"example"_s, Cli::tr("Take the faction from the rule pack's examples."), Cli::tr("ID"));
    const QCommandLineOption name(u"name"_s, Cli::tr("A faction of your own: its name."), Cli::tr("NAME"));
    const QCommandLineOption category(u"category"_s, Cli::tr("Its category (underworld, institutions …)."), Cli::tr("ID"));
    const QCommandLineOption tier(u"tier"_s, Cli::tr("Its tier, 0–6."), Cli::tr("N"));
    const QCommandLineOption hold(u"hold"_s, Cli::tr("weak or strong."), Cli::tr("HOLD"));
    const QCommandLineOption notes(u"notes"_s, Cli::tr("The GM's notes."), Cli::tr("TEXT"));
    for (const QCommandLineOption *o : {&example, &name, &category, &tier, &hold, &notes})
        parser.addOption(*o);
    if (const int stop = parse(context, parser, command, rest, {u"campaign"_s}, 1, 1); stop >= 0)
        return stop;
    auto t = openTable(context, parser.positionalArguments().first(), parser, nullptr);
    if (!t)
        return Failure;
    Faction f;
    if (parser.isSet(example)) {
        const auto found = std::find_if(t->pack->factions.begin(), t->pack->factions.end(),
                                        [&](const ExampleFaction &e) { return e.id == parser.value(example); });
        if (found == t->pack->factions.end()) {
            context.err << Cli::tr("The rule pack has no example faction \"%1\".").arg(parser.value(example)) << Qt::endl;
            return UsageError;
        }
        f = gm::GmTable::fromExample(*found);
    }
    if (parser.isSet(name))
        f.name = parser.value(name);
    if (parser.isSet(category))
        f.category = parser.value(category);
    if (parser.isSet(tier)) {
        const auto n = number(context, parser.value(tier));
        if (!n)
            return UsageError;
        f.tier = *n;
    }
    if (parser.isSet(hold))
        f.hold = parser.value(hold);
    f.notes = parser.value(notes);
    return report(context, t->table->saveFaction(f), *t->pack);
}

// faction status CAMPAIGN CREW FACTION=N (the "=" keeps a negative status from reading as an option)
int factionStatus(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    if (const int stop = parse(context, parser, command, rest, {u"campaign"_s, u"crew"_s, u"faction=status"_s}, 3, 3);
        stop >= 0)
        return stop;
    const QStringList args = parser.positionalArguments();
    auto t = openTable(context, args.at(0), parser, nullptr);
    const auto crew = number(context, args.at(1));
    const auto status = numberPairs(context, {args.at(2)});
    if (!t || !crew || !status)
        return Failure;
    return report(context, t->table->setStatus(*crew, status->firstKey(), status->first()), *t->pack);
}

// The ladder (B §7.2): each faction with tier, hold and the crew's status, war marked.
int factionList(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption crewOption(u"crew"_s, Cli::tr("Show this crew's status with each faction."), Cli::tr("ID"));
    parser.addOption(crewOption);
    if (const int stop = parse(context, parser, command, rest, {u"campaign"_s}, 1, 1); stop >= 0)
        return stop;
    const OpenCampaign open = openCampaign(context, parser.positionalArguments().first(), store::CampaignFile::Access::ReadOnly);
    if (!open.store)
        return Failure;
    const std::optional<Crew> crew = parser.isSet(crewOption) ? blades::crew(*open.store, parser.value(crewOption).toLongLong()) : std::nullopt;
    const QList<Faction> factions = blades::factions(*open.store);
    if (!readOk(context, *open.store))
        return Failure;
    for (const Faction &f : factions) {
        const int status = crew ? crew->factionStatus.value(f.id) : 0;
        context.out << f.id << u'\t' << f.name << u'\t' << Cli::tr("tier %1").arg(f.tier) << u'\t' << f.hold;
        if (crew)
            context.out << u'\t' << (status > 0 ? u"+"_s : QString()) << status
                        << (status == kWarStatus ? u"\t"_s + Cli::tr("at war") : QString());
        context.out << Qt::endl;
    }
    return Ok;
}

int factionRemove(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    if (const int stop = parse(context, parser, command, rest, {u"campaign"_s, u"faction"_s}, 2, 2); stop >= 0)
        return stop;
    auto t = openTable(context, parser.positionalArguments().first(), parser, nullptr);
    if (!t)
        return Failure;
    return report(context, t->table->removeFaction(parser.positionalArguments().at(1)), *t->pack);
}

} // namespace

int clockCommand(Context &context, const Command &command, const QStringList &rest)
{
    const auto change = [](const QString &what) {
        return [what](Context &c, const Command &cmd, const QStringList &r) { return clockChange(c, cmd, r, what); };
    };
    return dispatch(context, command, rest,
                    {{u"add"_s, clockAdd}, {u"tick"_s, change(u"tick"_s)}, {u"set"_s, change(u"set"_s)},
                     {u"roll"_s, change(u"roll"_s)}, {u"remove"_s, change(u"remove"_s)}, {u"list"_s, clockList}});
}

int factionCommand(Context &context, const Command &command, const QStringList &rest)
{
    return dispatch(context, command, rest,
                    {{u"add"_s, factionAdd}, {u"status"_s, factionStatus}, {u"list"_s, factionList}, {u"remove"_s, factionRemove}});
}

} // namespace sw::cli::gmcli
