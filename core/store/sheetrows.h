#pragma once

// Reads and writes whole sheets as rows of the campaign file (schema v2). No transactions and
// no journal here: CampaignStore (store/campaignstore.h) wraps every write in both.
#include "blades/character.h"
#include "blades/crew.h"
#include "blades/gm.h"

#include <QSqlDatabase>

#include <optional>

namespace sw::store::rows {

// Each write replaces the whole sheet (main row and child rows). Returns false with the SQL
// error on failure; the caller rolls the transaction back. Given the character's `previous` rows
// (as they are in the file), only the child rows that differ are rewritten.
bool writeCharacter(QSqlDatabase &db, qint64 id, const blades::Character &character, std::optional<qint64> crewId,
                    QString *error, const blades::Character *previous = nullptr);
std::optional<blades::Character> readCharacter(QSqlDatabase &db, qint64 id);
bool writeCrew(QSqlDatabase &db, qint64 id, const blades::Crew &crew, QString *error);
std::optional<blades::Crew> readCrew(QSqlDatabase &db, qint64 id);
bool writeFaction(QSqlDatabase &db, const blades::Faction &faction, QString *error);
std::optional<blades::Faction> readFaction(QSqlDatabase &db, const QString &id);
bool writeClock(QSqlDatabase &db, const blades::ClockEntry &clock, QString *error);
std::optional<blades::ClockEntry> readClock(QSqlDatabase &db, const QString &id);
// Every faction (ladder order: tier, then id) and every clock (by owner), one query each.
QList<blades::Faction> readFactions(QSqlDatabase &db);
QList<blades::ClockEntry> readClocks(QSqlDatabase &db);

// Scores and downtimes: one row each, the record as JSON (io/recordjson.h).
bool writeScore(QSqlDatabase &db, const blades::Score &score, const QString &at, QString *error);
std::optional<blades::Score> readScore(QSqlDatabase &db, const QString &id);
bool writeDowntime(QSqlDatabase &db, const blades::Downtime &downtime, const QString &at, QString *error);
std::optional<blades::Downtime> readDowntime(QSqlDatabase &db, const QString &id);

// Removes a sheet and its child rows.
bool removeSheet(QSqlDatabase &db, const QString &kind, const QString &id, QString *error);

} // namespace sw::store::rows
