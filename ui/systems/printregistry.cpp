// The game systems' printed pages of this build, one line each (as core/systems/registry.cpp).
#include "print/sheetprinter.h"

#include "systems/blades/print/bladesprinter.h"
#include "systems/fate/print/fateprinter.h"
#include "systems/soulhunter/print/soulprinter.h"
#include "systems/meshal/print/meshalprinter.h"

namespace sw::print {

void registerBuiltInPrinters(PrinterRegistry &registry)
{
    registry.add(std::make_unique<BladesPrinter>());
    registry.add(std::make_unique<FatePrinter>());
    registry.add(std::make_unique<SoulPrinter>());
    registry.add(std::make_unique<MeshalPrinter>());
}

} // namespace sw::print
