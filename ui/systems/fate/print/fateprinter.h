#pragma once

// Fate Condensed's printed pages (issue #17): a character sheet, filled in, in the language of
// the print options — the pack's words for skills, the ladder, aspect kinds and slots.
#include "print/sheetprinter.h"

namespace sw::print {

class FatePrinter : public SheetPrinter
{
public:
    QList<Printable> printables() const override;
    QString plan(const store::CampaignStore &store, const QList<store::SheetRef> &sheets, const PrintOptions &options,
                 QList<PageJob> *jobs) const override;
};

} // namespace sw::print
