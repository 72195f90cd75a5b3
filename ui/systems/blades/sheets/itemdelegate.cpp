#include "systems/blades/sheets/itemdelegate.h"

#include <QPainter>

namespace sw::ui {

namespace {

constexpr int kMargin = 3;
constexpr int kMostBoxes = 3;

int unit(const QStyleOptionViewItem &option)
{
    return option.fontMetrics.height() * 3 / 4;
}

} // namespace

ItemDelegate::ItemDelegate(int countRole, int filledRole, QObject *parent)
    : QStyledItemDelegate(parent), m_countRole(countRole), m_filledRole(filledRole)
{
}

QSize ItemDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const int boxes = unit(option) * kMostBoxes + 2 * kMargin;
    return {boxes + option.fontMetrics.horizontalAdvance(index.data().toString()) + 3 * kMargin,
            option.fontMetrics.height() + 2 * kMargin};
}

void ItemDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QPalette &pal = option.palette;
    if (option.state & QStyle::State_Selected)
        painter->fillRect(option.rect, pal.color(QPalette::Highlight).lighter(pal.color(QPalette::Base).lightness() > 128 ? 170 : 60));
    if (option.state & QStyle::State_HasFocus) {
        painter->setPen(QPen(pal.color(QPalette::Highlight), 1, Qt::DotLine));
        painter->drawRect(option.rect.adjusted(0, 0, -1, -1));
    }
    const int u = unit(option);
    const int load = std::clamp(index.data(m_countRole).toInt(), 0, kMostBoxes);
    const int filled = m_filledRole >= 0 ? std::min(load, index.data(m_filledRole).toInt())
                       : index.data(Qt::CheckStateRole).toInt() == Qt::Checked ? std::max(load, 1)
                                                                              : 0;
    const QColor ink = pal.color(QPalette::Text);
    painter->setPen(QPen(ink, 1.4));
    painter->setBrush(filled > 0 && load == 0 ? QBrush(ink) : Qt::NoBrush);
    // Boxes are right-aligned against the name, so names line up whatever the load.
    const qreal top = option.rect.top() + (option.rect.height() - u) / 2.0 + 0.5;
    const qreal right = option.rect.left() + kMargin + u * kMostBoxes;
    if (load == 0) {
        painter->drawEllipse(QRectF(right - u * 0.75, top + u * 0.25, u * 0.5, u * 0.5));
    } else {
        const QRectF span(right - u * load, top, u * load - 1, u);
        if (filled > 0)
            painter->fillRect(QRectF(span.left(), span.top(), u * filled - (filled == load ? 1 : 0), u), ink);
        painter->drawRect(span);
        // A bar joins the boxes of a heavier item: one item, several load.
        for (int k = 1; k < load; ++k) {
            const qreal x = span.left() + u * k;
            painter->setPen(QPen(k < filled ? pal.color(QPalette::Base) : ink, 1.4));
            painter->drawLine(QPointF(x, span.top() + u * 0.3), QPointF(x, span.bottom() - u * 0.3));
        }
    }
    painter->setPen(ink);
    painter->setBrush(Qt::NoBrush);
    painter->setFont(option.font);
    const QRect text = option.rect.adjusted(kMargin * 3 + u * kMostBoxes, 0, -kMargin, 0);
    painter->drawText(text, Qt::AlignVCenter | Qt::AlignLeft | Qt::TextSingleLine,
                      option.fontMetrics.elidedText(index.data().toString(), Qt::ElideRight, text.width()));
    painter->restore();
}

} // namespace sw::ui
