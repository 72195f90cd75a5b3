#pragma once

#include "models/gmlistmodel.h"

namespace sw::models {

// The campaign's roll log (never undone): newest first. Labeler kinds: "roll_kind" (action,
// engagement …), "result" (bad, mixed, good, critical).
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
    void setLimit(int limit);

    const store::RollRecord *rollAt(int row) const;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

protected:
    void read(const store::CampaignStore &store) override;
    void clearRows() override;
    int rows() const override { return int(m_rows.size()); }

private:
    int m_limit = 200;
    QList<store::RollRecord> m_rows;
};

} // namespace sw::models
