#include "systems/blades/documents.h"

#include "systems/blades/legacyrows.h"
#include "systems/blades/store/factionorder.h"
#include "systems/blades/io/schemas.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace sw::blades {

using store::nameOrder;
namespace {

QString fieldsOrder(const QStringList &fields)
{
    return fields.join(QChar(1));
}

// The document checked against the campaign schema's definition of its kind (resources/schemas).
QString schemaCheck(const QJsonObject &document, const QString &schema)
{
    const QList<rules::SchemaError> errors = io::bundledSchemas().validate(document, schema, 1);
    return errors.isEmpty() ? QString() : errors.first().pointer + u": "_s + errors.first().reason;
}

// Crews and characters keep their number beside the document, not in it; their schema (the
// campaign export's) wants it inside.
QJsonObject withNumber(QJsonObject document, const QString &id)
{
    document.insert(u"id"_s, id.toLongLong());
    return document;
}

QString packOf(const QJsonObject &o)
{
    return o[u"rule_pack"_s][u"id"_s].toString();
}

QString packVersionOf(const QJsonObject &o)
{
    return o[u"rule_pack"_s][u"version"_s].toString();
}

} // namespace

void registerDocumentKinds(store::DocumentKinds &kinds)
{
    const QString system = u"blades"_s;
    kinds.add({u"crew"_s, system, 1, true,
               [](const QString &id, const QJsonObject &d) {
                   return store::SheetListing{d[u"name"_s].toString(), d[u"crew_type"_s].toString(), {},
                                              nameOrder(d[u"name"_s].toString(), id), packOf(d), packVersionOf(d)};
               },
               [](const QString &id, const QJsonObject &d) { return schemaCheck(withNumber(d, id), u"blades.crew.schema.json"_s); }});
    kinds.add({u"character"_s, system, 1, true,
               [](const QString &id, const QJsonObject &d) {
                   const QJsonObject sheet = d[u"sheet"_s].toObject();
                   const QJsonObject c = sheet[u"character"_s].toObject();
                   const QJsonValue crew = d[u"crew_id"_s];
                   return store::SheetListing{c[u"name"_s].toString(), c[u"playbook"_s].toString(),
                                              crew.isDouble() ? QString::number(qint64(crew.toDouble())) : QString(),
                                              nameOrder(c[u"name"_s].toString(), id), packOf(sheet), packVersionOf(sheet)};
               },
               [](const QString &id, const QJsonObject &d) {
                   return schemaCheck(withNumber(d, id), u"blades.character.schema.json"_s);
               },
               u"crew"_s});
    kinds.add({u"faction"_s, system, 1, true,
               [](const QString &id, const QJsonObject &d) {
                   // The ladder's order (store/factionorder.h): SQL pages through it.
                   return store::SheetListing{d[u"name"_s].toString(), d[u"category"_s].toString(), {},
                                              factionOrder(d[u"tier"_s].toInt(), d[u"name"_s].toString(), id), {}, {}};
               },
               [](const QString &, const QJsonObject &d) { return schemaCheck(d, u"blades.faction.schema.json"_s); }});
    kinds.add({u"clock"_s, system, 1, true,
               [](const QString &id, const QJsonObject &d) {
                   return store::SheetListing{d[u"name"_s].toString(), d[u"kind"_s].toString(), {},
                                              fieldsOrder({d[u"owner_kind"_s].toString(), d[u"owner_id"_s].toString(), id}),
                                              {}, {}};
               },
               [](const QString &, const QJsonObject &d) { return schemaCheck(d, u"blades.clock.schema.json"_s); }});
    // The GM's records: listed when asked for by kind, in the order they were made.
    kinds.add({u"score"_s, system, 1, false,
               [](const QString &, const QJsonObject &d) {
                   return store::SheetListing{d[u"target"_s].toString(), d[u"plan"_s].toString(), d[u"crew"_s].toString(),
                                              {}, {}, {}};
               },
               [](const QString &, const QJsonObject &d) { return schemaCheck(d, u"blades.record.schema.json"_s); }});
    kinds.add({u"downtime"_s, system, 1, false,
               [](const QString &, const QJsonObject &d) {
                   return store::SheetListing{d[u"after_score"_s].toString(), {}, d[u"crew"_s].toString(), {}, {}, {}};
               },
               [](const QString &, const QJsonObject &d) { return schemaCheck(d, u"blades.record.schema.json"_s); }});
    // On a shared campaign's server (#19): only the GM writes factions, clocks, scores and downtime;
    // a faction's notes and a hidden clock are the GM's alone (gm.h: "GM only").
    kinds.setGmRights(u"faction"_s, {true, {u"notes"_s}, {}});
    kinds.setGmRights(u"clock"_s, {true, {}, u"hidden"_s});
    kinds.setGmRights(u"score"_s, {true, {}, {}});
    kinds.setGmRights(u"downtime"_s, {true, {}, {}});
    // The clocks board finds which clocks lock the ones it shows (issue #20): indexed (schema v7).
    kinds.setLookupFields(u"clock"_s, {u"linked_to"_s});
    // Factions written before the ladder's order get its keys (issue #20).
    kinds.addRepair({u"blades.faction-order"_s, hasOldFactionOrder, reorderFactions});
    kinds.addLegacyAdopter(legacy::adoptTables);
}

} // namespace sw::blades
