#include "print/pdfexport.h"

#include "systems/blades/rulepackloader.h"
#include "systems/blades/packregistry.h"
#include "print/pageflow.h"
#include "print/printstyle.h"
#include "print/printwords.h"
#include "print/sheetsource.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPainter>
#include <QPdfWriter>

#include <functional>

using namespace Qt::StringLiterals;

namespace sw::print {
namespace {

using Job = std::function<void(PageFlow &, const PrintStyle &, const PrintWords &)>;

// Every sheet read before anything is painted, so that a bad reference prints nothing.
QString resolve(const SheetSource &source, const blades::RulePack &pack, const QList<store::SheetRef> &sheets,
                bool handout, QList<Job> *jobs)
{
    for (const store::SheetRef &ref : sheets) {
        const QString name = ref.id.isEmpty() ? ref.kind : ref.kind + u':' + ref.id;
        if (ref.kind == u"character"_s || ref.kind == u"blank-character"_s) {
            const auto print = ref.kind == u"character"_s ? source.character(ref.id.toLongLong())
                                                          : source.blankCharacter(ref.id);
            if (!print)
                return QCoreApplication::translate("sw::print::PdfExport", "There is no %1 to print.").arg(name);
            jobs->append([&pack, print = *print](PageFlow &f, const PrintStyle &s, const PrintWords &w) {
                CharacterPage::add(f, s, w, pack, print);
            });
        } else if (ref.kind == u"crew"_s || ref.kind == u"blank-crew"_s) {
            const auto print = ref.kind == u"crew"_s ? source.crew(ref.id.toLongLong()) : source.blankCrew(ref.id);
            if (!print)
                return QCoreApplication::translate("sw::print::PdfExport", "There is no %1 to print.").arg(name);
            jobs->append([&pack, print = *print](PageFlow &f, const PrintStyle &s, const PrintWords &w) {
                CrewPage::add(f, s, w, pack, print);
            });
        } else if (ref.kind == u"factions"_s || ref.kind == u"faction"_s) {
            jobs->append([lines = source.factions(), campaign = source.campaignName(), handout](
                             PageFlow &f, const PrintStyle &s, const PrintWords &w) {
                FactionLadderPage::add(f, s, w, campaign, lines, handout);
            });
        } else if (ref.kind == u"clocks"_s || ref.kind == u"clock"_s) {
            const QList<ClockLine> lines = source.clocks(ref.kind == u"clock"_s ? ref.id : QString());
            if (ref.kind == u"clock"_s && lines.isEmpty())
                return QCoreApplication::translate("sw::print::PdfExport", "There is no %1 to print.").arg(name);
            jobs->append([lines, campaign = source.campaignName(), handout](PageFlow &f, const PrintStyle &s,
                                                                            const PrintWords &w) {
                ClocksPage::add(f, s, w, campaign, lines, handout);
            });
        } else {
            return QCoreApplication::translate("sw::print::PdfExport", "Sheets of the kind \"%1\" cannot be printed.")
                .arg(ref.kind);
        }
    }
    if (jobs->isEmpty())
        return QCoreApplication::translate("sw::print::PdfExport", "Nothing to print.");
    return {};
}

} // namespace

QList<store::SheetRef> crewWithMembers(const store::CampaignStore &store, const QString &crewId)
{
    QList<store::SheetRef> sheets{{u"crew"_s, crewId}};
    for (const store::SheetInfo &info : store.list(u"character"_s)) {
        if (info.crewId == crewId)
            sheets.append(info.ref);
    }
    return sheets;
}

std::optional<store::SheetRef> printableSheet(const QString &text)
{
    const QString kind = text.section(u':', 0, 0);
    const QString id = text.section(u':', 1);
    if ((kind == u"factions"_s || kind == u"clocks"_s) && id.isEmpty())
        return store::SheetRef{kind, {}};
    const QStringList withId{u"character"_s, u"crew"_s, u"faction"_s, u"clock"_s, u"blank-character"_s, u"blank-crew"_s};
    if (withId.contains(kind) && !id.isEmpty())
        return store::SheetRef{kind, id};
    return std::nullopt;
}

QString paintSheets(const store::CampaignStore &store, const QList<store::SheetRef> &sheets, const PrintOptions &options,
                    QPagedPaintDevice &device)
{
    if (const QString missing = missingFontError(options.language); !missing.isEmpty())
        return missing;
    // The campaign's own pack (or house rules) unless the caller hands one over.
    const std::shared_ptr<const blades::RulePack> campaign = options.pack ? nullptr : blades::campaignPack(store);
    const blades::RulePack &pack = options.pack ? *options.pack : *campaign;
    const SheetSource source(store, pack, options.language);
    QList<Job> jobs;
    if (const QString error = resolve(source, pack, sheets, options.handout, &jobs); !error.isEmpty())
        return error;

    QPainter painter;
    if (!painter.begin(&device))
        return QCoreApplication::translate("sw::print::PdfExport", "The printer or file could not be opened for drawing.");
    painter.setRenderHint(QPainter::Antialiasing);
    const PrintStyle style(options.language, &device);
    const PrintWords words(options.language);
    PageFlow flow(device, painter, style);
    for (const Job &job : std::as_const(jobs))
        job(flow, style, words);
    flow.flush();
    painter.end();
    return {};
}

QString writePdf(const store::CampaignStore &store, const QList<store::SheetRef> &sheets, const PrintOptions &options,
                 const QString &path)
{
    QPdfWriter writer(path);
    writer.setPageSize(pageSize(options.paper));
    writer.setPageMargins(QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter);
    writer.setResolution(600);
    writer.setTitle(store.name());
    writer.setCreator(u"Sheetwright "_s + QStringLiteral(SHEETWRIGHT_VERSION));
    const QString error = paintSheets(store, sheets, options, writer);
    if (!error.isEmpty()) {
        QFile::remove(path); // QPdfWriter made the file as it opened it
        return error;
    }
    if (!QFileInfo(path).isFile() || QFileInfo(path).size() == 0)
        return QCoreApplication::translate("sw::print::PdfExport", "%1 could not be written.").arg(path);
    return {};
}

} // namespace sw::print
