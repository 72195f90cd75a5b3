#pragma once

#include <QObject>
#include <QVariantAnimation>

class QColor;
class QPainter;
class QWidget;

namespace sw::ui {

// The short red tint a sheet control shows when its owner refused an edit: strong at once,
// then fading out over 600 ms. The widget reads amount() while painting.
class RefusedFlash : public QObject
{
    Q_OBJECT

public:
    static constexpr int durationMs = 600;

    explicit RefusedFlash(QWidget *target);

    void start();
    bool isActive() const;
    // 0 when idle, up to 1 at the start of a flash.
    qreal amount() const;
    // c pulled towards the refused red by the current amount.
    QColor tint(const QColor &c) const;
    // A translucent red wash over the whole widget; nothing when idle.
    void paintWash(QPainter &painter) const;

private:
    QWidget *m_target;
    QVariantAnimation m_animation;
};

} // namespace sw::ui
