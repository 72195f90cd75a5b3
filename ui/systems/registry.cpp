// The game systems' user interfaces of this build, one line each (as core/systems/registry.cpp).
#include "systems/systemui.h"

#include "systems/blades/bladesui.h"
#include "systems/fate/fateui.h"
#include "systems/meshal/meshalui.h"

namespace sw::ui {

void registerBuiltInSystemUis(SystemUiRegistry &registry)
{
    registry.add(std::make_unique<BladesUi>());
    registry.add(std::make_unique<FateUi>());
    registry.add(std::make_unique<MeshalUi>());
}

} // namespace sw::ui
