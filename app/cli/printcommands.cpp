#include "cli/printcommands.h"

#include "print/pdfexport.h"
#include "print/sheetprinter.h"
#include "problemtext.h"
#include "store/campaignstore.h"

#include <QDir>
#include <QGuiApplication>

using namespace Qt::StringLiterals;

namespace sw::cli {
namespace {

// What every registered system can print (print::builtInPrinters): "KIND:ID" or a page's name.
QString printableNames()
{
    QStringList names;
    for (const print::SheetPrinter *printer : print::builtInPrinters().all()) {
        for (const print::SheetPrinter::Printable &p : printer->printables())
            names.append(p.needsId ? p.kind + u":ID"_s : p.kind);
    }
    return names.join(u", "_s);
}

int exportPdf(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption output({u"o"_s, u"output"_s}, Cli::tr("The PDF file to write."), Cli::tr("FILE"));
    const QCommandLineOption lang(u"lang"_s, Cli::tr("Language of the sheets: en, zh_TW or zh_CN."), Cli::tr("language"));
    const QCommandLineOption paper(u"paper"_s, Cli::tr("Paper size: a4 (the default) or letter."), Cli::tr("PAPER"), u"a4"_s);
    const QCommandLineOption handout(u"handout"_s, Cli::tr("A player handout: leave out faction notes and hidden clocks."));
    const QCommandLineOption members(u"with-members"_s, Cli::tr("With crew:ID, every member's sheet after the crew's."));
    parser.addOptions({output, lang, paper, handout, members});
    parser.addPositionalArgument(u"CAMPAIGN"_s, Cli::tr("The campaign file."));
    parser.addPositionalArgument(u"SHEET"_s, Cli::tr("One or more sheets or pages of any game system: %1.").arg(printableNames()),
                                 u"SHEET…"_s);
    if (const int stop = parseCommandLine(context, parser, command, rest, 2, 100); stop >= 0)
        return stop;
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        context.err << Cli::tr("export-pdf needs a graphical application object; run it as sheetwright-cli.") << Qt::endl;
        return Failure;
    }
    if (!parser.isSet(output)) {
        context.err << Cli::tr("Name the PDF to write with -o FILE.") << Qt::endl;
        return UsageError;
    }
    print::PrintOptions options;
    options.language = context.language;
    if (parser.isSet(lang)) {
        const auto chosen = languageFromCode(parser.value(lang));
        if (!chosen) {
            context.err << Cli::tr("Unknown language \"%1\"; use en, zh_TW or zh_CN.").arg(parser.value(lang)) << Qt::endl;
            return UsageError;
        }
        options.language = *chosen;
    }
    const auto chosenPaper = print::paperFromName(parser.value(paper));
    if (!chosenPaper) {
        context.err << Cli::tr("Unknown paper \"%1\"; use a4 or letter.").arg(parser.value(paper)) << Qt::endl;
        return UsageError;
    }
    options.paper = *chosenPaper;
    options.handout = parser.isSet(handout);

    const QStringList args = parser.positionalArguments();
    store::FileError error;
    const std::unique_ptr<store::CampaignFile> file =
        store::CampaignFile::open(args.first(), &error, store::CampaignFile::Access::ReadOnly);
    if (!file) {
        context.err << QDir::toNativeSeparators(args.first()) << u": "_s << l10n::ProblemText::campaignFile(error) << Qt::endl;
        return Failure;
    }
    const store::CampaignStore campaign(*file);
    QList<store::SheetRef> sheets;
    for (const QString &text : args.mid(1)) {
        const auto ref = print::printableSheet(text);
        if (!ref) {
            context.err << Cli::tr("\"%1\" is not a sheet to print: use one of %2.").arg(text, printableNames()) << Qt::endl;
            return UsageError;
        }
        if (parser.isSet(members))
            sheets << print::withMembers(campaign, *ref);
        else
            sheets << *ref;
    }
    const QString problem = print::writePdf(campaign, sheets, options, parser.value(output));
    if (!problem.isEmpty()) {
        context.err << problem << Qt::endl;
        return Failure;
    }
    return Ok;
}

} // namespace

void addPrintCommands(std::vector<Command> &commands)
{
    commands.push_back({u"export-pdf"_s,
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN SHEET… -o OUT.pdf [--lang L] [--paper a4|letter] [--handout] [--with-members]"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "Print the sheets of any game system to a PDF (the sheets and pages: --help)."),
                        exportPdf, true});
}

} // namespace sw::cli
