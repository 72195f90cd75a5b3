#pragma once

// For the item models' tests: every change signal a model sends, written as one line of text
// each (so a test can say exactly which it expects), and everything a model shows (every row,
// child row, column, flag and role), to compare with a model built afresh over the same campaign.
#include <QAbstractItemModel>
#include <QDebug>
#include <QStringList>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace sw::test {

using namespace Qt::StringLiterals;

// Lines of text as GoogleTest prints them readably.
using Lines = std::vector<std::string>;

// "" for the top level, "3/" under top-level row 3 (the models are at most two levels deep).
inline QString under(const QModelIndex &parent)
{
    return parent.isValid() ? QString::number(parent.row()) + u'/' : QString();
}

inline std::string changed(const QString &parent, int firstRow, int lastRow, int firstColumn, int lastColumn, QList<int> roles)
{
    std::sort(roles.begin(), roles.end());
    QStringList names;
    for (int role : std::as_const(roles))
        names << QString::number(role);
    return u"changed %1%2-%3 columns %4-%5 roles %6"_s.arg(parent).arg(firstRow).arg(lastRow).arg(firstColumn).arg(lastColumn)
        .arg(names.join(u','))
        .toStdString();
}

inline std::string changed(int row, int firstColumn, int lastColumn, const QList<int> &roles)
{
    return changed(QString(), row, row, firstColumn, lastColumn, roles);
}

inline std::string inserted(const QString &parent, int first, int last)
{
    return u"inserted %1%2-%3"_s.arg(parent).arg(first).arg(last).toStdString();
}

inline std::string removed(const QString &parent, int first, int last)
{
    return u"removed %1%2-%3"_s.arg(parent).arg(first).arg(last).toStdString();
}

inline std::string moved(const QString &parent, int first, int last, const QString &destination, int row)
{
    return u"moved %1%2-%3 to %4%5"_s.arg(parent).arg(first).arg(last).arg(destination).arg(row).toStdString();
}

// Every change signal of a model since the last take(), in order, one line each.
class ModelSignals
{
public:
    explicit ModelSignals(QAbstractItemModel *model)
    {
        QObject::connect(model, &QAbstractItemModel::dataChanged, model,
                         [this](const QModelIndex &from, const QModelIndex &to, const QList<int> &roles) {
                             m_lines.push_back(changed(under(from.parent()), from.row(), to.row(), from.column(), to.column(), roles));
                         });
        QObject::connect(model, &QAbstractItemModel::rowsInserted, model,
                         [this](const QModelIndex &parent, int first, int last) { m_lines.push_back(inserted(under(parent), first, last)); });
        QObject::connect(model, &QAbstractItemModel::rowsRemoved, model,
                         [this](const QModelIndex &parent, int first, int last) { m_lines.push_back(removed(under(parent), first, last)); });
        QObject::connect(model, &QAbstractItemModel::rowsMoved, model,
                         [this](const QModelIndex &parent, int first, int last, const QModelIndex &destination, int row) {
                             m_lines.push_back(moved(under(parent), first, last, under(destination), row));
                         });
        QObject::connect(model, &QAbstractItemModel::modelReset, model, [this] { m_lines.push_back("reset"); });
        QObject::connect(model, &QAbstractItemModel::layoutChanged, model, [this] { m_lines.push_back("layout changed"); });
        QObject::connect(model, &QAbstractItemModel::columnsInserted, model, [this] { m_lines.push_back("columns inserted"); });
        QObject::connect(model, &QAbstractItemModel::columnsRemoved, model, [this] { m_lines.push_back("columns removed"); });
    }

    Lines take() { return std::exchange(m_lines, {}); }
    // Whether the model was reset since the last take() (the lines stay).
    bool reset() const { return std::find(m_lines.begin(), m_lines.end(), "reset") != m_lines.end(); }

private:
    Lines m_lines;
};

// Everything the model shows: per cell its flags and each role that has a value (the standard
// text roles and the models' own, Qt::UserRole + 1 … + 40), then the rows under it.
inline Lines contents(const QAbstractItemModel &model, const QModelIndex &parent = {})
{
    static const QList<int> roles = [] {
        QList<int> r{Qt::DisplayRole, Qt::DecorationRole, Qt::EditRole, Qt::ToolTipRole, Qt::StatusTipRole,
                     Qt::WhatsThisRole, Qt::CheckStateRole, Qt::AccessibleTextRole, Qt::AccessibleDescriptionRole};
        for (int role = Qt::UserRole + 1; role <= Qt::UserRole + 40; ++role)
            r << role;
        return r;
    }();
    Lines out;
    const int rows = model.rowCount(parent);
    const int columns = model.columnCount(parent);
    for (int row = 0; row < rows; ++row) {
        for (int column = 0; column < columns; ++column) {
            const QModelIndex index = model.index(row, column, parent);
            QString line;
            QDebug(&line).nospace().noquote() << under(parent) << row << ',' << column << ' ' << model.flags(index);
            for (int role : roles) {
                const QVariant value = model.data(index, role);
                if (value.isValid())
                    QDebug(&line).nospace() << ' ' << role << '=' << value;
            }
            out.push_back(line.toStdString());
        }
        const QModelIndex first = model.index(row, 0, parent);
        if (model.rowCount(first) > 0) {
            const Lines below = contents(model, first);
            out.insert(out.end(), below.begin(), below.end());
        }
    }
    return out;
}

} // namespace sw::test
