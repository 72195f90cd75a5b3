#include "systems/blades/print/bladesprinter.h"

#include "systems/blades/packregistry.h"
#include "systems/blades/print/sheetsource.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace sw::print {

QList<SheetPrinter::Printable> BladesPrinter::printables() const
{
    return {{u"character"_s}, {u"crew"_s}, {u"faction"_s}, {u"clock"_s}, {u"blank-character"_s}, {u"blank-crew"_s},
            {u"factions"_s, false}, {u"clocks"_s, false}};
}

QString BladesPrinter::plan(const store::CampaignStore &store, const QList<store::SheetRef> &sheets,
                            const PrintOptions &options, QList<PageJob> *jobs) const
{
    // The campaign's own pack (or house rules), held by every page job that needs it.
    const std::shared_ptr<const blades::RulePack> pack = blades::campaignPack(store);
    const SheetSource source(store, *pack, options.language);
    for (const store::SheetRef &ref : sheets) {
        const QString name = ref.id.isEmpty() ? ref.kind : ref.kind + u':' + ref.id;
        if (ref.kind == u"character"_s || ref.kind == u"blank-character"_s) {
            const auto print = ref.kind == u"character"_s ? source.character(ref.id.toLongLong())
                                                          : source.blankCharacter(ref.id);
            if (!print)
                return QCoreApplication::translate("sw::print::PdfExport", "There is no %1 to print.").arg(name);
            jobs->append([pack, print = *print](PageFlow &f, const PrintStyle &s, const PrintWords &w) {
                CharacterPage::add(f, s, w, *pack, print);
            });
        } else if (ref.kind == u"crew"_s || ref.kind == u"blank-crew"_s) {
            const auto print = ref.kind == u"crew"_s ? source.crew(ref.id.toLongLong()) : source.blankCrew(ref.id);
            if (!print)
                return QCoreApplication::translate("sw::print::PdfExport", "There is no %1 to print.").arg(name);
            jobs->append([pack, print = *print](PageFlow &f, const PrintStyle &s, const PrintWords &w) {
                CrewPage::add(f, s, w, *pack, print);
            });
        } else if (ref.kind == u"factions"_s || ref.kind == u"faction"_s) {
            jobs->append([lines = source.factions(), campaign = source.campaignName(), handout = options.handout](
                             PageFlow &f, const PrintStyle &s, const PrintWords &w) {
                FactionLadderPage::add(f, s, w, campaign, lines, handout);
            });
        } else if (ref.kind == u"clocks"_s || ref.kind == u"clock"_s) {
            const QList<ClockLine> lines = source.clocks(ref.kind == u"clock"_s ? ref.id : QString());
            if (ref.kind == u"clock"_s && lines.isEmpty())
                return QCoreApplication::translate("sw::print::PdfExport", "There is no %1 to print.").arg(name);
            jobs->append([lines, campaign = source.campaignName(), handout = options.handout](
                             PageFlow &f, const PrintStyle &s, const PrintWords &w) {
                ClocksPage::add(f, s, w, campaign, lines, handout);
            });
        } else {
            return QCoreApplication::translate("sw::print::PdfExport", "Sheets of the kind \"%1\" cannot be printed.")
                .arg(ref.kind);
        }
    }
    return {};
}

QList<store::SheetRef> BladesPrinter::withMembers(const store::CampaignStore &store, const store::SheetRef &sheet) const
{
    if (sheet.kind != u"crew"_s)
        return {sheet};
    QList<store::SheetRef> sheets{sheet};
    for (const store::SheetInfo &info : store.list(u"character"_s)) {
        if (info.crewId == sheet.id)
            sheets.append(info.ref);
    }
    return sheets;
}

} // namespace sw::print
