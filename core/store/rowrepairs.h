#pragma once

// The game systems' row repairs (DocumentKinds::addRepair, store/documentkinds.h), run where a
// campaign may hold rows from before them: a campaign file opened for editing, a whole campaign
// imported (CampaignStore::importStory), a server brought up to date (store/serverupgrade.h).
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace sw::store {

// Runs every registered repair whose probe finds rows (every one when `always`), inside the
// caller's transaction; the names of those run are added to `ran`. False, with why, at the first
// that fails.
bool runRepairs(QSqlDatabase &db, bool always, QString *error, QStringList *ran = nullptr);

// At the open of a campaign file for editing: the probes alone when nothing is pending (indexed
// queries); else the pending repairs, in one transaction of their own.
bool repairAtOpen(QSqlDatabase &db, QString *error, QStringList *ran = nullptr);

} // namespace sw::store
