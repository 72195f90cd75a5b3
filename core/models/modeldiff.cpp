#include "models/modeldiff.h"

#include <QScopedValueRollback>
#include <QSet>

#include <algorithm>
#include <utility>

namespace sw::models {
namespace {

template <typename Row>
bool keysUnique(const QList<Row> &rows)
{
    QSet<QString> seen;
    for (const Row &row : rows) {
        if (seen.contains(row.key))
            return false;
        seen.insert(row.key);
        if constexpr (std::is_same_v<Row, TreeRowSnapshot>) {
            if (!keysUnique(row.children))
                return false;
        }
    }
    return true;
}

template <typename Row>
int indexOfKey(const QList<Row> &rows, const QString &key, qsizetype from)
{
    for (qsizetype i = from; i < rows.size(); ++i) {
        if (rows.at(i).key == key)
            return int(i);
    }
    return -1;
}

} // namespace

RowSnapshot &RowSnapshot::setAll(int role, const QVariant &value)
{
    for (CellSnapshot &cell : cells)
        cell.values.insert(role, value);
    return *this;
}

RowSnapshot &RowSnapshot::set(int column, int role, const QVariant &value)
{
    cells[column].values.insert(role, value);
    return *this;
}

RowSnapshot &RowSnapshot::setFlags(int column, Qt::ItemFlags flags)
{
    cells[column].flags = flags;
    return *this;
}

SnapshotModel::SnapshotModel(int columns, Shape shape, QObject *parent)
    : QAbstractItemModel(parent), m_columns(columns), m_shape(shape)
{
}

void SnapshotModel::setHeaders(const QStringList &headers)
{
    m_headers = headers;
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, m_columns - 1);
}

void SnapshotModel::setLabeler(Labeler labeler)
{
    m_labeler = std::move(labeler);
    refresh();
}

void SnapshotModel::setLanguage(Language language)
{
    m_language = language;
    const QScopedValueRollback<bool> busy(m_refreshing, true);
    QList<TreeRowSnapshot> next = build();
    if (!keysUnique(next)) {
        beginResetModel();
        m_rows = std::move(next);
        endResetModel();
        return;
    }
    // Sorting may follow the text, so rows can move; then every cell is relabelled at once
    // rather than diffed, since every text may be new.
    syncRows(QModelIndex(), m_rows, std::move(next), false);
    emitAllCells(QModelIndex(), int(m_rows.size()));
    for (qsizetype i = 0; i < m_rows.size(); ++i)
        emitAllCells(index(int(i), 0), int(m_rows.at(i).children.size()));
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, m_columns - 1);
}

void SnapshotModel::refresh()
{
    const QScopedValueRollback<bool> busy(m_refreshing, true);
    QList<TreeRowSnapshot> next = build();
    if (!keysUnique(next)) {
        beginResetModel();
        m_rows = std::move(next);
        endResetModel();
    } else {
        syncRows(QModelIndex(), m_rows, std::move(next), true);
    }
    refreshed();
}

// Brings `current` to `next` in three steps views can follow: remove the rows whose keys are
// gone, insert new keys and move kept rows into place walking top to bottom, then compare the
// cells of the rows that stayed. Rows are written before each signal, so a view reading the
// model in its slot sees the new value.
template <typename Row>
void SnapshotModel::syncRows(const QModelIndex &parent, QList<Row> &current, QList<Row> next, bool emitCells)
{
    QSet<QString> nextKeys;
    for (const Row &row : std::as_const(next))
        nextKeys.insert(row.key);
    for (qsizetype last = current.size() - 1; last >= 0; --last) {
        if (nextKeys.contains(current.at(last).key))
            continue;
        qsizetype first = last;
        while (first > 0 && !nextKeys.contains(current.at(first - 1).key))
            --first;
        beginRemoveRows(parent, int(first), int(last));
        current.remove(first, last - first + 1);
        endRemoveRows();
        last = first;
    }

    QSet<QString> kept;
    for (const Row &row : std::as_const(current))
        kept.insert(row.key);
    for (qsizetype i = 0; i < next.size(); ++i) {
        if (i < current.size() && current.at(i).key == next.at(i).key)
            continue;
        if (!kept.contains(next.at(i).key)) {
            qsizetype end = i + 1;
            while (end < next.size() && !kept.contains(next.at(end).key))
                ++end;
            beginInsertRows(parent, int(i), int(end - 1));
            for (qsizetype k = i; k < end; ++k) {
                current.insert(k, next.at(k));
                kept.insert(next.at(k).key);
            }
            endInsertRows();
            i = end - 1;
            continue;
        }
        // Every row above i is in place, so the wanted one is further down.
        const int from = indexOfKey(current, next.at(i).key, i + 1);
        beginMoveRows(parent, from, from, parent, int(i));
        current.move(from, i);
        endMoveRows();
    }

    for (qsizetype i = 0; i < next.size(); ++i) {
        Row &row = current[i];
        if constexpr (std::is_same_v<Row, TreeRowSnapshot>) {
            const RowSnapshot before = row;
            static_cast<RowSnapshot &>(row) = static_cast<const RowSnapshot &>(next.at(i));
            if (emitCells)
                emitChangedCells(parent, int(i), before, row);
            syncRows(index(int(i), 0, parent), row.children, next.at(i).children, emitCells);
        } else {
            const RowSnapshot before = std::exchange(row, next.at(i));
            if (emitCells)
                emitChangedCells(parent, int(i), before, row);
        }
    }
}

// One dataChanged per run of neighbouring changed cells of the row, with the roles that
// changed (none listed when the flags changed: then everything may look different).
void SnapshotModel::emitChangedCells(const QModelIndex &parent, int row, const RowSnapshot &before,
                                     const RowSnapshot &after)
{
    const auto rolesChanged = [&](int column, QList<int> &roles) {
        const CellSnapshot &was = before.cells.at(column);
        const CellSnapshot &now = after.cells.at(column);
        if (was == now)
            return false;
        if (was.flags != now.flags) {
            roles.clear();
            return true;
        }
        QSet<int> keys;
        for (auto it = was.values.begin(); it != was.values.end(); ++it)
            keys.insert(it.key());
        for (auto it = now.values.begin(); it != now.values.end(); ++it)
            keys.insert(it.key());
        for (int role : std::as_const(keys)) {
            if (was.values.value(role) != now.values.value(role) && !roles.contains(role))
                roles.append(role);
        }
        return true;
    };
    for (int column = 0; column < m_columns; ++column) {
        QList<int> roles;
        bool anyFlags = false;
        int last = column;
        while (last < m_columns) {
            QList<int> cellRoles;
            if (!rolesChanged(last, cellRoles))
                break;
            anyFlags = anyFlags || cellRoles.isEmpty();
            for (int role : std::as_const(cellRoles)) {
                if (!roles.contains(role))
                    roles.append(role);
            }
            ++last;
        }
        if (last == column)
            continue;
        std::sort(roles.begin(), roles.end());
        Q_EMIT dataChanged(index(row, column, parent), index(row, last - 1, parent),
                           anyFlags ? QList<int>() : roles);
        column = last;
    }
}

void SnapshotModel::emitAllCells(const QModelIndex &parent, int rows)
{
    if (rows > 0)
        Q_EMIT dataChanged(index(0, 0, parent), index(rows - 1, m_columns - 1, parent));
}

QString SnapshotModel::label(const QString &kind, const QString &id) const
{
    return m_labeler ? m_labeler(kind, id) : QString();
}

int SnapshotModel::rowOfKey(const QString &key) const
{
    return indexOfKey(m_rows, key, 0);
}

// Top-level indexes carry 0; a child carries its parent's row + 1.
QModelIndex SnapshotModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= m_columns || parent.column() > 0)
        return {};
    if (!parent.isValid())
        return row < m_rows.size() ? createIndex(row, column, quintptr(0)) : QModelIndex();
    if (parent.internalId() != 0 || parent.row() >= m_rows.size()
        || row >= m_rows.at(parent.row()).children.size())
        return {};
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex SnapshotModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(int(child.internalId() - 1), 0, quintptr(0));
}

int SnapshotModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_rows.size());
    if (parent.column() > 0 || parent.internalId() != 0 || parent.row() >= m_rows.size())
        return 0;
    return int(m_rows.at(parent.row()).children.size());
}

int SnapshotModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() && parent.internalId() != 0 ? 0 : m_columns;
}

const RowSnapshot *SnapshotModel::rowAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return nullptr;
    if (index.internalId() == 0)
        return index.row() < m_rows.size() ? &m_rows.at(index.row()) : nullptr;
    const qsizetype parentRow = qsizetype(index.internalId() - 1);
    if (parentRow >= m_rows.size() || index.row() >= m_rows.at(parentRow).children.size())
        return nullptr;
    return &m_rows.at(parentRow).children.at(index.row());
}

QVariant SnapshotModel::data(const QModelIndex &index, int role) const
{
    const RowSnapshot *row = rowAt(index);
    return row && index.column() < row->cells.size() ? row->cells.at(index.column()).values.value(role) : QVariant();
}

QVariant SnapshotModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= m_columns)
        return {};
    return m_headers.value(section);
}

Qt::ItemFlags SnapshotModel::flags(const QModelIndex &index) const
{
    const RowSnapshot *row = rowAt(index);
    if (!row || index.column() >= row->cells.size())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = row->cells.at(index.column()).flags;
    if (index.internalId() != 0 || m_shape == Shape::List)
        f |= Qt::ItemNeverHasChildren;
    return f;
}

} // namespace sw::models
