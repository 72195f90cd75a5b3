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

// The shared libraries reach this build's systems only through these two (gamesystem.h,
// store/documentkinds.h); they are defined here, beside the registration, so that no shared
// library links a system (core/CMakeLists.txt).
const GameSystemRegistry &builtInSystems()
{
    static const GameSystemRegistry registry = [] {
        GameSystemRegistry r;
        registerBuiltInSystems(r);
        return r;
    }();
    return registry;
}

} // namespace sw::systems

namespace sw::store {

const DocumentKinds &registeredDocumentKinds()
{
    return systems::builtInSystems().documentKinds();
}

} // namespace sw::store
