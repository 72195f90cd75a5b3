#pragma once

#include <QList>
#include <QString>
#include <QWidget>

#include <utility>

namespace sw::ui {

class RefusedFlash;

// The crew's claim map, drawn like the paper one: a grid of rounded cells, each with its
// claim's name (wrapped, and shrunk to fit — CJK too), short bars for the paths between
// linked neighbours, the lair drawn with a double outline, held claims filled, claims the crew
// cannot reach drawn muted.
//
// A view: clicking a cell (or Space/Enter on the cell under the keyboard cursor; arrow keys
// move it) emits cellClicked(number). The owner decides, then calls setCells() again — or
// flashRefused(). Screen readers see each cell as a checkbox (checked = held).
class ClaimsMapView : public QWidget
{
    Q_OBJECT

public:
    struct Cell
    {
        int number = 0; // the owner's id for the cell, reported by cellClicked
        int row = 0;
        int col = 0;
        QString label;
        QString toolTip;
        bool lair = false;
        bool turf = false;
        bool held = false;
        bool offPath = false;  // not on the paths: drawn with a dashed outline
        bool reachable = true; // false: drawn muted
    };
    using Link = std::pair<int, int>; // two cell numbers

    explicit ClaimsMapView(QWidget *parent = nullptr);
    ~ClaimsMapView() override;

    // The grid is as large as the highest row and column used.
    void setCells(const QList<Cell> &cells);
    QList<Cell> cells() const { return m_cells; }
    void setLinks(const QList<Link> &links);
    QList<Link> links() const { return m_links; }
    int rowCount() const { return m_rows; }
    int columnCount() const { return m_cols; }

    // The cell under the keyboard cursor (its number), or -1 when there are no cells.
    int currentCell() const;
    void setCurrentCell(int number);

    // A brief red tint (~600 ms): the owner calls it when it refused the click.
    void flashRefused();
    bool isFlashing() const;

    // The number of the cell at pos (widget coordinates), or -1.
    int hitTest(const QPoint &pos) const;
    QRect cellRect(int number) const;
    // What screen readers say of a cell: its label and whether it is held.
    QString cellDescription(int number) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void cellClicked(int number);

protected:
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    friend class ClaimsMapAccessible;
    friend class ClaimCellAccessible;

    struct Metrics
    {
        int cellWidth;
        int cellHeight;
        int gap;
    };
    int margin() const;
    Metrics naturalMetrics() const;
    Metrics metrics() const;
    QRect rectAt(const Metrics &m, int row, int col) const;
    int indexOf(int number) const;
    void setCurrentIndex(int index);
    void activateIndex(int index);
    // The nearest cell from the current one in direction (dx, dy), or -1.
    int neighbourIndex(int dx, int dy) const;
    void paintLinks(QPainter &painter, const Metrics &m) const;
    void paintCell(QPainter &painter, const Cell &cell, const QRect &r) const;

    QList<Cell> m_cells;
    QList<Link> m_links;
    int m_rows = 0;
    int m_cols = 0;
    int m_current = -1; // index into m_cells
    int m_pressed = -1;
    RefusedFlash *m_flash;
};

} // namespace sw::ui
