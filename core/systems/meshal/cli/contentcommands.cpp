// sheetwright-cli import CAMPAIGN PACK.json with a Meshal content pack, and
// sheetwright-cli meshal content CAMPAIGN [--export OUT.json]: the campaign's own species,
// features, abilities and items (the content editor's), listed or written as a pack to share.
#include "cli/clifiles.h"
#include "cli/opencampaign.h"
#include "problemtext.h"
#include "systems/meshal/cli/cliutil.h"
#include "systems/meshal/cli/meshalcommands.h"
#include "systems/meshal/contentedit.h"
#include "systems/meshal/l10n/meshalviolationtext.h"
#include "systems/meshal/store/meshalcontentstore.h"

#include <QFileInfo>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace sw::meshal {

std::optional<int> importContentPack(cli::Context &context, store::CampaignStore &store, const QJsonObject &root,
                                     const QString &fileName)
{
    if (root.value(u"system"_s).toString() != u"meshal"_s || !root.contains(u"species"_s))
        return std::nullopt;
    const MeshalContentLoad load = meshalContentFromJson(root, QFileInfo(fileName).fileName());
    const MeshalPack &pack = *builtInMeshalPack();
    if (load.schemaErrors.isEmpty() && load.problems.isEmpty()) {
        for (const QString &e : load.errors)
            context.err << e << Qt::endl;
    }
    for (const rules::Violation &v : load.problems) // the cross-checks, in the reader's language
        context.err << load.file << u": "_s << v.code << u'\t' << l10n::MeshalViolationText::describe(v, pack, context.language) << Qt::endl;
    for (const rules::SchemaError &e : load.schemaErrors) // in the reader's language
        context.err << load.file << u": "_s << e.pointer << u": "_s << l10n::ProblemText::schemaError(e) << Qt::endl;
    if (!load.content)
        return cli::Failure;
    MeshalContent own = campaignContent(store);
    const ContentMerge merge = mergeContent(own, *load.content);
    if (merge.problems.isEmpty()) {
        for (const QString &e : merge.errors)
            context.err << e << Qt::endl;
    }
    for (const rules::Violation &v : merge.problems)
        context.err << v.code << u'\t' << l10n::MeshalViolationText::describe(v, pack, context.language) << Qt::endl;
    if (!merge.errors.isEmpty())
        return cli::Failure;
    const store::Receipt receipt =
        saveContent(store, own, u"meshal.content.import"_s,
                    MeshalCli::tr("Import content pack %1").arg(load.content->name.in(context.language)));
    if (!receipt.ok) {
        context.err << receipt.error << Qt::endl;
        return cli::Failure;
    }
    context.out << MeshalCli::tr("Imported content pack %1: %2 new, %3 replaced.")
                       .arg(load.content->name.in(context.language)).arg(merge.added).arg(merge.replaced)
                << Qt::endl;
    if (load.content->example)
        context.out << MeshalCli::tr("The pack is marked as an example: its entries show the format, they are not rules.")
                    << Qt::endl;
    return cli::Ok;
}

int contentCommand(cli::Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption exportOption(u"export"_s, MeshalCli::tr("Write the campaign's content as a pack to FILE."),
                                          MeshalCli::tr("FILE"));
    parser.addOption(exportOption);
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 1, 1); stop >= 0)
        return stop;
    const cli::OpenCampaign open =
        cli::openCampaign(context, parser.positionalArguments().first(), store::CampaignFile::Access::ReadOnly);
    if (!open.store)
        return cli::Failure;
    const MeshalContent own = campaignContent(*open.store);
    if (!cli::readOk(context, *open.store))
        return cli::Failure;
    if (parser.isSet(exportOption)) {
        const QByteArray bytes = QJsonDocument(toJson(own)).toJson(QJsonDocument::Indented);
        if (!cli::writeFile(context, parser.value(exportOption), bytes))
            return cli::Failure;
        context.out << MeshalCli::tr("Wrote %1").arg(parser.value(exportOption)) << Qt::endl;
        return cli::Ok;
    }
    const auto list = [&context, &own](const QString &section, const auto &entries) {
        for (const auto &e : entries)
            context.out << section << u'\t' << e.id << u'\t' << own.names.value(e.id).in(context.language) << Qt::endl;
    };
    list(u"species"_s, own.species);
    list(u"feature"_s, own.features);
    list(u"ability"_s, own.abilities);
    list(u"item"_s, own.items);
    return cli::Ok;
}

} // namespace sw::meshal
