#pragma once

#include "common/language.h"

#include <QAbstractItemModel>
#include <QList>
#include <QMap>
#include <QStringList>
#include <QVariant>

#include <functional>

namespace sw::models {

// What one cell shows: a value per role, and its flags.
struct CellSnapshot
{
    QMap<int, QVariant> values;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    bool operator==(const CellSnapshot &) const = default;
};

// One row: a key that stays the same while the row shows the same thing (an id from the rule
// pack, as a rule), and its cells, one per column.
struct RowSnapshot
{
    RowSnapshot() = default;
    RowSnapshot(QString rowKey, int columns) : key(std::move(rowKey)), cells(columns) {}

    // The same value under `role` in every column: ids, tooltips, numbers a delegate wants
    // whichever column it paints.
    RowSnapshot &setAll(int role, const QVariant &value);
    RowSnapshot &set(int column, int role, const QVariant &value);
    RowSnapshot &setFlags(int column, Qt::ItemFlags flags);

    QString key;
    QList<CellSnapshot> cells;
};

// A top-level row, with the rows under it for the one tree (ActionsModel); empty otherwise.
struct TreeRowSnapshot : RowSnapshot
{
    using RowSnapshot::RowSnapshot;
    QList<RowSnapshot> children;
};

// The base of the sheet models: a subclass says what every cell shows right now (build());
// this class keeps the last snapshot, answers the QAbstractItemModel questions from it and,
// on each refresh, tells views exactly what changed — rows removed, inserted or moved by key,
// then dataChanged only for the cells whose values differ (with the roles that differ). A
// value change never resets the model. Every sheet model is read-only: edits go through the
// rules engine, and the new sheet value comes back through setSheet().
class SnapshotModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    // Roles every sheet model answers; each model's own roles start at FirstModelRole.
    enum CommonRole { IdRole = Qt::UserRole + 1, FirstModelRole = Qt::UserRole + 16 };

    // For words the rule pack does not have (the model has no tr()): (kind, id) → text.
    using Labeler = std::function<QString(const QString &kind, const QString &id)>;

    // Column headers, in column order: the view translates them.
    void setHeaders(const QStringList &headers);
    void setLabeler(Labeler labeler);
    // Relabels every cell in the language (dataChanged over all columns, never a reset).
    void setLanguage(Language language);
    Language language() const { return m_language; }

    // The top-level row whose key (IdRole) is `key`, or -1.
    int rowOfKey(const QString &key) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

protected:
    enum class Shape { List, Tree };
    SnapshotModel(int columns, Shape shape, QObject *parent);

    // Every row as it should look now, from the sheet value, the pack and the language. Keys
    // must be unique among siblings (duplicates make refresh() fall back to a reset).
    virtual QList<TreeRowSnapshot> build() const = 0;
    // Builds again and tells views the narrowest change. Subclasses call it on a new value.
    void refresh();
    // True while views are being told of a change (a view's slot may call back, e.g. fetchMore:
    // a model that pages leaves that for the view's next call).
    bool refreshing() const { return m_refreshing; }
    // Called after every refresh, e.g. to emit a model's own change signals.
    virtual void refreshed() {}

    // The labeler's word, or an empty string when no labeler is set.
    QString label(const QString &kind, const QString &id) const;

private:
    template <typename Row>
    void syncRows(const QModelIndex &parent, QList<Row> &current, QList<Row> next, bool emitCells);
    void emitChangedCells(const QModelIndex &parent, int row, const RowSnapshot &before, const RowSnapshot &after);
    void emitAllCells(const QModelIndex &parent, int rows);
    const RowSnapshot *rowAt(const QModelIndex &index) const;

    const int m_columns;
    const Shape m_shape;
    QList<TreeRowSnapshot> m_rows;
    QStringList m_headers;
    Labeler m_labeler;
    Language m_language = Language::English;
    bool m_refreshing = false;
};

} // namespace sw::models
