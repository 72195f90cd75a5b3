#pragma once

#include "widgets/sheetcontrol.h"

class QPainterPath;

namespace sw::ui {

// A progress clock: a circle cut into segments() wedges (4, 6, 8, 10, 12…), value() of them
// filled clockwise from 12 o'clock. A click on segment i (found by its angle) requests i + 1,
// or i when segment i is the last filled one. The owner puts the clock's name in a label.
class ClockFace : public SheetControl
{
    Q_OBJECT
    Q_PROPERTY(int segments READ segments WRITE setSegments)

public:
    explicit ClockFace(QWidget *parent = nullptr);

    int segments() const { return maximum(); }
    // At least 2 segments; 4 by default.
    void setSegments(int segments);

    int hitTest(const QPoint &pos) const override;
    // A small square well inside segment index (its centre is a safe place to click).
    QRect boxRect(int index) const override;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QRectF face() const;
    QPainterPath wedge(int index, const QRectF &circle) const;
    int diameterFor(int lineHeight) const;
};

} // namespace sw::ui
