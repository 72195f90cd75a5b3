#pragma once

#include <QStyledItemDelegate>

namespace sw::ui {

// An entry of a rules list drawn as on the paper sheet: a box (filled when taken), the name in
// bold, and the rule's summary under it in smaller type (from the model's summary role; none
// when the role is -1).
class RuleEntryDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    RuleEntryDelegate(int summaryRole, QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    QRect textRect(const QStyleOptionViewItem &option) const;
    int m_summaryRole;
};

} // namespace sw::ui
