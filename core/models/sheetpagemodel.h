#pragma once

#include "common/language.h"
#include "store/campaignstore.h"

#include <QAbstractTableModel>
#include <QPointer>

#include <functional>

namespace sw::systems {
class CampaignContext;
}

namespace sw::models {

class CampaignSession;

// The campaign browser's list (issue #20): name, kind, type and parent (crew) of the campaign's
// sheets in the language's order, read from the store a page at a time (canFetchMore/fetchMore)
// with SQL doing the filter, the search, the count and the sort (CampaignStore::page), so a
// campaign of 70,000 sheets opens as fast as one of 7,000. A step of the session that touches a
// listed kind reads the rows shown again (a reset: the view keeps its selection through
// CampaignBrowser). Search finds names and parent names in SQL, and kinds and types by their words
// in the language (the few (kind, type) pairs the campaign holds are read and labelled here).
class SheetPageModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, KindColumn, TypeColumn, ParentColumn, ColumnCount };
    enum Role { KindRole = Qt::UserRole + 1, IdRole, TypeIdRole };

    explicit SheetPageModel(QObject *parent = nullptr);

    void setSession(CampaignSession *session);
    void setHeaders(const QStringList &headers);
    void setLabeler(std::function<QString(const QString &kind, const QString &typeId)> labeler);
    void setLanguage(Language language);
    // Only sheets of this kind (empty: every kind the store lists by default).
    void setKind(const QString &kind);
    void setText(const QString &text);
    void setPageSize(int rows);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    // How many sheets the filter and search list (rows not read yet included), and how many the
    // campaign lists whatever the filter: both counted by SQL.
    qint64 total() const { return m_total; }
    qint64 campaignCount() const { return m_campaignCount; }
    // Rows read from the store since the model was made: what the paging saves.
    qint64 rowsRead() const { return m_rowsRead; }
    store::SheetRef sheetAt(int row) const;
    int rowOf(const store::SheetRef &sheet) const;

public Q_SLOTS:
    // Counts and reads again as many rows as are shown (at least a page): a reset.
    void reload();

private:
    void takeStep(const store::Receipt &step);
    store::ListingQuery query() const;
    QList<store::ListingRow> read(qint64 offset, int limit);
    const systems::CampaignContext *contextOf(const store::SheetInfo &info) const;
    QString typeName(const store::SheetInfo &info) const;
    QString displayName(const store::SheetInfo &info) const;

    QPointer<CampaignSession> m_session;
    QList<store::ListingRow> m_rows;
    qint64 m_total = 0;
    qint64 m_campaignCount = 0;
    qint64 m_rowsRead = 0;
    int m_pageSize = 100;
    QString m_kind;
    QString m_text;
    store::ListingQuery::Order m_order = store::ListingQuery::Order::Name;
    bool m_descending = false;
    QStringList m_headers;
    std::function<QString(const QString &, const QString &)> m_labeler;
    Language m_language = Language::English;
};

} // namespace sw::models
