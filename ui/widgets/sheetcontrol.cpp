#include "widgets/sheetcontrol.h"

#include "widgets/accessiblefactory.h"
#include "widgets/paperstyle.h"
#include "widgets/refusedflash.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace sw::ui {

SheetControl::SheetControl(QWidget *parent)
    : QWidget(parent)
    , m_flash(new RefusedFlash(this))
{
    installSheetAccessibility();
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_Hover);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

SheetControl::~SheetControl() = default;

void SheetControl::setValue(int value)
{
    value = std::clamp(value, 0, m_maximum);
    if (value == m_value)
        return;
    m_value = value;
    update();
    announceValue();
}

void SheetControl::setMaximumValue(int maximum)
{
    maximum = std::max(0, maximum);
    const bool changed = maximum != m_maximum;
    m_maximum = maximum;
    m_value = std::min(m_value, m_maximum);
    m_cursor = std::clamp(m_cursor, 0, std::max(0, positionCount() - 1));
    updateGeometry();
    update();
    if (changed)
        announceValue();
}

int SheetControl::positionCount() const
{
    return m_maximum;
}

void SheetControl::setCursorIndex(int index)
{
    index = std::clamp(index, 0, std::max(0, positionCount() - 1));
    if (index == m_cursor)
        return;
    m_cursor = index;
    update();
    if (!m_boxToolTips.isEmpty()) {
        QAccessibleEvent event(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
    }
}

void SheetControl::setBoxToolTips(const QStringList &tips)
{
    m_boxToolTips = tips;
}

void SheetControl::flashRefused()
{
    m_flash->start();
    QAccessibleEvent event(this, QAccessible::Alert);
    QAccessible::updateAccessibility(&event);
}

bool SheetControl::isFlashing() const
{
    return m_flash->isActive();
}

QString SheetControl::valueText() const
{
    return QString::number(m_value) + u" / "_s + QString::number(m_maximum);
}

int SheetControl::pencilValue(int index) const
{
    return index + 1 == m_value ? index : index + 1;
}

void SheetControl::activateBox(int index)
{
    Q_EMIT boxClicked(index);
    requestValue(pencilValue(index));
}

void SheetControl::stepValue(int delta)
{
    const int wanted = m_value + delta;
    if (wanted >= 0 && wanted <= requestCeiling())
        requestValue(wanted);
}

void SheetControl::requestBound(bool end)
{
    requestValue(end ? m_maximum : 0);
}

void SheetControl::requestValue(int value)
{
    Q_EMIT valueRequested(value);
}

void SheetControl::announceValue()
{
    QAccessibleValueChangeEvent event(this, m_value);
    QAccessible::updateAccessibility(&event);
}

QColor SheetControl::ink() const
{
    return m_flash->tint(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled,
                                         QPalette::WindowText));
}

QColor SheetControl::paperColor() const
{
    return m_flash->tint(palette().color(QPalette::Base));
}

int SheetControl::lineWidth() const
{
    return paper::lineWidth(fontMetrics());
}

void SheetControl::paintFlash(QPainter &painter) const
{
    m_flash->paintWash(painter);
}

int SheetControl::margin() const
{
    return paper::focusMargin(fontMetrics());
}

void SheetControl::paintFocusRing(QPainter &painter, const QRectF &around, qreal radius) const
{
    paper::drawFocusRing(painter, around, palette(), radius, paper::focusRingWidth(fontMetrics()));
}

bool SheetControl::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const int index = hitTest(static_cast<QHelpEvent *>(event)->pos());
        if (paper::showPartToolTip(this, event, m_boxToolTips.value(index), boxRect(index)))
            return true;
    }
    return QWidget::event(event);
}

void SheetControl::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        updateGeometry();
    QWidget::changeEvent(event);
}

void SheetControl::keyPressEvent(QKeyEvent *event)
{
    const int last = std::max(0, positionCount() - 1);
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Down:
        setCursorIndex(std::max(0, m_cursor - 1));
        break;
    case Qt::Key_Right:
    case Qt::Key_Up:
        setCursorIndex(std::min(last, m_cursor + 1));
        break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Select:
        if (positionCount() > 0)
            activateBox(m_cursor);
        break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        stepValue(+1);
        break;
    case Qt::Key_Minus:
    case Qt::Key_Underscore:
        stepValue(-1);
        break;
    case Qt::Key_Home:
        requestBound(false);
        break;
    case Qt::Key_End:
        requestBound(true);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void SheetControl::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    m_pressed = hitTest(event->position().toPoint());
    if (m_pressed >= 0)
        setCursorIndex(m_pressed);
    event->accept();
}

void SheetControl::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    const int pressed = std::exchange(m_pressed, -1);
    if (pressed >= 0 && hitTest(event->position().toPoint()) == pressed)
        activateBox(pressed);
    event->accept();
}

void SheetControl::focusInEvent(QFocusEvent *event)
{
    // Arriving by keyboard, the cursor waits on the next box to mark.
    if (event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason)
        setCursorIndex(std::min(m_value, positionCount() - 1));
    QWidget::focusInEvent(event); // repaints, with the focus ring
}

} // namespace sw::ui
