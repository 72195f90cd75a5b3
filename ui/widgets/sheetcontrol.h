#pragma once

#include <QAccessible>
#include <QStringList>
#include <QWidget>

namespace sw::ui {

class RefusedFlash;

// The common ground of the hand-drawn controls that show a number as marks in a row of boxes,
// dots or clock segments (BoxTrack, DotRating, ClockFace).
//
// A SheetControl is a view: it shows the value its owner gives it and asks for changes with
// valueRequested(); it never changes its own value. The owner checks the edit, then calls
// setValue() — or flashRefused() when the edit is not allowed.
//
// Mouse: clicking box i requests i + 1, or i when box i is the last filled one (the way a
// pencil toggles its last mark). Keyboard: Left/Right (and Down/Up) move a cursor between the
// boxes, Space/Enter acts as a click on the box under it, +/- request value ± 1, Home/End
// request 0 / maximum(). Screen readers get the value as "value / maximum".
class SheetControl : public QWidget
{
    Q_OBJECT
    Q_PROPERTY(int value READ value WRITE setValue)
    Q_PROPERTY(int maximum READ maximum)

public:
    ~SheetControl() override;

    int value() const { return m_value; }
    // Shows value, clamped to [0, maximum()]. Tells screen readers when it changed.
    void setValue(int value);
    int maximum() const { return m_maximum; }

    // The box under the keyboard cursor, 0-based.
    int cursorIndex() const { return m_cursor; }
    void setCursorIndex(int index);
    // How many boxes the cursor can visit (usually maximum()).
    virtual int positionCount() const;

    // Optional tooltip per box, shown when hovering that box. Empty entries show the
    // widget's own toolTip().
    void setBoxToolTips(const QStringList &tips);
    QStringList boxToolTips() const { return m_boxToolTips; }

    // A brief red tint (~600 ms): the owner calls it when it refused a requested edit.
    void flashRefused();
    bool isFlashing() const;

    // What screen readers read as the value, e.g. "3 / 9".
    virtual QString valueText() const;
    virtual QAccessible::Role accessibleRole() const { return QAccessible::Slider; }

    // Geometry, in widget coordinates: the box at pos (-1 if none), and box index's rectangle.
    virtual int hitTest(const QPoint &pos) const = 0;
    virtual QRect boxRect(int index) const = 0;

Q_SIGNALS:
    // The user clicked (or pressed Space/Enter on) box index.
    void boxClicked(int index);
    // The user asks for the value to become value.
    void valueRequested(int value);

protected:
    explicit SheetControl(QWidget *parent);

    // For subclasses: the number of boxes; clamps value and cursor.
    void setMaximumValue(int maximum);
    // The pencil: the value a click on box index asks for.
    int pencilValue(int index) const;
    // A click or Space/Enter on box index. Default: boxClicked, then valueRequested(pencil).
    virtual void activateBox(int index);
    // +/- (delta ±1) and Home/End. Defaults request value ± 1 within [0, requestCeiling()],
    // and 0 / maximum().
    virtual void stepValue(int delta);
    virtual void requestBound(bool end);
    // The highest value +/- may request: maximum(), more when a subclass offers more.
    virtual int requestCeiling() const { return maximum(); }
    // Emits valueRequested (also used by the accessibility interface).
    void requestValue(int value);
    // Screen readers: the value changed (called by setValue; subclasses with other state too).
    void announceValue();

    // Palette colours, tinted while a refused flash runs.
    QColor ink() const;
    QColor paperColor() const;
    int lineWidth() const;
    // Paints the refused wash (call first in paintEvent).
    void paintFlash(QPainter &painter) const;
    // Space around the boxes for the focus ring, in pixels.
    int margin() const;
    // Draws the focus ring around `around` (call only when the widget has focus).
    void paintFocusRing(QPainter &painter, const QRectF &around, qreal radius) const;

    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;

private:
    friend class SheetControlAccessible;

    int m_value = 0;
    int m_maximum = 0;
    int m_cursor = 0;
    int m_pressed = -1;
    QStringList m_boxToolTips;
    RefusedFlash *m_flash;
};

} // namespace sw::ui
