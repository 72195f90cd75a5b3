#include "systems/blades/cli/gmcommands.h"

#include "systems/blades/rulepackloader.h"
#include "systems/blades/packregistry.h"
#include "systems/blades/l10n/violationtext.h"

#include <QJsonArray>
#include <QRandomGenerator>

using namespace Qt::StringLiterals;
using namespace sw::blades;

namespace sw::cli::gmcli {
namespace {

// The name of an id in one of score.json's lists, in the output's language.
QString packName(const RulePack &pack, const QString &pointer, const QString &id, Language language)
{
    QJsonValue node = pack.documents.value(u"score.json"_s);
    for (const QString &key : pointer.split(u'/', Qt::SkipEmptyParts))
        node = node[key];
    for (const QJsonValue &e : node.toArray()) {
        if (e[u"id"_s].toString() == id)
            return textFrom(e[u"name"_s]).in(language);
    }
    return id;
}

QString factionName(const RulePack &pack, const QString &id, Language language)
{
    for (const ExampleFaction &f : pack.factions) {
        if (f.id == id)
            return f.name.in(language);
    }
    return id;
}

QString resultWord(const QString &result)
{
    if (result == u"critical"_s)
        return Cli::tr("critical");
    if (result == u"good"_s)
        return Cli::tr("6");
    if (result == u"mixed"_s)
        return Cli::tr("4/5");
    return Cli::tr("1-3");
}

QString eventSentence(const Event &e, const RulePack &pack, Language language)
{
    const auto num = [&](const char *key) { return e.params.value(QLatin1StringView(key)).toInt(); };
    const auto str = [&](const char *key) { return e.params.value(QLatin1StringView(key)).toString(); };
    if (e.code == u"score.payoff"_s)
        return Cli::tr("Payoff: %1 rep, %2 coin.").arg(num("rep")).arg(num("coin"));
    if (e.code == u"crew.heat"_s)
        return Cli::tr("Heat: +%1 (wanted level +%2).").arg(num("heat")).arg(num("wanted_gained"));
    if (e.code == u"crew.wanted_max"_s)
        return Cli::tr("The heat track filled at the highest wanted level: the wanted level stays at %1.").arg(num("wanted"));
    if (e.code == u"crew.war_started"_s)
        return Cli::tr("War with %1: +1 heat per score, −1 hold, one downtime activity per character.")
            .arg(factionName(pack, str("faction"), language));
    if (e.code == u"crew.war_ended"_s)
        return Cli::tr("The war with %1 is over.").arg(factionName(pack, str("faction"), language));
    if (e.code == u"score.engaged"_s)
        return Cli::tr("Engagement: %1.").arg(packName(pack, u"engagement/outcomes"_s, str("outcome"), language));
    if (e.code == u"clock.completed"_s)
        return Cli::tr("Clock %1 is full.").arg(str("id"));
    if (e.code == u"clock.unlocked"_s)
        return Cli::tr("Clock %1 is unlocked.").arg(str("id"));
    if (e.code == u"clock.race_won"_s)
        return Cli::tr("Clock %1 wins the race against %2.").arg(str("id"), str("rival"));
    if (e.code == u"clock.rolled"_s)
        return Cli::tr("Clock %1: %2 segments.").arg(str("id")).arg(num("ticks"));
    if (e.code == u"downtime.entanglement"_s) {
        QStringList names;
        for (const QString &id : e.params.value(u"options"_s).toStringList())
            names << packName(pack, u"entanglements/entries"_s, id, language);
        const QStringList ids = e.params.value(u"options"_s).toStringList();
        const QString sentence = Cli::tr("Entanglement: %1.").arg(names.join(Cli::tr(" or ")));
        // C §7.1: an "X or Y" cell is the GM's pick; say how to make it.
        return ids.size() < 2 ? sentence
                              : sentence + u'\n' + Cli::tr("The GM picks one: downtime choose CAMPAIGN DOWNTIME %1.")
                                                        .arg(ids.join(u'|'));
    }
    if (e.code == u"downtime.activity"_s)
        return Cli::tr("%1: result %2, %3.").arg(packName(pack, u"downtime/activities"_s, str("activity"), language),
                                                  resultWord(str("result")))
            .arg(num("value"));
    if (e.code == u"vice.overindulged"_s)
        return Cli::tr("Overindulged: %1.").arg(packName(pack, u"downtime/vice/overindulgences"_s, str("choice"), language));
    if (e.code == u"vice.ignored"_s)
        return Cli::tr("Vice ignored: character %1 takes %2 stress.").arg(str("character")).arg(num("stress"));
    QStringList params;
    for (auto it = e.params.begin(); it != e.params.end(); ++it)
        params << it.key() + u'=' + it.value().toString();
    return e.code + u' ' + params.join(u' ');
}

} // namespace

DiceOptions::DiceOptions()
    : seed(u"seed"_s, Cli::tr("Seed for dice that can be repeated."), Cli::tr("S")),
      rolled(u"rolled"_s, Cli::tr("Dice rolled at the table, in order (e.g. 6,4,2)."), Cli::tr("DICE"))
{
}

void DiceOptions::addTo(QCommandLineParser &parser) const
{
    parser.addOption(seed);
    parser.addOption(rolled);
}

std::optional<Table> openTable(Context &context, const QString &campaign, const QCommandLineParser &parser,
                               const DiceOptions *dice)
{
    Table t;
    if (dice && parser.isSet(dice->rolled)) {
        std::vector<int> faces;
        for (const QString &f : parser.value(dice->rolled).split(u',', Qt::SkipEmptyParts)) {
            bool ok = false;
            const int d = f.trimmed().toInt(&ok);
            if (!ok || d < 1 || d > 6) {
                context.err << Cli::tr("Dice are numbers from 1 to 6, separated by commas.") << Qt::endl;
                return std::nullopt;
            }
            faces.push_back(d);
        }
        t.random = std::make_unique<rules::ScriptedRandom>(faces);
    } else {
        quint64 seed = QRandomGenerator::system()->generate64();
        if (dice && parser.isSet(dice->seed)) {
            bool ok = false;
            seed = parser.value(dice->seed).toULongLong(&ok);
            if (!ok) {
                context.err << Cli::tr("The seed must be a whole number from 0 up.") << Qt::endl;
                return std::nullopt;
            }
        }
        t.random = std::make_unique<rules::SeededRandom>(seed);
    }
    t.open = openCampaign(context, campaign, store::CampaignFile::Access::Edit);
    if (!t.open.store)
        return std::nullopt;
    t.pack = blades::campaignPack(*t.open.store);
    t.packs = std::make_unique<blades::CampaignContext>(t.pack);
    t.table = std::make_unique<gm::GmTable>(*t.open.store, *t.pack, *t.random, t.packs->sheetPacks());
    return t;
}

int report(Context &context, const gm::GmResult &result, const RulePack &pack)
{
    // As `validate` prints them: the stable code, the field, the sentence.
    for (const rules::Violation &v : result.refused)
        context.err << v.code << u'\t' << v.field << u'\t' << l10n::ViolationText::describe(v, pack, context.language) << Qt::endl;
    if (!result.error.isEmpty())
        context.err << Cli::tr("The campaign could not be written: %1").arg(result.error) << Qt::endl;
    if (!result.ok)
        return Failure;
    for (const store::RollRecord &r : result.rolls) {
        QStringList faces;
        for (int d : r.dice)
            faces << QString::number(d);
        context.out << Cli::tr("Rolled %1 (%2 dice): %3 — %4").arg(r.kind).arg(r.pool).arg(faces.join(u' '), resultWord(r.result))
                    << Qt::endl;
    }
    for (const Event &e : result.events)
        context.out << eventSentence(e, pack, context.language) << Qt::endl;
    if (!result.id.isEmpty())
        context.out << Cli::tr("Done: %1").arg(result.id) << Qt::endl;
    return Ok;
}

std::optional<QMap<QString, QString>> pairs(Context &context, const QStringList &values)
{
    QMap<QString, QString> out;
    for (const QString &v : values) {
        const qsizetype eq = v.indexOf(u'=');
        if (eq <= 0) {
            context.err << Cli::tr("\"%1\" should read NAME=VALUE.").arg(v) << Qt::endl;
            return std::nullopt;
        }
        out.insert(v.left(eq), v.mid(eq + 1));
    }
    return out;
}

std::optional<int> number(Context &context, const QString &text)
{
    bool ok = false;
    const int n = text.toInt(&ok);
    if (!ok) {
        context.err << Cli::tr("\"%1\" is not a whole number.").arg(text) << Qt::endl;
        return std::nullopt;
    }
    return n;
}

std::optional<QMap<QString, int>> numberPairs(Context &context, const QStringList &values)
{
    const auto text = pairs(context, values);
    if (!text)
        return std::nullopt;
    QMap<QString, int> out;
    for (auto it = text->begin(); it != text->end(); ++it) {
        const auto n = number(context, it.value());
        if (!n)
            return std::nullopt;
        out.insert(it.key(), *n);
    }
    return out;
}

int dispatch(Context &context, const Command &command, const QStringList &given, const std::vector<Subcommand> &subs)
{
    // `score --lang zh_TW start …`: the tool's --lang (read by run()) may come before the subcommand.
    QStringList rest = given;
    while (!rest.isEmpty() && (rest.first().startsWith(u"--lang="_s) || rest.first() == u"--lang"_s))
        rest.remove(0, rest.first() == u"--lang"_s ? std::min<qsizetype>(2, rest.size()) : 1);
    QStringList names;
    for (const Subcommand &s : subs)
        names << s.name;
    if (rest.isEmpty() || rest.first() == u"--help"_s || rest.first() == u"-h"_s) {
        context.out << Cli::tr(command.summary) << Qt::endl
                    << Cli::tr("Subcommands: %1 (each with --help).").arg(names.join(u", "_s)) << Qt::endl;
        return rest.isEmpty() ? UsageError : Ok;
    }
    for (const Subcommand &s : subs) {
        if (s.name == rest.first()) {
            Command sub = command;
            sub.name = command.name + u' ' + s.name;
            return s.run(context, sub, rest.mid(1));
        }
    }
    context.err << Cli::tr("Unknown subcommand \"%1\"; use one of: %2.").arg(rest.first(), names.join(u", "_s)) << Qt::endl;
    return UsageError;
}

} // namespace sw::cli::gmcli

namespace sw::cli {

void addGmCommands(std::vector<Command> &commands)
{
    commands.push_back({u"score"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "start|engage|end|list CAMPAIGN …"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "Run a score: plan and loads, the engagement roll, payoff, heat and faction status."),
                        gmcli::scoreCommand});
    commands.push_back({u"downtime"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "start|entangle|choose|buy|activity|finish CAMPAIGN …"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "Run the downtime phase: entanglements, each character's activities, the end."),
                        gmcli::downtimeCommand});
    commands.push_back({u"clock"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "add|tick|set|roll|remove|list CAMPAIGN …"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "Keep the campaign's clocks: add, tick, clear, roll a faction's clock."),
                        gmcli::clockCommand});
    commands.push_back({u"faction"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "add|status|list|remove CAMPAIGN …"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "Keep the faction ladder: add factions, set the crew's status (−3 is war)."),
                        gmcli::factionCommand});
}

} // namespace sw::cli
