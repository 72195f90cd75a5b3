#pragma once

#include "systems/gamesystem.h"

namespace sw::blades {

// Blades in the Dark (the SRD, CC BY 3.0) as a game system of Sheetwright.
void registerBlades(systems::GameSystemRegistry &registry);

} // namespace sw::blades
