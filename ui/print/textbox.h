#pragma once

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>

class QPainter;
class QPaintDevice;

namespace sw::print {

// Text wrapped to a width with QTextLayout (words, or anywhere in Chinese, which has no
// spaces), never elided: every character written on the sheet reaches the PDF.
qreal textHeight(const QPaintDevice *device, const QFont &font, const QString &text, qreal width);
// Paints `text` from the top left of `rect`, wrapped to its width; returns the height used.
qreal drawText(QPainter &painter, const QFont &font, const QString &text, const QRectF &rect,
               const QColor &color = Qt::black);

} // namespace sw::print
