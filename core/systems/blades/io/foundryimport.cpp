// Foundry VTT "Blades in the Dark" (system 6.1.1) actor import: the document, its embedded items,
// and the rules engine run over what came in. The mappings themselves, Foundry field by field:
//   foundryimportcharacter.cpp — "character" actors,
//   foundryimportcrew.cpp      — "crew" actors,
//   foundryimportfaction.cpp   — faction items ("factions" actors) and "🕛 clock" actors.
// Anything Foundry holds that Sheetwright has no field for is listed in FoundryImport::unmapped,
// one line per value, naming where it was ("items[3] \"Demonbane charm\": …").
#include "systems/blades/io/foundry.h"

#include "systems/blades/charactervalidator.h"
#include "systems/blades/crewvalidator.h"
#include "systems/blades/gmvalidator.h"
#include "systems/blades/io/foundrymapping.h"
#include "systems/blades/io/foundryreader.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace sw::io {
namespace foundry {
namespace {

constexpr qsizetype kMaxDocumentBytes = 16 * 1024 * 1024;

QJsonObject sheetwrightFlags(Reader &r, const QJsonObject &document, const QString &path)
{
    const QJsonObject flags = r.object(document.value("flags"_L1), path + u"flags"_s);
    return r.object(flags.value("sheetwright"_L1), path + u"flags.sheetwright"_s);
}

// The document's name, type, system and embedded items, each checked for its kind.
ActorDoc readDocument(Reader &r, const QJsonObject &root)
{
    ActorDoc doc;
    if (!root.value("name"_L1).isString())
        r.error(u"name"_s, root.contains("name"_L1) ? u"expected text"_s : u"missing"_s);
    doc.name = root.value("name"_L1).toString();
    doc.type = root.value("type"_L1).toString();
    if (!root.value("system"_L1).isObject())
        r.error(u"system"_s, root.contains("system"_L1) ? u"expected an object"_s : u"missing"_s);
    doc.system = root.value("system"_L1).toObject();
    doc.sheetwright = sheetwrightFlags(r, root, QString());
    const QJsonArray items = r.array(root.value("items"_L1), u"items"_s);
    for (qsizetype i = 0; i < items.size(); ++i) {
        ItemDoc item;
        item.path = u"items[%1]"_s.arg(i);
        if (!items.at(i).isObject()) {
            r.error(item.path, u"expected an item document"_s);
            continue;
        }
        const QJsonObject o = items.at(i).toObject();
        if (!o.value("name"_L1).isString())
            r.error(item.path + u".name"_s, o.contains("name"_L1) ? u"expected text"_s : u"missing"_s);
        if (!o.value("type"_L1).isString())
            r.error(item.path + u".type"_s, o.contains("type"_L1) ? u"expected text"_s : u"missing"_s);
        item.name = o.value("name"_L1).toString();
        item.type = o.value("type"_L1).toString();
        item.system = r.object(o.value("system"_L1), item.path + u".system"_s);
        item.sheetwright = sheetwrightFlags(r, o, item.path + u'.');
        doc.items << item;
    }
    return doc;
}

QStringList codes(const QList<rules::Violation> &violations)
{
    QStringList out;
    for (const rules::Violation &v : violations)
        out << v.code;
    return out;
}

void readFactions(Reader &r, const ActorDoc &doc, FoundryImport *out)
{
    for (const ItemDoc &item : doc.items) {
        if (item.type != u"faction"_s) {
            r.note(item.label() + u": an item of type %1 has no place in Sheetwright's factions"_s.arg(quoted(item.type)));
            continue;
        }
        const FactionRead read = readFaction(r, item);
        out->factions << read.faction;
        out->factionStatus.insert(read.faction.id, read.status);
        out->goalClocks << read.goals;
    }
    if (out->factions.isEmpty())
        r.error(u"items"_s, u"a factions actor with no faction item"_s);
    else
        out->faction = out->factions.first();
}

QStringList factionViolations(const FoundryImport &in, const blades::RulePack &pack)
{
    // Relations may name the pack's factions too: a campaign starts from them (B §7).
    QList<blades::Faction> all = in.factions;
    for (const blades::ExampleFaction &example : pack.factions) {
        if (!foundry::byId(all, example.id)) {
            blades::Faction f;
            f.id = example.id;
            all << f;
        }
    }
    QStringList out;
    for (const blades::Faction &f : in.factions)
        out << codes(blades::validateFaction(f, all, pack));
    blades::ClockOwners owners;
    for (const blades::Faction &f : in.factions)
        owners.factions << f.id;
    for (const blades::ClockEntry &clock : in.goalClocks)
        out << codes(blades::validateClock(clock, in.goalClocks, owners));
    return out;
}

QStringList clockViolations(const blades::ClockEntry &clock)
{
    blades::ClockOwners owners; // the clock came alone: its owner is taken as existing
    switch (clock.ownerKind) {
    case blades::ClockOwnerKind::Crew: owners.crews << clock.ownerId; break;
    case blades::ClockOwnerKind::Character: owners.characters << clock.ownerId; break;
    case blades::ClockOwnerKind::Faction: owners.factions << clock.ownerId; break;
    case blades::ClockOwnerKind::Campaign: break;
    }
    return codes(blades::validateClock(clock, {clock}, owners));
}

} // namespace
} // namespace foundry

FoundryImport importFoundryActor(const QByteArray &json, const blades::RulePack &pack)
{
    using namespace foundry;
    FoundryImport out;
    const auto fail = [](const QStringList &errors) {
        FoundryImport failed;
        failed.errors = errors;
        return failed;
    };
    if (json.size() > kMaxDocumentBytes)
        return fail({u"the document is larger than %1 MiB"_s.arg(kMaxDocumentBytes / (1024 * 1024))});
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const QByteArray before = json.left(parseError.offset);
        return fail({u"not JSON: line %1, column %2: %3"_s.arg(before.count('\n') + 1)
                         .arg(parseError.offset - before.lastIndexOf('\n'))
                         .arg(parseError.errorString())});
    }
    if (!document.isObject())
        return fail({u"a Foundry actor is a JSON object; this is %1"_s.arg(document.isArray() ? u"a list"_s : u"empty"_s)});
    const QJsonObject root = document.object();

    Reader r(pack);
    const QJsonObject stats = r.object(root.value("_stats"_L1), u"_stats"_s);
    const QString system = r.text(stats.value("systemId"_L1), u"_stats.systemId"_s);
    if (!system.isEmpty() && system != systemId())
        r.error(u"_stats.systemId"_s, u"the actor belongs to the Foundry system %1, not %2"_s.arg(quoted(system), systemId()));
    if (!root.value("type"_L1).isString()) {
        r.error(u"type"_s, root.contains("type"_L1) ? u"expected text"_s : u"missing"_s);
        return fail(r.errors);
    }
    const ActorDoc doc = readDocument(r, root);
    if (!r.errors.isEmpty())
        return fail(r.errors);
    if (const QJsonArray effects = r.array(root.value("effects"_L1), u"effects"_s); !effects.isEmpty())
        r.note(u"effects: %1 active effect(s) of the actor are not read"_s.arg(effects.size()));

    if (doc.type == u"character"_s) {
        out.kind = FoundryKind::Character;
        out.character = readCharacter(r, doc);
    } else if (doc.type == u"crew"_s) {
        out.kind = FoundryKind::Crew;
        out.crew = readCrew(r, doc);
    } else if (doc.type == u"factions"_s) {
        out.kind = FoundryKind::Faction;
        readFactions(r, doc, &out);
    } else if (doc.type == u"faction"_s) { // one faction item, as in the compendium
        out.kind = FoundryKind::Faction;
        ItemDoc item{QString(), doc.name, doc.type, doc.system, doc.sheetwright};
        const FactionRead read = readFaction(r, item);
        out.faction = read.faction;
        out.factions = {read.faction};
        out.factionStatus.insert(read.faction.id, read.status);
        out.goalClocks = read.goals;
    } else if (doc.type == clockActorType()) {
        out.kind = FoundryKind::Clock;
        out.clock = readClock(r, doc);
    } else if (doc.type == u"npc"_s) {
        r.error(u"type"_s, u"NPC actors are not imported; Sheetwright keeps characters, crews, factions and clocks"_s);
    } else {
        r.error(u"type"_s, quoted(doc.type) + u" is no Blades in the Dark actor type (character, crew, factions, \U0001F55B clock)"_s);
    }
    if (!r.errors.isEmpty())
        return fail(r.errors);
    out.unmapped = r.unmapped;

    switch (out.kind) {
    case FoundryKind::Character: out.violations = codes(blades::validateCharacter(out.character, pack)); break;
    case FoundryKind::Crew: out.violations = codes(blades::validateCrew(out.crew, pack)); break;
    case FoundryKind::Faction: out.violations = factionViolations(out, pack); break;
    case FoundryKind::Clock: out.violations = clockViolations(out.clock); break;
    case FoundryKind::None: break;
    }
    return out;
}

} // namespace sw::io
