#include "store/documentlookup.h"

#include "store/campaignstore.h"
#include "store/dialect.h"
#include "store/sqltext.h"
#include "store/statementcache.h"

#include <QJsonDocument>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace sw::store {
namespace {

using sql::literal;
using sql::placeholders;

const QString kListingOrder = QStringLiteral("ORDER BY sort_key, created_at, id");

// An SQL name made of the kind's and the field's letters and digits.
QString indexName(const QString &kind, const QString &field)
{
    static const QRegularExpression other(u"[^A-Za-z0-9]"_s);
    return u"sheets_lookup_%1_%2"_s.arg(QString(kind).replace(other, u"_"_s), QString(field).replace(other, u"_"_s));
}

} // namespace

namespace lookup {

QString fieldExpression(bool server, const QString &field)
{
    // A partial index is used only by a query that names its kind and field as written here:
    // both are the registered words, never a user's.
    return server ? u"(data ->> %1)"_s.arg(literal(field))
                                 : u"json_extract(data, %1)"_s.arg(literal(u"$."_s + field));
}

QStringList indexes(bool server, const DocumentKinds &kinds)
{
    QStringList sql;
    for (const DocumentKind &k : kinds.all()) {
        for (const QString &field : k.lookupFields) {
            sql << u"CREATE INDEX IF NOT EXISTS %1 ON sheets (%2) WHERE kind = %3"_s.arg(
                indexName(k.kind, field), fieldExpression(server, field), literal(k.kind));
        }
    }
    return sql;
}

bool makeIndexes(QSqlDatabase &db, QString *error)
{
    QSqlQuery q(db);
    for (const QString &statement : indexes(dialect::isServer(db))) {
        if (!q.exec(statement)) {
            *error = q.lastError().text() + u" — "_s + statement.left(80);
            return false;
        }
    }
    return true;
}

QString foundOrder(bool server)
{
    return server ? kListingOrder : u"ORDER BY +sort_key, +created_at, +id"_s;
}

} // namespace lookup

namespace {

// Every key that begins with `prefix`: from it up to the prefix with its last character one higher,
// a range of the index (kind, sort_key, created_at, id).
QString prefixEnd(const QString &prefix)
{
    QString upper = prefix;
    upper.back() = QChar(upper.back().unicode() + 1);
    return upper;
}

} // namespace

QList<QJsonObject> CampaignStore::documentRows(const QString &where, const QString &tail, const QStringList &binds) const
{
    const QSqlDatabase &db = m_file.database();
    QList<QJsonObject> out;
    QString error;
    readTextRows(db, u"SELECT %1 FROM sheets WHERE %2 %3"_s.arg(dialect::document(db, u"data"_s), where, tail),
                 [&](const QStringList &v) { out.append(QJsonDocument::fromJson(v.at(0).toUtf8()).object()); }, &error,
                 binds);
    noteRead(error);
    return out;
}

QList<QJsonObject> CampaignStore::documentPage(const QString &kind, const QString &keyPrefix, qint64 offset, int limit) const
{
    QStringList binds{kind};
    QString range;
    if (!keyPrefix.isEmpty()) {
        range = u" AND sort_key >= ? AND sort_key < ?"_s;
        binds << keyPrefix << prefixEnd(keyPrefix);
    }
    return documentRows(u"kind = ?"_s + range, kListingOrder + u" LIMIT %1 OFFSET %2"_s.arg(limit).arg(offset), binds);
}

QList<QJsonObject> CampaignStore::documentsWithPrefixes(const QString &kind, const QStringList &prefixes) const
{
    if (prefixes.isEmpty())
        return {};
    // One range of the order index per prefix, the kind in each term: SQLite reads each range
    // through the index (its OR optimisation), PostgreSQL ORs index scans.
    QStringList terms;
    QStringList binds;
    for (const QString &prefix : prefixes) {
        terms << u"(kind = ? AND sort_key >= ? AND sort_key < ?)"_s;
        binds << kind << prefix << prefixEnd(prefix);
    }
    return documentRows(terms.join(u" OR "_s), lookup::foundOrder(dialect::isServer(m_file.database())), binds);
}

QList<QJsonObject> CampaignStore::documentsWithIds(const QString &kind, const QStringList &ids) const
{
    if (ids.isEmpty())
        return {};
    return documentRows(u"kind = ? AND id IN (%1)"_s.arg(placeholders(ids.size())),
                        lookup::foundOrder(dialect::isServer(m_file.database())), QStringList{kind} + ids);
}

QList<QJsonObject> CampaignStore::documentsWhere(const QString &kind, const QString &field, const QStringList &values) const
{
    QList<QJsonObject> out;
    const DocumentKind *k = m_kinds.find(kind);
    if (values.isEmpty() || !k || !k->lookupFields.contains(field))
        return out;
    const QSqlDatabase &db = m_file.database();
    QString error;
    // SQLite would take the kind's index (its estimates cannot tell the two apart without ANALYZE)
    // and read every document of the kind: the field's index is named.
    const bool server = dialect::isServer(db);
    const QString table = server ? u"sheets"_s : u"sheets INDEXED BY "_s + indexName(kind, field);
    readTextRows(db,
                 u"SELECT %1 FROM %2 WHERE kind = %3 AND %4 IN (%5) ORDER BY sort_key, created_at, id"_s.arg(
                     dialect::document(db, u"data"_s), table, literal(kind), lookup::fieldExpression(server, field),
                     placeholders(values.size())),
                 [&](const QStringList &v) { out.append(QJsonDocument::fromJson(v.at(0).toUtf8()).object()); }, &error,
                 values);
    noteRead(error);
    return out;
}

} // namespace sw::store
