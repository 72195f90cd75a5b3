#include "systems/fate/cli/fatecommands.h"

#include "cli/opencampaign.h"
#include "common/undolabel.h"
#include "systems/fate/actions.h"
#include "systems/fate/cli/campaigncommands.h"
#include "systems/fate/cli/conflictcommands.h"
#include "systems/fate/cli/fateexchange.h"
#include "systems/fate/odds.h"
#include "systems/fate/pack.h"
#include "systems/fate/roll.h"
#include "systems/fate/sheetrules.h"
#include "systems/fate/store/campaignpack.h"
#include "systems/fate/store/fatesheets.h"

#include <QDir>
#include <QRandomGenerator>

using namespace Qt::StringLiterals;

namespace sw::fate {
namespace {

class FateCli
{
    Q_DECLARE_TR_FUNCTIONS(sw::fate::FateCli)
};

using cli::Context;

// A whole number from an option, within [min, max]; false (with the reason said) otherwise.
bool number(Context &context, const QCommandLineParser &parser, const QCommandLineOption &option, int min, int max, int *value)
{
    bool ok = false;
    *value = parser.value(option).toInt(&ok);
    if (!ok || *value < min || *value > max) {
        context.err << FateCli::tr("--%1 takes a whole number from %2 to %3.").arg(option.names().constFirst()).arg(min).arg(max)
                    << Qt::endl;
        return false;
    }
    return true;
}

QCommandLineOption packOption()
{
    return {u"pack"_s, FateCli::tr("The Fate pack or profile whose words to use (see fate pack; default: the campaign's, else the built-in one)."),
            FateCli::tr("ID")};
}

// The pack a command without a sheet speaks with (rule 30's ladder, the outcome and action
// names), chosen as the other Fate commands choose it: the one --pack names (the built-in pack or
// a pack or profile of the user's Fate pack folder, as `fate pack` lists them), else the
// campaign's when the command has one, else the built-in one. Null, with the reason said, when
// the id is not found or is not the campaign's.
std::shared_ptr<const FatePack> choosePack(Context &context, const QCommandLineParser &parser, const QCommandLineOption &option,
                                           const store::CampaignStore *campaign)
{
    const std::shared_ptr<const FatePack> played = campaign ? campaignFatePack(*campaign) : nullptr;
    if (campaign && !cli::readOk(context, *campaign))
        return nullptr;
    if (!parser.isSet(option))
        return played ? played : builtInFatePack();
    const auto named = fatePackById(parser.value(option));
    if (!named) {
        context.err << FateCli::tr("No Fate pack \"%1\" in %2 loads.").arg(parser.value(option), QDir::toNativeSeparators(userFatePackFolder()))
                    << Qt::endl;
        return nullptr;
    }
    if (played && played->id != named->id) {
        context.err << FateCli::tr("The campaign plays with the Fate pack %1 (%2); leave out --pack or name that one.")
                           .arg(played->name.in(context.language), played->id)
                    << Qt::endl;
        return nullptr;
    }
    return named;
}

QString cell(const rules::Fraction &f)
{
    return QString::fromStdString(f.toString()) + u" ("_s + QString::number(f.toDouble() * 100.0, 'f', 1) + u"%)"_s;
}

QString oddsRow(const FateOdds &o)
{
    return cell(o.fail) + u'\t' + cell(o.tie) + u'\t' + cell(o.success) + u'\t' + cell(o.style);
}

int odds(Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption skill(u"skill"_s, FateCli::tr("The skill's rating (default 0)."), FateCli::tr("N"));
    const QCommandLineOption bonus(u"bonus"_s, FateCli::tr("Fixed bonuses: stunts and +2 invokes (default 0)."), FateCli::tr("N"));
    const QCommandLineOption difficulty(u"difficulty"_s, FateCli::tr("Against this difficulty only."), FateCli::tr("N"));
    const QCommandLineOption opposed(u"opposed"_s, FateCli::tr("Against an opposed roll with this rating and bonuses."), FateCli::tr("N"));
    const QCommandLineOption pick = packOption();
    const QCommandLineOption campaign(u"campaign"_s, FateCli::tr("Use the words of the Fate pack this campaign plays with."), FateCli::tr("CAMPAIGN"));
    for (const QCommandLineOption *o : {&skill, &bonus, &difficulty, &opposed, &pick, &campaign})
        parser.addOption(*o);
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 0, 0); stop >= 0)
        return stop;
    int rating = 0, extra = 0, target = 0;
    if ((parser.isSet(skill) && !number(context, parser, skill, 0, 12, &rating)) ||
        (parser.isSet(bonus) && !number(context, parser, bonus, -20, 20, &extra)))
        return cli::UsageError;
    cli::OpenCampaign open;
    if (parser.isSet(campaign)) {
        open = cli::openCampaign(context, parser.value(campaign), store::CampaignFile::Access::ReadOnly);
        if (!open.store)
            return cli::Failure;
    }
    const auto chosen = choosePack(context, parser, pick, open.store.get());
    if (!chosen)
        return cli::Failure;
    const FatePack &pack = *chosen;
    const int modifier = rating + extra;
    const QStringList header{FateCli::tr("against"), pack.outcomeNames[0].in(context.language), pack.outcomeNames[1].in(context.language),
                             pack.outcomeNames[2].in(context.language), pack.outcomeNames[3].in(context.language)};
    context.out << header.join(u'\t') << Qt::endl;
    if (parser.isSet(opposed)) {
        if (!number(context, parser, opposed, -20, 20, &target))
            return cli::UsageError;
        context.out << FateCli::tr("opposed %1").arg(ladderLabel(pack, target, context.language)) << u'\t'
                    << oddsRow(oddsOpposed(modifier, target)) << Qt::endl;
        context.out << FateCli::tr("Cases: %1").arg(6561) << Qt::endl;
        return cli::Ok;
    }
    int from = -4, to = 8;
    if (parser.isSet(difficulty)) {
        if (!number(context, parser, difficulty, -20, 20, &target))
            return cli::UsageError;
        from = to = target;
    }
    for (int d = from; d <= to; ++d)
        context.out << ladderLabel(pack, d, context.language) << u'\t' << oddsRow(oddsAgainstDifficulty(modifier, d)) << Qt::endl;
    context.out << FateCli::tr("Cases: %1").arg(81) << Qt::endl;
    return cli::Ok;
}

QString effectText(const Effect &e)
{
    if (e.kind == u"hit"_s)
        return FateCli::tr("Hit: %1").arg(e.count);
    if (e.kind == u"take_hit"_s && e.count > 0)
        return FateCli::tr("Hit taken: %1").arg(e.count);
    return {};
}

// The roll in the campaign's roll log (as the dice dock's): one record, no sheet changed.
int logRoll(Context &context, const cli::OpenCampaign &open, const QString &path, const QString &whoText, Action action,
            const QString &actionName, const RollResolution &r)
{
    qint64 id = 0;
    QString name = FateCli::tr("GM");
    if (!whoText.isEmpty()) {
        bool numeric = false;
        id = QString(whoText).remove(QString(kCharacterKind) + u':').toLongLong(&numeric);
        const std::optional<Character> c = numeric ? character(*open.store, id) : std::nullopt;
        if (!cli::readOk(context, *open.store))
            return cli::Failure;
        if (!c) {
            context.err << FateCli::tr("The campaign has no Fate character %1.").arg(whoText) << Qt::endl;
            return cli::Failure;
        }
        name = c->name;
    }
    const QString label = sw::trLabel("sw::fate::FateCli", "%1: %2").arg(name, actionName);
    const store::Receipt receipt = open.store->apply({}, u"fate.roll"_s, label, {}, {rollRecord(u"fate."_s + actionId(action), label, r, id)});
    if (!receipt.ok) {
        context.err << receipt.error << Qt::endl;
        return cli::Failure;
    }
    context.out << FateCli::tr("Logged in %1.").arg(path) << Qt::endl;
    return cli::Ok;
}

int roll(Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption skill(u"skill"_s, FateCli::tr("The skill's rating (default 0)."), FateCli::tr("N"));
    const QCommandLineOption bonus(u"bonus"_s, FateCli::tr("Fixed bonuses: stunts and +2 invokes (default 0)."), FateCli::tr("N"));
    const QCommandLineOption difficulty(u"difficulty"_s, FateCli::tr("The difficulty (default 0)."), FateCli::tr("N"));
    const QCommandLineOption opposed(u"opposed"_s, FateCli::tr("The opposing roll's effort, instead of a difficulty."), FateCli::tr("N"));
    const QCommandLineOption action(u"action"_s, FateCli::tr("overcome (default), create_advantage, attack or defend."), FateCli::tr("A"));
    const QCommandLineOption faces(u"faces"_s, FateCli::tr("The dice as rolled at the table, e.g. 0+-+."), FateCli::tr("F"));
    const QCommandLineOption seed(u"seed"_s, FateCli::tr("Seed for a roll that can be repeated."), FateCli::tr("S"));
    const QCommandLineOption log(u"log"_s, FateCli::tr("Write the roll to this campaign's roll log."), FateCli::tr("CAMPAIGN"));
    const QCommandLineOption who(u"for"_s, FateCli::tr("With --log: the Fate character who rolls (default: the GM)."), FateCli::tr("ID"));
    const QCommandLineOption pick = packOption();
    for (const QCommandLineOption *o : {&skill, &bonus, &difficulty, &opposed, &action, &faces, &seed, &log, &who, &pick})
        parser.addOption(*o);
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 0, 0); stop >= 0)
        return stop;
    RollRequest request;
    int extra = 0;
    if ((parser.isSet(skill) && !number(context, parser, skill, 0, 12, &request.skillRating)) ||
        (parser.isSet(bonus) && !number(context, parser, bonus, -20, 20, &extra)) ||
        (parser.isSet(difficulty) && !number(context, parser, difficulty, -20, 20, &request.target)) ||
        (parser.isSet(opposed) && !number(context, parser, opposed, -20, 30, &request.target)))
        return cli::UsageError;
    if (parser.isSet(difficulty) && parser.isSet(opposed)) {
        context.err << FateCli::tr("Give a difficulty or an opposed effort, not both.") << Qt::endl;
        return cli::UsageError;
    }
    request.targetKind = parser.isSet(opposed) ? TargetKind::Opposition : TargetKind::Difficulty;
    const auto chosen = actionFromId(parser.isSet(action) ? parser.value(action) : u"overcome"_s);
    if (!chosen) {
        context.err << FateCli::tr("Unknown action \"%1\"; use overcome, create_advantage, attack or defend.").arg(parser.value(action))
                    << Qt::endl;
        return cli::UsageError;
    }
    request.action = *chosen;
    quint64 seedValue = QRandomGenerator::system()->generate64();
    if (parser.isSet(seed)) {
        bool ok = false;
        seedValue = parser.value(seed).toULongLong(&ok);
        if (!ok) {
            context.err << FateCli::tr("The seed must be a whole number from 0 up.") << Qt::endl;
            return cli::UsageError;
        }
    }
    if (parser.isSet(faces)) {
        const auto given = parseFaces(parser.value(faces));
        if (!given) {
            context.err << FateCli::tr("--faces takes four dice written with +, - and 0, e.g. 0+-+.") << Qt::endl;
            return cli::UsageError;
        }
        request.faces = *given;
    } else {
        rules::SeededRandom random(seedValue);
        request.faces = rollFaces(random);
    }
    cli::OpenCampaign open;
    if (parser.isSet(log)) {
        open = cli::openCampaign(context, parser.value(log), store::CampaignFile::Access::Edit);
        if (!open.store)
            return cli::Failure;
    }
    const auto wordsFrom = choosePack(context, parser, pick, open.store.get());
    if (!wordsFrom)
        return cli::Failure;
    const FatePack &pack = *wordsFrom;
    request.skillRating += extra; // fixed bonuses count as the roll's rating (rule 2)
    const RollResolution r = resolveRoll(request, pack);
    if (sw::rules::hasCode(r.violations, u"fate.roll.defence_required"_s)) {
        context.err << FateCli::tr("An attack is rolled against the defender's effort: give --opposed.") << Qt::endl;
        return cli::UsageError;
    }
    const Language lang = context.language;
    context.out << FateCli::tr("Dice: %1 (%2)").arg(facesText(r.faces), signedNumber(r.diceSum)) << Qt::endl;
    context.out << FateCli::tr("Effort: %1").arg(ladderLabel(pack, r.effort, lang)) << Qt::endl;
    context.out << (request.targetKind == TargetKind::Opposition ? FateCli::tr("Opposition: %1") : FateCli::tr("Difficulty: %1"))
                       .arg(ladderLabel(pack, r.target, lang)) << Qt::endl;
    context.out << FateCli::tr("Shifts: %1").arg(signedNumber(r.shifts)) << Qt::endl;
    context.out << FateCli::tr("Outcome: %1").arg(pack.outcomeNames[std::size_t(r.outcome)].in(lang)) << Qt::endl;
    const ActionInfo &info = pack.action(request.action);
    const ActionTable *table = info.table(request.action == Action::CreateAdvantage ? u"new"_s : u"default"_s);
    context.out << FateCli::tr("%1: %2").arg(info.name.in(lang), table->rows[std::size_t(r.outcome)].text.in(lang)) << Qt::endl;
    for (const QList<Effect> &option : outcomeOptions(pack, request.action, r.shifts, table->id)) {
        for (const Effect &e : option) {
            const QString text = effectText(e);
            if (!text.isEmpty())
                context.out << u"  "_s << text << Qt::endl;
        }
    }
    if (!parser.isSet(faces))
        context.out << FateCli::tr("Seed: %1").arg(seedValue) << Qt::endl;
    return parser.isSet(log) ? logRoll(context, open, parser.value(log), parser.value(who), request.action, info.name.in(lang), r) : cli::Ok;
}

int fate(Context &context, const cli::Command &command, const QStringList &rest)
{
    static const std::vector<cli::Command> subcommands{
        {u"fate odds"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "[--skill N] [--bonus N] [--difficulty N | --opposed N] [--pack ID | --campaign CAMPAIGN]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Fate: exact odds of fail, tie, success and style (every difficulty -4 to +8 without one)."),
         odds},
        {u"fate roll"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "[--skill N] [--bonus N] [--difficulty N | --opposed N] [--action A] [--faces F | --seed S] [--log CAMPAIGN [--for ID]] [--pack ID]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Fate: roll 4dF with a skill; the same seed gives the same dice."),
         roll},
        {u"fate import"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN FILE.fari.json [--allow-violations]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Fate: import a character exported from Fari (the campaign is made if missing)."),
         importFariCommand},
        {u"fate export"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN ID OUT.fari.json"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Fate: export a character as Fari's character JSON."), exportFariCommand},
        {u"fate hit"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN ID --shifts N [--track T] [--boxes 1,2] [--consequence SLOT=TEXT] [--by NAME] [--replaces N]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Fate: absorb a hit with stress boxes and consequences (one undo step)."), hitCommand},
        {u"fate invoke"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN ID --aspect TEXT [--owner ID] [--free [--holder NAME]]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Fate: pay for an invoke: a fate point (owed to the owner when hostile) or a free invoke."),
         invokeCommand},
        {u"fate concede"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN ID [--consequences N] [--opponent-rolled]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Fate: concede before the opponent rolls; the fate points are owed until the end."),
         concedeCommand},
        {u"fate payout"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN ID"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Fate: pay out the fate points owed after the scene."), payoutCommand},
        {u"fate pack"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN [PACK_ID]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Fate: list the Fate packs and profiles; with an id, the campaign plays with that one (one undo step)."),
         packCommand},
        {u"fate session-start"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Fate: start of session, every character's fate points rise to their refresh (one undo step)."),
         sessionStartCommand},
        {u"fate end-scene"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Fate: end of scene, stress and boosts clear, owed fate points are paid (one undo step)."),
         endSceneCommand},
    };
    return cli::runSubcommand(context, command, rest, subcommands);
}

} // namespace

void addFateCommands(std::vector<cli::Command> &commands)
{
    commands.push_back({u"fate"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "odds|roll|import|export|hit|invoke|concede|payout|pack|session-start|end-scene [OPTIONS]"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "Fate Condensed: exact odds, 4dF rolls, Fari import and export (see fate --help)."), fate});
}

} // namespace sw::fate
