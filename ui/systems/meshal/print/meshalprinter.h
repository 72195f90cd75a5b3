#pragma once

// Meshal Lite's printed pages (issue #18): a character sheet, filled in, in the language of the
// print options — the rule pack's words for attributes, protections, speeds, senses and sizes,
// the campaign content's names for what it wrote.
#include "print/sheetprinter.h"

namespace sw::print {

class MeshalPrinter : public SheetPrinter
{
public:
    QList<Printable> printables() const override;
    QString plan(const store::CampaignStore &store, const QList<store::SheetRef> &sheets, const PrintOptions &options,
                 QList<PageJob> *jobs) const override;
};

} // namespace sw::print
