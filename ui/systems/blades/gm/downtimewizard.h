#pragma once

#include "common/language.h"

#include <QWizard>

namespace sw::ui {

class GmContext;

// The downtime phase for the whole crew (C §3–§9), step by step: payoff and heat (ending the open
// score, if any), the entanglement roll and the GM's pick, each scoundrel's activities within
// their allowance (extra ones bought with coin or rep), the end of downtime (ignored vice,
// cohorts healed), then the faction turn. Every roll shows its pool and odds before and its dice
// after; every step is one undo step.
class DowntimeWizard : public QWizard
{
    Q_OBJECT

public:
    enum PageId { PayoffPage, EntanglementPage, ActivitiesPage, FinishPage, FactionTurnPage };

    DowntimeWizard(GmContext *context, qint64 crew = 0, QWidget *parent = nullptr);

    GmContext *context() const { return m_context; }
    QString downtimeId() const { return m_downtime; }
    void setDowntimeId(const QString &id) { m_downtime = id; }
    qint64 crew() const { return m_crew; }
    void setCrew(qint64 crew) { m_crew = crew; }

protected:
    void changeEvent(QEvent *event) override;

private:
    GmContext *m_context;
    QString m_downtime;
    qint64 m_crew = 0;
    Language m_language = Language::English;
};

} // namespace sw::ui
