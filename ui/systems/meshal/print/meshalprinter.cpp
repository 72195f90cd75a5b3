#include "systems/meshal/print/meshalprinter.h"

#include "systems/meshal/contentedit.h"
#include "systems/meshal/pack.h"
#include "systems/meshal/store/meshalcontentstore.h"
#include "systems/meshal/print/meshalcharacterpage.h"
#include "systems/meshal/store/meshalsheets.h"

#include <QCoreApplication>

namespace sw::print {

QList<SheetPrinter::Printable> MeshalPrinter::printables() const
{
    return {{QString(meshal::kCharacterKind)}};
}

QString MeshalPrinter::plan(const store::CampaignStore &store, const QList<store::SheetRef> &sheets,
                            const PrintOptions &options, QList<PageJob> *jobs) const
{
    Q_UNUSED(options);
    const std::shared_ptr<const meshal::MeshalPack> pack = meshal::builtInMeshalPack();
    // The names of what the campaign wrote, and of the examples beside it, in the print language.
    const auto content = std::make_shared<const meshal::MeshalContent>(meshal::withExamples(meshal::campaignContent(store)));
    // A relationship names another sheet by its id: the page shows that sheet's name.
    QMap<QString, QString> names;
    for (const auto &[id, other] : meshal::characters(store))
        names.insert(QString::number(id), other.name);
    const QString campaign = store.name();
    for (const store::SheetRef &ref : sheets) {
        bool numeric = false;
        const qint64 id = ref.id.toLongLong(&numeric);
        const std::optional<meshal::Character> c = numeric ? meshal::character(store, id) : std::nullopt;
        if (ref.kind != meshal::kCharacterKind || !c)
            return QCoreApplication::translate("sw::print::PdfExport", "There is no %1 to print.")
                .arg(ref.kind + u':' + ref.id);
        jobs->append([pack, content, print = MeshalCharacterPrint{*c, campaign, names}](
                         PageFlow &f, const PrintStyle &s, const PrintWords &w) {
            MeshalCharacterPage::add(f, s, w, *pack, content.get(), print);
        });
    }
    return {};
}

} // namespace sw::print
