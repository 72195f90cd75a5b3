#pragma once

// 狩魂者TRPG with the 追加规则's printed page (issue #21): a character sheet, filled in, in the
// language of the print options — the pack's words for skills and settings, the derived values
// computed (or the base setting they wait for, by name).
#include "print/sheetprinter.h"

namespace sw::print {

class SoulPrinter : public SheetPrinter
{
public:
    QList<Printable> printables() const override;
    QString plan(const store::CampaignStore &store, const QList<store::SheetRef> &sheets, const PrintOptions &options,
                 QList<PageJob> *jobs) const override;
};

} // namespace sw::print
