#include "systems/blades/print/claimsgrid.h"

#include "print/marks.h"
#include "print/printstyle.h"
#include "print/textbox.h"

#include <QPainter>

#include <algorithm>

namespace sw::print {
namespace {

struct Geometry
{
    qreal cellWidth = 0;
    qreal cellHeight = 0;
    qreal gutter = 0;
};

Geometry geometry(const PrintStyle &style, const ClaimsGrid &grid, qreal width)
{
    Geometry g;
    g.gutter = style.mm(4);
    const int cols = std::max(1, grid.cols);
    g.cellWidth = (width - g.gutter * (cols - 1)) / cols;
    const qreal inner = g.cellWidth - style.mm(2);
    QFont bold = style.body;
    bold.setBold(true);
    // Every cell as tall as the fullest one, so that the grid stays a grid.
    for (const ClaimCell &c : grid.cells) {
        const qreal h = style.mark() + style.pt(2) + textHeight(style.device(), bold, c.name, inner) +
                        textHeight(style.device(), style.note, c.summary, inner) + style.pt(3);
        g.cellHeight = std::max(g.cellHeight, h);
    }
    return g;
}

QRectF cellRect(const Geometry &g, QPointF origin, const ClaimCell &c)
{
    return QRectF(origin.x() + (c.col - 1) * (g.cellWidth + g.gutter), origin.y() + (c.row - 1) * (g.cellHeight + g.gutter),
                  g.cellWidth, g.cellHeight);
}

} // namespace

Block claimsBlock(const PrintStyle &style, const ClaimsGrid &grid)
{
    Block b;
    b.height = [&style, grid](qreal width) {
        const Geometry g = geometry(style, grid, width);
        return grid.rows * g.cellHeight + std::max(0, grid.rows - 1) * g.gutter;
    };
    b.paint = [&style, grid](QPainter &p, const QRectF &r) {
        const Geometry g = geometry(style, grid, r.width());
        // Links first, from centre to centre, so that the cells cover their ends.
        p.setPen(QPen(style.ink(), style.pt(2.5)));
        for (const auto &[a, z] : grid.links) {
            if (a < grid.cells.size() && z < grid.cells.size())
                p.drawLine(cellRect(g, r.topLeft(), grid.cells.at(a)).center(), cellRect(g, r.topLeft(), grid.cells.at(z)).center());
        }
        QFont bold = style.body;
        bold.setBold(true);
        for (const ClaimCell &c : grid.cells) {
            const QRectF cell = cellRect(g, r.topLeft(), c);
            p.setPen(QPen(style.ink(), style.pt(c.lair ? 2 : 0.8)));
            p.setBrush(c.lair ? QColor(0xe4, 0xe4, 0xe4) : QColor(Qt::white));
            p.drawRect(cell);
            const QRectF inner = cell.adjusted(style.mm(1), style.pt(2), -style.mm(1), 0);
            drawBoxFlags(p, style, inner.topLeft(), {c.held || c.lair});
            const qreal h = drawText(p, bold, c.name, inner.adjusted(0, style.mark() + style.pt(2), 0, 0));
            drawText(p, style.note, c.summary, inner.adjusted(0, style.mark() + style.pt(2) + h, 0, 0), style.faint());
        }
    };
    return b;
}

} // namespace sw::print
