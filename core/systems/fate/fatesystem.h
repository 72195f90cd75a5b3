#pragma once

#include "systems/gamesystem.h"

#include <QJsonObject>

namespace sw::fate {

// Fate Condensed (the SRD, CC BY 3.0) as a game system of Sheetwright: id "fate", one document
// kind, "fate-character".
void registerFate(systems::GameSystemRegistry &registry);

// The check the campaign store runs before every write of a "fate-character": the JSON schema
// (resources/schemas/fate.character.schema.json), then the sheet's rules (sheetrules.h) with the
// GM's overrides. Empty when the document may be stored; else why not.
QString checkCharacterDocument(const QJsonObject &document);

} // namespace sw::fate
