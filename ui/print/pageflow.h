#pragma once

#include <QList>
#include <QRectF>

#include <functional>

class QPainter;
class QPagedPaintDevice;

namespace sw::print {

class PrintStyle;

// A piece of a printed sheet that is never split: a section heading, a track, one ability
// with its summary. It knows its height for a given width and paints itself into a rectangle.
struct Block
{
    std::function<qreal(qreal width)> height;
    std::function<void(QPainter &painter, const QRectF &rect)> paint;
    bool keepWithNext = false; // a heading stays on the column of what follows it
};

// Lays out blocks down the columns of a page like a paper playbook, then over new pages: a
// block that does not fit the rest of a column goes to the next column, after the last column
// to a new page. Each sheet starts on a page of its own with its header, repeated on every page.
class PageFlow
{
public:
    using Header = std::function<qreal(QPainter &painter, const QRectF &page)>; // paints, returns its height

    PageFlow(QPagedPaintDevice &device, QPainter &painter, const PrintStyle &style);

    void beginSheet(int columns, Header header);
    void add(Block block);
    // The next block starts at the top of the next column (a new page after the last one).
    void columnBreak();
    // A block across every column, below everything placed on the page so far.
    void addFullWidth(const Block &block);
    // Places what waits for its successor.
    void flush();

    int pageCount() const { return m_pages; }
    // Where each block went, in order (tests check alignment and that nothing overlaps).
    const QList<std::pair<int, QRectF>> &placements() const { return m_placed; }

private:
    QRectF columnRect(int column) const;
    void newPage();
    void nextColumn();
    void place(const QList<Block> &group);

    QPagedPaintDevice &m_device;
    QPainter &m_painter;
    const PrintStyle &m_style;
    Header m_header;
    QRectF m_page;     // the printable area
    qreal m_top = 0;   // below the header
    int m_columns = 1;
    int m_column = 0;
    QList<qreal> m_y;  // next free y of each column
    QList<Block> m_pending;
    int m_pages = 0;
    QList<std::pair<int, QRectF>> m_placed; // page index (0-based), rectangle
};

} // namespace sw::print
