#include "systems/blades/cli/rulecommands.h"

#include "cli/opencampaign.h"
#include "systems/blades/crew.h"
#include "systems/blades/packregistry.h"

#include "systems/blades/procedures/downtime.h"
#include "systems/blades/procedures/rolls.h"
#include "systems/blades/procedures/score.h"
#include "systems/blades/rulepackloader.h"
#include "systems/blades/dice/odds.h"
#include "systems/blades/store/campaignsheets.h"

#include <QJsonArray>
#include <QRandomGenerator>

#include <map>

using namespace Qt::StringLiterals;
using sw::rules::DiceRoll;

namespace sw::cli {
namespace {

QString resultName(rules::RollResult result)
{
    switch (result) {
    case rules::RollResult::Critical:
        return Cli::tr("critical");
    case rules::RollResult::Success:
        return Cli::tr("full success");
    case rules::RollResult::Partial:
        return Cli::tr("partial success");
    case rules::RollResult::Bad:
        break;
    }
    return Cli::tr("bad outcome");
}

// B §1.8: the Tier a crew of a campaign (CAMPAIGN:ID) rolls with — at war the one the war leaves it.
bool crewTier(Context &context, const QString &spec, int *tier)
{
    const qsizetype colon = spec.lastIndexOf(u':');
    bool ok = false;
    const qint64 id = colon > 0 ? spec.mid(colon + 1).toLongLong(&ok) : 0;
    if (!ok) {
        context.err << Cli::tr("--crew reads CAMPAIGN:ID, e.g. table.sheetwright:1.") << Qt::endl;
        return false;
    }
    const OpenCampaign open = openCampaign(context, spec.left(colon), store::CampaignFile::Access::ReadOnly);
    if (!open.store)
        return false;
    const std::optional<blades::Crew> crew = blades::crew(*open.store, id);
    if (!crew) {
        context.err << Cli::tr("The campaign has no %1.").arg(u"crew:"_s + QString::number(id)) << Qt::endl;
        return false;
    }
    const blades::CrewStanding standing = blades::effectiveStanding(*crew, *blades::campaignPack(*open.store));
    *tier = standing.tier;
    if (standing.reduced)
        context.out << Cli::tr("At war: Tier %1 (Tier %2 when the war ends).").arg(standing.tier).arg(crew->tier) << Qt::endl;
    return true;
}

// The numbers a roll kind reads from its options, checked as whole numbers.
class Numbers
{
public:
    Numbers(const QCommandLineParser &parser, Context &context) : m_parser(parser), m_context(context) {}
    bool get(const QCommandLineOption &option, int *value, int min, int max, bool required = true)
    {
        if (!m_parser.isSet(option)) {
            if (required)
                m_context.err << Cli::tr("This roll needs --%1.").arg(option.names().constFirst()) << Qt::endl;
            return !required;
        }
        bool ok = false;
        *value = m_parser.value(option).toInt(&ok);
        if (!ok || *value < min || *value > max) {
            m_context.err << Cli::tr("--%1 takes a whole number from %2 to %3.").arg(option.names().constFirst()).arg(min).arg(max)
                          << Qt::endl;
            return false;
        }
        return true;
    }

private:
    const QCommandLineParser &m_parser;
    Context &m_context;
};

void printDice(Context &context, const DiceRoll &roll)
{
    QStringList faces;
    for (int d : roll.dice)
        faces << QString::number(d);
    context.out << Cli::tr("Dice: %1").arg(faces.join(u' ')) << Qt::endl;
    context.out << Cli::tr("Kept: %1 — %2").arg(roll.kept).arg(resultName(roll.result)) << Qt::endl;
}

// The name of an id in one of the pack's lists (entanglements, overindulgences, positions …).
QString nameIn(const QJsonArray &list, const QString &id, Language language)
{
    for (const QJsonValue &e : list) {
        if (e[u"id"_s].toString() != id)
            continue;
        return blades::textFrom(e[u"name"_s]).in(language);
    }
    return id;
}

QStringList namesIn(const QJsonArray &list, const QStringList &ids, Language language)
{
    QStringList names;
    for (const QString &id : ids)
        names << nameIn(list, id, language);
    return names;
}

QJsonArray table(const blades::RulePack &pack, const QString &file, const QStringList &path)
{
    QJsonValue node = pack.documents.value(file);
    for (const QString &key : path)
        node = node[key];
    return node.toArray();
}

int roll(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption dice(u"dice"_s, Cli::tr("Dice in the pool (0: roll two, keep the lowest)."), Cli::tr("N"));
    const QCommandLineOption seed(u"seed"_s, Cli::tr("Seed for a roll that can be repeated."), Cli::tr("S"));
    const QCommandLineOption position(u"position"_s, Cli::tr("Action roll: controlled, risky (default) or desperate."), Cli::tr("P"));
    const QCommandLineOption effect(u"effect"_s, Cli::tr("Action roll: limited, standard (default) or great."), Cli::tr("E"));
    const QCommandLineOption stress(u"stress"_s, Cli::tr("Vice: the stress marked now."), Cli::tr("N"));
    const QCommandLineOption wanted(u"wanted"_s, Cli::tr("Entanglements: the wanted level."), Cli::tr("N"));
    const QCommandLineOption heat(u"heat"_s, Cli::tr("Entanglements, reduce heat: the heat marked."), Cli::tr("N"));
    const QCommandLineOption tier(u"tier"_s, Cli::tr("Acquire asset, incarceration: the crew's tier."), Cli::tr("N"));
    const QCommandLineOption crew(u"crew"_s, Cli::tr("Acquire asset, incarceration: the tier of this crew (CAMPAIGN:ID), at war the war's."),
                                  Cli::tr("CAMPAIGN:ID"));
    const QCommandLineOption coin(u"coin"_s, Cli::tr("Coin spent to raise the result."), Cli::tr("N"));
    const QCommandLineOption segments(u"segments"_s, Cli::tr("Long-term project: the clock's segments."), Cli::tr("N"));
    const QCommandLineOption filled(u"filled"_s, Cli::tr("Long-term project: segments already filled."), Cli::tr("N"));
    for (const QCommandLineOption *o : {&dice, &seed, &position, &effect, &stress, &wanted, &heat, &tier, &crew, &coin, &segments, &filled})
        parser.addOption(*o);
    parser.addPositionalArgument(u"kind"_s, Cli::tr("action, resistance, fortune, downtime, gather, engagement, vice, "
                                                    "entanglement, incarceration, acquire, project, reduce-heat"));
    if (const int stop = parseCommandLine(context, parser, command, rest, 1, 1); stop >= 0)
        return stop;
    const QString kind = parser.positionalArguments().first();
    const QStringList kinds{u"action"_s, u"resistance"_s, u"fortune"_s, u"downtime"_s, u"gather"_s, u"engagement"_s,
                            u"vice"_s, u"entanglement"_s, u"incarceration"_s, u"acquire"_s, u"project"_s, u"reduce-heat"_s};
    if (!kinds.contains(kind)) {
        context.err << Cli::tr("Unknown roll \"%1\"; use one of: %2.").arg(kind, kinds.join(u", "_s)) << Qt::endl;
        return UsageError;
    }
    quint64 seedValue = QRandomGenerator::system()->generate64();
    if (parser.isSet(seed)) {
        bool ok = false;
        seedValue = parser.value(seed).toULongLong(&ok);
        if (!ok) {
            context.err << Cli::tr("The seed must be a whole number from 0 up.") << Qt::endl;
            return UsageError;
        }
    }
    rules::SeededRandom random(seedValue);
    const blades::RulePack &pack = *blades::builtInRulePack();
    Numbers numbers(parser, context);
    const QJsonArray positions = table(pack, u"character.json"_s, {u"positions"_s});
    const QJsonArray effects = table(pack, u"character.json"_s, {u"effect_levels"_s});
    const auto effectName = [&](blades::EffectLevel e) { return nameIn(effects, blades::effectLevelId(e), context.language); };
    int pool = 0, n = 0, m = 0, spent = 0;
    const bool needsPool = !QStringList{u"entanglement"_s, u"incarceration"_s, u"acquire"_s}.contains(kind);
    if ((needsPool && !numbers.get(dice, &pool, 0, 30)) || !numbers.get(coin, &spent, 0, 40, false))
        return UsageError;

    if (kind == u"action"_s) {
        const auto pos = blades::positionFromId(parser.isSet(position) ? parser.value(position) : u"risky"_s);
        const auto eff = blades::effectLevelFromId(parser.isSet(effect) ? parser.value(effect) : u"standard"_s);
        if (!pos || !eff) {
            context.err << Cli::tr("Unknown position or effect.") << Qt::endl;
            return UsageError;
        }
        const blades::ActionRoll r = blades::actionRoll(pool, *pos, *eff, random);
        printDice(context, r.roll);
        context.out << Cli::tr("Effect: %1").arg(effectName(r.achievedEffect)) << Qt::endl;
        if (r.desperate)
            context.out << Cli::tr("Desperate roll: mark 1 XP on the action's attribute.") << Qt::endl;
    } else if (kind == u"resistance"_s) {
        const blades::ResistanceRoll r = blades::resistanceRoll(pool, pack, random);
        printDice(context, r.roll);
        context.out << (r.stress < 0 ? Cli::tr("Stress: clear 1 (critical)") : Cli::tr("Stress: %1").arg(r.stress)) << Qt::endl;
    } else if (kind == u"fortune"_s) {
        const blades::FortuneRoll r = blades::fortuneRoll(pool, random);
        printDice(context, r.roll);
        context.out << Cli::tr("Effect: %1").arg(effectName(r.effect)) << Qt::endl;
    } else if (kind == u"gather"_s) {
        const blades::GatherInformation r = blades::gatherInformation(pool, random);
        printDice(context, r.roll);
        context.out << Cli::tr("Effect: %1").arg(effectName(r.effect)) << Qt::endl;
    } else if (kind == u"downtime"_s) {
        const DiceRoll r = rules::rollPool(pool, random);
        printDice(context, r);
        context.out << Cli::tr("Clock ticks: %1").arg(blades::ticksByResult(r.result, pack)) << Qt::endl;
    } else if (kind == u"engagement"_s) {
        const blades::EngagementRoll r = blades::engagementRoll({}, pool - blades::engagementDice({}, 0, pack), pack, random);
        printDice(context, r.roll);
        context.out << Cli::tr("Starting position: %1").arg(nameIn(positions, blades::positionId(r.position), context.language)) << Qt::endl;
    } else if (kind == u"vice"_s) {
        if (!numbers.get(stress, &n, 0, 12))
            return UsageError;
        const blades::ViceRoll r = blades::indulgeVice(pool, n, pack, random);
        printDice(context, r.roll);
        context.out << Cli::tr("Stress cleared: %1 (now %2)").arg(r.stressCleared).arg(r.stressAfter) << Qt::endl;
        if (r.overindulged)
            context.out << Cli::tr("Overindulgence (choose one): %1")
                               .arg(namesIn(table(pack, u"score.json"_s, {u"downtime"_s, u"vice"_s, u"overindulgences"_s}),
                                            r.overindulgences, context.language)
                                        .join(u", "_s)) << Qt::endl;
    } else if (kind == u"entanglement"_s) {
        if (!numbers.get(wanted, &n, 0, 4) || !numbers.get(heat, &m, 0, 9))
            return UsageError;
        const blades::EntanglementRoll r = blades::entanglementRoll(n, m, pack, random);
        printDice(context, r.roll);
        const QStringList names = namesIn(table(pack, u"score.json"_s, {u"entanglements"_s, u"entries"_s}), r.entanglements, context.language);
        context.out << Cli::tr("Entanglement: %1").arg(names.join(Cli::tr(" or "))) << Qt::endl;
    } else if (kind == u"incarceration"_s) {
        if (parser.isSet(crew) ? !crewTier(context, parser.value(crew), &n) : !numbers.get(tier, &n, 0, 6))
            return UsageError;
        const blades::IncarcerationRoll r = blades::incarcerationRoll(n, pack, random);
        printDice(context, r.roll);
        context.out << Cli::tr("Rep %1, prison claims %2, status %3, trauma %4").arg(r.rep).arg(r.prisonClaims).arg(r.status).arg(r.trauma)
                    << Qt::endl;
    } else if (kind == u"acquire"_s) {
        if (parser.isSet(crew) ? !crewTier(context, parser.value(crew), &n) : !numbers.get(tier, &n, 0, 6))
            return UsageError;
        const blades::AssetRoll r = blades::acquireAsset(n, spent, pack, random);
        printDice(context, r.roll);
        context.out << Cli::tr("Asset quality: %1 (coin used %2)").arg(r.quality).arg(r.coinUsed) << Qt::endl;
    } else if (kind == u"project"_s) {
        if (!numbers.get(segments, &n, 1, 24) || !numbers.get(filled, &m, 0, n))
            return UsageError;
        const blades::ClockRoll r = blades::longTermProject(rules::Clock{n, m, rules::ClockKind::LongTermProject}, pool, spent, pack, random);
        printDice(context, r.roll);
        context.out << Cli::tr("Clock: %1/%2 (+%3)").arg(r.clock.filled).arg(r.clock.segments).arg(r.ticks) << Qt::endl;
        if (r.completed)
            context.out << Cli::tr("The project is complete.") << Qt::endl;
    } else {
        if (!numbers.get(heat, &m, 0, 9))
            return UsageError;
        const blades::ReduceHeatRoll r = blades::reduceHeat(pool, m, spent, pack, random);
        printDice(context, r.roll);
        context.out << Cli::tr("Heat: %1 → %2").arg(m).arg(r.heatAfter) << Qt::endl;
    }
    context.out << Cli::tr("Seed: %1").arg(seedValue) << Qt::endl;
    return Ok;
}

QString percent(const rules::Fraction &f)
{
    return QString::number(f.toDouble() * 100.0, 'f', 1) + u'%';
}

int odds(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    if (const int stop = parseCommandLine(context, parser, command, rest, 0, 1); stop >= 0)
        return stop;
    int from = 0;
    int to = 6;
    if (!parser.positionalArguments().isEmpty()) {
        bool ok = false;
        from = to = parser.positionalArguments().first().toInt(&ok);
        if (!ok || from < 0 || from > rules::kMaxOddsPool) {
            context.err << Cli::tr("The pool must be a whole number from 0 to %1.").arg(rules::kMaxOddsPool) << Qt::endl;
            return UsageError;
        }
    }
    const QStringList header{Cli::tr("dice"), Cli::tr("critical"), Cli::tr("6"), Cli::tr("4/5"),
                             Cli::tr("1-3"), Cli::tr("resistance stress")};
    context.out << header.join(u'\t') << Qt::endl;
    for (int pool = from; pool <= to; ++pool) {
        const auto o = rules::poolOdds(pool);
        const auto cell = [](const rules::Fraction &f) -> QString {
            return QString::fromStdString(f.toString()) + u" ("_s + percent(f) + u')';
        };
        context.out << pool << u'\t' << cell(o->critical) << u'\t' << cell(o->success) << u'\t'
                    << cell(o->partial) << u'\t' << cell(o->bad) << u'\t'
                    << QString::number(o->expectedStress.toDouble(), 'f', 2) << Qt::endl;
    }
    return Ok;
}

} // namespace

void addRollCommands(std::vector<Command> &commands)
{
    commands.push_back({u"roll"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "KIND [--dice N] [--seed S] …"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "Roll any roll of the game; the same seed gives the same dice."),
                        roll});
    commands.push_back({u"odds"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "[N]"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "Exact odds of each result for a pool of N dice (0–6 without N)."),
                        odds});
}

} // namespace sw::cli
