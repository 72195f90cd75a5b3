#pragma once

#include "models/gmlistmodel.h"

#include <QLocale>

namespace sw::models {

// The campaign's roll log (never undone): newest first. The log only grows, so a step or a roll
// of the dice panel reads only the newest rolls and inserts the new ones at the top (the oldest
// beyond the limit leave at the bottom). Labeler kinds: "roll_kind" (action, engagement …),
// "result" (bad, mixed, good, critical).
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

protected:
    QList<TreeRowSnapshot> build() const override;
    void readAll(const store::CampaignStore &store) override;
    bool readStep(const store::CampaignStore &store, const store::Receipt &step) override;
    void clearAll() override { m_rows.clear(); }

private:
    TreeRowSnapshot row(const store::RollRecord &roll) const;

    int m_limit = 200;
    QList<store::RollRecord> m_rows;
};

} // namespace sw::models
