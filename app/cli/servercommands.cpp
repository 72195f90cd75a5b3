// Shared campaigns (issue #19): a PostgreSQL database made into a campaign with a role for the GM
// and each player, a campaign file copied up to it whole, and a shared campaign copied back down.
#include "cli/servercommands.h"

#include "cli/clifiles.h"
#include "cli/opencampaign.h"
#include "problemtext.h"
#include "store/campaigntransfer.h"
#include "store/servercampaign.h"
#include "store/serverroles.h"
#include "store/serverupgrade.h"

#include <QFile>

using namespace Qt::StringLiterals;

namespace sw::cli {
namespace {

// "NAME PASSWORD" per line ("gm" for the GM); blank lines and # comments skipped.
bool readPasswords(Context &context, const QString &path, QList<std::pair<QString, QString>> *players, QString *gm)
{
    QByteArray bytes;
    if (!readFile(context, path, &bytes))
        return false;
    for (const QString &line : QString::fromUtf8(bytes).split(u'\n')) {
        const QString trimmed = line.trimmed();
        if (trimmed.isEmpty() || trimmed.startsWith(u'#'))
            continue;
        const QStringList parts = trimmed.split(u' ', Qt::SkipEmptyParts);
        if (parts.size() != 2) {
            context.err << Cli::tr("%1: each line is a name and a password.").arg(path) << Qt::endl;
            return false;
        }
        if (parts.first() == u"gm"_s)
            *gm = parts.at(1);
        else
            players->append({parts.first(), parts.at(1)});
    }
    return true;
}

bool serverAddress(Context &context, const QString &address, store::ServerAddress *parts)
{
    QString why;
    if (store::isServerAddress(address) && store::parseServerAddress(address, parts, &why))
        return true;
    context.err << Cli::tr("Not a shared campaign's address (postgresql://USER@HOST/DATABASE): %1").arg(why) << Qt::endl;
    return false;
}

int init(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption players(u"players"_s, Cli::tr("The players' names, separated by commas."), Cli::tr("NAMES"));
    const QCommandLineOption passwords(u"passwords"_s, Cli::tr("Read the passwords from a file (a name and a password on each line; \"gm\" for the GM) instead of making them up."), Cli::tr("FILE"));
    parser.addOption(players);
    parser.addOption(passwords);
    if (const int stop = parseCommandLine(context, parser, command, rest, 1, 1); stop >= 0)
        return stop;
    const QString address = parser.positionalArguments().first();
    store::ServerAddress parts;
    if (!serverAddress(context, address, &parts))
        return UsageError;
    QList<std::pair<QString, QString>> people;
    QString gmPassword;
    if (parser.isSet(passwords) && !readPasswords(context, parser.value(passwords), &people, &gmPassword))
        return Failure;
    for (const QString &name : parser.value(players).split(u',', Qt::SkipEmptyParts)) {
        if (std::none_of(people.cbegin(), people.cend(), [&](const auto &p) { return p.first == name.trimmed(); }))
            people.append({name.trimmed(), QString()});
    }
    const OpenCampaign open = openCampaign(context, address, store::CampaignFile::Access::Edit, true);
    if (!open.store)
        return Failure;
    QSqlDatabase db = open.file->database();
    QList<store::ServerRole> roles;
    QString error;
    if (!store::setUpRoles(db, parts.database, people, gmPassword, &roles, &error)) {
        context.err << Cli::tr("The roles could not be made: %1").arg(error) << Qt::endl;
        return Failure;
    }
    context.out << Cli::tr("The shared campaign is ready. Its roles and passwords, shown this once:") << Qt::endl;
    for (const store::ServerRole &r : std::as_const(roles))
        context.out << r.name << u'\t' << (parser.isSet(passwords) ? Cli::tr("(from the file)") : r.password) << Qt::endl;
    return Ok;
}

int assign(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    if (const int stop = parseCommandLine(context, parser, command, rest, 3, 3); stop >= 0)
        return stop;
    const QString address = parser.positionalArguments().first();
    store::ServerAddress parts;
    if (!serverAddress(context, address, &parts))
        return UsageError;
    const auto ref = sheetRef(context, parser.positionalArguments().at(1));
    if (!ref)
        return UsageError;
    const QString role = store::roleName(parts.database, parser.positionalArguments().at(2));
    const OpenCampaign open = openCampaign(context, address, store::CampaignFile::Access::Edit);
    if (!open.store)
        return Failure;
    QSqlDatabase db = open.file->database();
    QString error;
    if (role.isEmpty() || !store::assignSheet(db, *ref, role, &error)) {
        context.err << Cli::tr("The sheet could not be given to %1: %2").arg(parser.positionalArguments().at(2), error) << Qt::endl;
        return Failure;
    }
    return Ok;
}

// An earlier build's server brought up to this build's rules (store/serverupgrade.h); as the owner.
int upgrade(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    if (const int stop = parseCommandLine(context, parser, command, rest, 1, 1); stop >= 0)
        return stop;
    const QString address = parser.positionalArguments().first();
    store::ServerAddress parts;
    if (!serverAddress(context, address, &parts))
        return UsageError;
    const OpenCampaign open = openCampaign(context, address, store::CampaignFile::Access::Edit);
    if (!open.store)
        return Failure;
    QSqlDatabase db = open.file->database();
    store::ServerUpgrade done;
    QString error;
    if (!store::upgradeServerCampaign(db, parts.database, &done, &error)) {
        context.err << Cli::tr("The shared campaign could not be brought up to date (run this as the database's owner, "
                               "the role that ran server init); nothing was changed: %1").arg(error) << Qt::endl;
        return Failure;
    }
    context.out << Cli::tr("The shared campaign is up to date with this build's rules.") << Qt::endl
                << Cli::tr("Kinds whose GM rules changed: %1. Kept from the players again: %2 sheets, %3 journal entries.")
                       .arg(done.rulesChanged).arg(done.sheetsSplit).arg(done.entriesSplit) << Qt::endl
                << (done.roles ? Cli::tr("The rights of the GM's and the players' roles were put again.")
                               : Cli::tr("The campaign has no roles yet (server init makes them): no rights were put."))
                << Qt::endl;
    return Ok;
}

int server(Context &context, const Command &command, const QStringList &rest)
{
    static const std::vector<Command> subcommands{
        {u"server init"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "ADDRESS [--players NAMES] [--passwords FILE]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Make an empty PostgreSQL database a shared campaign, with a role for the GM and each player."), init},
        {u"server assign"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "ADDRESS KIND:ID PLAYER"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Let a player write a sheet of a shared campaign."), assign},
        {u"server upgrade"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "ADDRESS"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Bring a shared campaign made by an earlier build up to this build's rules and rights (as the database's owner; again changes nothing)."), upgrade},
    };
    return runSubcommand(context, command, rest, subcommands);
}

// Copies one campaign whole into a new one: `from` read-only, `to` created.
int copy(Context &context, const QString &from, const QString &to)
{
    const OpenCampaign source = openCampaign(context, from, store::CampaignFile::Access::ReadOnly);
    if (!source.store)
        return Failure;
    OpenCampaign target = openCampaign(context, to, store::CampaignFile::Access::Edit, !store::isServerAddress(to));
    if (!target.store)
        return Failure;
    const store::Receipt receipt = store::copyCampaign(*source.store, *target.store);
    if (!receipt.ok) {
        context.err << Cli::tr("The campaign could not be copied: %1").arg(l10n::ProblemText::store(receipt.problem)) << Qt::endl
                    << receipt.error << Qt::endl;
        return Failure;
    }
    return Ok;
}

int share(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    if (const int stop = parseCommandLine(context, parser, command, rest, 2, 2); stop >= 0)
        return stop;
    store::ServerAddress parts;
    if (!serverAddress(context, parser.positionalArguments().at(1), &parts))
        return UsageError;
    return copy(context, parser.positionalArguments().at(0), parser.positionalArguments().at(1));
}

int pull(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    if (const int stop = parseCommandLine(context, parser, command, rest, 2, 2); stop >= 0)
        return stop;
    store::ServerAddress parts;
    if (!serverAddress(context, parser.positionalArguments().at(0), &parts))
        return UsageError;
    if (QFile::exists(parser.positionalArguments().at(1))) {
        context.err << parser.positionalArguments().at(1) << u": "_s
                    << l10n::ProblemText::campaignFile({store::FileProblem::AlreadyExists, {}}) << Qt::endl;
        return Failure;
    }
    const int result = copy(context, parser.positionalArguments().at(0), parser.positionalArguments().at(1));
    if (result != Ok)
        QFile::remove(parser.positionalArguments().at(1));
    return result;
}

} // namespace

void addServerCommands(std::vector<Command> &commands)
{
    commands.push_back({u"server"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "init|assign|upgrade ADDRESS …"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "Set up a shared campaign on a PostgreSQL server (server init, server assign, server upgrade)."), server});
    commands.push_back({u"share"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN ADDRESS"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "Copy a campaign file whole (sheets, journal, rolls) into a shared campaign made by server init."), share});
    commands.push_back({u"pull"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "ADDRESS FILE"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "Copy a shared campaign whole into a new campaign file."), pull});
}

} // namespace sw::cli
