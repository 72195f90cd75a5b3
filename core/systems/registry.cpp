// The one place where this build's game systems are registered: one call per system. A system's
// own code lives in its folder; nothing outside it names one of its kinds.
#include "systems/blades/bladessystem.h"
#include "systems/fate/fatesystem.h"
#include "systems/gamesystem.h"
#include "systems/meshal/meshalsystem.h"
#include "systems/soulhunter/soulhuntersystem.h"

namespace sw::systems {

void registerBuiltInSystems(GameSystemRegistry &registry)
{
    blades::registerBlades(registry);
    fate::registerFate(registry);
    meshal::registerMeshal(registry);
    soulhunter::registerSoulhunter(registry);
}

} // namespace sw::systems
