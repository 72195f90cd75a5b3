#include "systems/blades/io/campaignjson.h"

#include "systems/blades/charactervalidator.h"
#include "systems/blades/crewvalidator.h"
#include "systems/blades/io/recordjson.h"
#include "systems/blades/io/schemas.h"
#include "systems/blades/io/sheetjson.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;
using sw::store::SheetRef;

namespace sw::io {
namespace {

QList<store::SheetInfo> byId(QList<store::SheetInfo> sheets, bool numeric)
{
    std::sort(sheets.begin(), sheets.end(), [numeric](const store::SheetInfo &a, const store::SheetInfo &b) {
        return numeric ? a.ref.id.toLongLong() < b.ref.id.toLongLong() : a.ref.id < b.ref.id;
    });
    return sheets;
}

} // namespace

QJsonObject exportCampaign(const store::CampaignStore &store, const QString &name)
{
    QJsonArray crews;
    for (const store::SheetInfo &info : byId(store.list(u"crew"_s), true)) {
        QJsonObject crew = *store.snapshot(info.ref);
        crew.insert(u"id"_s, info.ref.id.toLongLong());
        crews.append(crew);
    }
    QJsonArray characters;
    QJsonObject rulePack{{u"id"_s, u"blades_srd"_s}, {u"version"_s, QString()}};
    for (const store::SheetInfo &info : byId(store.list(u"character"_s), true)) {
        QJsonObject snapshot = *store.snapshot(info.ref);
        rulePack = snapshot[u"sheet"_s][u"rule_pack"_s].toObject();
        snapshot.insert(u"id"_s, info.ref.id.toLongLong());
        characters.append(snapshot);
    }
    QJsonArray factions;
    for (const store::SheetInfo &info : byId(store.list(u"faction"_s), false))
        factions.append(*store.snapshot(info.ref));
    QJsonArray clocks;
    for (const store::SheetInfo &info : byId(store.list(u"clock"_s), false))
        clocks.append(*store.snapshot(info.ref));
    // Version 2: the GM's records and the campaign's story (sessions, history, the roll log).
    const auto records = [&store](const QString &kind) {
        QJsonArray out;
        for (const store::SheetInfo &info : byId(store.list(kind), false))
            out.append(*store.snapshot(info.ref));
        return out;
    };
    const QJsonObject story = store.story();
    return {{u"format"_s, u"sheetwright-campaign"_s},
            {u"version"_s, 2},
            {u"campaign"_s, QJsonObject{{u"name"_s, name}, {u"rule_pack"_s, rulePack}}},
            {u"crews"_s, crews},
            {u"characters"_s, characters},
            {u"factions"_s, factions},
            {u"clocks"_s, clocks},
            {u"scores"_s, records(u"score"_s)},
            {u"downtimes"_s, records(u"downtime"_s)},
            {u"sessions"_s, story[u"sessions"_s]},
            {u"history"_s, story[u"history"_s]},
            {u"rolls"_s, story[u"rolls"_s]}};
}

QByteArray writeCampaign(const store::CampaignStore &store, const QString &name)
{
    return QJsonDocument(exportCampaign(store, name)).toJson(QJsonDocument::Indented);
}

ImportResult importCampaign(store::CampaignStore &store, const QByteArray &json, const blades::RulePack &pack,
                            bool allowViolations)
{
    ImportResult result;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const QByteArray before = json.left(parseError.offset);
        result.errors << u"line %1, column %2: %3"_s.arg(before.count('\n') + 1)
                             .arg(parseError.offset - before.lastIndexOf('\n'))
                             .arg(parseError.errorString());
        return result;
    }
    for (const rules::SchemaError &e : bundledSchemas().validate(doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array()),
                                                                 u"campaign.schema.json"_s))
        result.errors << e.pointer + u": "_s + e.reason;
    if (!result.errors.isEmpty())
        return result;
    if (!store.list().isEmpty()) {
        result.errors << u"the campaign is not empty: a whole campaign is imported into a new one"_s;
        return result;
    }
    const QJsonObject root = doc.object();
    QList<store::SheetChange> changes;
    QList<rules::Violation> blocking;
    for (const QJsonValue &v : root[u"factions"_s].toArray())
        changes.append({{u"faction"_s, v[u"id"_s].toString()}, v.toObject()});
    for (const QJsonValue &v : root[u"crews"_s].toArray()) {
        QJsonObject crewJson = v.toObject();
        const SheetRef ref{u"crew"_s, QString::number(crewJson.take(u"id"_s).toInteger())};
        const blades::Crew crew = crewFromJson(crewJson);
        for (const rules::Violation &violation : blades::validateCrew(crew, pack))
            result.problems.append({ref, violation});
        changes.append({ref, crewJson});
    }
    for (const QJsonValue &v : root[u"characters"_s].toArray()) {
        QJsonObject snapshot = v.toObject();
        const SheetRef ref{u"character"_s, QString::number(snapshot.take(u"id"_s).toInteger())};
        CharacterSheet sheet;
        QList<SheetReadError> errors;
        readCharacterSheet(QJsonDocument(snapshot[u"sheet"_s].toObject()).toJson(), &sheet, &errors);
        const QJsonValue crewId = snapshot[u"crew_id"_s];
        blades::CrewBenefits benefits;
        if (crewId.isDouble()) {
            bool found = false;
            for (const QJsonValue &c : root[u"crews"_s].toArray()) {
                if (c[u"id"_s].toInteger() == crewId.toInteger()) {
                    benefits = blades::crewBenefits(blades::completedUpgrades(crewFromJson(c.toObject()), pack), pack);
                    found = true;
                }
            }
            if (!found)
                result.errors << u"/characters: character %1 belongs to crew %2, which the file does not hold"_s.arg(ref.id).arg(crewId.toInteger());
        }
        for (const rules::Violation &violation : blades::validateCharacter(sheet.character, pack, benefits))
            result.problems.append({ref, violation});
        changes.append({ref, snapshot});
    }
    for (const QJsonValue &v : root[u"clocks"_s].toArray())
        changes.append({{u"clock"_s, v[u"id"_s].toString()}, v.toObject()});
    for (const QJsonValue &v : root[u"scores"_s].toArray())
        changes.append({{u"score"_s, v[u"id"_s].toString()}, v.toObject()});
    for (const QJsonValue &v : root[u"downtimes"_s].toArray())
        changes.append({{u"downtime"_s, v[u"id"_s].toString()}, v.toObject()});
    if (!result.errors.isEmpty())
        return result;
    const bool blocked = std::any_of(result.problems.begin(), result.problems.end(),
                                     [](const ImportProblem &p) { return !p.violation.overridden; });
    if (blocked && !allowViolations) {
        result.errors << u"sheets break rules; nothing was imported"_s;
        return result;
    }
    // Version 2 carries its history: written back as it was, the import adds no step of its own
    // (so export → import → export is the same). Version 1 has none: the import is one step.
    const bool withStory = root.contains(u"history"_s);
    const QJsonObject story{{u"sessions"_s, root[u"sessions"_s]}, {u"history"_s, root[u"history"_s]}, {u"rolls"_s, root[u"rolls"_s]}};
    const store::Receipt receipt = withStory ? store.importStory(changes, story)
                                             : store.apply(changes, u"campaign.import"_s, u"Import campaign"_s);
    if (!receipt.ok) {
        result.errors << receipt.error;
        return result;
    }
    store.setName(root[u"campaign"_s][u"name"_s].toString());
    result.ok = true;
    result.sheets = int(changes.size());
    return result;
}

} // namespace sw::io
