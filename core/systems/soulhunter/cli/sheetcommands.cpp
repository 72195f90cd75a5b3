// sheetwright-cli soulhunter new / validate / setting.
#include "systems/soulhunter/cli/soulcli.h"

#include "common/undolabel.h"
#include "systems/soulhunter/derived.h"
#include "systems/soulhunter/sheetrules.h"
#include "systems/soulhunter/store/soulsheets.h"

#include <QDir>

using namespace Qt::StringLiterals;

namespace sw::soulhunter {

using namespace clitool;

namespace {

void printMissing(cli::Context &context, const Rules &rules)
{
    const QStringList missing = rules.missingSettings();
    if (missing.isEmpty())
        return;
    context.out << SoulCli::tr("To be filled from your rulebook (soulhunter setting CAMPAIGN KEY VALUE):") << Qt::endl;
    for (const QString &id : missing)
        context.out << u"  "_s << id << u'\t' << settingName(id, rules, context.language) << Qt::endl;
}

} // namespace

int newCommand(cli::Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption name(u"name"_s, SoulCli::tr("The character's name."), SoulCli::tr("NAME"));
    const QCommandLineOption physique(u"physique"_s, SoulCli::tr("Physique, 0 to 6 at creation."), SoulCli::tr("N"));
    const QCommandLineOption wisdom(u"wisdom"_s, SoulCli::tr("Wisdom, 0 to 6 at creation."), SoulCli::tr("N"));
    const QCommandLineOption soul(u"soul"_s, SoulCli::tr("Soul, 0 to 6 at creation."), SoulCli::tr("N"));
    const QCommandLineOption mark(u"mark"_s, SoulCli::tr("A psychic mark Soul grants (one per mark: at Soul 2, 5, 7, 9)."), SoulCli::tr("TYPE"));
    for (const QCommandLineOption *o : {&name, &physique, &wisdom, &soul, &mark})
        parser.addOption(*o);
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 1, 1); stop >= 0)
        return stop;
    if (parser.value(name).isEmpty()) {
        context.err << SoulCli::tr("--name is required.") << Qt::endl;
        return cli::UsageError;
    }
    cli::OpenCampaign open = cli::openCampaign(context, parser.positionalArguments().constFirst(), store::CampaignFile::Access::Edit, true);
    if (!open.store)
        return cli::Failure;
    const Rules rules = campaignRules(*open.store);
    Character c = newCharacter(rules, parser.value(name));
    for (const auto &[option, a] : {std::pair{&physique, Attribute::Physique}, std::pair{&wisdom, Attribute::Wisdom}, std::pair{&soul, Attribute::Soul}}) {
        if (!number(context, parser, *option, 0, 99, &c.attributes[std::size_t(a)]))
            return cli::UsageError;
    }
    for (const QString &type : parser.values(mark))
        c.marks.append({type, {}, true, false});
    c.fp = maxFp(c);
    c.mp = maxMp(c, rules).value.value_or(0);
    const store::Receipt r = addCharacter(*open.store, c, sw::trLabel("sw::soulhunter::SoulCli", "New character %1").arg(c.name));
    if (!r.ok) {
        context.err << SoulCli::tr("Not saved: %1").arg(r.error) << Qt::endl;
        for (const rules::Violation &v : checkCharacter(c, rules).blocking())
            context.err << v.code << u'\t' << v.field << u'\t' << describe(v, rules, context.language) << Qt::endl;
        return cli::Failure;
    }
    context.out << SoulCli::tr("Added %1 as character %2.").arg(c.name, r.sheet.id) << Qt::endl;
    printMissing(context, rules);
    return cli::Ok;
}

int validateCommand(cli::Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption sheet(u"sheet"_s, SoulCli::tr("Only this character."), SoulCli::tr("ID"));
    parser.addOption(sheet);
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 1, 1); stop >= 0)
        return stop;
    const QString path = parser.positionalArguments().constFirst();
    cli::OpenCampaign open = cli::openCampaign(context, path, store::CampaignFile::Access::ReadOnly);
    if (!open.store)
        return cli::Failure;
    const Rules rules = campaignRules(*open.store);
    int broken = 0, missing = 0, checked = 0;
    for (const auto &[id, c] : characters(*open.store)) {
        if (parser.isSet(sheet) && QString::number(id) != parser.value(sheet))
            continue;
        ++checked;
        const SheetCheck check = checkCharacter(c, rules);
        context.out << SoulCli::tr("Character %1: %2").arg(id).arg(c.name) << Qt::endl;
        for (const rules::Violation &v : check.violations) {
            context.out << v.code << u'\t' << v.field << u'\t' << describe(v, rules, context.language);
            if (v.overridden)
                context.out << u'\t' << SoulCli::tr("(accepted by a GM override)");
            else
                ++broken;
            context.out << Qt::endl;
        }
        for (const rules::Violation &v : check.missing) {
            context.out << v.code << u'\t' << v.field << u'\t' << describe(v, rules, context.language) << Qt::endl;
            ++missing;
        }
    }
    if (!cli::readOk(context, *open.store))
        return cli::Failure;
    if (checked == 0) {
        context.err << SoulCli::tr("No Soul Hunter character to check in %1.").arg(QDir::toNativeSeparators(path)) << Qt::endl;
        return cli::Failure;
    }
    if (missing > 0)
        context.out << SoulCli::tr("%n rule(s) wait for a setting from your rulebook.", nullptr, missing) << Qt::endl;
    if (broken == 0) {
        context.out << SoulCli::tr("The characters follow the rules.") << Qt::endl;
        return cli::Ok;
    }
    context.out << SoulCli::tr("%n rule(s) broken.", nullptr, broken) << Qt::endl;
    return cli::Failure;
}

int settingCommand(cli::Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption clear(u"clear"_s, SoulCli::tr("Back to the pack's value (empty for a base value)."));
    parser.addOption(clear);
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 1, 3); stop >= 0)
        return stop;
    const QStringList args = parser.positionalArguments();
    const bool write = args.size() > 1;
    cli::OpenCampaign open = cli::openCampaign(context, args.first(), write ? store::CampaignFile::Access::Edit
                                                                           : store::CampaignFile::Access::ReadOnly, write);
    if (!open.store)
        return cli::Failure;
    if (write) {
        QJsonValue value;
        if (!parser.isSet(clear)) {
            if (args.size() < 3) {
                context.err << SoulCli::tr("Give a value, or --clear.") << Qt::endl;
                return cli::UsageError;
            }
            bool isNumber = false;
            const int n = args.at(2).toInt(&isNumber);
            value = isNumber ? QJsonValue(n) : QJsonValue(args.at(2));
        }
        const store::Receipt r = setCampaignSetting(*open.store, args.at(1), value);
        if (!r.ok) {
            context.err << SoulCli::tr("Not saved: %1").arg(r.error) << Qt::endl;
            return cli::Failure;
        }
    }
    const Rules rules = campaignRules(*open.store);
    context.out << rules.pack().name.in(context.language) << Qt::endl;
    for (const Setting &s : rules.pack().settings) {
        const QJsonValue own = rules.values().value(s.id);
        QString value = s.choice ? rules.choice(s.id) : rules.number(s.id) ? QString::number(*rules.number(s.id)) : QString();
        if (value.isEmpty())
            value = SoulCli::tr("(to be filled from your rulebook)");
        context.out << s.id << u'\t' << value << u'\t' << s.tag << u'\t' << s.name.in(context.language);
        if (!own.isUndefined())
            context.out << u'\t' << SoulCli::tr("(set for this campaign)");
        context.out << Qt::endl;
    }
    return cli::readOk(context, *open.store) ? cli::Ok : cli::Failure;
}

} // namespace sw::soulhunter
