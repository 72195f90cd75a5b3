#include "print/pdfexport.h"

#include "print/pageflow.h"
#include "print/printstyle.h"
#include "print/printwords.h"
#include "print/sheetprinter.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPainter>
#include <QPdfWriter>

#include <functional>

using namespace Qt::StringLiterals;

namespace sw::print {
namespace {

// Every sheet read before anything is painted, so that a bad reference prints nothing: each run
// of sheets of one system is planned by that system's printer.
QString plan(const store::CampaignStore &store, const QList<store::SheetRef> &sheets, const PrintOptions &options,
             QList<PageJob> *jobs)
{
    for (qsizetype i = 0; i < sheets.size();) {
        const SheetPrinter *printer = builtInPrinters().forKind(sheets.at(i).kind);
        if (!printer)
            return QCoreApplication::translate("sw::print::PdfExport", "Sheets of the kind \"%1\" cannot be printed.")
                .arg(sheets.at(i).kind);
        qsizetype end = i + 1;
        while (end < sheets.size() && builtInPrinters().forKind(sheets.at(end).kind) == printer)
            ++end;
        if (const QString error = printer->plan(store, sheets.mid(i, end - i), options, jobs); !error.isEmpty())
            return error;
        i = end;
    }
    if (jobs->isEmpty())
        return QCoreApplication::translate("sw::print::PdfExport", "Nothing to print.");
    return {};
}

} // namespace

QList<store::SheetRef> withMembers(const store::CampaignStore &store, const store::SheetRef &sheet)
{
    const SheetPrinter *printer = builtInPrinters().forKind(sheet.kind);
    return printer ? printer->withMembers(store, sheet) : QList<store::SheetRef>{sheet};
}

std::optional<store::SheetRef> printableSheet(const QString &text)
{
    const QString kind = text.section(u':', 0, 0);
    const QString id = text.section(u':', 1);
    for (const SheetPrinter *printer : builtInPrinters().all()) {
        for (const SheetPrinter::Printable &p : printer->printables()) {
            // A board ("factions") is named alone; a sheet needs its id.
            if (p.kind == kind && (id.isEmpty() ? !p.needsId : true))
                return store::SheetRef{kind, id};
        }
    }
    return std::nullopt;
}

QString suggestedFileName(const store::CampaignStore &store, const QList<store::SheetRef> &sheets)
{
    QString name;
    if (sheets.size() == 1) {
        if (const std::optional<store::SheetInfo> info = store.info(sheets.first()))
            name = info->name;
    }
    if (name.trimmed().isEmpty())
        name = store.name();
    return safeFileName(name) + u".pdf"_s;
}

QString safeFileName(const QString &name)
{
    QString safe;
    for (const QChar c : name.trimmed())
        safe += (c.category() == QChar::Other_Control || u"/\\:*?\"<>|"_s.contains(c)) ? u'_' : c;
    if (safe.isEmpty() || safe.startsWith(u'.'))
        safe.prepend(u"Sheetwright"_s);
    return safe;
}

QString paintSheets(const store::CampaignStore &store, const QList<store::SheetRef> &sheets, const PrintOptions &options,
                    QPagedPaintDevice &device)
{
    if (const QString missing = missingFontError(options.language); !missing.isEmpty())
        return missing;
    QList<PageJob> jobs;
    if (const QString error = plan(store, sheets, options, &jobs); !error.isEmpty())
        return error;

    QPainter painter;
    if (!painter.begin(&device))
        return QCoreApplication::translate("sw::print::PdfExport", "The printer or file could not be opened for drawing.");
    painter.setRenderHint(QPainter::Antialiasing);
    const PrintStyle style(options.language, &device);
    const PrintWords words(options.language);
    PageFlow flow(device, painter, style);
    for (const PageJob &job : std::as_const(jobs))
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
