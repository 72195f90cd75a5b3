#include "store/documentrows.h"

#include "common/language.h"
#include "store/collationkey.h"
#include "store/dialect.h"
#include "store/statementcache.h"

#include <QJsonDocument>
#include <QSqlError>

using namespace Qt::StringLiterals;

namespace sw::store::documents {
namespace {

QString orEmpty(const QString &s)
{
    return s.isNull() ? u""_s : s;
}

} // namespace

QString toText(const QJsonObject &data)
{
    return QString::fromUtf8(QJsonDocument(data).toJson(QJsonDocument::Compact));
}

bool readText(const QSqlDatabase &db, const QString &kind, const QString &id, QString *text, QString *error)
{
    Statement q(db, u"SELECT %1 FROM sheets WHERE kind = ? AND id = ?"_s.arg(dialect::document(db, u"data"_s)));
    if (!q.exec({kind, id})) {
        if (error)
            *error = q.query().lastError().text();
        return false;
    }
    *text = q.next() ? q.value(0).toString() : QString();
    return true;
}

bool readVersioned(const QSqlDatabase &db, const QString &kind, const QString &id, QString *text, qint64 *version,
                   QString *error, bool forWrite, IndexedColumns *indexed)
{
    Statement q(db, u"SELECT %1, version%2 FROM sheets WHERE kind = ? AND id = ?"_s.arg(
                        dialect::document(db, u"data"_s), indexed ? u", name, parent, sort_key"_s : QString()) +
                        (forWrite ? dialect::forUpdate(db) : QString()));
    if (!q.exec({kind, id})) {
        if (error)
            *error = q.query().lastError().text();
        return false;
    }
    const bool found = q.next();
    *text = found ? q.value(0).toString() : QString();
    *version = found ? q.value(1).toLongLong() : 0;
    if (found && indexed)
        *indexed = {q.value(2).toString(), q.value(3).toString(), q.value(4).toString()};
    return true;
}

namespace {

// An existing row of a campaign file updated in place (put()): the columns no index holds are
// always written; the parent, the sort key and the name's keys only when they change.
bool update(QSqlDatabase &db, const DocumentKind &kind, const QString &id, const QString &text,
            const SheetListing &listing, const IndexedColumns &stored, QString *error)
{
    QString columns = u"system = ?, pack = ?, pack_version = ?, format = ?, data = ?, version = version + 1, name = ?, type = ?"_s;
    QVariantList values{kind.system, orEmpty(listing.pack), orEmpty(listing.packVersion), kind.format, text,
                        orEmpty(listing.name), orEmpty(listing.type)};
    if (orEmpty(listing.parent) != stored.parent) {
        columns += u", parent = ?"_s;
        values.append(orEmpty(listing.parent));
    }
    if (orEmpty(listing.order) != stored.order) {
        columns += u", sort_key = ?"_s;
        values.append(orEmpty(listing.order));
    }
    if (orEmpty(listing.name) != stored.name) {
        for (Language language : kAllLanguages) {
            columns += u", %1 = ?"_s.arg(collationColumn(language));
            values.append(collationKey(orEmpty(listing.name), language));
        }
    }
    values << kind.kind << id;
    Statement q(db, u"UPDATE sheets SET "_s + columns + u" WHERE kind = ? AND id = ?"_s);
    if (!q.exec(values)) {
        *error = q.query().lastError().text();
        return false;
    }
    if (q.query().numRowsAffected() != 1) {
        *error = u"sheet %1:%2 was not found where it was read"_s.arg(kind.kind, id);
        return false;
    }
    return true;
}

} // namespace

bool put(QSqlDatabase &db, const DocumentKind &kind, const QString &id, const QJsonObject &data, const QString &at,
         QString *error, const QString &text, bool keyed, const IndexedColumns *stored)
{
    const SheetListing listing = kind.listing ? kind.listing(id, data) : SheetListing{};
    // A shared campaign's server keeps the upsert (its row-level security checks an insert's rules too).
    if (stored && keyed && !dialect::isServer(db))
        return update(db, kind, id, text.isNull() ? toText(data) : text, listing, *stored, error);
    QVariantList values{kind.kind, id, kind.system, orEmpty(listing.pack), orEmpty(listing.packVersion), kind.format,
                        text.isNull() ? toText(data) : text, orEmpty(listing.name), orEmpty(listing.type),
                        orEmpty(listing.parent), orEmpty(listing.order), at};
    QString keyColumns;
    QString keyValues;
    QString keyUpdates;
    if (keyed) {
        for (Language language : kAllLanguages) {
            const QString column = collationColumn(language);
            keyColumns += u", "_s + column;
            keyValues += u", ?"_s;
            keyUpdates += u", %1 = excluded.%1"_s.arg(column);
            values.append(collationKey(orEmpty(listing.name), language));
        }
    }
    Statement q(db, u"INSERT INTO sheets (kind, id, system, pack, pack_version, format, data, name, type, parent, sort_key, created_at%1) "
                     "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?%2) "
                     "ON CONFLICT (kind, id) DO UPDATE SET system = excluded.system, pack = excluded.pack, "
                     "pack_version = excluded.pack_version, format = excluded.format, data = excluded.data, "
                     "version = sheets.version + 1, name = excluded.name, type = excluded.type, "
                     "parent = excluded.parent, sort_key = excluded.sort_key%3"_s.arg(keyColumns, keyValues, keyUpdates));
    if (q.exec(values))
        return true;
    *error = q.query().lastError().text();
    return false;
}

bool remove(QSqlDatabase &db, const QString &kind, const QString &id, QString *error)
{
    Statement q(db, u"DELETE FROM sheets WHERE kind = ? AND id = ?"_s);
    if (q.exec({kind, id}))
        return true;
    *error = q.query().lastError().text();
    return false;
}

} // namespace sw::store::documents
