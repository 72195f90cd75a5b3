// sheetwright-cli soulhunter sin / obsession / gmscene: the GM's Sins and their 执念 tags (spec §14), the
// current scene's tags and challenge value (§5.1, §15).
#include "systems/soulhunter/cli/soulcli.h"

#include "common/undolabel.h"
#include "systems/soulhunter/opposed.h"
#include "systems/soulhunter/store/soulsheets.h"

#include <QFile>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace sw::soulhunter {

using namespace clitool;

namespace {

QList<int> indexList(const QString &text)
{
    QList<int> out;
    for (const QString &part : text.split(u',', Qt::SkipEmptyParts))
        out << part.trimmed().toInt();
    return out;
}

} // namespace

int sinCommand(cli::Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption name(u"name"_s, SoulCli::tr("The Sin's name."), SoulCli::tr("NAME"));
    const QCommandLineOption tag(u"tag"_s, SoulCli::tr("An obsession tag (1 to 3)."), SoulCli::tr("TEXT"));
    const QCommandLineOption known(u"known"_s, SoulCli::tr("The tags the characters know, by number from 0, e.g. 0,2."), SoulCli::tr("I,…"));
    for (const QCommandLineOption *o : {&name, &tag, &known})
        parser.addOption(*o);
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 1, 1); stop >= 0)
        return stop;
    Sin sin;
    sin.name = parser.value(name);
    const QList<int> knownTags = indexList(parser.value(known));
    const QStringList tags = parser.values(tag);
    for (qsizetype i = 0; i < tags.size(); ++i)
        sin.obsessions.append({tags.at(i), knownTags.contains(int(i))});
    if (sin.name.isEmpty()) {
        context.err << SoulCli::tr("--name is required.") << Qt::endl;
        return cli::UsageError;
    }
    const QList<rules::Violation> broken = checkSin(sin);
    if (!broken.isEmpty()) {
        context.err << broken.first().code << u'\t' << describe(broken.first(), Rules(builtInProfile()), context.language) << Qt::endl;
        return cli::UsageError;
    }
    cli::OpenCampaign open = cli::openCampaign(context, parser.positionalArguments().constFirst(), store::CampaignFile::Access::Edit, true);
    if (!open.store)
        return cli::Failure;
    const store::Receipt r = addSin(*open.store, sin, sw::trLabel("sw::soulhunter::SoulCli", "New Sin %1").arg(sin.name));
    if (!r.ok) {
        context.err << SoulCli::tr("Not saved: %1").arg(r.error) << Qt::endl;
        return cli::Failure;
    }
    context.out << SoulCli::tr("Added the Sin %1 as %2.").arg(sin.name, r.sheet.id) << Qt::endl;
    return cli::Ok;
}

int obsessionCommand(cli::Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption sinOption(u"sin"_s, SoulCli::tr("The Sin's id in the campaign."), SoulCli::tr("ID"));
    const QCommandLineOption up(u"up"_s, SoulCli::tr("The tags activated for CAT +1, by number from 0."), SoulCli::tr("I,…"));
    const QCommandLineOption down(u"down"_s, SoulCli::tr("The tags activated for CAT −1, by number from 0."), SoulCli::tr("I,…"));
    const QCommandLineOption cat(u"cat"_s, SoulCli::tr("The check's CAT before the tags."), SoulCli::tr("N"));
    const QCommandLineOption method(u"method"_s, SoulCli::tr("How the obsession is used (each way works once against a Sin)."), SoulCli::tr("TEXT"));
    const QCommandLineOption afterRoll(u"after-roll"_s, SoulCli::tr("The dice are already rolled."));
    const QCommandLineOption usedThisRound(u"used-this-round"_s, SoulCli::tr("The character already activated obsession tags this round."));
    for (const QCommandLineOption *o : {&sinOption, &up, &down, &cat, &method, &afterRoll, &usedThisRound})
        parser.addOption(*o);
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 1, 1); stop >= 0)
        return stop;
    int before = 0;
    if (!number(context, parser, cat, 0, 99, &before))
        return cli::UsageError;
    cli::OpenCampaign open = cli::openCampaign(context, parser.positionalArguments().constFirst(), store::CampaignFile::Access::Edit);
    if (!open.store)
        return cli::Failure;
    const qint64 id = parser.value(sinOption).toLongLong();
    std::optional<Sin> target = sin(*open.store, id);
    if (!target) {
        context.err << SoulCli::tr("No Sin %1 in the campaign.").arg(parser.value(sinOption)) << Qt::endl;
        return cli::Failure;
    }
    QList<Obsession> tags;
    for (const auto &[option, direction] : {std::pair{&up, 1}, std::pair{&down, -1}}) {
        for (int i : indexList(parser.value(*option))) {
            if (i < 0 || i >= target->obsessions.size()) {
                context.err << SoulCli::tr("The Sin has no tag %1.").arg(i) << Qt::endl;
                return cli::UsageError;
            }
            tags.append({target->obsessions.at(i).text, target->obsessions.at(i).known, direction});
        }
    }
    const Rules rules = campaignRules(*open.store);
    const ObsessionUse use = applyObsessions(before, tags, !parser.isSet(afterRoll), parser.isSet(usedThisRound), parser.value(method),
                                             target->methodsUsed, rules);
    if (!use.refused.isEmpty()) {
        for (const QString &code : use.refused)
            context.err << code << u'\t' << describe({code, {}, {}, false}, rules, context.language) << Qt::endl;
        return cli::Failure;
    }
    if (parser.isSet(method)) {
        target->methodsUsed << parser.value(method);
        const store::Receipt r = saveSin(*open.store, id, *target, u"soulhunter.obsession"_s, sw::trLabel("sw::soulhunter::SoulCli", "Obsession used"));
        if (!r.ok) {
            context.err << SoulCli::tr("Not saved: %1").arg(r.error) << Qt::endl;
            return cli::Failure;
        }
    }
    context.out << SoulCli::tr("CAT %1 → %2").arg(before).arg(use.cat) << Qt::endl;
    return cli::Ok;
}

} // namespace sw::soulhunter

namespace sw::soulhunter {

int contentCommand(cli::Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption importOption(u"import"_s, SoulCli::tr("Import a content pack (a JSON file) into the campaign."), SoulCli::tr("FILE"));
    const QCommandLineOption exportOption(u"export"_s, SoulCli::tr("Write the campaign's content pack with this id to OUT."), SoulCli::tr("ID"));
    const QCommandLineOption out(u"out"_s, SoulCli::tr("Where --export writes."), SoulCli::tr("OUT"));
    for (const QCommandLineOption *o : {&importOption, &exportOption, &out})
        parser.addOption(*o);
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 1, 1); stop >= 0)
        return stop;
    const bool write = parser.isSet(importOption);
    cli::OpenCampaign open = cli::openCampaign(context, parser.positionalArguments().constFirst(),
                                               write ? store::CampaignFile::Access::Edit : store::CampaignFile::Access::ReadOnly, write);
    if (!open.store)
        return cli::Failure;
    if (write) {
        const ContentLoad load = loadContent(parser.value(importOption));
        if (!load.content) {
            for (const QString &e : load.errors)
                context.err << e << Qt::endl;
            return cli::Failure;
        }
        const store::Receipt r = importContent(*open.store, *load.content);
        if (!r.ok) {
            context.err << SoulCli::tr("Not saved: %1").arg(r.error) << Qt::endl;
            return cli::Failure;
        }
    }
    const auto packs = contents(*open.store);
    if (parser.isSet(exportOption)) {
        for (const auto &c : packs) {
            if (c->id != parser.value(exportOption))
                continue;
            QFile file(parser.value(out));
            if (!parser.isSet(out) || !file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
                context.err << SoulCli::tr("Cannot write %1.").arg(parser.value(out)) << Qt::endl;
                return cli::Failure;
            }
            file.write(QJsonDocument(toJson(*c)).toJson());
            return cli::Ok;
        }
        context.err << SoulCli::tr("No content pack %1 in the campaign.").arg(parser.value(exportOption)) << Qt::endl;
        return cli::Failure;
    }
    for (const auto &c : packs)
        context.out << c->id << u'\t' << c->version << u'\t' << c->name.in(context.language) << u'\t'
                    << SoulCli::tr("%1 techniques, %2 enchantments, %3 marks, %4 soul weapons, %5 ultimates")
                           .arg(c->techniques.size()).arg(c->enchantments.size()).arg(c->marks.size()).arg(c->soulWeapons.size()).arg(c->ultimates.size())
                    << Qt::endl;
    return cli::readOk(context, *open.store) ? cli::Ok : cli::Failure;
}

} // namespace sw::soulhunter

namespace sw::soulhunter {

// sheetwright-cli soulhunter gmscene: the GM's current scene, its tags and its challenge value
// (spec §5.1, §15; L63, L233), the default challenge of `soulhunter roll --campaign`.
int gmSceneCommand(cli::Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption name(u"name"_s, SoulCli::tr("The scene's name."), SoulCli::tr("NAME"));
    const QCommandLineOption tag(u"tag"_s, SoulCli::tr("Add a scene tag; repeat for each."), SoulCli::tr("TEXT"));
    const QCommandLineOption removeTag(u"remove-tag"_s, SoulCli::tr("Remove a scene tag."), SoulCli::tr("TEXT"));
    const QCommandLineOption challenge(u"challenge"_s, SoulCli::tr("The challenge value of the scene's checks."), SoulCli::tr("N"));
    const QCommandLineOption noChallenge(u"no-challenge"_s, SoulCli::tr("The scene sets no challenge value (checks start from 10)."));
    for (const QCommandLineOption *o : {&name, &tag, &removeTag, &challenge, &noChallenge})
        parser.addOption(*o);
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 1, 1); stop >= 0)
        return stop;
    int value = 0;
    if (!number(context, parser, challenge, kChallengeMin, kChallengeMax, &value))
        return cli::UsageError;
    const bool change = parser.isSet(name) || parser.isSet(tag) || parser.isSet(removeTag) || parser.isSet(challenge) || parser.isSet(noChallenge);
    cli::OpenCampaign open = cli::openCampaign(context, parser.positionalArguments().constFirst(),
                                               change ? store::CampaignFile::Access::Edit : store::CampaignFile::Access::ReadOnly, change);
    if (!open.store)
        return cli::Failure;
    Scene s = scene(*open.store).value_or(Scene{});
    if (change) {
        if (parser.isSet(name))
            s.name = parser.value(name);
        for (const QString &t : parser.values(removeTag))
            s.tags.removeAll(t.trimmed());
        for (const QString &t : parser.values(tag))
            s.tags << t.trimmed();
        if (parser.isSet(challenge))
            s.challenge = value;
        if (parser.isSet(noChallenge))
            s.challenge.reset();
        if (const QList<rules::Violation> broken = checkScene(s); !broken.isEmpty()) {
            context.err << broken.first().code << u'\t' << describe(broken.first(), Rules(builtInProfile()), context.language) << Qt::endl;
            return cli::UsageError;
        }
        const store::Receipt r = saveScene(*open.store, s, sw::trLabel("sw::soulhunter::SoulCli", "Scene %1 set").arg(s.name));
        if (!r.ok) {
            context.err << SoulCli::tr("Not saved: %1").arg(r.error) << Qt::endl;
            return cli::Failure;
        }
    }
    context.out << SoulCli::tr("Scene: %1").arg(s.name) << Qt::endl;
    context.out << SoulCli::tr("Scene tags: %1").arg(s.tags.isEmpty() ? SoulCli::tr("none") : s.tags.join(SoulCli::tr(", "))) << Qt::endl;
    context.out << (s.challenge ? SoulCli::tr("Challenge value: %1").arg(*s.challenge)
                                : SoulCli::tr("Challenge value: none set (checks start from %1)").arg(kDefaultChallenge))
                << Qt::endl;
    return cli::Ok;
}

} // namespace sw::soulhunter
