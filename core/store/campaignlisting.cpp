// The campaign browser's listing, a page at a time (issue #20): SQL filters, searches, counts and
// orders it (by the names' stored collation keys, store/collationkey.h), so that opening a
// campaign reads one page of rows whatever the campaign's size.
#include "store/campaignstore.h"

#include "store/collationkey.h"
#include "store/dialect.h"
#include "store/sqltext.h"
#include "store/statementcache.h"

using namespace Qt::StringLiterals;

namespace sw::store {
namespace {

using sql::literal;
using sql::placeholders;

} // namespace

QString CampaignStore::listingSql(const ListingQuery &query, QStringList *binds, bool ordered) const
{
    const QSqlDatabase &db = m_file.database();
    QStringList kinds = query.kinds;
    QString parentCase;
    QString kindRank;
    for (qsizetype i = 0; i < m_kinds.all().size(); ++i) {
        const DocumentKind &k = m_kinds.all().at(i);
        if (query.kinds.isEmpty() && k.listedByDefault)
            kinds << k.kind;
        if (!k.parentKind.isEmpty())
            parentCase += u" WHEN %1 THEN %2"_s.arg(literal(k.kind), literal(k.parentKind));
        kindRank += u" WHEN %1 THEN %2"_s.arg(literal(k.kind)).arg(i);
    }
    // The sheet each row belongs to, joined by its primary key (kind, id): its name for the
    // parent column, search and order.
    QString sql = u" FROM sheets s LEFT JOIN sheets p ON p.kind = (CASE s.kind%1 ELSE NULL END) AND p.id = s.parent"_s.arg(
        parentCase.isEmpty() ? u" WHEN '' THEN ''"_s : parentCase);
    // By name, the page is the first rows of the key index that are of the kinds listed.
    const QString kindColumn = query.order == ListingQuery::Order::Name ? dialect::unindexed(db, u"s.kind"_s) : u"s.kind"_s;
    sql += kinds.isEmpty() ? u" WHERE 1 = 0"_s : u" WHERE %1 IN (%2)"_s.arg(kindColumn, placeholders(kinds.size()));
    *binds << kinds;
    const QString text = query.text.trimmed();
    if (!text.isEmpty()) {
        QVariantList values;
        QStringList any{dialect::listingSearch(db, u"s"_s, text.size(), &values, text),
                        dialect::listingSearch(db, u"p"_s, text.size(), &values, text)};
        for (const QVariant &v : std::as_const(values))
            *binds << v.toString();
        if (!query.matchingKinds.isEmpty()) {
            any << u"s.kind IN (%1)"_s.arg(placeholders(query.matchingKinds.size()));
            *binds << query.matchingKinds;
        }
        if (!query.matchingTypes.isEmpty()) {
            any << u"(s.kind || ':' || s.type) IN (%1)"_s.arg(placeholders(query.matchingTypes.size()));
            *binds << query.matchingTypes;
        }
        sql += u" AND ("_s + any.join(u" OR "_s) + u')';
    }
    if (!ordered)
        return sql;
    const QString key = collationColumn(query.language);
    const QString dir = query.descending ? u" DESC"_s : QString();
    QStringList order;
    switch (query.order) {
    case ListingQuery::Order::Kind:
        order << u"(CASE s.kind%1 ELSE %2 END)"_s.arg(kindRank).arg(m_kinds.all().size()) + dir;
        break;
    case ListingQuery::Order::Type:
        order << u"s.type"_s + dir;
        break;
    case ListingQuery::Order::Parent:
        order << u"(CASE WHEN p.id IS NULL THEN 0 ELSE 1 END)"_s + dir << u"p."_s + key + dir;
        break;
    case ListingQuery::Order::Name:
        break;
    }
    order << u"s."_s + key + dir << u"s.kind"_s + dir << u"s.id"_s + dir;
    return sql + u" ORDER BY "_s + order.join(u", "_s);
}

qint64 CampaignStore::count(const ListingQuery &query) const
{
    QStringList binds;
    QString sql = u"SELECT COUNT(*)"_s + listingSql(query, &binds, false);
    if (query.text.trimmed().isEmpty()) { // every sheet of the kinds: the kept counts
        binds.clear();
        for (const DocumentKind &k : m_kinds.all()) {
            if (query.kinds.isEmpty() ? k.listedByDefault : query.kinds.contains(k.kind))
                binds << k.kind;
        }
        if (binds.isEmpty())
            return 0;
        sql = dialect::kindCount(m_file.database(), placeholders(binds.size()));
    }
    qint64 n = -1;
    QString error;
    if (readTextRows(m_file.database(), sql, [&](const QStringList &row) { n = row.at(0).toLongLong(); }, &error, binds))
        noteRead();
    else
        noteRead(error);
    return n;
}

QList<ListingRow> CampaignStore::page(const ListingQuery &query, qint64 offset, int limit) const
{
    QStringList binds;
    const QString sql = u"SELECT s.kind, s.id, s.name, s.type, s.parent, COALESCE(p.name, '')"_s +
                        listingSql(query, &binds, true) + u" LIMIT %1 OFFSET %2"_s.arg(limit).arg(offset);
    QList<ListingRow> out;
    QString error;
    readTextRows(m_file.database(), sql,
                 [&](const QStringList &v) { out.append({{{v.at(0), v.at(1)}, v.at(2), v.at(3), v.at(4)}, v.at(5)}); },
                 &error, binds);
    noteRead(error);
    return out;
}

QList<std::pair<QString, QString>> CampaignStore::types(const QStringList &kinds) const
{
    QList<std::pair<QString, QString>> out;
    if (kinds.isEmpty())
        return out;
    QString error;
    readTextRows(m_file.database(),
                 u"SELECT DISTINCT kind, type FROM sheets WHERE kind IN (%1) ORDER BY kind, type"_s.arg(placeholders(kinds.size())),
                 [&](const QStringList &v) { out.append({v.at(0), v.at(1)}); }, &error, kinds);
    noteRead(error);
    return out;
}

} // namespace sw::store
