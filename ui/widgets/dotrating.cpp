#include "widgets/dotrating.h"

#include "widgets/paperstyle.h"

#include <QPainter>
#include <QPen>

#include <algorithm>

namespace sw::ui {

DotRating::DotRating(QWidget *parent)
    : SheetControl(parent)
{
    setMaximumValue(4);
}

void DotRating::setMaximum(int maximum)
{
    setMaximumValue(maximum);
}

void DotRating::setDividerAfter(int dots)
{
    m_dividerAfter = std::max(0, dots);
    updateGeometry();
    update();
}

DotRating::Metrics DotRating::metrics() const
{
    // An odd diameter keeps the dot centred on a pixel.
    const int dot = std::max(9, fontMetrics().height() * 4 / 5) | 1;
    // Wide enough that the focus ring around one dot stays clear of its neighbours.
    const int gap = std::max(margin() + 2, dot * 2 / 3);
    return {dot, gap, gap | 1};
}

bool DotRating::hasDivider() const
{
    return m_dividerAfter > 0 && m_dividerAfter < maximum();
}

QRect DotRating::boxRect(int index) const
{
    if (index < 0 || index >= maximum())
        return {};
    const Metrics m = metrics();
    const int top = std::max(margin(), (height() - m.dot) / 2);
    int x = margin() + index * (m.dot + m.gap);
    if (hasDivider() && index >= m_dividerAfter)
        x += m.dividerGap;
    return {x, top, m.dot, m.dot};
}

int DotRating::dividerX() const
{
    // Centred in the space between the last dot before it and the first after it.
    const QRect before = boxRect(m_dividerAfter - 1);
    const QRect after = boxRect(m_dividerAfter);
    return (before.right() + 1 + after.left()) / 2;
}

int DotRating::hitTest(const QPoint &pos) const
{
    const Metrics m = metrics();
    const int half = (m.gap + 1) / 2;
    for (int i = 0; i < maximum(); ++i) {
        if (boxRect(i).adjusted(-half, -margin(), half, margin()).contains(pos))
            return i;
    }
    return -1;
}

QSize DotRating::sizeHint() const
{
    const Metrics m = metrics();
    const int right = maximum() > 0 ? boxRect(maximum() - 1).right() + 1 : margin() + m.dot;
    return {right + margin(), m.dot + 2 * margin()};
}

QSize DotRating::minimumSizeHint() const
{
    return sizeHint();
}

void DotRating::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    paintFlash(p);

    const Metrics m = metrics();
    const int lw = lineWidth();
    const QColor inkColor = ink();
    p.setPen(QPen(inkColor, lw));
    for (int i = 0; i < maximum(); ++i) {
        p.setBrush(i < value() ? inkColor : paperColor());
        p.drawEllipse(paper::strokeRect(boxRect(i), lw));
    }
    if (hasDivider()) {
        // A thin rule a little taller than the dots, on a pixel centre.
        const QRect first = boxRect(0);
        const int overhang = std::min(margin() - 1, std::max(2, m.dot / 5));
        const qreal x = dividerX() + 0.5;
        p.setPen(QPen(inkColor, 1.0, Qt::SolidLine, Qt::FlatCap));
        p.drawLine(QPointF(x, first.top() - overhang), QPointF(x, first.bottom() + 1 + overhang));
    }
    if (hasFocus() && maximum() > 0)
        paintFocusRing(p, boxRect(cursorIndex()), m.dot / 2.0);
}

} // namespace sw::ui
