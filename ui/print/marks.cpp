#include "print/marks.h"

#include "print/printstyle.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace sw::print {
namespace {

QRectF boxAt(const PrintStyle &style, QPointF topLeft, int index, int perRow)
{
    const int row = perRow > 0 ? index / perRow : 0;
    const int col = perRow > 0 ? index % perRow : index;
    const qreal step = style.mark() + style.markGap();
    return QRectF(topLeft.x() + col * step, topLeft.y() + row * step, style.mark(), style.mark());
}

} // namespace

QSizeF boxesSize(const PrintStyle &style, int count, int perRow)
{
    if (count <= 0)
        return {0, 0};
    const int cols = perRow > 0 ? std::min(count, perRow) : count;
    const int rows = perRow > 0 ? (count + perRow - 1) / perRow : 1;
    const qreal step = style.mark() + style.markGap();
    return {cols * step - style.markGap(), rows * step - style.markGap()};
}

void drawBoxes(QPainter &painter, const PrintStyle &style, QPointF topLeft, int count, int filled, int perRow)
{
    QList<bool> flags;
    for (int i = 0; i < count; ++i)
        flags.append(i < filled);
    const int cols = perRow > 0 ? perRow : count;
    painter.save();
    painter.setPen(style.markPen());
    for (int i = 0; i < count; ++i) {
        const QRectF r = boxAt(style, topLeft, i, cols);
        painter.setBrush(flags.at(i) ? QBrush(style.fill()) : QBrush(Qt::white));
        painter.drawRect(r);
    }
    painter.restore();
}

void drawBoxFlags(QPainter &painter, const PrintStyle &style, QPointF topLeft, const QList<bool> &ticked)
{
    painter.save();
    painter.setPen(style.markPen());
    for (qsizetype i = 0; i < ticked.size(); ++i) {
        painter.setBrush(ticked.at(i) ? QBrush(style.fill()) : QBrush(Qt::white));
        painter.drawRect(boxAt(style, topLeft, int(i), 0));
    }
    painter.restore();
}

QSizeF dotsSize(const PrintStyle &style, int count)
{
    return boxesSize(style, count, 0);
}

void drawDots(QPainter &painter, const PrintStyle &style, QPointF topLeft, int count, int filled)
{
    painter.save();
    painter.setPen(style.markPen());
    for (int i = 0; i < count; ++i) {
        painter.setBrush(i < filled ? QBrush(style.fill()) : QBrush(Qt::white));
        painter.drawEllipse(boxAt(style, topLeft, i, 0));
    }
    painter.restore();
}

void drawClock(QPainter &painter, const PrintStyle &style, const QRectF &square, int segments, int filled)
{
    painter.save();
    painter.setPen(style.markPen());
    painter.setBrush(Qt::white);
    painter.drawEllipse(square);
    const int n = std::max(1, segments);
    const QPointF c = square.center();
    const qreal radius = square.width() / 2;
    // Qt's angles run anticlockwise from three o'clock in 1/16 degree.
    const qreal span = 360.0 / n;
    painter.setBrush(style.fill());
    for (int i = 0; i < std::min(filled, n); ++i)
        painter.drawPie(square, int(std::lround((90.0 - i * span) * 16)), int(std::lround(-span * 16)));
    for (int i = 0; i < n && n > 1; ++i) {
        const qreal a = (90.0 - i * span) * std::numbers::pi / 180.0;
        painter.drawLine(c, c + QPointF(std::cos(a) * radius, -std::sin(a) * radius));
    }
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(square);
    painter.restore();
}

void drawTriangle(QPainter &painter, const PrintStyle &style, QPointF topLeft, bool up, bool filled)
{
    const qreal s = style.mark();
    QPainterPath path;
    if (up) {
        path.moveTo(topLeft + QPointF(s / 2, 0));
        path.lineTo(topLeft + QPointF(s, s));
        path.lineTo(topLeft + QPointF(0, s));
    } else {
        path.moveTo(topLeft);
        path.lineTo(topLeft + QPointF(s, 0));
        path.lineTo(topLeft + QPointF(s / 2, s));
    }
    path.closeSubpath();
    painter.save();
    painter.setPen(style.markPen());
    painter.setBrush(filled ? QBrush(style.fill()) : QBrush(Qt::white));
    painter.drawPath(path);
    painter.restore();
}

} // namespace sw::print
