// The campaign JSON importer, into a real campaign file: whatever the input, the campaign is
// either fully imported (then undone) or untouched.
#include "systems/blades/rulepackloader.h"
#include "systems/blades/io/campaignjson.h"

#include <QCoreApplication>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int argc = 1;
    static char name[] = "fuzz";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
    static QTemporaryDir dir;
    static sw::store::FileError error;
    static auto file = sw::store::CampaignFile::create(dir.filePath(QStringLiteral("fuzz.sheetwright")), &error);
    static sw::store::CampaignStore store(*file);
    const auto result = sw::io::importCampaign(store, QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)),
                                               *sw::blades::builtInRulePack(), true);
    if (result.ok && result.sheets > 0) {
        if (!store.undo().ok || !store.list().isEmpty())
            __builtin_trap();
    } else if (!store.list().isEmpty()) {
        __builtin_trap(); // a failed import wrote something
    }
    return 0;
}
