#include "systems/blades/cli/rulecommands.h"

#include "cli/clifiles.h"
#include "cli/opencampaign.h"
#include "common/undolabel.h"
#include "systems/clicommands.h"

#include "systems/blades/charactervalidator.h"
#include "systems/blades/crewvalidator.h"
#include "systems/blades/io/foundry.h"
#include "systems/blades/io/recordjson.h"
#include "systems/blades/rulepackloader.h"
#include "systems/blades/packregistry.h"
#include "systems/blades/io/campaignjson.h"
#include "systems/blades/io/sheetjson.h"
#include "problemtext.h"
#include "store/campaignstore.h"
#include "systems/blades/l10n/violationtext.h"
#include "systems/blades/store/campaignsheets.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace sw::cli {
namespace {

void printProblems(Context &context, const QList<io::ImportProblem> &problems, const blades::RulePack &pack)
{
    for (const io::ImportProblem &p : problems)
        context.out << p.sheet.kind << u':' << p.sheet.id << u'\t' << p.violation.code << u'\t' << p.violation.field
                    << u'\t' << l10n::ViolationText::describe(p.violation, pack, context.language) << Qt::endl;
}

// A Foundry VTT actor: mapped, reported, checked by the rules engine, written in one transaction.
int importFoundry(Context &context, store::CampaignStore &campaign, const QByteArray &bytes, bool allow,
                  const QString &crewId)
{
    const auto packHolder = blades::campaignPack(campaign);
    const blades::RulePack &pack = *packHolder;
    const io::FoundryImport foundry = io::importFoundryActor(bytes, pack);
    for (const QString &e : foundry.errors)
        context.err << e << Qt::endl;
    if (!foundry.ok())
        return Failure;
    for (const QString &line : foundry.unmapped)
        context.out << Cli::tr("not mapped:") << u'\t' << line << Qt::endl;
    QList<io::ImportProblem> problems;
    QList<store::SheetChange> changes;
    QString label;
    switch (foundry.kind) {
    case io::FoundryKind::Character:
        for (const rules::Violation &v : blades::blockingViolations(foundry.character, pack))
            problems.append({{u"character"_s, QString()}, v});
        label = sw::trLabel("sw::cli::Cli", "Import %1").arg(foundry.character.name);
        break;
    case io::FoundryKind::Crew:
        for (const rules::Violation &v : blades::blockingCrewViolations(foundry.crew, pack))
            problems.append({{u"crew"_s, QString()}, v});
        label = sw::trLabel("sw::cli::Cli", "Import %1").arg(foundry.crew.name);
        break;
    case io::FoundryKind::Faction: {
        for (const blades::Faction &f : foundry.factions)
            changes.append({{u"faction"_s, f.id}, io::factionToJson(f)});
        for (const blades::ClockEntry &c : foundry.goalClocks)
            changes.append({{u"clock"_s, c.id}, io::clockToJson(c)});
        if (!crewId.isEmpty()) {
            const auto crew = blades::crew(campaign, crewId.toLongLong());
            if (!crew) {
                context.err << Cli::tr("The campaign has no %1.").arg(u"crew:"_s + crewId) << Qt::endl;
                return Failure;
            }
            blades::Crew updated = *crew;
            for (auto it = foundry.factionStatus.begin(); it != foundry.factionStatus.end(); ++it)
                updated.factionStatus[it.key()] = it.value();
            changes.append({{u"crew"_s, crewId}, io::crewToJson(updated)});
        }
        label = sw::trLabel("sw::cli::Cli", "Import %n faction(s)", nullptr, int(foundry.factions.size()));
        break;
    }
    case io::FoundryKind::Clock:
        changes.append({{u"clock"_s, foundry.clock.id}, io::clockToJson(foundry.clock)});
        label = sw::trLabel("sw::cli::Cli", "Import %1").arg(foundry.clock.name);
        break;
    case io::FoundryKind::None:
        return Failure;
    }
    printProblems(context, problems, pack);
    if (!problems.isEmpty() && !allow) {
        context.err << Cli::tr("The sheet breaks rules; nothing was imported (see --allow-violations).") << Qt::endl;
        return Failure;
    }
    store::Receipt receipt;
    if (foundry.kind == io::FoundryKind::Character)
        receipt = blades::addCharacter(campaign, foundry.character, std::nullopt, label);
    else if (foundry.kind == io::FoundryKind::Crew)
        receipt = blades::addCrew(campaign, foundry.crew, label);
    else
        receipt = campaign.apply(changes, u"foundry.import"_s, label);
    if (!receipt.ok) {
        context.err << receipt.error << Qt::endl;
        return Failure;
    }
    if (changes.isEmpty())
        context.out << Cli::tr("Imported %1:%2").arg(receipt.sheet.kind, receipt.sheet.id) << Qt::endl;
    else
        context.out << Cli::tr("Imported %n sheet(s).", nullptr, int(changes.size())) << Qt::endl;
    return Ok;
}

int importInto(Context &context, const QCommandLineParser &parser, const QCommandLineOption &allow,
               const QCommandLineOption &crew, const QByteArray &bytes, const OpenCampaign &open);

// A campaign file the import made and then failed to fill is taken away again: a failed import
// into a new file leaves no file behind (with its journal and lock).
void removeNewCampaign(OpenCampaign &open, const QString &path)
{
    open.store.reset();
    open.file.reset();
    for (const char *suffix : {"", "-wal", "-shm", "-journal", ".lock"})
        QFile::remove(path + QLatin1StringView(suffix));
}

int importCommand(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption allow(u"allow-violations"_s, Cli::tr("Import sheets that break rules, listing the problems."));
    const QCommandLineOption crew(u"crew"_s, Cli::tr("Foundry factions: set their status with this crew (its id)."), Cli::tr("ID"));
    parser.addOption(allow);
    parser.addOption(crew);
    if (const int stop = parseCommandLine(context, parser, command, rest, 2, 2); stop >= 0)
        return stop;
    QByteArray bytes;
    if (!readFile(context, parser.positionalArguments().at(1), &bytes))
        return Failure;
    const QString path = parser.positionalArguments().first();
    const bool existed = QFileInfo::exists(path);
    OpenCampaign open = openCampaign(context, path, store::CampaignFile::Access::Edit, true);
    if (!open.store)
        return Failure;
    const int code = importInto(context, parser, allow, crew, bytes, open);
    if (code != Ok && !existed) {
        removeNewCampaign(open, path);
        context.err << Cli::tr("Nothing was imported; %1 was not made.").arg(QDir::toNativeSeparators(path)) << Qt::endl;
    }
    return code;
}

int importInto(Context &context, const QCommandLineParser &parser, const QCommandLineOption &allow,
               const QCommandLineOption &crew, const QByteArray &bytes, const OpenCampaign &open)
{
    const auto packHolder = blades::campaignPack(*open.store);
    const blades::RulePack &pack = *packHolder;
    const QJsonObject root = QJsonDocument::fromJson(bytes).object();
    for (const systems::CampaignImport &import : systems::campaignImports()) {
        if (const std::optional<int> code = import(context, *open.store, root, parser.positionalArguments().at(1)))
            return *code;
    }
    const QString format = root.value(u"format"_s).toString();
    if (format.isEmpty() && root.contains(u"system"_s))
        return importFoundry(context, *open.store, bytes, parser.isSet(allow), parser.value(crew));
    if (format == u"sheetwright-sheet"_s) {
        io::CharacterSheet sheet;
        QList<io::SheetReadError> errors;
        if (!io::readCharacterSheet(bytes, &sheet, &errors)) {
            for (const io::SheetReadError &e : errors)
                context.err << e.pointer << u": "_s << e.reason << Qt::endl;
            return Failure;
        }
        QList<io::ImportProblem> problems;
        for (const rules::Violation &v : blades::blockingViolations(sheet.character, pack, blades::crewBenefits(sheet.crewUpgrades, pack)))
            problems.append({{u"character"_s, QString()}, v});
        printProblems(context, problems, pack);
        if (!problems.isEmpty() && !parser.isSet(allow)) {
            context.err << Cli::tr("The sheet breaks rules; nothing was imported (see --allow-violations).") << Qt::endl;
            return Failure;
        }
        const store::Receipt receipt = blades::addCharacter(*open.store, sheet.character, std::nullopt, sw::trLabel("sw::cli::Cli", "Import %1").arg(sheet.character.name));
        if (!receipt.ok) {
            context.err << receipt.error << Qt::endl;
            return Failure;
        }
        context.out << Cli::tr("Imported character:%1").arg(receipt.sheet.id) << Qt::endl;
        return Ok;
    }
    const io::ImportResult result = io::importCampaign(*open.store, bytes, pack, parser.isSet(allow));
    printProblems(context, result.problems, pack);
    for (const QString &e : result.errors)
        context.err << e << Qt::endl;
    if (!result.ok)
        return Failure;
    context.out << Cli::tr("Imported %n sheet(s).", nullptr, result.sheets) << Qt::endl;
    return Ok;
}

int exportCommand(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption sheet(u"sheet"_s, Cli::tr("Export one sheet (KIND:ID) instead of the whole campaign."), Cli::tr("SHEET"));
    const QCommandLineOption foundry(u"foundry"_s, Cli::tr("Write the sheet as a Foundry VTT actor (with --sheet)."));
    parser.addOption(sheet);
    parser.addOption(foundry);
    if (const int stop = parseCommandLine(context, parser, command, rest, 2, 2); stop >= 0)
        return stop;
    const OpenCampaign open = openCampaign(context, parser.positionalArguments().first(), store::CampaignFile::Access::ReadOnly);
    if (!open.store)
        return Failure;
    QByteArray bytes;
    if (parser.isSet(sheet)) {
        const auto ref = sheetRef(context, parser.value(sheet));
        if (!ref)
            return UsageError;
        const auto snapshot = open.store->snapshot(*ref);
        if (!readOk(context, *open.store))
            return Failure;
        if (!snapshot) {
            context.err << Cli::tr("The campaign has no %1.").arg(parser.value(sheet)) << Qt::endl;
            return Failure;
        }
        if (parser.isSet(foundry)) {
            const auto packHolder = blades::campaignPack(*open.store);
            const blades::RulePack &pack = *packHolder;
            QStringList unmapped;
            if (ref->kind == u"character"_s)
                bytes = io::exportFoundryCharacter(*blades::character(*open.store, ref->id.toLongLong()), pack, &unmapped);
            else if (ref->kind == u"crew"_s)
                bytes = io::exportFoundryCrew(*blades::crew(*open.store, ref->id.toLongLong()), pack, &unmapped);
            else if (ref->kind == u"faction"_s)
                bytes = io::exportFoundryFaction(*blades::faction(*open.store, ref->id), 0, {}, pack, &unmapped);
            else
                bytes = io::exportFoundryClock(*blades::clock(*open.store, ref->id), &unmapped);
            for (const QString &line : unmapped)
                context.out << Cli::tr("not mapped:") << u'\t' << line << Qt::endl;
        } else {
            // A character exports in the sheet format; other sheets as their records.
            const QJsonObject out = ref->kind == u"character"_s ? (*snapshot)[u"sheet"_s].toObject() : *snapshot;
            bytes = QJsonDocument(out).toJson(QJsonDocument::Indented);
        }
    } else {
        bytes = io::writeCampaign(*open.store, open.store->name());
    }
    if (!writeFile(context, parser.positionalArguments().at(1), bytes))
        return Failure;
    context.out << Cli::tr("Wrote %1").arg(parser.positionalArguments().at(1)) << Qt::endl;
    return Ok;
}

} // namespace

void addExchangeCommands(std::vector<Command> &commands)
{
    commands.push_back({u"import"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN FILE.json"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "Import a campaign export, a sheet, or a Foundry VTT actor (the campaign is made if missing)."),
                        importCommand});
    commands.push_back({u"export"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN OUT.json [--sheet KIND:ID [--foundry]]"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "Export the campaign, or one sheet, as JSON."), exportCommand});
}

} // namespace sw::cli
