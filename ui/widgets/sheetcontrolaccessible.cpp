#include "widgets/sheetcontrolaccessible.h"

#include "widgets/sheetcontrol.h"

namespace sw::ui {

SheetControlAccessible::SheetControlAccessible(SheetControl *control)
    : QAccessibleWidget(control, control->accessibleRole())
{
}

SheetControl *SheetControlAccessible::control() const
{
    return static_cast<SheetControl *>(widget());
}

void *SheetControlAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::ValueInterface)
        return static_cast<QAccessibleValueInterface *>(this);
    return QAccessibleWidget::interface_cast(type);
}

QString SheetControlAccessible::text(QAccessible::Text t) const
{
    switch (t) {
    case QAccessible::Value:
        return control()->valueText();
    case QAccessible::Description: {
        const QString own = control()->accessibleDescription();
        if (!own.isEmpty())
            return own;
        // The tooltip of the box under the keyboard cursor, if the owner gave one.
        const QString tip = control()->boxToolTips().value(control()->cursorIndex());
        return tip.isEmpty() ? QAccessibleWidget::text(t) : tip;
    }
    default:
        return QAccessibleWidget::text(t);
    }
}

QVariant SheetControlAccessible::currentValue() const
{
    return control()->value();
}

void SheetControlAccessible::setCurrentValue(const QVariant &value)
{
    control()->requestValue(value.toInt());
}

QVariant SheetControlAccessible::maximumValue() const
{
    return control()->maximum();
}

QVariant SheetControlAccessible::minimumValue() const
{
    return 0;
}

QVariant SheetControlAccessible::minimumStepSize() const
{
    return 1;
}

QStringList SheetControlAccessible::actionNames() const
{
    return QAccessibleWidget::actionNames()
        << QAccessibleActionInterface::increaseAction() << QAccessibleActionInterface::decreaseAction();
}

void SheetControlAccessible::doAction(const QString &actionName)
{
    if (actionName == QAccessibleActionInterface::increaseAction())
        control()->stepValue(+1);
    else if (actionName == QAccessibleActionInterface::decreaseAction())
        control()->stepValue(-1);
    else
        QAccessibleWidget::doAction(actionName);
}

} // namespace sw::ui
