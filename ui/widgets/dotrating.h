#pragma once

#include "widgets/sheetcontrol.h"

namespace sw::ui {

// A row of dots, like an action rating: value() of maximum() dots filled from the left, with a
// thin vertical line after dividerAfter() dots (after the first one, as on the paper sheet).
// A click on dot i requests i + 1, or i when dot i is the last filled one.
class DotRating : public SheetControl
{
    Q_OBJECT
    Q_PROPERTY(int dividerAfter READ dividerAfter WRITE setDividerAfter)

public:
    explicit DotRating(QWidget *parent = nullptr);

    // The number of dots (4 by default).
    void setMaximum(int maximum);
    // The divider sits after this many dots; 0 or >= maximum() draws none. Default 1.
    void setDividerAfter(int dots);
    int dividerAfter() const { return m_dividerAfter; }

    int hitTest(const QPoint &pos) const override;
    QRect boxRect(int index) const override;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    struct Metrics
    {
        int dot;
        int gap;
        int dividerGap;
    };
    Metrics metrics() const;
    bool hasDivider() const;
    int dividerX() const;

    int m_dividerAfter = 1;
};

} // namespace sw::ui
