#pragma once

// What the campaign browser reads the listing through without reading every sheet (schema v6,
// issue #20): each sheet's name as a collation key per interface language (store/collationkey.h),
// stored beside it and indexed, so that SQL gives the language's order a page at a time; and, on a
// campaign file, an FTS5 index of the names (trigram tokenizer, so Chinese names are found by any
// three characters of them; shorter queries fall back to LIKE).
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace sw::store::listing {

// The schema v6 statements for a campaign file (SQLite): the key columns and their indexes, the
// names' FTS5 table, the sheets' count per kind, and the triggers that keep both with `sheets`.
QStringList fileSchemaV6();

// Makes every sheet's keys (and, on a file, fills the names' index) and records the collation
// version they were made with: the v6 migration, and a file whose keys an older ICU made.
bool makeKeys(QSqlDatabase &db, QString *error);

// Whether the stored keys were made by this build's collation (false: makeKeys is due); true
// when the version cannot be read (damage is for the reads to tell).
bool keysCurrent(const QSqlDatabase &db);

// keysCurrent, or else makeKeys in a transaction of its own.
bool refreshKeys(QSqlDatabase &db, QString *error);

} // namespace sw::store::listing
