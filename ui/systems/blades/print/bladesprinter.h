#pragma once

// Blades' printed pages: character and crew sheets (filled in or blank for a playbook or crew
// type), the faction ladder and the clocks.
#include "print/sheetprinter.h"

namespace sw::print {

class BladesPrinter : public SheetPrinter
{
public:
    QList<Printable> printables() const override;
    QString plan(const store::CampaignStore &store, const QList<store::SheetRef> &sheets, const PrintOptions &options,
                 QList<PageJob> *jobs) const override;
    // A crew and then each of its members.
    QList<store::SheetRef> withMembers(const store::CampaignStore &store, const store::SheetRef &sheet) const override;
};

} // namespace sw::print
