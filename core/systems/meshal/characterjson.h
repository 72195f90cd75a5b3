#pragma once

// The "meshal-character" document (resources/schemas/meshal.character.schema.json) to and from
// the value types, and the pieces of it that content packs share (features, abilities, items).
// The fromJson functions expect JSON the schema accepts.
#include "systems/meshal/character.h"

#include <QJsonObject>

namespace sw::meshal {

QJsonObject toJson(const Character &character);
Character characterFromJson(const QJsonObject &document);

QJsonObject toJson(const Modifiers &modifiers);
Modifiers modifiersFromJson(const QJsonValue &value);
QJsonObject toJson(const Feature &feature);
Feature featureFromJson(const QJsonValue &value);
QJsonObject toJson(const Ability &ability);
Ability abilityFromJson(const QJsonValue &value);
QJsonObject toJson(const Item &item);
Item itemFromJson(const QJsonValue &value);

} // namespace sw::meshal
