#include "systems/soulhunter/store/sinformat.h"

#include "store/dialect.h"
#include "systems/soulhunter/sin.h"
#include "systems/soulhunter/store/soulsheets.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

#include <tuple>

using namespace Qt::StringLiterals;

namespace sw::soulhunter {
namespace {

// A stored side in format 2: the text to write back, or null when it is not an old Sin's.
QString upgraded(const QVariant &stored)
{
    if (stored.isNull())
        return {};
    const QJsonObject document = QJsonDocument::fromJson(stored.toString().toUtf8()).object();
    if (document.isEmpty() || !sinDocumentIsOld(document))
        return {};
    return QString::fromUtf8(QJsonDocument(upgradeSinDocument(document)).toJson(QJsonDocument::Compact));
}

QString stored(const QVariant &value)
{
    return value.isNull() ? QString() : value.toString();
}

QVariant textOrNull(const QString &text)
{
    return text.isNull() ? QVariant(QMetaType::fromType<QString>()) : QVariant(text);
}

bool failed(const QSqlQuery &q, QString *error)
{
    *error = q.lastError().text();
    return false;
}

} // namespace

QString oldSinsProbe()
{
    return u"SELECT 1 FROM sheets WHERE kind = ? AND format < ? LIMIT 1"_s;
}

bool hasOldSins(QSqlDatabase &db)
{
    QSqlQuery q(db);
    q.prepare(oldSinsProbe());
    q.addBindValue(QString(kSinKind));
    q.addBindValue(kSinFormat);
    return q.exec() && q.next();
}

bool upgradeSins(QSqlDatabase &db, QString *error)
{
    const QString kind(kSinKind);
    QSqlQuery q(db);
    q.prepare(u"SELECT id, %1 FROM sheets WHERE kind = ?"_s.arg(store::dialect::document(db, u"data"_s)));
    q.addBindValue(kind);
    if (!q.exec())
        return failed(q, error);
    QList<std::pair<QString, QString>> sheets;
    while (q.next()) {
        if (const QString text = upgraded(q.value(1)); !text.isNull())
            sheets.append({q.value(0).toString(), text});
    }
    q.finish();
    // The journal's sides too: an undo writes them back, and on a server a player reads them.
    q.prepare(u"SELECT id, %1, %2 FROM journal WHERE sheet_kind = ?"_s.arg(store::dialect::document(db, u"before"_s),
                                                                         store::dialect::document(db, u"after"_s)));
    q.addBindValue(kind);
    if (!q.exec())
        return failed(q, error);
    QList<std::tuple<qint64, QString, QString>> entries;
    while (q.next()) {
        const QString before = upgraded(q.value(1));
        const QString after = upgraded(q.value(2));
        if (!before.isNull() || !after.isNull())
            entries.append({q.value(0).toLongLong(), before.isNull() ? stored(q.value(1)) : before,
                            after.isNull() ? stored(q.value(2)) : after});
    }
    q.finish();
    for (const auto &[id, text] : std::as_const(sheets)) {
        q.prepare(u"UPDATE sheets SET data = ? WHERE kind = ? AND id = ?"_s);
        q.addBindValue(text);
        q.addBindValue(kind);
        q.addBindValue(id);
        if (!q.exec())
            return failed(q, error);
    }
    for (const auto &[id, before, after] : std::as_const(entries)) {
        q.prepare(u"UPDATE journal SET before = ?, after = ? WHERE id = ?"_s);
        q.addBindValue(textOrNull(before));
        q.addBindValue(textOrNull(after));
        q.addBindValue(id);
        if (!q.exec())
            return failed(q, error);
    }
    q.prepare(u"UPDATE sheets SET format = ? WHERE kind = ? AND format < ?"_s);
    q.addBindValue(kSinFormat);
    q.addBindValue(kind);
    q.addBindValue(kSinFormat);
    return q.exec() || failed(q, error);
}

} // namespace sw::soulhunter
