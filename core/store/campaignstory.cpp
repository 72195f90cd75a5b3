// The campaign's story in an export (docs/campaign-format.md, version 2): its play sessions, every
// journal entry with what the advancement ledger recorded, and the roll log — read as the file
// keeps them, and written back into an empty campaign exactly so (ids, batches, states, times).
#include "store/campaignstore.h"

#include "store/dialect.h"
#include "store/documentrows.h"
#include "store/rowrepairs.h"
#include "store/statementcache.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace sw::store {
namespace {

QJsonValue jsonOrNull(const QVariant &text)
{
    if (text.isNull())
        return QJsonValue::Null;
    return QJsonDocument::fromJson(text.toString().toUtf8()).object();
}

QJsonValue intOrNull(const QVariant &v)
{
    return v.isNull() ? QJsonValue(QJsonValue::Null) : QJsonValue(v.toLongLong());
}

QVariant nullableInt(const QJsonValue &v)
{
    return v.isDouble() ? QVariant(v.toInteger()) : QVariant(QMetaType(QMetaType::LongLong));
}

QVariant nullableText(const QJsonValue &v)
{
    return v.isString() ? QVariant(v.toString()) : QVariant(QMetaType(QMetaType::QString));
}

QVariant documentText(const QJsonValue &v)
{
    return v.isObject() ? QVariant(documents::toText(v.toObject())) : QVariant(QMetaType(QMetaType::QString));
}

} // namespace

QJsonObject CampaignStore::story() const
{
    QSqlDatabase db = m_file.database();
    QJsonArray sessions;
    QSqlQuery s(db);
    if (!s.exec(u"SELECT id, label, started_at, ended_at FROM sessions ORDER BY id"_s)) {
        noteRead(s.lastError().text());
        return {};
    }
    while (s.next())
        sessions.append(QJsonObject{{u"id"_s, s.value(0).toLongLong()}, {u"label"_s, s.value(1).toString()},
                                    {u"started_at"_s, s.value(2).toString()},
                                    {u"ended_at"_s, s.value(3).isNull() ? QJsonValue(QJsonValue::Null) : QJsonValue(s.value(3).toString())}});

    QHash<qint64, QJsonArray> ledger;
    QSqlQuery l(db);
    if (!l.exec(u"SELECT journal_id, event, detail FROM advancement_ledger ORDER BY id"_s)) {
        noteRead(l.lastError().text());
        return {};
    }
    while (l.next())
        ledger[l.value(0).toLongLong()].append(QJsonObject{
            {u"event"_s, l.value(1).toString()}, {u"detail"_s, QJsonDocument::fromJson(l.value(2).toString().toUtf8()).object()}});

    QJsonArray history;
    QSqlQuery j(db);
    if (!j.exec(u"SELECT id, batch, at, author, session_id, sheet_kind, sheet_id, command, label, %1, %2, state "
                "FROM journal ORDER BY id"_s.arg(dialect::document(db, u"before"_s), dialect::document(db, u"after"_s)))) {
        noteRead(j.lastError().text());
        return {};
    }
    while (j.next()) {
        const qint64 id = j.value(0).toLongLong();
        QJsonObject entry{{u"id"_s, id},
                          {u"batch"_s, j.value(1).toLongLong()},
                          {u"at"_s, j.value(2).toString()},
                          {u"author"_s, j.value(3).toString()},
                          {u"session"_s, intOrNull(j.value(4))},
                          {u"sheet_kind"_s, j.value(5).toString()},
                          {u"sheet_id"_s, j.value(6).toString()},
                          {u"command"_s, j.value(7).toString()},
                          {u"label"_s, j.value(8).toString()},
                          {u"before"_s, jsonOrNull(j.value(9))},
                          {u"after"_s, jsonOrNull(j.value(10))},
                          {u"state"_s, j.value(11).toString()}};
        if (ledger.contains(id))
            entry.insert(u"ledger"_s, ledger.value(id));
        history.append(entry);
    }

    QJsonArray rolls;
    QSqlQuery r(db);
    if (!r.exec(u"SELECT id, at, session_id, batch, kind, label, pool, dice, result, context, sheet, secret FROM rolls ORDER BY id"_s)) {
        noteRead(r.lastError().text());
        return {};
    }
    while (r.next()) {
        QJsonObject roll{{u"id"_s, r.value(0).toLongLong()},
                                 {u"at"_s, r.value(1).toString()},
                                 {u"session"_s, intOrNull(r.value(2))},
                                 {u"batch"_s, r.value(3).toLongLong()},
                                 {u"kind"_s, r.value(4).toString()},
                                 {u"label"_s, r.value(5).toString()},
                                 {u"pool"_s, r.value(6).toInt()},
                                 {u"dice"_s, QJsonDocument::fromJson(r.value(7).toString().toUtf8()).array()},
                                 {u"result"_s, r.value(8).toString()},
                                 {u"context"_s, r.value(9).toString()},
                                 {u"sheet"_s, r.value(10).toString()}};
        if (r.value(11).toBool())
            roll.insert(u"secret"_s, true); // the GM's alone (#19); left out of an ordinary roll
        rolls.append(roll);
    }
    return {{u"sessions"_s, sessions}, {u"history"_s, history}, {u"rolls"_s, rolls}};
}

QString CampaignStore::storyMismatch(const QList<SheetChange> &sheets, const QJsonObject &story) const
{
    // What the history says each sheet is now: the `after` of its newest done entry, or, when every
    // entry of it was undone, the `before` of its first. Undo after the import must write what the
    // history says, so the sheets have to be that.
    QHash<QString, QJsonValue> now;
    QHash<QString, bool> settled;
    for (const QJsonValue &v : story[u"history"_s].toArray()) {
        const QString key = v[u"sheet_kind"_s].toString() + u':' + v[u"sheet_id"_s].toString();
        if (!now.contains(key))
            now.insert(key, v[u"before"_s]);
        if (v[u"state"_s].toString() == u"done"_s) {
            now.insert(key, v[u"after"_s]);
            settled.insert(key, true);
        }
    }
    QHash<QString, QJsonValue> held;
    for (const SheetChange &c : sheets)
        held.insert(c.sheet.kind + u':' + c.sheet.id, c.after ? QJsonValue(*c.after) : QJsonValue(QJsonValue::Null));
    for (auto it = now.constBegin(); it != now.constEnd(); ++it) {
        const QJsonValue mine = held.value(it.key(), QJsonValue::Null);
        const bool same = mine.isObject() == it.value().isObject() &&
                          (!mine.isObject() || documents::toText(mine.toObject()) == documents::toText(it.value().toObject()));
        if (!same)
            return u"the history does not end in sheet %1 as the file holds it"_s.arg(it.key());
    }
    return {};
}

Receipt CampaignStore::importStory(const QList<SheetChange> &sheets, const QJsonObject &story)
{
    Receipt receipt;
    if (m_file.readOnly()) {
        receipt.error = u"the campaign is open read-only"_s;
        receipt.problem = StoreProblem::ReadOnly;
        return receipt;
    }
    if (const QString mismatch = storyMismatch(sheets, story); !mismatch.isEmpty()) {
        receipt.error = mismatch;
        receipt.problem = StoreProblem::Refused;
        return receipt;
    }
    QSqlDatabase db = m_file.database();
    if (QString error; !dialect::beginWrite(db, &error)) {
        receipt.error = error;
        receipt.problem = problemOf(error);
        return receipt;
    }
    const auto fail = [&](const QString &error, std::optional<StoreProblem> problem = std::nullopt) {
        db.rollback();
        receipt.error = error;
        receipt.problem = problem.value_or(problemOf(error));
        return receipt;
    };
    // Only into a campaign that holds nothing yet: no sheet, no journal, no session, no roll.
    QSqlQuery empty(db);
    if (!empty.exec(u"SELECT (SELECT COUNT(*) FROM sheets) + (SELECT COUNT(*) FROM journal) + "
                    "(SELECT COUNT(*) FROM sessions) + (SELECT COUNT(*) FROM rolls)"_s) || !empty.next())
        return fail(empty.lastError().text());
    if (empty.value(0).toLongLong() != 0)
        return fail(u"the campaign is not empty: a whole campaign is imported into a new one"_s, StoreProblem::Refused);

    // Each sheet's creation time is its first journal entry's (the listing orders by it).
    QHash<QString, QString> createdAt;
    const QJsonArray history = story[u"history"_s].toArray();
    for (const QJsonValue &v : history) {
        const QString key = v[u"sheet_kind"_s].toString() + u':' + v[u"sheet_id"_s].toString();
        if (!createdAt.contains(key))
            createdAt.insert(key, v[u"at"_s].toString());
    }
    const QString now = m_now().toString(Qt::ISODateWithMs);
    for (const SheetChange &change : sheets) {
        const DocumentKind *kind = m_kinds.find(change.sheet.kind);
        if (!kind || !change.after)
            return fail(u"no game system keeps sheets of kind \"%1\""_s.arg(change.sheet.kind), StoreProblem::Refused);
        QString error = kind->check ? kind->check(change.sheet.id, *change.after) : QString();
        if (!error.isEmpty())
            return fail(u"%1:%2: %3"_s.arg(change.sheet.kind, change.sheet.id, error), StoreProblem::Refused);
        if (!documents::put(db, *kind, change.sheet.id, *change.after,
                            createdAt.value(change.sheet.kind + u':' + change.sheet.id, now), &error))
            return fail(error);
    }
    for (const QJsonValue &v : story[u"sessions"_s].toArray()) {
        QSqlQuery q(db);
        q.prepare(u"INSERT INTO sessions (id, label, started_at, ended_at) VALUES (?, ?, ?, ?)"_s);
        for (const QVariant &value : QVariantList{v[u"id"_s].toInteger(), v[u"label"_s].toString(), v[u"started_at"_s].toString(),
                                                  nullableText(v[u"ended_at"_s])})
            q.addBindValue(value);
        if (!q.exec())
            return fail(q.lastError().text());
    }
    for (const QJsonValue &v : history) {
        QSqlQuery q(db);
        q.prepare(u"INSERT INTO journal (id, at, author, session_id, sheet_kind, sheet_id, command, label, batch, before, after, state) "
                  "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
        for (const QVariant &value : QVariantList{v[u"id"_s].toInteger(), v[u"at"_s].toString(), v[u"author"_s].toString(),
                                                  nullableInt(v[u"session"_s]), v[u"sheet_kind"_s].toString(),
                                                  v[u"sheet_id"_s].toString(), v[u"command"_s].toString(), v[u"label"_s].toString(),
                                                  v[u"batch"_s].toInteger(), documentText(v[u"before"_s]),
                                                  documentText(v[u"after"_s]), v[u"state"_s].toString()})
            q.addBindValue(value);
        if (!q.exec())
            return fail(q.lastError().text());
        for (const QJsonValue &e : v[u"ledger"_s].toArray()) {
            QSqlQuery l(db);
            l.prepare(u"INSERT INTO advancement_ledger (journal_id, sheet_kind, sheet_id, event, detail) VALUES (?, ?, ?, ?, ?)"_s);
            for (const QVariant &value : QVariantList{v[u"id"_s].toInteger(), v[u"sheet_kind"_s].toString(), v[u"sheet_id"_s].toString(),
                                                      e[u"event"_s].toString(),
                                                      QString::fromUtf8(QJsonDocument(e[u"detail"_s].toObject()).toJson(QJsonDocument::Compact))})
                l.addBindValue(value);
            if (!l.exec())
                return fail(l.lastError().text());
        }
    }
    for (const QJsonValue &v : story[u"rolls"_s].toArray()) {
        QSqlQuery q(db);
        q.prepare(u"INSERT INTO rolls (id, at, session_id, batch, kind, label, pool, dice, result, context, sheet, secret) "
                  "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
        for (const QVariant &value : QVariantList{v[u"id"_s].toInteger(), v[u"at"_s].toString(), nullableInt(v[u"session"_s]),
                                                  v[u"batch"_s].toInteger(), v[u"kind"_s].toString(), v[u"label"_s].toString(),
                                                  v[u"pool"_s].toInt(),
                                                  QString::fromUtf8(QJsonDocument(v[u"dice"_s].toArray()).toJson(QJsonDocument::Compact)),
                                                  v[u"result"_s].toString(), v[u"context"_s].toString(), v[u"sheet"_s].toString()})
            q.addBindValue(value);
        const bool secret = v[u"secret"_s].toBool();
        q.addBindValue(dialect::isServer(db) ? QVariant(secret) : QVariant(int(secret)));
        if (!q.exec())
            return fail(q.lastError().text());
    }
    // Rows from before a system's repair (an old export, a file shared by an older build) are
    // repaired in the same transaction: a server never holds them.
    if (QString error; !runRepairs(db, true, &error))
        return fail(error);
    if (QString error; !dialect::afterExplicitIds(db, &error))
        return fail(error);
    if (!db.commit())
        return fail(db.lastError().text(), problemOf(db.lastError()));
    receipt.ok = true;
    receipt.sheet = sheets.isEmpty() ? SheetRef{} : sheets.first().sheet;
    for (const SheetChange &change : sheets)
        receipt.sheets.append(change.sheet);
    return receipt;
}

} // namespace sw::store
