#include "store/rowrepairs.h"

#include "store/documentkinds.h"

#include <QSqlError>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::store {

bool runRepairs(QSqlDatabase &db, bool always, QString *error, QStringList *ran)
{
    for (const RowRepair &repair : registeredDocumentKinds().repairs()) {
        if (!always && repair.pending && !repair.pending(db))
            continue;
        if (!repair.convert(db, error)) {
            *error = repair.name + u": "_s + *error;
            return false;
        }
        if (ran)
            ran->append(repair.name);
    }
    return true;
}

bool repairAtOpen(QSqlDatabase &db, QString *error, QStringList *ran)
{
    const QList<RowRepair> &repairs = registeredDocumentKinds().repairs();
    if (std::none_of(repairs.cbegin(), repairs.cend(), [&](const RowRepair &r) { return !r.pending || r.pending(db); }))
        return true;
    if (!db.transaction()) {
        *error = db.lastError().text();
        return false;
    }
    if (!runRepairs(db, false, error, ran)) {
        db.rollback();
        return false;
    }
    if (db.commit())
        return true;
    *error = db.lastError().text();
    db.rollback();
    return false;
}

} // namespace sw::store
