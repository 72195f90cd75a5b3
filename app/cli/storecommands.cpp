#include "cli/storecommands.h"

#include "cli/clifiles.h"
#include "cli/opencampaign.h"
#include "common/undolabel.h"
#include "problemtext.h"
#include "store/campaignstore.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace sw::cli {
namespace {

int list(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption kind(u"kind"_s, Cli::tr("Only sheets of this kind (the command \"systems\" lists them)."), Cli::tr("KIND"));
    parser.addOption(kind);
    if (const int stop = parseCommandLine(context, parser, command, rest, 1, 1); stop >= 0)
        return stop;
    const OpenCampaign open = openCampaign(context, parser.positionalArguments().first(), store::CampaignFile::Access::ReadOnly);
    if (!open.store)
        return Failure;
    const QList<store::SheetInfo> sheets = open.store->list(parser.value(kind));
    if (!readOk(context, *open.store))
        return Failure;
    for (const store::SheetInfo &s : sheets)
        context.out << s.ref.kind << u':' << s.ref.id << u'\t' << s.name << u'\t' << s.type << u'\t' << s.crewId << Qt::endl;
    return Ok;
}

int show(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    if (const int stop = parseCommandLine(context, parser, command, rest, 2, 2); stop >= 0)
        return stop;
    const auto ref = sheetRef(context, parser.positionalArguments().at(1));
    if (!ref)
        return UsageError;
    const OpenCampaign open = openCampaign(context, parser.positionalArguments().first(), store::CampaignFile::Access::ReadOnly);
    if (!open.store)
        return Failure;
    const auto snapshot = open.store->snapshot(*ref);
    if (!readOk(context, *open.store))
        return Failure;
    if (!snapshot) {
        context.err << Cli::tr("The campaign has no %1.").arg(parser.positionalArguments().at(1)) << Qt::endl;
        return Failure;
    }
    context.out << QString::fromUtf8(QJsonDocument(*snapshot).toJson(QJsonDocument::Indented));
    return Ok;
}

int history(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    if (const int stop = parseCommandLine(context, parser, command, rest, 1, 2); stop >= 0)
        return stop;
    store::SheetRef ref;
    if (parser.positionalArguments().size() == 2) {
        const auto parsed = sheetRef(context, parser.positionalArguments().at(1));
        if (!parsed)
            return UsageError;
        ref = *parsed;
    }
    const OpenCampaign open = openCampaign(context, parser.positionalArguments().first(), store::CampaignFile::Access::ReadOnly);
    if (!open.store)
        return Failure;
    const QList<store::JournalEntry> entries = open.store->history(ref);
    if (!readOk(context, *open.store))
        return Failure;
    for (const store::JournalEntry &e : entries) {
        context.out << e.id << u'\t' << e.at.toString(Qt::ISODate) << u'\t' << e.sheet.kind << u':' << e.sheet.id << u'\t'
                    << e.command << u'\t' << e.state << u'\t' << undoLabelText(e.label);
        // What the advancement ledger recorded with the change: each event with its numbers.
        for (const store::LedgerEvent &l : e.ledger)
            context.out << u'\t' << l.event << u' ' << QString::fromUtf8(QJsonDocument(l.detail).toJson(QJsonDocument::Compact));
        context.out << Qt::endl;
    }
    return Ok;
}

int replay(Context &context, const Command &command, const QStringList &rest, bool undo)
{
    QCommandLineParser parser;
    if (const int stop = parseCommandLine(context, parser, command, rest, 1, 1); stop >= 0)
        return stop;
    const OpenCampaign open = openCampaign(context, parser.positionalArguments().first(), store::CampaignFile::Access::Edit);
    if (!open.store)
        return Failure;
    const auto next = undo ? open.store->nextUndo() : open.store->nextRedo();
    if (!readOk(context, *open.store))
        return Failure;
    if (!next) {
        context.err << (undo ? Cli::tr("Nothing to undo.") : Cli::tr("Nothing to redo.")) << Qt::endl;
        return Failure;
    }
    const QString label = undoLabelText(next->label);
    // Exactly the step named above: refused if the journal moved on in between.
    const store::Receipt receipt = undo ? open.store->undo(next->batch) : open.store->redo(next->batch);
    if (!receipt.ok) {
        context.err << (undo ? Cli::tr("Not undone: %1") : Cli::tr("Not redone: %1")).arg(label) << Qt::endl
                    << l10n::ProblemText::store(receipt.problem) << u' ' << Cli::tr("Nothing was changed.") << Qt::endl
                    << u"  ("_s << receipt.error << u')' << Qt::endl;
        return Failure;
    }
    context.out << (undo ? Cli::tr("Undid: %1") : Cli::tr("Redid: %1")).arg(label) << Qt::endl;
    return Ok;
}

} // namespace

void addStoreCommands(std::vector<Command> &commands)
{
    commands.push_back({u"list"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN [--kind KIND]"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "List the campaign's sheets."), list});
    commands.push_back({u"show"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN KIND:ID"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "Print one sheet as JSON."), show});
}

void addHistoryCommands(std::vector<Command> &commands)
{
    commands.push_back({u"history"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN [KIND:ID]"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "Every change of the campaign, or of one sheet."), history});
    commands.push_back({u"undo"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "Undo the last change (also after a restart)."),
                        [](Context &c, const Command &cmd, const QStringList &r) { return replay(c, cmd, r, true); }});
    commands.push_back({u"redo"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "Redo the last undone change."),
                        [](Context &c, const Command &cmd, const QStringList &r) { return replay(c, cmd, r, false); }});
}

} // namespace sw::cli
