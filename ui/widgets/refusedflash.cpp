#include "widgets/refusedflash.h"

#include "widgets/paperstyle.h"

#include <QPainter>
#include <QWidget>

namespace sw::ui {

RefusedFlash::RefusedFlash(QWidget *target)
    : QObject(target)
    , m_target(target)
{
    m_animation.setDuration(durationMs);
    m_animation.setStartValue(1.0);
    m_animation.setKeyValueAt(0.35, 1.0);
    m_animation.setEndValue(0.0);
    m_animation.setEasingCurve(QEasingCurve::InOutQuad);
    connect(&m_animation, &QVariantAnimation::valueChanged, m_target, qOverload<>(&QWidget::update));
    connect(&m_animation, &QVariantAnimation::finished, m_target, qOverload<>(&QWidget::update));
}

void RefusedFlash::start()
{
    m_animation.stop();
    m_animation.start();
    m_target->update();
}

bool RefusedFlash::isActive() const
{
    return m_animation.state() == QAbstractAnimation::Running;
}

qreal RefusedFlash::amount() const
{
    return isActive() ? m_animation.currentValue().toReal() : 0.0;
}

QColor RefusedFlash::tint(const QColor &c) const
{
    const qreal a = amount();
    return a > 0.0 ? paper::mix(c, paper::refusedColor(m_target->palette()), a) : c;
}

void RefusedFlash::paintWash(QPainter &painter) const
{
    const qreal a = amount();
    if (a <= 0.0)
        return;
    QColor wash = paper::refusedColor(m_target->palette());
    wash.setAlphaF(float(0.22 * a));
    painter.fillRect(m_target->rect(), wash);
}

} // namespace sw::ui
