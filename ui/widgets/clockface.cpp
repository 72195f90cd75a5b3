#include "widgets/clockface.h"

#include "widgets/paperstyle.h"

#include <QPainter>
#include <QPainterPath>
#include <QPen>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace sw::ui {

namespace {

// The direction of angle `turns` (0 = 12 o'clock, clockwise, 1 = full turn) in widget space.
QPointF direction(qreal turns)
{
    const qreal a = turns * 2.0 * std::numbers::pi;
    return {std::sin(a), -std::cos(a)};
}

} // namespace

ClockFace::ClockFace(QWidget *parent)
    : SheetControl(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    setMaximumValue(4);
}

void ClockFace::setSegments(int segments)
{
    setMaximumValue(std::max(2, segments));
}

int ClockFace::diameterFor(int lineHeight) const
{
    return std::max(24, lineHeight * 3);
}

QRectF ClockFace::face() const
{
    const int lw = lineWidth();
    const qreal d = std::min(width(), height()) - 2.0 * margin();
    const QRectF square((width() - d) / 2.0, (height() - d) / 2.0, d, d);
    // Inside by half the (1.5 × line width) outline, so the ring stays inside the square.
    const qreal in = 0.75 * lw;
    return square.adjusted(in, in, -in, -in);
}

QPainterPath ClockFace::wedge(int index, const QRectF &circle) const
{
    const qreal span = 360.0 / segments();
    QPainterPath path(circle.center());
    // Qt's angles run counter-clockwise from 3 o'clock.
    path.arcTo(circle, 90.0 - index * span, -span);
    path.closeSubpath();
    return path;
}

int ClockFace::hitTest(const QPoint &pos) const
{
    const QRectF circle = face();
    const QPointF d = QPointF(pos) + QPointF(0.5, 0.5) - circle.center();
    const qreal r = circle.width() / 2.0;
    if (std::hypot(d.x(), d.y()) > r + margin())
        return -1;
    qreal turns = std::atan2(d.x(), -d.y()) / (2.0 * std::numbers::pi);
    if (turns < 0)
        turns += 1.0;
    return std::clamp(int(turns * segments()), 0, segments() - 1);
}

QRect ClockFace::boxRect(int index) const
{
    if (index < 0 || index >= segments())
        return {};
    const QRectF circle = face();
    const qreal r = circle.width() / 2.0;
    const QPointF at = circle.center() + direction((index + 0.5) / segments()) * (r * 0.6);
    const qreal side = std::max(2.0, r * std::min(0.3, 2.4 / segments()));
    return QRectF(at.x() - side / 2, at.y() - side / 2, side, side).toAlignedRect();
}

QSize ClockFace::sizeHint() const
{
    const int d = diameterFor(fontMetrics().height()) + 2 * margin();
    return {d, d};
}

QSize ClockFace::minimumSizeHint() const
{
    const int d = diameterFor(fontMetrics().height()) * 2 / 3 + 2 * margin();
    return {d, d};
}

void ClockFace::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    paintFlash(p);

    const QRectF circle = face();
    const qreal r = circle.width() / 2.0;
    const int lw = lineWidth();
    const QColor inkColor = ink();
    const QColor paperFill = paperColor();
    const int n = segments();

    p.setPen(Qt::NoPen);
    p.setBrush(paperFill);
    p.drawEllipse(circle);
    p.setBrush(inkColor);
    for (int i = 0; i < value(); ++i)
        p.drawPath(wedge(i, circle));

    // Spokes: ink between open segments, paper between two filled ones so the cuts still show.
    for (int i = 0; i < n; ++i) {
        const bool bothFilled = i < value() && (i == 0 ? value() == n : i - 1 < value());
        p.setPen(QPen(bothFilled ? paperFill : inkColor, lw, Qt::SolidLine, Qt::FlatCap));
        p.drawLine(circle.center(), circle.center() + direction(qreal(i) / n) * r);
    }
    p.setPen(QPen(inkColor, lw * 1.5));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(circle);

    if (hasFocus()) {
        QPen ring(palette().color(QPalette::Highlight), std::max(2, lw + 1));
        ring.setJoinStyle(Qt::RoundJoin);
        p.setPen(ring);
        p.drawPath(wedge(cursorIndex(), circle));
    }
}

} // namespace sw::ui
