#pragma once

// Helpers for the sheet model tests: what every cell answers, and which cells a batch of
// dataChanged signals named, so a test can prove a change was signalled cell for cell.
#include <QAbstractItemModel>
#include <QMap>
#include <QSignalSpy>
#include <QVariant>

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace sw::test {

// "row/child:column", e.g. "1/2:0" for the third action of the second attribute.
inline std::string cellName(const QModelIndex &index)
{
    std::string path;
    for (QModelIndex i = index; i.isValid(); i = i.parent())
        path = std::to_string(i.row()) + (path.empty() ? "" : "/" + path);
    return path + ":" + std::to_string(index.column());
}

using CellValues = std::map<std::string, QMap<int, QVariant>>;

// What every cell answers for the roles the sheet models use; the flags as role -1.
inline void collectCells(const QAbstractItemModel &model, const QModelIndex &parent, CellValues &out)
{
    for (int row = 0; row < model.rowCount(parent); ++row) {
        for (int column = 0; column < model.columnCount(parent); ++column) {
            const QModelIndex index = model.index(row, column, parent);
            QMap<int, QVariant> &values = out[cellName(index)];
            values.insert(-1, int(model.flags(index)));
            for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole), int(Qt::CheckStateRole)})
                values.insert(role, index.data(role));
            for (int role = Qt::UserRole; role < Qt::UserRole + 48; ++role)
                values.insert(role, index.data(role));
        }
        collectCells(model, model.index(row, 0, parent), out);
    }
}

inline CellValues cellValues(const QAbstractItemModel &model)
{
    CellValues out;
    collectCells(model, {}, out);
    return out;
}

inline std::set<std::string> differingCells(const CellValues &before, const CellValues &after)
{
    std::set<std::string> out;
    for (const auto &[cell, values] : after) {
        const auto was = before.find(cell);
        if (was == before.end() || was->second != values)
            out.insert(cell);
    }
    return out;
}

inline std::set<std::string> signalledCells(const QSignalSpy &spy)
{
    std::set<std::string> out;
    for (const QList<QVariant> &args : spy) {
        const QModelIndex topLeft = args.at(0).toModelIndex();
        const QModelIndex bottomRight = args.at(1).toModelIndex();
        for (int row = topLeft.row(); row <= bottomRight.row(); ++row) {
            for (int column = topLeft.column(); column <= bottomRight.column(); ++column)
                out.insert(cellName(topLeft.sibling(row, column)));
        }
    }
    return out;
}

// Runs a change that keeps the rows, and checks the model signalled exactly the cells whose
// values differ, and that those are `expected`; never a reset nor a row change.
template <typename Change>
void expectCellsChanged(QAbstractItemModel &model, Change change, const std::set<std::string> &expected)
{
    const CellValues before = cellValues(model);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    change();
    EXPECT_EQ(reset.count(), 0);
    EXPECT_EQ(inserted.count(), 0);
    EXPECT_EQ(removed.count(), 0);
    EXPECT_EQ(signalledCells(changed), differingCells(before, cellValues(model)));
    EXPECT_EQ(signalledCells(changed), expected);
}

} // namespace sw::test
