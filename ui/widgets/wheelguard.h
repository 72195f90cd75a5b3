#pragma once

#include <QObject>

namespace sw::ui {

// Keeps the mouse wheel from editing a sheet by accident: a wheel over a drop-down, spin box or
// slider that does not have the keyboard focus scrolls whatever scroll area holds it and changes
// nothing; click (or Tab to) the control first to wheel through its values. Such controls also stop
// taking the focus from the wheel itself.
class WheelGuard : public QObject
{
public:
    using QObject::QObject;

    // Installs one guard on the application (again is harmless).
    static void install();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace sw::ui
