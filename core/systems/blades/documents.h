#pragma once

// Blades in the Dark's sheets as the campaign store keeps them: one document kind each for
// crews, characters, factions, clocks, scores and downtimes, with how each is listed and checked.
#include "store/documentkinds.h"

namespace sw::blades {

void registerDocumentKinds(store::DocumentKinds &kinds);

} // namespace sw::blades
