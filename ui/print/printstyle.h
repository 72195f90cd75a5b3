#pragma once

#include "common/language.h"

#include <QFont>
#include <QPen>

#include <optional>

class QPaintDevice;

namespace sw::print {

// The family PDFs use for a language. Chinese is set in WenQuanYi Micro Hei: Noto Sans CJK
// shares glyphs between CJK ideographs and Kangxi radicals, and Qt's PDF text layer then
// writes ⼒ for 力; WenQuanYi maps every glyph back to the character written.
QString printFontFamily(Language language);
// Empty when the language's font is installed, else a sentence naming the missing font.
QString missingFontError(Language language);

// Fonts, pens and sizes of the printed sheets on one paint device. Everything is measured in
// the device's own units, derived from points and from the body font, so the same layout
// draws on a 1200 dpi PDF and on a printer.
class PrintStyle
{
public:
    PrintStyle(Language language, const QPaintDevice *device);

    const QPaintDevice *device() const { return m_device; }
    qreal pt(qreal points) const { return points * m_dpi / 72.0; }
    qreal mm(qreal millimetres) const { return pt(millimetres * 72.0 / 25.4); }

    QFont title;   // the sheet's name
    QFont heading; // section headings
    QFont body;    // values and entries
    QFont label;   // the small words under fields
    QFont note;    // summaries and rule reminders

    qreal lineHeight(const QFont &font) const;
    qreal ascent(const QFont &font) const;
    qreal textWidth(const QFont &font, const QString &text) const;

    // A mark (box, dot) as tall as a capital letter of the body text and a bit.
    qreal mark() const { return m_mark; }
    qreal markGap() const { return m_mark * 0.35; }
    qreal gap() const { return m_gap; } // between blocks of a column

    QPen rulePen() const;  // thin lines: field lines, rules under headings
    QPen markPen() const;  // outlines of boxes, dots, clocks
    QColor ink() const { return Qt::black; }
    QColor faint() const { return QColor(0x55, 0x55, 0x55); }
    QColor fill() const { return QColor(0x20, 0x20, 0x20); }

private:
    const QPaintDevice *m_device;
    qreal m_dpi;
    qreal m_mark = 0;
    qreal m_gap = 0;
};

} // namespace sw::print
