#pragma once

#include <QAccessibleWidget>
#include <QHash>

namespace sw::ui {

class ClaimsMapView;

// What screen readers see of a ClaimsMapView: a group whose children are its cells (see
// ClaimCellAccessible). Its description names the cell under the keyboard cursor and whether
// it is held, unless the owner set an accessible description.
class ClaimsMapAccessible : public QAccessibleWidget
{
public:
    explicit ClaimsMapAccessible(ClaimsMapView *view);
    ~ClaimsMapAccessible() override;

    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *childAt(int x, int y) const override;
    QAccessibleInterface *focusChild() const override;
    QString text(QAccessible::Text t) const override;

private:
    ClaimsMapView *view() const;

    mutable QHash<int, QAccessible::Id> m_children;
};

} // namespace sw::ui
