#include "systems/blades/print/bladesprinter.h"

#include "systems/blades/packregistry.h"
#include "systems/blades/print/sheetsource.h"

#include <QCoreApplication>

#include <map>

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
    // The campaign's own pack (or house rules); each sheet is printed with the pack it recorded
    // (the campaign's when this computer has none with that id), held by its page job.
    const std::shared_ptr<const blades::RulePack> pack = blades::campaignPack(store);
    std::map<QString, std::shared_ptr<const blades::RulePack>> read{{pack->id, pack}};
    const auto packOf = [&](const QString &id) {
        if (id.isEmpty())
            return pack;
        auto it = read.find(id);
        if (it == read.end())
            it = read.emplace(id, blades::rulePackById(id)).first;
        return it->second ? it->second : pack;
    };
    const SheetSource source(store, *pack, options.language);
    for (const store::SheetRef &ref : sheets) {
        const QString name = ref.id.isEmpty() ? ref.kind : ref.kind + u':' + ref.id;
        if (ref.kind == u"character"_s || ref.kind == u"blank-character"_s) {
            const auto print = ref.kind == u"character"_s ? source.character(ref.id.toLongLong())
                                                          : source.blankCharacter(ref.id);
            if (!print)
                return QCoreApplication::translate("sw::print::PdfExport", "There is no %1 to print.").arg(name);
            jobs->append([sheetPack = packOf(print->sheet.rulePack), print = *print](PageFlow &f, const PrintStyle &s,
                                                                                     const PrintWords &w) {
                CharacterPage::add(f, s, w, *sheetPack, print);
            });
        } else if (ref.kind == u"crew"_s || ref.kind == u"blank-crew"_s) {
            const auto print = ref.kind == u"crew"_s ? source.crew(ref.id.toLongLong()) : source.blankCrew(ref.id);
            if (!print)
                return QCoreApplication::translate("sw::print::PdfExport", "There is no %1 to print.").arg(name);
            jobs->append([sheetPack = packOf(print->sheet.rulePack), print = *print](PageFlow &f, const PrintStyle &s,
                                                                                     const PrintWords &w) {
                CrewPage::add(f, s, w, *sheetPack, print);
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
