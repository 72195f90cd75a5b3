#include "print/sheetprinter.h"

#include <algorithm>

namespace sw::print {

bool SheetPrinter::prints(const QString &kind) const
{
    const QList<Printable> names = printables();
    return std::any_of(names.begin(), names.end(), [&](const Printable &p) { return p.kind == kind; });
}

void PrinterRegistry::add(std::unique_ptr<SheetPrinter> printer)
{
    m_printers.push_back(std::move(printer));
}

const SheetPrinter *PrinterRegistry::forKind(const QString &kind) const
{
    for (const auto &printer : m_printers) {
        if (printer->prints(kind))
            return printer.get();
    }
    return nullptr;
}

QList<const SheetPrinter *> PrinterRegistry::all() const
{
    QList<const SheetPrinter *> out;
    for (const auto &printer : m_printers)
        out.append(printer.get());
    return out;
}

const PrinterRegistry &builtInPrinters()
{
    static const PrinterRegistry registry = [] {
        PrinterRegistry r;
        registerBuiltInPrinters(r);
        return r;
    }();
    return registry;
}

} // namespace sw::print
