// The campaign store's records of play: fresh record ids, the roll log and the timeline read
// from the journal.
#include "store/campaignstore.h"

#include "store/dialect.h"


#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

#include <limits>

using namespace Qt::StringLiterals;

namespace sw::store {
namespace {

QString diceText(const QList<int> &dice)
{
    QJsonArray a;
    for (int d : dice)
        a.append(d);
    return QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Compact));
}

QList<int> diceFrom(const QString &text)
{
    QList<int> dice;
    for (const QJsonValue &v : QJsonDocument::fromJson(text.toUtf8()).array())
        dice.append(v.toInt());
    return dice;
}

QVariant nullableSession(qint64 session)
{
    return session > 0 ? QVariant(session) : QVariant(QMetaType(QMetaType::LongLong));
}

} // namespace

QString CampaignStore::newRecordId(const QString &kind) const
{
    // The journal remembers removed records too: an id is never reused, so undoing a removal
    // cannot collide with a newer record.
    QSqlQuery q(m_file.database());
    q.prepare(u"SELECT sheet_id FROM journal WHERE sheet_kind = ?"_s);
    q.addBindValue(kind);
    int highest = 0;
    const QString prefix = kind + u'-';
    // An id made from a journal that could not be read may be one in use: none is given (null),
    // and the write that would use it is refused (a sheet needs an id).
    if (!q.exec()) {
        noteRead(q.lastError().text());
        return {};
    }
    while (q.next()) {
        const QString id = q.value(0).toString();
        if (id.startsWith(prefix))
            highest = std::max(highest, id.mid(prefix.size()).toInt());
    }
    if (q.lastError().isValid()) {
        noteRead(q.lastError().text());
        return {};
    }
    const quint64 failures = m_readFailures;
    const QList<SheetInfo> listed = list(kind);
    if (m_readFailures != failures)
        return {};
    for (const SheetInfo &info : listed) {
        if (info.ref.id.startsWith(prefix))
            highest = std::max(highest, info.ref.id.mid(prefix.size()).toInt());
    }
    return prefix + QString::number(highest + 1);
}

bool CampaignStore::logRolls(QSqlDatabase &db, const QList<RollRecord> &rolls, qint64 batch, const QString &at,
                             QString *error) const
{
    for (const RollRecord &r : rolls) {
        QSqlQuery q(db);
        q.prepare(dialect::insertRoll(db));
        for (const QVariant &v : QVariantList{at, nullableSession(m_session), batch, r.kind,
                                              r.label.isNull() ? u""_s : r.label, r.pool, diceText(r.dice), r.result,
                                              r.context.isNull() ? u""_s : r.context, r.sheet.isNull() ? u""_s : r.sheet})
            q.addBindValue(v);
        q.addBindValue(dialect::isServer(db) ? QVariant(r.secret) : QVariant(int(r.secret)));
        if (!q.exec()) {
            *error = q.lastError().text();
            return false;
        }
    }
    return true;
}

QList<RollRecord> CampaignStore::rolls(int limit, const QString &context, qint64 before) const
{
    // Newest first down the primary key from `before`: a page reads its rows and no others.
    QSqlQuery q(m_file.database());
    q.prepare(u"SELECT id, at, COALESCE(session_id, 0), batch, kind, label, pool, dice, result, context, sheet, %1 FROM rolls "
              "WHERE id < ? AND (? = '' OR context = ?) ORDER BY id DESC LIMIT ?"_s.arg(dialect::rollSecret(m_file.database())));
    const QString c = context.isNull() ? u""_s : context;
    q.addBindValue(before > 0 ? before : std::numeric_limits<qint64>::max());
    q.addBindValue(c);
    q.addBindValue(c);
    q.addBindValue(limit);
    QList<RollRecord> out;
    if (!q.exec()) {
        noteRead(q.lastError().text());
        return out;
    }
    while (q.next()) {
        out.append({q.value(0).toLongLong(), QDateTime::fromString(q.value(1).toString(), Qt::ISODateWithMs),
                    q.value(2).toLongLong(), q.value(3).toLongLong(), q.value(4).toString(), q.value(5).toString(),
                    q.value(6).toInt(), diceFrom(q.value(7).toString()), q.value(8).toString(),
                    q.value(9).toString(), q.value(10).toString(), q.value(11).toBool()});
    }
    noteRead(q.lastError().isValid() ? q.lastError().text() : QString());
    return out;
}

QList<TimelineEntry> CampaignStore::timeline(const QStringList &commandPrefixes, int limit, qint64 before) const
{
    // The newest batches first, down the batch index from `before` (journal_batch), each entry
    // checked against the prefixes as it comes: a page reads about as many entries as it shows
    // over the share of the journal's entries the prefixes take, whatever the journal's length.
    QString where = u"state <> 'abandoned' AND batch < ?"_s;
    QVariantList values{before > 0 ? before : std::numeric_limits<qint64>::max()};
    if (!commandPrefixes.isEmpty()) {
        // A prefix is a range of the command index (journal_command): from the prefix up to the
        // prefix with its last character one higher ("score." … "score/").
        QStringList ranges;
        for (const QString &prefix : commandPrefixes) {
            if (prefix.isEmpty())
                continue;
            QString upper = prefix;
            upper.back() = QChar(upper.back().unicode() + 1);
            ranges.append(u"(command >= ? AND command < ?)"_s);
            values << prefix << upper;
        }
        if (!ranges.isEmpty())
            where += u" AND ("_s + ranges.join(u" OR "_s) + u')';
    }
    QSqlQuery q(m_file.database());
    q.prepare(u"SELECT batch, at, COALESCE(session_id, 0), command, label, state, sheet_kind, sheet_id FROM journal "
              "WHERE batch IN (SELECT DISTINCT batch FROM journal WHERE "_s + where +
              u" ORDER BY batch DESC LIMIT ?) ORDER BY batch DESC, id"_s);
    for (const QVariant &v : values)
        q.addBindValue(v);
    q.addBindValue(limit);
    QList<TimelineEntry> out;
    if (!q.exec()) {
        noteRead(q.lastError().text());
        return out;
    }
    while (q.next()) {
        const qint64 batch = q.value(0).toLongLong();
        if (out.isEmpty() || out.constLast().batch != batch) {
            out.append({batch, QDateTime::fromString(q.value(1).toString(), Qt::ISODateWithMs), q.value(2).toLongLong(),
                        q.value(3).toString(), q.value(4).toString(), q.value(5).toString(), {}});
        }
        out.last().sheets.append({q.value(6).toString(), q.value(7).toString()});
    }
    noteRead(q.lastError().isValid() ? q.lastError().text() : QString());
    return out;
}

} // namespace sw::store
