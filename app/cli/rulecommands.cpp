#include "cli/rulecommands.h"

#include "blades/charactervalidator.h"
#include "blades/rulepackloader.h"
#include "io/sheetjson.h"
#include "rules/dice.h"
#include "rules/odds.h"
#include "rules/random.h"
#include "violationtext.h"

#include <QFile>
#include <QRandomGenerator>

using namespace Qt::StringLiterals;

namespace sw::cli {
namespace {

QString resultName(rules::RollResult result)
{
    switch (result) {
    case rules::RollResult::Critical:
        return Cli::tr("critical");
    case rules::RollResult::Success:
        return Cli::tr("full success");
    case rules::RollResult::Partial:
        return Cli::tr("partial success");
    case rules::RollResult::Bad:
        break;
    }
    return Cli::tr("bad outcome");
}

std::shared_ptr<const blades::RulePack> findPack(const QString &id)
{
    for (const blades::PackLoad &load : blades::discoverRulePacks()) {
        if (load.pack && load.pack->id == id)
            return load.pack;
    }
    return nullptr;
}

int validate(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    if (const int stop = parseCommandLine(context, parser, command, rest, 1, 1); stop >= 0)
        return stop;
    const QString path = parser.positionalArguments().first();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        context.err << Cli::tr("%1: cannot be read: %2").arg(path, file.errorString()) << Qt::endl;
        return Failure;
    }
    io::CharacterSheet sheet;
    QList<io::SheetReadError> errors;
    if (!io::readCharacterSheet(file.readAll(), &sheet, &errors)) {
        for (const io::SheetReadError &e : errors)
            context.err << path << u": "_s << (e.pointer.isEmpty() ? QString() : e.pointer + u": "_s) << e.reason << Qt::endl;
        context.err << Cli::tr("%1 is not a valid sheet file; see docs/sheet-format.md.").arg(path) << Qt::endl;
        return Failure;
    }
    const auto pack = findPack(sheet.character.rulePack);
    if (!pack) {
        context.err << Cli::tr("%1 uses the rule pack \"%2\", which is not installed.").arg(path, sheet.character.rulePack) << Qt::endl;
        return Failure;
    }
    if (!sheet.character.rulePackVersion.isEmpty() && sheet.character.rulePackVersion != pack->version) {
        context.err << Cli::tr("Note: the sheet was made with %1 %2; checking with version %3.")
                           .arg(pack->id, sheet.character.rulePackVersion, pack->version)
                    << Qt::endl;
    }
    const auto violations = blades::validateCharacter(sheet.character, *pack, blades::crewBenefits(sheet.crewUpgrades, *pack));
    int blocking = 0;
    for (const rules::Violation &v : violations) {
        const QString message = l10n::ViolationText::describe(v, *pack, context.language);
        context.out << v.code << u'\t' << v.field << u'\t' << message;
        if (v.overridden)
            context.out << u"\t"_s << Cli::tr("(accepted by a GM override)");
        else
            ++blocking;
        context.out << Qt::endl;
    }
    if (blocking == 0) {
        context.out << Cli::tr("%1: the sheet follows the rules.").arg(path) << Qt::endl;
        return Ok;
    }
    context.out << Cli::tr("%n rule(s) broken.", nullptr, blocking) << Qt::endl;
    return Failure;
}

int roll(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption dice(u"dice"_s, Cli::tr("Dice in the pool (0 or less: roll two, keep the lowest)."), Cli::tr("N"));
    const QCommandLineOption seed(u"seed"_s, Cli::tr("Seed for a roll that can be repeated."), Cli::tr("S"));
    parser.addOption(dice);
    parser.addOption(seed);
    parser.addPositionalArgument(u"kind"_s, Cli::tr("action, resistance, fortune or downtime"));
    if (const int stop = parseCommandLine(context, parser, command, rest, 1, 1); stop >= 0)
        return stop;
    const QString kind = parser.positionalArguments().first();
    const QStringList kinds{u"action"_s, u"resistance"_s, u"fortune"_s, u"downtime"_s};
    if (!kinds.contains(kind)) {
        context.err << Cli::tr("Unknown roll \"%1\"; use one of: %2.").arg(kind, kinds.join(u", "_s)) << Qt::endl;
        return UsageError;
    }
    bool ok = false;
    const int pool = parser.value(dice).toInt(&ok);
    if (!parser.isSet(dice) || !ok || pool > 30) {
        context.err << Cli::tr("Give the pool with --dice N (a whole number up to 30).") << Qt::endl;
        return UsageError;
    }
    quint64 seedValue = QRandomGenerator::system()->generate64();
    if (parser.isSet(seed)) {
        seedValue = parser.value(seed).toULongLong(&ok);
        if (!ok) {
            context.err << Cli::tr("The seed must be a whole number from 0 up.") << Qt::endl;
            return UsageError;
        }
    }
    rules::SeededRandom random(seedValue);
    const rules::DiceRoll result = rules::rollPool(pool, random);
    QStringList faces;
    for (int d : result.dice)
        faces << QString::number(d);
    context.out << Cli::tr("Dice: %1").arg(faces.join(u' ')) << Qt::endl;
    context.out << Cli::tr("Kept: %1 — %2").arg(result.kept).arg(resultName(result.result)) << Qt::endl;
    if (kind == u"resistance"_s) {
        const int stress = rules::resistanceStress(result);
        context.out << (stress < 0 ? Cli::tr("Stress: clear 1 (critical)") : Cli::tr("Stress: %1").arg(stress)) << Qt::endl;
    } else if (kind == u"downtime"_s) {
        context.out << Cli::tr("Clock ticks: %1").arg(rules::ticksFor(result.result)) << Qt::endl;
    }
    context.out << Cli::tr("Seed: %1").arg(seedValue) << Qt::endl;
    return Ok;
}

QString percent(const rules::Fraction &f)
{
    return QString::number(f.toDouble() * 100.0, 'f', 1) + u'%';
}

int odds(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    if (const int stop = parseCommandLine(context, parser, command, rest, 0, 1); stop >= 0)
        return stop;
    int from = 0;
    int to = 6;
    if (!parser.positionalArguments().isEmpty()) {
        bool ok = false;
        from = to = parser.positionalArguments().first().toInt(&ok);
        if (!ok || from < 0 || from > rules::kMaxOddsPool) {
            context.err << Cli::tr("The pool must be a whole number from 0 to %1.").arg(rules::kMaxOddsPool) << Qt::endl;
            return UsageError;
        }
    }
    const QStringList header{Cli::tr("dice"), Cli::tr("critical"), Cli::tr("6"), Cli::tr("4/5"),
                             Cli::tr("1-3"), Cli::tr("resistance stress")};
    context.out << header.join(u'\t') << Qt::endl;
    for (int pool = from; pool <= to; ++pool) {
        const auto o = rules::poolOdds(pool);
        const auto cell = [](const rules::Fraction &f) -> QString {
            return QString::fromStdString(f.toString()) + u" ("_s + percent(f) + u')';
        };
        context.out << pool << u'\t' << cell(o->critical) << u'\t' << cell(o->success) << u'\t'
                    << cell(o->partial) << u'\t' << cell(o->bad) << u'\t'
                    << QString::number(o->expectedStress.toDouble(), 'f', 2) << Qt::endl;
    }
    return Ok;
}

int packs(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    if (const int stop = parseCommandLine(context, parser, command, rest, 0, 0); stop >= 0)
        return stop;
    int broken = 0;
    for (const blades::PackLoad &load : blades::discoverRulePacks()) {
        if (load.pack) {
            const blades::RulePack &p = *load.pack;
            context.out << p.id << u'\t' << p.version << u'\t' << p.name.in(context.language) << u'\t'
                        << (p.builtIn ? Cli::tr("built in") : p.location) << Qt::endl;
            continue;
        }
        ++broken;
        context.err << Cli::tr("Not loaded:") << Qt::endl;
        for (const blades::PackError &e : load.errors)
            context.err << u"  "_s << e.toString() << Qt::endl;
    }
    context.out << Cli::tr("User packs go in %1/<id>/pack.json").arg(blades::userRulePackFolder()) << Qt::endl;
    return broken > 0 ? Failure : Ok;
}

} // namespace

void addRuleCommands(std::vector<Command> &commands)
{
    commands.push_back({u"validate"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "SHEET.json"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "Check a character sheet against its rule pack; list every broken rule."),
                        validate});
    commands.push_back({u"roll"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "KIND --dice N [--seed S]"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "Roll dice: action, resistance, fortune or downtime."),
                        roll});
    commands.push_back({u"odds"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "[N]"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "Exact odds of each result for a pool of N dice (0–6 without N)."),
                        odds});
    commands.push_back({u"packs"_s, "",
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "List the rule packs: the built-in one and those in your data folder."),
                        packs});
}

} // namespace sw::cli
