#include "sheets/checklistview.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QResizeEvent>
#include <QTimer>

namespace sw::ui {

CheckListView::CheckListView(QWidget *parent) : QListView(parent)
{
    setEditTriggers(NoEditTriggers);
    setSelectionMode(SingleSelection);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setWordWrap(true);
    setUniformItemSizes(false);
    setResizeMode(Adjust);
    setFrameShape(NoFrame);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void CheckListView::setModel(QAbstractItemModel *model)
{
    QListView::setModel(model);
    const auto grow = [this] { updateGeometry(); };
    connect(model, &QAbstractItemModel::rowsInserted, this, grow);
    connect(model, &QAbstractItemModel::rowsRemoved, this, grow);
    connect(model, &QAbstractItemModel::modelReset, this, grow);
    connect(model, &QAbstractItemModel::dataChanged, this, grow);
}

void CheckListView::resizeEvent(QResizeEvent *event)
{
    QListView::resizeEvent(event);
    updateGeometry();
}

QSize CheckListView::sizeHint() const
{
    int height = 2 * frameWidth();
    if (model()) {
        for (int row = 0; row < model()->rowCount(rootIndex()); ++row)
            height += sizeHintForRow(row) + 2 * spacing();
    }
    return {QListView::sizeHint().width(), std::max(height, fontMetrics().height())};
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
