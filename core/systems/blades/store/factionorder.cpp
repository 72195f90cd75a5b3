#include "systems/blades/store/factionorder.h"

#include "store/dialect.h"
#include "store/documentkinds.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace sw::blades {

QString factionOrder(int tier, const QString &name, const QString &id)
{
    const int descending = 99 - std::clamp(tier, 0, 99);
    return factionOrderPrefix() + QString::number(descending).rightJustified(2, u'0') +
           store::nameOrder(name.toCaseFolded(), id);
}

bool hasOldFactionOrder(QSqlDatabase &db)
{
    QSqlQuery q(db);
    q.prepare(u"SELECT 1 FROM sheets WHERE kind = 'faction' AND sort_key < ? LIMIT 1"_s);
    q.addBindValue(factionOrderPrefix());
    return q.exec() && q.next();
}

bool reorderFactions(QSqlDatabase &db, QString *error)
{
    QSqlQuery q(db);
    q.prepare(u"SELECT id, %1 FROM sheets WHERE kind = 'faction' AND sort_key < ?"_s.arg(store::dialect::document(db, u"data"_s)));
    q.addBindValue(factionOrderPrefix());
    if (!q.exec()) {
        *error = q.lastError().text();
        return false;
    }
    QList<std::pair<QString, QString>> keys;
    while (q.next()) {
        const QJsonObject d = QJsonDocument::fromJson(q.value(1).toString().toUtf8()).object();
        const QString id = q.value(0).toString();
        keys.append({id, factionOrder(d[u"tier"_s].toInt(), d[u"name"_s].toString(), id)});
    }
    q.finish();
    q.prepare(u"UPDATE sheets SET sort_key = ? WHERE kind = 'faction' AND id = ?"_s);
    for (const auto &[id, key] : std::as_const(keys)) {
        q.addBindValue(key);
        q.addBindValue(id);
        if (!q.exec()) {
            *error = q.lastError().text();
            return false;
        }
    }
    return true;
}

} // namespace sw::blades
