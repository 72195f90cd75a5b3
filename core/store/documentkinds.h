#pragma once

// What the campaign store knows of a game system's sheets: the kinds of document it keeps, how
// each is listed and sorted, and how each is checked before it is written. The store names no
// kind itself; each game system registers its own (core/systems/registry.cpp).
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <functional>
#include <utility>

namespace sw::store {

// The columns of a document row that the campaign list reads and sorts by, derived from the
// document each time it is written.
// A listing's sort key by name, then the number of the sheet, so that "Al" comes before "Al B"
// and 2 before 10 (as ORDER BY name, id did on the tables before schema v4).
QString nameOrder(const QString &name, const QString &id);

struct SheetListing
{
    QString name;
    QString type;        // playbook, crew type, faction category, clock kind …
    QString parent;      // the sheet this one belongs to (a character's crew), or empty
    QString order;       // sort key within the kind (ties: creation time, then id)
    QString pack;        // the pack the document is read with, and its version
    QString packVersion;
};

// What a shared campaign's server keeps from the players (issue #19), said by the game system:
// the store names no kind or field itself. Enforced on the server by row-level security
// (store/serverroles.cpp); a campaign file on one machine ignores it.
struct GmRights
{
    bool gmWrites = false;  // only the GM writes documents of this kind (a player never, even if given one)
    QStringList gmFields;   // top-level fields only the GM reads (a faction's notes)
    QString hiddenFlag;     // a boolean field: where true, only the GM reads the whole document (a hidden clock)
};

struct DocumentKind
{
    QString kind;   // "character" — unique across systems
    QString system; // "blades"
    int format = 1; // the document format this build writes
    bool listedByDefault = true; // false: listed only when asked for by kind
    std::function<SheetListing(const QString &id, const QJsonObject &data)> listing;
    // Why `data` may not be stored as sheet `id` (schema and shape), or empty when it may.
    std::function<QString(const QString &id, const QJsonObject &data)> check;
    // The kind of the sheet its listing's `parent` names (a Blades character's: "crew"); empty when
    // its sheets belong to none. The campaign list shows that sheet's name beside it.
    QString parentKind = {};
    GmRights gm = {}; // set with DocumentKinds::setGmRights
    // Top-level fields of the document its system finds sheets by (a clock by the clock it
    // unlocks): each is indexed for this kind (schema v7, store/documentlookup.h) and read with
    // CampaignStore::documentsWhere without reading every sheet of the kind. Set with
    // DocumentKinds::setLookupFields; a field added later needs a schema step that indexes it.
    QStringList lookupFields = {};
};

// Writes one document while a migration runs (kind, id, data, creation time or empty for now).
using DocumentSink = std::function<bool(const QString &kind, const QString &id, const QJsonObject &data,
                                        const QString &createdAt, QString *error)>;
// Turns a system's tables from before schema v4 into documents through the sink, then drops them.
using LegacyAdopter = std::function<bool(QSqlDatabase &db, const DocumentSink &sink, QString *error)>;
// A system's own change of a campaign file's rows while it is migrated to one schema version (inside
// the migration's transaction, after the store's statements of that version).
using RowConversion = std::function<bool(QSqlDatabase &db, QString *error)>;
// Whether a campaign still holds rows a repair would change. It runs at every open of a campaign
// file for editing, so it is an indexed query that costs nothing measurable when nothing is left.
using RowProbe = std::function<bool(QSqlDatabase &db)>;

// A system's idempotent change of a campaign's rows (an old mark turned into a flag, a document
// format upgraded): run again, it changes nothing more, so it may run wherever rows from before it
// may be (store/rowrepairs.h): at the open of a campaign file for editing when `pending` finds some
// (a file already past the schema version a conversion came with), in the same transaction as a
// whole campaign imported into a store (share, pull, import), and on a server by
// `sheetwright-cli server upgrade`. On both engines; on a server as the GM or the database's owner.
struct RowRepair
{
    QString name;
    RowProbe pending;
    RowConversion convert;
};

class DocumentKinds
{
public:
    // A kind registered twice is a programming error: the second registration aborts.
    void add(DocumentKind kind);
    // The GM's rights on a kind already added (aborts when it was not).
    void setGmRights(const QString &kind, GmRights rights);
    // The fields a kind already added is looked up by (aborts when it was not).
    void setLookupFields(const QString &kind, const QStringList &fields);
    void addLegacyAdopter(LegacyAdopter adopter) { m_adopters.append(std::move(adopter)); }
    void addConversion(int schemaVersion, RowConversion conversion) { m_conversions.append({schemaVersion, std::move(conversion)}); }
    void addRepair(RowRepair repair) { m_repairs.append(std::move(repair)); }

    const DocumentKind *find(const QString &kind) const;
    const QList<DocumentKind> &all() const { return m_kinds; }
    const QList<LegacyAdopter> &legacyAdopters() const { return m_adopters; }
    const QList<std::pair<int, RowConversion>> &conversions() const { return m_conversions; }
    const QList<RowRepair> &repairs() const { return m_repairs; }

private:
    QList<DocumentKind> m_kinds;
    QList<LegacyAdopter> m_adopters;
    QList<std::pair<int, RowConversion>> m_conversions;
    QList<RowRepair> m_repairs;
};

// Every kind of every game system this build holds, registered once (core/systems/registry.cpp).
const DocumentKinds &registeredDocumentKinds();

} // namespace sw::store
