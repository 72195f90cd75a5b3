#pragma once

#include <QStyledItemDelegate>

namespace sw::ui {

// An entry with a box cost, as the paper sheet draws it: one box per unit (an item of 2 load, an
// upgrade of 2 boxes: two boxes joined), a ring for an item of no load. Filled as far as
// `filledRole` says, or wholly when the entry is checked (no filledRole).
class ItemDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    ItemDelegate(int countRole, int filledRole = -1, QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    int m_countRole;
    int m_filledRole;
};

} // namespace sw::ui
