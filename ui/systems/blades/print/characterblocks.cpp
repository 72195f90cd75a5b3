#include "systems/blades/print/characterblocks.h"

#include "print/marks.h"
#include "print/printstyle.h"
#include "print/textbox.h"

#include <QPainter>

#include <algorithm>

namespace sw::print {

Block harmBlock(const PrintStyle &style, const QList<HarmRow> &rows)
{
    Block b;
    // A column for the level, slots in the middle, the penalty on the right, as on paper.
    const auto geometry = [&style](qreal width) {
        const qreal level = style.mark() * 1.6;
        const qreal penalty = width * 0.24;
        return std::pair{level, penalty};
    };
    const auto rowHeight = [&style, rows, geometry](qsizetype i, qreal width) {
        const auto [level, penalty] = geometry(width);
        const HarmRow &row = rows.at(i);
        const qreal slotWidth = (width - level - penalty) / std::max<qsizetype>(1, row.slots.size()) - style.mm(1);
        qreal h = style.lineHeight(style.body) * 1.3;
        for (const QString &s : row.slots)
            h = std::max(h, textHeight(style.device(), style.body, s, slotWidth) + style.pt(2));
        return std::max(h, textHeight(style.device(), style.label, row.penalty, penalty - style.mm(1)) + style.pt(2));
    };
    b.height = [rows, rowHeight](qreal width) {
        qreal h = 0;
        for (qsizetype i = 0; i < rows.size(); ++i)
            h += rowHeight(i, width);
        return h;
    };
    b.paint = [&style, rows, geometry, rowHeight](QPainter &p, const QRectF &r) {
        const auto [level, penalty] = geometry(r.width());
        qreal y = r.top();
        for (qsizetype i = 0; i < rows.size(); ++i) {
            const HarmRow &row = rows.at(i);
            const qreal h = rowHeight(i, r.width());
            p.setPen(style.markPen());
            p.setBrush(Qt::NoBrush);
            p.drawRect(QRectF(r.left(), y, r.width(), h));
            drawText(p, style.heading, QString::number(row.level), QRectF(r.left() + style.pt(2), y + style.pt(1), level, h));
            const qreal slotsLeft = r.left() + level;
            const qreal slotWidth = (r.width() - level - penalty) / std::max<qsizetype>(1, row.slots.size());
            for (qsizetype s = 0; s < row.slots.size(); ++s) {
                const QRectF cell(slotsLeft + s * slotWidth, y, slotWidth, h);
                p.setPen(style.markPen());
                p.drawLine(cell.topLeft(), cell.bottomLeft());
                drawText(p, style.body, row.slots.at(s), cell.adjusted(style.mm(0.8), style.pt(1), -style.mm(0.2), 0));
            }
            const QRectF pen(r.right() - penalty, y, penalty, h);
            p.setPen(style.markPen());
            p.drawLine(pen.topLeft(), pen.bottomLeft());
            drawText(p, style.label, row.penalty, pen.adjusted(style.mm(0.8), style.pt(1), 0, 0), style.faint());
            y += h;
        }
    };
    return b;
}

Block clockBlock(const PrintStyle &style, const QString &label, int segments, int filled, const QString &note)
{
    Block b;
    const auto size = [&style] { return style.mark() * 3.2; };
    b.height = [=, &style](qreal width) {
        const qreal text = textHeight(style.device(), style.body, label, width - size() - style.mm(2)) +
                           textHeight(style.device(), style.note, note, width - size() - style.mm(2));
        return std::max(size(), text);
    };
    b.paint = [=, &style](QPainter &p, const QRectF &r) {
        drawClock(p, style, QRectF(r.left(), r.top(), size(), size()), segments, filled);
        const QRectF text(r.left() + size() + style.mm(2), r.top(), r.width() - size() - style.mm(2), r.height());
        const qreal h = drawText(p, style.body, label, text);
        drawText(p, style.note, note, text.adjusted(0, h, 0, 0), style.faint());
    };
    return b;
}

Block attributeBlock(const PrintStyle &style, const AttributeRows &a)
{
    Block b;
    const qreal line = style.lineHeight(style.body);
    b.height = [&style, a, line](qreal) { return line * 1.2 + line * a.actions.size() + style.pt(1); };
    b.paint = [&style, a, line](QPainter &p, const QRectF &r) {
        // Name and rating on a shaded band, the xp track at its right.
        const QRectF band(r.left(), r.top(), r.width(), line * 1.2);
        p.fillRect(band, QColor(0xe4, 0xe4, 0xe4));
        const qreal xpWidth = boxesSize(style, a.xpBoxes).width();
        const qreal ratingWidth = style.textWidth(style.heading, QStringLiteral("0")) + style.mm(1);
        drawText(p, style.heading, QString::number(a.rating), band.adjusted(style.mm(0.8), style.pt(0.5), 0, 0));
        QFont bold = style.body;
        bold.setBold(true);
        drawText(p, bold, a.name,
                 QRectF(band.left() + ratingWidth + style.mm(1.5), band.top() + style.pt(1),
                        band.width() - ratingWidth - xpWidth - style.mm(4), band.height()));
        drawBoxes(p, style, QPointF(band.right() - xpWidth - style.mm(0.8), band.center().y() - style.mark() / 2),
                  a.xpBoxes, a.xp);
        // Dots on the left, the action's name after them, as on the paper playbook.
        const qreal dotsWidth = dotsSize(style, a.dotsMax).width();
        qreal y = band.bottom() + style.pt(1);
        for (const ActionRow &action : a.actions) {
            drawDots(p, style, QPointF(r.left() + style.mm(0.8), y + (line - style.mark()) / 2), a.dotsMax, action.dots);
            drawText(p, style.body, action.name,
                     QRectF(r.left() + dotsWidth + style.mm(2.5), y, r.width() - dotsWidth - style.mm(2.5), line));
            y += line;
        }
    };
    return b;
}

Block personBlock(const PrintStyle &style, const PersonRow &person)
{
    Block b;
    const auto indent = [&style] { return (style.mark() + style.markGap()) * 2 + style.mm(1); };
    b.height = [&style, person, indent](qreal width) {
        const qreal w = width - indent();
        return std::max(style.lineHeight(style.body), textHeight(style.device(), style.body, person.name, w)) +
               textHeight(style.device(), style.note, person.summary, w);
    };
    b.paint = [&style, person, indent](QPainter &p, const QRectF &r) {
        const qreal y = r.top() + (style.lineHeight(style.body) - style.mark()) / 2;
        drawTriangle(p, style, QPointF(r.left(), y), true, person.friendOf);
        drawTriangle(p, style, QPointF(r.left() + style.mark() + style.markGap(), y), false, person.rival);
        const QRectF text(r.left() + indent(), r.top(), r.width() - indent(), r.height());
        const qreal h = std::max(style.lineHeight(style.body), drawText(p, style.body, person.name, text));
        drawText(p, style.note, person.summary, text.adjusted(0, h, 0, 0), style.faint());
    };
    return b;
}

} // namespace sw::print
