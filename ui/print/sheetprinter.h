#pragma once

// A game system's printed pages, registered with the print frame: which sheets it prints, and
// the page jobs that paint them. pdfexport.cpp hands each sheet to the system that prints its
// kind; each system's printer is registered by one line in ui/systems/printregistry.cpp.
#include "print/printoptions.h"
#include "store/campaignstore.h"

#include <functional>
#include <memory>
#include <vector>

namespace sw::print {

class PageFlow;
class PrintStyle;
class PrintWords;

// Paints one sheet (or board) into the flow of pages.
using PageJob = std::function<void(PageFlow &, const PrintStyle &, const PrintWords &)>;

class SheetPrinter
{
public:
    virtual ~SheetPrinter() = default;

    // The names it prints: a campaign's sheet ("character") or a page of its own ("factions",
    // "blank-crew"); `needsId` when the name takes ":ID".
    struct Printable
    {
        QString kind;
        bool needsId = true;
    };
    virtual QList<Printable> printables() const = 0;
    // Reads every sheet and appends one job per sheet, before anything is painted; an error text
    // (a sheet that is missing, a blank of an unknown type) when they cannot all be printed.
    virtual QString plan(const store::CampaignStore &store, const QList<store::SheetRef> &sheets,
                         const PrintOptions &options, QList<PageJob> *jobs) const = 0;
    // The sheet and those that belong with it ("a crew with its members"); the sheet alone by default.
    virtual QList<store::SheetRef> withMembers(const store::CampaignStore &store, const store::SheetRef &sheet) const
    {
        Q_UNUSED(store);
        return {sheet};
    }

    bool prints(const QString &kind) const;
};

// The printers of this build, in registration order.
class PrinterRegistry
{
public:
    void add(std::unique_ptr<SheetPrinter> printer);
    // The printer of the sheets named `kind`, or null.
    const SheetPrinter *forKind(const QString &kind) const;
    QList<const SheetPrinter *> all() const;

private:
    std::vector<std::unique_ptr<SheetPrinter>> m_printers;
};

// One line per system (ui/systems/printregistry.cpp).
void registerBuiltInPrinters(PrinterRegistry &registry);
const PrinterRegistry &builtInPrinters();

} // namespace sw::print
