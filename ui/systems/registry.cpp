// The game systems' user interfaces of this build, one line each (as core/systems/registry.cpp).
#include "systems/systemui.h"

#include "systems/blades/bladesui.h"
#include "systems/fate/fateui.h"
#include "systems/meshal/meshalui.h"
#include "systems/soulhunter/soulhunterui.h"

namespace sw::ui {

void registerBuiltInSystemUis(SystemUiRegistry &registry)
{
    registry.add(std::make_unique<BladesUi>());
    registry.add(std::make_unique<FateUi>());
    registry.add(std::make_unique<MeshalUi>());
    registry.add(std::make_unique<SoulhunterUi>());
}

} // namespace sw::ui
