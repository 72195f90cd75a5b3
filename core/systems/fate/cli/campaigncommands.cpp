#include "systems/fate/cli/campaigncommands.h"

#include "cli/opencampaign.h"
#include "common/labelwords.h"
#include "common/undolabel.h"
#include "systems/fate/characterjson.h"
#include "systems/fate/economy.h"
#include "systems/fate/scene.h"
#include "systems/fate/store/campaignpack.h"
#include "systems/fate/store/fatesheets.h"

#include <QDir>

using namespace Qt::StringLiterals;

namespace sw::fate {
namespace {

class FateCli
{
    Q_DECLARE_TR_FUNCTIONS(sw::fate::FateCli)
};

using cli::Context;

int write(Context &context, store::CampaignStore &store, const QList<store::SheetChange> &changes, const QString &command,
          const QString &label)
{
    if (changes.isEmpty()) {
        context.out << FateCli::tr("Nothing to change.") << Qt::endl;
        return cli::Ok;
    }
    const store::Receipt receipt = store.apply(changes, command, label);
    if (!receipt.ok) {
        context.err << receipt.error << Qt::endl;
        return cli::Failure;
    }
    return cli::Ok;
}

} // namespace

// fate pack CAMPAIGN [ID]: the packs this machine has and the campaign's; with ID, choose it.
int packCommand(Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 1, 2); stop >= 0)
        return stop;
    const QStringList args = parser.positionalArguments();
    const bool choosing = args.size() == 2;
    cli::OpenCampaign open = cli::openCampaign(context, args.at(0),
                                               choosing ? store::CampaignFile::Access::Edit : store::CampaignFile::Access::ReadOnly);
    if (!open.store)
        return cli::Failure;
    if (choosing) {
        const auto pack = fatePackById(args.at(1));
        if (!pack) {
            context.err << FateCli::tr("No Fate pack \"%1\" in %2 loads.").arg(args.at(1), QDir::toNativeSeparators(userFatePackFolder()))
                        << Qt::endl;
            return cli::Failure;
        }
        const QString label = sw::trLabel("sw::fate::FateCli", "Play with the Fate pack %1").arg(labelWords(pack->name));
        if (const int code = write(context, *open.store, {campaignPackChange(pack->id)}, u"fate.campaign.pack"_s, label);
            code != cli::Ok)
            return code;
    }
    QString missing;
    const auto current = campaignFatePack(*open.store, &missing);
    if (!cli::readOk(context, *open.store))
        return cli::Failure;
    for (const FatePackLoad &load : discoverFatePacks()) {
        if (!load.pack) {
            context.err << FateCli::tr("A pack in %1 does not load: %2").arg(QDir::toNativeSeparators(userFatePackFolder()),
                                                                              load.errors.join(u"; "_s))
                        << Qt::endl;
            continue;
        }
        context.out << (load.pack->id == current->id ? u"* "_s : u"  "_s) << load.pack->id << u'\t' << load.pack->version << u'\t'
                    << load.pack->name.in(context.language) << Qt::endl;
    }
    if (!missing.isEmpty())
        context.err << FateCli::tr("The campaign names the Fate pack \"%1\", which this machine does not have; the built-in pack is used.")
                           .arg(missing)
                    << Qt::endl;
    return cli::Ok;
}

// Rule 21 for every Fate character of the campaign, one undo step (the GUI's Start of Session).
int sessionStartCommand(Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 1, 1); stop >= 0)
        return stop;
    cli::OpenCampaign open = cli::openCampaign(context, parser.positionalArguments().at(0), store::CampaignFile::Access::Edit);
    if (!open.store)
        return cli::Failure;
    const auto pack = campaignFatePack(*open.store);
    const auto all = characters(*open.store);
    if (!cli::readOk(context, *open.store))
        return cli::Failure;
    QList<store::SheetChange> changes;
    QStringList lines;
    for (const auto &[id, c] : all) {
        const Character after = startSession(c, *pack);
        if (after != c)
            changes.append({characterRef(id), toJson(after)});
        lines << FateCli::tr("%1: fate points %2").arg(after.name).arg(after.fatePoints);
    }
    if (const int code = write(context, *open.store, changes, u"fate.session.start"_s, sw::trLabel("sw::fate::FateCli", "Start of Session")); code != cli::Ok)
        return code;
    for (const QString &line : std::as_const(lines))
        context.out << line << Qt::endl;
    return cli::Ok;
}

// The end of the scene for the whole table, one undo step (the dice dock's End of Scene): the
// situation aspects go; stress and boosts clear, owed fate points are paid, recovering mild
// consequences go (rules 24, 27, 29).
int endSceneCommand(Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 1, 1); stop >= 0)
        return stop;
    cli::OpenCampaign open = cli::openCampaign(context, parser.positionalArguments().at(0), store::CampaignFile::Access::Edit);
    if (!open.store)
        return cli::Failure;
    const auto pack = campaignFatePack(*open.store);
    const store::CampaignStore &store = *open.store;
    QList<store::SheetChange> changes;
    if (!scene(store).aspects.isEmpty())
        changes.append(sceneChange({}));
    QStringList lines;
    for (const auto &[id, c] : characters(store)) {
        const Character after = endOfScene(c, *pack);
        if (after != c)
            changes.append({characterRef(id), toJson(after)});
        lines << FateCli::tr("%1: fate points %2, boosts %3").arg(after.name).arg(after.fatePoints).arg(after.boosts.size());
    }
    if (!cli::readOk(context, store))
        return cli::Failure;
    if (const int code = write(context, *open.store, changes, u"fate.scene.end"_s, sw::trLabel("sw::fate::FateCli", "End of Scene")); code != cli::Ok)
        return code;
    for (const QString &line : std::as_const(lines))
        context.out << line << Qt::endl;
    return cli::Ok;
}

} // namespace sw::fate
