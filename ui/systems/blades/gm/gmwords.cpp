#include "systems/blades/gm/gmwords.h"

#include "systems/blades/dice/odds.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace sw::ui {

QString GmWords::clockKind(const QString &id)
{
    if (id == u"danger"_s)
        return tr("Danger clock");
    if (id == u"racing"_s)
        return tr("Racing clock");
    if (id == u"linked"_s)
        return tr("Linked clock");
    if (id == u"mission"_s)
        return tr("Mission clock");
    if (id == u"tug_of_war"_s)
        return tr("Tug-of-war clock");
    if (id == u"long_term_project"_s)
        return tr("Long-term project");
    if (id == u"healing"_s)
        return tr("Healing clock");
    if (id == u"faction"_s)
        return tr("Faction clock");
    return id;
}

QString GmWords::clockKindRule(const QString &id)
{
    if (id == u"danger"_s)
        return tr("Fills as trouble closes in; never emptied (A §6).");
    if (id == u"racing"_s)
        return tr("Races a rival clock: whichever fills first wins (A §6).");
    if (id == u"linked"_s)
        return tr("Completing it unlocks the clock it links to (A §6).");
    if (id == u"mission"_s)
        return tr("The crew's progress towards a goal (A §6).");
    if (id == u"tug_of_war"_s)
        return tr("Fills and empties as two sides pull (A §6).");
    if (id == u"long_term_project"_s)
        return tr("Worked on in downtime: 1, 2, 3 or 5 segments a roll (C §8.4).");
    if (id == u"faction"_s)
        return tr("A faction's goal, ticked in the faction turn (C §9).");
    return {};
}

QString GmWords::ownerKind(const QString &id)
{
    if (id == u"campaign"_s)
        return tr("Campaign");
    if (id == u"crew"_s)
        return tr("Crew");
    if (id == u"character"_s)
        return tr("Scoundrel");
    if (id == u"faction"_s)
        return tr("Faction");
    return id;
}

QString GmWords::rollKind(const QString &id)
{
    if (id == u"action"_s)
        return tr("Action roll");
    if (id == u"resistance"_s)
        return tr("Resistance roll");
    if (id == u"fortune"_s)
        return tr("Fortune roll");
    if (id == u"gather_information"_s)
        return tr("Gather information");
    if (id == u"engagement"_s)
        return tr("Engagement roll");
    if (id == u"vice"_s || id == u"indulge_vice"_s)
        return tr("Vice roll");
    if (id == u"incarceration"_s)
        return tr("Incarceration roll");
    if (id == u"entanglement"_s)
        return tr("Entanglement roll");
    if (id == u"faction_clock"_s)
        return tr("Faction clock roll");
    if (id == u"acquire_asset"_s)
        return tr("Acquire asset");
    if (id == u"long_term_project"_s)
        return tr("Long-term project");
    if (id == u"recover"_s)
        return tr("Recover");
    if (id == u"reduce_heat"_s)
        return tr("Reduce heat");
    return id;
}

QString GmWords::result(const QString &id)
{
    if (id == u"bad"_s)
        return tr("1–3: bad");
    if (id == u"mixed"_s)
        return tr("4/5: mixed");
    if (id == u"good"_s)
        return tr("6: success");
    if (id == u"critical"_s)
        return tr("critical");
    return id;
}

QString GmWords::sheetKind(const QString &id)
{
    if (id == u"character"_s)
        return tr("Scoundrel");
    if (id == u"crew"_s)
        return tr("Crew");
    if (id == u"faction"_s)
        return tr("Faction");
    if (id == u"clock"_s)
        return tr("Clock");
    if (id == u"score"_s)
        return tr("Score");
    if (id == u"downtime"_s)
        return tr("Downtime");
    return id;
}

QString GmWords::percent(double chance)
{
    return QLocale().toString(chance * 100.0, 'f', 1) + u'%';
}

QString GmWords::odds(int pool)
{
    const std::optional<rules::PoolOdds> odds = rules::poolOdds(pool);
    const QString dice = pool > 0 ? tr("%n dice", nullptr, pool) : tr("0 dice (roll 2, keep the lower)");
    if (!odds)
        return dice;
    return tr("%1 — critical %2 · 6: %3 · 4/5: %4 · 1–3: %5")
        .arg(dice, percent(odds->critical.toDouble()), percent(odds->success.toDouble()),
             percent(odds->partial.toDouble()), percent(odds->bad.toDouble()));
}

QString GmWords::dice(const QList<int> &dice, const QString &resultId)
{
    QStringList faces;
    for (int d : dice)
        faces << QString::number(d);
    return tr("Rolled %1 → %2").arg(faces.join(u' '), result(resultId));
}

models::GmModelBase::Labeler GmWords::labeler()
{
    return [](const QString &kind, const QString &id) -> QString {
        if (kind == u"clock_kind"_s)
            return clockKind(id);
        if (kind == u"owner_kind"_s)
            return ownerKind(id);
        if (kind == u"roll_kind"_s)
            return rollKind(id);
        if (kind == u"result"_s)
            return result(id);
        if (kind == u"sheet_kind"_s)
            return sheetKind(id);
        if (kind == u"state"_s)
            return id == u"undone"_s ? tr("undone") : QString();
        if (kind == u"unnamed"_s)
            return tr("Unnamed faction");
        return {};
    };
}

} // namespace sw::ui
