// `downtime start|entangle|choose|buy|activity|finish`: the downtime phase from the command line
// (C §3, §7, §8).
#include "systems/blades/cli/gmcommands.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;
using namespace sw::blades;

namespace sw::cli::gmcli {
namespace {

// Parses CAMPAIGN plus `names` positional arguments with the dice options; the table, or nullopt
// with the exit code in `stop`.
std::optional<Table> begin(Context &context, QCommandLineParser &parser, const Command &command, const QStringList &rest,
                           const QStringList &names, int *stop)
{
    const DiceOptions dice;
    dice.addTo(parser);
    parser.addPositionalArgument(u"campaign"_s, {});
    for (const QString &n : names)
        parser.addPositionalArgument(n, {});
    *stop = parseCommandLine(context, parser, command, rest, 1 + int(names.size()), 1 + int(names.size()));
    if (*stop >= 0)
        return std::nullopt;
    auto t = openTable(context, parser.positionalArguments().first(), parser, &dice);
    if (!t)
        *stop = Failure;
    return t;
}

int start(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption after(u"after"_s, Cli::tr("The score this downtime follows."), Cli::tr("SCORE"));
    parser.addOption(after);
    int stop = -1;
    auto t = begin(context, parser, command, rest, {u"crew"_s}, &stop);
    if (!t)
        return stop;
    const auto crew = number(context, parser.positionalArguments().at(1));
    return crew ? report(context, t->table->startDowntime(*crew, parser.value(after)), *t->pack) : UsageError;
}

int entangle(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    int stop = -1;
    auto t = begin(context, parser, command, rest, {u"downtime"_s}, &stop);
    return t ? report(context, t->table->rollEntanglement(parser.positionalArguments().at(1)), *t->pack) : stop;
}

// An entanglement named by its id or by its name in any language, as the roll printed it
// ("Reprisals", "unquiet dead", 報復); anything else is passed on as given, for the table to refuse.
QString entanglementId(const RulePack &pack, const QString &text)
{
    const auto plain = [](QString s) { return s.trimmed().toCaseFolded().replace(u' ', u'_'); };
    const QString wanted = plain(text);
    const QJsonArray entries = pack.documents.value(u"score.json"_s)[u"entanglements"_s][u"entries"_s].toArray();
    for (const QJsonValue &e : entries) {
        const Text name = textFrom(e[u"name"_s]);
        for (const QString &candidate : {e[u"id"_s].toString(), name.en, name.zhTW, name.zhCN}) {
            if (!candidate.isEmpty() && plain(candidate) == wanted)
                return e[u"id"_s].toString();
        }
    }
    return text;
}

int choose(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    int stop = -1;
    auto t = begin(context, parser, command, rest, {u"downtime"_s, u"entanglement"_s}, &stop);
    const QStringList args = parser.positionalArguments();
    return t ? report(context, t->table->chooseEntanglement(args.at(1), entanglementId(*t->pack, args.at(2))), *t->pack)
             : stop;
}

int buy(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption purse(u"purse"_s, Cli::tr("Pay with: coin (the character's), crew_coin or rep."), Cli::tr("PURSE"), u"coin"_s);
    parser.addOption(purse);
    int stop = -1;
    auto t = begin(context, parser, command, rest, {u"downtime"_s, u"character"_s}, &stop);
    const QStringList args = parser.positionalArguments();
    return t ? report(context, t->table->buyActivity(args.at(1), args.at(2), parser.value(purse)), *t->pack) : stop;
}

int activity(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption action(u"action"_s, Cli::tr("Long-term project, reduce heat: the action rolled."), Cli::tr("ACTION"));
    const QCommandLineOption clock(u"clock"_s, Cli::tr("Long-term project: the clock."), Cli::tr("ID"));
    const QCommandLineOption track(u"track"_s, Cli::tr("Train: playbook, insight, prowess or resolve."), Cli::tr("TRACK"));
    const QCommandLineOption treatment(u"treatment"_s, Cli::tr("Recover: healer, self or untreated."), Cli::tr("HOW"), u"healer"_s);
    const QCommandLineOption healer(u"healer"_s, Cli::tr("Recover: the healer's Tinker rating or quality."), Cli::tr("N"), u"0"_s);
    const QCommandLineOption bonus(u"bonus"_s, Cli::tr("Bonus dice (a friend helps: 1)."), Cli::tr("N"), u"0"_s);
    const QCommandLineOption coin(u"coin"_s, Cli::tr("Coin to spend after the roll to raise the result."), Cli::tr("N"), u"0"_s);
    const QCommandLineOption restricted(u"restricted"_s, Cli::tr("Acquire asset: a restricted item (+2 heat)."));
    const QCommandLineOption overindulge(u"overindulge"_s, Cli::tr("Indulge vice: attract_trouble, brag, lost or tapped, if it comes to that."), Cli::tr("ID"));
    const QCommandLineOption cohort(u"cohort"_s, Cli::tr("Heal cohort: the cohort's number on the crew sheet (from 0)."), Cli::tr("N"), u"-1"_s);
    const QCommandLineOption detail(u"detail"_s, Cli::tr("What the character does."), Cli::tr("TEXT"));
    for (const QCommandLineOption *o : {&action, &clock, &track, &treatment, &healer, &bonus, &coin, &restricted, &overindulge, &cohort, &detail})
        parser.addOption(*o);
    int stop = -1;
    auto t = begin(context, parser, command, rest, {u"downtime"_s, u"character"_s, u"activity"_s}, &stop);
    if (!t)
        return stop;
    const QStringList args = parser.positionalArguments();
    gm::ActivityRequest r;
    r.character = args.at(2);
    r.activity = args.at(3);
    r.action = parser.value(action);
    r.clock = parser.value(clock);
    r.track = parser.value(track);
    r.treatment = parser.value(treatment);
    r.restricted = parser.isSet(restricted);
    r.overindulgence = parser.value(overindulge);
    r.detail = parser.value(detail);
    const auto healerPool = number(context, parser.value(healer));
    const auto bonusDice = number(context, parser.value(bonus));
    const auto coinSpent = number(context, parser.value(coin));
    const auto cohortIndex = number(context, parser.value(cohort));
    if (!healerPool || !bonusDice || !coinSpent || !cohortIndex)
        return UsageError;
    r.healerPool = *healerPool;
    r.bonusDice = *bonusDice;
    r.coin = *coinSpent;
    r.cohort = *cohortIndex;
    return report(context, t->table->performActivity(args.at(1), r), *t->pack);
}

int finish(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    int stop = -1;
    auto t = begin(context, parser, command, rest, {u"downtime"_s}, &stop);
    return t ? report(context, t->table->finishDowntime(parser.positionalArguments().at(1)), *t->pack) : stop;
}

} // namespace

int downtimeCommand(Context &context, const Command &command, const QStringList &rest)
{
    return dispatch(context, command, rest,
                    {{u"start"_s, start}, {u"entangle"_s, entangle}, {u"choose"_s, choose}, {u"buy"_s, buy},
                     {u"activity"_s, activity}, {u"finish"_s, finish}});
}

} // namespace sw::cli::gmcli
