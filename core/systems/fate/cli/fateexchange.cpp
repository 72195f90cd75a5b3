#include "systems/fate/cli/fateexchange.h"

#include "cli/clifiles.h"
#include "cli/opencampaign.h"
#include "common/undolabel.h"
#include "systems/fate/characterjson.h"
#include "systems/fate/fatesystem.h"
#include "systems/fate/l10n/fateviolationtext.h"
#include "systems/fate/io/fari.h"
#include "systems/fate/sheetrules.h"
#include "systems/fate/store/campaignpack.h"
#include "systems/fate/store/fatesheets.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace sw::fate {
namespace {

class FateCli
{
    Q_DECLARE_TR_FUNCTIONS(sw::fate::FateCli)
};

using cli::Context;

// Each rule the sheet breaks: code, field, the sentence; the count of those not overridden.
int printViolations(Context &context, const QList<rules::Violation> &violations, const FatePack &pack)
{
    int blocking = 0;
    for (const rules::Violation &v : violations) {
        context.out << v.code << u'\t' << v.field << u'\t' << l10n::FateViolationText::describe(v, pack, context.language);
        if (v.overridden)
            context.out << u'\t' << FateCli::tr("(accepted by a GM override)");
        else
            ++blocking;
        context.out << Qt::endl;
    }
    return blocking;
}

} // namespace

int importFariCommand(Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption allow(u"allow-violations"_s, FateCli::tr("Import a character that breaks rules, listing the problems."));
    parser.addOption(allow);
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 2, 2); stop >= 0)
        return stop;
    const QString path = parser.positionalArguments().first();
    QByteArray bytes;
    if (!cli::readFile(context, parser.positionalArguments().at(1), &bytes))
        return cli::Failure;
    // The campaign is opened (made if missing) first: its Fate pack or profile reads the file.
    const bool existed = QFileInfo::exists(path);
    cli::OpenCampaign open = cli::openCampaign(context, path, store::CampaignFile::Access::Edit, true);
    if (!open.store)
        return cli::Failure;
    const auto fail = [&] {
        if (!existed) {
            open.store.reset();
            open.file.reset();
            for (const char *suffix : {"", "-wal", "-shm", "-journal", ".lock"})
                QFile::remove(path + QLatin1StringView(suffix));
        }
        return int(cli::Failure);
    };
    const auto pack = campaignFatePack(*open.store);
    const FariImport read = importFari(bytes, *pack);
    for (const QString &e : read.errors)
        context.err << parser.positionalArguments().at(1) << u": "_s << e << Qt::endl;
    if (!read.ok()) {
        context.err << FateCli::tr("Nothing was imported.") << Qt::endl;
        return fail();
    }
    for (const QString &line : read.unmapped)
        context.out << FateCli::tr("not mapped:") << u'\t' << line << Qt::endl;
    const int blocking = printViolations(context, validateCharacter(*read.character, *pack), *pack);
    if (blocking > 0 && !parser.isSet(allow)) {
        context.err << FateCli::tr("The character breaks rules; nothing was imported (see --allow-violations).") << Qt::endl;
        return fail();
    }
    Character c = *read.character;
    if (blocking > 0) {
        // What the sheet breaks comes in as the GM's overrides, so that the store accepts it.
        for (rules::Violation &v : validateCharacter(c, *pack)) {
            if (!v.overridden)
                c.overrides.append({v.code, v.field, FateCli::tr("Imported from Fari")});
        }
    }
    const store::Receipt receipt = addCharacter(*open.store, c, sw::trLabel("sw::fate::FateCli", "Import %1").arg(c.name));
    if (!receipt.ok) {
        context.err << receipt.error << Qt::endl;
        return fail();
    }
    context.out << FateCli::tr("Imported %1:%2").arg(receipt.sheet.kind, receipt.sheet.id) << Qt::endl;
    return cli::Ok;
}

int exportFariCommand(Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 3, 3); stop >= 0)
        return stop;
    const QStringList args = parser.positionalArguments();
    const cli::OpenCampaign open = cli::openCampaign(context, args.at(0), store::CampaignFile::Access::ReadOnly);
    if (!open.store)
        return cli::Failure;
    QString idText = args.at(1);
    if (idText.startsWith(QString(kCharacterKind) + u':'))
        idText = idText.section(u':', 1);
    bool numeric = false;
    const qint64 id = idText.toLongLong(&numeric);
    const std::optional<Character> c = numeric ? character(*open.store, id) : std::nullopt;
    if (!cli::readOk(context, *open.store))
        return cli::Failure;
    if (!c) {
        context.err << FateCli::tr("The campaign has no Fate character %1.").arg(args.at(1)) << Qt::endl;
        return cli::Failure;
    }
    QStringList unmapped;
    const QByteArray bytes = exportFariNow(*c, *campaignFatePack(*open.store), &unmapped);
    for (const QString &line : std::as_const(unmapped))
        context.out << FateCli::tr("not mapped:") << u'\t' << line << Qt::endl;
    if (!cli::writeFile(context, args.at(2), bytes))
        return cli::Failure;
    context.out << FateCli::tr("Wrote %1").arg(QDir::toNativeSeparators(args.at(2))) << Qt::endl;
    return cli::Ok;
}

std::optional<int> validateFateSheetFile(Context &context, const QString &path, const QByteArray &bytes)
{
    const QJsonObject root = QJsonDocument::fromJson(bytes).object();
    // The sheet names its pack: the built-in one, or a pack or profile of the user's Fate folder.
    const auto pack = fatePackById(root[u"pack"_s][u"id"_s].toString());
    if (!pack || !root[u"pack"_s][u"id"_s].isString())
        return std::nullopt;
    // The schema and shape first (what the store would refuse), then the rules in words.
    const QString shape = checkCharacterDocument(root);
    if (!shape.isEmpty() && !shape.startsWith(u"the sheet breaks the rules"_s)) {
        context.err << path << u": "_s << shape << Qt::endl;
        context.err << FateCli::tr("%1 is not a valid Fate character file.").arg(path) << Qt::endl;
        return cli::Failure;
    }
    const int blocking = printViolations(context, validateCharacter(characterFromJson(root), *pack), *pack);
    if (blocking == 0) {
        context.out << FateCli::tr("%1: the sheet follows the rules.").arg(path) << Qt::endl;
        return cli::Ok;
    }
    context.out << FateCli::tr("%n rule(s) broken.", nullptr, blocking) << Qt::endl;
    return cli::Failure;
}

} // namespace sw::fate
