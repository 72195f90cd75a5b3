// Foundry VTT export of factions (a "factions" actor of faction items) and clocks, mirroring
// foundryimportfaction.cpp.
#include "systems/blades/io/foundry.h"

#include "systems/blades/io/foundrymapping.h"
#include "systems/blades/io/foundrywriter.h"

using namespace Qt::StringLiterals;

namespace sw::io {
namespace foundry {
namespace {

QString nameIn(const QList<blades::Entity> &list, const QString &id)
{
    const blades::Entity *e = byId(list, id);
    return e ? e->name.en : id;
}

QString factionName(const blades::Faction &f, const blades::RulePack &pack)
{
    if (!f.name.isEmpty())
        return f.name;
    const blades::ExampleFaction *example = byId(pack.factions, f.id);
    return example ? example->name.en : f.id;
}

} // namespace
} // namespace foundry

QByteArray exportFoundryFactions(const QString &actorName, const QList<blades::Faction> &factions,
                                 const QMap<QString, int> &status, const QList<blades::ClockEntry> &goalClocks,
                                 const blades::RulePack &pack, QStringList *unmapped)
{
    using namespace foundry;
    const Writer w{pack, unmapped};
    const QList<blades::Entity> categories = packList(pack, u"crew.json"_s, u"/faction_categories"_s);
    QJsonArray items;
    QList<const blades::ClockEntry *> written;
    for (qsizetype i = 0; i < factions.size(); ++i) {
        const blades::Faction &f = factions.at(i);
        const QString label = u"faction "_s + quoted(f.id);
        QList<const blades::ClockEntry *> goals;
        for (const blades::ClockEntry &clock : goalClocks) {
            if (clock.ownerKind != blades::ClockOwnerKind::Faction || clock.ownerId != f.id)
                continue;
            if (goals.size() < 2)
                goals << &clock;
            else
                w.note(label + u" clock "_s + quoted(clock.name) + u": Foundry's factions have two goal clocks; not written"_s);
            written << &clock;
        }
        const auto relationNames = [&](const QStringList &ids) {
            QStringList names;
            for (const QString &id : ids) {
                const blades::Faction *other = byId(factions, id);
                const blades::ExampleFaction *example = byId(pack.factions, id);
                names << (other ? factionName(*other, pack) : example ? example->name.en : id);
            }
            return names.join(u", "_s);
        };
        const QString category = nameIn(categories, f.category);
        if (!f.category.isEmpty() && !byId(categories, f.category))
            w.note(label + u" category "_s + quoted(f.category) + u": not in %1; written as text"_s.arg(pack.id));
        if (f.hold != u"weak"_s && f.hold != u"strong"_s)
            w.note(label + u" hold "_s + quoted(f.hold) + u": neither weak nor strong; written as strong"_s);
        const int st = status.value(f.id, 0);
        if (st < -3 || st > 3)
            w.note(label + u" status %1: outside −3..+3"_s.arg(st));
        if (f.vulnerable)
            w.note(label + u" vulnerable: Foundry has no field for it; kept in flags.sheetwright"_s);
        QJsonArray goalFlags;
        for (const blades::ClockEntry *goal : goals) {
            QJsonObject g = clockFlags(*goal);
            g.insert(u"filled"_s, goal->clock.filled);
            goalFlags << g;
        }
        if (goals.size() == 2 && goals.at(1)->clock.filled != 0)
            w.note(label + u" clock "_s + quoted(goals.at(1)->name)
                   + u": Foundry keeps the progress of the first goal only; kept in flags.sheetwright"_s);
        const QJsonObject system{
            {u"description"_s, QString()},
            {u"type"_s, category},
            {u"tier"_s, f.tier},
            {u"goal_1"_s, goals.isEmpty() ? QString() : goals.at(0)->name},
            {u"goal_1_clock_max"_s, goals.isEmpty() ? 0 : goals.at(0)->clock.segments},
            {u"goal_2"_s, goals.size() < 2 ? QString() : goals.at(1)->name},
            {u"goal_2_clock_max"_s, goals.size() < 2 ? 0 : goals.at(1)->clock.segments},
            {u"turf"_s, f.turf},
            {u"assets"_s, QString()},
            {u"quirks"_s, QString()},
            {u"notables"_s, QString()},
            {u"allies"_s, relationNames(f.allies)},
            {u"enemies"_s, relationNames(f.enemies)},
            {u"situation"_s, QString()},
            {u"goal_clock"_s, goals.isEmpty() ? 0 : goals.at(0)->clock.filled},
            {u"notes"_s, f.notes},
            {u"hold"_s, QJsonObject{{u"value"_s, boxes(f.hold == u"weak"_s ? kHoldWeak : kHoldStrong)},
                                     {u"max"_s, 2},
                                     {u"max_default"_s, 2},
                                     {u"name_default"_s, u"BITD.Hold"_s},
                                     {u"name"_s, u"BITD.Hold"_s}}},
            {u"status"_s, QJsonObject{{u"value"_s, boxes(st + kStatusNeutral)},
                                       {u"max"_s, kStatusMax},
                                       {u"max_default"_s, kStatusMax},
                                       {u"name_default"_s, u"BITD.Status"_s},
                                       {u"name"_s, u"BITD.Status"_s}}},
        };
        items << embeddedItem(u"factions/"_s + actorName + u'/' + f.id, factionName(f, pack), u"faction"_s, system,
                              {{u"id"_s, f.id},
                               {u"name"_s, f.name},
                               {u"vulnerable"_s, f.vulnerable},
                               {u"allies"_s, QJsonArray::fromStringList(f.allies)},
                               {u"enemies"_s, QJsonArray::fromStringList(f.enemies)},
                               {u"goals"_s, goalFlags}});
    }
    for (const blades::ClockEntry &clock : goalClocks) {
        if (!written.contains(&clock))
            w.note(u"clock "_s + quoted(clock.name) + u": not a goal of any faction written; not written"_s);
    }
    for (auto it = status.constBegin(); it != status.constEnd(); ++it) {
        if (!byId(factions, it.key()))
            w.note(u"status of "_s + quoted(it.key()) + u": not one of the factions written; not written"_s);
    }
    return toJson(actorDocument(actorName, u"factions"_s, u"icons/svg/combat.svg"_s, QJsonObject{{u"name"_s, QString()}},
                                items, baseFlags(pack.id, pack.version)));
}

QByteArray exportFoundryFaction(const blades::Faction &faction, int status, const QList<blades::ClockEntry> &goalClocks,
                                const blades::RulePack &pack, QStringList *unmapped)
{
    return exportFoundryFactions(foundry::factionName(faction, pack), {faction}, {{faction.id, status}}, goalClocks, pack,
                                 unmapped);
}

QByteArray exportFoundryClock(const blades::ClockEntry &clock, QStringList *unmapped)
{
    using namespace foundry;
    const int segments = clock.clock.segments;
    if (!QList<int>{4, 6, 8, 10, 12}.contains(segments) && unmapped)
        *unmapped << u"segments %1: Foundry's clocks have 4, 6, 8, 10 or 12; written as is"_s.arg(segments);
    if (unmapped && (clock.ownerKind != blades::ClockOwnerKind::Campaign || !clock.linkedTo.isEmpty()
                     || !clock.racing.isEmpty() || clock.hidden || clock.clock.kind != rules::ClockKind::Danger))
        *unmapped << u"kind, owner, links and visibility: Foundry's clocks have none; kept in flags.sheetwright"_s;
    const QJsonObject system{{u"name"_s, QString()},
                             {u"type"_s, segments},
                             {u"value"_s, clock.clock.filled},
                             {u"color"_s, u"black"_s},
                             {u"owner"_s, QString()}};
    const QString img = u"systems/blades-in-the-dark/themes/black/%1clock_%2.svg"_s.arg(segments).arg(clock.clock.filled);
    QJsonObject fl = clockFlags(clock);
    fl.insert(u"format"_s, u"sheetwright-foundry"_s);
    fl.insert(u"version"_s, 1);
    return toJson(actorDocument(clock.name, clockActorType(), img, system, QJsonArray(), fl));
}

} // namespace sw::io
