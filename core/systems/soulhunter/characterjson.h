#pragma once

// The "soulhunter-character" document (resources/schemas/soulhunter.character.schema.json) read
// and written as a Character.
#include "systems/soulhunter/character.h"

#include <QJsonObject>

namespace sw::soulhunter {

QJsonObject toJson(const Character &character);
Character characterFromJson(const QJsonObject &document); // the document passed the schema
// Rule 9 (L38): the base sheet's fields the house rules removed (强度, 专长, 时髦骰, 灵能力专精)
// found in a document, by key.
QStringList removedFields(const QJsonObject &document);
QString schoolId(School school);
QString tierId(Tier tier);

} // namespace sw::soulhunter
