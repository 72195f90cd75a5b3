#pragma once

#include "models/gmlistmodel.h"

#include <QLocale>

namespace sw::models {

// The campaign's story for the GM (scores, downtime, advances, faction changes, clocks): one row
// per journal batch, newest first, each with the sheets it changed, read a page at a time (issue
// #20): the newest page at open, each next page of older steps when a view scrolls to the end
// (canFetchMore/fetchMore; CampaignStore::timeline walks the journal's batch index down from the
// oldest step shown, so a page costs the same in a journal of any length). A step changes only
// the top of the story (a new batch, the steps it ends for redo, the one undone or redone), so a
// step reads only those few batches, and the names of the sheets it changed. Labeler kinds: "state"
// (done, undone), "sheet_kind" (a removed sheet's kind).
class GmTimelineModel : public GmTableModel
{
    Q_OBJECT

public:
    enum Column { WhenColumn, WhatColumn, SheetsColumn, ColumnCount };
    enum Role {
        SheetsRole = FirstGmRole, // QStringList: "kind:id" of every sheet the step changed
        BatchRole,                // qint64
        CommandRole,              // QString
        StateRole,                // QString: done or undone
    };

    explicit GmTimelineModel(QObject *parent = nullptr);

    // The journal commands shown (prefixes; the default is the GM's story, see kStoryPrefixes).
    void setPrefixes(const QStringList &prefixes);
    static QStringList storyPrefixes();

    const store::TimelineEntry *entryAt(int row) const;
    // Steps per page (at least 1); the story is read again from its newest page.
    void setPageSize(int rows);
    // Journal steps read from the store since the model was made: what the paging saves.
    qint64 rowsRead() const { return m_rowsRead; }

    void fetchMore(const QModelIndex &parent) override;

protected:
    QList<TreeRowSnapshot> build() const override;
    void readAll(const store::CampaignStore &store) override;
    bool readStep(const store::CampaignStore &store, const store::Receipt &step) override;
    void clearAll() override;

private:
    TreeRowSnapshot row(const store::TimelineEntry &entry) const;
    QString sheetName(const store::SheetRef &ref) const;
    // Reads the names of the rows' sheets not read yet.
    void readNames(const store::CampaignStore &store);
    // Up to `limit` steps older than batch `before` (0: the newest), and whether there are more.
    QList<store::TimelineEntry> readPage(const store::CampaignStore &store, int limit, qint64 before);

    int m_pageSize = 100;
    qint64 m_rowsRead = 0;
    QStringList m_prefixes;
    QList<store::TimelineEntry> m_rows;
    QHash<QString, QString> m_names; // "kind:id" → the sheet's own name (empty: none, or the sheet is gone)
};

} // namespace sw::models
