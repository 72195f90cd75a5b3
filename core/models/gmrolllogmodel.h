#pragma once

#include "models/gmlistmodel.h"

#include <QLocale>

namespace sw::models {

// The campaign's roll log (never undone): newest first, read a page at a time (issue #20): the
// newest page at open, each next page of older rolls when a view scrolls to the end
// (canFetchMore/fetchMore; CampaignStore::rolls walks the log's primary key down from the oldest
// roll shown, so a page costs the same in a log of any length). The log only grows, so a step or
// a roll of the dice panel reads only the newest rolls and inserts the new ones at the top, the
// older pages read so far staying. Labeler kinds: "roll_kind" (action, engagement …), "result"
// (bad, mixed, good, critical).
class GmRollLogModel : public GmTableModel
{
    Q_OBJECT

public:
    enum Column { WhenColumn, KindColumn, LabelColumn, PoolColumn, DiceColumn, ResultColumn, ColumnCount };
    enum Role {
        KindRole = FirstGmRole, // QString
        ResultRole,             // QString
        DiceRole,               // QVariantList of int
        PoolRole,               // int
        ContextRole,            // QString: "score:ID", "downtime:ID" …
    };

    explicit GmRollLogModel(QObject *parent = nullptr);
    // Rolls per page (at least 1); the log is read again from its newest page.
    void setPageSize(int rows);
    int pageSize() const { return m_pageSize; }

    const store::RollRecord *rollAt(int row) const;
    // Rolls read from the store since the model was made: what the paging saves.
    qint64 rowsRead() const { return m_rowsRead; }

    void fetchMore(const QModelIndex &parent) override;

protected:
    QList<TreeRowSnapshot> build() const override;
    void readAll(const store::CampaignStore &store) override;
    bool readStep(const store::CampaignStore &store, const store::Receipt &step) override;
    void clearAll() override
    {
        m_rows.clear();
        m_more = false;
    }

private:
    TreeRowSnapshot row(const store::RollRecord &roll) const;
    // Up to `limit` rolls older than `before` (0: the newest), and whether there are more.
    QList<store::RollRecord> readPage(const store::CampaignStore &store, int limit, qint64 before);

    int m_pageSize = 100;
    qint64 m_rowsRead = 0;
    QList<store::RollRecord> m_rows;
};

} // namespace sw::models
