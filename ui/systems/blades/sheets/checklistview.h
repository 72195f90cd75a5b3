#pragma once

#include <QListView>

namespace sw::ui {

// A list of checkable entries over a read-only sheet model (abilities, trauma conditions,
// items, upgrades): a click on an entry or Space asks for a toggle, which the sheet sends to
// the rules engine; the check shows what the sheet says, never what was merely clicked.
class CheckListView : public QListView
{
    Q_OBJECT

public:
    explicit CheckListView(QWidget *parent = nullptr);
    // Sizes the view to its rows, so a sheet column shows the whole list without a scroll bar.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    void setModel(QAbstractItemModel *model) override;

public Q_SLOTS:
    void flashRefused();

Q_SIGNALS:
    void toggleRequested(const QModelIndex &index);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void updateGeometries() override;
};

} // namespace sw::ui
