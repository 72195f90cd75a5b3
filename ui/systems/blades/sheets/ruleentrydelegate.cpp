#include "systems/blades/sheets/ruleentrydelegate.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QPainter>
#include <QTextLayout>

namespace sw::ui {

namespace {

constexpr int kMargin = 4;

QFont summaryFont(const QFont &base)
{
    QFont f = base;
    f.setPointSizeF(base.pointSizeF() * 0.88);
    return f;
}

QFont nameFont(const QFont &base)
{
    QFont f = base;
    f.setBold(true);
    return f;
}

int boxSize(const QStyleOptionViewItem &option)
{
    return option.fontMetrics.height() * 3 / 4;
}

} // namespace

RuleEntryDelegate::RuleEntryDelegate(int summaryRole, QObject *parent)
    : QStyledItemDelegate(parent), m_summaryRole(summaryRole)
{
}

QRect RuleEntryDelegate::textRect(const QStyleOptionViewItem &option) const
{
    const int box = boxSize(option);
    return option.rect.adjusted(kMargin + box + 2 * kMargin, kMargin, -kMargin, -kMargin);
}

QSize RuleEntryDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    // Rows wrap to the list's width (the option's rect is not laid out yet when sizes are asked).
    const auto *view = qobject_cast<const QAbstractItemView *>(parent());
    const int available = view ? view->viewport()->width() : option.rect.width();
    const int width = std::max(available, option.fontMetrics.averageCharWidth() * 16);
    QStyleOptionViewItem sized = option;
    sized.rect.setWidth(width);
    const QRect text = textRect(sized);
    const QFontMetrics name(nameFont(option.font));
    const QFontMetrics summary(summaryFont(option.font));
    const QString words = m_summaryRole < 0 ? QString() : index.data(m_summaryRole).toString();
    if (words.isEmpty()) // a name alone (trauma conditions, contacts) takes its own width, so entries flow
        return {name.horizontalAdvance(index.data().toString()) + boxSize(option) + 5 * kMargin,
                name.height() + 2 * kMargin};
    int height = name.boundingRect(text, Qt::TextWordWrap, index.data().toString()).height();
    if (!words.isEmpty())
        height += summary.boundingRect(text, Qt::TextWordWrap, words).height() + 2;
    return {width, height + 2 * kMargin};
}

void RuleEntryDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QPalette &pal = option.palette;
    if (option.state & QStyle::State_Selected)
        painter->fillRect(option.rect, pal.color(QPalette::Highlight).lighter(option.palette.color(QPalette::Base).lightness() > 128 ? 170 : 60));
    if (option.state & QStyle::State_HasFocus) {
        painter->setPen(QPen(pal.color(QPalette::Highlight), 1, Qt::DotLine));
        painter->drawRect(option.rect.adjusted(0, 0, -1, -1));
    }
    const int box = boxSize(option);
    const QRectF square(option.rect.left() + kMargin + 0.5, option.rect.top() + kMargin + (option.fontMetrics.height() - box) / 2.0 + 0.5,
                        box, box);
    const bool taken = index.data(Qt::CheckStateRole).toInt() == Qt::Checked;
    const QColor ink = (option.state & QStyle::State_Enabled) ? pal.color(QPalette::Text) : pal.color(QPalette::PlaceholderText);
    painter->setPen(QPen(ink, 1.4));
    painter->setBrush(taken ? QBrush(ink) : Qt::NoBrush);
    painter->drawRect(square);

    const QRect text = textRect(option);
    painter->setPen(ink);
    painter->setFont(nameFont(option.font));
    const QRect nameRect = painter->boundingRect(text, Qt::TextWordWrap, index.data().toString());
    painter->drawText(text, Qt::TextWordWrap, index.data().toString());
    const QString words = m_summaryRole < 0 ? QString() : index.data(m_summaryRole).toString();
    if (!words.isEmpty()) {
        painter->setFont(summaryFont(option.font));
        painter->setPen(taken ? ink : pal.color(QPalette::PlaceholderText));
        painter->drawText(text.adjusted(0, nameRect.height() + 2, 0, 0), Qt::TextWordWrap, words);
    }
    painter->restore();
}

} // namespace sw::ui
