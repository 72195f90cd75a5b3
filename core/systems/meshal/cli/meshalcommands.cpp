#include "systems/meshal/cli/meshalcommands.h"

#include "common/undolabel.h"
#include "systems/meshal/characterjson.h"
#include "cli/opencampaign.h"
#include "problemtext.h"
#include "systems/meshal/actions.h"
#include "systems/meshal/l10n/meshalviolationtext.h"
#include "systems/meshal/sheetrules.h"
#include "systems/meshal/cli/cliutil.h"
#include "systems/meshal/dice.h"
#include "systems/meshal/meshalsystem.h"
#include "systems/meshal/odds.h"
#include "systems/meshal/pack.h"
#include "systems/meshal/store/meshalsheets.h"

#include <QFile>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace sw::meshal {

namespace clitool {

bool number(cli::Context &context, const QCommandLineParser &parser, const QCommandLineOption &option, int min, int max, int *value)
{
    if (!parser.isSet(option))
        return true;
    bool ok = false;
    *value = parser.value(option).toInt(&ok);
    if (!ok || *value < min || *value > max) {
        context.err << MeshalCli::tr("--%1 takes a whole number from %2 to %3.").arg(option.names().constFirst()).arg(min).arg(max)
                    << Qt::endl;
        return false;
    }
    return true;
}

QString chance(const rules::Fraction &f)
{
    return QString::fromStdString(f.toString()) + u" ("_s + QString::number(f.toDouble() * 100.0, 'f', 1) + u"%)"_s;
}

std::optional<std::vector<int>> parseFaces(const QString &text)
{
    static const QRegularExpression separators(u"[,\\s]+"_s);
    std::vector<int> faces;
    for (const QString &part : text.split(separators, Qt::SkipEmptyParts)) {
        bool ok = false;
        const int face = part.toInt(&ok);
        if (!ok || face < 1 || face > 6)
            return std::nullopt;
        faces.push_back(face);
    }
    if (faces.empty())
        return std::nullopt;
    return faces;
}

QString facesText(const std::vector<int> &faces)
{
    QStringList parts;
    for (int f : faces)
        parts << QString::number(f);
    return parts.join(u' ');
}

bool seed(cli::Context &context, const QCommandLineParser &parser, const QCommandLineOption &option, quint64 *value)
{
    *value = QRandomGenerator::system()->generate64();
    if (!parser.isSet(option))
        return true;
    bool ok = false;
    *value = parser.value(option).toULongLong(&ok);
    if (!ok)
        context.err << MeshalCli::tr("The seed must be a whole number from 0 up.") << Qt::endl;
    return ok;
}

DiceOptions::DiceOptions()
    : might(u"might"_s, MeshalCli::tr("The roller's current Might dice (default 0)."), MeshalCli::tr("N")),
      energy(u"energy"_s, MeshalCli::tr("The roller's current Energy dice (default 0)."), MeshalCli::tr("N")),
      spirit(u"spirit"_s, MeshalCli::tr("The roller's current Spirit dice (default 0)."), MeshalCli::tr("N"))
{
}

void DiceOptions::addTo(QCommandLineParser &parser) const
{
    for (const QCommandLineOption *o : {&might, &energy, &spirit})
        parser.addOption(*o);
}

bool DiceOptions::read(cli::Context &context, const QCommandLineParser &parser, std::array<int, 3> *dice) const
{
    *dice = {0, 0, 0};
    return number(context, parser, might, 0, 99, &(*dice)[0]) && number(context, parser, energy, 0, 99, &(*dice)[1]) &&
           number(context, parser, spirit, 0, 99, &(*dice)[2]);
}

std::optional<Character> readSheet(cli::Context &context, const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        context.err << MeshalCli::tr("Cannot read %1: %2").arg(path, file.errorString()) << Qt::endl;
        return std::nullopt;
    }
    const QJsonObject document = QJsonDocument::fromJson(file.readAll()).object();
    // Why not, in the reader's language: the schema's place and reason, the pack, the rules broken.
    if (const QList<rules::SchemaError> schema = characterSchemaErrors(document); !schema.isEmpty()) {
        context.err << MeshalCli::tr("%1 is not a Meshal sheet: %2")
                           .arg(path, schema.first().pointer + u": "_s + l10n::ProblemText::schemaError(schema.first()))
                    << Qt::endl;
        return std::nullopt;
    }
    const MeshalPack &pack = *builtInMeshalPack();
    const Character character = characterFromJson(document);
    if (character.packId != pack.id) {
        context.err << MeshalCli::tr("%1 is made for the pack \"%2\", which is not Meshal Lite's.").arg(path, character.packId) << Qt::endl;
        return std::nullopt;
    }
    if (const QList<rules::Violation> broken = blockingViolations(character, pack); !broken.isEmpty()) {
        context.err << MeshalCli::tr("%1 breaks the rules: %2").arg(path, l10n::MeshalViolationText::explain(broken, pack, context.language))
                    << Qt::endl;
        return std::nullopt;
    }
    return character;
}

bool writeSheet(cli::Context &context, const QString &path, const Character &character)
{
    const QJsonObject document = toJson(character);
    const QString why = checkCharacterDocument(document);
    QFile file(path);
    if (!why.isEmpty() || !file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        context.err << MeshalCli::tr("Cannot write %1: %2").arg(path, why.isEmpty() ? file.errorString() : why) << Qt::endl;
        return false;
    }
    file.write(QJsonDocument(document).toJson());
    return true;
}

QString attributeName(Attribute a, Language language)
{
    return builtInMeshalPack()->label(u"attribute."_s + attributeId(a), language);
}

} // namespace clitool

namespace {

using cli::Context;
using namespace clitool;

QString modeName(RollMode mode, Language language)
{
    return builtInMeshalPack()->label(mode == RollMode::Point ? u"roll.point"_s : u"roll.face"_s, language);
}

// The pool an option gives: --dice N (with --face for a face-total roll), or --pool in the notation.
bool poolFrom(Context &context, const QCommandLineParser &parser, const QCommandLineOption &diceOption,
              const QCommandLineOption &poolOption, const QCommandLineOption &faceOption, const DiceOptions &attributes,
              int *dice, RollMode *mode)
{
    *mode = parser.isSet(faceOption) ? RollMode::Face : RollMode::Point;
    if (parser.isSet(poolOption)) {
        QString why;
        const auto pool = parsePool(parser.value(poolOption), &why);
        std::array<int, 3> current{};
        if (!pool) {
            context.err << MeshalCli::tr("Cannot read the roll \"%1\": %2").arg(parser.value(poolOption), why) << Qt::endl;
            return false;
        }
        if (!attributes.read(context, parser, &current))
            return false;
        *dice = poolDice(*pool, current);
        *mode = pool->mode;
        return true;
    }
    *dice = 1;
    return number(context, parser, diceOption, 1, kMaxOddsDice, dice);
}

int odds(Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption diceOption(u"dice"_s, MeshalCli::tr("How many dice (1 to 20)."), MeshalCli::tr("N"));
    const QCommandLineOption poolOption(u"pool"_s, MeshalCli::tr("The roll in the rulebook's notation, e.g. 强壮+3🎲."), MeshalCli::tr("ROLL"));
    const QCommandLineOption face(u"face"_s, MeshalCli::tr("A face-total roll (🎲+) instead of points."));
    const QCommandLineOption advantage(u"advantage"_s, MeshalCli::tr("Advantages: one more die each."), MeshalCli::tr("N"));
    const QCommandLineOption disadvantage(u"disadvantage"_s, MeshalCli::tr("Disadvantages: one die fewer each (at least one die is rolled)."), MeshalCli::tr("N"));
    const QCommandLineOption difficulty(u"difficulty"_s, MeshalCli::tr("Against this difficulty only."), MeshalCli::tr("N"));
    const QCommandLineOption bearing(u"bearing"_s, MeshalCli::tr("The roller bears a creature or is borne: 3 disadvantages (rule 62)."));
    const DiceOptions attributes;
    for (const QCommandLineOption *o : {&diceOption, &poolOption, &face, &advantage, &disadvantage, &difficulty, &bearing})
        parser.addOption(*o);
    attributes.addTo(parser);
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 0, 0); stop >= 0)
        return stop;
    int base = 0, adv = 0, dis = 0, target = 0;
    RollMode mode = RollMode::Point;
    if (!poolFrom(context, parser, diceOption, poolOption, face, attributes, &base, &mode) ||
        !number(context, parser, advantage, 0, 20, &adv) || !number(context, parser, disadvantage, 0, 20, &dis) ||
        !number(context, parser, difficulty, 0, 120, &target))
        return cli::UsageError;
    // Rule 62 (L775): bearing, or being borne, is 3 disadvantages on every roll.
    const int dice = diceToRoll(base, adv, dis + (parser.isSet(bearing) ? kBearingDisadvantages : 0));
    if (dice > kMaxOddsDice) {
        context.err << MeshalCli::tr("Odds are counted for at most %1 dice.").arg(kMaxOddsDice) << Qt::endl;
        return cli::UsageError;
    }
    context.out << MeshalCli::tr("Dice: %1 (%2)").arg(dice).arg(modeName(mode, context.language)) << Qt::endl;
    context.out << MeshalCli::tr("Mean: %1").arg(QString::fromStdString(meanResult(dice, mode).toString())) << Qt::endl;
    context.out << MeshalCli::tr("Above") << u'\t' << MeshalCli::tr("Chance") << Qt::endl;
    const int low = mode == RollMode::Point ? 0 : dice - 1;
    const int high = mode == RollMode::Point ? 2 * dice - 1 : 6 * dice - 1;
    const int from = parser.isSet(difficulty) ? target : low;
    const int to = parser.isSet(difficulty) ? target : high;
    const std::vector<rules::Fraction> table = chanceTable(dice, from, to, mode);
    for (int d = from; d <= to; ++d)
        context.out << d << u'\t' << chance(table[std::size_t(d - from)]) << Qt::endl;
    context.out << MeshalCli::tr("Cases: %1").arg(outcomes(dice)) << Qt::endl;
    return cli::Ok;
}

// The roll in the campaign's roll log (kind meshal.point or meshal.face), secret if asked.
int logRoll(Context &context, const QString &path, bool secret, const QString &poolText, const Roll &r, std::optional<int> difficulty)
{
    const cli::OpenCampaign open = cli::openCampaign(context, path, store::CampaignFile::Access::Edit);
    if (!open.store)
        return cli::Failure;
    store::RollRecord rec;
    rec.kind = r.mode == RollMode::Point ? u"meshal.point"_s : u"meshal.face"_s;
    rec.label = difficulty ? sw::trLabel("sw::meshal::MeshalCli", "%1 against %2").arg(poolText).arg(*difficulty) : poolText;
    rec.pool = int(r.faces.size());
    for (int f : r.faces)
        rec.dice.append(f);
    rec.result = QString::number(r.result);
    if (difficulty)
        rec.result += u' ' + (succeeds(r.result, *difficulty) ? MeshalCli::tr("success") : MeshalCli::tr("failure"));
    if (secret)
        markSecret(rec);
    const store::Receipt receipt = open.store->apply({}, u"meshal.roll"_s, rec.label, {}, {rec});
    if (!receipt.ok) {
        context.err << MeshalCli::tr("Not saved: %1").arg(receipt.error) << Qt::endl;
        return cli::Failure;
    }
    context.out << (secret ? MeshalCli::tr("Kept in the roll log, secret: only the host sees it.") : MeshalCli::tr("Kept in the roll log."))
                << Qt::endl;
    return cli::Ok;
}

int roll(Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption advantage(u"advantage"_s, MeshalCli::tr("Advantages: one more die each."), MeshalCli::tr("N"));
    const QCommandLineOption disadvantage(u"disadvantage"_s, MeshalCli::tr("Disadvantages: one die fewer each (at least one die is rolled)."), MeshalCli::tr("N"));
    const QCommandLineOption hold(u"hold"_s, MeshalCli::tr("Hold back: roll at most this many dice (at least one)."), MeshalCli::tr("N"));
    const QCommandLineOption difficulty(u"difficulty"_s, MeshalCli::tr("Succeed only above this difficulty."), MeshalCli::tr("N"));
    const QCommandLineOption faces(u"faces"_s, MeshalCli::tr("The dice as rolled at the table, e.g. 3,1,2,6."), MeshalCli::tr("F"));
    const QCommandLineOption seedOption(u"seed"_s, MeshalCli::tr("Seed for a roll that can be repeated."), MeshalCli::tr("S"));
    const QCommandLineOption campaign(u"campaign"_s, MeshalCli::tr("Keep the roll in this campaign's roll log."), MeshalCli::tr("FILE"));
    const QCommandLineOption secret(u"secret"_s, MeshalCli::tr("A secret roll: on a shared campaign only the host sees it (needs --campaign)."));
    const QCommandLineOption bearing(u"bearing"_s, MeshalCli::tr("The roller bears a creature or is borne: 3 disadvantages (rule 62)."));
    const DiceOptions attributes;
    for (const QCommandLineOption *o : {&advantage, &disadvantage, &hold, &difficulty, &faces, &seedOption, &campaign, &secret, &bearing})
        parser.addOption(*o);
    attributes.addTo(parser);
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 1, 1); stop >= 0)
        return stop;
    if (parser.isSet(secret) && !parser.isSet(campaign)) {
        context.err << MeshalCli::tr("--secret keeps the roll in a campaign's log: give --campaign.") << Qt::endl;
        return cli::UsageError;
    }
    QString why;
    const auto pool = parsePool(parser.positionalArguments().constFirst(), &why);
    if (!pool) {
        context.err << MeshalCli::tr("Cannot read the roll \"%1\": %2").arg(parser.positionalArguments().constFirst(), why) << Qt::endl;
        return cli::UsageError;
    }
    std::array<int, 3> current{};
    int adv = 0, dis = 0, holdTo = 0, target = 0;
    quint64 seedValue = 0;
    if (!attributes.read(context, parser, &current) || !number(context, parser, advantage, 0, 20, &adv) ||
        !number(context, parser, disadvantage, 0, 20, &dis) || !number(context, parser, hold, 1, 99, &holdTo) ||
        !number(context, parser, difficulty, 0, 600, &target) || !seed(context, parser, seedOption, &seedValue))
        return cli::UsageError;
    const int dice = diceToRoll(poolDice(*pool, current), adv, dis + (parser.isSet(bearing) ? kBearingDisadvantages : 0), holdTo);
    Roll r;
    if (parser.isSet(faces)) {
        const auto given = parseFaces(parser.value(faces));
        if (!given || int(given->size()) != dice) {
            context.err << MeshalCli::tr("--faces takes %1 dice from 1 to 6, e.g. 3,1,2,6.").arg(dice) << Qt::endl;
            return cli::UsageError;
        }
        r = {*given, pool->mode, rollResult(*given, pool->mode)};
    } else {
        rules::SeededRandom random(seedValue);
        r = rollDice(dice, pool->mode, random);
    }
    context.out << MeshalCli::tr("Dice rolled: %1").arg(dice) << Qt::endl;
    context.out << MeshalCli::tr("Faces: %1").arg(facesText(r.faces)) << Qt::endl;
    context.out << MeshalCli::tr("Result: %1 (%2)").arg(r.result).arg(modeName(r.mode, context.language)) << Qt::endl;
    if (parser.isSet(difficulty))
        context.out << (succeeds(r.result, target) ? MeshalCli::tr("Difficulty %1: success") : MeshalCli::tr("Difficulty %1: failure")).arg(target)
                    << Qt::endl;
    if (!parser.isSet(faces))
        context.out << MeshalCli::tr("Seed: %1").arg(seedValue) << Qt::endl;
    if (parser.isSet(campaign))
        return logRoll(context, parser.value(campaign), parser.isSet(secret), parser.positionalArguments().constFirst(), r,
                       parser.isSet(difficulty) ? std::optional<int>(target) : std::nullopt);
    return cli::Ok;
}

int meshal(Context &context, const cli::Command &command, const QStringList &rest)
{
    static const std::vector<cli::Command> subcommands{
        {u"meshal odds"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "--dice N | --pool ROLL [--might N] [--energy N] [--spirit N] [--face] [--advantage N] [--disadvantage N] [--bearing] [--difficulty N]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Meshal: the exact chance of beating each difficulty."), odds},
        {u"meshal roll"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "ROLL [--might N] [--energy N] [--spirit N] [--advantage N] [--disadvantage N] [--bearing] [--hold N] [--difficulty N] [--faces F | --seed S] [--campaign FILE [--secret]]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Meshal: roll in the rulebook's notation (强壮+3🎲, 6🎲+); the same seed gives the same dice."), roll},
        {u"meshal damage"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "ATTACK | --attacker FILE --weapon KEY [--attack N]; (--roll N | --faces F | --seed S) [--sheet FILE [--split A=N,…] | --physical N --erosion N --occult N --immune T,…] [--defence D --defence-points N]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Meshal: an attack in the rulebook's notation against protections; with --sheet its dice are removed."), damageCommand},
        {u"meshal rest"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "FILE (--hours N [--seed S] | --points A=N,… | --full)"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Meshal: rest a sheet: each hour rolls the damaged attributes' dice, up to the totals."), restCommand},
        {u"meshal new"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "FILE --name NAME [--species ID]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Meshal: write a new sheet (3/3/3, 36 Talent) to FILE, a species from the example content."), newCommand},
        {u"meshal contest"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "FIRST SECOND [--faces-first F --faces-second F | --seed S] [--progressive N [--max-rounds N]]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Meshal: a contest of two rolls (4🎲 against 3🎲+): the exact odds of each side and of a tie, then the roll."), contestCommand},
        {u"meshal bear"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "BEARER CREATURE [--already N]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Meshal: may one sheet's creature bear another's (one at a time, no larger, rule 62); its halved speeds."), bearCommand},
        {u"meshal content"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN [--export OUT.json]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Meshal: list the campaign's own species, features, abilities and items, or write them as a pack (import one with import)."), contentCommand},
    };
    return cli::runSubcommand(context, command, rest, subcommands);
}

} // namespace

void addMeshalCommands(std::vector<cli::Command> &commands)
{
    commands.push_back({u"meshal"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "odds|roll|contest|damage|rest|new|bear|content [OPTIONS]"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "Meshal Lite: exact odds, d6 rolls, damage and rest (see meshal --help)."), meshal});
}

} // namespace sw::meshal
