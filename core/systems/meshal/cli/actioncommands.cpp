// sheetwright-cli validate on a Meshal sheet file (the schema in the reader's language, then every
// rule the sheet breaks, each in words), and sheetwright-cli meshal bear: one creature taking up
// another (背负, rule 62, L772–L775) — one at a time, no larger than the bearer, then the bearer's
// speeds halved and 3 disadvantages on every roll of both.
#include "problemtext.h"
#include "systems/meshal/actions.h"
#include "systems/meshal/characterjson.h"
#include "systems/meshal/cli/cliutil.h"
#include "systems/meshal/cli/meshalcommands.h"
#include "systems/meshal/derived.h"
#include "systems/meshal/l10n/meshalviolationtext.h"
#include "systems/meshal/meshalsystem.h"
#include "systems/meshal/pack.h"
#include "systems/meshal/sheetrules.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace sw::meshal {

using cli::Context;
using namespace clitool;

std::optional<int> validateMeshalSheetFile(Context &context, const QString &path, const QByteArray &bytes)
{
    const QJsonObject root = QJsonDocument::fromJson(bytes).object();
    const MeshalPack &pack = *builtInMeshalPack();
    if (root[u"pack"_s][u"id"_s].toString() != pack.id)
        return std::nullopt; // not a Meshal sheet: another system's check reads it
    // The schema first (what the store would refuse), every place it breaks, in words.
    if (const QList<rules::SchemaError> schema = characterSchemaErrors(root, 50); !schema.isEmpty()) {
        for (const rules::SchemaError &e : schema)
            context.err << path << u": "_s << e.pointer << u": "_s << l10n::ProblemText::schemaError(e) << Qt::endl;
        context.err << MeshalCli::tr("%1 is not a valid Meshal character file.").arg(path) << Qt::endl;
        return cli::Failure;
    }
    const Character character = characterFromJson(root);
    int blocking = 0;
    for (const rules::Violation &v : validateCharacter(character, pack)) {
        context.out << v.code << u'\t' << v.field << u'\t' << l10n::MeshalViolationText::describe(v, pack, context.language);
        if (v.overridden)
            context.out << u'\t' << MeshalCli::tr("(accepted by a GM override)");
        else
            ++blocking;
        context.out << Qt::endl;
    }
    for (const rules::Violation &w : characterWarnings(character, pack))
        context.out << w.code << u'\t' << w.field << u'\t' << MeshalCli::tr("Warning: %1").arg(l10n::MeshalViolationText::describe(w, pack, context.language))
                    << Qt::endl;
    if (blocking == 0) {
        context.out << MeshalCli::tr("%1: the sheet follows the rules.").arg(path) << Qt::endl;
        return cli::Ok;
    }
    context.out << MeshalCli::tr("%n rule(s) broken.", nullptr, blocking) << Qt::endl;
    return cli::Failure;
}

int bearCommand(Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption already(u"already"_s, MeshalCli::tr("How many creatures the bearer carries already (default 0)."), MeshalCli::tr("N"));
    parser.addOption(already);
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 2, 2); stop >= 0)
        return stop;
    int borne = 0;
    if (!number(context, parser, already, 0, 99, &borne))
        return cli::UsageError;
    const std::optional<Character> bearer = readSheet(context, parser.positionalArguments().at(0));
    const std::optional<Character> creature = bearer ? readSheet(context, parser.positionalArguments().at(1)) : std::nullopt;
    if (!bearer || !creature)
        return cli::Failure;
    const MeshalPack &pack = *builtInMeshalPack();
    // Rule 62 (L772 「背负者每次只能背负一个体型与自己相同或更小的生物」).
    const QList<rules::Violation> refused = checkBearing(*bearer, *creature, borne, pack);
    if (!refused.isEmpty()) {
        for (const rules::Violation &v : refused)
            context.err << v.code << u'\t' << l10n::MeshalViolationText::describe(v, pack, context.language) << Qt::endl;
        context.err << MeshalCli::tr("%1 cannot bear %2.").arg(bearer->name, creature->name) << Qt::endl;
        return cli::Failure;
    }
    context.out << MeshalCli::tr("%1 bears %2.").arg(bearer->name, creature->name) << Qt::endl;
    // L775 「你的移速减半,且你与被背负者在任何投骰时都有3劣势」.
    for (const QString &mode : speedModes(*bearer))
        context.out << MeshalCli::tr("%1: speed %2 → %3").arg(pack.label(u"speed."_s + mode, context.language)).arg(speed(*bearer, mode))
                           .arg(bearingSpeed(*bearer, mode))
                    << Qt::endl;
    context.out << MeshalCli::tr("Both roll with %1 disadvantages (--bearing on meshal roll and meshal odds).").arg(kBearingDisadvantages)
                << Qt::endl;
    return cli::Ok;
}

} // namespace sw::meshal
