#pragma once

#include <QAccessibleWidget>

namespace sw::ui {

class SheetControl;

// What screen readers see of a SheetControl: a slider-like control with a current, minimum and
// maximum value, read as "3 / 9". Setting the value, or the increase/decrease actions, ask the
// owner through valueRequested() like any other edit.
class SheetControlAccessible : public QAccessibleWidget, public QAccessibleValueInterface
{
public:
    explicit SheetControlAccessible(SheetControl *control);

    void *interface_cast(QAccessible::InterfaceType type) override;
    QString text(QAccessible::Text t) const override;

    QVariant currentValue() const override;
    void setCurrentValue(const QVariant &value) override;
    QVariant maximumValue() const override;
    QVariant minimumValue() const override;
    QVariant minimumStepSize() const override;

    QStringList actionNames() const override;
    void doAction(const QString &actionName) override;

private:
    SheetControl *control() const;
};

} // namespace sw::ui
