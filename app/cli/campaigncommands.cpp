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

int systems(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    if (const int stop = parseCommandLine(context, parser, command, rest, 0, 0); stop >= 0)
        return stop;
    const sw::systems::GameSystemRegistry &registry = sw::systems::builtInSystems();
    for (const sw::systems::GameSystem *system : registry.all()) {
        context.out << system->id() << u'\t' << system->displayName(context.language) << Qt::endl;
        QStringList kinds;
        for (const store::DocumentKind &kind : registry.documentKinds().all()) {
            if (kind.system == system->id())
                kinds.append(kind.kind);
        }
        context.out << u"  "_s << Cli::tr("Sheet kinds: %1").arg(kinds.join(u", "_s)) << Qt::endl;
        for (const sw::systems::PackInfo &pack : system->packs()) {
            context.out << u"  "_s << Cli::tr("Pack: %1 %2 (%3)").arg(pack.id, pack.version,
                                                                   pack.builtIn ? Cli::tr("built in") : Cli::tr("user pack"))
                        << Qt::endl;
        }
    }
    return Ok;
}

} // namespace

void addCampaignCommands(std::vector<Command> &commands)
{
    commands.push_back({u"new"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "FILE [--pack ID]"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "Create a new, empty campaign file."),
                        newCampaign});
    commands.push_back({u"systems"_s, "",
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "List the game systems: the kinds of sheet each keeps and its packs."),
                        systems});
    commands.push_back({u"info"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "FILE"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli",
                                          "Check a campaign file without changing it."),
                        info});
}

} // namespace sw::cli
