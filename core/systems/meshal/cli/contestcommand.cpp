// sheetwright-cli meshal contest FIRST SECOND: 对抗 (spec §1.6, L118), both sides' rolls in the
// rulebook's notation (4🎲, 3🎲+); the exact chance of each side winning and of a tie (left to
// the host, [gap]) before the roll, then the roll — the dice as rolled at the table (--faces-first,
// --faces-second) or seeded. With --progressive TARGET, 累加对抗 (L120): rounds until a total
// reaches the target.
#include "systems/meshal/cli/cliutil.h"
#include "systems/meshal/contest.h"
#include "systems/meshal/odds.h"
#include "systems/meshal/pack.h"

using namespace Qt::StringLiterals;

namespace sw::meshal {
namespace {

struct Side
{
    int dice = 1;
    RollMode mode = RollMode::Point;
};

std::optional<Side> side(cli::Context &context, const QString &text)
{
    QString why;
    const auto pool = parsePool(text.contains(u"🎲"_s) ? text : text + u"🎲"_s, &why);
    if (!pool) {
        context.err << MeshalCli::tr("Cannot read the roll \"%1\": %2").arg(text, why) << Qt::endl;
        return std::nullopt;
    }
    return Side{diceToRoll(poolDice(*pool, {})), pool->mode};
}

QString outcomeText(ContestOutcome o)
{
    switch (o) {
    case ContestOutcome::First:
        return MeshalCli::tr("the first side wins");
    case ContestOutcome::Second:
        return MeshalCli::tr("the second side wins");
    case ContestOutcome::Tie:
        break;
    }
    return MeshalCli::tr("a tie: the rulebook leaves it to the host");
}

} // namespace

int contestCommand(cli::Context &context, const cli::Command &command, const QStringList &rest)
{
    using namespace clitool;
    QCommandLineParser parser;
    const QCommandLineOption facesFirst(u"faces-first"_s, MeshalCli::tr("The first side's dice as rolled at the table, e.g. 3,1,2,6."), MeshalCli::tr("F"));
    const QCommandLineOption facesSecond(u"faces-second"_s, MeshalCli::tr("The second side's dice as rolled at the table."), MeshalCli::tr("F"));
    const QCommandLineOption seedOption(u"seed"_s, MeshalCli::tr("Seed for a roll that can be repeated."), MeshalCli::tr("S"));
    const QCommandLineOption progressive(u"progressive"_s, MeshalCli::tr("A progressive contest: rounds until a total reaches this."), MeshalCli::tr("N"));
    const QCommandLineOption rounds(u"max-rounds"_s, MeshalCli::tr("A progressive contest stops after this many rounds (default 20)."), MeshalCli::tr("N"));
    for (const QCommandLineOption *o : {&facesFirst, &facesSecond, &seedOption, &progressive, &rounds})
        parser.addOption(*o);
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 2, 2); stop >= 0)
        return stop;
    const std::optional<Side> a = side(context, parser.positionalArguments().at(0));
    const std::optional<Side> b = side(context, parser.positionalArguments().at(1));
    int target = 0;
    int maxRounds = 20;
    quint64 seedValue = 0;
    if (!a || !b || !number(context, parser, progressive, 1, 10000, &target) || !number(context, parser, rounds, 1, 1000, &maxRounds) ||
        !seed(context, parser, seedOption, &seedValue))
        return cli::UsageError;
    const auto mode = [&context](RollMode m) {
        return builtInMeshalPack()->label(m == RollMode::Point ? u"roll.point"_s : u"roll.face"_s, context.language);
    };
    context.out << MeshalCli::tr("First: %1 dice (%2); second: %3 dice (%4)")
                       .arg(a->dice).arg(mode(a->mode)).arg(b->dice).arg(mode(b->mode))
                << Qt::endl;
    if (parser.isSet(progressive)) {
        rules::SeededRandom random(seedValue);
        const auto c = progressiveContest(a->dice, a->mode, b->dice, b->mode, target, maxRounds, random);
        if (!c) {
            context.out << MeshalCli::tr("No side reached %1 in %2 rounds.").arg(target).arg(maxRounds) << Qt::endl;
        } else {
            context.out << MeshalCli::tr("Round %1: totals %2 and %3 (target %4)").arg(c->rounds).arg(c->firstTotal).arg(c->secondTotal).arg(target)
                        << Qt::endl;
            context.out << MeshalCli::tr("Outcome: %1").arg(outcomeText(c->outcome)) << Qt::endl;
        }
        context.out << MeshalCli::tr("Seed: %1").arg(seedValue) << Qt::endl;
        return cli::Ok;
    }
    if (a->dice + b->dice <= kMaxOddsDice) {
        const ContestOdds odds = contestOdds(a->dice, a->mode, b->dice, b->mode);
        context.out << MeshalCli::tr("First wins: %1").arg(chance(odds.first)) << Qt::endl;
        context.out << MeshalCli::tr("Second wins: %1").arg(chance(odds.second)) << Qt::endl;
        context.out << MeshalCli::tr("Tie: %1").arg(chance(odds.tie)) << Qt::endl;
    }
    rules::SeededRandom random(seedValue);
    std::array<Roll, 2> rolled;
    const std::array<const Side *, 2> sides{&*a, &*b};
    const std::array<const QCommandLineOption *, 2> given{&facesFirst, &facesSecond};
    for (std::size_t i = 0; i < 2; ++i) {
        if (parser.isSet(*given[i])) {
            const auto f = parseFaces(parser.value(*given[i]));
            if (!f || int(f->size()) != sides[i]->dice) {
                context.err << MeshalCli::tr("--%1 takes %2 dice from 1 to 6, e.g. 3,1,2,6.").arg(given[i]->names().constFirst()).arg(sides[i]->dice)
                            << Qt::endl;
                return cli::UsageError;
            }
            rolled[i] = {*f, sides[i]->mode, rollResult(*f, sides[i]->mode)};
        } else {
            rolled[i] = rollDice(sides[i]->dice, sides[i]->mode, random);
        }
    }
    context.out << MeshalCli::tr("First: %1 → %2").arg(facesText(rolled[0].faces)).arg(rolled[0].result) << Qt::endl;
    context.out << MeshalCli::tr("Second: %1 → %2").arg(facesText(rolled[1].faces)).arg(rolled[1].result) << Qt::endl;
    context.out << MeshalCli::tr("Outcome: %1").arg(outcomeText(contestOutcome(rolled[0].result, rolled[1].result))) << Qt::endl;
    if (!parser.isSet(facesFirst) || !parser.isSet(facesSecond))
        context.out << MeshalCli::tr("Seed: %1").arg(seedValue) << Qt::endl;
    return cli::Ok;
}

} // namespace sw::meshal
