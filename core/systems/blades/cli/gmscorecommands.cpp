// `score start|engage|end|list`: a score from the command line (C §1, §4, §5).
#include "systems/blades/cli/gmcommands.h"
#include "systems/blades/store/campaignsheets.h"

using namespace Qt::StringLiterals;
using namespace sw::blades;

namespace sw::cli::gmcli {
namespace {

int start(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption crew(u"crew"_s, Cli::tr("The crew's id."), Cli::tr("ID"));
    const QCommandLineOption target(u"target"_s, Cli::tr("What the crew goes after."), Cli::tr("TEXT"));
    const QCommandLineOption faction(u"faction"_s, Cli::tr("The target faction's id."), Cli::tr("ID"));
    const QCommandLineOption tier(u"tier"_s, Cli::tr("The target's tier."), Cli::tr("N"), u"0"_s);
    const QCommandLineOption plan(u"plan"_s, Cli::tr("assault, deception, stealth, occult, social or transport."), Cli::tr("PLAN"));
    const QCommandLineOption detail(u"detail"_s, Cli::tr("The plan's detail."), Cli::tr("TEXT"));
    const QCommandLineOption load(u"load"_s, Cli::tr("A character's load: CHARACTER=light|normal|heavy (repeat)."), Cli::tr("ID=LEVEL"));
    for (const QCommandLineOption *o : {&crew, &target, &faction, &tier, &plan, &detail, &load})
        parser.addOption(*o);
    parser.addPositionalArgument(u"campaign"_s, {});
    if (const int stop = parseCommandLine(context, parser, command, rest, 1, 1); stop >= 0)
        return stop;
    auto t = openTable(context, parser.positionalArguments().first(), parser, nullptr);
    const auto crewId = number(context, parser.value(crew));
    const auto targetTier = number(context, parser.value(tier));
    const auto loads = pairs(context, parser.values(load));
    if (!t || !crewId || !targetTier || !loads)
        return Failure;
    Score s;
    s.target = parser.value(target);
    s.targetFaction = parser.value(faction);
    s.targetTier = *targetTier;
    s.plan = parser.value(plan);
    s.detail = parser.value(detail);
    s.loads = *loads;
    return report(context, t->table->startScore(*crewId, s), *t->pack);
}

int engage(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const DiceOptions dice;
    dice.addTo(parser);
    const QCommandLineOption modifier(u"modifier"_s, Cli::tr("An engagement modifier of the rule pack (repeat)."), Cli::tr("ID"));
    const QCommandLineOption extra(u"extra-dice"_s, Cli::tr("Dice from claims and abilities that fit the plan."), Cli::tr("N"), u"0"_s);
    parser.addOption(modifier);
    parser.addOption(extra);
    parser.addPositionalArgument(u"campaign"_s, {});
    parser.addPositionalArgument(u"score"_s, {});
    if (const int stop = parseCommandLine(context, parser, command, rest, 2, 2); stop >= 0)
        return stop;
    auto t = openTable(context, parser.positionalArguments().first(), parser, &dice);
    const auto extraDice = number(context, parser.value(extra));
    if (!t || !extraDice)
        return Failure;
    return report(context, t->table->rollEngagement(parser.positionalArguments().at(1), parser.values(modifier), *extraDice),
                  *t->pack);
}

int end(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption outcome(u"outcome"_s, Cli::tr("success, failure or given_up."), Cli::tr("OUTCOME"), u"success"_s);
    const QCommandLineOption coin(u"coin"_s, Cli::tr("The payoff band: minor_job, small_job, standard_score, big_score, major_score."), Cli::tr("BAND"));
    const QCommandLineOption extraCoin(u"extra-coin"_s, Cli::tr("Coin from claims, or above a 10+ band."), Cli::tr("N"), u"0"_s);
    const QCommandLineOption quiet(u"quiet"_s, Cli::tr("Completely quiet: no one knows; no rep."));
    const QCommandLineOption give(u"give"_s, Cli::tr("Hand payoff coin to a character: ID=N (repeat); the rest goes to the crew."), Cli::tr("ID=N"));
    const QCommandLineOption heat(u"heat"_s, Cli::tr("The heat profile: smooth_quiet, contained, loud_chaotic, wild."), Cli::tr("PROFILE"), u"contained"_s);
    const QCommandLineOption highProfile(u"high-profile"_s, Cli::tr("A high-profile or well-connected target (+1 heat)."));
    const QCommandLineOption hostileTurf(u"hostile-turf"_s, Cli::tr("On hostile turf (+1 heat)."));
    const QCommandLineOption killing(u"killing"_s, Cli::tr("Killing was involved (+2 heat)."));
    const QCommandLineOption adjust(u"heat-adjust"_s, Cli::tr("Other heat: Cover Operation −2 …"), Cli::tr("N"), u"0"_s);
    const QCommandLineOption status(u"status"_s, Cli::tr("A faction helped or hurt: ID=+1, ID=-1, ID=-2 (repeat)."), Cli::tr("ID=N"));
    for (const QCommandLineOption *o : {&outcome, &coin, &extraCoin, &quiet, &give, &heat, &highProfile, &hostileTurf, &killing, &adjust, &status})
        parser.addOption(*o);
    parser.addPositionalArgument(u"campaign"_s, {});
    parser.addPositionalArgument(u"score"_s, {});
    if (const int stop = parseCommandLine(context, parser, command, rest, 2, 2); stop >= 0)
        return stop;
    auto t = openTable(context, parser.positionalArguments().first(), parser, nullptr);
    const auto extra = number(context, parser.value(extraCoin));
    const auto heatAdjust = number(context, parser.value(adjust));
    const auto handed = numberPairs(context, parser.values(give));
    const auto changes = numberPairs(context, parser.values(status));
    if (!t || !extra || !heatAdjust || !handed || !changes)
        return Failure;
    gm::ScoreEnding e;
    e.outcome = parser.value(outcome);
    e.coinBand = parser.value(coin);
    e.extraCoin = *extra;
    e.quiet = parser.isSet(quiet);
    e.coinToMembers = *handed;
    e.heatProfile = parser.value(heat);
    e.highProfile = parser.isSet(highProfile);
    e.hostileTurf = parser.isSet(hostileTurf);
    e.killing = parser.isSet(killing);
    e.heatAdjustment = *heatAdjust;
    e.statusChanges = *changes;
    return report(context, t->table->endScore(parser.positionalArguments().at(1), e), *t->pack);
}

int list(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"campaign"_s, {});
    if (const int stop = parseCommandLine(context, parser, command, rest, 1, 1); stop >= 0)
        return stop;
    const OpenCampaign open = openCampaign(context, parser.positionalArguments().first(), store::CampaignFile::Access::ReadOnly);
    if (!open.store)
        return Failure;
    for (const store::SheetInfo &info : open.store->list(u"score"_s)) {
        const auto s = blades::score(*open.store, info.ref.id);
        context.out << s->id << u'\t' << s->target << u'\t' << s->plan << u'\t'
                    << (s->outcome.isEmpty() ? Cli::tr("under way") : s->outcome) << Qt::endl;
    }
    return Ok;
}

} // namespace

int scoreCommand(Context &context, const Command &command, const QStringList &rest)
{
    return dispatch(context, command, rest, {{u"start"_s, start}, {u"engage"_s, engage}, {u"end"_s, end}, {u"list"_s, list}});
}

} // namespace sw::cli::gmcli
