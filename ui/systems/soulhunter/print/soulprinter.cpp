#include "systems/soulhunter/print/soulprinter.h"

#include "systems/soulhunter/print/soulcharacterpage.h"
#include "systems/soulhunter/store/soulsheets.h"

#include <QCoreApplication>

namespace sw::print {

QList<SheetPrinter::Printable> SoulPrinter::printables() const
{
    return {{QString(soulhunter::kCharacterKind)}};
}

QString SoulPrinter::plan(const store::CampaignStore &store, const QList<store::SheetRef> &sheets, const PrintOptions &options,
                          QList<PageJob> *jobs) const
{
    Q_UNUSED(options);
    const soulhunter::Rules rules = soulhunter::campaignRules(store);
    const QString campaign = store.name();
    for (const store::SheetRef &ref : sheets) {
        bool numeric = false;
        const qint64 id = ref.id.toLongLong(&numeric);
        const std::optional<soulhunter::Character> c = numeric ? soulhunter::character(store, id) : std::nullopt;
        if (ref.kind != soulhunter::kCharacterKind || !c)
            return QCoreApplication::translate("sw::print::PdfExport", "There is no %1 to print.").arg(ref.kind + u':' + ref.id);
        jobs->append([rules, print = SoulCharacterPrint{*c, campaign}](PageFlow &f, const PrintStyle &s, const PrintWords &w) {
            SoulCharacterPage::add(f, s, w, rules, print);
        });
    }
    return {};
}

} // namespace sw::print
