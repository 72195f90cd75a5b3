#include "widgets/boxtrack.h"

#include "widgets/paperstyle.h"

#include <QPainter>
#include <QPen>

#include <algorithm>

namespace sw::ui {

BoxTrack::BoxTrack(QWidget *parent)
    : SheetControl(parent)
{
}

void BoxTrack::setCount(int count)
{
    m_marked.resize(std::max(0, count));
    setMaximumValue(count);
    if (m_mode == Independent)
        setMarkedBoxes(m_marked);
}

void BoxTrack::setMode(Mode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    if (m_mode == Independent)
        setMarkedBoxes(m_marked);
    update();
}

void BoxTrack::setMarkedBoxes(const QList<bool> &marked)
{
    m_marked = marked;
    m_marked.resize(count());
    const int n = int(std::count(m_marked.cbegin(), m_marked.cend(), true));
    if (n == value()) {
        update();
        announceValue(); // which boxes are marked changed, if not how many
    } else {
        setValue(n);
    }
}

QList<bool> BoxTrack::markedBoxes() const
{
    if (m_mode == Independent)
        return m_marked;
    QList<bool> marks(count(), false);
    std::fill_n(marks.begin(), value(), true);
    return marks;
}

bool BoxTrack::isMarked(int index) const
{
    if (m_mode == Independent)
        return m_marked.value(index, false);
    return index >= 0 && index < value();
}

void BoxTrack::setGroupSize(int k)
{
    m_groupSize = std::max(0, k);
    updateGeometry();
    update();
}

void BoxTrack::setWideBoxes(const QList<int> &widths)
{
    m_widths = widths;
    updateGeometry();
    update();
}

void BoxTrack::setOverflowBox(bool on)
{
    m_overflow = on;
    setCursorIndex(cursorIndex()); // clamp
    updateGeometry();
    update();
}

int BoxTrack::positionCount() const
{
    return count() + (m_overflow ? 1 : 0);
}

BoxTrack::Metrics BoxTrack::metrics() const
{
    const int side = std::max(12, fontMetrics().height());
    // Wide enough that the focus ring around one box stays clear of its neighbours.
    const int gap = std::max(margin(), side / 4);
    return {side, gap, std::max(2 * gap, side * 3 / 5)};
}

QList<QRect> BoxTrack::layoutBoxes() const
{
    const Metrics m = metrics();
    const int lines = m_wrapGroups && m_groupSize > 0 ? std::max(1, (count() + m_groupSize - 1) / m_groupSize) : 1;
    const int tall = lines * m.side + (lines - 1) * m.gap;
    int top = std::max(margin(), (height() - tall) / 2);
    QList<QRect> rects;
    int x = margin();
    for (int i = 0; i < count(); ++i) {
        const int units = std::max(1, m_widths.value(i, 1));
        const int w = units * m.side + (units - 1) * m.gap;
        rects.append(QRect(x, top, w, m.side));
        const bool groupEnds = m_groupSize > 0 && (i + 1) % m_groupSize == 0;
        if (groupEnds && m_wrapGroups && i + 1 < count()) {
            // Each group on a line of its own, like the stash's rows of ten.
            x = margin();
            top += m.side + m.gap;
            continue;
        }
        x += w + (groupEnds ? m.groupGap : m.gap);
    }
    if (m_overflow) {
        const bool groupEnded = m_groupSize > 0 && count() % m_groupSize == 0;
        if (!groupEnded && count() > 0)
            x += m.groupGap - m.gap;
        rects.append(QRect(x, top, m.side, m.side));
    }
    return rects;
}

int BoxTrack::hitTest(const QPoint &pos) const
{
    const Metrics m = metrics();
    const int half = (m.gap + 1) / 2;
    const QList<QRect> rects = layoutBoxes();
    for (int i = 0; i < rects.size(); ++i) {
        if (rects[i].adjusted(-half, -margin(), half, margin()).contains(pos))
            return i;
    }
    return -1;
}

QRect BoxTrack::boxRect(int index) const
{
    return layoutBoxes().value(index);
}

QSize BoxTrack::sizeHint() const
{
    const Metrics m = metrics();
    const QList<QRect> rects = layoutBoxes();
    int right = m.side, bottom = m.side;
    int top = rects.isEmpty() ? 0 : rects.first().top();
    for (const QRect &r : rects) {
        right = std::max(right, r.right() + 1);
        bottom = std::max(bottom, r.bottom() + 1 - top);
    }
    return {right + margin(), bottom + 2 * margin()};
}

QSize BoxTrack::minimumSizeHint() const
{
    return sizeHint();
}

void BoxTrack::setWrapGroups(bool on)
{
    m_wrapGroups = on;
    updateGeometry();
    update();
}

void BoxTrack::activateBox(int index)
{
    if (m_mode == Fill) {
        SheetControl::activateBox(index);
        return;
    }
    Q_EMIT boxClicked(index);
    Q_EMIT toggleRequested(index);
}

void BoxTrack::stepValue(int delta)
{
    if (m_mode == Fill) {
        SheetControl::stepValue(delta);
        return;
    }
    // Independent: + marks the first unmarked box, - clears the last marked one.
    if (delta > 0) {
        const auto it = std::find(m_marked.cbegin(), m_marked.cend(), false);
        const int index = int(it - m_marked.cbegin());
        if (index < count() || m_overflow)
            Q_EMIT toggleRequested(index);
    } else {
        for (int i = count() - 1; i >= 0; --i) {
            if (m_marked.value(i)) {
                Q_EMIT toggleRequested(i);
                break;
            }
        }
    }
}

void BoxTrack::requestBound(bool end)
{
    if (m_mode == Fill)
        SheetControl::requestBound(end);
}

int BoxTrack::requestCeiling() const
{
    return count() + (m_overflow ? 1 : 0);
}

void BoxTrack::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    paintFlash(p);

    const Metrics m = metrics();
    const int lw = lineWidth();
    const QColor inkColor = ink();
    const QList<QRect> rects = layoutBoxes();
    QPen pen(inkColor, lw, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin);
    for (int i = 0; i < count(); ++i) {
        p.setPen(pen);
        p.setBrush(paperColor());
        p.drawRect(paper::strokeRect(rects[i], lw));
        if (isMarked(i)) {
            const int inset = lw + std::max(1, m.side / 9);
            p.fillRect(rects[i].adjusted(inset, inset, -inset, -inset), inkColor);
        }
    }
    if (m_overflow) {
        QPen dashed(paper::faintInk(palette()), lw, Qt::CustomDashLine, Qt::FlatCap, Qt::MiterJoin);
        dashed.setDashPattern({3.0, 2.0});
        p.setPen(dashed);
        p.setBrush(Qt::NoBrush);
        p.drawRect(paper::strokeRect(rects.last(), lw));
    }
    if (hasFocus() && positionCount() > 0)
        paintFocusRing(p, rects.value(cursorIndex()), 1.0);
}

} // namespace sw::ui
