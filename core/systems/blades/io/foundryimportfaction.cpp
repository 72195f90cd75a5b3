// Foundry faction items (of a "factions" actor) → Faction; "🕛 clock" actors → ClockEntry.
//
// Faction: name → the pack's faction by English name, else a new id and the name; system.type →
// category; .tier; .hold.value 1/2 → weak/strong; .status.value 1..7 → −3..+3 (4 neutral, 0
// unset); .goal_1/.goal_2 with .goal_N_clock_max → two goal clocks, .goal_clock → the first one's
// fill; .turf; .allies/.enemies (names, comma separated) → ids; .notes, .description, .notables,
// .assets, .quirks, .situation → notes.
//
// Clock: name → name; system.type → segments; system.value → filled.
#include "systems/blades/io/foundrymapping.h"
#include "systems/blades/io/foundryreader.h"

using namespace Qt::StringLiterals;

namespace sw::io::foundry {
namespace {

// "The Bluecoats, Ministry of Preservation." → the pack's ids; the rest are reported.
QStringList relations(Reader &r, const QString &text, const QString &label, const char *what)
{
    QStringList ids;
    QString normalized = text;
    normalized.replace(u';', u',').replace(u'\n', u',').replace(u'.', u','); // "The Unseen.The City Council"
    for (QString name : normalized.split(u',', Qt::SkipEmptyParts)) {
        name = name.trimmed();
        if (name.isEmpty())
            continue;
        QString id = idsByName(r.pack.factions, name).value(0);
        if (id.isEmpty())
            id = alias(AliasKind::Faction, name, r.pack);
        if (id.isEmpty())
            r.note(label + u' ' + QLatin1StringView(what) + u' ' + quoted(name) + u": no faction of %1"_s.arg(r.pack.id));
        else if (!ids.contains(id))
            ids << id;
    }
    return ids;
}

} // namespace

FactionRead readFaction(Reader &r, const ItemDoc &item)
{
    const blades::RulePack &pack = r.pack;
    const QString base = item.path.isEmpty() ? QString() : item.path + u'.';
    const QString sp = base + u"system"_s;
    const QString fp = base + u"flags.sheetwright"_s;
    const QString label = item.path.isEmpty() ? quoted(item.name) : item.label();
    const QJsonObject &s = item.system;
    const QJsonObject &fl = item.sheetwright;
    const auto sys = [&](const char *key) { return s.value(QLatin1StringView(key)); };
    const auto at = [&](const char *key) -> QString { return sp + u'.' + QLatin1StringView(key); };

    FactionRead out;
    blades::Faction &f = out.faction;
    const QString flaggedId = r.text(fl.value("id"_L1), fp + u".id"_s);
    const QString byName = idsByName(pack.factions, item.name).value(0);
    const QString packId = byName.isEmpty() ? alias(AliasKind::Faction, item.name, pack) : byName;
    f.id = !flaggedId.isEmpty() ? flaggedId : !packId.isEmpty() ? packId : slug(item.name, u"faction"_s);
    // A faction of the pack under its own name keeps no name: the pack's shows in every language.
    if (fl.contains("name"_L1))
        f.name = r.text(fl.value("name"_L1), fp + u".name"_s);
    else
        f.name = !byName.isEmpty() && f.id == byName ? QString() : item.name;

    const QString category = r.text(sys("type"), at("type"));
    if (!category.trimmed().isEmpty()) {
        f.category = idsByName(packList(pack, u"crew.json"_s, u"/faction_categories"_s), category).value(0);
        if (f.category.isEmpty())
            r.note(label + u" system.type "_s + quoted(category) + u": no faction category of %1"_s.arg(pack.id));
    }
    f.tier = r.integer(sys("tier"), at("tier"));
    const QJsonObject hold = r.object(sys("hold"), at("hold"));
    const int holdValue = r.integer(hold.value("value"_L1), at("hold") + u".value"_s, kHoldWeak);
    if (holdValue == kHoldWeak || holdValue == kHoldStrong)
        f.hold = holdValue == kHoldWeak ? u"weak"_s : u"strong"_s;
    else
        r.note(label + u" system.hold.value %1: neither weak (1) nor strong (2); kept strong"_s.arg(holdValue));
    const QJsonObject status = r.object(sys("status"), at("status"));
    const int statusValue = r.integer(status.value("value"_L1), at("status") + u".value"_s, kStatusNeutral);
    if (statusValue >= 1 && statusValue <= kStatusMax)
        out.status = statusValue - kStatusNeutral;
    else if (statusValue != 0) // 0: never set, neutral
        r.note(label + u" system.status.value %1: outside 1..7; read as neutral"_s.arg(statusValue));
    f.turf = r.text(sys("turf"), at("turf"));
    if (fl.contains("allies"_L1))
        f.allies = r.strings(fl.value("allies"_L1), fp + u".allies"_s);
    else
        f.allies = relations(r, r.text(sys("allies"), at("allies")), label, "ally");
    if (fl.contains("enemies"_L1))
        f.enemies = r.strings(fl.value("enemies"_L1), fp + u".enemies"_s);
    else
        f.enemies = relations(r, r.text(sys("enemies"), at("enemies")), label, "enemy");
    f.vulnerable = r.boolean(fl.value("vulnerable"_L1), fp + u".vulnerable"_s);
    f.notes = r.text(sys("notes"), at("notes"));
    struct Part
    {
        const char *key;
        QString label;
    };
    for (const Part &part : {Part{"description", u"Description"_s}, Part{"notables", u"Notables"_s},
                             Part{"assets", u"Assets"_s}, Part{"quirks", u"Quirks"_s}, Part{"situation", u"Situation"_s}})
        appendNote(&f.notes, part.label, r.text(sys(part.key), at(part.key)));

    const QJsonArray goalFlags = r.array(fl.value("goals"_L1), fp + u".goals"_s);
    const int progress = r.integer(sys("goal_clock"), at("goal_clock"));
    for (int n = 1; n <= 2; ++n) {
        const QByteArray goalKey = "goal_" + QByteArray::number(n);
        const QByteArray maxKey = goalKey + "_clock_max";
        const QString goal = r.text(sys(goalKey.constData()), at(goalKey.constData()));
        const int size = r.integer(sys(maxKey.constData()), at(maxKey.constData()));
        if (size <= 0) {
            if (!goal.trimmed().isEmpty()) {
                appendNote(&f.notes, u"Goal"_s, goal);
                r.note(label + u" system.%1 "_s.arg(QString::fromLatin1(goalKey)) + quoted(goal)
                       + u": a goal with no clock; kept in the notes"_s);
            }
            if (n == 1 && progress != 0)
                r.note(label + u" system.goal_clock %1: no goal clock to fill"_s.arg(progress));
            continue;
        }
        blades::ClockEntry clock;
        clock.id = u"%1_goal_%2"_s.arg(f.id).arg(n);
        clock.name = goal;
        clock.clock = {size, n == 1 ? progress : 0, rules::ClockKind::Faction};
        clock.ownerKind = blades::ClockOwnerKind::Faction;
        clock.ownerId = f.id;
        if (goalFlags.size() >= n) {
            const QString gp = fp + u".goals[%1]"_s.arg(n - 1);
            const QJsonObject g = r.object(goalFlags.at(n - 1), gp);
            r.clockFlags(g, gp, &clock);
            if (g.contains("filled"_L1))
                clock.clock.filled = r.integer(g.value("filled"_L1), gp + u".filled"_s);
        }
        out.goals << clock;
    }
    return out;
}

blades::ClockEntry readClock(Reader &r, const ActorDoc &doc)
{
    const auto sys = [&](const char *key) { return doc.system.value(QLatin1StringView(key)); };
    blades::ClockEntry clock;
    clock.name = doc.name.isEmpty() ? r.text(sys("name"), u"system.name"_s) : doc.name;
    clock.id = slug(clock.name, u"clock"_s);
    clock.clock.segments = r.integer(sys("type"), u"system.type"_s, 4);
    clock.clock.filled = r.integer(sys("value"), u"system.value"_s);
    const QString color = r.text(sys("color"), u"system.color"_s);
    if (!color.isEmpty() && color != u"black"_s)
        r.note(u"system.color "_s + quoted(color) + u": Sheetwright's clocks have no colour"_s);
    const QString owner = r.text(sys("owner"), u"system.owner"_s);
    if (!owner.trimmed().isEmpty())
        r.note(u"system.owner "_s + quoted(owner) + u": a clock's owner is set in the campaign"_s);
    r.clockFlags(doc.sheetwright, u"flags.sheetwright"_s, &clock);
    return clock;
}

} // namespace sw::io::foundry
