#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

class QPainter;

namespace sw::print {

class PrintStyle;

// The marks of a paper sheet, drawn as vector shapes (never as glyphs, so that the PDF's text
// holds only words): boxes to tick, dots of a rating, a clock of segments.

// `count` boxes in rows of `perRow` (0: one row); the first `filled` are ticked.
QSizeF boxesSize(const PrintStyle &style, int count, int perRow = 0);
void drawBoxes(QPainter &painter, const PrintStyle &style, QPointF topLeft, int count, int filled, int perRow = 0);
// One box per flag, ticked where the flag is set.
void drawBoxFlags(QPainter &painter, const PrintStyle &style, QPointF topLeft, const QList<bool> &ticked);

QSizeF dotsSize(const PrintStyle &style, int count);
void drawDots(QPainter &painter, const PrintStyle &style, QPointF topLeft, int count, int filled);

// A clock in `square`: `segments` wedges, the first `filled` shaded, from twelve o'clock clockwise.
void drawClock(QPainter &painter, const PrintStyle &style, const QRectF &square, int segments, int filled);

// A small triangle, pointing up (a friend) or down (a rival), filled when marked.
void drawTriangle(QPainter &painter, const PrintStyle &style, QPointF topLeft, bool up, bool filled);

} // namespace sw::print
