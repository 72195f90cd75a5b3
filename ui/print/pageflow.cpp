#include "print/pageflow.h"

#include "print/printstyle.h"

#include <QPagedPaintDevice>
#include <QPainter>

#include <algorithm>

namespace sw::print {

PageFlow::PageFlow(QPagedPaintDevice &device, QPainter &painter, const PrintStyle &style)
    : m_device(device), m_painter(painter), m_style(style)
{
}

void PageFlow::beginSheet(int columns, Header header)
{
    flush();
    m_columns = std::max(1, columns);
    m_header = std::move(header);
    newPage();
}

void PageFlow::newPage()
{
    if (m_pages > 0)
        m_device.newPage();
    ++m_pages;
    m_page = QRectF(0, 0, m_device.width(), m_device.height());
    const qreal headerHeight = m_header ? m_header(m_painter, m_page) : 0;
    m_top = m_page.top() + headerHeight + (headerHeight > 0 ? m_style.gap() : 0);
    m_column = 0;
    m_y = QList<qreal>(m_columns, m_top);
}

QRectF PageFlow::columnRect(int column) const
{
    const qreal gutter = m_style.mm(5);
    const qreal width = (m_page.width() - gutter * (m_columns - 1)) / m_columns;
    const qreal left = m_page.left() + column * (width + gutter);
    return QRectF(left, m_top, width, m_page.bottom() - m_top);
}

void PageFlow::nextColumn()
{
    if (m_column + 1 < m_columns)
        ++m_column;
    else
        newPage();
}

void PageFlow::add(Block block)
{
    m_pending.append(std::move(block));
    if (!m_pending.last().keepWithNext)
        flush();
}

void PageFlow::flush()
{
    if (m_pending.isEmpty())
        return;
    const QList<Block> group = std::exchange(m_pending, {});
    place(group);
}

void PageFlow::place(const QList<Block> &group)
{
    const qreal width = columnRect(m_column).width();
    qreal total = 0;
    for (const Block &b : group)
        total += b.height(width) + m_style.gap();
    const qreal bottom = m_page.bottom();
    // A group taller than a whole column starts at the top of one and runs on as far as it goes.
    while (m_y[m_column] + total - m_style.gap() > bottom && m_y[m_column] > m_top)
        nextColumn();
    const QRectF column = columnRect(m_column);
    for (const Block &b : group) {
        const QRectF rect(column.left(), m_y[m_column], width, b.height(width));
        m_painter.save();
        b.paint(m_painter, rect);
        m_painter.restore();
        m_placed.append({m_pages - 1, rect});
        m_y[m_column] = rect.bottom() + m_style.gap();
    }
}

void PageFlow::columnBreak()
{
    flush();
    nextColumn();
}

void PageFlow::addFullWidth(const Block &block)
{
    flush();
    const qreal height = block.height(m_page.width());
    qreal y = *std::max_element(m_y.cbegin(), m_y.cend());
    if (y + height > m_page.bottom() && y > m_top) {
        newPage();
        y = m_top;
    }
    const QRectF rect(m_page.left(), y, m_page.width(), height);
    m_painter.save();
    block.paint(m_painter, rect);
    m_painter.restore();
    m_placed.append({m_pages - 1, rect});
    // The columns go on below it, from the first.
    m_top = rect.bottom() + m_style.gap();
    m_y = QList<qreal>(m_columns, m_top);
    m_column = 0;
}

} // namespace sw::print
