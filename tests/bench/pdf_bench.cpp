// PDF printing (ui/print, sheetwright_print): one character sheet, and a crew with six of its
// members, written with sw::print::writePdf from the large campaign. Floor: QPdfWriter drawing the
// same words at the same places on the same number of pages, each word with a box around it, with
// no layout logic: the words and their boxes are taken once, before timing, from the app's own PDF
// (pdftotext -bbox, poppler-utils), so the floor writes the text the sheet has, not a guess.
#include "benchsupport.h"

#include "print/pdfexport.h"
#include "print/printstyle.h"
#include "store/campaignstore.h"

#include <QFile>
#include <QHash>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

using namespace Qt::StringLiterals;

namespace sw::bench {
namespace {

struct Word
{
    int page = 0;
    QRectF box; // in points, from the page's top left
    QString text;
};

struct Layout
{
    int pages = 0;
    QList<Word> words;
};

// The words of a PDF with their boxes, as pdftotext -bbox reads them.
Layout wordsOf(const QString &pdf, const QString &scratch)
{
    Layout layout;
    QProcess p;
    p.start(u"pdftotext"_s, {u"-bbox"_s, pdf, scratch});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return layout;
    QFile f(scratch);
    if (!f.open(QIODevice::ReadOnly))
        return layout;
    const QString html = QString::fromUtf8(f.readAll());
    static const QRegularExpression token(
        uR"re(<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>)re"_s);
    for (auto it = token.globalMatch(html); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (m.captured(0).startsWith(u"<page"_s)) {
            ++layout.pages;
            continue;
        }
        QString text = m.captured(5);
        text.replace(u"&lt;"_s, u"<"_s).replace(u"&gt;"_s, u">"_s).replace(u"&quot;"_s, u"\""_s).replace(u"&amp;"_s, u"&"_s);
        const QPointF topLeft(m.captured(1).toDouble(), m.captured(2).toDouble());
        const QPointF bottomRight(m.captured(3).toDouble(), m.captured(4).toDouble());
        layout.words.append({layout.pages - 1, QRectF(topLeft, bottomRight), text});
    }
    return layout;
}

struct PdfCase
{
    std::unique_ptr<store::CampaignFile> file;
    std::unique_ptr<store::CampaignStore> store;
    QList<store::SheetRef> sheets;
    Layout layout;
    QTemporaryDir dir;
};

// Blades' character 1, or crew 1 with six of its members, from the large campaign.
QList<store::SheetRef> bladesSheets(const store::CampaignStore &store, bool crew)
{
    if (!crew)
        return {{u"character"_s, u"1"_s}};
    QList<store::SheetRef> sheets{{u"crew"_s, u"1"_s}};
    for (const store::SheetInfo &info : store.list(u"character"_s)) {
        if (info.crewId == u"1"_s && sheets.size() < 7)
            sheets.append(info.ref);
    }
    return sheets;
}

// The campaign opened read-only, the sheets to print, and the floor's words from one app PDF.
std::unique_ptr<PdfCase> prepare(const QString &path, const SheetPicker &pick)
{
    auto c = std::make_unique<PdfCase>();
    store::FileError error;
    c->file = store::CampaignFile::open(path, &error, store::CampaignFile::Access::ReadOnly);
    if (!c->file)
        return nullptr;
    c->store = std::make_unique<store::CampaignStore>(*c->file);
    c->sheets = pick(*c->store);
    const QString pdf = c->dir.filePath(u"app.pdf"_s);
    if (!print::writePdf(*c->store, c->sheets, {}, pdf).isEmpty())
        return nullptr;
    c->layout = wordsOf(pdf, c->dir.filePath(u"words.html"_s));
    if (c->layout.words.isEmpty())
        return nullptr;
    return c;
}

void appPdf(benchmark::State &state, const QString &path, const SheetPicker &pick)
{
    const auto c = prepare(path, pick);
    if (!c) {
        state.SkipWithError("the sheets could not be printed or read back (pdftotext)");
        return;
    }
    const QString out = c->dir.filePath(u"bench.pdf"_s);
    for (auto _ : state) {
        if (!print::writePdf(*c->store, c->sheets, {}, out).isEmpty()) {
            state.SkipWithError("writePdf failed");
            break;
        }
    }
    state.counters["pages"] = c->layout.pages;
    state.counters["words"] = double(c->layout.words.size());
}

void floorPdf(benchmark::State &state, const QString &path, const SheetPicker &pick)
{
    const auto c = prepare(path, pick);
    if (!c) {
        state.SkipWithError("the sheets could not be printed or read back (pdftotext)");
        return;
    }
    const QString out = c->dir.filePath(u"floor.pdf"_s);
    const QString family = print::printFontFamily(Language::English);
    for (auto _ : state) {
        QPdfWriter writer(out);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins({});
        writer.setResolution(72); // one unit = one point, as pdftotext measures
        QPainter painter(&writer);
        QHash<int, QFont> fonts;
        int page = 0;
        for (const Word &w : c->layout.words) {
            while (page < w.page) {
                writer.newPage();
                ++page;
            }
            const int size = std::max(4, int(w.box.height() * 0.8));
            auto font = fonts.find(size);
            if (font == fonts.end()) {
                QFont f(family);
                f.setPointSize(size);
                font = fonts.insert(size, f);
            }
            painter.setFont(*font);
            painter.drawRect(w.box);
            painter.drawText(QPointF(w.box.left(), w.box.bottom() - w.box.height() * 0.2), w.text);
        }
        painter.end();
    }
    state.counters["pages"] = c->layout.pages;
    state.counters["words"] = double(c->layout.words.size());
}

} // namespace

void registerPdfPair(const std::string &figure, const std::string &floor, const QString &path, const SheetPicker &pick,
                     int iterations)
{
    benchmark::RegisterBenchmark(figure.c_str(), [path, pick](benchmark::State &state) { appPdf(state, path, pick); })
        ->UseRealTime()
        ->Unit(benchmark::kMillisecond)
        ->Iterations(iterations);
    benchmark::RegisterBenchmark(floor.c_str(), [path, pick](benchmark::State &state) { floorPdf(state, path, pick); })
        ->UseRealTime()
        ->Unit(benchmark::kMillisecond)
        ->Iterations(iterations);
}

void registerPdf()
{
    for (const Scale &scale : scales()) {
        const int iterations = scale.name == u"1x"_s ? 20 : 10;
        const std::string s = "/" + scale.name.toStdString();
        registerPdfPair("PdfCharacter" + s, "PdfFloorCharacter" + s, scale.path,
                        [](const store::CampaignStore &store) { return bladesSheets(store, false); }, iterations);
        registerPdfPair("PdfCrew" + s, "PdfFloorCrew" + s, scale.path,
                        [](const store::CampaignStore &store) { return bladesSheets(store, true); }, iterations);
    }
}

} // namespace sw::bench
