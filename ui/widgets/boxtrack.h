#pragma once

#include "widgets/sheetcontrol.h"

#include <QList>

namespace sw::ui {

// A row of square boxes, like the stress, heat and xp tracks of a playbook.
//
// Fill mode (the default): value() boxes are filled from the left. A click on box i requests
// i + 1, or i when box i is the last filled one.
// Independent mode: each box is its own checkbox (items, armour); markedBoxes() says which are
// marked and value() is how many are. A click on box i requests toggleRequested(i).
//
// Optional: a small gap every groupSize() boxes; boxes spanning several units (an item of
// load 2); and an "overflow" box drawn dashed after the last one, so the user can try to go
// past the end of the track and be told why not (it requests count() + 1).
class BoxTrack : public SheetControl
{
    Q_OBJECT
    Q_PROPERTY(int count READ count WRITE setCount)

public:
    enum Mode { Fill, Independent };
    Q_ENUM(Mode)

    explicit BoxTrack(QWidget *parent = nullptr);

    int count() const { return maximum(); }
    void setCount(int count);

    Mode mode() const { return m_mode; }
    void setMode(Mode mode);

    // Independent mode: which boxes are marked (missing entries are unmarked). Also sets
    // value() to the number marked. In Fill mode setValue(n) marks the first n boxes.
    void setMarkedBoxes(const QList<bool> &marked);
    QList<bool> markedBoxes() const;
    bool isMarked(int index) const;

    // A gap after every k boxes (0: none).
    void setGroupSize(int k);
    int groupSize() const { return m_groupSize; }
    // Puts each group on a line of its own (the stash: four rows of ten).
    void setWrapGroups(bool on);
    bool wrapGroups() const { return m_wrapGroups; }

    // Width of each box in units (missing or < 1 entries are 1).
    void setWideBoxes(const QList<int> &widths);
    QList<int> wideBoxes() const { return m_widths; }

    // One more, dashed box after the last; it is box count().
    void setOverflowBox(bool on);
    bool hasOverflowBox() const { return m_overflow; }

    int positionCount() const override;
    int hitTest(const QPoint &pos) const override;
    QRect boxRect(int index) const override;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    // Independent mode: the user asks to mark or unmark box index.
    void toggleRequested(int index);

protected:
    void activateBox(int index) override;
    void stepValue(int delta) override;
    void requestBound(bool end) override;
    int requestCeiling() const override;
    void paintEvent(QPaintEvent *event) override;

private:
    struct Metrics
    {
        int side;
        int gap;
        int groupGap;
    };
    Metrics metrics() const;
    QList<QRect> layoutBoxes() const;

    Mode m_mode = Fill;
    QList<bool> m_marked;
    QList<int> m_widths;
    int m_groupSize = 0;
    bool m_wrapGroups = false;
    bool m_overflow = false;
};

} // namespace sw::ui
