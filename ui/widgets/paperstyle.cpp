#include "widgets/paperstyle.h"

#include <QFont>
#include <QHelpEvent>
#include <QFontMetricsF>
#include <QPainter>
#include <QPalette>
#include <QPen>
#include <QRect>
#include <QToolTip>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace sw::ui::paper {

QColor mix(const QColor &a, const QColor &b, qreal t)
{
    t = std::clamp(t, 0.0, 1.0);
    const auto lerp = [t](float x, float y) { return x + (y - x) * float(t); };
    const QColor ra = a.toRgb();
    const QColor rb = b.toRgb();
    return QColor::fromRgbF(lerp(ra.redF(), rb.redF()), lerp(ra.greenF(), rb.greenF()),
                            lerp(ra.blueF(), rb.blueF()), lerp(ra.alphaF(), rb.alphaF()));
}

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

QColor refusedColor(const QPalette &palette)
{
    return isDark(palette) ? QColor(0xf0, 0x5a, 0x4a) : QColor(0xc4, 0x1e, 0x14);
}

QColor faintInk(const QPalette &palette)
{
    return mix(palette.color(QPalette::WindowText), palette.color(QPalette::Window), 0.5);
}

int lineWidth(const QFontMetrics &metrics)
{
    // 1 px up to a ~10 pt font, then one more pixel for every ~10 px of line height.
    return std::max(1, int(std::lround(metrics.height() / 11.0)));
}

QRectF strokeRect(const QRect &r, qreal penWidth)
{
    const qreal half = penWidth / 2.0;
    return QRectF(r).adjusted(half, half, -half, -half);
}

int focusRingWidth(const QFontMetrics &metrics)
{
    return std::max(2, lineWidth(metrics) + 1);
}

int focusMargin(const QFontMetrics &metrics)
{
    return focusRingWidth(metrics) + 2;
}

void drawFocusRing(QPainter &painter, const QRectF &around, const QPalette &palette, qreal radius,
                   int width)
{
    painter.save();
    painter.setBrush(Qt::NoBrush);
    QPen pen(palette.color(QPalette::Highlight), width);
    pen.setJoinStyle(Qt::RoundJoin);
    painter.setPen(pen);
    const qreal out = 1.0 + width / 2.0;
    painter.drawRoundedRect(around.adjusted(-out, -out, out, out), radius + out, radius + out);
    painter.restore();
}

bool showPartToolTip(QWidget *widget, QEvent *event, const QString &tip, const QRect &rect)
{
    const auto *help = static_cast<QHelpEvent *>(event);
    if (!tip.isEmpty()) {
        QToolTip::showText(help->globalPos(), tip, widget, rect);
        return true;
    }
    if (!widget->toolTip().isEmpty())
        return false;
    QToolTip::hideText();
    event->ignore();
    return true;
}

QFont fitText(const QFont &base, const QString &text, const QSizeF &box, int *flags)
{
    const QRectF area(QPointF(0, 0), box);
    const auto fits = [&](const QFont &f, int textFlags) {
        const QRectF used = QFontMetricsF(f).boundingRect(area, textFlags, text);
        return used.width() <= box.width() + 0.5 && used.height() <= box.height() + 0.5;
    };
    const bool byPoints = base.pointSizeF() > 0;
    const qreal size = byPoints ? base.pointSizeF() : base.pixelSize();
    QFont f = base;
    *flags = Qt::AlignCenter | Qt::TextWordWrap;
    for (int step = 0; step <= 9; ++step) {
        const qreal scaled = size * (1.0 - 0.05 * step);
        if (byPoints)
            f.setPointSizeF(scaled);
        else
            f.setPixelSize(std::max(1, int(scaled)));
        if (fits(f, *flags))
            return f;
    }
    *flags = Qt::AlignCenter | Qt::TextWrapAnywhere;
    return f;
}

} // namespace sw::ui::paper
