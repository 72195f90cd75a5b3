#include "systems/fate/cli/conflictcommands.h"

#include "cli/opencampaign.h"
#include "common/undolabel.h"
#include "systems/fate/characterjson.h"
#include "systems/fate/economy.h"
#include "systems/fate/l10n/fateviolationtext.h"
#include "systems/fate/sheetrules.h"
#include "systems/fate/store/campaignpack.h"
#include "systems/fate/store/fatesheets.h"

#include <QMap>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::fate {
namespace {

class FateCli
{
    Q_DECLARE_TR_FUNCTIONS(sw::fate::FateCli)
};

using cli::Context;

// The campaign (opened for editing) and the Fate characters a command names by id.
struct Opened
{
    cli::OpenCampaign open;
    QMap<qint64, Character> sheets;
};

bool openWith(Context &context, const QString &path, const QList<QString> &ids, Opened *out)
{
    out->open = cli::openCampaign(context, path, store::CampaignFile::Access::Edit);
    if (!out->open.store)
        return false;
    for (const QString &text : ids) {
        bool numeric = false;
        const qint64 id = QString(text).remove(QString(kCharacterKind) + u':').toLongLong(&numeric);
        const std::optional<Character> c = numeric ? character(*out->open.store, id) : std::nullopt;
        if (!c) {
            context.err << FateCli::tr("The campaign has no Fate character %1.").arg(text) << Qt::endl;
            return false;
        }
        out->sheets.insert(id, *c);
    }
    return cli::readOk(context, *out->open.store);
}

// The rules broken, in the words of the campaign's pack or profile (its skill, slot and ladder names).
int refuse(Context &context, const Opened &o, const QList<rules::Violation> &violations)
{
    const auto pack = campaignFatePack(*o.open.store);
    for (const rules::Violation &v : violations)
        context.err << v.code << u'\t' << l10n::FateViolationText::describe(v, *pack, context.language) << Qt::endl;
    context.err << FateCli::tr("Nothing was changed.") << Qt::endl;
    return cli::Failure;
}

// The sheets after, written as one journal entry (one undo step).
int store(Context &context, Opened &o, const QMap<qint64, Character> &after, const QString &command, const QString &label)
{
    QList<store::SheetChange> changes;
    for (auto it = after.cbegin(); it != after.cend(); ++it) {
        if (it.value() != o.sheets.value(it.key()))
            changes.append({characterRef(it.key()), toJson(it.value())});
    }
    const store::Receipt receipt = o.open.store->apply(changes, command, label);
    if (!receipt.ok) {
        context.err << receipt.error << Qt::endl;
        return cli::Failure;
    }
    for (auto it = after.cbegin(); it != after.cend(); ++it)
        context.out << FateCli::tr("%1: fate points %2, owed after the scene %3")
                           .arg(it.value().name).arg(it.value().fatePoints).arg(it.value().fatePointsOwed)
                    << Qt::endl;
    return cli::Ok;
}

QList<FreeInvokes> *holdingsOf(Character &c, const QString &aspect, bool *boost, int *boostIndex)
{
    for (Aspect &a : c.aspects) {
        if (a.text == aspect)
            return &a.freeInvokes;
    }
    for (Consequence &k : c.consequences) {
        if (k.text == aspect)
            return &k.freeInvokes;
    }
    *boostIndex = int(c.boosts.indexOf(aspect));
    *boost = *boostIndex >= 0;
    return nullptr;
}

} // namespace

// Rule 23: fate hit CAMPAIGN ID --shifts N [--track T] [--boxes 1,2] [--consequence SLOT=TEXT …] [--by NAME]
int hitCommand(Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption shifts(u"shifts"_s, FateCli::tr("The hit's shifts."), FateCli::tr("N"));
    const QCommandLineOption track(u"track"_s, FateCli::tr("physical (default) or mental."), FateCli::tr("TRACK"));
    const QCommandLineOption boxes(u"boxes"_s, FateCli::tr("Stress boxes to mark, counted from 1 (e.g. 1,2)."), FateCli::tr("LIST"));
    const QCommandLineOption consequence(u"consequence"_s, FateCli::tr("A consequence to take: SLOT=TEXT (mild, moderate, severe…); may repeat."), FateCli::tr("SLOT=TEXT"));
    const QCommandLineOption by(u"by"_s, FateCli::tr("Who inflicted the hit: gets 1 free invoke on each consequence."), FateCli::tr("NAME"));
    const QCommandLineOption replaces(u"replaces"_s, FateCli::tr("With an extreme consequence: the aspect it replaces, counted from 1 (not the high concept)."), FateCli::tr("N"));
    for (const QCommandLineOption *o : {&shifts, &track, &boxes, &consequence, &by, &replaces})
        parser.addOption(*o);
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 2, 2); stop >= 0)
        return stop;
    bool ok = false;
    const int hit = parser.value(shifts).toInt(&ok);
    if (!ok || hit < 1) {
        context.err << FateCli::tr("--shifts takes a whole number from 1 up.") << Qt::endl;
        return cli::UsageError;
    }
    HitPlan plan;
    plan.track = parser.value(track) == u"mental"_s ? Track::Mental : Track::Physical;
    if (parser.isSet(replaces))
        plan.replacesAspect = parser.value(replaces).toInt() - 1;
    for (const QString &b : parser.value(boxes).split(u',', Qt::SkipEmptyParts))
        plan.boxes.append(b.trimmed().toInt() - 1);
    for (const QString &k : parser.values(consequence)) {
        Consequence taken{k.section(u'=', 0, 0).trimmed(), k.section(u'=', 1).trimmed(), false, parser.value(by), {}};
        if (!taken.createdBy.isEmpty())
            taken.freeInvokes = {{taken.createdBy, 1}}; // spec §7.5: the inflicter gets 1 free invoke
        plan.consequences.append(taken);
    }
    Opened o;
    if (!openWith(context, parser.positionalArguments().at(0), {parser.positionalArguments().at(1)}, &o))
        return cli::Failure;
    const qint64 id = o.sheets.firstKey();
    const Character &c = o.sheets.first();
    const auto pack = campaignFatePack(*o.open.store);
    if (takenOut(*pack, c, plan.track, hit))
        context.out << FateCli::tr("%1 can absorb at most %2 on that track: taken out.").arg(c.name).arg(absorbable(*pack, c, plan.track)) << Qt::endl;
    if (const QList<rules::Violation> refused = checkHit(*pack, c, hit, plan); !refused.isEmpty())
        return refuse(context, o, refused);
    return store(context, o, {{id, applyHit(c, plan)}}, u"fate.hit.absorb"_s, sw::trLabel("sw::fate::FateCli", "%1 absorbs a hit of %2").arg(c.name).arg(hit));
}

// Rules 4, 5, 27, 29: fate invoke CAMPAIGN ROLLER --aspect TEXT [--owner ID] [--free [--holder NAME]]
int invokeCommand(Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption aspect(u"aspect"_s, FateCli::tr("The aspect invoked, as written."), FateCli::tr("TEXT"));
    const QCommandLineOption owner(u"owner"_s, FateCli::tr("The character whose aspect it is (default: the roller's own; another's is a hostile invoke)."), FateCli::tr("ID"));
    const QCommandLineOption free(u"free"_s, FateCli::tr("Use a free invoke instead of a fate point."));
    const QCommandLineOption holder(u"holder"_s, FateCli::tr("Who holds the free invoke (default: the roller)."), FateCli::tr("NAME"));
    for (const QCommandLineOption *o : {&aspect, &owner, &free, &holder})
        parser.addOption(*o);
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 2, 2); stop >= 0)
        return stop;
    const QString rollerText = parser.positionalArguments().at(1);
    const QString ownerText = parser.isSet(owner) ? parser.value(owner) : rollerText;
    Opened o;
    if (!openWith(context, parser.positionalArguments().at(0), {rollerText, ownerText}, &o))
        return cli::Failure;
    const qint64 rollerId = QString(rollerText).remove(QString(kCharacterKind) + u':').toLongLong();
    const qint64 ownerId = QString(ownerText).remove(QString(kCharacterKind) + u':').toLongLong();
    QMap<qint64, Character> after = o.sheets;
    Character &roller = after[rollerId];
    const QString text = parser.value(aspect);
    bool boost = false;
    int boostIndex = -1;
    QList<FreeInvokes> *held = holdingsOf(after[ownerId], text, &boost, &boostIndex);
    if (!held && !boost)
        return refuse(context, o, {{u"fate.invoke.unknown_aspect"_s, u"aspect"_s, {{u"aspect"_s, text}}, false}});
    if (!parser.isSet(free)) {
        if (boost)
            return refuse(context, o, {{u"fate.invoke.boost_paid"_s, u"aspect"_s, {{u"aspect"_s, text}}, false}});
        if (roller.fatePoints < 1) // rule 4
            return refuse(context, o, {{u"fate.invoke.no_fate_point"_s, u"fate_points"_s, {{u"fate_points"_s, roller.fatePoints}}, false}});
        roller.fatePoints -= 1;
        if (ownerId != rollerId)
            after[ownerId] = oweFatePoints(after[ownerId], 1); // rule 27: paid to the owner after the scene
    } else if (boost) {
        after[ownerId].boosts.removeAt(boostIndex); // rule 29: invoked once, then gone
    } else {
        const QString who = parser.isSet(holder) ? parser.value(holder) : roller.name;
        const auto it = std::find_if(held->begin(), held->end(), [&](const FreeInvokes &f) { return f.holder == who && f.count > 0; });
        if (it == held->end()) // rule 5
            return refuse(context, o, {{u"fate.invoke.no_free_invoke"_s, u"aspect"_s, {{u"aspect"_s, text}, {u"held"_s, 0}}, false}});
        if (--it->count == 0)
            held->erase(it);
    }
    return store(context, o, after, u"fate.invoke"_s, sw::trLabel("sw::fate::FateCli", "%1 invokes %2").arg(roller.name, text));
}

// Rule 25: fate concede CAMPAIGN ID [--consequences N] [--opponent-rolled]
int concedeCommand(Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption taken(u"consequences"_s, FateCli::tr("Consequences taken in this conflict (default 0)."), FateCli::tr("N"));
    const QCommandLineOption rolled(u"opponent-rolled"_s, FateCli::tr("The opponent has rolled already (too late to concede)."));
    parser.addOption(taken);
    parser.addOption(rolled);
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 2, 2); stop >= 0)
        return stop;
    const std::optional<int> points = concessionFatePoints(parser.isSet(rolled), parser.value(taken).toInt());
    if (!points) {
        context.err << FateCli::tr("Too late: a concession comes before the opponent rolls (rule 25).") << Qt::endl;
        return cli::Failure;
    }
    Opened o;
    if (!openWith(context, parser.positionalArguments().at(0), {parser.positionalArguments().at(1)}, &o))
        return cli::Failure;
    const Character &c = o.sheets.first();
    return store(context, o, {{o.sheets.firstKey(), oweFatePoints(c, *points)}}, u"fate.conflict.concede"_s,
                 sw::trLabel("sw::fate::FateCli", "%1 concedes").arg(c.name));
}

// Rule 27 (and 25): fate payout CAMPAIGN ID — the owed fate points paid at the end of the scene.
int payoutCommand(Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 2, 2); stop >= 0)
        return stop;
    Opened o;
    if (!openWith(context, parser.positionalArguments().at(0), {parser.positionalArguments().at(1)}, &o))
        return cli::Failure;
    const Character &c = o.sheets.first();
    return store(context, o, {{o.sheets.firstKey(), payOwedFatePoints(c)}}, u"fate.fate_points.pay_owed"_s,
                 sw::trLabel("sw::fate::FateCli", "%1 is paid the owed fate points").arg(c.name));
}

} // namespace sw::fate
