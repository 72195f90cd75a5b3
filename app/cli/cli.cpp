#include "cli/cli.h"

#include "cli/campaigncommands.h"
#ifdef SHEETWRIGHT_WITH_PRINT
#include "cli/printcommands.h"
#endif
#include "cli/servercommands.h"
#include "cli/storecommands.h"
#include "systems/clicommands.h"
#include "l10n.h"

#include <QCommandLineParser>

#include <stdexcept>

using namespace Qt::StringLiterals;

namespace sw::cli {
namespace {

struct GlobalOptions
{
    QCommandLineOption help{{u"h"_s, u"help"_s}};
    QCommandLineOption version{{u"v"_s, u"version"_s}};
    QCommandLineOption lang{u"lang"_s};

    GlobalOptions()
    {
        help.setDescription(Cli::tr("Show this help, or a command's help after its name."));
        version.setDescription(Cli::tr("Show the version and exit."));
        lang.setDescription(Cli::tr("Language of the output: en, zh_TW or zh_CN."));
        lang.setValueName(Cli::tr("language"));
    }
};

void setUp(QCommandLineParser &parser, const GlobalOptions &options)
{
    parser.setApplicationDescription(
        Cli::tr("Sheetwright's command-line tool: campaign files, sheets, rules and dice, "
                "for scripts."));
    parser.addOption(options.help);
    parser.addOption(options.version);
    parser.addOption(options.lang);
    parser.addPositionalArgument(u"command"_s, Cli::tr("The command to run (see below)."),
                                 Cli::tr("COMMAND [ARGUMENTS…]"));
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
}

} // namespace

const std::vector<Command> &Cli::commands()
{
    static const std::vector<Command> all = [] {
        std::vector<Command> list;
        addCampaignCommands(list);
        addStoreCommands(list);
        addHistoryCommands(list);
        addServerCommands(list);
        systems::addSystemCommands(list);
#ifdef SHEETWRIGHT_WITH_PRINT
        addPrintCommands(list);
#endif
        return list;
    }();
    return all;
}

QString Cli::helpText()
{
    QCommandLineParser parser;
    GlobalOptions options;
    setUp(parser, options);
    QString text = parser.helpText();
    text.replace(QCoreApplication::applicationFilePath(), u"sheetwright-cli"_s);
    text += u'\n' + tr("Commands:") + u'\n';
    for (const Command &command : commands()) {
        const QString head = command.name + u' ' + tr(command.arguments);
        text += u"  "_s + head.leftJustified(30) + u' ' + tr(command.summary) + u'\n';
    }
    return text;
}

int parseCommandLine(Context &context, QCommandLineParser &parser, const Command &command,
                     const QStringList &rest, int minPositional, int maxPositional)
{
    const QCommandLineOption help({u"h"_s, u"help"_s}, Cli::tr("Show this command's help."));
    parser.addOption(help);
    // --lang is the tool's, given before the command or after it (run() reads it); a command with
    // an option of that name of its own (export-pdf: the sheets' language) keeps it.
    if (!command.ownLang)
        parser.addOption(QCommandLineOption(u"lang"_s, Cli::tr("Language of the output: en, zh_TW or zh_CN."), Cli::tr("language")));
    parser.setApplicationDescription(Cli::tr(command.summary));
    if (!parser.parse(QStringList{u"sheetwright-cli "_s + command.name} + rest)) {
        context.err << parser.errorText() << Qt::endl;
        return UsageError;
    }
    if (parser.isSet(help)) {
        QString text = parser.helpText();
        const qsizetype eol = text.indexOf(u'\n');
        text.replace(0, eol, Cli::tr("Usage: sheetwright-cli %1 %2").arg(command.name, Cli::tr(command.arguments)));
        context.out << text;
        return Ok;
    }
    const qsizetype count = parser.positionalArguments().size();
    if (count < minPositional || count > maxPositional) {
        context.err << Cli::tr("Usage: sheetwright-cli %1 %2").arg(command.name, Cli::tr(command.arguments))
                    << Qt::endl;
        return UsageError;
    }
    return -1;
}

int runSubcommand(Context &context, const Command &command, const QStringList &rest,
                  const std::vector<Command> &subcommands)
{
    const QString sub = rest.isEmpty() ? QString() : rest.first();
    for (const Command &c : subcommands) {
        if (c.name == command.name + u' ' + sub)
            return c.run(context, c, rest.mid(1));
    }
    if (sub == u"--help"_s || sub == u"-h"_s) {
        for (const Command &c : subcommands)
            context.out << c.name << u' ' << Cli::tr(c.arguments) << Qt::endl << u"    "_s << Cli::tr(c.summary) << Qt::endl;
        return Ok;
    }
    context.err << Cli::tr("Usage: sheetwright-cli %1 %2").arg(command.name, Cli::tr(command.arguments)) << Qt::endl;
    return UsageError;
}

int run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    // The language decides the words of the help too, so it is read before anything is said:
    // the first --lang L (or --lang=L), before the command or after it.
    Language language = languageForLocale(QLocale::system());
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &a = arguments.at(i);
        if (a == u"--"_s)
            break;
        QString code;
        if (a == u"--lang"_s && i + 1 < arguments.size())
            code = arguments.at(i + 1);
        else if (a.startsWith(u"--lang="_s))
            code = a.mid(7);
        else
            continue;
        const auto chosen = languageFromCode(code);
        if (!chosen) {
            err << Cli::tr("Unknown language \"%1\"; use en, zh_TW or zh_CN.").arg(code) << Qt::endl;
            return UsageError;
        }
        language = *chosen;
        break;
    }
    l10n::Translators translators;
    translators.install(language);

    QCommandLineParser parser;
    GlobalOptions options;
    setUp(parser, options);
    if (!parser.parse(arguments)) {
        err << parser.errorText() << Qt::endl << Cli::tr("Try --help.") << Qt::endl;
        return UsageError;
    }
    if (parser.isSet(options.version)) {
        out << u"sheetwright-cli "_s << QStringLiteral(SHEETWRIGHT_VERSION) << Qt::endl;
        return Ok;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty() || positional.first() == u"help"_s) {
        if (positional.size() < 2) {
            out << Cli::helpText();
            return parser.isSet(options.help) || !positional.isEmpty() ? Ok : UsageError;
        }
    }
    const bool helpCommand = positional.first() == u"help"_s;
    const QString name = helpCommand ? positional.at(1) : positional.first();
    for (const Command &command : Cli::commands()) {
        if (command.name != name)
            continue;
        Context context{out, err, language};
        QStringList rest = positional.mid(helpCommand ? 2 : 1);
        if (helpCommand || parser.isSet(options.help))
            rest.prepend(u"--help"_s);
        // Dice given with --rolled are read as the roll asks for them; running out of them stops
        // the command before anything is written (the engine rolls before the store writes).
        try {
            return command.run(context, command, rest);
        } catch (const std::out_of_range &) {
            err << Cli::tr("The dice given with --rolled are fewer than this roll needs; nothing was changed.") << Qt::endl;
            return UsageError;
        }
    }
    err << Cli::tr("Unknown command \"%1\".").arg(name) << Qt::endl << Cli::tr("Try --help.") << Qt::endl;
    return UsageError;
}

} // namespace sw::cli
