#pragma once

#include "models/gmlistmodel.h"

namespace sw::models {

// The campaign's story for the GM (scores, downtime, advances, faction changes, clocks): one row
// per journal batch, newest first, each with the sheets it changed. Labeler kinds: "state"
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
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

protected:
    void read(const store::CampaignStore &store) override;
    void clearRows() override;
    int rows() const override { return int(m_rows.size()); }

private:
    QStringList m_prefixes;
    QList<store::TimelineEntry> m_rows;
    QHash<QString, QString> m_names; // "kind:id" → name
};

} // namespace sw::models
