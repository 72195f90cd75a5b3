// The single-sheet JSON reader (sheetwright-cli validate / import of a sheet).
#include "systems/blades/io/sheetjson.h"

#include <QCoreApplication>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int argc = 1;
    static char name[] = "fuzz";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
    sw::io::CharacterSheet sheet;
    QList<sw::io::SheetReadError> errors;
    const bool ok = sw::io::readCharacterSheet(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)), &sheet, &errors);
    if (ok == !errors.isEmpty())
        __builtin_trap(); // either a sheet or errors, never both or neither
    if (ok)
        (void)sw::io::writeCharacterSheet(sheet);
    return 0;
}
