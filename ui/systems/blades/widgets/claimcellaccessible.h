#pragma once

#include <QAccessible>
#include <QPointer>

namespace sw::ui {

class ClaimsMapView;

// One cell of a ClaimsMapView for screen readers: a checkbox named after the claim, checked
// when the crew holds it, with the cell's tooltip as description. Its press/toggle actions
// click the cell (the owner decides, as for a mouse click).
class ClaimCellAccessible : public QAccessibleInterface, public QAccessibleActionInterface
{
public:
    ClaimCellAccessible(ClaimsMapView *view, int index);

    int index() const { return m_index; }

    bool isValid() const override;
    QObject *object() const override;
    QWindow *window() const override;
    QAccessibleInterface *parent() const override;
    QAccessibleInterface *child(int index) const override;
    int childCount() const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *childAt(int x, int y) const override;
    QAccessibleInterface *focusChild() const override;
    QString text(QAccessible::Text t) const override;
    void setText(QAccessible::Text t, const QString &text) override;
    QRect rect() const override;
    QAccessible::Role role() const override;
    QAccessible::State state() const override;
    void *interface_cast(QAccessible::InterfaceType type) override;

    QStringList actionNames() const override;
    void doAction(const QString &actionName) override;
    QStringList keyBindingsForAction(const QString &actionName) const override;

private:
    QPointer<ClaimsMapView> m_view;
    int m_index;
};

} // namespace sw::ui
