// The rule-pack loader on a user pack whose character.json is the input: it loads or names a
// fault, and never crashes.
#include "systems/blades/rulepackloader.h"

#include <QCoreApplication>
#include <QFile>
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
    static const bool ready = [] {
        QFile manifest(dir.filePath(QStringLiteral("pack.json")));
        manifest.open(QIODevice::WriteOnly);
        manifest.write(R"({"format": 1, "id": "fuzzed", "version": "1.0.0", "system": "blades",
            "name": {"en": "F", "zh_TW": "F", "zh_CN": "F"}, "summary": {"en": "F", "zh_TW": "F", "zh_CN": "F"},
            "extends": "blades_srd", "files": ["character.json"]})");
        return true;
    }();
    (void)ready;
    QFile character(dir.filePath(QStringLiteral("character.json")));
    character.open(QIODevice::WriteOnly | QIODevice::Truncate);
    character.write(reinterpret_cast<const char *>(data), qint64(size));
    character.close();
    const auto load = sw::blades::loadRulePack(dir.path(), sw::blades::builtInRulePack().get());
    if (!load.pack == load.errors.isEmpty())
        __builtin_trap(); // a pack or its faults, never both or neither
    return 0;
}
