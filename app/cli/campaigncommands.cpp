#include "cli/campaigncommands.h"

#include "problemtext.h"
#include "store/campaignfile.h"
#include "store/campaignstore.h"
#include "systems/gamesystem.h"

#include <QDir>

using namespace Qt::StringLiterals;

namespace sw::cli {
namespace {

int newCampaign(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption pack(u"pack"_s,
                                  Cli::tr("The pack or house-rules profile the campaign plays with (sheetwright-cli systems lists them)."),
                                  u"id"_s);
    parser.addOption(pack);
    if (const int stop = parseCommandLine(context, parser, command, rest, 1, 1); stop >= 0)
        return stop;
    const QString path = parser.positionalArguments().first();
    const QString packId = parser.value(pack);
    if (!packId.isEmpty()) {
        // Any game system's pack will do; the campaign is then read with it (refused before any file is made).
        bool known = false;
        for (const systems::GameSystem *system : systems::builtInSystems().all()) {
            for (const systems::PackInfo &info : system->packs())
                known = known || info.id == packId;
        }
        if (!known) {
            context.err << Cli::tr("No game system has a pack \"%1\" (see sheetwright-cli systems).").arg(packId) << Qt::endl;
            return Failure;
        }
    }
    store::FileError error;
    const auto file = store::CampaignFile::create(path, &error);
    if (!file) {
        context.err << QDir::toNativeSeparators(path) << u": "_s
                    << l10n::ProblemText::campaignFile(error) << Qt::endl;
        return Failure;
    }
    if (!packId.isEmpty())
        store::CampaignStore(*file).setPackId(packId);
    context.out << Cli::tr("Created campaign %1").arg(QDir::toNativeSeparators(path)) << Qt::endl;
    return Ok;
}

int info(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    if (const int stop = parseCommandLine(context, parser, command, rest, 1, 1); stop >= 0)
        return stop;
    const QString path = parser.positionalArguments().first();
    store::FileError error;
    const auto file = store::CampaignFile::open(path, &error, store::CampaignFile::Access::ReadOnly);
    if (!file) {
        context.err << QDir::toNativeSeparators(path) << u": "_s
                    << l10n::ProblemText::campaignFile(error) << Qt::endl;
        if (!error.detail.isEmpty() && error.detail != path)
            context.err << u"  ("_s << error.detail << u')' << Qt::endl;
        return Failure;
    }
    context.out << Cli::tr("%1: Sheetwright campaign, format version %2")
                       .arg(QDir::toNativeSeparators(path))
                       .arg(file->schemaVersion())
                << Qt::endl;
    return Ok;
}

} // namespace

void addCampaignCommands(std::vector<Command> &commands)
{
    commands.push_back({u"new"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "FILE [--pack ID]"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "Create a new, empty campaign file."),
                        newCampaign});
    commands.push_back({u"info"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "FILE"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli",
                                          "Check a campaign file without changing it."),
                        info});
}

} // namespace sw::cli
