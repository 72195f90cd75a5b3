#pragma once

// The "fate-character" document (resources/schemas/fate.character.schema.json) to and from the
// value types. fromJson expects a document the schema accepts.
#include "systems/fate/character.h"

#include <QJsonObject>

namespace sw::fate {

QJsonObject toJson(const Character &character);
Character characterFromJson(const QJsonObject &document);

} // namespace sw::fate
