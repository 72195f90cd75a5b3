#pragma once

#include "rules/jsonschema.h"

namespace sw::io {

// The file-format schemas embedded under :/schemas (sheet, campaign), loaded once.
const rules::JsonSchemaValidator &bundledSchemas();

} // namespace sw::io
