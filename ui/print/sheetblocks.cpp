#include "print/sheetblocks.h"

#include "print/marks.h"
#include "print/printstyle.h"
#include "print/textbox.h"

#include <QPainter>

#include <algorithm>

namespace sw::print {
namespace {

// The height of a row of fields: the tallest value (or a blank line), the rule, the tallest label.
qreal valuesHeight(const PrintStyle &style, const QList<Field> &fields, const QList<qreal> &widths)
{
    qreal h = style.lineHeight(style.body) * 1.25;
    for (qsizetype i = 0; i < fields.size(); ++i)
        h = std::max(h, textHeight(style.device(), style.body, fields.at(i).value, widths.at(i)));
    return h;
}

qreal labelsHeight(const PrintStyle &style, const QList<Field> &fields, const QList<qreal> &widths)
{
    qreal h = 0;
    for (qsizetype i = 0; i < fields.size(); ++i)
        h = std::max(h, textHeight(style.device(), style.label, fields.at(i).label, widths.at(i)));
    return h;
}

} // namespace

Block headingBlock(const PrintStyle &style, const QString &text)
{
    Block b;
    b.keepWithNext = true;
    b.height = [&style, text](qreal width) {
        return textHeight(style.device(), style.heading, text, width) + style.pt(2);
    };
    b.paint = [&style, text](QPainter &p, const QRectF &r) {
        const qreal h = drawText(p, style.heading, text, r);
        p.setPen(QPen(style.ink(), style.pt(1)));
        p.drawLine(QPointF(r.left(), r.top() + h + style.pt(1)), QPointF(r.right(), r.top() + h + style.pt(1)));
    };
    return b;
}

Block fieldsBlock(const PrintStyle &style, const QList<Field> &fields)
{
    Block b;
    const auto widths = [&style, fields](qreal width) {
        qreal shares = 0;
        for (const Field &f : fields)
            shares += f.share;
        const qreal gutter = style.mm(2.5);
        const qreal room = width - gutter * (fields.size() - 1);
        QList<qreal> w;
        for (const Field &f : fields)
            w.append(room * f.share / shares);
        return w;
    };
    b.height = [&style, fields, widths](qreal width) {
        const QList<qreal> w = widths(width);
        return valuesHeight(style, fields, w) + style.pt(1.5) + labelsHeight(style, fields, w);
    };
    b.paint = [&style, fields, widths](QPainter &p, const QRectF &r) {
        const QList<qreal> w = widths(r.width());
        // Every rule of the row on one line, so that labels line up.
        const qreal valueHeight = valuesHeight(style, fields, w);
        qreal x = r.left();
        for (qsizetype i = 0; i < fields.size(); ++i) {
            const Field &f = fields.at(i);
            const QRectF cell(x, r.top(), w.at(i), r.height());
            drawText(p, style.body, f.value, cell);
            const qreal ruleY = cell.top() + valueHeight + style.pt(0.5);
            p.setPen(style.rulePen());
            p.drawLine(QPointF(cell.left(), ruleY), QPointF(cell.right(), ruleY));
            drawText(p, style.label, f.label, QRectF(cell.left(), ruleY + style.pt(1), cell.width(), r.height()),
                     style.faint());
            x += w.at(i) + style.mm(2.5);
        }
    };
    return b;
}

Block trackBlock(const PrintStyle &style, const QString &label, int count, int filled, int perRow, const QString &note)
{
    Block b;
    // The label takes the left part; boxes start on a common x so tracks line up down a column.
    const auto labelWidth = [](qreal width) { return width * 0.3; };
    b.height = [=, &style](qreal width) {
        const qreal lw = labelWidth(width);
        const qreal boxes = boxesSize(style, count, perRow).height();
        const qreal text = textHeight(style.device(), style.body, label, lw - style.mm(1));
        const qreal noteH = textHeight(style.device(), style.note, note, width - lw);
        return std::max(text, boxes + (noteH > 0 ? noteH + style.pt(1) : 0));
    };
    b.paint = [=, &style](QPainter &p, const QRectF &r) {
        const qreal lw = labelWidth(r.width());
        drawText(p, style.body, label, QRectF(r.left(), r.top(), lw - style.mm(1), r.height()));
        // The first row of boxes sits on the label's first line.
        const qreal y = r.top() + (style.lineHeight(style.body) - style.mark()) / 2;
        drawBoxes(p, style, QPointF(r.left() + lw, y), count, filled, perRow);
        if (!note.isEmpty()) {
            const qreal below = y + boxesSize(style, count, perRow).height() + style.pt(1);
            drawText(p, style.note, note, QRectF(r.left() + lw, below, r.width() - lw, r.height()), style.faint());
        }
    };
    return b;
}

Block entryBlock(const PrintStyle &style, const Entry &e)
{
    Block b;
    const auto indent = [&style, e] {
        return e.boxes.isEmpty() ? 0.0 : boxesSize(style, int(e.boxes.size())).width() + style.mm(1.5);
    };
    const auto title = [e]() -> QString { return e.aside.isEmpty() ? e.name : e.name + QStringLiteral("  ") + e.aside; };
    b.height = [&style, e, indent, title](qreal width) {
        const qreal w = width - indent();
        const qreal name = std::max(style.lineHeight(style.body), textHeight(style.device(), style.body, title(), w));
        return name + textHeight(style.device(), style.note, e.summary, w);
    };
    b.paint = [&style, e, indent, title](QPainter &p, const QRectF &r) {
        const qreal y = r.top() + (style.lineHeight(style.body) - style.mark()) / 2;
        drawBoxFlags(p, style, QPointF(r.left(), y), e.boxes);
        const QRectF text(r.left() + indent(), r.top(), r.width() - indent(), r.height());
        QFont name = style.body;
        name.setBold(!e.summary.isEmpty());
        const qreal h = std::max(style.lineHeight(style.body), drawText(p, name, title(), text));
        drawText(p, style.note, e.summary, text.adjusted(0, h, 0, 0), style.faint());
    };
    return b;
}

namespace {

// Where each choice goes: its box's top left, relative to the block, and the block's height.
QList<QPointF> layChoices(const PrintStyle &style, const QList<Choice> &choices, qreal width, qreal *height)
{
    QList<QPointF> at;
    const qreal line = style.lineHeight(style.body);
    const qreal space = style.mm(2.5);
    qreal x = 0;
    qreal y = 0;
    for (const Choice &c : choices) {
        const qreal w = style.mark() + style.mm(1) + style.textWidth(style.body, c.text);
        if (x > 0 && x + w > width) {
            x = 0;
            y += line;
        }
        at.append(QPointF(x, y));
        x += w + space;
    }
    *height = choices.isEmpty() ? 0 : y + line;
    return at;
}

} // namespace

Block choicesBlock(const PrintStyle &style, const QList<Choice> &choices)
{
    Block b;
    b.height = [&style, choices](qreal width) {
        qreal h = 0;
        layChoices(style, choices, width, &h);
        return h;
    };
    b.paint = [&style, choices](QPainter &p, const QRectF &r) {
        qreal h = 0;
        const QList<QPointF> at = layChoices(style, choices, r.width(), &h);
        for (qsizetype i = 0; i < choices.size(); ++i) {
            const QPointF o = r.topLeft() + at.at(i);
            drawBoxFlags(p, style, o + QPointF(0, (style.lineHeight(style.body) - style.mark()) / 2), {choices.at(i).ticked});
            const qreal x = o.x() + style.mark() + style.mm(1);
            // One line each: the layout above gave it the room it needs.
            drawText(p, style.body, choices.at(i).text, QRectF(x, o.y(), r.right() - x + style.pt(1), style.lineHeight(style.body)));
        }
    };
    return b;
}

Block paragraphBlock(const PrintStyle &style, const QString &text)
{
    Block b;
    b.height = [&style, text](qreal width) { return textHeight(style.device(), style.note, text, width); };
    b.paint = [&style, text](QPainter &p, const QRectF &r) { drawText(p, style.note, text, r, style.faint()); };
    return b;
}

qreal paintHeader(QPainter &painter, const PrintStyle &style, const QRectF &page, const QString &title,
                  const QString &subtitle, const QString &right)
{
    const qreal rightWidth = std::min(page.width() * 0.35, style.textWidth(style.body, right) + style.pt(2));
    const QRectF left(page.left(), page.top(), page.width() - rightWidth - style.mm(4), page.height());
    qreal h = drawText(painter, style.title, title, left);
    h += drawText(painter, style.heading, subtitle, left.adjusted(0, h, 0, 0), style.faint());
    drawText(painter, style.body, right, QRectF(page.right() - rightWidth, page.top(), rightWidth, page.height()),
             style.faint());
    const qreal y = page.top() + h + style.pt(3);
    painter.save();
    painter.setPen(QPen(style.ink(), style.pt(2)));
    painter.drawLine(QPointF(page.left(), y), QPointF(page.right(), y));
    painter.restore();
    return h + style.pt(4);
}

} // namespace sw::print
