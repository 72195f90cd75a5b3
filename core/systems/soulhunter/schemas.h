#pragma once

// The validator holding every soulhunter schema (pack, character, campaign), loaded once.
#include "rules/jsonschema.h"

namespace sw::soulhunter {

const rules::JsonSchemaValidator &schemas();

} // namespace sw::soulhunter
