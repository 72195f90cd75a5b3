#include "print/textbox.h"

#include <QPainter>
#include <QTextLayout>

namespace sw::print {
namespace {

// Lays the text out on `device`; returns the height of all its lines.
qreal layOut(QTextLayout &layout, qreal width)
{
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.setCacheEnabled(true);
    qreal y = 0;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        line.setPosition(QPointF(0, y));
        y += line.height();
    }
    layout.endLayout();
    return y;
}

} // namespace

qreal textHeight(const QPaintDevice *device, const QFont &font, const QString &text, qreal width)
{
    if (text.isEmpty())
        return 0;
    QTextLayout layout(text, font, const_cast<QPaintDevice *>(device));
    return layOut(layout, width);
}

qreal drawText(QPainter &painter, const QFont &font, const QString &text, const QRectF &rect, const QColor &color)
{
    if (text.isEmpty())
        return 0;
    QTextLayout layout(text, font, painter.device());
    const qreal height = layOut(layout, rect.width());
    painter.save();
    painter.setPen(color);
    layout.draw(&painter, rect.topLeft());
    painter.restore();
    return height;
}

} // namespace sw::print
