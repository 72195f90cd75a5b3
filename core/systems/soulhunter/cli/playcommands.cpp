// sheetwright-cli soulhunter damage / style / scene / interlude / xp: a character of a campaign in
// play, each command one journal step (undo reverts it).
#include "systems/soulhunter/cli/soulcli.h"

#include "systems/soulhunter/derived.h"
#include "systems/soulhunter/play.h"
#include "systems/soulhunter/store/soulsheets.h"

using namespace Qt::StringLiterals;

namespace sw::soulhunter {

using namespace clitool;

namespace {

const QCommandLineOption &sheetOption()
{
    static const QCommandLineOption option(u"sheet"_s, SoulCli::tr("The character's id in the campaign (not needed when it has one)."), SoulCli::tr("ID"));
    return option;
}

// Parses, opens the campaign and its character, runs `change` and saves what it did.
int onSheet(cli::Context &context, const cli::Command &command, const QStringList &rest, QCommandLineParser &parser,
            const std::function<PlayResult(cli::Context &, SheetInCampaign &, const Rules &)> &change, const QString &code,
            const QString &label)
{
    parser.addOption(sheetOption());
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 1, 1); stop >= 0)
        return stop;
    std::optional<SheetInCampaign> held = openSheet(context, parser.positionalArguments().constFirst(), parser, sheetOption());
    if (!held)
        return cli::Failure;
    const Rules rules = campaignRules(*held->open.store);
    const PlayResult r = change(context, *held, rules);
    if (r.refused == u"usage"_s)
        return cli::UsageError;
    if (!r.ok()) {
        rules::Violation v{r.refused, {}, {}, false};
        context.err << r.refused << u'\t' << describe(v, rules, context.language) << Qt::endl;
        return cli::Failure;
    }
    if (!saveSheet(context, *held, code, label))
        return cli::Failure;
    if (r.slashes > 0)
        context.out << SoulCli::tr("Slashes marked: %1").arg(r.slashes) << Qt::endl;
    printState(context, held->character, rules);
    return cli::Ok;
}

PlayResult usage()
{
    return {u"usage"_s, 0, 0};
}

} // namespace

int damageCommand(cli::Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption amount(u"amount"_s, SoulCli::tr("How much damage."), SoulCli::tr("N"));
    const QCommandLineOption nonLethal(u"non-lethal"_s, SoulCli::tr("Damage marked non-lethal (never a slash)."));
    const QCommandLineOption how(u"how"_s, SoulCli::tr("How it was taken: the grievous tag's name if it breaks."), SoulCli::tr("TEXT"));
    for (const QCommandLineOption *o : {&amount, &nonLethal, &how})
        parser.addOption(*o);
    return onSheet(context, command, rest, parser, [&](cli::Context &ctx, SheetInCampaign &held, const Rules &rules) {
        int n = -1;
        if (!number(ctx, parser, amount, 0, 999, &n) || n < 0) {
            ctx.err << SoulCli::tr("--amount is required.") << Qt::endl;
            return usage();
        }
        return takeDamage(held.character, n, parser.isSet(nonLethal), parser.value(how), rules);
    }, u"soulhunter.damage"_s, SoulCli::tr("Damage"));
}

int styleCommand(cli::Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption action(u"action"_s, SoulCli::tr("flashback, empower, cheer or destiny."), SoulCli::tr("A"));
    const QCommandLineOption x(u"x"_s, SoulCli::tr("X of cheer (5X SP) or destiny (10+X SP)."), SoulCli::tr("N"));
    const QCommandLineOption cost(u"cost"_s, SoulCli::tr("A flashback's cost as the DH sets it (5-10, 15-20, 25+)."), SoulCli::tr("N"));
    const QCommandLineOption levels(u"levels"_s, SoulCli::tr("Empower: the CAT given to each general enchantment, 2 in all."), SoulCli::tr("L,…"));
    const QCommandLineOption anxiety(u"anxiety"_s, SoulCli::tr("The part of the cost taken as anxiety instead of SP."), SoulCli::tr("N"));
    const QCommandLineOption initial(u"initial"_s, SoulCli::tr("Spend initial SP first (else extra SP first)."));
    for (const QCommandLineOption *o : {&action, &x, &cost, &levels, &anxiety, &initial})
        parser.addOption(*o);
    return onSheet(context, command, rest, parser, [&](cli::Context &ctx, SheetInCampaign &held, const Rules &rules) {
        StyleRequest request;
        const QString a = parser.value(action);
        if (a == u"flashback"_s)
            request.action = StyleAction::Flashback;
        else if (a == u"empower"_s)
            request.action = StyleAction::Empower;
        else if (a == u"cheer"_s)
            request.action = StyleAction::Cheer;
        else if (a == u"destiny"_s)
            request.action = StyleAction::Destiny;
        else {
            ctx.err << SoulCli::tr("--action is flashback, empower, cheer or destiny.") << Qt::endl;
            return usage();
        }
        if (!number(ctx, parser, x, 0, 99, &request.x) || !number(ctx, parser, cost, 0, 999, &request.dhCost) ||
            !number(ctx, parser, anxiety, 0, 999, &request.anxietyPart))
            return usage();
        for (const QString &l : parser.value(levels).split(u',', Qt::SkipEmptyParts))
            request.levels << l.toInt();
        request.fromInitial = parser.isSet(initial);
        ctx.out << SoulCli::tr("Cost: %1 (%2 SP, %3 anxiety)").arg(styleCost(request, rules)).arg(styleCost(request, rules) - request.anxietyPart).arg(request.anxietyPart)
                << Qt::endl;
        return useStyle(held.character, request, rules);
    }, u"soulhunter.style"_s, SoulCli::tr("Style action"));
}

int relieveCommand(cli::Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption sp(u"sp"_s, SoulCli::tr("SP spent to remove as much anxiety."), SoulCli::tr("N"));
    const QCommandLineOption initial(u"initial"_s, SoulCli::tr("Spend initial SP first (else extra SP first)."));
    parser.addOption(sp);
    parser.addOption(initial);
    return onSheet(context, command, rest, parser, [&](cli::Context &ctx, SheetInCampaign &held, const Rules &) {
        int n = 0;
        if (!parser.isSet(sp) || !number(ctx, parser, sp, 1, 999, &n)) {
            ctx.err << SoulCli::tr("--sp is required.") << Qt::endl;
            return usage();
        }
        return relieveAnxiety(held.character, n, parser.isSet(initial));
    }, u"soulhunter.relieve"_s, SoulCli::tr("Anxiety relieved"));
}

int sceneCommand(cli::Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    return onSheet(context, command, rest, parser, [](cli::Context &, SheetInCampaign &held, const Rules &rules) {
        return changeScene(held.character, rules);
    }, u"soulhunter.scene"_s, SoulCli::tr("Next scene"));
}

int interludeCommand(cli::Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption start(u"start"_s, SoulCli::tr("Enter an interlude."));
    const QCommandLineOption end(u"end"_s, SoulCli::tr("End the interlude."));
    parser.addOption(start);
    parser.addOption(end);
    return onSheet(context, command, rest, parser, [&](cli::Context &ctx, SheetInCampaign &held, const Rules &rules) {
        if (parser.isSet(start) == parser.isSet(end)) {
            ctx.err << SoulCli::tr("Give --start or --end.") << Qt::endl;
            return usage();
        }
        return parser.isSet(start) ? enterInterlude(held.character, rules) : endInterlude(held.character, rules);
    }, u"soulhunter.interlude"_s, SoulCli::tr("Interlude"));
}

int xpCommand(cli::Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption award(u"award"_s, SoulCli::tr("XP awarded."), SoulCli::tr("N"));
    const QCommandLineOption spend(u"spend"_s, SoulCli::tr("growth_kp, growth_sp, growth_fortune, remove_jieti or remove_shige."), SoulCli::tr("KIND"));
    parser.addOption(award);
    parser.addOption(spend);
    return onSheet(context, command, rest, parser, [&](cli::Context &ctx, SheetInCampaign &held, const Rules &rules) {
        if (parser.isSet(award)) {
            int n = 0;
            if (!number(ctx, parser, award, 1, 999, &n))
                return usage();
            awardXp(held.character, n, {});
            return PlayResult{};
        }
        static const QList<std::pair<QString, LedgerEntry::Kind>> kinds{
            {u"growth_kp"_s, LedgerEntry::Kind::GrowthKp}, {u"growth_sp"_s, LedgerEntry::Kind::GrowthSp},
            {u"growth_fortune"_s, LedgerEntry::Kind::GrowthFortune}, {u"remove_jieti"_s, LedgerEntry::Kind::RemoveJieti},
            {u"remove_shige"_s, LedgerEntry::Kind::RemoveShige}};
        for (const auto &[id, kind] : kinds) {
            if (parser.value(spend) == id)
                return spendXp(held.character, kind, rules);
        }
        ctx.err << SoulCli::tr("Give --award N or --spend KIND.") << Qt::endl;
        return usage();
    }, u"soulhunter.xp"_s, SoulCli::tr("XP"));
}

} // namespace sw::soulhunter
