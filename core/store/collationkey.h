#pragma once

#include "common/language.h"

#include <QByteArray>
#include <QString>

namespace sw::store {

// A storable collation key: bytes that, compared as bytes (memcmp: SQLite's BLOB order,
// PostgreSQL's bytea order), put texts in the order QCollator puts them for the language, with
// the options the campaign browser sorts with (numeric mode, case-insensitive). Qt 6.4's
// QCollatorSortKey keeps its bytes to itself, so the key is made with ICU, the library QCollator
// itself calls on this platform, opened for the same locale with the same attributes
// (collationkey.cpp); the tests compare its order with QCollator's on real names. ICU's keys are
// only comparable with keys of the same ICU collation version: collationVersion() is stored
// with them and a campaign whose keys were made by another version gets them made again.
QByteArray collationKey(const QString &text, Language language);

// The ICU collation version the keys are made with (e.g. "153.112"), for all three languages.
QString collationVersion();

// The column of `sheets` that holds the language's key: key_en, key_zh_tw, key_zh_cn.
QString collationColumn(Language language);

} // namespace sw::store
