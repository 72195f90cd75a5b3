#include "systems/fate/print/fateprinter.h"

#include "systems/fate/pack.h"
#include "systems/fate/print/fatecharacterpage.h"
#include "systems/fate/store/campaignpack.h"
#include "systems/fate/store/fatesheets.h"

#include <QCoreApplication>

namespace sw::print {

QList<SheetPrinter::Printable> FatePrinter::printables() const
{
    return {{QString(fate::kCharacterKind)}};
}

QString FatePrinter::plan(const store::CampaignStore &store, const QList<store::SheetRef> &sheets,
                          const PrintOptions &options, QList<PageJob> *jobs) const
{
    Q_UNUSED(options);
    // The campaign's pack or profile: its skill names and ladder words on the page.
    const std::shared_ptr<const fate::FatePack> pack = fate::campaignFatePack(store);
    const QString campaign = store.name();
    for (const store::SheetRef &ref : sheets) {
        bool numeric = false;
        const qint64 id = ref.id.toLongLong(&numeric);
        const std::optional<fate::Character> c = numeric ? fate::character(store, id) : std::nullopt;
        if (ref.kind != fate::kCharacterKind || !c)
            return QCoreApplication::translate("sw::print::PdfExport", "There is no %1 to print.")
                .arg(ref.kind + u':' + ref.id);
        jobs->append([pack, print = FateCharacterPrint{*c, campaign}](PageFlow &f, const PrintStyle &s,
                                                                      const PrintWords &w) {
            FateCharacterPage::add(f, s, w, *pack, print);
        });
    }
    return {};
}

} // namespace sw::print
