#pragma once

#include "models/gmlistmodel.h"

#include <QLocale>

namespace sw::models {

// The campaign's story for the GM (scores, downtime, advances, faction changes, clocks): one row
// per journal batch, newest first, each with the sheets it changed. A step changes only the top
// of the story (a new batch, the steps it ends for redo, the one undone or redone), so a step
// reads only those few batches, and the names of the sheets it changed. Labeler kinds: "state"
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

    QStringList m_prefixes;
    QList<store::TimelineEntry> m_rows;
    QHash<QString, QString> m_names; // "kind:id" → the sheet's own name (empty: none, or the sheet is gone)
};

} // namespace sw::models
