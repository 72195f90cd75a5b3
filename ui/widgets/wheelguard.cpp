#include "widgets/wheelguard.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QScrollBar>
#include <QWheelEvent>

namespace sw::ui {
namespace {

// A control whose value the wheel turns. A scroll bar is one too, but wheeling it is scrolling.
bool wheelTurnsValue(const QWidget *widget)
{
    if (qobject_cast<const QScrollBar *>(widget))
        return false;
    return qobject_cast<const QComboBox *>(widget) || qobject_cast<const QAbstractSpinBox *>(widget) ||
           qobject_cast<const QAbstractSlider *>(widget);
}

// The control itself, when the event reaches one of its parts (a spin box's line edit).
QWidget *valueControl(QWidget *widget)
{
    for (QWidget *w = widget; w && !w->isWindow(); w = w->parentWidget()) {
        if (wheelTurnsValue(w))
            return w;
        if (qobject_cast<QAbstractScrollArea *>(w))
            break;
    }
    return nullptr;
}

QAbstractScrollArea *scrollAreaAround(QWidget *widget)
{
    for (QWidget *w = widget->parentWidget(); w; w = w->parentWidget()) {
        if (auto *area = qobject_cast<QAbstractScrollArea *>(w); area && !qobject_cast<QComboBox *>(w))
            return area;
    }
    return nullptr;
}

} // namespace

void WheelGuard::install()
{
    static WheelGuard *guard = nullptr;
    if (guard || !qApp)
        return;
    guard = new WheelGuard(qApp);
    qApp->installEventFilter(guard);
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Polish) {
        // Qt's default for these is WheelFocus: the wheel would give them the focus, then the value.
        if (auto *w = qobject_cast<QWidget *>(watched); w && wheelTurnsValue(w) && w->focusPolicy() == Qt::WheelFocus)
            w->setFocusPolicy(Qt::StrongFocus);
        return false;
    }
    if (event->type() != QEvent::Wheel || !watched->isWidgetType())
        return false;
    QWidget *control = valueControl(static_cast<QWidget *>(watched));
    if (!control || control->hasFocus() || control->isAncestorOf(QApplication::focusWidget()))
        return false;
    // Not for this control: the sheet around it scrolls instead, as if the control were paper.
    if (QAbstractScrollArea *area = scrollAreaAround(control)) {
        auto *wheel = static_cast<QWheelEvent *>(event);
        QWidget *viewport = area->viewport();
        const QPointF at = viewport->mapFromGlobal(wheel->globalPosition());
        QWheelEvent forwarded(at, wheel->globalPosition(), wheel->pixelDelta(), wheel->angleDelta(), wheel->buttons(),
                              wheel->modifiers(), wheel->phase(), wheel->inverted(), wheel->source());
        QCoreApplication::sendEvent(viewport, &forwarded);
    }
    return true;
}

} // namespace sw::ui
