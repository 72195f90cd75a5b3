#pragma once

// Reading pack files: shared by the rule pack and content pack loaders (internal).
#include "systems/meshal/pack.h"

#include "rules/jsonschema.h"

#include <optional>

namespace sw::meshal::packio {

Text textFrom(const QJsonValue &value);
QJsonObject textJson(const Text &text);
// The validator holding every Meshal schema (pack, content, character), loaded once.
const rules::JsonSchemaValidator &schemas();

} // namespace sw::meshal::packio
