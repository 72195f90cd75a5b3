#include "systems/blades/sheets/checklistview.h"

#include "readonlypage.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QResizeEvent>
#include <QTimer>

namespace sw::ui {

CheckListView::CheckListView(QWidget *parent) : QListView(parent)
{
    markAsControl(this); // greyed with a page its user may not change (readonlypage.h)
    setEditTriggers(NoEditTriggers);
    setSelectionMode(SingleSelection);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setWordWrap(true);
    setUniformItemSizes(false);
    setResizeMode(Adjust);
    setFrameShape(NoFrame);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    // On the sheet's paper, not in a white box.
    setBackgroundRole(QPalette::Window);
    viewport()->setBackgroundRole(QPalette::Window);
}

void CheckListView::setModel(QAbstractItemModel *model)
{
    QListView::setModel(model);
    // Rows change height with their words (another language, a longer summary): lay out again.
    const auto grow = [this] {
        scheduleDelayedItemsLayout();
        updateGeometry();
    };
    connect(model, &QAbstractItemModel::rowsInserted, this, grow);
    connect(model, &QAbstractItemModel::rowsRemoved, this, grow);
    connect(model, &QAbstractItemModel::modelReset, this, grow);
    connect(model, &QAbstractItemModel::dataChanged, this, grow);
}

void CheckListView::resizeEvent(QResizeEvent *event)
{
    QListView::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        updateGeometry();
}

QSize CheckListView::sizeHint() const
{
    int height = 0;
    if (model()) {
        const int rows = model()->rowCount(rootIndex());
        if (isWrapping()) {
            // Entries flow in lines: as tall as the lowest entry laid out.
            for (int row = 0; row < rows; ++row)
                height = std::max(height, visualRect(model()->index(row, 0, rootIndex())).bottom() + 1 + verticalOffset());
        } else {
            for (int row = 0; row < rows; ++row)
                height += sizeHintForRow(row) + 2 * spacing();
        }
    }
    return {QListView::sizeHint().width(), std::max(height, fontMetrics().height()) + 2 * frameWidth()};
}

QSize CheckListView::minimumSizeHint() const
{
    return {fontMetrics().averageCharWidth() * 16, sizeHint().height()};
}

void CheckListView::keyPressEvent(QKeyEvent *event)
{
    if ((event->key() == Qt::Key_Space || event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) &&
        currentIndex().isValid()) {
        Q_EMIT toggleRequested(currentIndex());
        event->accept();
        return;
    }
    QListView::keyPressEvent(event);
}

void CheckListView::mouseReleaseEvent(QMouseEvent *event)
{
    const QModelIndex index = indexAt(event->position().toPoint());
    QListView::mouseReleaseEvent(event);
    if (index.isValid() && event->button() == Qt::LeftButton)
        Q_EMIT toggleRequested(index);
}

void CheckListView::flashRefused()
{
    setStyleSheet(QStringLiteral("QListView { border: 1px solid #d04040; }"));
    QTimer::singleShot(600, this, [this] { setStyleSheet({}); });
}

} // namespace sw::ui

namespace sw::ui {

void CheckListView::updateGeometries()
{
    QListView::updateGeometries();
    updateGeometry(); // the entries are laid out anew: the sheet column may need another height
}

} // namespace sw::ui
