#include "systems/blades/widgets/claimsmapview.h"

#include "readonlypage.h"

#include "systems/blades/widgets/claimsmapaccessible.h"

#include "widgets/paperstyle.h"
#include "widgets/refusedflash.h"

#include <QAccessible>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <utility>

namespace sw::ui {

ClaimsMapView::ClaimsMapView(QWidget *parent)
    : QWidget(parent)
    , m_flash(new RefusedFlash(this))
{
    markAsControl(this); // greyed with a page its user may not change (readonlypage.h)
    // Its accessibility interface, registered once (QAccessible asks every factory in turn).
    static const bool installed = [] {
        QAccessible::installFactory([](const QString &, QObject *object) -> QAccessibleInterface * {
            auto *map = qobject_cast<ClaimsMapView *>(object);
            return map ? new ClaimsMapAccessible(map) : nullptr;
        });
        return true;
    }();
    Q_UNUSED(installed);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

ClaimsMapView::~ClaimsMapView() = default;

void ClaimsMapView::setCells(const QList<Cell> &cells)
{
    const int current = currentCell();
    m_cells = cells;
    m_rows = 0;
    m_cols = 0;
    for (const Cell &c : std::as_const(m_cells)) {
        m_rows = std::max(m_rows, c.row + 1);
        m_cols = std::max(m_cols, c.col + 1);
    }
    m_pressed = -1;
    const int kept = indexOf(current);
    m_current = kept >= 0 ? kept : (m_cells.isEmpty() ? -1 : 0);
    updateGeometry();
    update();
    QAccessibleEvent event(this, QAccessible::ObjectReorder);
    QAccessible::updateAccessibility(&event);
}

void ClaimsMapView::setLinks(const QList<Link> &links)
{
    m_links = links;
    update();
}

int ClaimsMapView::currentCell() const
{
    return m_current >= 0 && m_current < m_cells.size() ? m_cells[m_current].number : -1;
}

void ClaimsMapView::setCurrentCell(int number)
{
    const int index = indexOf(number);
    if (index >= 0)
        setCurrentIndex(index);
}

void ClaimsMapView::setCurrentIndex(int index)
{
    if (index == m_current || index < 0 || index >= m_cells.size())
        return;
    m_current = index;
    update();
    if (hasFocus()) {
        QAccessibleEvent focus(this, QAccessible::Focus);
        focus.setChild(index);
        QAccessible::updateAccessibility(&focus);
    }
    QAccessibleEvent described(this, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&described);
}

void ClaimsMapView::activateIndex(int index)
{
    if (index >= 0 && index < m_cells.size())
        Q_EMIT cellClicked(m_cells[index].number);
}

void ClaimsMapView::flashRefused()
{
    m_flash->start();
    QAccessibleEvent event(this, QAccessible::Alert);
    QAccessible::updateAccessibility(&event);
}

bool ClaimsMapView::isFlashing() const
{
    return m_flash->isActive();
}

int ClaimsMapView::indexOf(int number) const
{
    for (int i = 0; i < m_cells.size(); ++i) {
        if (m_cells[i].number == number)
            return i;
    }
    return -1;
}

int ClaimsMapView::margin() const
{
    return paper::focusMargin(fontMetrics());
}

ClaimsMapView::Metrics ClaimsMapView::naturalMetrics() const
{
    const QFontMetrics fm = fontMetrics();
    const int line = fm.height();
    return {std::max(line * 6, fm.averageCharWidth() * 13), line * 3, std::max(8, line * 4 / 5)};
}

ClaimsMapView::Metrics ClaimsMapView::metrics() const
{
    // Cells share whatever room the widget has; the paths keep their natural length.
    Metrics m = naturalMetrics();
    if (m_cols > 0)
        m.cellWidth = std::max(8, (width() - 2 * margin() - (m_cols - 1) * m.gap) / m_cols);
    if (m_rows > 0)
        m.cellHeight = std::max(8, (height() - 2 * margin() - (m_rows - 1) * m.gap) / m_rows);
    return m;
}

QRect ClaimsMapView::rectAt(const Metrics &m, int row, int col) const
{
    return {margin() + col * (m.cellWidth + m.gap), margin() + row * (m.cellHeight + m.gap),
            m.cellWidth, m.cellHeight};
}

QRect ClaimsMapView::cellRect(int number) const
{
    const int index = indexOf(number);
    if (index < 0)
        return {};
    return rectAt(metrics(), m_cells[index].row, m_cells[index].col);
}

int ClaimsMapView::hitTest(const QPoint &pos) const
{
    const Metrics m = metrics();
    for (const Cell &c : m_cells) {
        if (rectAt(m, c.row, c.col).contains(pos))
            return c.number;
    }
    return -1;
}

QString ClaimsMapView::cellDescription(int number) const
{
    const int index = indexOf(number);
    if (index < 0)
        return {};
    const Cell &c = m_cells[index];
    return (c.held ? tr("%1, held") : tr("%1, not held")).arg(c.label);
}

QSize ClaimsMapView::sizeHint() const
{
    const Metrics m = naturalMetrics();
    const int cols = std::max(1, m_cols);
    const int rows = std::max(1, m_rows);
    return {cols * m.cellWidth + (cols - 1) * m.gap + 2 * margin(),
            rows * m.cellHeight + (rows - 1) * m.gap + 2 * margin()};
}

QSize ClaimsMapView::minimumSizeHint() const
{
    const QSize natural = sizeHint();
    return {natural.width() * 3 / 4, natural.height() * 3 / 4};
}

int ClaimsMapView::neighbourIndex(int dx, int dy) const
{
    if (m_current < 0)
        return m_cells.isEmpty() ? -1 : 0;
    const Cell &from = m_cells[m_current];
    int best = -1;
    int bestScore = std::numeric_limits<int>::max();
    for (int i = 0; i < m_cells.size(); ++i) {
        const int along = dx != 0 ? (m_cells[i].col - from.col) * dx : (m_cells[i].row - from.row) * dy;
        const int across = dx != 0 ? std::abs(m_cells[i].row - from.row) : std::abs(m_cells[i].col - from.col);
        if (along <= 0)
            continue;
        // Stay in the same row or column when possible, then take the nearest.
        const int score = across * 1000 + along;
        if (score < bestScore) {
            bestScore = score;
            best = i;
        }
    }
    return best;
}

bool ClaimsMapView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const int number = hitTest(static_cast<QHelpEvent *>(event)->pos());
        const int index = indexOf(number);
        const QString tip = index >= 0 ? m_cells[index].toolTip : QString();
        if (paper::showPartToolTip(this, event, tip, cellRect(number)))
            return true;
    }
    return QWidget::event(event);
}

void ClaimsMapView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        updateGeometry();
    QWidget::changeEvent(event);
}

void ClaimsMapView::keyPressEvent(QKeyEvent *event)
{
    int target = -2;
    switch (event->key()) {
    case Qt::Key_Left:
        target = neighbourIndex(-1, 0);
        break;
    case Qt::Key_Right:
        target = neighbourIndex(+1, 0);
        break;
    case Qt::Key_Up:
        target = neighbourIndex(0, -1);
        break;
    case Qt::Key_Down:
        target = neighbourIndex(0, +1);
        break;
    case Qt::Key_Home:
        target = m_cells.isEmpty() ? -1 : 0;
        break;
    case Qt::Key_End:
        target = int(m_cells.size()) - 1;
        break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Select:
        activateIndex(m_current);
        event->accept();
        return;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    if (target >= 0)
        setCurrentIndex(target);
    event->accept();
}

void ClaimsMapView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    m_pressed = indexOf(hitTest(event->position().toPoint()));
    if (m_pressed >= 0)
        setCurrentIndex(m_pressed);
    event->accept();
}

void ClaimsMapView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    const int pressed = std::exchange(m_pressed, -1);
    if (pressed >= 0 && indexOf(hitTest(event->position().toPoint())) == pressed)
        activateIndex(pressed);
    event->accept();
}

void ClaimsMapView::paintLinks(QPainter &painter, const Metrics &m) const
{
    const int thickness = std::max(3, fontMetrics().height() / 4);
    for (const Link &link : m_links) {
        const int a = indexOf(link.first);
        const int b = indexOf(link.second);
        if (a < 0 || b < 0)
            continue;
        const Cell &ca = m_cells[a];
        const Cell &cb = m_cells[b];
        const QColor colour = ca.reachable && cb.reachable ? m_flash->tint(palette().color(QPalette::WindowText))
                                                           : paper::faintInk(palette());
        const QRect ra = rectAt(m, ca.row, ca.col);
        const QRect rb = rectAt(m, cb.row, cb.col);
        if (ca.row == cb.row && std::abs(ca.col - cb.col) == 1) {
            // A short bar across the gap, tucked a little under both cells.
            const QRect &left = ca.col < cb.col ? ra : rb;
            const int y = left.center().y() - thickness / 2;
            painter.fillRect(QRect(left.right() - 1, y, m.gap + 4, thickness), colour);
        } else if (ca.col == cb.col && std::abs(ca.row - cb.row) == 1) {
            const QRect &top = ca.row < cb.row ? ra : rb;
            const int x = top.center().x() - thickness / 2;
            painter.fillRect(QRect(x, top.bottom() - 1, thickness, m.gap + 4), colour);
        } else {
            // Not neighbours: a line between the centres, under the cells.
            painter.setPen(QPen(colour, thickness, Qt::SolidLine, Qt::FlatCap));
            painter.drawLine(ra.center(), rb.center());
        }
    }
}

void ClaimsMapView::paintCell(QPainter &painter, const Cell &cell, const QRect &r) const
{
    const QPalette &pal = palette();
    const int lw = paper::lineWidth(fontMetrics());
    const bool muted = !cell.reachable && !cell.held;
    QColor fill = pal.color(QPalette::Base);
    QColor text = pal.color(QPalette::WindowText);
    QColor border = text;
    if (cell.held) {
        fill = pal.color(QPalette::Highlight);
        text = pal.color(QPalette::HighlightedText);
    } else if (muted) {
        fill = pal.color(QPalette::Window);
        text = pal.color(QPalette::Disabled, QPalette::WindowText);
        border = paper::faintInk(pal);
    }
    fill = m_flash->tint(fill);
    border = m_flash->tint(border);

    const qreal radius = std::min(r.width(), r.height()) / 6.0;
    QPen pen(border, lw, cell.offPath ? Qt::CustomDashLine : Qt::SolidLine);
    if (cell.offPath)
        pen.setDashPattern({4.0, 3.0});
    painter.setPen(pen);
    painter.setBrush(fill);
    const QRectF outline = paper::strokeRect(r, lw);
    painter.drawRoundedRect(outline, radius, radius);
    const int pad = std::max(3, fontMetrics().height() / 4);
    if (cell.lair) {
        // The lair: a second, inner outline.
        const qreal in = 2.0 * lw + 1.0;
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(outline.adjusted(in, in, -in, -in), std::max(0.0, radius - in),
                                std::max(0.0, radius - in));
    }
    const qreal mark = std::max(5.0, fontMetrics().height() * 0.4);
    if (cell.turf) {
        // Turf: a small diamond in the top-left corner.
        const qreal s = mark;
        const QPointF c(r.left() + lw + pad + s / 2 - 1, r.top() + lw + pad + s / 2 - 1);
        QPainterPath diamond;
        diamond.moveTo(c.x(), c.y() - s / 2);
        diamond.lineTo(c.x() + s / 2, c.y());
        diamond.lineTo(c.x(), c.y() + s / 2);
        diamond.lineTo(c.x() - s / 2, c.y());
        diamond.closeSubpath();
        painter.fillPath(diamond, text);
    }

    const int inset = lw + pad + (cell.lair ? 2 * lw + 1 : 0);
    // Keep the text centred and clear of the turf mark.
    const int side = cell.turf ? int(mark) : 0;
    const QRect textBox = r.adjusted(inset + side, inset, -inset - side, -inset);
    QFont base = font();
    base.setBold(cell.lair);
    int flags = 0;
    const QFont fitted = paper::fitText(base, cell.label, textBox.size(), &flags);
    painter.setFont(fitted);
    painter.setPen(text);
    painter.drawText(textBox, flags, cell.label);
}

void ClaimsMapView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    m_flash->paintWash(p);
    const Metrics m = metrics();
    paintLinks(p, m);
    for (const Cell &c : std::as_const(m_cells))
        paintCell(p, c, rectAt(m, c.row, c.col));
    if (hasFocus() && m_current >= 0) {
        const Cell &c = m_cells[m_current];
        const QRect r = rectAt(m, c.row, c.col);
        paper::drawFocusRing(p, r, palette(), std::min(r.width(), r.height()) / 6.0,
                             paper::focusRingWidth(fontMetrics()));
    }
}

} // namespace sw::ui
