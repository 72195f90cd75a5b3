// The Foundry VTT actor importer: errors and nothing else, or a result and no errors.
#include "systems/blades/rulepackloader.h"
#include "systems/blades/io/foundry.h"

#include <QCoreApplication>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int argc = 1;
    static char name[] = "fuzz";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
    const auto result = sw::io::importFoundryActor(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)),
                                                   *sw::blades::builtInRulePack());
    if (!result.ok() && result.kind != sw::io::FoundryKind::None)
        __builtin_trap();
    if (result.ok() && result.kind == sw::io::FoundryKind::Character)
        (void)sw::io::exportFoundryCharacter(result.character, *sw::blades::builtInRulePack());
    return 0;
}
