// sheetwright-cli soulhunter charm: the 护符 (charms) a scene or a Sin owns (spec §18; seed L29–L30):
// add or remove a charm, mark a slash (斩痕) with its note or clear the last one — one undo step each,
// refused in words when a charm would hold more slashes than its capacity or its kind's [base] size
// is not filled in. Without a change it lists the owner's charms.
#include "systems/soulhunter/cli/soulcli.h"

#include "common/undolabel.h"
#include "systems/soulhunter/charm.h"
#include "systems/soulhunter/store/soulsheets.h"

using namespace Qt::StringLiterals;

namespace sw::soulhunter {

using namespace clitool;

namespace {

QString capacityText(const Charm &c, const Rules &rules, Language language)
{
    if (const std::optional<int> capacity = charmCapacity(c, rules))
        return QString::number(*capacity);
    return SoulCli::tr("? (%1: to be filled from your rulebook)").arg(settingName(charmSizeSetting(c.kind), rules, language));
}

} // namespace

int charmCommand(cli::Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption sceneOption(u"scene"_s, SoulCli::tr("The charms of the current scene."));
    const QCommandLineOption sinOption(u"sin"_s, SoulCli::tr("The charms of the Sin with this id."), SoulCli::tr("ID"));
    const QCommandLineOption add(u"add"_s, SoulCli::tr("Add a charm with this name."), SoulCli::tr("NAME"));
    const QCommandLineOption kind(u"kind"_s, SoulCli::tr("The added charm's kind: warning, duel, task or event."), SoulCli::tr("KIND"));
    const QCommandLineOption capacity(u"capacity"_s, SoulCli::tr("The added charm's own capacity in slashes (else its kind's size)."), SoulCli::tr("N"));
    const QCommandLineOption remove(u"remove"_s, SoulCli::tr("Remove the charm with this number (from 0)."), SoulCli::tr("I"));
    const QCommandLineOption mark(u"mark"_s, SoulCli::tr("Mark a slash on the charm with this number (from 0)."), SoulCli::tr("I"));
    const QCommandLineOption note(u"note"_s, SoulCli::tr("The marked slash's note."), SoulCli::tr("TEXT"));
    const QCommandLineOption clear(u"clear"_s, SoulCli::tr("Clear the last slash of the charm with this number (from 0)."), SoulCli::tr("I"));
    for (const QCommandLineOption *o : {&sceneOption, &sinOption, &add, &kind, &capacity, &remove, &mark, &note, &clear})
        parser.addOption(*o);
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 1, 1); stop >= 0)
        return stop;
    if (parser.isSet(sceneOption) == parser.isSet(sinOption)) {
        context.err << SoulCli::tr("Give --scene or --sin ID.") << Qt::endl;
        return cli::UsageError;
    }
    const int changes = int(parser.isSet(add)) + int(parser.isSet(remove)) + int(parser.isSet(mark)) + int(parser.isSet(clear));
    if (changes > 1) {
        context.err << SoulCli::tr("One change at a time: --add, --remove, --mark or --clear.") << Qt::endl;
        return cli::UsageError;
    }
    int explicitCapacity = 0;
    if (!number(context, parser, capacity, 1, 999, &explicitCapacity))
        return cli::UsageError;
    cli::OpenCampaign open = cli::openCampaign(context, parser.positionalArguments().constFirst(),
                                               changes ? store::CampaignFile::Access::Edit : store::CampaignFile::Access::ReadOnly, changes > 0);
    if (!open.store)
        return cli::Failure;
    const Rules rules = campaignRules(*open.store);
    const qint64 sinId = parser.value(sinOption).toLongLong();
    std::optional<Sin> sinBefore;
    QList<Charm> charms;
    QString owner;
    if (parser.isSet(sinOption)) {
        sinBefore = sin(*open.store, sinId);
        if (!sinBefore) {
            context.err << SoulCli::tr("No Sin %1 in the campaign.").arg(parser.value(sinOption)) << Qt::endl;
            return cli::Failure;
        }
        charms = sinBefore->charms;
        owner = sinBefore->name;
    } else {
        charms = scene(*open.store).value_or(Scene{}).charms;
        owner = scene(*open.store).value_or(Scene{}).name;
    }
    if (changes) {
        const auto index = [&](const QCommandLineOption &o, int *out) {
            bool ok = false;
            *out = parser.value(o).toInt(&ok);
            if (ok && *out >= 0 && *out < charms.size())
                return true;
            context.err << SoulCli::tr("No charm %1: the owner has %2 (numbered from 0).").arg(parser.value(o)).arg(charms.size()) << Qt::endl;
            return false;
        };
        int i = 0;
        QString label;
        if (parser.isSet(add)) {
            Charm c{parser.value(add).trimmed(), parser.value(kind), std::nullopt, {}};
            if (parser.isSet(capacity))
                c.capacity = explicitCapacity;
            charms << c;
            label = sw::trLabel("sw::soulhunter::SoulCli", "Charm %1 added").arg(c.name);
        } else if (parser.isSet(remove)) {
            if (!index(remove, &i))
                return cli::UsageError;
            label = sw::trLabel("sw::soulhunter::SoulCli", "Charm %1 removed").arg(charms.takeAt(i).name);
        } else if (parser.isSet(mark)) {
            if (!index(mark, &i))
                return cli::UsageError;
            charms[i].notes << parser.value(note);
            label = sw::trLabel("sw::soulhunter::SoulCli", "Slash on charm %1").arg(charms.at(i).name);
        } else {
            if (!index(clear, &i))
                return cli::UsageError;
            if (charms.at(i).notes.isEmpty()) {
                context.err << SoulCli::tr("The charm has no slash to clear.") << Qt::endl;
                return cli::UsageError;
            }
            charms[i].notes.removeLast();
            label = sw::trLabel("sw::soulhunter::SoulCli", "Slash cleared on charm %1").arg(charms.at(i).name);
        }
        // Refused in words before anything is written (the store refuses the same, by code).
        const QList<Charm> before = sinBefore ? sinBefore->charms : scene(*open.store).value_or(Scene{}).charms;
        for (const rules::Violation &v : newlyBrokenCharms(before, charms, rules)) {
            context.err << v.code << u'\t' << describe(v, rules, context.language) << Qt::endl;
            return cli::UsageError;
        }
        store::Receipt r;
        if (sinBefore) {
            Sin s = *sinBefore;
            s.charms = charms;
            r = saveSin(*open.store, sinId, s, u"soulhunter.charm"_s, label);
        } else {
            Scene s = scene(*open.store).value_or(Scene{});
            s.charms = charms;
            r = saveScene(*open.store, s, label);
        }
        if (!r.ok) {
            context.err << SoulCli::tr("Not saved: %1").arg(r.error) << Qt::endl;
            return cli::Failure;
        }
    }
    context.out << SoulCli::tr("Charms of %1: %2").arg(owner).arg(charms.size()) << Qt::endl;
    for (qsizetype i = 0; i < charms.size(); ++i) {
        const Charm &c = charms.at(i);
        context.out << i << u'\t' << c.name << u'\t' << c.kind << u'\t'
                    << SoulCli::tr("%1 of %2 slashes").arg(c.slashes()).arg(capacityText(c, rules, context.language)) << Qt::endl;
        for (qsizetype n = 0; n < c.notes.size(); ++n)
            context.out << u"  "_s << (n + 1) << u'\t' << c.notes.at(n) << Qt::endl;
    }
    return cli::Ok;
}

} // namespace sw::soulhunter
