#include "systems/blades/cli/rulecommands.h"

#include "systems/blades/charactervalidator.h"
#include "systems/clicommands.h"
#include "systems/blades/rulepackloader.h"
#include "systems/blades/io/sheetjson.h"
#include "systems/blades/l10n/violationtext.h"

#include <QFile>

using namespace Qt::StringLiterals;

namespace sw::cli {
namespace {

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
    const QByteArray bytes = file.readAll();
    // Another system's sheet file is checked by that system.
    for (const systems::SheetFileCheck &check : systems::sheetFileChecks()) {
        if (const std::optional<int> code = check(context, path, bytes))
            return *code;
    }
    io::CharacterSheet sheet;
    QList<io::SheetReadError> errors;
    if (!io::readCharacterSheet(bytes, &sheet, &errors)) {
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

// Every game system this build holds: its name, the kinds of sheet it keeps, its packs.
} // namespace

void addRuleCommands(std::vector<Command> &commands)
{
    commands.push_back({u"validate"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "SHEET.json"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "Check a character sheet against its rule pack; list every broken rule."),
                        validate});
    commands.push_back({u"packs"_s, "",
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "List the rule packs: the built-in one and those in your data folder."),
                        packs});
}

} // namespace sw::cli
